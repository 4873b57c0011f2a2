/**
 * Document-level rules on what was given: BR-CO-3 (BT-7 tax point date and BT-8 its code are
 * mutually exclusive), BR-29 (invoicing period end not before its start), BR-CO-26 (the seller is
 * identified by BT-29, BT-30 or BT-31), BR-CO-16 (a BT-113 paid amount above the total is no
 * error in EN 16931: an overpaid invoice has a negative amount due, so none is reported), a stated
 * MINIMUM VAT total BT-110 other than the lines' VAT (a warning naming the difference), the
 * same for a stated BG-23 BT-116 / BT-117 (vat_breakdown), and BT-111 against an exchange rate.
 */
import { Decimal, sum } from './decimal.js';
import type { CalculatedInvoice } from './model.js';
import { omLinesAmountWithVat } from './pint-om-line.js';
import type { DomainProblem } from './problem.js';

/** Problems with the document-level fields (empty when fine). */
export function documentProblems(inv: CalculatedInvoice): DomainProblem[] {
  const out: DomainProblem[] = [];
  if (inv.taxPointDate && inv.taxPointDateCode) {
    out.push({
      rule: 'BR-CO-3',
      path: 'invoice.tax_point_date_code',
      message: 'Give either tax_point_date (BT-7) or tax_point_date_code (BT-8), not both.',
    });
  }
  const period = inv.invoicingPeriod;
  if (period?.start && period.end && period.end < period.start) {
    out.push({
      rule: 'BR-29',
      path: 'invoice.invoicing_period.end',
      message: 'The invoicing period cannot end before it starts.',
    });
  }
  const seller = inv.seller;
  if (!seller.vatId?.trim() && !seller.legalRegistration && !seller.identifiers?.length) {
    out.push({
      rule: 'BR-CO-26',
      path: 'invoice.seller.vat_id',
      message:
        'Identify the seller: give its VAT id (BT-31), a seller identifier (BT-29) or a legal registration id (BT-30).',
    });
  }
  if (inv.statedVatTotal) {
    // The stated MINIMUM VAT total counts (its document has no breakdown to check it against):
    // a difference to what the lines compute is named, never silent.
    const computed = sum(inv.vatBreakdown.map((b) => b.taxAmount));
    if (!computed.equals(inv.statedVatTotal)) {
      const difference = inv.statedVatTotal.minus(computed);
      out.push({
        rule: 'BT-110',
        path: 'invoice.vat_total',
        severity: 'warning',
        difference,
        message: `vat_total ${inv.statedVatTotal.toFixed(2)} differs by ${difference.toFixed(2)} from the VAT the lines compute (${computed.toFixed(2)}); the stated total is written and counts (BT-112, BT-115).`,
      });
    }
  }
  out.push(...exchangeRateProblems(inv));
  out.push(...taxCurrencySignProblems(inv));
  out.push(...profitMarginProblems(inv));
  out.push(...statedBreakdownProblems(inv));
  return out;
}

/**
 * PINT OM IBR-065-OM: with an exchange rate (BTOM-003), the VAT total in the accounting currency
 * BT-111 is the rate × BT-110, within 0.01. BT-111 is given, not computed: the rounding of the
 * converted amount is the seller's. EXTENDED-CTC-FR and CII EXTENDED carry the same rate (BT-167)
 * without this bound: the validate layer keeps the rule to PINT OM (full-check.ts appliesTo).
 */
function exchangeRateProblems(inv: CalculatedInvoice): DomainProblem[] {
  const rate = inv.taxExchangeRate;
  const given = inv.taxCurrencyVatTotal;
  if (!rate || !given) return [];
  const converted = inv.totals.taxTotal.mul(rate);
  const difference = given.minus(converted);
  if (!difference.abs().greaterThan('0.01')) return [];
  return [
    {
      rule: 'IBR-065-OM',
      path: 'invoice.tax_currency_vat_total',
      difference,
      message: `tax_currency_vat_total ${given.toFixed(2)} is not tax_exchange_rate × the VAT total (${rate.toString()} × ${inv.totals.taxTotal.toFixed(2)} = ${converted.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)}) within 0.01 (IBR-065-OM).`,
    },
  ];
}

