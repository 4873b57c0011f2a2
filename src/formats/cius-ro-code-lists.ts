/**
 * The code lists of CIUS-RO 1.0.9 (Romania, ANAF) narrower than EN 16931's, for format ubl with
 * country_profile cius_ro. BT-3 (BR-RO-020): an Invoice is 380 (invoice), 384 (corrected
 * invoice), 389 (self-billed invoice) or 751 (invoice for accounting purposes), a CreditNote
 * 381; the other UNTDID 1001 codes pass EN 16931 and fail CIUS-RO. Tested against the official
 * Schematron (test/formats/cius-ro-code-lists.test.ts).
 */
import type { UblCountryCodeLists } from './cius-pt-code-lists.js';

export const CIUS_RO_CODE_LISTS: UblCountryCodeLists = {
  invoiceTypes: { ruleIds: ['BR-RO-020'], codes: new Set(['380', '384', '389', '751']) },
  creditNoteTypes: { ruleIds: ['BR-RO-020'], codes: new Set(['381']) },
};
