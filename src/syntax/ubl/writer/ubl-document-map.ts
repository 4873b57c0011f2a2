/**
 * The document-level UBL mapping table: one entry per business term (or group), in the exact
 * sequence of the UBL 2.1 Invoice and CreditNote schemas (cbc elements first where the schema
 * puts them first, then the aggregates). The writer walks this table once; profile differences
 * come from the profile data, document-type differences are marked on the entry.
 */
import { leaf, money, type Node, type UblContext, UBL_NS } from './ubl-context.js';
import { writeParty } from './ubl-party.js';
import { writeTaxTotal } from './ubl-tax.js';
import { writeLines } from './ubl-line.js';
import { nameUuid } from './name-uuid.js';
import { termsForXml } from '../../payment-terms-text.js';

/** One row: the term it writes, for which document type, and how. */
export interface DocumentEntry {
  term: string;
  /** Restricts the entry to one document type (the schemas differ in a few places). */
  only?: 'invoice' | 'credit-note';
  write: (root: Node, ctx: UblContext) => void;
}

/** UNTDID 1001 codes that are credit notes (written in a CreditNote document). */
export const CREDIT_NOTE_TYPE_CODES = new Set(['381', '396', '81', '83', '532']);

/** Document-level mapping, in UBL 2.1 XSD order. */
export const UBL_DOCUMENT_MAP: readonly DocumentEntry[] = [
  { term: 'BT-24', write: (r, c) => leaf(r, 'cbc:CustomizationID', c.profile.customizationId) },
  { term: 'BT-23', write: (r, c) => c.profile.profileId && leaf(r, 'cbc:ProfileID', c.profile.profileId) },
  {
    term: 'PINT-AE ProfileExecutionID',
    write: (r, c) => c.profile.profileExecutionId && leaf(r, 'cbc:ProfileExecutionID', c.profile.profileExecutionId),
  },
  { term: 'BT-1', write: (r, c) => leaf(r, 'cbc:ID', c.inv.number) },
  {
    term: 'PINT SG/AE document UUID',
    write: (r, c) => c.profile.documentUuid && leaf(r, 'cbc:UUID', nameUuid(`doc:${c.inv.number}`)),
  },
  { term: 'BT-2', write: (r, c) => leaf(r, 'cbc:IssueDate', c.inv.issueDate) },
  // BT-9: Invoice has cbc:DueDate; a CreditNote carries it in cac:PaymentMeans/cbc:PaymentDueDate.
  { term: 'BT-9', only: 'invoice', write: (r, c) => c.inv.dueDate && leaf(r, 'cbc:DueDate', c.inv.dueDate) },
  { term: 'BT-3', only: 'invoice', write: (r, c) => leaf(r, 'cbc:InvoiceTypeCode', invoiceTypeCode(c)) },
  { term: 'BT-3', only: 'credit-note', write: (r, c) => leaf(r, 'cbc:CreditNoteTypeCode', invoiceTypeCode(c)) },
  { term: 'BT-22', write: (r, c) => c.inv.note && leaf(r, 'cbc:Note', c.inv.note) },
  { term: 'BT-5', write: (r, c) => leaf(r, 'cbc:DocumentCurrencyCode', c.currency) },
  { term: 'BT-10', write: (r, c) => c.inv.buyerReference && leaf(r, 'cbc:BuyerReference', c.inv.buyerReference) },
  {
    term: 'BG-14',
    write: (r, c) => {
      if (!c.profile.invoicePeriodFromDelivery) return;
      const p = r.ele(UBL_NS.cac, 'cac:InvoicePeriod');
      leaf(p, 'cbc:StartDate', c.inv.deliveryDate); // BT-73
      leaf(p, 'cbc:EndDate', c.inv.deliveryDate); // BT-74
    },
  },
  { term: 'BG-4', write: (r, c) => writeParty(r.ele(UBL_NS.cac, 'cac:AccountingSupplierParty'), c.inv.seller, 'seller', c) },
  { term: 'BG-7', write: (r, c) => writeParty(r.ele(UBL_NS.cac, 'cac:AccountingCustomerParty'), c.inv.buyer, 'buyer', c) },
  { term: 'BG-13 BT-72', write: (r, c) => leaf(r.ele(UBL_NS.cac, 'cac:Delivery'), 'cbc:ActualDeliveryDate', c.inv.deliveryDate) },
  { term: 'BG-16', write: writePaymentMeans },
  {
    term: 'BT-20',
    write: (r, c) => c.inv.payment?.terms && leaf(r.ele(UBL_NS.cac, 'cac:PaymentTerms'), 'cbc:Note', termsForXml(c.inv.payment.terms)),
  },
  { term: 'BG-23 BT-110', write: writeTaxTotal },
  { term: 'BG-22', write: writeMonetaryTotal },
  { term: 'BG-25', write: writeLines },
];

/** BT-3, kept consistent with the root element (380 / 381 when the caller's code does not fit). */
function invoiceTypeCode(c: UblContext): string {
  const isCredit = CREDIT_NOTE_TYPE_CODES.has(c.inv.typeCode);
  if (c.credit) return isCredit ? c.inv.typeCode : '381';
  return isCredit ? '380' : c.inv.typeCode;
}

/** BG-16: BT-81 means code, BT-9 (credit notes), BT-84 IBAN, BT-86 BIC. */
function writePaymentMeans(r: Node, c: UblContext): void {
  const pay = c.inv.payment;
  const creditDue = c.credit ? c.inv.dueDate : undefined;
  const withoutAccount = c.profile.paymentMeansWithoutAccount;
  if (!pay?.iban && !creditDue && !withoutAccount) return;
  const pm = r.ele(UBL_NS.cac, 'cac:PaymentMeans');
  // BT-81: credit transfer with an IBAN; otherwise "1" (instrument not defined), never a guess.
  leaf(pm, 'cbc:PaymentMeansCode', pay?.iban ? c.profile.ibanMeansCode(c.currency) : withoutAccount ?? '1');
  if (creditDue) leaf(pm, 'cbc:PaymentDueDate', creditDue);
  if (pay?.iban) {
    const acc = pm.ele(UBL_NS.cac, 'cac:PayeeFinancialAccount');
    leaf(acc, 'cbc:ID', pay.iban); // BT-84
    if (pay.bic) leaf(acc.ele(UBL_NS.cac, 'cac:FinancialInstitutionBranch'), 'cbc:ID', pay.bic); // BT-86
  }
}

/** BG-22 document totals (BT-106..BT-115); zero allowances, charges, prepaid and rounding omitted. */
function writeMonetaryTotal(r: Node, c: UblContext): void {
  const t = c.inv.totals;
  const m = r.ele(UBL_NS.cac, 'cac:LegalMonetaryTotal');
  money(m, 'cbc:LineExtensionAmount', t.lineTotal, c); // BT-106
  money(m, 'cbc:TaxExclusiveAmount', t.taxExclusive, c); // BT-109
  money(m, 'cbc:TaxInclusiveAmount', t.taxInclusive, c); // BT-112
  if (!t.allowanceTotal.isZero()) money(m, 'cbc:AllowanceTotalAmount', t.allowanceTotal, c); // BT-107
  if (!t.chargeTotal.isZero()) money(m, 'cbc:ChargeTotalAmount', t.chargeTotal, c); // BT-108
  if (!t.prepaid.isZero()) money(m, 'cbc:PrepaidAmount', t.prepaid, c); // BT-113
  if (!t.rounding.isZero()) money(m, 'cbc:PayableRoundingAmount', t.rounding, c); // BT-114
  money(m, 'cbc:PayableAmount', t.payable, c); // BT-115
}
