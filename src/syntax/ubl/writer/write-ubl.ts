/**
 * writeUbl: a calculated invoice as a UBL 2.1 Invoice or CreditNote for every UBL flavour (plain
 * UBL, XRechnung 3.0, Peppol BIS Billing 3.0, the PINT jurisdictions). The invoice becomes values
 * keyed by the ids of the UBL binding table; the table lays the elements out in XSD order.
 * Profile differences come from the profile data (src/formats/ubl-profiles.ts).
 */
import { CREDIT_NOTE_TYPE_CODES_SET } from '../../../domain/codelists/credit-note-type-codes.generated.js';
import { EXTENDED_CTC_FR_GUIDELINE_ID } from '../../../formats/cii-profiles.js';
import { exemptionOf, splitCategoryExemption } from '../../../domain/line-exemption.js';
import { hasSubInvoices, subInvoiceReason } from '../../../domain/sub-invoices.js';
import type {
  CalculatedDocumentAllowanceCharge,
  CalculatedInvoice,
  VatBreakdown,
} from '../../../domain/model.js';
import {
  UBL_COUNTRY_UBL_PROFILES,
  ublProfile,
  type PintJurisdiction,
  type UblFlavour,
  type UblProfile,
} from '../../../formats/ubl-profiles.js';
import type { UblCountryProfileId } from '../../../formats/ubl-country-profiles.js';
import type { Values } from '../../binding/binding.js';
import {
  DOCUMENT_ALLOWANCE,
  DOCUMENT_CHARGE,
  type AllowanceChargeTerms,
} from '../../binding/term-shapes.js';
import { writeBinding } from '../../binding/write-binding.js';
import { termsForXml } from '../../payment-terms-text.js';
import {
  HR_OUT_OF_SCOPE_SCHEMES,
  isHrOutOfScope,
  TAX_CURRENCY_TOTAL_WITH_TAX,
  TAX_SCHEME,
  tableOptionsOf,
  ublTable,
} from '../binding/index.js';
import {
  allowanceChargeValues,
  categoryCode,
  linesValues,
  allowanceRateOf,
  rateOf,
  statedRateOf,
} from './line-values.js';
import { nameUuid } from './name-uuid.js';
import { bothGerman } from '../../../domain/german-parties.js';
import { sum, ZERO, type Decimal } from '../../../domain/decimal.js';
import { TOURISM_TAX } from '../../../domain/vat-breakdown.js';
import {
  buyerValues,
  deliveryValues,
  payeeValues,
  sellerValues,
  thirdPartyValues,
  taxRepresentativeValues,
} from './party-values.js';
import { amount, breakdownAmount, plain } from './ubl-format.js';

/** Options of writeUbl; customizationId/profileId/taxScheme override the flavour's defaults. */
export interface WriteUblOptions {
  /** Invoice or CreditNote; by BT-3 (381 and the other credit codes give a credit note) when absent. */
  documentType?: 'invoice' | 'credit-note';
  /** BT-24 (the format registry passes the profile's CustomizationID). */
  customizationId?: string;
  /** BT-23. */
  profileId?: string;
  /** Overrides the profile's tax scheme (the public tax_scheme field). */
  taxScheme?: 'VAT' | 'GST';
  flavour: UblFlavour;
  pintJurisdiction?: PintJurisdiction;
  /** A national CIUS of plain UBL (hr_cius, cius_ro, cius_pt): its profile instead of the flavour's. */
  countryProfile?: UblCountryProfileId;
  /**
   * Whether the rules judging the document take one payment means text in all (UBL-SR-46 of the
   * EN 16931 UBL rules; PINT's take one per payment means). Default true: BT-82 once.
   */
  meansTextOnce?: boolean;
}

/**
 * UNTDID 1001 codes that are credit notes, written in a CreditNote document: BR-CL-01's credit
 * note list (81 is on both lists). The invoice list lacks 262, 502 and 503 among them (France's
 * global, self-billed and down-payment credit notes, BR-FR-04): written as an Invoice they fail.
 */
export const CREDIT_NOTE_TYPE_CODES: ReadonlySet<string> = CREDIT_NOTE_TYPE_CODES_SET;

