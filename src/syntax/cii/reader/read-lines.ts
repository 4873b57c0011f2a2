/** BG-25 invoice lines from the values of the CII binding table (the terms: read/line-terms.ts). */
import type { LineInput } from '../../../domain/model.js';
import type { Values } from '../../binding/binding.js';
import type { Dropped } from '../../read/read-result.js';
import { lineTerms, reportStatedNet } from '../../read/line-terms.js';

/** One BG-25; `position` is its 1-based place in the document. */
export function readLine(v: Values, position: number, dropped: Dropped[]): LineInput {
  const line = lineTerms(v, position);
  reportStatedNet(line, `IncludedSupplyChainTradeLineItem[${position}]/LineTotalAmount`, dropped);
  return line;
}
