/**
 * Reads a UBL 2.1 Invoice or CreditNote (Peppol BIS 3, PINT, XRechnung UBL, plain EN 16931 UBL)
 * into the domain model through the UBL binding table: the table reads every EN 16931 term;
 * this file only turns the values into the model. Values are returned as the document has them.
 * Every element of the source the table does not read is returned in `dropped` with its path;
 * derived values (VAT breakdown BG-23, totals BG-22) are recomputed by the generator, but for
 * the BG-23 amounts the lines do not give back, kept as stated (stated-breakdown.ts).
 */
import type { Document, Element } from '@xmldom/xmldom';
import type {
  DocumentAllowanceChargeInput,
  InvoiceInput,
  LineInput,
  PaymentInput,
} from '../../../domain/model.js';
import type { ValueKey, Values } from '../../binding/binding.js';
import { otherTermType } from '../../read/attachments.js';
import { leftovers, readBinding } from '../../binding/read-binding.js';
import type { Dropped, ReadResult } from '../../read/read-result.js';
import { cardNumber, dropBicWithoutAccount, takeAccount } from '../../read/payment-account.js';
import { termsFromXml } from '../../payment-terms-text.js';
import { documentAllowancesCharges, reportOrphanDespatch } from '../../read/line-terms.js';
import { EXTENDED_CTC_FR_GUIDELINE_ID } from '../../../formats/cii-profiles.js';
import {
  type AllowanceChargeTerms,
  DOCUMENT_ALLOWANCE,
  DOCUMENT_CHARGE,
} from '../../binding/term-shapes.js';
import { date, dec, defined, identifier, list, obj, str } from '../../read/values.js';
import {
  acceptingRow,
  statedBusinessProcess,
  ublCountryProfileOfGuideline,
  ublProfileOfGuideline,
} from '../../../formats/format-rows.js';
import { UBL_COUNTRY_UBL_PROFILES } from '../../../formats/ubl-profiles.js';
import { EXTENDED_CTC_FR } from '../../../formats/format-registry.js';
import { TAX_CURRENCY_TOTAL_WITH_TAX, TAX_SCHEME, UBL_NS, ublTableFor } from '../binding/index.js';
import { readLine, readSubLines, takeFrLineTerms } from './read-lines.js';
import { readPrepaidPayments } from './read-prepaid-payments.js';
import { readPaymentInstallment } from './read-payment-installment.js';
import {
  hasSubInvoices,
  splitSubInvoiceReason,
  subInvoiceOf,
} from '../../../domain/sub-invoices.js';
import { attachmentsOf } from '../../read/attachments.js';
import { vatExemptionsOf } from '../../read/sub-invoice-reasons.js';
import { keepLineOrders } from '../../read/line-orders.js';
import { keepOwnLineExemptions } from '../../read/own-line-exemptions.js';
import { differingBreakdown, statedBreakdown } from '../../read/stated-breakdown.js';
import { readBuyer, readOtherParties, readSeller, readThirdParty } from './read-parties.js';
import { keepOmDataToOm } from './read-om.js';
import { PT_EXEMPT_CATEGORIES, withoutPtExemptionProperties } from '../cius-pt-line-exemption.js';

/**
 * BG-16 (with BG-17, BG-18, BG-19, BT-83, BT-20; BT-90 is the seller's SEPA identification).
 * EN 16931 has one BG-16 with one BT-81, BT-82 and BT-83; UBL repeats cac:PaymentMeans per
 * account, so the first value of each is kept; a further account's own BT-83 stays with it
 * (payment_reference), and a further means without an account stating another one (A-NZ: a
 * credit transfer and a direct debit, each with its own reference) is reported as dropped. A
 * card's or direct debit's means of its own under another code keeps that code and its text
 * (means_code, means_text: A-NZ's 54 "Credit card" and 49 "Direct Debit" beside 30).
 */