/** Resolves the profile with the caller's overrides applied. */
export function resolveUblProfile(opts: WriteUblOptions): UblProfile {
  const p = opts.countryProfile
    ? UBL_COUNTRY_UBL_PROFILES[opts.countryProfile]
    : ublProfile(opts.flavour, opts.pintJurisdiction);
  if (!opts.customizationId && !opts.profileId && !opts.taxScheme) return p;
  return {
    ...p,
    ...(opts.customizationId === EXTENDED_CTC_FR_GUIDELINE_ID
      ? { lineExemptionReasons: true }
      : {}),
    customizationId: opts.customizationId ?? p.customizationId,
    profileId: opts.profileId ?? p.profileId,
    taxScheme: opts.taxScheme ?? p.taxScheme,
  };
}

/** What one write needs beyond the invoice. */
interface Ctx {
  inv: CalculatedInvoice;
  profile: UblProfile;
  credit: boolean;
  taxScheme: string;
  /**
   * The currency that decides how an amount is written (ubl-format.ts amount()): BT-5, or none
   * where the profile wants every amount with its decimals (CIUS-PT: 2 decimals even for yen).
   */
  amountCurrency: string | undefined;
  /** BT-82 once in the document (UBL-SR-46), else on each payment means (WriteUblOptions). */
  meansTextOnce: boolean;
}

/** Whether BT-3 is a credit note's: the profile's own list (CIUS-PT NC) or BR-CL-01's. */
function isCreditType(profile: UblProfile, code: string): boolean {
  return (profile.creditNoteTypeCodes ?? CREDIT_NOTE_TYPE_CODES).has(code);
}

/** BT-3, kept consistent with the root element (380 / 381 when the caller's code does not fit). */
function typeCode(c: Ctx): string {
  const isCredit = isCreditType(c.profile, c.inv.typeCode);
  if (c.credit) return isCredit ? c.inv.typeCode : '381';
  return isCredit ? '380' : c.inv.typeCode;
}

/** BT-22 as written: a subject code (BT-21) goes in front of its text as "#CODE#" (Peppol). */
export const notePrefixed = (text: string, subjectCode: string | undefined): string =>
  subjectCode ? `#${subjectCode}#${text}` : text;

/** BG-1: BT-22 notes, each with its subject code in front (notePrefixed). */
function notes(inv: CalculatedInvoice): Values[] | undefined {
  const out = [
    ...(inv.note ? [{ 'BT-22': inv.note }] : []),
    ...(inv.additionalNotes ?? []).map((n) => ({ 'BT-22': notePrefixed(n.text, n.subjectCode) })),
  ];
  return out.length ? out : undefined;
}

/** An account of a payment means (the IBAN or a further BG-17 account). */
type Account = NonNullable<NonNullable<Ctx['inv']['payment']>['creditTransfers']>[number];

/**
 * BG-16: one cac:PaymentMeans per account (UBL has one account per means: the IBAN, then the
 * further BG-17 accounts), each with the remittance information BT-83; card (BG-18) and direct
 * debit (BG-19) in the first. BT-81: the given code, else credit transfer with an account, direct
 * debit, card, else "1" (instrument not defined) where BG-16 is needed (XRechnung, a credit
 * note's due date, remittance information or a means text given without a means), never a guess.
 * A card or direct debit with a code of its own (PINT A-NZ: 54 and 49 beside a 30 transfer) is a
 * payment means of its own, after the accounts', with the same BT-83 and its own BT-82. A further
 * account's means states its own code and text where given (means_code, means_text); BT-82 of
 * the one payment means goes on the first, and where the rules take one text in all (UBL-SR-46)
 * an account's text that repeats it is not written again.
 */
