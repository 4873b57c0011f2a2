/**
 * Reads a UN/CEFACT CII D16B invoice (ZUGFeRD, Factur-X, XRechnung CII, plain CII) into the
 * domain model through the CII binding table: the table reads every EN 16931 term; this file
 * only turns the values into the model. Every element of the source that the table does not
 * read is returned in `dropped` with its path; derived values (VAT breakdown BG-23, totals
 * BG-22) are recomputed by the generator from what the invoice keeps, but for the BG-23 amounts
 * the lines do not give back, kept as stated (stated-breakdown.ts).
 */
import { differingBreakdown, statedBreakdown } from '../../read/stated-breakdown.js';
import { taxPointDateCodeFromCii } from '../binding/tax-point-date-code.js';
import type { Document, Element } from '@xmldom/xmldom';
import type {
  DocumentAllowanceChargeInput,
  InvoiceInput,
  PaymentInput,
  PaymentTermsAdjustment,
} from '../../../domain/model.js';
import type { Values } from '../../binding/binding.js';
import { reportTaxBasisParts } from '../../read/derived-amounts.js';
import { leftovers, readBinding } from '../../binding/read-binding.js';
import { SYNTHESIZED_LINES_NOTE, type Dropped, type ReadResult } from '../../read/read-result.js';
import { cardNumber, dropBicWithoutAccount, takeAccount } from '../../read/payment-account.js';
import { termsFromXml } from '../../payment-terms-text.js';
import { CII_BINDING, PROJECT_NAME } from '../binding/cii-binding.js';
import { summaryLines } from './cii-summary-lines.js';
import { readLine } from './read-lines.js';
import { documentAllowancesCharges } from '../../read/line-terms.js';
import {
  type AllowanceChargeTerms,
  DOCUMENT_ALLOWANCE,
  DOCUMENT_CHARGE,
} from '../../binding/term-shapes.js';
import { readBuyer, readOtherParties, readSeller } from './read-parties.js';
import { date, dec, defined, identifier, list, obj, str } from '../../read/values.js';
import { acceptingRow, statedBusinessProcess } from '../../../formats/format-rows.js';
import { FORMATS, groupsByLineExemption } from '../../../formats/format-registry.js';
import { keepLineGroups } from '../../read/flat-lines.js';
import { keepLineOrders } from '../../read/line-orders.js';
import { emits } from '../binding/cii-mapping.js';
import { keepOwnLineExemptions } from '../../read/own-line-exemptions.js';
import { hasSubInvoices, splitSubInvoiceReason } from '../../../domain/sub-invoices.js';
import { attachmentsOf } from '../../read/attachments.js';
import { vatExemptionsOf } from '../../read/sub-invoice-reasons.js';

const MEANS = '/CrossIndustryInvoice/.../SpecifiedTradeSettlementPaymentMeans';