function readPayment(root: Values, where: string, dropped: Dropped[]): PaymentInput | undefined {
  const payment: PaymentInput = {};
  const means = list(root, 'BG-16');
  const first = means[0];
  if (first) payment.meansCode = str(first, 'BT-81');
  const pick = (key: ValueKey) => means.map((m) => str(m, key)).find(Boolean);
  // The means whose account becomes a further credit transfer (BG-17): its own BT-83 is kept
  // with it (payment_reference).
  const ownReference = new Set<Values>();
  const transfers: NonNullable<PaymentInput['creditTransfers']> = [];
  const transferOf = new Map<Values, (typeof transfers)[number]>();
  for (const m of means) {
    const account = str(m, 'BT-84');
    const bic = str(m, 'BT-86');
    if (!account) {
      dropBicWithoutAccount(bic, `${where}/FinancialInstitutionBranch/ID`, dropped);
      continue;
    }
    if (payment.iban === undefined && !transfers.length) {
      // The first account goes to iban/bic when it is an IBAN (and its BT-86 a BIC); otherwise
      // it is a further account (BG-17), as written.
      const probe: PaymentInput = {};
      takeAccount(probe, account, bic, where, []);
      if (probe.iban && (!bic || probe.bic)) {
        Object.assign(payment, probe);
        const name = str(m, 'BT-85');
        if (name) payment.accountName = name;
        const scheme = str(m, 'BT-84/scheme'); // ibt-084-1 (PINT)
        if (scheme) payment.accountScheme = scheme;
        continue;
      }
    }
    const reference = str(m, 'BT-83');
    const own = reference && reference !== pick('BT-83') ? reference : undefined;
    if (own) ownReference.add(m);
    const transfer = defined({
      accountId: account,
      accountName: str(m, 'BT-85'),
      accountScheme: str(m, 'BT-84/scheme'), // ibt-084-1 (PINT)
      bic,
      paymentReference: own,
    });
    transfers.push(transfer);
    transferOf.set(m, transfer);
  }
  if (transfers.length) payment.creditTransfers = transfers;
  // A means of the card's or the direct debit's own, without an account, under another code
  // (PINT A-NZ: 54 and 49 beside a 30 transfer): that code is the card's or direct debit's.
  const apart = (m: Values | undefined) =>
    m && m !== first && !str(m, 'BT-84') && str(m, 'BT-81') !== payment.meansCode
      ? str(m, 'BT-81')
      : undefined;
  const cardMeans = means.find((m) => obj(m, 'BG-18'));
  const debitMeans = means.find((m) => str(m, 'BT-89') || str(m, 'BT-91'));
  const cardCode = apart(cardMeans);
  const debitCode = cardMeans === debitMeans ? undefined : apart(debitMeans);
  const ownCode = new Set([cardCode && cardMeans, debitCode && debitMeans].filter(Boolean));
  // BT-81 and BT-82 of the one payment means (its code's first means); a card's or direct
  // debit's own means states its own.
  const shared = (bt: 'BT-81' | 'BT-82') =>
    means
      .filter((m) => !ownCode.has(m) && str(m, 'BT-81') === payment.meansCode)
      .map((m) => str(m, bt))
      .find(Boolean);
  // A further account's payment means under a code of its own (PINT A-NZ: a 49 "Direct Debit"
  // into the account a 30 "Credit transfer" names) keeps it (means_code), and each further
  // account's means its text as written (means_text; PINT names some options and not others).
  const ownOfTransfer = new Map<Values, Set<string>>();
  for (const [m, transfer] of transferOf) {
    const [code, text] = [str(m, 'BT-81'), str(m, 'BT-82')];
    const own = new Set<string>();
    if (code && code !== payment.meansCode) own.add('BT-81');
    if (text && (m !== first || own.has('BT-81'))) own.add('BT-82');
    if (own.has('BT-81')) transfer.meansCode = code;
    if (own.has('BT-82') && text) transfer.meansText = text;
    ownOfTransfer.set(m, own);
  }
  for (const bt of ['BT-81', 'BT-82', 'BT-83'] as const) {
    const kept = bt === 'BT-83' ? pick(bt) : shared(bt);
    means.forEach((m, i) => {
      const value = str(m, bt);
      if (bt !== 'BT-83' && (ownCode.has(m) || ownOfTransfer.get(m)?.has(bt))) return;
      if (value && kept && value !== kept && !(bt === 'BT-83' && ownReference.has(m)))
        dropped.push({
          bt,
          path: `${where.replace(/\/PayeeFinancialAccount$/, '')}[${i + 1}]`,
          value,
          reason: `the invoice has one payment means (BG-16); ${kept} is kept`,
        });
    });
  }
  const meansText = shared('BT-82');
  if (meansText) payment.meansText = meansText;
  const card = means.map((m) => obj(m, 'BG-18')).find(Boolean);
  if (card)
    payment.card = defined({
      panLastDigits: cardNumber(
        str(card, 'BT-87'),
        `${where.replace(/\/PayeeFinancialAccount$/, '')}/CardAccount/PrimaryAccountNumberID`,
        dropped,
      ),
      holderName: str(card, 'BT-88'),
      // The card network; NA is what the writer states without one (the XSD requires it).
      networkId: str(card, 'BG-18/network') === 'NA' ? undefined : str(card, 'BG-18/network'),
      meansCode: cardCode,
      meansText: cardCode ? str(cardMeans!, 'BT-82') : undefined,
    });
  const directDebit: NonNullable<PaymentInput['directDebit']> = defined({
    mandateReference: pick('BT-89'),
    // The seller's SEPA identification, or the payee's (ubl-binding.ts SEPA_CREDITOR_ID).
    creditorId: str(obj(root, 'BG-4'), 'BT-90') ?? str(obj(root, 'BG-10'), 'BT-90'),
    debitedAccount: pick('BT-91'),
  });
  if (Object.keys(directDebit).length)
    payment.directDebit = debitCode
      ? defined({ ...directDebit, meansCode: debitCode, meansText: str(debitMeans!, 'BT-82') })
      : directDebit;
  const remittance = pick('BT-83');
  if (remittance) payment.remittanceInformation = remittance;
  const terms = termsFromXml(str(root, 'BT-20'));
  if (terms) payment.terms = terms;
  return Object.keys(payment).length ? payment : undefined;
}

