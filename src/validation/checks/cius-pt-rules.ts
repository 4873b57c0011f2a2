/**
 * CIUS-PT 2.1.1 rules on the request's content beyond its code lists (cius-pt-code-lists.ts) and
 * number formats (number-bounds.ts), each reported on the JSON path with the rule id:
 * - the text lengths of its datatype rules (cius-pt-lengths.ts);
 * - the tax numbers in cac:PartyTaxScheme: the country code first, 50 characters at most
 *   (DT-CIUS-PT-029/030 the seller's, 046.1/046.2 the buyer's);
 * - an item classification code wherever a cac:CommodityClassification is written (BR-CIUS-PT-57);
 * - on the calculated invoice: the totals BT-109, BT-112, BT-113 and BT-115 unsigned
 *   (DT-CIUS-PT-097.1, 099.1, 100.1, 102.1).
 */
import type { Invoice } from '../../../gen/einvoice/v1/invoice_pb.js';
import type { Decimal } from '../../domain/decimal.js';
import type { DocumentTotals } from '../../domain/model.js';
import { blank, type CheckContext } from './context.js';
import { IssueCode, type RuleIssue } from './issues.js';
import { nationalVatIdShape } from './national-code-lists.js';
import { decimalsOf, powerOfTen } from './number-bounds.js';
import { checkCiusPtLengths } from './cius-pt-lengths.js';

/**
 * The parties' tax numbers, written in cac:PartyTaxScheme/cbc:CompanyID beside the VAT id: the
 * country code first, 50 characters at most (the VAT id's own shape, nationalVatIdShape).
 */
function ciusPtTaxNumbers(ctx: CheckContext): void {
  for (const [role, rules] of [
    ['seller', 'DT-CIUS-PT-029, DT-CIUS-PT-030'],
    ['buyer', 'DT-CIUS-PT-046.1, DT-CIUS-PT-046.2'],
  ] as const) {
    const path = `$.invoice.${role}.tax_registration_id`;
    const taxNumber = ctx.invoice[role]?.taxRegistrationId.trim() ?? '';
    const shape = taxNumber ? nationalVatIdShape(ctx, taxNumber) : undefined;
    if (!shape || shape.ok || ctx.out.has(path)) continue;
    ctx.out.add(
      path,
      IssueCode.INVALID_FORMAT,
      `CIUS-PT writes the ${role}'s tax number with its country code first, 50 characters at most, e.g. PT999999990 (${rules})`,
      shape.expected,
    );
  }
}

/**
 * BR-CIUS-PT-57: an item with a cac:CommodityClassification states an item classification code
 * (BT-158) in one. The commodity code and the reverse charge goods type are written in the first
 * classification, so without a classification code they are refused.
 */
function ciusPtClassifications(ctx: CheckContext): void {
  ctx.invoice.items.forEach((item, i) => {
    if (item.classifications.some((c) => !blank(c.code))) return;
    const at = `$.invoice.items[${i}]`;
    const path = !blank(item.commodityCode)
      ? `${at}.commodity_code`
      : !blank(item.reverseChargeGoodsType)
        ? `${at}.reverse_charge_goods_type`
        : item.classifications.length
          ? `${at}.classifications[0].code`
          : undefined;
    if (path && !ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.REQUIRED,
        `CIUS-PT writes this in the item's classification, which then needs its code (BR-CIUS-PT-57): give classifications with a code, e.g. a CPV code with list_id STI`,
      );
  });
}

/** A number a CIUS-PT datatype rule takes unsigned: [JSON path, value, rule, bound, decimals]. */
type UnsignedNumber = [
  path: string,
  value: number | undefined,
  rule: string,
  below: number,
  decimals: number,
];

/**
 * The numbers CIUS-PT's datatype rules take unsigned (`^\d{1,n}\.\d{2}$`), where EN 16931 lets a
 * corrective invoice negate them: allowance and charge amounts and base amounts (13 integer
 * digits; DT-CIUS-PT-088.1, 089.1 document, 123.1, 124.1 line), their percentages (3 integer
 * digits, 090.1, 125.1), and a price's base quantity (3 decimals, 130.1).
 */
function unsignedNumbers(inv: Invoice): UnsignedNumber[] {
  const amounts = (
    at: string,
    list: readonly { amount?: number; baseAmount?: number; percentage?: number }[],
    [amount, base, percentage]: [string, string, string],
  ) =>
    list.flatMap((a, k): UnsignedNumber[] => [
      [`${at}[${k}].amount`, a.amount, amount, 1e13, 2],
      [`${at}[${k}].base_amount`, a.baseAmount, base, 1e13, 2],
      [`${at}[${k}].percentage`, a.percentage, percentage, 1e3, 2],
    ]);
  const documentRules: [string, string, string] = [
    'DT-CIUS-PT-088.1',
    'DT-CIUS-PT-089.1',
    'DT-CIUS-PT-090.1',
  ];
  const lineRules: [string, string, string] = [
    'DT-CIUS-PT-123.1',
    'DT-CIUS-PT-124.1',
    'DT-CIUS-PT-125.1',
  ];
  return [
    ...amounts('$.invoice.allowances', inv.allowances, documentRules),
    ...amounts('$.invoice.charges', inv.charges, documentRules),
    ...inv.items.flatMap((item, i): UnsignedNumber[] => [
      ...amounts(`$.invoice.items[${i}].allowances`, item.allowances, lineRules),
      ...amounts(`$.invoice.items[${i}].charges`, item.charges, lineRules),
      [`$.invoice.items[${i}].base_quantity`, item.baseQuantity, 'DT-CIUS-PT-130.1', 1e13, 3],
    ]),
  ];
}

