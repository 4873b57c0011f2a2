/**
 * EXTENDED-CTC-FR (AFNOR XP Z12-012, FNFE-MPE 1.4.0) elements that the invoice JSON has no field
 * for yet, named by their EXT-FR-FE id where the FNFE explanatory note gives one (its list of
 * the elements the profile adds to EN 16931, per syntax). A reader reports such an element as
 * dropped by its local name; retrieve renames it with this table for an EXTENDED-CTC-FR document,
 * so that the warning says which French term was left out, beside the element path.
 */
import type { Dropped } from './read-result.js';

/** Element path endings (without indexes) → EXT-FR-FE id, longest first where they overlap. */
const EXT_FR_TERMS: readonly (readonly [string, string])[] = [
  // CII (D22B).
  [
    'ApplicableHeaderTradeAgreement/ContractReferencedDocument/FormattedIssueDateTime/DateTimeString',
    'EXT-FR-FE-199',
  ], // contract date
  [
    'ApplicableHeaderTradeAgreement/BuyerOrderReferencedDocument/FormattedIssueDateTime/DateTimeString',
    'EXT-FR-FE-197',
  ], // order date
  [
    'SpecifiedLineTradeAgreement/BuyerOrderReferencedDocument/FormattedIssueDateTime/DateTimeString',
    'EXT-FR-FE-200',
  ], // line order date
  [
    'ApplicableHeaderTradeDelivery/DespatchAdviceReferencedDocument/FormattedIssueDateTime/DateTimeString',
    'EXT-FR-FE-198',
  ], // despatch advice date
  // The gross price discount reasons: code EXT-FR-FE-195, text EXT-FR-FE-196 (the note's change
  // list and the Schematron's comments, in that order).
  ['GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/ReasonCode', 'EXT-FR-FE-195'],
  ['GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/Reason', 'EXT-FR-FE-196'],
  ['TaxApplicableTradeCurrencyExchange/ConversionRateDateTime/DateTimeString', 'EXT-FR-FE-192'], // exchange rate date
  // UBL 2.1.
  ['ContractDocumentReference/IssueDate', 'EXT-FR-FE-199'],
  ['OrderLineReference/OrderReference/IssueDate', 'EXT-FR-FE-200'],
  ['OrderReference/IssueDate', 'EXT-FR-FE-197'],
  ['DespatchDocumentReference/IssueDate', 'EXT-FR-FE-198'],
  ['Price/AllowanceCharge/AllowanceChargeReasonCode', 'EXT-FR-FE-195'],
  ['Price/AllowanceCharge/AllowanceChargeReason', 'EXT-FR-FE-196'],
  ['TaxExchangeRate/Date', 'EXT-FR-FE-192'],
];

/** The EXT-FR-FE id of a dropped element's path, if the table names it. */
export function extFrTermOf(path: string): string | undefined {
  const bare = path.replace(/\[\d+\]/g, '');
  return EXT_FR_TERMS.find(([end]) => bare.endsWith(`/${end}`))?.[1];
}

/** The dropped list with each EXTENDED-CTC-FR element named by its EXT-FR-FE id where it has one. */
export function nameExtFrTerms(dropped: Dropped[]): Dropped[] {
  return dropped.map((d) => {
    const id = d.reason ? undefined : extFrTermOf(d.path);
    return id ? { ...d, bt: id } : d;
  });
}