/**
 * PINT data the UBL table binds and the invoice JSON has no field for yet: each value a source
 * states is reported as dropped (FIELD_DROPPED, with the PINT term), never lost silently. A value
 * that states nothing is not reported: a card network NA (what the writer states without one).
 */
/** Whether the document is in the French EXTENDED-CTC-FR profile (its BT-24). */
const extendedCtcFr = (v: Values): boolean =>
  acceptingRow(str(v, 'BT-24') ?? '')?.ciiProfile === EXTENDED_CTC_FR;

/**
 * PINT OM BTOM-003, PINT AE BTAE-04, EXTENDED-CTC-FR BT-167: the exchange rate of such a
 * document from BT-5 to BT-6 (IBR-059-OM, ibr-159-ae, UBL-FREXT-CR-490), the one the JSON carries
 * (tax_exchange_rate); another PINT document's stays reported.
 */
function omExchangeRate(v: Values): ReturnType<typeof dec> {
  if (!ublProfileOfGuideline(str(v, 'BT-24'))?.taxExchangeRate && !extendedCtcFr(v))
    return undefined;
  const [source, target] = [str(v, 'doc/rate-source'), str(v, 'doc/rate-target')];
  return source === str(v, 'BT-5') && target === str(v, 'BT-6') ? dec(v, 'doc/rate') : undefined;
}

/** EXTENDED-CTC-FR EXT-FR-FE-192: the date of that rate (PINT OM's stays reported with it). */
const exchangeRateDate = (v: Values): string | undefined =>
  extendedCtcFr(v) && omExchangeRate(v) ? date(v, 'doc/rate-date') : undefined;

function uncarriedPint(
  v: Values,
  root: string,
  means: readonly Values[],
  dropped: Dropped[],
): void {
  const report = (bt: string, path: string, value: string | undefined, reason: string) => {
    if (value) dropped.push({ bt, path, value, reason });
  };
  const rate = str(v, 'doc/rate');
  const omDate = omExchangeRate(v) && !exchangeRateDate(v) ? str(v, 'doc/rate-date') : undefined;
  if (omDate)
    report(
      'TaxExchangeRate/Date',
      `/${root}/TaxExchangeRate/Date`,
      omDate,
      'the date of a PINT OM exchange rate: the invoice JSON has no field for it',
    );
  if (rate && !omExchangeRate(v)) {
    const stated = [
      `${str(v, 'doc/rate-source') ?? '?'}→${str(v, 'doc/rate-target') ?? '?'} ${rate}`,
      str(v, 'doc/rate-operator'),
      str(v, 'doc/rate-date'),
    ]
      .filter(Boolean)
      .join(' ');
    report(
      'TaxExchangeRate',
      `/${root}/TaxExchangeRate`,
      stated,
      'PINT tax exchange rate (cac:TaxExchangeRate, PINT AE exports, PINT MY): the invoice JSON has no field for it',
    );
  }
  // Stated by PINT documents (AE, OM, MY) with no field in the invoice JSON: listed, never lost,
  // by their syntax keys (none is an EN 16931 term of its own).
  report(
    'DiscrepancyResponse',
    `/${root}/DiscrepancyResponse/ReferenceID`,
    str(v, 'doc/discrepancy-reference'),
    'the reference of a credit note reason: the invoice JSON has no field for it',
  );
  report(
    'DiscrepancyResponse',
    `/${root}/DiscrepancyResponse/Description`,
    str(v, 'doc/discrepancy-description'),
    'the text of a credit note reason: the invoice JSON carries its code only',
  );
  list(v, 'BG-24').forEach((a, i) => {
    const type = str(a, 'BG-24/type');
    const other = otherTermType(type);
    if (other)
      report(
        'BG-24/type',
        `/${root}/AdditionalDocumentReference[${i + 1}]/DocumentTypeCode`,
        type,
        `a further reference to ${other.term}: the invoice JSON has one; read as a supporting document without its type code`,
      );
  });
  // The first card is the payment card read (with its network); another means' card network is reported.
  const cardMeans = means.findIndex((m) => obj(m, 'BG-18'));
  means.forEach((m, i) => {
    const network = str(obj(m, 'BG-18'), 'BG-18/network');
    if (network && network !== 'NA' && i !== cardMeans)
      report(
        'NetworkID',
        `/${root}/PaymentMeans[${i + 1}]/CardAccount/NetworkID`,
        network,
        'card network (BG-18, cac:CardAccount/cbc:NetworkID) of a further payment card: the invoice JSON has one card',
      );
  });
}

