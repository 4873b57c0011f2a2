/**
 * PINT OM IBR-137-OM: every amount and quantity the document states is zero or positive, but the
 * rounding amount (BT-114): totals, prices, base amounts, quantities, tax amounts and line
 * amounts (a credit is a credit note, type 381). Judged on the calculated invoice, so that what
 * the writer computes (BT-115 after a paid amount, BT-109 after document allowances, BT-131
 * after line allowances) is refused at the field that makes it negative.
 */
import type { Decimal } from '../../domain/decimal.js';
import type { CalculatedAllowanceCharge, CalculatedInvoice } from '../../domain/model.js';
import type { RuleIssue } from './issues.js';

const RULE = 'IBR-137-OM';

/** One written figure: the JSON field to blame, its value, and what it is. */
type Figure = readonly [path: string, value: Decimal | undefined, what: string];

/** The amount and base amount (BT-92/93, BT-99/100, BT-136/137, BT-141/142) of allowances or charges. */
function allowanceFigures(list: readonly CalculatedAllowanceCharge[], base: string): Figure[] {
  return list.flatMap((a, k) => [
    [`${base}[${k}].amount`, a.amount, 'the amount'] as const,
    [`${base}[${k}].base_amount`, a.baseAmount, 'the base amount'] as const,
  ]);
}

/**
 * The figures in the order they cause each other: what the request gives (a line's quantity
 * BT-129, prices BT-146/148/147 and base quantity BT-149, the allowances and charges, the paid
 * amount BT-113, the VAT total in OMR BT-111), then the line net amounts (BT-131), then the VAT
 * breakdown (BG-23) and totals (BG-22).
 */
function figureTiers(inv: CalculatedInvoice): Figure[][] {
  const t = inv.totals;
  const breakdown = inv.statedVatBreakdown?.length
    ? '$.invoice.vat_breakdown'
    : '$.invoice.allowances';
  const at = (i: number) => `$.invoice.items[${i}]`;
  return [
    [
      ...inv.lines.flatMap((line, i) => [
        [`${at(i)}.quantity`, line.quantity, 'the quantity'] as const,
        [`${at(i)}.unit_price`, line.unitPrice, 'the net price'] as const,
        [`${at(i)}.gross_price`, line.grossPrice, 'the gross price'] as const,
        [`${at(i)}.price_discount`, line.priceDiscount, 'the price discount'] as const,
        [`${at(i)}.base_quantity`, line.baseQuantity, 'the price base quantity'] as const,
        ...allowanceFigures(line.allowances, `${at(i)}.allowances`),
        ...allowanceFigures(line.charges, `${at(i)}.charges`),
      ]),
      ...allowanceFigures(inv.allowances, '$.invoice.allowances'),
      ...allowanceFigures(inv.charges, '$.invoice.charges'),
      ['$.invoice.paid_amount', t.prepaid, 'the paid amount (BT-113)'],
      [
        '$.invoice.tax_currency_vat_total',
        inv.taxCurrencyVatTotal,
        'the VAT total in OMR (BT-111)',
      ],
    ],
    inv.lines.map(
      (line, i) =>
        [
          `${at(i)}.net_amount`,
          line.netAmount,
          'the line net amount (quantity × price + charges − allowances)',
        ] as const,
    ),
    [
      ...inv.vatBreakdown.flatMap((g) => [
        [breakdown, g.taxableAmount, `the taxable amount of ${g.category} (BT-116)`] as const,
        [breakdown, g.taxAmount, `the VAT of ${g.category} (BT-117)`] as const,
      ]),
      ['$.invoice.allowances', t.taxExclusive, 'the total without VAT (BT-109)'],
      ['$.invoice.allowances', t.taxInclusive, 'the total with VAT (BT-112)'],
      ['$.invoice.paid_amount', t.payable, 'the amount due (BT-115 = BT-112 − BT-113 + BT-114)'],
    ],
  ];
}

/** The PINT OM figures below zero, of the first tier that has any (the cause, not its sums). */
export function omNegativeAmountIssues(inv: CalculatedInvoice): RuleIssue[] {
  for (const tier of figureTiers(inv)) {
    const negative = tier.filter(([, value]) => value?.isNegative() && !value.isZero());
    if (negative.length)
      return negative.map(([path, value, what]) => ({
        path,
        code: RULE,
        message: `PINT OM states every amount and quantity zero or positive, but the rounding amount (${RULE}): ${what} is ${value!.toString()}; a credit goes in a credit note (type_code 381)`,
      }));
  }
  return [];
}
