/**
 * The UBL writer's public surface: writeUbl for every UBL flavour (plain UBL 2.1, XRechnung 3.0,
 * Peppol BIS Billing 3.0, PINT), the preview profiles' known blockers and the binding table's
 * paths (for tests and docs). What XRechnung needs of the data is validation's
 * (src/validation/checks/xrechnung-missing-data.ts). Import from here.
 */
export {
  writeUbl,
  ublValues,
  resolveUblProfile,
  CREDIT_NOTE_TYPE_CODES,
  notePrefixed,
  type WriteUblOptions,
} from './write-ubl.js';
export { knownProfileIssues, type ProfileIssue } from './known-profile-issues.js';
export { ublTable, ublPath } from '../binding/index.js';
