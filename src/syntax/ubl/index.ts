/**
 * UBL's public surface: the writer for every UBL flavour (plain UBL 2.1, XRechnung, Peppol BIS,
 * PINT), the reader, the binding tables with their paths and term values, the document
 * namespaces and the preview profiles' known blockers. Code outside src/syntax/ubl imports from
 * here only (test/layers.test.ts).
 */
export {
  writeUbl,
  ublValues,
  resolveUblProfile,
  CREDIT_NOTE_TYPE_CODES,
  knownProfileIssues,
  notePrefixed,
  type ProfileIssue,
  type WriteUblOptions,
} from './writer/index.js';
export { readUbl } from './reader/read-ubl.js';
export { UBL_CREDIT_NOTE_NS, UBL_INVOICE_NS } from './reader/ubl-namespaces.js';
export {
  MAX_SUB_LINE_DEPTH,
  UBL_NS,
  ublTable,
  ublTableFor,
  ublPath,
  ublTermValues,
  tableOptionsOf,
} from './binding/index.js';