/** PINT AE BTAE-02 as stated, unless it flags nothing (00000000, what the writer states by default). */
function flagsStated(flags: string | undefined): string | undefined {
  return flags && !/^0+$/.test(flags) ? flags : undefined;
}

/**
 * PINT OM BTOM-001: the type code's name when it is the 20-digit bitmap; any other name of a type
 * code (a label some documents give it) is no transaction type.
 */
function omTransactionType(v: Values): string | undefined {
  const name = str(v, 'doc/transaction-type');
  return name && /^[01]{20}$/.test(name) ? name : undefined;
}

/**
 * A document allowance's or charge's exemption reason (PINT OM IBT-196 / IBT-198, HR-CIUS) and HR
 * tax category name: the writer states its category's (the breakdown's BT-121 / BT-120, HR:<code>),
 * so only one that differs is lost in the JSON, and reported.
 */
function reportAllowanceExemptions(
  v: Values,
  taxes: Values[],
  root: string,
  dropped: Dropped[],
  bySubInvoice: boolean,
): void {
  // A multi-vendor invoice's group of the category is its sub-invoice's (#number#, BR-FR-MV-09).
  const subOf = (x: Values, key: ValueKey) =>
    bySubInvoice ? (splitSubInvoiceReason(str(x, key)).subInvoice ?? '') : '';
  for (const t of [DOCUMENT_ALLOWANCE, DOCUMENT_CHARGE]) {
    for (const entry of list(v, t.group)) {
      const category = str(entry, t.category!) ?? '';
      const sub = subOf(entry, 'allowance-charge/exemption-reason');
      const breakdown = taxes.find(
        (b) => str(b, 'BT-118') === category && subOf(b, 'BT-120') === sub,
      );
      const own: [string, ValueKey, string | undefined][] = [
        [
          'TaxExemptionReasonCode',
          'allowance-charge/exemption-code',
          str(breakdown ?? {}, 'BT-121'),
        ],
        ['TaxExemptionReason', 'allowance-charge/exemption-reason', str(breakdown ?? {}, 'BT-120')],
        ['Name', 'allowance-charge/tax-category-name', `HR:${category}`],
      ];
      for (const [element, key, expected] of own) {
        const value = str(entry, key);
        if (value && value !== expected)
          dropped.push({
            bt: element,
            path: `/${root}/AllowanceCharge/TaxCategory/${element}`,
            value,
            reason: `a document allowance or charge states its category's (${expected ?? 'none'})`,
          });
      }
    }
  }
}

/** BT-22 with its BT-21 subject code written in front as "#CODE#" (Peppol). */
function note(text: string): { text: string; subjectCode?: string } {
  const m = /^#([A-Z]{3})#([\s\S]*)$/.exec(text);
  return m ? { text: m[2], subjectCode: m[1] } : { text };
}

/**
 * The tax scheme of the document (TaxScheme/ID of the lines' categories): GST in PINT SG, A-NZ.
 * The first line's VAT or GST, so that a first line under a scheme of its own (a CIUS-PT stamp
 * duty, BOL) does not become the document's; else the first line's.
 */
