/**
 * The in-process XSD engine (libxml2-wasm) compiles the official FA(3) schema offline: its import
 * of the MF's StrukturyDanych by an absolute crd.gov.pl URL (and that file's includes) resolve
 * through rewriteSchemaUri to the installed copies, never the network. The four official files
 * are copied unmodified into a temporary bundle (a folder with provenance.json, as rules:update
 * installs them); generated documents are valid, a broken one is refused with the element named.
 */
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rewriteSchemaUri, validateXsd } from '../../src/validation/engine/wasm-xsd.js';
import { KSEF_ETD_NS, writeKsef } from '../../src/syntax/ksef/index.js';
import { requires } from '../helpers/requires.js';
import { corpusDir } from '../syntax/ubl/helpers/checker.js';
import { ksefInvoices } from '../syntax/ksef/helpers/ksef-invoices.js';

const xsdDir = path.join(corpusDir, 'ksef-fa3', 'xsd');
const it = requires(
  existsSync(xsdDir) ? undefined : `FA(3) schema not found at ${xsdDir} (set EINVOICE_CORPUS)`,
);

function bundle(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ksef-xsd-'));
  writeFileSync(path.join(dir, 'provenance.json'), '{}');
  for (const f of readdirSync(xsdDir).filter((n) => n.endsWith('.xsd')))
    copyFileSync(path.join(xsdDir, f), path.join(dir, f));
  rewriteSchemaUri(KSEF_ETD_NS, dir);
  return path.join(dir, 'schemat_FA(3)_v1-0E.xsd');
}

it('FA(3) compiles offline through the URI rewrite; generated documents and an official example are valid; a broken one is not', (t) => {
  const xsd = bundle();
  for (const [k, inv] of Object.entries(ksefInvoices()))
    t.deepEqual(validateXsd('ksef-fa3', xsd, writeKsef(inv)), [], k);
  const example = readFileSync(
    path.join(corpusDir, 'ksef-fa3', 'examples', 'FA_3_Przykład_1.xml'),
    'utf8',
  );
  t.deepEqual(validateXsd('ksef-fa3', xsd, example), []);
  const broken = writeKsef(ksefInvoices().domestic!).replace(
    '<NIP>9999999999</NIP>',
    '<NIP>PL9999999999</NIP>',
  );
  const findings = validateXsd('ksef-fa3', xsd, broken);
  t.true(findings.length > 0);
  t.regex(findings[0]!.text, /NIP/);
});
