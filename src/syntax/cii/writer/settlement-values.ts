/**
 * ram:ApplicableHeaderTradeSettlement as values of the CII binding table: references BT-90/83,
 * currencies BT-5/6, payee BG-10, payment means BG-16 (credit transfer BG-17, card BG-18, direct
 * debit BG-19), VAT breakdown BG-23 (BT-7/8 per category), invoicing period BG-14, document
 * allowances/charges BG-20/21, payment terms (BT-20, BT-9, BT-89; EXTENDED: further terms, cash
 * discounts and penalties), totals BG-22, preceding
 * invoices BG-3 and BT-19.
 */
import type {
  CalculatedDocumentAllowanceCharge,
  CalculatedInvoice,
  PaymentTermsAdjustment,
  VatBreakdown,
} from '../../../domain/model.js';
import { DEFAULT_PERIOD_UNIT } from '../../../domain/payment-terms-adjustment.js';
import { taxCategoryRule } from '../../../domain/tax-category.js';
import { exemptionOf, splitCategoryExemption } from '../../../domain/line-exemption.js';
import { hasSubInvoices, subInvoiceReason } from '../../../domain/sub-invoices.js';
import type { CiiProfileSettings } from '../../../formats/cii-profiles.js';
import type { Values } from '../../binding/binding.js';
import {
  DOCUMENT_ALLOWANCE,
  DOCUMENT_CHARGE,
  type AllowanceChargeTerms,
} from '../../binding/term-shapes.js';
import { termsForXml } from '../../payment-terms-text.js';
import { amount, date102, percent } from './cii-format.js';
import { taxPointDateCodeToCii } from '../binding/tax-point-date-code.js';
import { allowanceChargeValues } from './line-values.js';
import { invoiceeValues, payeeValues } from './party-values.js';
import { CREDIT_TRANSFER_CODES } from '../../../domain/payment-account.js';

/** UNTDID 4461 code 58: SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';

/** BG-16: one means per account (CII repeats the means), card and direct debit in the first. */
function paymentMeans(inv: CalculatedInvoice, settings: CiiProfileSettings): Values[] | undefined {
  const p = inv.payment;
  const iban = p?.iban?.replace(/\s+/g, '');
  const code =
    p?.meansCode ??
    (iban || p?.creditTransfers?.length
      ? SEPA_CREDIT_TRANSFER
      : p?.directDebit
        ? '59'
        : p?.card
          ? '48'
          : settings.paymentMeansWithoutAccount);
  if (!code) return undefined;
  const first: Values = {
    'BT-81': code,
    'BT-82': p?.meansText,
    'BT-84': iban,
    'BT-85': iban ? p?.accountName : undefined,
    'BT-86': iban ? p?.bic?.trim() : undefined,
    'BT-91': p?.directDebit?.debitedAccount,
  };
  if (p?.card) first['BG-18'] = { 'BT-87': p.card.panLastDigits, 'BT-88': p.card.holderName };
  const more: Values[] = (p?.creditTransfers ?? []).map((t) => ({
    'BT-81': code,
    'BT-84': t.accountId,
    'BT-85': t.accountName,
    'BT-86': t.bic,
  }));
  // The first means holds the public iban, the debited account and the card; with none of them
  // and further accounts to write, it would be an empty repetition of BT-81. A credit transfer
  // means without an account fails CII-SR-470, so without an iban the debited account and the
  // card join the first account's means instead.
  if (!iban && more.length > 0 && CREDIT_TRANSFER_CODES.has(code.trim())) {
    more[0]['BT-91'] = first['BT-91'];
    if (first['BG-18']) more[0]['BG-18'] = first['BG-18'];
    delete first['BT-91'];
    delete first['BG-18'];
  }
  const firstCarries = Boolean(iban || first['BT-91'] || first['BG-18']);
  const means = firstCarries || more.length === 0 ? [first, ...more] : more;
  // BT-82 once, in the first means written (CII-SR-468 allows no other value in the others).
  means[0]['BT-82'] = p?.meansText;
  return means;
}

/**
 * Whether a VAT breakdown states BT-8. The code says when VAT becomes chargeable: the official
 * CII examples (KoSIT's, FNFE's) state it in each breakdown of a taxable category and leave it out
 * of an exempt one (E); an invoice exempt throughout states it in its first breakdown, so that
 * the code is never lost.
 */
function statesPointDateCode(inv: CalculatedInvoice, index: number): boolean {
  const exempt = (b: VatBreakdown) => b.category === 'E';
  if (inv.vatBreakdown.every(exempt)) return index === 0;
  return !exempt(inv.vatBreakdown[index]!);
}

function tradeTax(
  inv: CalculatedInvoice,
  b: VatBreakdown,
  index: number,
  settings: CiiProfileSettings,
): Values {
  return {
    'BT-117': amount(b.taxAmount),
    'BT-120': b.exemptionReason,
    'BT-116': amount(b.taxableAmount),
    'BT-118': b.category,
    'BT-121': b.exemptionReasonCode,
    // BT-7 / BT-8 belong to the invoice; CII states them per VAT breakdown (BR-CO-3: one of them):
    // BT-7 once (CII-SR-461: at most one TaxPointDate), BT-8 with one value (CII-SR-462).
    'BT-7': index === 0 ? date102(inv.taxPointDate) : undefined,
    'BT-8': statesPointDateCode(inv, index)
      ? taxPointDateCodeToCii(inv.taxPointDateCode) // UNTDID 2005 → 2475
      : undefined,
    'BT-119':
      taxCategoryRule(b.category).rateSent || settings.breakdownRateAlways
        ? percent(b.rate)
        : undefined,
  };
}

