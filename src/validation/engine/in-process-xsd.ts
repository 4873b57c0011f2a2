/**
 * The XSD of rule sets the JDK's schema validator cannot hold, run in-process with libxml2-wasm
 * (wasm-xsd.ts) beside the JVM engine. KSeF FA(3) repeats Fa's children up to 50,000 times
 * (DaneFaKorygowanej) and 10,000 (FaWiersz, DodatkowyOpis): Xerces expands each bound into its
 * content-model automaton and runs out of memory (1.5 GB was not enough), where libxml2 counts.
 * These rule sets are XSD only, and libxml2 checks a 10-line invoice in about a millisecond.
 */
import { DOMParser } from '@xmldom/xmldom';
import type { RawFinding } from '../report.js';
import type { ResolvedRuleSet } from './engine.js';
import { rewriteSchemaUri, validateXsd } from './wasm-xsd.js';

/** The root element of a document in Clark notation, or undefined when it does not parse. */
function rootOf(xml: string): string | undefined {
  let failed = false;
  const doc = new DOMParser({
    onError: (level) => {
      if (level !== 'warning') failed = true;
    },
  }).parseFromString(xml, 'application/xml');
  const el = doc.documentElement;
  return failed || !el ? undefined : `{${el.namespaceURI ?? ''}}${el.localName}`;
}

/** The XSD findings of the rule sets on a (safe, already checked) document. */
export function runInProcessXsd(xml: string, sets: readonly ResolvedRuleSet[]): RawFinding[] {
  if (sets.length === 0) return [];
  const clark = rootOf(xml);
  const out: RawFinding[] = [];
  for (const set of sets) {
    const entry = set.xsd.find((x) => x.root === clark);
    if (!entry) {
      out.push({
        ruleSet: set.id,
        kind: 'xsd',
        id: clark ? 'XSD-ROOT' : 'XML-NOT-WELL-FORMED',
        flag: 'fatal',
        location: '/',
        test: '',
        text: clark
          ? `The root element ${clark} is not allowed by rule set ${set.id}`
          : 'the document is not well-formed XML',
      });
      continue;
    }
    for (const r of set.schemaUriRewrites ?? []) rewriteSchemaUri(r.prefix, r.dir);
    out.push(...validateXsd(set.id, entry.path, xml));
  }
  return out;
}