/**
 * PEPPOL-EN16931-R055: the VAT total in the accounting currency (BT-111) has the sign of the VAT
 * total (BT-110), as written (2 decimals). In UBL a zero on either side goes with any sign (both
 * ≤ 0 or both ≥ 0); in CII zero is a positive sign (both < 0 or both ≥ 0), so a zero beside a
 * negative is refused where a CII is written (ciiOnly). The Peppol BIS, PINT and XRechnung rules
 * check it, EN 16931 does not: the validate layer keeps it to those formats (full-check.ts
 * appliesTo).
 */
function taxCurrencySignProblems(inv: CalculatedInvoice): DomainProblem[] {
  const given = inv.taxCurrencyVatTotal?.toDecimalPlaces(2);
  const total = inv.totals.taxTotal.toDecimalPlaces(2);
  if (given === undefined) return [];
  const ublOpposite =
    (given.lessThan(0) && total.greaterThan(0)) || (given.greaterThan(0) && total.lessThan(0));
  const ciiOpposite = given.lessThan(0) !== total.lessThan(0);
  if (!ciiOpposite) return [];
  return [
    {
      rule: 'PEPPOL-EN16931-R055',
      path: 'invoice.tax_currency_vat_total',
      message: `tax_currency_vat_total ${given.toString()} and the VAT total ${total.toFixed(2)} have opposite signs${ublOpposite ? '' : ' where CII reads zero as positive'}: the VAT total in the accounting currency (BT-111) has the sign of BT-110 (PEPPOL-EN16931-R055).`,
      ...(ublOpposite ? {} : { ciiOnly: true }),
    },
  ];
}

/**
 * PINT OM IBR-082-OM: a profit margin total amount due (BTOM-020) is the sum of the lines' amounts
 * with VAT (BTOM-017, as the UBL writer states them) within 0.01. Given, not computed: the amount
 * due is the seller's statement of the margin scheme.
 */
function profitMarginProblems(inv: CalculatedInvoice): DomainProblem[] {
  const given = inv.profitMarginTotal;
  // Judged on a profit margin invoice or self-invoice only (digits 10, 11 of BTOM-001), as the
  // rule does: other documents may state the total, and it is written as given.
  const flags = inv.transactionTypeFlags ?? '';
  if (!given || (flags[9] !== '1' && flags[10] !== '1')) return [];
  const lines = omLinesAmountWithVat(inv.lines);
  const difference = given.minus(lines);
  if (!difference.abs().greaterThan('0.01')) return [];
  return [
    {
      rule: 'IBR-082-OM',
      path: 'invoice.profit_margin_total',
      difference,
      message: `profit_margin_total ${given.toString()} is not the sum of the lines' amounts with VAT (BTOM-017: ${lines.toString()}) within 0.01 (IBR-082-OM).`,
    },
  ];
}

/**
 * A stated BG-23 amount (vat_breakdown) is written and counts; one that differs from what the
 * lines compute is a warning naming the difference, as a stated BT-131 is; an entry naming no
 * group of the invoice (category and rate) has nothing to state and is an error.
 */
function statedBreakdownProblems(inv: CalculatedInvoice): DomainProblem[] {
  const out: DomainProblem[] = [];
  (inv.statedVatBreakdown ?? []).forEach((s, i) => {
    const path = `invoice.vat_breakdown[${i}]`;
    const group = inv.vatBreakdown.find((b) => b.category === s.category && b.rate.equals(s.rate));
    if (!group) {
      out.push({
        rule: 'BG-23',
        path,
        message: `No line, allowance or charge has tax category ${s.category} at rate ${s.rate.toString()}: the VAT breakdown has no such group to state amounts for.`,
      });
      return;
    }
    const computed = group.computed ?? group;
    const compare = (
      bt: 'BT-116' | 'BT-117',
      field: string,
      stated: Decimal | undefined,
      value: Decimal,
    ) => {
      if (!stated || stated.equals(value)) return;
      const difference = stated.minus(value);
      out.push({
        rule: bt,
        path: `${path}.${field}`,
        severity: 'warning',
        difference,
        message: `The stated ${field} ${stated.toString()} of ${s.category} ${s.rate.toString()} % differs by ${difference.toString()} from the lines' ${value.toString()}; it is written and counts as stated.`,
      });
    };
    compare('BT-116', 'taxable_amount', s.taxableAmount, computed.taxableAmount);
    compare('BT-117', 'tax_amount', s.taxAmount, computed.taxAmount);
  });
  return out;
}
