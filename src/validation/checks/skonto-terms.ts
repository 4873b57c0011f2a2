/**
 * BR-DE-18 (XRechnung) and DE-R-018 (Peppol BIS 3 between German parties): a line of BT-20
 * payment terms that starts with # is a structured cash discount entry and must read exactly
 * `#SKONTO#TAGE=n#PROZENT=n.nn#`, optionally with `#BASISBETRAG=n.nn` before the closing #, in
 * capitals and without spaces; and the text after the last `#…#` run must start on a new line.
 * The official assert (KoSIT common.sch XR-SKONTO-REGEX; the same in the Peppol Schematron) is
 * run here over the text the writers write (termsForXml), so that validate and generate refuse
 * such terms with the rule and the path instead of the written document failing it (422).
 */
import { termsForXml } from '../../syntax/payment-terms-text.js';

/** One Skonto entry line after normalize-space (XR-SKONTO-REGEX, anchored). */
const SKONTO_ENTRY =
  /^#SKONTO#TAGE=[0-9]+#PROZENT=[0-9]+\.[0-9]{2}(?:#BASISBETRAG=-?[0-9]+\.[0-9]{2})?#$/;

/** XPath normalize-space: runs of space, tab, CR and LF become one space; trimmed. */
const normalizeSpace = (s: string): string => s.replace(/[ \t\r\n]+/g, ' ').trim();

/** What BR-DE-18 finds wrong with the terms as written, or undefined when they pass. */
export function skontoTermsProblem(terms: string | undefined): string | undefined {
  const text = termsForXml(terms?.trim() || undefined);
  if (!text) return undefined;
  // The writers keep a CR (&#13;), so the Schematron sees the text as given: lines end at LF or
  // CR LF, and a lone CR is whitespace inside a line.
  const lines = text.split(/\r?\n/);
  const entries = lines
    .map((line, i) => ({ line: normalizeSpace(line), number: i + 1 }))
    .filter((e) => e.line.startsWith('#'));
  if (entries.length === 0) return undefined;
  const bad = entries.find((e) => !SKONTO_ENTRY.test(e.line));
  if (bad)
    return `line ${bad.number} of the payment terms starts with #, so it must be a Skonto entry #SKONTO#TAGE=n#PROZENT=n.nn# (optionally #BASISBETRAG=n.nn before the closing #), in capitals, without spaces, the percentage with two decimals`;
  // tokenize(., '#.+#')[last()] matches '^\s*\n': XPath's "." matches neither LF nor CR.
  const runs = [...text.matchAll(/#[^\n\r]+#/g)];
  const last = runs[runs.length - 1];
  const tail = last ? text.slice((last.index ?? 0) + last[0].length) : text;
  if (!/^[ \t\r\n]*\n/.test(tail))
    return 'text after the last #…# of the payment terms must start on a new line after a Skonto entry';
  return undefined;
}
