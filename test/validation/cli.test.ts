/**
 * The `einvoice validate` command: report JSON on stdout and exit codes 0 (valid), 1 (not valid)
 * and 2 (could not check), for XML files and hybrid PDFs. Runs main() in-process, mostly with the
 * saxon-js engine asked for (starting the JVM for each would be slower); without --engine the CLI
 * takes the JVM when Java is present.
 */
import test from 'ava';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { type PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream } from 'pdf-lib';
import { main } from '../../src/cli/main.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { CORPUS, CORPUS_MISSING, jvmUnavailable } from './corpus.js';
import { unavailable } from '../helpers/requires.js';
import { OWNER_PASSWORD_ONLY, qpdf, qpdfMissing } from '../helpers/qpdf.js';

async function run(args: string[]): Promise<{ code: number; json: Record<string, unknown> }> {
  let text = '';
  const out = new Writable({ write: (chunk, _enc, cb) => ((text += String(chunk)), cb()) });
  const err = new Writable({ write: (_chunk, _enc, cb) => cb() });
  const code = await main([...args, '--json'], out, err);
  return { code, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const dir = mkdtempSync(join(tmpdir(), 'einvoice-cli-'));
const sef = existsSync(join(DEFAULT_RULES_DIR, 'build', 'sef'));
const skip = !CORPUS
  ? CORPUS_MISSING
  : sef
    ? undefined
    : 'SEF files not compiled (npm run rules:sef)';

test('usage errors and unreadable files exit 2', async (t) => {
  t.is((await run([])).code, 2);
  t.is((await run(['validate'])).code, 2);
  const missing = await run(['validate', join(dir, 'missing.xml'), '--engine', 'saxonjs']);
  t.is(missing.code, 2);
  t.truthy(missing.json.error);
});

test('a PDF without embedded XML exits 2 with NO_XML_FOUND', async (t) => {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  const file = join(dir, 'plain.pdf');
  writeFileSync(file, await pdf.save());
  const r = await run(['validate', file, '--engine', 'saxonjs']);
  t.is(r.code, 2);
  t.regex(String((r.json.error as { message: string }).message), /NO_XML_FOUND/);
});

/** A PDF whose EmbeddedFiles name tree is `tree(doc)`. */
async function pdfWithTree(tree: (doc: PDFDocument) => PDFDict): Promise<string> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.catalog.set(PDFName.of('Names'), doc.context.obj({ EmbeddedFiles: tree(doc) }));
  const file = join(dir, `tree-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, await doc.save({ useObjectStreams: false }));
  return file;
}

test('a hostile PDF exits 2 with the reason retrieve gives: an XML that inflates without bound, a cyclic name tree', async (t) => {
  // 256 MiB of spaces after an invoice root: ~256 KiB of Flate, beyond retrieve's 20 MiB bound.
  const inflated = Buffer.concat([
    Buffer.from('<rsm:CrossIndustryInvoice xmlns:rsm="urn:x">'),
    Buffer.alloc(256 * 1024 * 1024, 0x20),
  ]);
  const bomb = await pdfWithTree((doc) => {
    const data = deflateSync(inflated);
    const stream = doc.context.register(
      PDFRawStream.of(
        doc.context.obj({ Type: 'EmbeddedFile', Filter: 'FlateDecode', Length: data.length }),
        data,
      ),
    );
    const spec = doc.context.obj({
      Type: 'Filespec',
      F: PDFHexString.fromText('factur-x.xml'),
      EF: { F: stream },
    });
    return doc.context.obj({ Names: [PDFHexString.fromText('factur-x.xml'), spec] });
  });
  const tooLarge = await run(['validate', bomb, '--engine', 'saxonjs']);
  t.is(tooLarge.code, 2);
  t.is((tooLarge.json.error as { reason: string }).reason, 'ATTACHMENT_TOO_LARGE');

  const cyclic = await pdfWithTree((doc) => {
    const node = doc.context.obj({});
    const ref = doc.context.register(node);
    node.set(PDFName.of('Kids'), doc.context.obj([ref]));
    return doc.context.obj({ Kids: [ref] });
  });
  const loop = await run(['validate', cyclic, '--engine', 'saxonjs']);
  t.is(loop.code, 2);
  t.regex(String((loop.json.error as { message: string }).message), /NO_XML_FOUND/);
});

if (skip) {
  unavailable('validate official files', skip);
} else {
  test('a valid CII invoice exits 0 and names the rule sets', async (t) => {
    const r = await run([
      'validate',
      join(CORPUS!, 'en16931/cii/examples/CII_example1.xml'),
      '--engine',
      'saxonjs',
    ]);
    t.is(r.code, 0);
    t.true(r.json.valid as boolean);
    t.deepEqual(r.json.ruleSets, [{ id: 'en16931-cii', version: '1.3.16' }]);
  });

  test('an invoice with a wrong total exits 1 with BR-CO-15', async (t) => {
    const xml = readFileSync(
      join(CORPUS!, 'en16931/cii/examples/CII_example1.xml'),
      'utf8',
    ).replace(/<ram:GrandTotalAmount>[^<]*</, '<ram:GrandTotalAmount>1.00<');
    const file = join(dir, 'wrong-total.xml');
    writeFileSync(file, xml);
    const r = await run(['validate', file, '--rules', 'en16931-cii', '--engine', 'saxonjs']);
    t.is(r.code, 1);
    t.true((r.json.findings as { ruleId: string }[]).some((f) => f.ruleId === 'BR-CO-15'));
  });

  test('an unknown rule set exits 2', async (t) => {
    const r = await run([
      'validate',
      join(CORPUS!, 'en16931/cii/examples/CII_example1.xml'),
      '--rules',
      'nope',
      '--engine',
      'saxonjs',
    ]);
    t.is(r.code, 2);
    t.is((r.json.error as { reason: string }).reason, 'UNKNOWN_RULE_SET');
  });

  test('a ZUGFeRD PDF is checked through its embedded XML', async (t) => {
    const pdf = join(CORPUS!, 'zugferd/pdf/ferd-newer-official/EN16931_Einfach.pdf');
    const r = await run(['validate', pdf, '--engine', 'saxonjs']);
    t.is(r.json.embedded, 'factur-x.xml');
    t.deepEqual(
      (r.json.ruleSets as { id: string }[]).map((s) => s.id),
      ['facturx-en16931', 'en16931-cii'],
    );
    t.is(r.code, 0);
  });

  if (qpdfMissing) unavailable('validate an encrypted PDF', qpdfMissing);
  else {
    test('a ZUGFeRD PDF encrypted with an owner password only is checked through its XML and said to be encrypted', async (t) => {
      const file = join(dir, 'encrypted.pdf');
      const source = join(CORPUS!, 'zugferd/pdf/ferd-newer-official/EN16931_Einfach.pdf');
      writeFileSync(file, qpdf(source, OWNER_PASSWORD_ONLY));
      const r = await run(['validate', file, '--engine', 'saxonjs']);
      t.is(r.code, 0);
      t.is(r.json.embedded, 'factur-x.xml');
      t.true(r.json.encrypted);
    });
  }
}

const jvmSkip = !CORPUS ? CORPUS_MISSING : jvmUnavailable();
if (jvmSkip) {
  unavailable('the CLI chooses the JVM engine', jvmSkip);
} else {
  test('without --engine the CLI checks with the JVM engine when Java and the worker are there (Factur-X EXTENDED included)', async (t) => {
    const pdf = join(CORPUS!, 'zugferd/pdf/ferd-newer-official/EXTENDED_Kostenrechnung.pdf');
    const r = await run(['validate', pdf]);
    t.is(r.json.engine, 'jvm');
    t.deepEqual(
      (r.json.ruleSets as { id: string }[]).map((s) => s.id),
      ['facturx-extended'],
    );
    t.is(r.code, 0, JSON.stringify(r.json).slice(0, 400));
  });
}
