/**
 * Turns the readers' dropped-term lists into localised retrieve warnings: one warning per
 * business term (with a count and the first example), plus one per adjusted price or line
 * amount that cannot be reproduced.
 */
import type { Dropped } from '../syntax/read/read-result.js';
import { message, type Locale } from './messages.js';
import type { RetrieveMessage } from './retrieve.js';

/** Localised warnings for dropped terms. */
export function droppedWarnings(dropped: Dropped[], locale: Locale): RetrieveMessage[] {
  const out: RetrieveMessage[] = [];
  const groups = new Map<string, Dropped[]>();
  for (const d of dropped) {
    if (d.bt === 'BT-146' && d.reason) {
      out.push({
        code: 'PRICE_ADJUSTED',
        severity: 'warning',
        message: message('PRICE_ADJUSTED', locale, {
          value: d.value ?? '',
          detail: `${d.path}: ${d.reason}`,
        }),
      });
    } else if (d.bt === 'BG-25' && d.reason) {
      out.push({
        code: 'LINES_SYNTHESIZED',
        severity: 'warning',
        message: message('LINES_SYNTHESIZED', locale),
      });
    } else if (d.bt === 'BT-131' && d.reason) {
      out.push({
        code: 'LINE_AMOUNT_MISMATCH',
        severity: 'warning',
        message: message('LINE_AMOUNT_MISMATCH', locale, {
          value: d.value ?? '',
          detail: `${d.path}: ${d.reason}`,
        }),
      });
    } else {
      const list = groups.get(d.bt) ?? [];
      list.push(d);
      groups.set(d.bt, list);
    }
  }
  for (const [bt, list] of groups) {
    const first = list[0];
    const value = first.reason ? `${first.value ?? ''} (${first.reason})` : (first.value ?? '');
    out.push({
      code: 'FIELD_DROPPED',
      severity: 'warning',
      message: message('FIELD_DROPPED', locale, {
        bt,
        count: list.length,
        path: first.path,
        value,
      }),
    });
  }
  return out;
}