/** BG-16 (with BG-17, BG-18, BG-19, BT-83, BT-20). */
function readPayment(root: Values, dropped: Dropped[]): PaymentInput | undefined {
  const payment: PaymentInput = {};
  const means = list(root, 'BG-16');
  const first = means[0];
  if (first) payment.meansCode = str(first, 'BT-81');
  const meansText = means.map((m) => str(m, 'BT-82')).find(Boolean);
  if (meansText) payment.meansText = meansText;
  const transfers: NonNullable<PaymentInput['creditTransfers']> = [];
  for (const m of means) {
    const account = str(m, 'BT-84') ?? str(m, 'BT-84/proprietary');
    if (!account) {
      const where = `${MEANS}/PayeeSpecifiedCreditorFinancialInstitution/BICID`;
      dropBicWithoutAccount(str(m, 'BT-86'), where, dropped);
      continue;
    }
    if (payment.iban === undefined && !transfers.length) {
      // The first account goes to iban/bic when it is an IBAN with a BIC-shaped BT-86 (or none);
      // otherwise it is a further account, which carries any BT-86 (a clearing code, a placeholder).
      const before = dropped.length;
      const probe: PaymentInput = {};
      takeAccount(probe, account, str(m, 'BT-86'), MEANS, []);
      if (probe.iban && (probe.bic || !str(m, 'BT-86'))) {
        Object.assign(payment, probe);
        const name = str(m, 'BT-85');
        if (name) payment.accountName = name;
        dropped.length = before;
        continue;
      }
    }
    transfers.push(
      defined({
        accountId: account.replace(/\s+/g, ''),
        accountName: str(m, 'BT-85'),
        bic: str(m, 'BT-86'),
      }),
    );
  }
  if (transfers.length) payment.creditTransfers = transfers;
  const card = means.map((m) => obj(m, 'BG-18')).find(Boolean);
  if (card)
    payment.card = defined({
      panLastDigits: cardNumber(
        str(card, 'BT-87'),
        `${MEANS}/ApplicableTradeSettlementFinancialCard/ID`,
        dropped,
      ),
      holderName: str(card, 'BT-88'),
    });
  const debited = means.map((m) => str(m, 'BT-91')).find(Boolean);
  const directDebit = defined({
    mandateReference: str(root, 'BT-89'),
    creditorId: str(root, 'BT-90'),
    debitedAccount: debited,
  });
  if (Object.keys(directDebit).length) payment.directDebit = directDebit;
  const remittance = str(root, 'BT-83');
  if (remittance) payment.remittanceInformation = remittance;
  const terms = termsFromXml(str(root, 'BT-20'));
  if (terms) payment.terms = terms;
  // EXTENDED: the terms' cash discount and penalty; the payment terms after the first, each with
  // its text, due date, cash discount and penalty.
  const discountTerms = termsAdjustment(obj(root, 'terms/discount'));
  if (discountTerms) payment.discountTerms = discountTerms;
  const penaltyTerms = termsAdjustment(obj(root, 'terms/penalty'));
  if (penaltyTerms) payment.penaltyTerms = penaltyTerms;
  const further = list(root, 'EXT-FurtherPaymentTerms')
    .map((t) =>
      defined({
        description: termsFromXml(str(t, 'EXT-FurtherPaymentTerms-Description')),
        dueDate: date(t, 'EXT-FurtherPaymentTerms-DueDate'),
        discountTerms: termsAdjustment(obj(t, 'terms/discount')),
        penaltyTerms: termsAdjustment(obj(t, 'terms/penalty')),
      }),
    )
    .filter((t) => Object.keys(t).length > 0);
  if (further.length) payment.furtherTerms = further;
  return Object.keys(payment).length ? payment : undefined;
}

/** A payment term's cash discount or penalty (Factur-X EXTENDED); undefined when it states none. */
function termsAdjustment(v: Values | undefined): PaymentTermsAdjustment | undefined {
  const out = defined({
    basisDate: date(v, 'terms/basis-date'),
    basisPeriod: dec(v, 'terms/basis-period'),
    basisPeriodUnit: str(v, 'terms/basis-period-unit')?.trim() || undefined,
    basisAmount: dec(v, 'terms/basis-amount'),
    percent: dec(v, 'terms/percent'),
    amount: dec(v, 'terms/amount'),
  });
  return Object.keys(out).length ? out : undefined;
}

/**
 * BT-113 a MINIMUM document cannot state (its profile has no TotalPrepaidAmount) but implies by an
 * amount due BT-115 below the total BT-112 (BR-CO-16 with BT-114 absent): BT-112 − BT-115, so the
 * JSON's amount due is the document's. Undefined when BT-113 or BT-114 is stated or nothing is implied.
 */
function impliedPaidAmount(v: Values): ReturnType<typeof dec> {
  const total = dec(v, 'BT-112');
  const due = dec(v, 'BT-115');
  if (!total || !due || dec(v, 'BT-114') || total.equals(due)) return undefined;
  return total.minus(due);
}

/**
 * The exchange rate from BT-5 to BT-6 and its date (EXTENDED; EXTENDED-CTC-FR BT-167,
 * EXT-FR-FE-192). A rate between other currencies than the document's has no field: reported.
 */