function paymentMeans(c: Ctx): Values[] | undefined {
  const p = c.inv.payment;
  const iban = p?.iban?.replace(/\s+/g, '');
  const accounts = [
    ...(iban
      ? [
          {
            accountId: iban,
            accountName: p?.accountName,
            accountScheme: p?.accountScheme,
            bic: p?.bic?.trim(),
          } as Account,
        ]
      : []),
    ...((p?.creditTransfers ?? []) as Account[]),
  ];
  const creditDue = c.credit ? c.inv.dueDate : undefined;
  const given =
    p?.meansCode ??
    (accounts.length
      ? c.profile.ibanMeansCode(c.inv.currency)
      : p?.directDebit && !p.directDebit.meansCode
        ? '59'
        : p?.card && !p.card.meansCode
          ? '48'
          : undefined);
  // A card or direct debit whose own code is not the one means' is a means of its own.
  const apartCode = (meansCode: string | undefined) =>
    meansCode && meansCode !== given ? meansCode : undefined;
  const debitApart = apartCode(p?.directDebit?.meansCode);
  const cardApart = apartCode(p?.card?.meansCode);
  // What only BG-16 states, when no means carries it: a CreditNote's due date, the remittance
  // information (BT-83, which CII states without a payment means), the means text (BT-82) and
  // PINT's identifier of the means (ibt-178).
  const needsMeans =
    !debitApart &&
    !cardApart &&
    Boolean(
      creditDue || p?.remittanceInformation?.trim() || p?.meansText?.trim() || p?.meansId?.trim(),
    );
  const code =
    given ??
    (needsMeans || (c.profile.paymentMeansWithoutAccount && !debitApart && !cardApart)
      ? (c.profile.paymentMeansWithoutAccount ?? '1')
      : undefined);
  const means = code
    ? (accounts.length ? accounts : [undefined]).map(
        (a, i): Values => ({
          'BT-81': a?.meansCode ?? code,
          'BT-82':
            i === 0 && !a?.meansCode
              ? p?.meansText
              : c.meansTextOnce && a?.meansText === p?.meansText
                ? undefined
                : a?.meansText,
          // BT-83 belongs to BG-16, which UBL repeats per account: each means states it, an
          // account's own reference where it has one.
          'BT-83': a?.paymentReference || p?.remittanceInformation,
          'BT-84': a?.accountId,
          'BT-84/scheme': a?.accountScheme, // ibt-084-1: PINT (as-written-carriage.ts)
          'BT-85': a?.accountName,
          'BT-86': a?.bic,
        }),
      )
    : [];
  const debit: Values = {
    'BT-89': p?.directDebit?.mandateReference,
    'BT-91': p?.directDebit?.debitedAccount,
  };
  // NetworkID is required by the XSD: NA when the card network is not given.
  const card: Values = p?.card
    ? {
        'BG-18': {
          'BT-87': p.card.panLastDigits,
          'BG-18/network': p.card.networkId ?? 'NA',
          'BT-88': p.card.holderName,
        },
      }
    : {};
  const own = (meansCode: string, text: string | undefined): Values => ({
    'BT-81': meansCode,
    'BT-82': text,
    'BT-83': p?.remittanceInformation,
  });
  const shared = means.length;
  if (debitApart) means.push({ ...own(debitApart, p?.directDebit?.meansText), ...debit });
  else if (p?.directDebit && means[0]) Object.assign(means[0], debit);
  if (cardApart) means.push({ ...own(cardApart, p?.card?.meansText), ...card });
  else if (means[0]) Object.assign(means[0], card);
  if (!means[0]) return undefined;
  // Without a means of its own, BT-82 goes on the first (a card's or direct debit's) unless it
  // states its own; a CreditNote's due date (BT-9) once (UBL-SR-45).
  if (!shared && !means[0]['BT-82']) means[0]['BT-82'] = p?.meansText;
  // PINT ibt-178 on the first means, the one the payment terms' instalment refers to (ibt-187).
  Object.assign(means[0], { 'BT-9/means': creditDue, 'BG-16/id': p?.meansId });
  return means;
}

function documentCharges(
  list: readonly CalculatedDocumentAllowanceCharge[],
  t: AllowanceChargeTerms,
  c: Ctx,
): Values[] | undefined {
  const base = allowanceChargeValues(list, t, c.amountCurrency);
  const bySubInvoice = c.profile.lineExemptionReasons && hasSubInvoices(c.inv.businessProcess);
  return base?.map((v, i) => {
    const category = list[i].taxCategory;
    // EXTENDED-CTC-FR: a sub-invoice's allowance or charge states its group's reason, #number#
    // first, so that the breakdown rules count it in that group (BR-FREXT-*-08rev, BR-FR-MV-09).
    const sub = bySubInvoice ? list[i].subInvoice?.trim() : undefined;
    const fr = sub ? exemptionOf(c.inv, category) : splitCategoryExemption(c.inv, category);
    // The category's exemption where the rules want it on the allowance or charge too: PINT OM
    // for E and Z (IBR-062-OM, IBR-064-OM), HR-CIUS for E and O with its HR name (HR-BR-11, -13).
    const own =
      (c.profile.omDetails && ['E', 'Z'].includes(category)) ||
      (c.profile.hrExtension && ['E', 'O'].includes(category))
        ? c.inv.vatBreakdown.find((b) => b.category === category)
        : undefined;
    return {
      ...v,
      [t.category!]: categoryCode(category, c.profile),
      [t.rate!]: allowanceRateOf(category, list[i].vatRate, c.profile),
      'allowance-charge/tax-category-name':
        c.profile.hrExtension && own ? `HR:${category}` : undefined,
      'allowance-charge/exemption-code': own?.exemptionReasonCode ?? fr?.reasonCode,
      'allowance-charge/exemption-reason':
        own?.exemptionReason ?? (sub ? subInvoiceReason(sub, fr?.reason) : fr?.reason),
    };
  });
}

