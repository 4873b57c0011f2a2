/**
 * Calendar dates of the public API (BT-2 issue date, BT-9 due date, BT-72 delivery date):
 * YYYY-MM-DD and a real day of the Gregorian calendar (2024-02-29 yes, 2023-02-29 no).
 */

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether a year is a Gregorian leap year. */
function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Whether the string is YYYY-MM-DD and names a real calendar day (year 0001–9999). */
export function isCalendarDate(s: string): boolean {
  const m = SHAPE.exec(s);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const max = mo === 2 && isLeap(y) ? 29 : DAYS[mo - 1];
  return d <= max;
}