function taxSchemeOf(root: Element): string | undefined {
  const find = (el: Element | undefined, local: string): Element | undefined => {
    for (let c = el?.firstChild; c; c = c.nextSibling)
      if (c.nodeType === 1 && (c as Element).localName === local) return c as Element;
    return undefined;
  };
  const schemes: string[] = [];
  for (let c = root.firstChild; c; c = c.nextSibling) {
    const local = c.nodeType === 1 ? (c as Element).localName : '';
    if (local !== 'InvoiceLine' && local !== 'CreditNoteLine') continue;
    const id = find(
      find(find(find(c as Element, 'Item'), 'ClassifiedTaxCategory'), 'TaxScheme'),
      'ID',
    )?.textContent?.trim();
    if (id) schemes.push(id);
  }
  return schemes.find((s) => s === 'VAT' || s === 'GST') ?? schemes[0];
}

/**
 * Whether a TaxScheme/ID other than the document's is carried: a line's ClassifiedTaxCategory
 * (read as its tax_scheme), or a VAT breakdown's whose category and rate are those of a line
 * stating that scheme (the writer gives the breakdown its lines' scheme).
 */
function schemeOfLines(id: Element, text: string, lines: readonly LineInput[]): boolean {
  const category = id.parentNode?.parentNode as Element | null;
  if (category?.localName === 'ClassifiedTaxCategory') return true;
  if (category?.localName !== 'TaxCategory' || category.parentNode?.localName !== 'TaxSubtotal')
    return false;
  const child = (name: string) =>
    Array.from(category.childNodes)
      .find((n) => (n as Element).localName === name)
      ?.textContent?.trim();
  const code = child('ID');
  const percent = child('Percent');
  return lines.some(
    (l) =>
      l.taxScheme === text &&
      l.taxCategory === code &&
      percent !== undefined &&
      /^-?\d+(\.\d+)?$/.test(percent) &&
      l.vatRate.eq(percent),
  );
}

