/**
 * Reads a UN/CEFACT CII D16B invoice (ZUGFeRD, Factur-X, XRechnung CII, plain CII) into the
 * domain model. Every element the public model cannot hold is returned in `dropped` with its
 * BT id; derived values (VAT breakdown BG-23, totals BG-22) are recomputed by the generator and
 * therefore not listed, except non-zero allowances, charges, prepaid and rounding amounts.
 */
import type { Document, Element } from '@xmldom/xmldom';
import type { InvoiceInput, PaymentInput } from '../../../domain/model.js';
import { DomWalk, textOf } from '../../../retrieve/dom-walk.js';
import { leftovers, type Dropped, type ReadResult } from '../../../retrieve/read-result.js';
import { decimalOf } from '../../../retrieve/line-price.js';
import { CII_NS } from './cii-namespaces.js';
import { CII_TERMS } from './cii-terms.js';
import { readCiiParty } from './cii-party.js';
import { readCiiLine } from './cii-lines.js';
import { takeAccount } from '../../../retrieve/payment-account.js';
import { termsFromXml } from '../../payment-terms-text.js';
import { summaryLines } from './cii-summary-lines.js';

/** udt:DateTimeString format 102 (YYYYMMDD) → YYYY-MM-DD; other formats as written. */
function ciiDate(w: DomWalk, from: Element | undefined, path: string): string | undefined {
  const t = w.text(from, path);
  if (t && /^\d{8}$/.test(t)) return `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}`;
  return t;
}