function subtotal(b: VatBreakdown, c: Ctx): Values {
  // A category default reason where the profile's rules ask none (PINT outside the EU): not
  // stated, as the source did not state it.
  const asked = c.profile.exemptCategories;
  const unasked =
    b.exemptionDefaulted &&
    !asked.includes(b.category) &&
    !asked.includes(categoryCode(b.category, c.profile));
  return {
    'BT-116': breakdownAmount(b.taxableAmount, c.amountCurrency),
    'BT-117': breakdownAmount(b.taxAmount, c.amountCurrency),
    'BT-118': categoryCode(b.category, c.profile),
    'BT-119':
      (b.rate.isZero()
        ? statedRateOf(b.category, b.rate, c.inv.lines, c.profile)
        : rateOf(b.category, b.rate, c.profile)) ??
      (c.profile.breakdownRateAlways ? plain(b.rate) : undefined),
    // PINT OM: no exemption reason code on O (IBR-070-OM), whatever the category's default.
    'BT-121':
      (c.profile.omDetails && categoryCode(b.category, c.profile) === 'O') || unasked
        ? undefined
        : b.exemptionReasonCode,
    'BT-120': unasked ? undefined : b.exemptionReason,
    'breakdown/tax-scheme': breakdownTaxScheme(b, c.inv.lines),
  };
}

/**
 * The tax scheme of a breakdown whose lines state their own (CIUS-PT's stamp duty, BOL): the
 * lines of one category and rate state one (checked before generation); else the document's.
 */
function breakdownTaxScheme(
  b: VatBreakdown,
  lines: CalculatedInvoice['lines'],
): string | undefined {
  return lines.find((l) => l.taxScheme && l.taxCategory === b.category && l.vatRate.eq(b.rate))
    ?.taxScheme;
}

/** PINT MY: the tourism tax's breakdown, TTX with scheme AAL (the table's) and no rate (aligned-ibrp-ttx-08). */
function tourismTaxSubtotal(breakdown: readonly VatBreakdown[], c: Ctx): Values | undefined {
  const b = breakdown.find((x) => x.category === TOURISM_TAX);
  return (
    b && {
      'BT-116': breakdownAmount(b.taxableAmount, c.amountCurrency),
      'BT-117': breakdownAmount(b.taxAmount, c.amountCurrency),
      'BT-118': TOURISM_TAX,
    }
  );
}

/**
 * BG-14: as given; PINT JP states the delivery date as the period when neither the document nor
 * a line gives one (aligned-ibrp-052; a line period must lie within BG-14, ibr-085/086).
 * BT-8 sits in it; in PINT AE the billing frequency BTAE-06 takes its place.
 */
function invoicingPeriod(c: Ctx, billingFrequencyInPeriod: boolean): Values | undefined {
  const p =
    c.inv.invoicingPeriod ??
    (c.profile.invoicePeriodFromDelivery && !c.inv.lines.some((l) => l.period)
      ? { start: c.inv.deliveryDate, end: c.inv.deliveryDate }
      : undefined);
  const code = billingFrequencyInPeriod
    ? { 'doc/billing-frequency': c.inv.billingFrequency }
    : { 'BT-8': c.inv.taxPointDateCode };
  if (!p && !Object.values(code)[0]) return undefined;
  return { 'BT-73': p?.start, 'BT-74': p?.end, ...code };
}

/** The table options of a profile (by its CustomizationID, as the reader decides them). */
const tableOptions = (profile: UblProfile) => ({
  gstIsTaxRegistration: Boolean(profile.taxIdAsPartyId),
  billingFrequencyInPeriod: Boolean(profile.billingFrequencyInPeriod),
  hrExtension: Boolean(profile.hrExtension),
  typedLineObject: Boolean(profile.typedLineObject),
  // The XRechnung Extension's sub invoice lines, by its CustomizationID as the reader decides it.
  subInvoiceLines: tableOptionsOf(profile.customizationId).subInvoiceLines,
});

