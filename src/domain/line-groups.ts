/**
 * Factur-X EXTENDED line grouping: a line whose BT-126 another line names as its ParentLineID is a
 * group line. Its amount is an informative subtotal of its sub-lines, so only the lines that are
 * no group line count in BT-106 and BG-23 (counting both would add the sub-lines twice).
 */

/** The ids (BT-126) named as a parent by some line. */
export function groupLineIds(lines: readonly { parentLineId?: string }[]): Set<string> {
  return new Set(lines.map((l) => l.parentLineId).filter((id): id is string => Boolean(id)));
}

/** The lines that count in the totals and the VAT breakdown: every line that is no group line. */
export function countedLines<L extends { id: string; parentLineId?: string }>(lines: readonly L[]): L[] {
  const groups = groupLineIds(lines);
  return groups.size === 0 ? [...lines] : lines.filter((l) => !groups.has(l.id));
}
