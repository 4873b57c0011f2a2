/**
 * XSD validation for the pure-Node engine with libxml2 compiled to WebAssembly (libxml2-wasm,
 * MIT): each schema is compiled once per worker thread and reused (~1 ms per 10-line invoice,
 * against ~1 s for xmllint-wasm, which re-reads the schema on every call). Schema imports may
 * only read files inside a rule-set bundle (the folder holding provenance.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  XmlDocument,
  XmlParseError,
  XmlValidateError,
  XsdValidator,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';
import { fsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import type { RawFinding } from '../report.js';

const allowedRoots = new Set<string>();
const validators = new Map<string, XsdValidator>();
/** Absolute schema locations resolved to a local folder (an XML catalog's rewriteURI), longest prefix first. */
const uriRewrites: [prefix: string, dir: string][] = [];

/**
 * Resolves every schemaLocation starting with `prefix` to the same file name in `dir`, as an XML
 * catalog's rewriteURI does: a schema that imports another by its publisher's absolute URL (KSeF
 * FA(3) imports the MF's StrukturyDanych from crd.gov.pl) is compiled offline from the installed
 * copy, never fetched. The folder must be inside a bundle (it is read like the schema itself).
 */
export function rewriteSchemaUri(prefix: string, dir: string): void {
  if (!uriRewrites.some(([p, d]) => p === prefix && d === dir))
    uriRewrites.push([prefix, resolve(dir)]);
  uriRewrites.sort((a, b) => b[0].length - a[0].length);
}

function toPath(name: string): string {
  const rewrite = uriRewrites.find(([prefix]) => name.startsWith(prefix));
  if (rewrite) return join(rewrite[1], name.slice(rewrite[0].length));
  return resolve(name.startsWith('file:') ? fileURLToPath(name) : name);
}

/** Reads schema files only from inside the registered bundles; everything else is refused. */
xmlRegisterInputProvider({
  match: (name) => {
    const p = toPath(name);
    return [...allowedRoots].some((root) => p.startsWith(`${root}/`)) && fsInputProviders.match(p);
  },
  open: (name) => fsInputProviders.open(toPath(name)),
  read: (fd, buf) => fsInputProviders.read(fd, buf),
  close: (fd) => fsInputProviders.close(fd),
});

function bundleRoot(xsdPath: string): string {
  let dir = dirname(xsdPath);
  while (!existsSync(join(dir, 'provenance.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/** Compiles (once) the schema whose entry point is xsdPath. */
export function loadXsd(xsdPath: string): XsdValidator {
  let v = validators.get(xsdPath);
  if (!v) {
    allowedRoots.add(bundleRoot(xsdPath));
    const doc = XmlDocument.fromBuffer(readFileSync(xsdPath), { url: xsdPath });
    v = XsdValidator.fromDoc(doc);
    validators.set(xsdPath, v);
  }
  return v;
}

/** Validates a document against a schema; returns XSD findings (none when valid). */
export function validateXsd(ruleSet: string, xsdPath: string, xml: string): RawFinding[] {
  const validator = loadXsd(xsdPath);
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    const message = error instanceof XmlParseError ? error.message : String(error);
    return [
      {
        ruleSet,
        kind: 'xml',
        id: 'XML-NOT-WELL-FORMED',
        flag: 'fatal',
        location: '/',
        test: '',
        text: message,
      },
    ];
  }
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    if (!(error instanceof XmlValidateError)) throw error;
    return error.details.map((d) => ({
      ruleSet,
      kind: 'xsd',
      id: 'XSD',
      flag: 'fatal',
      location: d.xpath ?? `line ${d.line}`,
      test: '',
      text: d.message.trim(),
    }));
  } finally {
    doc.dispose();
  }
}

/** The finding of a document whose root element no schema of the rule set declares. */
export function rootNotAllowed(ruleSet: string, clark: string | undefined): RawFinding {
  return {
    ruleSet,
    kind: 'xsd',
    id: 'XSD-ROOT',
    flag: 'fatal',
    location: '/',
    test: '',
    text: `The root element ${clark} is not allowed by rule set ${ruleSet}`,
  };
}