/** HR-TB-2 names of the HR VAT categories (HR-BR-CL-1) the extension states: S by its rate, the others by their code. */
function hrCategoryName(category: string, rate: Decimal): string | undefined {
  if (category === 'S')
    return ['25', '13', '5'].includes(rate.toString()) ? `HR:PDV${rate}` : undefined;
  return ['Z', 'K', 'G', 'AE', 'E', 'O'].includes(category) ? `HR:${category}` : undefined;
}

/**
 * HR-CIUS: the HR extension (HRFISK20Data) where the rules want it, a line, allowance or charge in
 * category E (HR-BR-26): the HR VAT breakdown HR-BG-2 as the VAT breakdown (E at rate 0,
 * HR-BR-E-10), its total (HR-BR-54, HR-BR-55) and the HR amount without VAT (HR-BR-27). The E
 * lines outside the VAT base (HR:POVNAK, HR:PP, HR:PPMV) leave the HR E group for an O group per
 * HR category, at tax 0 with its own tax scheme (HR-BR-29), and their sum is the amount out of
 * scope of VAT (HR-BR-32), deducted from BT-109 in the HR amount without VAT (HR-BR-27).
 */
function hrExtensionValues(inv: CalculatedInvoice, c: Ctx): Values {
  const categories = [...inv.lines, ...(inv.allowances ?? []), ...(inv.charges ?? [])].map(
    (e) => e.taxCategory,
  );
  if (!c.profile.hrExtension || !categories.includes('E')) return {};
  const outside = new Map<string, Decimal>();
  for (const l of inv.lines)
    if (l.taxCategory === 'E' && isHrOutOfScope(l.hrTaxCategory))
      outside.set(l.hrTaxCategory, (outside.get(l.hrTaxCategory) ?? ZERO).plus(l.netAmount));
  const outOfScope = sum(outside.values());
  const exempt = inv.vatBreakdown.find((b) => b.category === 'E');
  // The E group keeps what is exempt; it goes when all of it is out of scope.
  const exemptInScope =
    inv.lines.some((l) => l.taxCategory === 'E' && !isHrOutOfScope(l.hrTaxCategory)) ||
    [...(inv.allowances ?? []), ...(inv.charges ?? [])].some((e) => e.taxCategory === 'E');
  const subtotals: Values[] = inv.vatBreakdown
    .filter((b) => b !== exempt || exemptInScope)
    .map((b) => ({
      'hr/taxable': amount(
        b === exempt ? b.taxableAmount.minus(outOfScope) : b.taxableAmount,
        c.amountCurrency,
      ),
      'hr/tax': amount(b.taxAmount, c.amountCurrency),
      'hr/category': b.category,
      'hr/category-name': hrCategoryName(b.category, b.rate),
      'hr/rate': plain(b.rate),
      'hr/exemption-code': b.exemptionReasonCode,
      'hr/exemption-reason': b.exemptionReason,
      'hr/tax-scheme': c.taxScheme,
    }));
  for (const [name, taxable] of outside)
    subtotals.push({
      'hr/taxable': amount(taxable, c.amountCurrency),
      'hr/tax': amount(ZERO, c.amountCurrency),
      'hr/category': 'O',
      'hr/category-name': name,
      'hr/rate': '0',
      'hr/exemption-reason': exempt?.exemptionReason,
      'hr/tax-scheme': HR_OUT_OF_SCOPE_SCHEMES[name],
    });
  return {
    'hr/tax-total': amount(inv.totals.taxTotal, c.amountCurrency),
    'hr/subtotals': subtotals,
    'hr/tax-exclusive': amount(inv.totals.taxExclusive.minus(outOfScope), c.amountCurrency),
    'hr/out-of-scope': amount(outOfScope, c.amountCurrency),
  };
}

/**
 * PINT SG BT-SG-001 / BT-SG-002, PINT AE BTAE-20: each a document reference with the accounting
 * currency (BT-6) as ID; the total with tax under the profile's document type code.
 */