/** Reads an ubl:Invoice or ubl:CreditNote document; `watch` sees the values first (a test records which keys are read). */
export function readUbl(
  doc: Document,
  watch: (values: Values) => Values = (values) => values,
): ReadResult {
  const root = doc.documentElement as unknown as Element;
  const credit = root.namespaceURI === UBL_NS.creditNote;
  const table = ublTableFor(root);
  const read = readBinding(table, root);
  const v = watch(read.values);
  const claimed = read.claimed;
  const dropped: Dropped[] = [];
  const issueDate = date(v, 'BT-2') ?? '';
  const notes = list(v, 'BT-22')
    .map((n) => note(str(n, 'BT-22') ?? ''))
    .filter((n) => n.text !== '');
  const firstPlain = notes[0] && !notes[0].subjectCode ? notes[0].text : undefined;
  const taxes = list(v, 'BG-23');
  // EXTENDED-CTC-FR: a multi-vendor or two-way invoice's BG-23 is split by sub-invoice (#number#).
  const extFr = str(v, 'BT-24') === EXTENDED_CTC_FR_GUIDELINE_ID;
  const bySubInvoice = extFr && hasSubInvoices(str(v, 'BT-23'));
  const period = obj(v, 'BG-14');
  const means = list(v, 'BG-16');
  const invoice: InvoiceInput = defined({
    number: str(v, 'BT-1') ?? '',
    issueDate,
    typeCode: str(v, 'BT-3') ?? (credit ? '381' : '380'),
    // BT-9: cbc:DueDate on invoices; credit notes carry it in the payment means.
    dueDate: str(v, 'BT-9') ?? means.map((m) => str(m, 'BT-9/means')).find(Boolean),
    deliveryDate: str(v, 'BT-72') ?? issueDate,
    currency: str(v, 'BT-5') ?? 'EUR',
    note: firstPlain,
    seller: readSeller(obj(v, 'BG-4')),
    buyer: readBuyer(obj(v, 'BG-7')),
    lines: [],
    buyerReference: str(v, 'BT-10'),
    taxPointDate: str(v, 'BT-7'),
    taxPointDateCode: str(period, 'BT-8'),
    taxCurrency: str(v, 'BT-6'),
    taxCurrencyVatTotal: dec(v, 'BT-111'),
    // PINT SG BT-SG-001 / BT-SG-002, PINT AE BTAE-20.
    taxCurrencyTotalWithoutTax: dec(v, 'doc/tax-currency-total-without-tax'),
    taxCurrencyTotalWithTax: Object.values(TAX_CURRENCY_TOTAL_WITH_TAX)
      .map((keys) => dec(v, keys.value))
      .find((d) => d !== undefined),
    // PINT AE BTAE-06 (the table reads the period's DescriptionCode as it in PINT AE).
    billingFrequency: str(period, 'doc/billing-frequency'),
    // PINT AE BTAE-03; PINT OM BTOM-032 with the (first) preceding invoice.
    creditNoteReasonCode:
      str(v, 'doc/discrepancy-code') ??
      list(v, 'BG-3')
        .map((r) => str(r, 'preceding/status-code'))
        .find(Boolean),
    // PINT AE BTAE-02; PINT OM BTOM-001 (the type code's name).
    transactionTypeFlags: flagsStated(str(v, 'doc/profile-execution-id')) ?? omTransactionType(v),
    beneficiary: identifier(v, 'doc/buyer-customer-id', 'doc/buyer-customer-id-scheme'), // BTAE-01
    principal: identifier(v, 'doc/seller-supplier-id', 'doc/seller-supplier-id-scheme'), // BTAE-14
    accountingCost: str(v, 'BT-19'),
    projectReference: str(v, 'BT-11'),
    contractReference: str(v, 'BT-12'),
    contractDate: date(v, 'EXT-FR-FE-199'), // EXTENDED-CTC-FR
    contractValue: str(v, 'doc/contract-value'), // PINT AE BTAE-05
    purchaseOrderReference: str(v, 'BT-13'),
    purchaseOrderDate: date(v, 'EXT-FR-FE-197'), // EXTENDED-CTC-FR
    salesOrderReference: str(v, 'BT-14'),
    receivingAdviceReference: str(v, 'BT-15'),
    despatchAdviceReference: str(v, 'BT-16'),
    despatchAdviceDate: date(v, 'EXT-FR-FE-198'), // EXTENDED-CTC-FR
    tenderReference: str(v, 'BT-17'),
    businessProcess: statedBusinessProcess(str(v, 'BT-23')),
    issueTime: str(v, 'doc/issue-time'), // HR-CIUS HR-BT-2
    sellerUuid: str(obj(v, 'BG-4'), 'doc/seller-uuid'), // PINT OM BTOM-004
    thirdParty: readThirdParty(obj(v, 'BG-4')), // PINT OM BTOM-005 … BTOM-013
    customsDeclarationNumber: str(v, 'doc/customs-declaration'), // PINT OM BTOM-021
    importDate: str(v, 'doc/import-date'), // PINT OM BTOM-030
    incoterms: str(v, 'doc/incoterms'), // PINT OM BTOM-022 (EXTENDED-CTC-FR's below)
    profitMarginTotal: dec(v, 'doc/profit-margin-total'), // PINT OM BTOM-020
    operatorName: str(obj(v, 'BG-4'), 'HR-BT-4'), // HR-CIUS HR-BT-4
    operatorOib: str(obj(v, 'BG-4'), 'HR-BT-5'), // HR-CIUS HR-BT-5
    invoicedObject: identifier(v, 'BT-18', 'BT-18-1'),
    additionalNotes: (firstPlain ? notes.slice(1) : notes).map((n) => defined({ ...n })),
    precedingInvoices: list(v, 'BG-3')
      .filter((r) => str(r, 'BT-25'))
      .map((r) =>
        defined({
          number: str(r, 'BT-25')!,
          date: str(r, 'BT-26'),
          uuid: str(r, 'preceding/uuid'),
        }),
      ),
    prepaidPayments: readPrepaidPayments(v, root.localName!, dropped), // PINT ibg-35
    // PINT OM BTOM-027 / BTOM-014: the prepayment invoices (type PDR) that state both.
    prepaymentInvoices: list(v, 'doc/prepayment').flatMap((p) => {
      const number = str(p, 'doc/prepayment/number');
      const uuid = str(p, 'doc/prepayment/uuid');
      return number && uuid ? [{ number, uuid }] : [];
    }),
    invoicingPeriod:
      str(period, 'BT-73') || str(period, 'BT-74')
        ? defined({ start: str(period, 'BT-73'), end: str(period, 'BT-74') })
        : undefined,
    allowances: documentCharges(v, DOCUMENT_ALLOWANCE, bySubInvoice),
    charges: documentCharges(v, DOCUMENT_CHARGE, bySubInvoice),
    attachments: attachmentsOf(
      v,
      dropped,
      (i) =>
        `/${root.localName}/AdditionalDocumentReference[${i + 1}]/Attachment/EmbeddedDocumentBinaryObject`,
    ),
    taxExchangeRate: omExchangeRate(v), // PINT OM BTOM-003, EXTENDED-CTC-FR BT-167
    taxExchangeRateDate: exchangeRateDate(v), // EXT-FR-FE-192
    // Stated as the document has them, 0 included.
    paidAmount: dec(v, 'BT-113'),
    roundingAmount: dec(v, 'BT-114'),
    vatExemptions: vatExemptionsOf(
      taxes,
      bySubInvoice,
      dropped,
      (i) => `/${root.localName}/TaxTotal/TaxSubtotal[${i + 1}]/TaxCategory/TaxExemptionReason`,
      extFr,
    ),
  });
  reportAllowanceExemptions(v, taxes, root.localName ?? '', dropped, bySubInvoice);
  invoice.lines = []; // (defined() drops empty lists)
  const payment = readPayment(v, `/${root.localName}/PaymentMeans/PayeeFinancialAccount`, dropped);
  // PINT ibt-178 and ibg-33's instalment (read-payment-installment.ts).
  const installment = readPaymentInstallment(v, root.localName!, dropped);
  if (payment || Object.keys(installment).length) invoice.payment = { ...payment, ...installment };
  readOtherParties(v, invoice);
  const scheme = taxSchemeOf(root);
  if (scheme && scheme !== 'VAT') invoice.taxScheme = scheme;
  const lineName = credit ? 'CreditNoteLine' : 'InvoiceLine';
  // Where each line read stands (an XRechnung Extension's sub-lines follow their line).
  const wheres: string[] = [];
  list(v, 'BG-25').forEach((item, i) => {
    const where = `/${root.localName}/${lineName}[${i + 1}]`;
    const line = readLine(item, i + 1, where, dropped);
    takeFrLineTerms(line, item, extFr, where, dropped);
    if (bySubInvoice) withoutSubInvoiceReason(line, invoice);
    // EXTENDED-CTC-FR: the order BT-13 that states the line's order date (EXT-FR-FE-200), as
    // written, is no order of the line's own (ibt-183).
    if (
      line.purchaseOrderReference === invoice.purchaseOrderReference &&
      str(item, 'EXT-FR-FE-200')
    )
      delete line.purchaseOrderReference;
    invoice.lines!.push(line);
    wheres.push(where);
    readSubLines(item, line, where, credit, dropped, (sub, at) => {
      invoice.lines!.push(sub);
      wheres.push(at);
    });
  });
  keepLineOrders(
    invoice.lines,
    Boolean(ublProfileOfGuideline(str(v, 'BT-24'))?.lineOrderReference),
    (i) => `${wheres[i]}/OrderLineReference/OrderReference/ID`,
    dropped,
  );
  // CIUS-PT: an exempt line's item properties that restate its category's exemption reason
  // (BR-CIUS-PT-17, 18) are that reason, no attributes of their own.
  const national = ublCountryProfileOfGuideline(str(v, 'BT-24'));
  if (national && UBL_COUNTRY_UBL_PROFILES[national].exemptionAsItemProperty)
    for (const line of invoice.lines) {
      if (!line.attributes?.length || !PT_EXEMPT_CATEGORIES.has(line.taxCategory ?? '')) continue;
      const given = invoice.vatExemptions?.find((e) => e.category === line.taxCategory);
      const attributes = withoutPtExemptionProperties(line.attributes, {
        reason: given?.reason,
        reasonCode: given?.reasonCode,
      });
      if (attributes.length) line.attributes = attributes;
      else delete line.attributes;
    }
  // EXTENDED-CTC-FR: a line's own exemption reason, with a BG-23 group of its own; the one it
  // repeats from its category is no term of its own.
  if (extFr)
    keepOwnLineExemptions(
      invoice,
      invoice.lines.map((l) => ({ reason: l.exemptionReason, reasonCode: l.exemptionReasonCode })),
      bySubInvoice,
    );
  // A line's despatch advice: EXTENDED-CTC-FR's with its line and date (EXT-FR-FE-141, 201),
  // PINT's outside the EU with its line (ibt-184); another profile's is listed dropped, so that
  // its own profile regenerates it.
  const pintDespatch = Boolean(ublProfileOfGuideline(str(v, 'BT-24'))?.lineDespatchAdvice);
  if (str(v, 'BT-24') !== EXTENDED_CTC_FR_GUIDELINE_ID)
    invoice.lines.forEach((l, i) => {
      const where = `/${root.localName}/${lineName}[${i + 1}]/DespatchLineReference`;
      if (!pintDespatch)
        reportOrphanDespatch(
          l,
          where,
          dropped,
          "a line's despatch advice is written in UBL EXTENDED-CTC-FR and PINT outside the EU only",
        );
      else if (l.despatchAdviceDate) {
        dropped.push({
          bt: 'EXT-FR-FE-201',
          path: `${where}/DocumentReference/IssueDate`,
          value: l.despatchAdviceDate,
          reason: "the date of a line's despatch advice: PINT has no term for it",
        });
        delete l.despatchAdviceDate;
      }
    });
  // Every TaxScheme/ID is written as the document's one scheme but a line's own (tax_scheme, a
  // stamp duty BOL beside VAT) and its breakdown's: any other (an allowance's, a party's) is
  // listed as dropped, not rewritten silently.
  for (const l of invoice.lines) if (l.taxScheme === (scheme ?? 'VAT')) delete l.taxScheme;
  for (const d of read.docValues)
    if (
      d.key === TAX_SCHEME &&
      d.text !== (scheme ?? 'VAT') &&
      !schemeOfLines(d.el, d.text, invoice.lines)
    )
      claimed.delete(d.el);

  const declared = {
    lineTotal: dec(v, 'BT-106'),
    payable: dec(v, 'BT-115'),
    allowanceTotal: dec(v, 'BT-107'),
    chargeTotal: dec(v, 'BT-108'),
  };
  // BG-23 amounts the lines do not give back (a BT-117 with 4 decimals), kept as stated.
  const differing = differingBreakdown(
    invoice,
    statedBreakdown(taxes, bySubInvoice),
    (i) => `/${root.localName}/TaxTotal/TaxSubtotal[${i + 1}]`,
    dropped,
  );
  if (differing) invoice.statedVatBreakdown = differing;
  uncarriedPint(v, root.localName!, means, dropped);
  keepOmDataToOm(
    invoice,
    {
      om: Boolean(ublProfileOfGuideline(str(v, 'BT-24'))?.omDetails),
      partySubdivisionCode: Boolean(ublProfileOfGuideline(str(v, 'BT-24'))?.partySubdivisionCode),
    },
    root.localName!,
    dropped,
  );
  // EXTENDED-CTC-FR: the document-level INCOTERMS at the root (UBL-FREXT-CR-410), PINT OM's kept.
  const deliveryTerms = str(v, 'doc/delivery-terms');
  if (deliveryTerms && !invoice.incoterms) {
    invoice.incoterms = deliveryTerms;
    const place = str(v, 'doc/delivery-terms-location');
    if (place) invoice.incotermsLocation = place;
  } else if (deliveryTerms)
    dropped.push({
      bt: 'incoterms',
      path: `/${root.localName}/DeliveryTerms/ID`,
      value: deliveryTerms,
      reason: 'a second INCOTERMS beside the PINT OM delivery terms BTOM-022',
    });
  for (const left of leftovers(table, root, claimed)) dropped.push(left);
  return { invoice, dropped, declared };
}

