/**
 * A worker thread of the saxon-js engine: runs the compiled Schematron (SEF) with saxon-js and the
 * XSD with libxml2-wasm (wasm-xsd.ts), off the service's event loop. SEFs and XSD files are read once per worker
 * and kept; the XSLTs are given their original base URI so document() finds their code lists.
 * Messages: {type:'load', sets} → {ok}; {type:'run', xml, sets} → {ok, findings} | {ok:false, error}.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import SaxonJS from 'saxon-js';
import { DOMParser, type Element } from '@xmldom/xmldom';
import type { RawFinding } from '../report.js';
import { loadXsd, rewriteSchemaUri, rootNotAllowed, validateXsd } from './wasm-xsd.js';

/** A rule set as the worker receives it: absolute XSD paths, XSLTs with their SEF. */
export interface WorkerRuleSet {
  id: string;
  xsd: { root: string; path: string }[];
  xslt: { path: string; sef: string }[];
  /** Absolute schema locations resolved to an installed folder (wasm-xsd.ts rewriteSchemaUri). */
  schemaUriRewrites?: { prefix: string; dir: string }[];
}

const SVRL = 'http://purl.oclc.org/dsdl/svrl';
const sefs = new Map<string, unknown>();

function sef(path: string): unknown {
  let s = sefs.get(path);
  if (!s) {
    s = JSON.parse(readFileSync(path, 'utf8'));
    sefs.set(path, s);
  }
  return s;
}

function load(sets: WorkerRuleSet[]): void {
  for (const set of sets) {
    for (const x of set.xslt) sef(x.sef);
    for (const r of set.schemaUriRewrites ?? []) rewriteSchemaUri(r.prefix, r.dir);
    for (const x of set.xsd) loadXsd(x.path);
  }
}

function svrlFindings(ruleSet: string, svrl: string): RawFinding[] {
  const doc = new DOMParser().parseFromString(svrl, 'application/xml');
  const out: RawFinding[] = [];
  for (const kind of ['failed-assert', 'successful-report']) {
    const nodes = doc.getElementsByTagNameNS(SVRL, kind);
    for (let i = 0; i < nodes.length; i++) {
      const n = nodes.item(i) as Element;
      const text = n.getElementsByTagNameNS(SVRL, 'text').item(0)?.textContent ?? '';
      out.push({
        ruleSet,
        kind,
        id: n.getAttribute('id') ?? '',
        flag: n.getAttribute('flag') ?? '',
        role: n.getAttribute('role') ?? '',
        location: n.getAttribute('location') ?? '',
        test: n.getAttribute('test') ?? '',
        text,
      });
    }
  }
  // Document order, as the JVM engine reports them.
  return out;
}

/** The local name of an XPath/XSLT error code (XPTY0004), as Saxon-HE gives it on the JVM. */
function errorCode(error: unknown): string {
  const code = String((error as { code?: unknown })?.code ?? '');
  return /([A-Z]{4}\d{4})$/.exec(code)?.[1] ?? 'dynamic error';
}

async function run(xml: string, sets: WorkerRuleSet[]): Promise<RawFinding[]> {
  let doc: { documentElement?: { namespaceURI: string | null; localName: string } };
  try {
    doc = (await SaxonJS.getResource({ text: xml, type: 'xml' })) as typeof doc;
  } catch (error) {
    return [
      {
        ruleSet: sets[0]?.id ?? '',
        kind: 'xml',
        id: 'XML-NOT-WELL-FORMED',
        flag: 'fatal',
        location: '/',
        test: '',
        text: String((error as Error).message ?? error),
      },
    ];
  }
  const el = doc.documentElement!;
  const clark = `{${el.namespaceURI ?? ''}}${el.localName}`;
  const xsdFindings: RawFinding[] = [];
  const rootProblems: RawFinding[] = [];
  const done = new Set<string>();
  for (const set of sets) {
    if (set.xsd.length === 0) continue;
    const entry = set.xsd.find((x) => x.root === clark);
    if (!entry) {
      rootProblems.push(rootNotAllowed(set.id, clark));
    } else if (!done.has(entry.path)) {
      done.add(entry.path);
      // A run may come before its load (the schema is then compiled here): its imports resolve alike.
      for (const r of set.schemaUriRewrites ?? []) rewriteSchemaUri(r.prefix, r.dir);
      xsdFindings.push(...validateXsd(set.id, entry.path, xml));
    }
  }
  const schematron: RawFinding[] = [];
  for (const set of sets) {
    let stopped = false;
    for (const x of set.xslt) {
      let result: { principalResult: unknown };
      try {
        result = SaxonJS.transform(
          {
            stylesheetInternal: sef(x.sef),
            stylesheetBaseURI: pathToFileURL(x.path).href,
            sourceNode: doc,
            destination: 'serialized',
          },
          'sync',
        );
      } catch (error) {
        // A dynamic error of the rules on this document: one finding per rule set, as the JVM engine.
        if (!stopped)
          schematron.push({
            ruleSet: set.id,
            kind: 'rules-error',
            id: 'RULES-NOT-EVALUATED',
            flag: 'fatal',
            location: '/',
            test: '',
            text: errorCode(error),
          });
        stopped = true;
        continue;
      }
      schematron.push(...svrlFindings(set.id, result.principalResult as string));
    }
  }
  return [...rootProblems, ...xsdFindings, ...schematron];
}

parentPort!.on(
  'message',
  (msg: { type: 'load' | 'run'; seq: number; xml?: string; sets: WorkerRuleSet[] }) => {
    const reply = (body: Record<string, unknown>): void =>
      parentPort!.postMessage({ seq: msg.seq, ...body });
    (async () => {
      if (msg.type === 'load') {
        load(msg.sets);
        reply({ ok: true });
      } else {
        reply({ ok: true, findings: await run(msg.xml!, msg.sets) });
      }
    })().catch((error: unknown) =>
      reply({ ok: false, error: String((error as Error)?.message ?? error) }),
    );
  },
);
