/**
 * The line-level terms of the whole EN 16931 invoice: BT-148 gross price and BT-147 price
 * discount, and EXTENDED's further price discounts (finite, not negative: BR-28), BT-149 base quantity (positive), BT-150 unit code
 * (UN/ECE Rec 20/21, BR-CL-23), BT-128 scheme (UNTDID 1153, BR-CL-07), BG-26 dates, BT-157
 * scheme (ISO 6523 ICD, BR-CL-21), BT-158-1 (UNTDID 7143, BR-CL-13), BT-159 (ISO 3166-1,
 * BR-CL-14) and a stated BT-131 net_amount (an amount). BG-27 / BG-28 are in
 * allowance-charge-checks.ts; whether prices and amounts agree is a domain rule.
 */
import type { LineItem } from '../../../gen/einvoice/v1/invoice_pb.js';
import { COUNTRY_CODES_SET } from '../../domain/codelists/country-codes.generated.js';
import { ICD_CODES_SET } from '../../domain/codelists/icd-codes.generated.js';
import { ITEM_CLASSIFICATION_CODES_SET } from '../../domain/codelists/item-classification-codes.generated.js';
import { REFERENCE_QUALIFIER_CODES_SET } from '../../domain/codelists/reference-qualifier-codes.generated.js';
import { UNIT_CODES_SET } from '../../domain/codelists/unit-codes.generated.js';
import { blank, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { lineNetDecimals } from './line-amount-decimals.js';
import { codeListFor } from './national-code-lists.js';
import { decimalsOf, boundsOf, powerOfTen } from './number-bounds.js';
import { checkAmount, checkCode, checkPeriod, checkScheme } from './term-helpers.js';

/** A price-like number (BT-147, BT-148, BT-149): finite, bounded like the unit price, not negative (positive when `positive`). */
function checkPriceLike(
  ctx: CheckContext,
  path: string,
  value: number | undefined,
  label: string,
  positive = false,
): void {
  if (value === undefined || ctx.out.has(path)) return;
  const bound = boundsOf(ctx).unitPrice;
  const expected = `${positive ? 'a number above 0' : 'a number of 0 or more'}, less than ${powerOfTen(bound.maxAbs)}, at most ${bound.maxDecimals} decimals`;
  if (!Number.isFinite(value))
    ctx.out.add(path, IssueCode.INVALID_VALUE, `${label} must be a finite number`, expected);
  else if (positive ? value <= 0 : value < 0)
    ctx.out.add(
      path,
      IssueCode.OUT_OF_RANGE,
      `${label} must be ${positive ? 'positive' : 'positive or zero'}${label === 'gross_price' ? ' (BR-28)' : ''}`,
      expected,
    );
  else if (Math.abs(value) >= bound.maxAbs || decimalsOf(value) > bound.maxDecimals)
    ctx.out.add(
      path,
      IssueCode.OUT_OF_RANGE,
      `${label} is beyond its range or precision`,
      expected,
    );
}

/** `netDecimals`: the most decimals of a stated net_amount where not the format's 2 (once per request). */
function checkLineTerms(
  ctx: CheckContext,
  item: LineItem,
  base: string,
  netDecimals: number | undefined,
): void {
  // BT-153 (BR-25): white space is no item name (the PINT rules normalise it, ibr-025).
  if (blank(item.description) && !ctx.out.has(`${base}.description`))
    ctx.out.add(
      `${base}.description`,
      IssueCode.REQUIRED,
      'item description (BT-153 item name) is required',
    );
  checkPriceLike(ctx, `${base}.gross_price`, item.grossPrice, 'gross_price');
  checkPriceLike(ctx, `${base}.price_discount`, item.priceDiscount, 'price_discount');
  item.furtherPriceDiscounts.forEach((d, k) =>
    checkPriceLike(ctx, `${base}.further_price_discounts[${k}]`, d, 'further_price_discounts'),
  );
  // A reason by the index of its further price discount: none without one.
  const reasons = `${base}.further_price_discount_reasons`;
  if (
    item.furtherPriceDiscountReasons.length > item.furtherPriceDiscounts.length &&
    !ctx.out.has(reasons)
  )
    ctx.out.add(
      reasons,
      IssueCode.INVALID_VALUE,
      `${item.furtherPriceDiscountReasons.length} reasons for ${item.furtherPriceDiscounts.length} further price discounts: each reason goes with the further price discount of its index`,
    );
  checkPriceLike(ctx, `${base}.base_quantity`, item.baseQuantity, 'base_quantity', true);
  checkPriceLike(
    ctx,
    `${base}.gross_base_quantity`,
    item.grossBaseQuantity,
    'gross_base_quantity',
    true,
  );
  checkCode(
    ctx,
    `${base}.base_quantity_unit`,
    item.baseQuantityUnit,
    UNIT_CODES_SET,
    'unit code',
    'UN/ECE Recommendation 20 code, e.g. C62, HUR, DAY',
  );
  // BT-128-1: UNTDID 1153, or the older list of the rules that judge (CIUS-PT).
  const objectSchemes = codeListFor(
    ctx,
    'objectSchemes',
    REFERENCE_QUALIFIER_CODES_SET,
    'UNTDID 1153, e.g. AWV',
  );
  checkScheme(
    ctx,
    `${base}.object_identifier`,
    item.objectIdentifier,
    objectSchemes.codes,
    objectSchemes.expected,
  );
  checkPeriod(ctx, `${base}.period`, item.period);
  // BT-157 scheme: ISO 6523 ICD (BR-CL-21), or the national CIUS's list.
  const icd = codeListFor(
    ctx,
    'identifierSchemes',
    ICD_CODES_SET,
    'an ISO 6523 ICD code, e.g. 0160 (GTIN)',
  );
  checkScheme(ctx, `${base}.standard_item_id`, item.standardItemId, icd.codes, icd.expected);
  // BR-64 (and FatturaPA's CodiceTipo): a standard identifier names its scheme.
  const standard = item.standardItemId;
  if (standard && standard.id.trim() !== '' && standard.scheme.trim() === '')
    ctx.out.add(
      `${base}.standard_item_id.scheme`,
      IssueCode.REQUIRED,
      'the item standard identifier needs its scheme (BT-157-1, BR-64)',
      icd.expected,
    );
  // BT-158-1 (BR-CL-13) and BT-159 (BR-CL-14), or the national CIUS's older lists (CIUS-PT).
  const lists = codeListFor(
    ctx,
    'itemClassificationLists',
    ITEM_CLASSIFICATION_CODES_SET,
    'UNTDID 7143, e.g. STI, CV (CPV), HS',
  );
  item.classifications.forEach((c, k) => {
    const path = `${base}.classifications[${k}].list_id`;
    // White space is no scheme (the proto's required only refuses the empty string).
    if (blank(c.listId) && !ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.REQUIRED,
        'the item classification needs its scheme (BT-158-1, BR-65)',
        lists.expected,
      );
    checkCode(ctx, path, c.listId, lists.codes, 'item classification scheme', lists.expected);
  });
  const countries = codeListFor(ctx, 'countries', COUNTRY_CODES_SET, 'ISO 3166-1 alpha-2, e.g. DE');
  checkCode(
    ctx,
    `${base}.origin_country`,
    item.originCountry,
    countries.codes,
    'country code',
    countries.expected,
  );
  // PINT OM: a line amount in baisa, the Omani rial's third decimal (IBR-071-OM compares it with
  // quantity × price within 0.01); their sums are kept to 2 decimals by the PINT OM checks. The
  // other PINT specifications take it unrounded (line-amount-decimals.ts).
  checkAmount(ctx, `${base}.net_amount`, item.netAmount, 'net_amount', {
    maxDecimals: netDecimals,
  });
  checkAmount(ctx, `${base}.tourism_tax_amount`, item.tourismTaxAmount, 'tourism_tax_amount', {
    nonNegative: true,
  }); // PINT MY TTX
  // EXTENDED-CTC-FR EXT-FR-FE-181 / 182: a sub-invoice's VAT total (2 decimals, BR-FR-DEC rules).
  checkAmount(ctx, `${base}.vat_total_amount`, item.vatTotalAmount, 'vat_total_amount');
  checkAmount(
    ctx,
    `${base}.tax_currency_vat_total_amount`,
    item.taxCurrencyVatTotalAmount,
    'tax_currency_vat_total_amount',
  );
  if (item.parentLineId !== '' && item.id !== '' && item.parentLineId === item.id) {
    ctx.out.add(
      `${base}.parent_line_id`,
      IssueCode.INVALID_VALUE,
      'a line cannot be its own parent',
    );
  }
}

/** Checks the EN 16931 terms of every line. */
export function checkLinesTerms(ctx: CheckContext): void {
  const netDecimals = lineNetDecimals(ctx);
  ctx.invoice.items.forEach((item, i) =>
    checkLineTerms(ctx, item, `$.invoice.items[${i}]`, netDecimals),
  );
}