function exchangeRate(v: Values, dropped: Dropped[]): Partial<InvoiceInput> {
  const rate = str(v, 'doc/rate');
  if (!rate) return {};
  const [source, target] = [str(v, 'doc/rate-source'), str(v, 'doc/rate-target')];
  if (source === (str(v, 'BT-5') ?? 'EUR') && target === str(v, 'BT-6'))
    return { taxExchangeRate: dec(v, 'doc/rate'), taxExchangeRateDate: date(v, 'doc/rate-date') };
  dropped.push({
    bt: 'TaxApplicableTradeCurrencyExchange',
    path: '/CrossIndustryInvoice/SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement/TaxApplicableTradeCurrencyExchange',
    value: `${source ?? '?'}→${target ?? '?'} ${rate}`,
    reason:
      'an exchange rate between other currencies than BT-5 and BT-6: the invoice JSON has no field for it',
  });
  return {};
}

/**
 * BG-20 / BG-21; in a multi-vendor or two-way invoice (BT-23 B8 … M9) each one's sub-invoice from
 * the #number# its exemption reason (BT-173 / BT-175) starts with (BR-FXEXT-*-08rev), the reason
 * after it being its category's (vat_exemptions).
 */
function documentCharges(v: Values, t: AllowanceChargeTerms): DocumentAllowanceChargeInput[] {
  const entries = list(v, t.group);
  const bySubInvoice = hasSubInvoices(str(v, 'BT-23'));
  return documentAllowancesCharges(t, entries).map((a, i) => {
    const sub = bySubInvoice
      ? splitSubInvoiceReason(str(entries[i], 'doc-ac/exemption-reason')).subInvoice
      : undefined;
    return sub ? { ...a, subInvoice: sub } : a;
  });
}

