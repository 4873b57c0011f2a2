/**
 * A line's despatch advice (items[].despatch_advice_reference, with its line and date):
 * - EXTENDED-CTC-FR (CII and UBL) and CII EXTENDED state it with its line EXT-FR-FE-141 and date
 *   EXT-FR-FE-201 (ext-fr-fields.ts);
 * - UBL with a PINT profile outside the EU states it as ibt-184 with its line, not its date, and
 *   never beside the document's despatch advice BT-16 (ibr-092; UblProfile.lineDespatchAdvice);
 * - elsewhere it is NOT_CARRIED (format-carriage.ts).
 * Where it is stated, its line and date need it, and UBL needs its line: cac:DespatchLineReference
 * requires a cbc:LineID.
 */
import { blank, pintUblProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

type Item = CheckContext['invoice']['items'][number];

/** Whether UBL with the document's PINT profile states a line's despatch advice (ibt-184). */
export function pintLineDespatch(ctx: CheckContext): boolean {
  return Boolean(pintUblProfile(ctx)?.lineDespatchAdvice);
}

/** The line and date of a line's despatch advice need it; UBL needs its line. */
export function checkLineDespatch(
  ctx: CheckContext,
  item: Item,
  base: string,
  date?: string,
): void {
  const reference = item.despatchAdviceReference.trim();
  for (const [field, given, term] of [
    ['despatch_advice_line', item.despatchAdviceLine.trim(), 'EXT-FR-FE-141'],
    ['despatch_advice_date', date, 'EXT-FR-FE-201'],
  ] as const)
    if (given && !reference && !ctx.out.has(`${base}.${field}`))
      ctx.out.add(
        `${base}.${field}`,
        IssueCode.INVALID_VALUE,
        `${field} is the ${term === 'EXT-FR-FE-141' ? 'line' : 'date'} of the line's despatch advice (${term}): give despatch_advice_reference, or leave it out`,
      );
  const REFERENCE = `${base}.despatch_advice_reference`;
  if (
    ctx.syntax === 'ubl' &&
    reference &&
    blank(item.despatchAdviceLine) &&
    !ctx.out.has(REFERENCE)
  )
    ctx.out.add(
      REFERENCE,
      IssueCode.INVALID_VALUE,
      "UBL states a line's despatch advice as a reference to its line (cac:DespatchLineReference, whose cbc:LineID is required): give despatch_advice_line (EXT-FR-FE-141), or leave it out",
    );
}

/** PINT outside the EU: each line's despatch advice as checkLineDespatch, and not beside BT-16. */
export function checkPintLineDespatch(ctx: CheckContext): void {
  if (!pintLineDespatch(ctx)) return;
  const documentAdvice = ctx.invoice.despatchAdviceReference.trim();
  ctx.invoice.items.forEach((item, i) => {
    const base = `$.invoice.items[${i}]`;
    checkLineDespatch(ctx, item, base);
    const REFERENCE = `${base}.despatch_advice_reference`;
    if (documentAdvice && !blank(item.despatchAdviceReference) && !ctx.out.has(REFERENCE))
      ctx.out.add(
        REFERENCE,
        IssueCode.INVALID_VALUE,
        `the PINT rules take the despatch advice on the lines or on the document, not both (ibr-092): leave despatch_advice_reference ${documentAdvice} out, or this one`,
      );
  });
}