function documentCharges(
  inv: CalculatedInvoice,
  list: readonly CalculatedDocumentAllowanceCharge[],
  t: AllowanceChargeTerms,
): Values[] | undefined {
  const base = allowanceChargeValues(list, t);
  const bySubInvoice = hasSubInvoices(inv.businessProcess);
  return base?.map((v, i) => {
    const a = list[i];
    // A sub-invoice's allowance or charge states its group's reason, #number# first, so that the
    // EXTENDED-CTC-FR breakdown rules count it in that group (BR-FXEXT-*-08rev, BR-FR-MV-09).
    const sub = bySubInvoice ? a.subInvoice?.trim() : undefined;
    const exemption = sub
      ? exemptionOf(inv, a.taxCategory)
      : splitCategoryExemption(inv, a.taxCategory);
    return {
      ...v,
      'doc-ac/exemption-reason': sub ? subInvoiceReason(sub, exemption?.reason) : exemption?.reason,
      [t.category!]: a.taxCategory,
      'doc-ac/exemption-code': exemption?.reasonCode,
      [t.rate!]: taxCategoryRule(a.taxCategory).rateSent ? percent(a.vatRate) : undefined,
    };
  });
}

/** A payment term's cash discount or penalty (Factur-X EXTENDED), as stated. */
function adjustmentValues(a: PaymentTermsAdjustment | undefined): Values | undefined {
  if (!a) return undefined;
  return {
    'terms/basis-date': date102(a.basisDate),
    'terms/basis-period': a.basisPeriod?.toFixed(),
    'terms/basis-period-unit':
      a.basisPeriod === undefined ? undefined : (a.basisPeriodUnit ?? DEFAULT_PERIOD_UNIT),
    'terms/basis-amount': a.basisAmount && amount(a.basisAmount),
    'terms/percent': a.percent && percent(a.percent),
    'terms/amount': a.amount && amount(a.amount),
  };
}

/** The settlement values. */
export function settlementValues(inv: CalculatedInvoice, settings: CiiProfileSettings): Values {
  const t = inv.totals;
  const p = inv.payment;
  const v: Values = {
    'BT-90': p?.directDebit?.creditorId,
    'BT-83': p?.remittanceInformation,
    'BT-6': inv.taxCurrency,
    'BT-5': inv.currency,
    invoicee: invoiceeValues(inv), // Factur-X EXTENDED
    'BG-10': payeeValues(inv),
    // The exchange rate to BT-6 (EXTENDED; EXTENDED-CTC-FR BT-167, EXT-FR-FE-192).
    ...(inv.taxExchangeRate && inv.taxCurrency
      ? {
          'doc/rate-source': inv.currency,
          'doc/rate-target': inv.taxCurrency,
          'doc/rate': inv.taxExchangeRate.toFixed(),
          'doc/rate-date': date102(inv.taxExchangeRateDate),
        }
      : {}),
    'BG-16': paymentMeans(inv, settings),
    'BG-23': inv.vatBreakdown.map((b, i) => tradeTax(inv, b, i, settings)),
    [DOCUMENT_ALLOWANCE.group]: documentCharges(inv, inv.allowances, DOCUMENT_ALLOWANCE),
    [DOCUMENT_CHARGE.group]: documentCharges(inv, inv.charges, DOCUMENT_CHARGE),
    'BT-20': termsForXml(p?.terms),
    'BT-9': date102(inv.dueDate),
    'BT-89': p?.directDebit?.mandateReference,
    'terms/discount': adjustmentValues(p?.discountTerms),
    'terms/penalty': adjustmentValues(p?.penaltyTerms),
    'EXT-FurtherPaymentTerms': p?.furtherTerms?.map((term) => ({
      'EXT-FurtherPaymentTerms-Description': termsForXml(term.description),
      'EXT-FurtherPaymentTerms-DueDate': date102(term.dueDate),
      'terms/discount': adjustmentValues(term.discountTerms),
      'terms/penalty': adjustmentValues(term.penaltyTerms),
    })),
    'BT-106': amount(t.lineTotal),
    'BT-108': amount(t.chargeTotal),
    'BT-107': amount(t.allowanceTotal),
    'BT-109': amount(t.taxExclusive),
    'BT-110': amount(t.taxTotal),
    'BT-110@currencyID': inv.currency,
    'BT-111':
      inv.taxCurrency && inv.taxCurrencyVatTotal ? amount(inv.taxCurrencyVatTotal) : undefined,
    'BT-111@currencyID': inv.taxCurrency && inv.taxCurrencyVatTotal ? inv.taxCurrency : undefined,
    // BT-113 / BT-114 when given (a stated 0 too) or not zero.
    'BT-114':
      t.rounding.isZero() && inv.roundingAmount === undefined ? undefined : amount(t.rounding),
    'BT-112': amount(t.taxInclusive),
    'BT-113': t.prepaid.isZero() && inv.paidAmount === undefined ? undefined : amount(t.prepaid),
    'BT-115': amount(t.payable),
    'BT-19': inv.accountingCost,
  };
  if (inv.invoicingPeriod)
    v['BG-14'] = {
      'BT-73': date102(inv.invoicingPeriod.start),
      'BT-74': date102(inv.invoicingPeriod.end),
    };
  if (inv.precedingInvoices?.length)
    v['BG-3'] = inv.precedingInvoices.map((r) => ({ 'BT-25': r.number, 'BT-26': date102(r.date) }));
  return v;
}
