/**
 * CII's public surface: the writer, the reader, the binding table with its paths and term values,
 * and which profile carries which term (what validation checks against). Code outside
 * src/syntax/cii imports from here only (test/layers.test.ts).
 */
export { writeCii, ciiValues, CII_NAMESPACES, type CiiWriteOptions } from './writer/write-cii.js';
export { readCii } from './reader/read-cii.js';
export { CII_BINDING, CII_NS, ciiPath, ciiTermValues } from './binding/index.js';
export { taxPointDateCodeFromCii } from './binding/tax-point-date-code.js';
export { CII_MAPPING, emits, type CiiMappingRow, type CiiTermId } from './binding/cii-mapping.js';
