/**
 * Any amount difference between the returned invoice JSON and the source is reported, never
 * silent: the JSON is calculated as generate would calculate it, and each BG-22 total the source
 * states (BT-106 … BT-115) that the calculation does not give back becomes a TOTAL_MISMATCH
 * warning naming the term, both amounts and the difference. Differences come from what the JSON
 * cannot carry (a MINIMUM document's mixed VAT total, EXTENDED line groups, logistics charges).
 */
import { calculate } from '../domain/index.js';
import type { Decimal } from '../domain/decimal.js';
import type { DocumentTotals } from '../domain/model.js';
import { message, type Locale } from './messages.js';
import type { DeclaredTotals, ReadResult } from '../syntax/read/read-result.js';
import type { RetrieveMessage } from './retrieve.js';

/** The declared totals compared, in BG-22 order, with the calculated total each one is. */
const COMPARED: ReadonlyArray<[keyof DeclaredTotals, keyof DocumentTotals, string]> = [
  ['lineTotal', 'lineTotal', 'BT-106'],
  ['allowanceTotal', 'allowanceTotal', 'BT-107'],
  ['chargeTotal', 'chargeTotal', 'BT-108'],
  ['taxExclusive', 'taxExclusive', 'BT-109'],
  ['taxTotal', 'taxTotal', 'BT-110'],
  ['taxInclusive', 'taxInclusive', 'BT-112'],
  ['payable', 'payable', 'BT-115'],
];

/**
 * A value at its own precision (at least 2 decimals, more when it has them): 999.375 stays
 * 999.375, so that a difference of 0.005 never reads "999.38 vs 999.38 (difference -0.01)".
 */
function atOwnPrecision(value: Decimal): string {
  return value.toFixed(Math.max(2, value.decimalPlaces()));
}

/** The totals the source states and the returned invoice does not give back, as warnings. */
export function totalMismatches(read: ReadResult, locale: Locale): RetrieveMessage[] {
  let totals: DocumentTotals;
  try {
    totals = calculate(read.invoice).totals;
  } catch {
    // An invoice the maths cannot take (generate reports why); nothing to compare.
    return [];
  }
  const out: RetrieveMessage[] = [];
  for (const [declaredKey, totalKey, bt] of COMPARED) {
    const stated: Decimal | undefined = read.declared[declaredKey];
    const computed = totals[totalKey];
    if (!stated || stated.equals(computed)) continue;
    out.push({
      code: 'TOTAL_MISMATCH',
      severity: 'warning',
      message: message('TOTAL_MISMATCH', locale, {
        bt,
        value: atOwnPrecision(stated),
        computed: atOwnPrecision(computed),
        difference: atOwnPrecision(computed.minus(stated)),
      }),
    });
  }
  return out;
}
