/**
 * The code lists and identifier checks of EN 16931 and the national formats: the public surface
 * of src/domain/codelists. Generated lists come from the official CEN artefacts
 * (scripts/codelists-update.sh); the small hand-written tables name their sources in their files.
 */
export { UNIT_CODES, UNIT_CODES_SET } from './unit-codes.generated.js';
export { COUNTRY_CODES, COUNTRY_CODES_SET } from './country-codes.generated.js';
export { CURRENCY_CODES, CURRENCY_CODES_SET } from './currency-codes.generated.js';
export { EAS_CODES, EAS_CODES_SET } from './eas-codes.generated.js';
export { VAT_CATEGORY_CODES, VAT_CATEGORY_CODES_SET } from './vat-category-codes.generated.js';
export { VATEX_CODES, VATEX_CODES_SET } from './vatex-codes.generated.js';
export { INVOICE_TYPE_CODES, INVOICE_TYPE_CODES_SET } from './invoice-type-codes.generated.js';
export {
  CREDIT_NOTE_TYPE_CODES,
  CREDIT_NOTE_TYPE_CODES_SET,
} from './credit-note-type-codes.generated.js';
export { PAYMENT_MEANS_CODES, PAYMENT_MEANS_CODES_SET } from './payment-means-codes.generated.js';
export { DOCUMENT_TYPE_CODES, DOCUMENT_TYPE_CODES_SET } from './document-type-codes.generated.js';
export {
  REFERENCE_QUALIFIER_CODES,
  REFERENCE_QUALIFIER_CODES_SET,
} from './reference-qualifier-codes.generated.js';
export { NOTE_SUBJECT_CODES, NOTE_SUBJECT_CODES_SET } from './note-subject-codes.generated.js';
export { ICD_CODES, ICD_CODES_SET } from './icd-codes.generated.js';
export {
  ITEM_CLASSIFICATION_CODES,
  ITEM_CLASSIFICATION_CODES_SET,
} from './item-classification-codes.generated.js';
export {
  ALLOWANCE_REASON_CODES,
  ALLOWANCE_REASON_CODES_SET,
} from './allowance-reason-codes.generated.js';
export { CHARGE_REASON_CODES, CHARGE_REASON_CODES_SET } from './charge-reason-codes.generated.js';
export { MIME_CODES, MIME_CODES_SET } from './mime-codes.generated.js';
export { EU_MEMBER_STATES, EU_MEMBER_STATES_SET, isEuMemberState } from './eu-member-states.js';
export { INCOTERMS_2020, INCOTERMS_2020_SET } from './incoterms.js';
export { VAT_ID_PATTERNS, VAT_ID_EXAMPLES } from './vat-id-patterns.js';
export {
  TIPO_DOCUMENTO,
  TIPO_DOCUMENTO_SET,
  NATURA,
  NATURA_SET,
  NATURA_USABLE_SET,
  REGIME_FISCALE,
  REGIME_FISCALE_RANGE,
} from './fatturapa-codes.js';
export type { TipoDocumento, Natura } from './fatturapa-codes.js';
export { checkVatId, isValidVatId, normalizeVatId } from './vat-id.js';
export type { VatIdCheck } from './vat-id.js';
export {
  isValidCodiceFiscale,
  isValidPersonalCodiceFiscale,
  isValidPartitaIva,
} from './codice-fiscale.js';
export { isValidLeitwegId, parseLeitwegId, leitwegCheckDigits } from './leitweg-id.js';
export type { LeitwegId } from './leitweg-id.js';
export { isValidIban, normalizeIban, IBAN_LENGTHS } from './iban.js';
export { parsePeppolId } from './peppol-id.js';
export type { PeppolId, PeppolIdResult } from './peppol-id.js';
export { isCalendarDate } from './calendar-date.js';
