/**
 * The XSD of rule sets the JDK's schema validator cannot hold, run in-process with libxml2-wasm
 * (wasm-xsd.ts) beside the JVM engine. KSeF FA(3) repeats Fa's children up to 50,000 times
 * (DaneFaKorygowanej) and 10,000 (FaWiersz, DodatkowyOpis): Xerces expands each bound into its
 * content-model automaton and runs out of memory (1.5 GB was not enough), where libxml2 counts.
 * These rule sets are XSD only, and libxml2 checks a 10-line invoice in about a millisecond.
 */
import type { RawFinding } from '../report.js';
import type { ResolvedRuleSet } from './engine.js';
import { rewriteSchemaUri, rootNotAllowed, validateXsd } from './wasm-xsd.js';

/**
 * The root element of a document in Clark notation, read from its first start tag (after the
 * prolog: declaration, processing instructions, comments; the document passed assertSafeXml, so
 * no DOCTYPE) and that tag's namespace declarations; undefined when there is none to read (the
 * schema validation then reports what is wrong with the document).
 */
function rootOf(xml: string): string | undefined {
  let at = 0;
  for (;;) {
    while (at < xml.length && /\s|\uFEFF/.test(xml[at]!)) at++;
    const close = xml.startsWith('<?', at) ? '?>' : xml.startsWith('<!--', at) ? '-->' : '';
    if (!close) break;
    const end = xml.indexOf(close, at);
    if (end < 0) return undefined;
    at = end + close.length;
  }
  const tag = /^<(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)((?:\s[^>]*)?)\/?>/.exec(
    xml.slice(at, at + 100_000),
  );
  if (!tag) return undefined;
  const [, prefix, local, attrs] = tag;
  const decl = new RegExp(
    `\\sxmlns${prefix ? `:${prefix}` : ''}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`,
  ).exec(attrs ?? '');
  return `{${decl ? (decl[1] ?? decl[2]) : ''}}${local}`;
}

/** The XSD findings of the rule sets on a (safe, already checked) document. */
export function runInProcessXsd(xml: string, sets: readonly ResolvedRuleSet[]): RawFinding[] {
  if (sets.length === 0) return [];
  const clark = rootOf(xml);
  const out: RawFinding[] = [];
  for (const set of sets) {
    // A root not read from the start tag: the schema validation says what is wrong.
    const entry = set.xsd.find((x) => x.root === clark) ?? (clark ? undefined : set.xsd[0]);
    if (!entry) {
      out.push(rootNotAllowed(set.id, clark));
      continue;
    }
    for (const r of set.schemaUriRewrites ?? []) rewriteSchemaUri(r.prefix, r.dir);
    out.push(...validateXsd(set.id, entry.path, xml));
  }
  return out;
}
