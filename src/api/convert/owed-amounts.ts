/**
 * A conversion may lose a term the target has no place for, listed by BT; it never changes what
 * the invoice owes. A target that would state one of these amounts otherwise than the source is
 * no conversion but another invoice — a buyer would pay the target's amount — so it is refused
 * (400, each amount a NOT_CARRIED violation), strict or not.
 */
import { apiError } from '../../errors/api-error.js';
import type { LostTermInit } from './lost-terms.js';

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
export function refuseChangedAmounts(format: string, differences: readonly LostTermInit[]): void {
  const changed = differences.filter(
    (l) => OWED_AMOUNTS.has(l.businessTerm) && l.writtenValue !== undefined,
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