/** Reads rsm:CrossIndustryInvoice. */
export function readCii(doc: Document): ReadResult {
  const root = doc.documentElement as unknown as Element;
  const w = new DomWalk(CII_NS);
  const dropped: Dropped[] = [];
  const header = w.one(root, 'rsm:ExchangedDocument');
  const tx = w.one(root, 'rsm:SupplyChainTradeTransaction');
  const agreement = w.one(tx, 'ram:ApplicableHeaderTradeAgreement');
  const delivery = w.one(tx, 'ram:ApplicableHeaderTradeDelivery');
  const settlement = w.one(tx, 'ram:ApplicableHeaderTradeSettlement');
  w.takeAll(root, 'rsm:ExchangedDocumentContext'); // BT-23/BT-24: reported as the detected format

  const issueDate = ciiDate(w, header, 'ram:IssueDateTime/udt:DateTimeString') ?? ''; // BT-2
  const invoice: InvoiceInput = {
    number: w.text(header, 'ram:ID') ?? '', // BT-1
    issueDate,
    typeCode: w.text(header, 'ram:TypeCode') ?? '380', // BT-3
    deliveryDate: ciiDate(w, delivery, 'ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString') ?? issueDate, // BT-72
    currency: w.text(settlement, 'ram:InvoiceCurrencyCode') ?? 'EUR', // BT-5
    seller: readCiiParty(w, w.one(agreement, 'ram:SellerTradeParty')), // BG-4
    buyer: readCiiParty(w, w.one(agreement, 'ram:BuyerTradeParty')), // BG-7
    lines: [],
  };
  // BT-22: the first note's content; further notes and subject codes (BT-21) are dropped.
  const notes = w.all(header, 'ram:IncludedNote');
  const first = notes.length ? w.text(notes[0], 'ram:Content') : undefined;
  if (first) invoice.note = first;
  const dueDate = ciiDate(w, settlement, 'ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString'); // BT-9
  if (dueDate) invoice.dueDate = dueDate;
  // BT-10; without one, the order reference BT-13 stands in (Peppol needs either), and is reported.
  const buyerReference = w.text(agreement, 'ram:BuyerReference');
  const orderReference = textOf(w.one(agreement, 'ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID'));
  if (buyerReference) invoice.buyerReference = buyerReference;
  else if (orderReference) {
    invoice.buyerReference = orderReference;
    dropped.push({ bt: 'BT-13', path: '/CrossIndustryInvoice/.../BuyerOrderReferencedDocument/IssuerAssignedID', value: orderReference, reason: 'returned as buyer_reference (BT-10), which the document lacks' });
    w.text(agreement, 'ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID');
  }

  // BG-16: the first credit transfer with an IBAN (BT-84, BT-86) and the terms text (BT-20).
  const payment: PaymentInput = {};
  let accountTaken = false;
  for (const means of w.all(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans')) {
    const account = w.one(means, 'ram:PayeePartyCreditorFinancialAccount');
    const id = textOf(w.one(account, 'ram:IBANID')) ?? textOf(w.one(account, 'ram:ProprietaryID'));
    if (!id || accountTaken) continue;
    accountTaken = true;
    w.text(account, 'ram:IBANID');
    w.text(account, 'ram:ProprietaryID');
    w.text(means, 'ram:TypeCode');
    const bic = w.text(means, 'ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID');
    takeAccount(payment, id, bic, '/CrossIndustryInvoice/.../SpecifiedTradeSettlementPaymentMeans', dropped);
  }
  // BT-20 keeps the line break that closes XRechnung Skonto entries (BR-DE-18).
  const terms = w.take(w.one(settlement, 'ram:SpecifiedTradePaymentTerms/ram:Description'));
  if (terms) payment.terms = termsFromXml(terms.textContent);
  if (payment.iban || payment.bic || payment.terms) invoice.payment = payment;

  // EXTENDED sub-lines (DETAIL) and INFORMATION lines are not part of BT-106: left as dropped.
  const items = w.all(tx, 'ram:IncludedSupplyChainTradeLineItem');
  items.forEach((item, i) => {
    const status = textOf(w.one(item, 'ram:AssociatedDocumentLineDocument/ram:LineStatusReasonCode'));
    if (status === 'DETAIL' || status === 'INFORMATION') return;
    w.takeAll(item, 'ram:AssociatedDocumentLineDocument/ram:LineStatusReasonCode');
    invoice.lines.push(readCiiLine(w, item, i + 1, dropped));
  });
  let synthesized = false;
  if (invoice.lines.length === 0) {
    invoice.lines = summaryLines(w, settlement, dropped);
    synthesized = invoice.lines.length > 0;
    if (synthesized) dropped.push({ bt: 'BG-25', path: '/CrossIndustryInvoice', reason: 'the document has no lines (MINIMUM or BASIC WL); lines were built from the VAT breakdown (BG-23) or totals' });
  }

  // BG-23 is recomputed; BG-22 too, except the amounts the public model cannot produce.
  w.takeAll(settlement, 'ram:ApplicableTradeTax/ram:CalculatedAmount');
  w.takeAll(settlement, 'ram:ApplicableTradeTax/ram:TypeCode');
  w.takeAll(settlement, 'ram:ApplicableTradeTax/ram:BasisAmount');
  w.takeAll(settlement, 'ram:ApplicableTradeTax/ram:CategoryCode');
  w.takeAll(settlement, 'ram:ApplicableTradeTax/ram:RateApplicablePercent');
  w.takeAll(settlement, 'ram:ApplicableTradeTax/ram:DueDateTypeCode');
  const sums = w.one(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const declared = {
    lineTotal: decimalOf(w.text(sums, 'ram:LineTotalAmount')), // BT-106
    payable: decimalOf(w.text(sums, 'ram:DuePayableAmount')), // BT-115
    allowanceTotal: decimalOf(w.one(sums, 'ram:AllowanceTotalAmount')?.textContent ?? undefined), // BT-107
    chargeTotal: decimalOf(w.one(sums, 'ram:ChargeTotalAmount')?.textContent ?? undefined), // BT-108
  };
  for (const name of ['TaxBasisTotalAmount', 'TaxTotalAmount', 'GrandTotalAmount']) w.takeAll(sums, `ram:${name}`);
  for (const name of ['AllowanceTotalAmount', 'ChargeTotalAmount', 'TotalPrepaidAmount', 'RoundingAmount']) {
    for (const el of w.all(sums, `ram:${name}`)) if (decimalOf(el.textContent ?? '')?.isZero()) w.take(el);
  }

  dropped.push(...leftovers(root, w, CII_TERMS));
  return { invoice, dropped, declared, ...(synthesized ? { synthesizedLines: true } : {}) };
}
