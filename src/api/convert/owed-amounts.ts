/**
 * A conversion may lose a term the target has no place for, listed by BT; it never changes what
 * the invoice owes. A target that would state one of these amounts otherwise than the source is
 * no conversion but another invoice — a buyer would pay the target's amount — so it is refused
 * (400, each amount a NOT_CARRIED violation), strict or not.
 */
import { apiError } from '../../errors/api-error.js';
import { Decimal } from '../../domain/decimal.js';
import type { LostTermInit } from './lost-terms.js';

/** A list of amounts as a difference states them ("1050, 360, 90"), canonical and sorted. */
const amounts = (list: readonly string[]): string[] =>
  list
    .filter((v) => v.trim() !== '')
    .map((v) => new Decimal(v.trim()).toString())
    .sort();

/**
 * Whether the target's line net amounts (BT-131) are the source's but those of the lines left
 * out whole because they count in no total (a GROUP or INFORMATION line, target-forms.ts): no
 * sum changes.
 */
function leftOutLinesExplain(l: LostTermInit, leftOut: readonly string[]): boolean {
  if (leftOut.length === 0) return false;
  try {
    const remaining = amounts(l.value.split(','));
    for (const gone of amounts(leftOut)) {
      const at = remaining.indexOf(gone);
      if (at < 0) return false;
      remaining.splice(at, 1);
    }
    return remaining.join(' ') === amounts(l.writtenValue!.split(',')).join(' ');
  } catch {
    return false; // a value that is no amount explains nothing
  }
}

/**
 * The amounts that say what is owed (EN 16931-1, data type Amount): the document totals (BG-22)
 * but the VAT total in the accounting currency (BT-111, a statement for the seller's VAT return
 * whose loss changes no sum), the VAT breakdown's taxable and tax amounts (BG-23) and the line
 * net amounts (BG-25).
 */
const OWED_AMOUNTS: ReadonlySet<string> = new Set([
  'BT-106', // Sum of invoice line net amount
  'BT-107', // Sum of allowances on document level
  'BT-108', // Sum of charges on document level
  'BT-109', // Invoice total amount without VAT
  'BT-110', // Invoice total VAT amount
  'BT-112', // Invoice total amount with VAT
  'BT-113', // Paid amount
  'BT-114', // Rounding amount
  'BT-115', // Amount due for payment
  'BT-116', // VAT category taxable amount
  'BT-117', // VAT category tax amount
  'BT-131', // Invoice line net amount
]);

/**
 * Throws 400 VALIDATION_FAILED when the target states an amount the invoice owes otherwise than
 * the source. `differences` are every term the target states differently (listed or not): an
 * amount the target leaves out (a line net amount in a target without lines) changes no sum.
 */
export function refuseChangedAmounts(
  format: string,
  differences: readonly LostTermInit[],
  leftOutLineAmounts: readonly string[] = [],
): void {
  const changed = differences.filter(
    (l) =>
      OWED_AMOUNTS.has(l.businessTerm) &&
      l.writtenValue !== undefined &&
      !(l.businessTerm === 'BT-131' && leftOutLinesExplain(l, leftOutLineAmounts)),
  );
  if (changed.length === 0) return;
  const terms = [...new Set(changed.map((l) => l.businessTerm))];
  throw apiError(
    'VALIDATION_FAILED',
    `${format} would state ${terms.join(', ')} otherwise than the source: a conversion never changes an amount the invoice owes`,
    changed.map((l) => ({
      path: l.sourcePath,
      code: 'NOT_CARRIED',
      message: `${l.businessTerm} "${l.value.slice(0, 200)}": the target would state ${l.writtenValue!.slice(0, 200)}`,
    })),
  );
}
