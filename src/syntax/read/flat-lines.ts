/**
 * Line groups in a CII document whose profile has none. The D16B schema lets any CII state a
 * parent line id and a line status, but only EXTENDED gives them a meaning: below it (EN 16931,
 * XRechnung, whose BR-DEX-15 warns of a ParentLineID) the rules sum every line into the totals
 * (BR-CO-10). Read as groups, such lines would leave the totals the document states; so they are
 * read flat, and each parent id and status is reported dropped, with why.
 */
import type { LineInput } from '../../domain/model.js';
import type { Dropped } from './read-result.js';

/** Where a line's parent id and status are, by the line's index (0-based). */
export interface LineGroupPaths {
  parent: (index: number) => string;
  status: (index: number) => string;
}

/** Leaves the lines flat unless `carried`, reporting what it leaves out. */
export function keepLineGroups(
  lines: LineInput[],
  carried: boolean,
  paths: LineGroupPaths,
  dropped: Dropped[],
): void {
  if (carried) return;
  const reason =
    "the document's profile has no line groups (EXTENDED only): its rules count every line in the totals (BR-CO-10), and so does the invoice JSON";
  lines.forEach((line, i) => {
    if (line.parentLineId !== undefined) {
      dropped.push({
        bt: 'EXT-ParentLineID',
        path: paths.parent(i),
        value: line.parentLineId,
        reason,
      });
      delete line.parentLineId;
    }
    if (line.lineStatus !== undefined) {
      dropped.push({
        bt: 'EXT-LineStatusReasonCode',
        path: paths.status(i),
        value: line.lineStatus,
        reason,
      });
      delete line.lineStatus;
    }
  });
}
