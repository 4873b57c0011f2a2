/** The CII writer's public surface: writeCii() and the binding table's paths (for tests and docs). */
export { writeCii, ciiValues, CII_NAMESPACES, type CiiWriteOptions } from './write-cii.js';
export { CII_BINDING, ciiPath } from '../binding/index.js';
