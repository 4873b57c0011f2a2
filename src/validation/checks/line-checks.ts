/**
 * Invoice line checks (BG-25), with the public defaults applied first (unit C62, VAT rate 19):
 * BT-129 quantity a finite number (0 too: EN 16931 sets no bound and official samples state
 * zero-quantity lines), BT-146 unit price positive or zero (BR-27
 * forbids negatives only; the public API says "positive", but zero-priced lines such as free
 * goods are valid EN 16931 and appear in the official examples, so 0 is accepted; a format whose
 * structure has no BR-27, KSeF FA(3), or whose rules lift it, EXTENDED-CTC-FR, takes a negative
 * one), BT-130 unit code in the full UN/ECE
 * Rec 20/21 list (BR-CL-23),
 * BT-152 VAT rate finite (its 0–100 range is a proto rule), and FatturaPA Natura codes.
 * Every number within the magnitude and decimals of number-bounds.ts for the format, and so are
 * the amounts calculated from them (BT-131 quantity × price, the invoice total with VAT).
 * VAT categories (BT-151) are checked in tax-category-checks.ts.
 */
import type { LineItem } from '../../../gen/einvoice/v1/invoice_pb.js';
import { UNIT_CODES_SET } from '../../domain/codelists/unit-codes.generated.js';
import { NATURA_SET, NATURA_USABLE_SET } from '../../domain/codelists/fatturapa-codes.js';
import { DEFAULT_UNIT_CODE, DEFAULT_VAT_RATE } from '../../domain/defaults.js';
import { fromNumber, ZERO, type Decimal } from '../../domain/decimal.js';
import { appliesEnRule } from '../../formats/index.js';
import type { CheckContext } from './context.js';
import { IssueCode, type IssueCollector } from './issues.js';
import { codeListFor } from './national-code-lists.js';
import { TWO_WAY_FRAMEWORKS } from '../../domain/sub-invoices.js';
import { decimalsOf, boundsOf, powerOfTen, type NumberBound } from './number-bounds.js';

/** Checks every line. */
export function checkLines(ctx: CheckContext): void {
  ctx.invoice.items.forEach((item, i) => checkLine(ctx, item, `$.invoice.items[${i}]`));
  checkAmounts(ctx);
}

/** Adds an OUT_OF_RANGE issue when a finite number is beyond its bound; returns whether it is within. */
/**
 * A VAT rate (BT-152, BT-96, BT-103): finite, within the format's bound and with no more decimals
 * than it writes (a rate of 1e-9 would be written 0 and fail BR-S-05/06/07).
 */
export function checkVatRate(ctx: CheckContext, path: string, rate: number | undefined): void {
  if (rate === undefined || ctx.out.has(path)) return;
  const bound = boundsOf(ctx).vatRate;
  if (!Number.isFinite(rate))
    ctx.out.add(
      path,
      IssueCode.INVALID_VALUE,
      'VAT rate must be a finite number',
      '0 to 100 (percent)',
    );
  else
    withinBound(
      ctx.out,
      ctx.format,
      path,
      'VAT rate',
      rate,
      bound,
      `0 to 100 (percent), at most ${bound.maxDecimals} decimals`,
    );
}

function withinBound(
  out: IssueCollector,
  format: string,
  path: string,
  label: string,
  n: number,
  bound: NumberBound,
  expected: string,
): boolean {
  if (Math.abs(n) >= bound.maxAbs) {
    out.add(
      path,
      IssueCode.OUT_OF_RANGE,
      `${label} must be less than ${powerOfTen(bound.maxAbs)} in absolute value`,
      expected,
    );
    return false;
  }
  const decimals = decimalsOf(n);
  if (decimals > bound.maxDecimals) {
    out.add(
      path,
      IssueCode.OUT_OF_RANGE,
      `${label} has ${decimals} decimals; at most ${bound.maxDecimals} in ${format}${bound.rule ? ` (${bound.rule})` : ''}`,
      expected,
    );
    return false;
  }
  return true;
}

/**
 * The calculated amounts stay in range: each BT-131 line net (quantity × unit price) and the
 * invoice total with VAT (the sum of the line nets, each with its rate, an upper bound of BT-112).
 * Only lines whose numbers are themselves valid count; they are exact decimals, never floats.
 */
