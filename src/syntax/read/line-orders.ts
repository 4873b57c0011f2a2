/**
 * PINT ibt-183, Factur-X EXTENDED: a line's own purchase order (LineInput.purchaseOrderReference,
 * read by line-terms.ts from 'line/order-id'). Kept where the document's own profile states it (UBL
 * with a PINT profile but PINT EU, CII EXTENDED and EXTENDED-CTC-FR: the places the checks allow,
 * line-order-carriage.ts), so that the document regenerates in its own format; elsewhere (an EN
 * 16931 document where UBL-CR-528 or CII-SR-108 only warns) listed as dropped.
 */
import type { LineInput } from '../../domain/model.js';
import type { Dropped } from './read-result.js';

export function keepLineOrders(
  lines: LineInput[],
  carried: boolean,
  pathOf: (index: number) => string,
  dropped: Dropped[],
): void {
  if (carried) return;
  lines.forEach((line, i) => {
    if (!line.purchaseOrderReference) return;
    dropped.push({
      bt: 'line/order-id',
      path: pathOf(i),
      value: line.purchaseOrderReference,
      reason:
        "a line's own purchase order (ibt-183): written in UBL with a PINT profile outside the EU and in CII EXTENDED only",
    });
    delete line.purchaseOrderReference;
  });
}