function taxCurrencyTotals(inv: CalculatedInvoice, profile: UblProfile): Values {
  const cur = inv.taxCurrency;
  const total = (d: CalculatedInvoice['taxCurrencyTotalWithTax']) =>
    cur && d ? { currency: cur, amount: amount(d, cur) } : undefined;
  const without = total(inv.taxCurrencyTotalWithoutTax);
  const withTax = total(inv.taxCurrencyTotalWithTax);
  const keys =
    TAX_CURRENCY_TOTAL_WITH_TAX[profile.taxCurrencyTotalWithTaxType ?? 'sgdtotal-incl-gst']!;
  return {
    'doc/tax-currency-total-without-tax/currency': without?.currency,
    'doc/tax-currency-total-without-tax': without?.amount,
    [keys.currency]: withTax?.currency,
    [keys.value]: withTax?.amount,
  };
}

/** The values of the whole document. */
export function ublValues(
  inv: CalculatedInvoice,
  opts: WriteUblOptions,
): { values: Values; credit: boolean; profile: UblProfile } {
  const profile = resolveUblProfile(opts);
  const credit = opts.documentType
    ? opts.documentType === 'credit-note'
    : isCreditType(profile, inv.typeCode);
  const c: Ctx = {
    inv,
    profile,
    credit,
    amountCurrency: profile.minDecimals ? undefined : inv.currency,
    meansTextOnce: opts.meansTextOnce ?? true,
    taxScheme:
      opts.taxScheme ??
      (inv.taxScheme === 'GST' || inv.taxScheme === 'VAT' ? inv.taxScheme : profile.taxScheme),
  };
  const t = inv.totals;
  const parties = {
    profile,
    taxScheme: c.taxScheme,
    sellerContactPointFromName:
      profile.sellerContact ||
      (profile.germanRules === true && bothGerman(inv.seller.country, inv.buyer.country)),
  };
  const taxCurrencyTotal =
    inv.taxCurrency && inv.taxCurrencyVatTotal
      ? amount(inv.taxCurrencyVatTotal, c.amountCurrency && inv.taxCurrency)
      : undefined;
  const values: Values = {
    [TAX_SCHEME]: c.taxScheme,
    'BT-24': profile.customizationId,
    'BT-23': profile.profileId ?? inv.businessProcess,
    // PINT AE BTAE-02: the request's transaction type flags, else the profile's 00000000.
    'doc/profile-execution-id':
      profile.profileExecutionId && (inv.transactionTypeFlags ?? profile.profileExecutionId),
    // PINT AE BTAE-01 (the carriage check keeps it to PINT AE).
    'doc/buyer-customer-id': inv.beneficiary?.id,
    'doc/buyer-customer-id-scheme': inv.beneficiary?.scheme,
    // PINT AE BTAE-14 (the carriage check keeps it to PINT AE).
    'doc/seller-supplier-id': inv.principal?.id,
    'doc/seller-supplier-id-scheme': inv.principal?.scheme,
    'BT-1': inv.number,
    'doc/uuid': profile.documentUuid ? nameUuid(`doc:${inv.number}`) : undefined,
    'BT-2': inv.issueDate,
    'doc/issue-time': inv.issueTime, // HR-CIUS HR-BT-2
    'BT-9': credit ? undefined : inv.dueDate,
    'BT-3': typeCode(c),
    // PINT OM BTOM-001: the request's transaction type, else a full tax invoice.
    'doc/transaction-type':
      profile.transactionType && (inv.transactionTypeFlags ?? profile.transactionType),
    'BT-22': notes(inv),
    'BT-7': inv.taxPointDate,
    'BT-5': inv.currency,
    'BT-6': inv.taxCurrency,
    'BT-19': inv.accountingCost,
    'BT-10': inv.buyerReference,
    'BG-14': invoicingPeriod(c, Boolean(profile.billingFrequencyInPeriod)),
    // PINT AE BTAE-03 (PINT OM states its reason with the preceding invoice, BTOM-032).
    'doc/discrepancy-code': credit && !profile.omDetails ? inv.creditNoteReasonCode : undefined,
    // cbc:ID is required in cac:OrderReference: a sales order alone goes with "NA" (Peppol).
    'BT-13': inv.purchaseOrderReference ?? (inv.salesOrderReference ? 'NA' : undefined),
    'EXT-FR-FE-197': inv.purchaseOrderReference ? inv.purchaseOrderDate : undefined, // EXTENDED-CTC-FR
    'BT-14': inv.salesOrderReference,
    'BG-3': inv.precedingInvoices?.length
      ? inv.precedingInvoices.map((r) => ({
          'BT-25': r.number,
          'BT-26': r.date,
          // PINT OM BTOM-031 (and PINT MY's LHDN UUID) and BTOM-032.
          'preceding/uuid': profile.precedingInvoiceUuid ? r.uuid : undefined,
          'preceding/status-code': profile.omDetails ? inv.creditNoteReasonCode : undefined,
        }))
      : undefined,
    'BT-16': inv.despatchAdviceReference,
    'EXT-FR-FE-198': inv.despatchAdviceReference ? inv.despatchAdviceDate : undefined, // EXTENDED-CTC-FR
    'BT-15': inv.receivingAdviceReference,
    'BT-17': inv.tenderReference,
    'BT-12': inv.contractReference,
    'EXT-FR-FE-199': inv.contractReference ? inv.contractDate : undefined, // EXTENDED-CTC-FR
    // PINT AE BTAE-05 (ContractDocumentReference/DocumentDescription, beside BT-12).
    'doc/contract-value':
      inv.contractReference && profile.contractValue ? inv.contractValue : undefined,
    'BT-18': inv.invoicedObject?.id,
    'BT-18-1': inv.invoicedObject?.scheme,
    'BT-11': inv.projectReference,
    // PINT SG BT-SG-001 / BT-SG-002 (BR-53-GST-SG), PINT AE BTAE-20 (ibr-175-ae).
    ...taxCurrencyTotals(inv, profile),
    // PINT OM BTOM-020 in OMR, as given (IBR-082-OM checks it before generation).
    'doc/profit-margin-total/currency': inv.profitMarginTotal && 'OMR',
    'doc/profit-margin-total':
      inv.profitMarginTotal && breakdownAmount(inv.profitMarginTotal, 'OMR'),
    // PINT ibg-35 (the carriage check keeps them to the PINT profiles that take them).
    'doc/prepaid-payment': inv.prepaidPayments?.map((p) => ({
      'doc/prepaid-payment/id': p.id,
      'doc/prepaid-payment/amount': breakdownAmount(p.amount, c.amountCurrency),
      'doc/prepaid-payment/received': p.receivedDate,
      'doc/prepaid-payment/paid-date': p.paidDate,
      'doc/prepaid-payment/paid-time': p.paidTime,
      'doc/prepaid-payment/instruction': p.instructionId,
    })),
    // PINT OM BTOM-027 / BTOM-014 (the carriage check keeps them to PINT OM).
    'doc/prepayment': inv.prepaymentInvoices?.map((p) => ({
      'doc/prepayment/number': p.number,
      'doc/prepayment/uuid': p.uuid,
    })),
    'BG-24': inv.attachments?.length
      ? inv.attachments.map((a) => ({
          'BT-122': a.id,
          // PINT: the carriage check keeps these to the profiles that have a place for them.
          'BG-24/uuid': profile.supportingDocumentUuidAndType ? a.uuid : undefined,
          'BG-24/type': profile.supportingDocumentTypeCode ? a.typeCode : undefined,
          'BG-24/document-type': profile.supportingDocumentUuidAndType ? a.documentType : undefined,
          'BT-123': a.description,
          'BT-125': a.contentBase64,
          'BT-125-1': a.contentBase64 ? a.mimeCode : undefined,
          'BT-125-2': a.contentBase64 ? a.filename : undefined,
          'BT-124': a.url,
        }))
      : undefined,
    // HR-CIUS HR-BT-4 / HR-BT-5: the operator, in the supplier party's SellerContact.
    'BG-4': {
      ...sellerValues(inv, parties),
      'doc/seller-uuid': inv.sellerUuid, // PINT OM BTOM-004
      'doc/third-party': thirdPartyValues(inv), // PINT OM BTOM-005 … BTOM-013
      'HR-BT-4': inv.operatorName,
      'HR-BT-5': inv.operatorOib,
    },
    'BG-7': buyerValues(inv, parties),
    'BG-10': payeeValues(inv),
    'BG-11': taxRepresentativeValues(inv),
    ...deliveryValues(inv, Boolean(profile.omDetails)),
    'BG-16': paymentMeans(c),
    'BT-20': termsForXml(inv.payment?.terms),
    // PINT ibg-33's instalment, in the same cac:PaymentTerms (the carriage check keeps it to PINT).
    'doc/terms-means-id': inv.payment?.termsInstallment?.paymentMeansId, // ibt-187
    'doc/terms-amount':
      inv.payment?.termsInstallment?.amount &&
      breakdownAmount(inv.payment.termsInstallment.amount, c.amountCurrency), // ibt-176
    'doc/terms-due-date': inv.payment?.termsInstallment?.dueDate, // ibt-177
    [DOCUMENT_ALLOWANCE.group]: documentCharges(inv.allowances, DOCUMENT_ALLOWANCE, c),
    [DOCUMENT_CHARGE.group]: documentCharges(inv.charges, DOCUMENT_CHARGE, c),
    'BT-110': amount(t.taxTotal, c.amountCurrency),
    'BG-23': inv.vatBreakdown.filter((b) => b.category !== TOURISM_TAX).map((b) => subtotal(b, c)),
    ...hrExtensionValues(inv, c), // HR-CIUS HR-BG-2
    'BG-23/tourism-tax': tourismTaxSubtotal(inv.vatBreakdown, c),
    'BT-111': taxCurrencyTotal,
    // PINT OM BTOM-003, PINT AE BTAE-04, EXTENDED-CTC-FR BT-167 with its date EXT-FR-FE-192: from
    // BT-5 to BT-6 (IBR-059-OM, ibr-159-ae; the carriage check keeps them to these profiles).
    'doc/rate-source': inv.taxExchangeRate && inv.currency,
    'doc/rate-target': inv.taxExchangeRate && inv.taxCurrency,
    'doc/rate': inv.taxExchangeRate && plain(inv.taxExchangeRate),
    'doc/rate-date': inv.taxExchangeRate && inv.taxExchangeRateDate,
    'BT-106': amount(t.lineTotal, c.amountCurrency),
    'BT-109': amount(t.taxExclusive, c.amountCurrency),
    'BT-112': amount(t.taxInclusive, c.amountCurrency),
    // BT-107 / BT-108 always (BR-CO-11/12 hold with or without allowances and charges, as in CII);
    // BT-113 / BT-114 when given (also 0, as a document may state them) or not 0.
    'BT-107': amount(t.allowanceTotal, c.amountCurrency),
    'BT-108': amount(t.chargeTotal, c.amountCurrency),
    'BT-113':
      inv.paidAmount || !t.prepaid.isZero() ? amount(t.prepaid, c.amountCurrency) : undefined,
    'BT-114':
      inv.roundingAmount || !t.rounding.isZero() ? amount(t.rounding, c.amountCurrency) : undefined,
    'BT-115': amount(t.payable, c.amountCurrency),
    'BG-25': linesValues({
      inv,
      profile,
      currency: c.amountCurrency,
      subInvoiceLines: tableOptions(profile).subInvoiceLines,
    }),
  };
  return {
    values: profile.minDecimals ? withMinDecimals(values, profile.minDecimals) : values,
    credit,
    profile,
  };
}