function checkAmounts(ctx: CheckContext): void {
  const bound = boundsOf(ctx).amount;
  const max = fromNumber(bound.maxAbs);
  let total: Decimal = ZERO;
  ctx.invoice.items.forEach((item, i) => {
    const base = `$.invoice.items[${i}]`;
    const { quantity: q, unitPrice: p } = item;
    if (
      q === undefined ||
      p === undefined ||
      ctx.out.has(`${base}.quantity`) ||
      ctx.out.has(`${base}.unit_price`)
    )
      return;
    const net = fromNumber(q).mul(fromNumber(p)).abs();
    if (net.gte(max)) {
      ctx.out.add(
        base,
        IssueCode.OUT_OF_RANGE,
        `line net amount (quantity × unit price) must be less than ${powerOfTen(bound.maxAbs)}`,
        `quantity × unit_price below ${powerOfTen(bound.maxAbs)}`,
      );
      return;
    }
    const rate =
      item.vatRate !== undefined && Number.isFinite(item.vatRate)
        ? Math.max(item.vatRate, 0)
        : DEFAULT_VAT_RATE;
    total = total.plus(net.mul(fromNumber(rate).div(100).plus(1)));
  });
  if (total.gte(max)) {
    ctx.out.add(
      '$.invoice.items',
      IssueCode.OUT_OF_RANGE,
      `the invoice total with VAT must be less than ${powerOfTen(bound.maxAbs)}`,
      `a total below ${powerOfTen(bound.maxAbs)}`,
    );
  }
}

function checkLine(ctx: CheckContext, item: LineItem, base: string): void {
  const { out } = ctx;
  const bounds = boundsOf(ctx);
  const q = item.quantity;
  if (q !== undefined && !out.has(`${base}.quantity`)) {
    const expected = `a number (negative for returns), less than ${powerOfTen(bounds.quantity.maxAbs)} in absolute value, at most ${bounds.quantity.maxDecimals} decimals`;
    if (!Number.isFinite(q))
      out.add(
        `${base}.quantity`,
        IssueCode.INVALID_VALUE,
        'quantity must be a finite number',
        'a finite number',
      );
    else withinBound(out, ctx.format, `${base}.quantity`, 'quantity', q, bounds.quantity, expected);
  }

  const p = item.unitPrice;
  if (p !== undefined && !out.has(`${base}.unit_price`)) {
    const expected = `a number of 0 or more, less than ${powerOfTen(bounds.unitPrice.maxAbs)}, at most ${bounds.unitPrice.maxDecimals} decimals`;
    if (!Number.isFinite(p))
      out.add(
        `${base}.unit_price`,
        IssueCode.INVALID_VALUE,
        'unit price must be a finite number',
        'a number of 0 or more',
      );
    else if (p < 0 && appliesEnRule(ctx.format, 'BR-27', ctx.ciiProfile))
      out.add(
        `${base}.unit_price`,
        IssueCode.OUT_OF_RANGE,
        'unit price must be positive or zero (BR-27)',
        'a number of 0 or more',
      );
    else if (
      p < 0 &&
      ctx.row?.nationalRules === 'FR' &&
      !TWO_WAY_FRAMEWORKS.has(ctx.invoice.businessProcess.trim().toUpperCase())
    )
      // Where EXTENDED-CTC-FR lifts BR-27, the French rules still want a positive net price but in
      // a two-way invoice (BR-FR-DEC-03_BT-146, isSpecialContractBD).
      out.add(
        `${base}.unit_price`,
        IssueCode.OUT_OF_RANGE,
        'unit price must be positive or zero under the French rules, but in a two-way invoice (BT-23 B9, S9, M9) (BR-FR-DEC-03_BT-146)',
        'a number of 0 or more',
      );
    else
      withinBound(
        out,
        ctx.format,
        `${base}.unit_price`,
        'unit price',
        p,
        bounds.unitPrice,
        expected,
      );
  }

  // BT-130: Rec 20 and 21, or the national CIUS's older list (CIUS-PT DT-CIUS-PT-143).
  const unit = item.unit || DEFAULT_UNIT_CODE;
  const units = codeListFor(
    ctx,
    'unitCodes',
    UNIT_CODES_SET,
    'UN/ECE Recommendation 20 code, e.g. C62, HUR, DAY',
  );
  if (!out.has(`${base}.unit`) && !units.codes.has(unit)) {
    out.add(`${base}.unit`, IssueCode.INVALID_CODE, 'invalid unit code', units.expected);
  }

  checkVatRate(ctx, `${base}.vat_rate`, item.vatRate);

  if (item.natura !== '' && !out.has(`${base}.natura`)) {
    if (!NATURA_SET.has(item.natura)) {
      out.add(
        `${base}.natura`,
        IssueCode.INVALID_CODE,
        'invalid natura code',
        'N1, N2.1, N2.2, N3.1 to N3.6, N4, N5, N6.1 to N6.9 or N7',
      );
    } else if (!NATURA_USABLE_SET.has(item.natura)) {
      out.add(
        `${base}.natura`,
        IssueCode.INVALID_CODE,
        `natura ${item.natura} is no longer accepted by SDI (since 2021): use one of its sub-codes, e.g. ${item.natura}.1`,
        'N1, N2.1, N2.2, N3.1 to N3.6, N4, N5, N6.1 to N6.9 or N7',
      );
    }
  }
}
