/**
 * BT-20 payment terms as text, the same in every syntax. XRechnung carries structured terms in
 * it (BR-DE-18: `#SKONTO#TAGE=14#PROZENT=2.00#` entries, one per line) and demands a line break
 * after the last entry; the request checks trim the text, so the writers restore that line
 * break, and the readers keep it (everything else in BT-20 is trimmed as usual).
 */

/**
 * The text ends with a structured `#CODE#...#` entry line (XRechnung Skonto, Verzug), indented
 * or not: BR-DE-18 takes each line after normalize-space (KoSIT's own test instances indent them).
 */
const ENDS_WITH_ENTRY = /(?:^|\n)[ \t]*#[A-Z]+#[^\n]*#$/;

/** BT-20 as written: a trailing structured entry gets its closing line break (BR-DE-18). */
export function termsForXml(terms: string): string;
export function termsForXml(terms: string | undefined): string | undefined;
export function termsForXml(terms: string | undefined): string | undefined {
  if (terms === undefined || terms === '') return terms;
  return ENDS_WITH_ENTRY.test(terms) ? `${terms}\n` : terms;
}

/**
 * BT-20 as read from the element's text: trimmed, except that a line break closing a structured
 * entry is kept (the document's own text, verbatim for Skonto terms); undefined when blank.
 */
export function termsFromXml(raw: string | null | undefined): string | undefined {
  const trimmed = (raw ?? '').trim();
  if (trimmed === '') return undefined;
  const tail = (raw ?? '').slice((raw ?? '').lastIndexOf(trimmed) + trimmed.length);
  return ENDS_WITH_ENTRY.test(trimmed) && tail.includes('\n') ? `${trimmed}\n` : trimmed;
}
