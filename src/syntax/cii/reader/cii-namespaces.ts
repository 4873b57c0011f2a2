/**
 * The CII D16B namespaces the reader's paths use (prefixes are ours; the document's may differ):
 * those of the binding table.
 */
export { CII_NS } from '../binding/cii-binding.js';