function ciusPtUnsignedNumbers(ctx: CheckContext): void {
  for (const [path, value, rule, below, decimals] of unsignedNumbers(ctx.invoice)) {
    if (value === undefined || ctx.out.has(path)) continue;
    if (value >= 0 && value < below && decimalsOf(value) <= decimals) continue;
    ctx.out.add(
      path,
      IssueCode.OUT_OF_RANGE,
      `CIUS-PT takes this unsigned, below ${powerOfTen(below)}, with at most ${decimals} decimals (${rule})`,
      `0 to ${powerOfTen(below)}, e.g. 10.00`,
    );
  }
}

/**
 * DT-CIUS-PT-173: each standard rate's taxable amount is summed over the lines and allowances
 * whose rate equals the breakdown's rate rounded to a whole percent, so a standard rate with a
 * fraction (0.5 %) finds none of its own lines; Portugal's rates are whole (23, 13, 6; 22, 12, 5
 * in Madeira; 16, 9, 4 in the Azores).
 */
function ciusPtWholeStandardRates(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const rated = [
    ...inv.items.map(
      (x, i) => [`$.invoice.items[${i}].vat_rate`, x.taxCategory, x.vatRate] as const,
    ),
    ...inv.allowances.map(
      (x, i) => [`$.invoice.allowances[${i}].vat_rate`, x.taxCategory, x.vatRate] as const,
    ),
    ...inv.charges.map(
      (x, i) => [`$.invoice.charges[${i}].vat_rate`, x.taxCategory, x.vatRate] as const,
    ),
  ];
  for (const [path, category, rate] of rated) {
    const standard =
      ['S', 'NOR'].includes(category.trim()) || (!category.trim() && (rate ?? 0) > 0);
    if (!standard || rate === undefined || Number.isInteger(rate) || ctx.out.has(path)) continue;
    ctx.out.add(
      path,
      IssueCode.INVALID_VALUE,
      `CIUS-PT sums a standard rate's lines by the rate rounded to a whole percent (DT-CIUS-PT-173): give a whole rate, e.g. 23`,
      'a whole percent, e.g. 23, 13, 6',
    );
  }
}

/** The request-level CIUS-PT rules of this file. */
export function checkCiusPtRules(ctx: CheckContext): void {
  ciusPtUnsignedNumbers(ctx);
  ciusPtWholeStandardRates(ctx);
  checkCiusPtLengths(ctx);
  ciusPtTaxNumbers(ctx);
  ciusPtClassifications(ctx);
}

/** The totals CIUS-PT states unsigned, with 13 integer digits at most, and the field to fix. */
const UNSIGNED_TOTALS: readonly [keyof DocumentTotals, string, string, string][] = [
  ['taxExclusive', 'BT-109', 'DT-CIUS-PT-097.1', '$.invoice.items'],
  ['taxInclusive', 'BT-112', 'DT-CIUS-PT-099.1', '$.invoice.items'],
  ['prepaid', 'BT-113', 'DT-CIUS-PT-100.1', '$.invoice.paid_amount'],
  ['payable', 'BT-115', 'DT-CIUS-PT-102.1', '$.invoice.paid_amount'],
];

const unsigned = (d: Decimal) => !d.lessThan(0) && d.lessThan(1e13);

/**
 * On the calculated invoice (validate and generate alike, as full-check runs it): the totals of a
 * CIUS-PT document are unsigned (`^\d{1,13}\.\d{2}$`). A document whose total is negative is a
 * credit note (381, NC) stating its amounts positive.
 */
export function ciusPtTotalsIssues(
  countryProfile: string | undefined,
  totals: DocumentTotals,
): RuleIssue[] {
  if (countryProfile !== 'cius_pt') return [];
  const broken = UNSIGNED_TOTALS.find(([key]) => !unsigned(totals[key] as Decimal));
  if (!broken) return [];
  const [key, term, rule, path] = broken;
  return [
    {
      path,
      code: rule,
      message: `CIUS-PT states ${term} unsigned with at most 13 digits before the point (${rule}); this document's is ${(totals[key] as Decimal).toFixed(2)}: a negative total is issued as a credit note (type_code 381 or NC) with the amounts positive`,
    },
  ];
}