/** Reads rsm:CrossIndustryInvoice; `watch` sees the values first (a test records which keys are read). */
export function readCii(
  doc: Document,
  watch: (values: Values) => Values = (values) => values,
): ReadResult {
  const root = doc.documentElement as unknown as Element;
  const read = readBinding(CII_BINDING, root);
  const v = watch(read.values);
  const claimed = read.claimed;
  const dropped: Dropped[] = [];
  const issueDate = date(v, 'BT-2') ?? '';
  const notes = list(v, 'BG-1').filter((n) => str(n, 'BT-22'));
  // A note of a subject code (BT-21) but no text: EN 16931 has no note without its text (BT-22
  // 1..1 in BG-1), though no CII rule checks it, and the invoice JSON keeps none. Reported.
  for (const n of list(v, 'BG-1'))
    if (!str(n, 'BT-22') && str(n, 'BT-21'))
      dropped.push({
        bt: 'BT-21',
        path: '/CrossIndustryInvoice/ExchangedDocument/IncludedNote/SubjectCode',
        value: str(n, 'BT-21'),
        reason:
          'a note of this subject code without text (BT-22): the invoice JSON keeps no empty note',
      });
  const plain = (n: Values | undefined) =>
    n && !str(n, 'BT-21') && !str(n, 'BG-1/content-code') ? str(n, 'BT-22') : undefined;
  const firstPlain = plain(notes[0]);
  const furtherNotes = (firstPlain ? notes.slice(1) : notes).map((n) =>
    defined({
      text: str(n, 'BT-22')!,
      subjectCode: str(n, 'BT-21'),
      contentCode: str(n, 'BG-1/content-code'), // Factur-X EXTENDED
    }),
  );
  const taxes = list(v, 'BG-23');
  // EXTENDED-CTC-FR keeps a line's own exemption reason in a BG-23 group of its own.
  const byLineExemption = groupsByLineExemption(acceptingRow(str(v, 'BT-24') ?? '')?.ciiProfile);
  const period = obj(v, 'BG-14');
  const invoice: InvoiceInput = defined({
    number: str(v, 'BT-1') ?? '',
    issueDate,
    typeCode: str(v, 'BT-3') ?? '380',
    dueDate: date(v, 'BT-9'),
    deliveryDate: date(v, 'BT-72') ?? issueDate,
    currency: str(v, 'BT-5') ?? 'EUR',
    note: firstPlain,
    seller: readSeller(obj(v, 'BG-4')),
    buyer: readBuyer(obj(v, 'BG-7')),
    lines: [],
    buyerReference: str(v, 'BT-10'),
    taxPointDate: taxes.map((t) => date(t, 'BT-7')).find(Boolean),
    taxPointDateCode: taxPointDateCodeFromCii(taxes.map((t) => str(t, 'BT-8')).find(Boolean)),
    taxCurrency: str(v, 'BT-6'),
    taxCurrencyVatTotal: dec(v, 'BT-111'),
    ...exchangeRate(v, dropped),
    accountingCost: str(v, 'BT-19'),
    projectReference: str(v, 'BT-11'),
    projectName: projectName(str(v, 'doc/project-name')),
    contractReference: str(v, 'BT-12'),
    contractDate: date(v, 'EXT-FR-FE-199'), // EXTENDED-CTC-FR
    incoterms: str(v, 'doc/delivery-terms'), // EXTENDED-CTC-FR, EXTENDED
    incotermsLocation: str(v, 'doc/delivery-terms-location'),
    purchaseOrderReference: str(v, 'BT-13'),
    purchaseOrderDate: date(v, 'EXT-FR-FE-197'), // EXTENDED-CTC-FR
    salesOrderReference: str(v, 'BT-14'),
    salesOrderDate: date(v, 'doc/sales-order-date'), // Factur-X EXTENDED
    deliveryNoteReference: str(v, 'doc/delivery-note'), // Factur-X EXTENDED
    deliveryNoteDate: date(v, 'doc/delivery-note-date'),
    documentName: str(v, 'doc/document-name'), // Factur-X EXTENDED
    testIndicator: str(v, 'doc/test-indicator') === 'true' || undefined, // Factur-X EXTENDED
    receivingAdviceReference: str(v, 'BT-15'),
    despatchAdviceReference: str(v, 'BT-16'),
    despatchAdviceDate: date(v, 'EXT-FR-FE-198'), // EXTENDED-CTC-FR
    despatchAdviceLine: str(v, 'doc/despatch-advice-line'), // EXTENDED-CTC-FR EXT-FR-FE-141
    tenderReference: str(obj(v, 'BT-17/document'), 'BT-17'),
    businessProcess: statedBusinessProcess(str(v, 'BT-23')),
    invoicedObject: identifier(obj(v, 'BT-18/document'), 'BT-18', 'BT-18-1'),
    furtherInvoicedObjects: list(v, 'EXT-FurtherInvoicedObject')
      .map((o) => identifier(o, 'EXT-FurtherInvoicedObject-ID', 'EXT-FurtherInvoicedObject-Scheme'))
      .filter((o) => o !== undefined),
    additionalNotes: furtherNotes,
    precedingInvoices: list(v, 'BG-3').map((r) =>
      defined({ number: str(r, 'BT-25') ?? '', date: date(r, 'BT-26') }),
    ),
    invoicingPeriod: period
      ? defined({ start: date(period, 'BT-73'), end: date(period, 'BT-74') })
      : undefined,
    allowances: documentCharges(v, DOCUMENT_ALLOWANCE),
    charges: [
      ...documentCharges(v, DOCUMENT_CHARGE),
      // EXTENDED logistics service charges count as document charges (BT-108, BT-116).
      ...list(v, 'EXT-LogisticsServiceCharge').map((l) =>
        defined({
          amount: dec(l, 'EXT-LogisticsServiceCharge-Amount'),
          reason: str(l, 'EXT-LogisticsServiceCharge-Description'),
          taxCategory: str(l, 'EXT-LogisticsServiceCharge-Category'),
          vatRate: dec(l, 'EXT-LogisticsServiceCharge-Rate'),
        }),
      ),
    ],
    attachments: attachmentsOf(
      v,
      dropped,
      (i) =>
        `/CrossIndustryInvoice/SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement/AdditionalReferencedDocument[${i + 1}]/AttachmentBinaryObject`,
    ),
    // A stated zero is kept: the document says so, and its regeneration says it again.
    paidAmount: dec(v, 'BT-113') ?? impliedPaidAmount(v),
    roundingAmount: dec(v, 'BT-114'),
    vatExemptions: vatExemptionsOf(
      taxes,
      hasSubInvoices(str(v, 'BT-23')),
      dropped,
      (i) =>
        `/CrossIndustryInvoice/SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement/ApplicableTradeTax[${i + 1}]/ExemptionReason`,
      byLineExemption,
    ),
  });
  invoice.lines = []; // (defined() drops empty lists)
  const payment = readPayment(v, dropped);
  if (payment) invoice.payment = payment;
  readOtherParties(v, invoice);

  // EXTENDED line status: INFORMATION and GROUP lines are kept with it (outside BT-106, line-groups.ts).
  list(v, 'BG-25').forEach((item, i) => {
    const line = readLine(item, i + 1, dropped);
    const status = str(item, 'EXT-LineStatusReasonCode');
    if (status === 'DETAIL' || status === 'GROUP' || status === 'INFORMATION')
      line.lineStatus = status;
    invoice.lines.push(line);
  });
  // The CII profile a CII row of the BT-24 has (the XRechnung Extension's row is UBL's).
  const accepting = acceptingRow(str(v, 'BT-24') ?? '');
  const profile = accepting?.syntax === 'cii' ? accepting.ciiProfile : undefined;
  // Line groups: EXTENDED's. The profile the document's format writes its CII in decides: the
  // row's own, else its format's (XRechnung's, its Extension's too: BR-DEX-15); a CII of another
  // BT-24 is read, like rowOfDocument reads it, as EN 16931.
  const groupsProfile =
    accepting === undefined ? 'en16931' : (profile ?? FORMATS[accepting.format].ciiWriter?.profile);
  const linePath = (i: number) =>
    `/CrossIndustryInvoice/SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem[${i + 1}]/AssociatedDocumentLineDocument`;
  keepLineGroups(
    invoice.lines,
    groupsProfile === undefined || emits('EXT-ParentLineID', groupsProfile),
    {
      parent: (i) => `${linePath(i)}/ParentLineID`,
      status: (i) => `${linePath(i)}/LineStatusReasonCode`,
    },
    dropped,
  );
  keepLineOrders(
    invoice.lines,
    profile !== undefined && emits('line/order-id', profile),
    (i) =>
      `/CrossIndustryInvoice/SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem[${i + 1}]/SpecifiedLineTradeAgreement/BuyerOrderReferencedDocument/IssuerAssignedID`,
    dropped,
  );
  // EXTENDED-CTC-FR: a line's own exemption reason, with a BG-23 group of its own.
  if (byLineExemption)
    keepOwnLineExemptions(
      invoice,
      list(v, 'BG-25').map((item) => ({
        reason: str(item, 'line/exemption-reason'),
        reasonCode: str(item, 'line/exemption-code'),
      })),
      hasSubInvoices(str(v, 'BT-23')),
    );
  let synthesized = false;
  if (invoice.lines.length === 0) {
    const summary = summaryLines(v, invoice.allowances ?? [], invoice.charges ?? []);
    invoice.lines = summary.lines;
    if (summary.statedVatTotal) invoice.statedVatTotal = summary.statedVatTotal;
    synthesized = invoice.lines.length > 0;
    if (synthesized) dropped.push({ ...SYNTHESIZED_LINES_NOTE });
  } else {
    // BG-23 amounts the lines do not give back (a HUF BT-117 stated in whole forints), kept as stated.
    const taxPath = (i: number) =>
      `/CrossIndustryInvoice/SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement/ApplicableTradeTax[${i + 1}]`;
    const differing = differingBreakdown(
      invoice,
      statedBreakdown(taxes, hasSubInvoices(str(v, 'BT-23'))),
      taxPath,
      dropped,
    );
    reportTaxBasisParts(taxes, invoice.lines, taxPath, dropped); // EXTENDED's derived amounts
    if (differing) invoice.statedVatBreakdown = differing;
  }

  const declared = {
    lineTotal: dec(v, 'BT-106'),
    payable: dec(v, 'BT-115'),
    allowanceTotal: dec(v, 'BT-107'),
    chargeTotal: dec(v, 'BT-108'),
    taxExclusive: dec(v, 'BT-109'),
    taxTotal: dec(v, 'BT-110'),
    taxInclusive: dec(v, 'BT-112'),
  };
  for (const left of leftovers(CII_BINDING, root, claimed)) dropped.push(left);
  return { invoice, dropped, declared, ...(synthesized ? { synthesizedLines: true } : {}) };
}

/** The project's name as stated, unless it is the one the writer states when none is given. */
function projectName(name: string | undefined): string | undefined {
  return name === PROJECT_NAME ? undefined : name;
}
