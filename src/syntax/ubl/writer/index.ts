/**
 * The UBL writer's public surface: writeUbl for every UBL flavour (plain UBL 2.1, XRechnung 3.0,
 * Peppol BIS Billing 3.0, PINT), the XRechnung missing-data report and the preview profiles'
 * known blockers. Import from here.
 */
export { writeUbl, resolveUblProfile, type WriteUblOptions } from './write-ubl.js';
export { xrechnungMissingData, isValidIban, type MissingData } from './xrechnung-missing-data.js';
export { knownProfileIssues, type ProfileIssue } from './known-profile-issues.js';
export { UBL_DOCUMENT_MAP, CREDIT_NOTE_TYPE_CODES } from './ubl-document-map.js';
export { UBL_LINE_MAP } from './ubl-line.js';