/** The quantities, prices and rates a minimum of decimals applies to (CIUS-PT DT-CIUS-PT-*). */
const MIN_DECIMAL_TERMS: ReadonlySet<string> = new Set([
  'BT-129',
  'BT-146',
  'BT-147',
  'BT-148',
  'BT-149',
  'BT-152',
  'BT-119',
  'BT-94',
  'BT-96',
  'BT-101',
  'BT-103',
  'BT-138',
  'BT-143',
]);

/** Pads plain decimals of those terms to `min` decimals (19 → 19.00), never rounding. */
function withMinDecimals(values: Values, min: number): Values {
  const pad = (v: string): string => {
    if (!/^-?\d+(\.\d*)?$/.test(v)) return v;
    const [whole, frac = ''] = v.split('.');
    return frac.length >= min ? v : `${whole}.${frac.padEnd(min, '0')}`;
  };
  const walk = (v: unknown, key?: string): unknown => {
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return typeof v === 'string' && key && MIN_DECIMAL_TERMS.has(key) ? pad(v) : v;
  };
  return walk(values) as Values;
}

/** Writes the invoice as a UBL 2.1 Invoice or CreditNote document (UTF-8 XML string). */
export function writeUbl(inv: CalculatedInvoice, opts: WriteUblOptions): string {
  const { values, credit, profile } = ublValues(inv, opts);
  return writeBinding(
    ublTable(credit ? 'credit-note' : 'invoice', tableOptions(profile)),
    values,
    0,
  );
}
