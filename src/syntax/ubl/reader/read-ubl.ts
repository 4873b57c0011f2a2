/**
 * Reads a UBL 2.1 Invoice or CreditNote (Peppol BIS 3, PINT, XRechnung UBL, plain EN 16931 UBL)
 * into the domain model. Every element the public model cannot hold is returned in `dropped`
 * with its BT id; the VAT breakdown (BG-23) and totals (BG-22) are recomputed by the generator
 * and not listed, except non-zero allowances, charges, prepaid and rounding amounts.
 */
import type { Document, Element } from '@xmldom/xmldom';
import type { InvoiceInput, PaymentInput } from '../../../domain/model.js';
import { DomWalk, textOf } from '../../../retrieve/dom-walk.js';
import { leftovers, type Dropped, type ReadResult } from '../../../retrieve/read-result.js';
import { decimalOf } from '../../../retrieve/line-price.js';
import { UBL_CREDIT_NOTE_NS, ublNamespaces } from './ubl-namespaces.js';
import { UBL_TERMS } from './ubl-terms.js';
import { readUblParty } from './ubl-party.js';
import { readUblLine } from './ubl-lines.js';
import { takeAccount } from '../../../retrieve/payment-account.js';
import { termsFromXml } from '../../payment-terms-text.js';

/** Reads an ubl:Invoice or ubl:CreditNote document. */
export function readUbl(doc: Document): ReadResult {
  const root = doc.documentElement as unknown as Element;
  const credit = root.namespaceURI === UBL_CREDIT_NOTE_NS;
  const w = new DomWalk(ublNamespaces(root.namespaceURI ?? ''));
  const dropped: Dropped[] = [];
  w.takeAll(root, 'cbc:CustomizationID'); // BT-24: reported as the detected format
  w.takeAll(root, 'cbc:ProfileID'); // BT-23
  w.takeAll(root, 'cbc:UBLVersionID');

  const issueDate = w.text(root, 'cbc:IssueDate') ?? ''; // BT-2
  const invoice: InvoiceInput = {
    number: w.text(root, 'cbc:ID') ?? '', // BT-1
    issueDate,
    typeCode: w.text(root, credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode') ?? (credit ? '381' : '380'), // BT-3
    deliveryDate: w.text(root, 'cac:Delivery/cbc:ActualDeliveryDate') ?? issueDate, // BT-72
    currency: w.text(root, 'cbc:DocumentCurrencyCode') ?? 'EUR', // BT-5
    seller: readUblParty(w, w.one(root, 'cac:AccountingSupplierParty/cac:Party')), // BG-4
    buyer: readUblParty(w, w.one(root, 'cac:AccountingCustomerParty/cac:Party')), // BG-7
    lines: [],
  };
  const note = w.text(root, 'cbc:Note'); // BT-22 (the first; others are dropped)
  if (note) invoice.note = note;
  // BT-9: cbc:DueDate on invoices; credit notes carry it in the payment means.
  const dueDate = w.text(root, 'cbc:DueDate') ?? w.text(root, 'cac:PaymentMeans/cbc:PaymentDueDate');
  if (dueDate) invoice.dueDate = dueDate;
  // BT-10; without one, the order reference BT-13 stands in (Peppol needs either), and is reported.
  const buyerReference = w.text(root, 'cbc:BuyerReference');
  const orderReference = textOf(w.one(root, 'cac:OrderReference/cbc:ID'));
  if (buyerReference) invoice.buyerReference = buyerReference;
  else if (orderReference) {
    invoice.buyerReference = orderReference;
    dropped.push({ bt: 'BT-13', path: `/${root.localName}/OrderReference/ID`, value: orderReference, reason: 'returned as buyer_reference (BT-10), which the document lacks' });
    w.text(root, 'cac:OrderReference/cbc:ID');
  }

  // BG-16: the first payment means with an account (BT-84, BT-86), and the terms (BT-20).
  const payment: PaymentInput = {};
  let accountTaken = false;
  for (const means of w.all(root, 'cac:PaymentMeans')) {
    const account = w.one(means, 'cac:PayeeFinancialAccount');
    const id = textOf(w.one(account, 'cbc:ID'));
    if (!id || accountTaken) continue;
    accountTaken = true;
    w.text(account, 'cbc:ID');
    w.text(means, 'cbc:PaymentMeansCode');
    const bic = w.text(account, 'cac:FinancialInstitutionBranch/cbc:ID');
    takeAccount(payment, id, bic, `/${root.localName}/PaymentMeans/PayeeFinancialAccount`, dropped);
  }
  // BT-20 keeps the line break that closes XRechnung Skonto entries (BR-DE-18).
  const terms = termsFromXml(w.take(w.one(root, 'cac:PaymentTerms/cbc:Note'))?.textContent);
  if (terms) payment.terms = terms;
  if (payment.iban || payment.bic || payment.terms) invoice.payment = payment;

  const lines = w.all(root, credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
  lines.forEach((line, i) => invoice.lines.push(readUblLine(w, line, i + 1, credit, dropped)));
  const scheme = textOf(w.one(lines[0], 'cac:Item/cac:ClassifiedTaxCategory/cac:TaxScheme/cbc:ID'));
  if (scheme && scheme !== 'VAT') invoice.taxScheme = scheme;

  // BG-23 and BG-22 are recomputed; exemption reasons and non-zero extra amounts stay reported.
  for (const total of w.all(root, 'cac:TaxTotal')) {
    w.text(total, 'cbc:TaxAmount');
    for (const sub of w.all(total, 'cac:TaxSubtotal')) {
      for (const p of ['cbc:TaxableAmount', 'cbc:TaxAmount', 'cac:TaxCategory/cbc:ID', 'cac:TaxCategory/cbc:Percent', 'cac:TaxCategory/cac:TaxScheme/cbc:ID']) w.takeAll(sub, p);
    }
  }
  const sums = w.one(root, 'cac:LegalMonetaryTotal');
  const declared = {
    lineTotal: decimalOf(w.text(sums, 'cbc:LineExtensionAmount')), // BT-106
    payable: decimalOf(w.text(sums, 'cbc:PayableAmount')), // BT-115
    allowanceTotal: decimalOf(w.one(sums, 'cbc:AllowanceTotalAmount')?.textContent ?? undefined), // BT-107
    chargeTotal: decimalOf(w.one(sums, 'cbc:ChargeTotalAmount')?.textContent ?? undefined), // BT-108
  };
  for (const name of ['TaxExclusiveAmount', 'TaxInclusiveAmount']) w.takeAll(sums, `cbc:${name}`);
  for (const name of ['AllowanceTotalAmount', 'ChargeTotalAmount', 'PrepaidAmount', 'PayableRoundingAmount']) {
    for (const el of w.all(sums, `cbc:${name}`)) if (decimalOf(el.textContent ?? '')?.isZero()) w.take(el);
  }

  dropped.push(...leftovers(root, w, UBL_TERMS));
  return { invoice, dropped, declared };
}