/**
 * A multi-vendor line's exemption reason as the writer derives it, its sub-invoice's #number# then
 * its category's reason (BR-FR-MV-08), is no term of its own: left out, written again from the
 * line's number and vat_exemptions.
 */
function withoutSubInvoiceReason(line: LineInput, invoice: InvoiceInput): void {
  const { subInvoice, reason } = splitSubInvoiceReason(line.exemptionReason);
  if (!subInvoice || subInvoice !== subInvoiceOf(line)) return;
  const category = invoice.vatExemptions?.find((e) => e.category === line.taxCategory);
  if ((reason ?? '') !== (category?.reason ?? '')) return;
  delete line.exemptionReason;
  if (line.exemptionReasonCode === category?.reasonCode) delete line.exemptionReasonCode;
}

/**
 * BG-20 / BG-21; in a multi-vendor or two-way invoice of UBL EXTENDED-CTC-FR each one's
 * sub-invoice from the #number# its exemption reason starts with (BR-FREXT-*-08rev), the reason
 * after it being its category's (vat_exemptions).
 */
function documentCharges(
  v: Values,
  t: AllowanceChargeTerms,
  bySubInvoice: boolean,
): DocumentAllowanceChargeInput[] {
  const entries = list(v, t.group);
  return documentAllowancesCharges(t, entries).map((a, i) => {
    const sub = bySubInvoice
      ? splitSubInvoiceReason(str(entries[i], 'allowance-charge/exemption-reason')).subInvoice
      : undefined;
    return sub ? { ...a, subInvoice: sub } : a;
  });
}
