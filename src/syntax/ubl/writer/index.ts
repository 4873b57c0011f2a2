/**
 * The UBL writer's public surface: writeUbl for every UBL flavour (plain UBL 2.1, XRechnung 3.0,
 * Peppol BIS Billing 3.0, PINT), the XRechnung missing-data report, the preview profiles' known
 * blockers and the binding table's paths (for tests and docs). Import from here.
 */
export { writeUbl, ublValues, resolveUblProfile, CREDIT_NOTE_TYPE_CODES, type WriteUblOptions } from './write-ubl.js';
export { xrechnungMissingData, isValidIban, type MissingData } from './xrechnung-missing-data.js';
export { knownProfileIssues, type ProfileIssue } from './known-profile-issues.js';
export { ublTable, ublPath } from '../binding/index.js';
