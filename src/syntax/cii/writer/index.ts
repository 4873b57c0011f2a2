/** The CII writer's public surface: writeCii() and the mapping table (for tests and docs). */
export { writeCii, CII_NAMESPACES, type CiiWriteOptions } from './write-cii.js';
export { CII_MAPPING, emits, termsOf, type CiiTermId, type CiiMappingRow } from './cii-mapping.js';
