/**
 * Factur-X EXTENDED line grouping: a line whose BT-126 another line names as its ParentLineID is a
 * group line. Its amount is an informative subtotal of its sub-lines, so only the lines that are
 * no group line count in BT-106 and BG-23 (counting both would add the sub-lines twice). The
 * line status (LineStatusReasonCode) says it outright where given: GROUP never counts,
 * INFORMATION (a line for information only) never counts, DETAIL always counts, even as a parent
 * of information lines, which a line named only by information lines is when no status is given.
 */

/** Factur-X EXTENDED LineStatusReasonCode. */
export type LineStatus = 'DETAIL' | 'GROUP' | 'INFORMATION';

/**
 * The ids (BT-126) named as a parent by some line that is not for information only: a line whose
 * sub-lines are all INFORMATION lines is itself a DETAIL line (it counts, and BR-FXEXT-08 asks no
 * sum of it).
 */
export function groupLineIds(
  lines: readonly { parentLineId?: string; lineStatus?: LineStatus }[],
): Set<string> {
  return new Set(
    lines
      .filter((l) => l.lineStatus !== 'INFORMATION')
      .map((l) => l.parentLineId)
      .filter((id): id is string => Boolean(id)),
  );
}

/** A line's status: as given, else GROUP when another line names it, else DETAIL. */
export function lineStatus(
  line: { id: string; lineStatus?: LineStatus },
  groups: ReadonlySet<string>,
): LineStatus {
  return line.lineStatus ?? (groups.has(line.id) ? 'GROUP' : 'DETAIL');
}

/** The lines that count in the totals and the VAT breakdown: every DETAIL line. */
export function countedLines<
  L extends { id: string; parentLineId?: string; lineStatus?: LineStatus },
>(lines: readonly L[]): L[] {
  const groups = groupLineIds(lines);
  if (groups.size === 0 && !lines.some((l) => l.lineStatus)) return [...lines];
  return lines.filter((l) => lineStatus(l, groups) === 'DETAIL');
}

/**
 * Whether a line states no VAT: no category given and rate 0 (how a GROUP or INFORMATION line
 * read without VAT, BG-30, comes back). EXTENDED lets such lines go without (BR-FXEXT-CO-04).
 */
export function statesNoVat(line: {
  taxCategoryDerived?: boolean;
  vatRate: { isZero(): boolean };
}): boolean {
  return Boolean(line.taxCategoryDerived) && line.vatRate.isZero();
}
