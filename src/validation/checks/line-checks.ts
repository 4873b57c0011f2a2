/**
 * Invoice line checks (BG-25), with the public defaults applied first (unit C62, VAT rate 19):
 * BT-129 quantity a finite number other than zero, BT-146 unit price positive or zero (BR-27
 * forbids negatives only; the public API says "positive", but zero-priced lines such as free
 * goods are valid EN 16931 and appear in the official examples, so 0 is accepted), BT-130 unit code in the full UN/ECE Rec 20/21 list (BR-CL-23),
 * BT-152 VAT rate finite (its 0–100 range is a proto rule), and FatturaPA Natura codes.
 * VAT categories (BT-151) are checked in tax-category-checks.ts.
 */
import type { LineItem } from '../../../gen/einvoice/v1/invoice_pb.js';
import { UNIT_CODES_SET } from '../../domain/codelists/unit-codes.generated.js';
import { NATURA_SET, NATURA_USABLE_SET } from '../../domain/codelists/fatturapa-codes.js';
import { DEFAULT_UNIT_CODE } from '../../domain/defaults.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** Checks every line. */
export function checkLines(ctx: CheckContext): void {
  ctx.invoice.items.forEach((item, i) => checkLine(ctx, item, `$.invoice.items[${i}]`));
}

function checkLine(ctx: CheckContext, item: LineItem, base: string): void {
  const { out } = ctx;
  const q = item.quantity;
  if (q !== undefined && !out.has(`${base}.quantity`)) {
    if (!Number.isFinite(q)) out.add(`${base}.quantity`, IssueCode.INVALID_VALUE, 'quantity must be a finite number', 'a number other than 0');
    else if (q === 0) out.add(`${base}.quantity`, IssueCode.OUT_OF_RANGE, 'quantity must not be zero', 'a number other than 0 (negative for returns)');
  }

  const p = item.unitPrice;
  if (p !== undefined && !out.has(`${base}.unit_price`)) {
    if (!Number.isFinite(p)) out.add(`${base}.unit_price`, IssueCode.INVALID_VALUE, 'unit price must be a finite number', 'a number of 0 or more');
    else if (p < 0) out.add(`${base}.unit_price`, IssueCode.OUT_OF_RANGE, 'unit price must be positive or zero (BR-27)', 'a number of 0 or more');
  }

  const unit = item.unit || DEFAULT_UNIT_CODE;
  if (!out.has(`${base}.unit`) && !UNIT_CODES_SET.has(unit)) {
    out.add(`${base}.unit`, IssueCode.INVALID_CODE, 'invalid unit code', 'UN/ECE Recommendation 20 code, e.g. C62, HUR, DAY');
  }

  if (item.vatRate !== undefined && !Number.isFinite(item.vatRate) && !out.has(`${base}.vat_rate`)) {
    out.add(`${base}.vat_rate`, IssueCode.INVALID_VALUE, 'VAT rate must be a finite number', '0 to 100 (percent)');
  }

  if (item.natura !== '' && !out.has(`${base}.natura`)) {
    if (!NATURA_SET.has(item.natura)) {
      out.add(`${base}.natura`, IssueCode.INVALID_CODE, 'invalid natura code', 'N1, N2.1, N2.2, N3.1 to N3.6, N4, N5, N6.1 to N6.9 or N7');
    } else if (!NATURA_USABLE_SET.has(item.natura)) {
      out.add(`${base}.natura`, IssueCode.INVALID_CODE, `natura ${item.natura} is no longer accepted by SDI (since 2021): use one of its sub-codes, e.g. ${item.natura}.1`, 'N1, N2.1, N2.2, N3.1 to N3.6, N4, N5, N6.1 to N6.9 or N7');
    }
  }
}
