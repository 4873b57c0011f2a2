/**
 * The `einvoice` command line: help and version, the exit codes 0/1/2 of its help text, readable
 * output and --json, stable error codes (never "Error"), and the invoice commands against a
 * running service (--server, --key) and in-process.
 */
import test from 'ava';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { main } from '../../src/cli/main.js';
import { publicExample } from '../helpers/example.js';
import { DEMO_KEY, withServer } from '../helpers/server.js';

const dir = mkdtempSync(join(tmpdir(), 'einvoice-cli-'));
const version = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  .version as string;

async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(
    args,
    { write: (s: string) => (stdout += s) },
    { write: (s: string) => (stderr += s) },
  );
  return { code, stdout, stderr };
}

function file(name: string, json: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(json));
  return path;
}

test('the binary: --help on stdout with exit 0, --version the package version', async (t) => {
  const exec = promisify(execFile);
  const help = await exec(process.execPath, ['bin/einvoice.js', '--help']);
  t.regex(help.stdout, /^einvoice — /);
  t.regex(help.stdout, /Exit codes: 0 done/);
  t.is(help.stderr, '');
  const v = await exec(process.execPath, ['bin/einvoice.js', '--version']);
  t.is(v.stdout, `einvoice ${version}\n`);
  t.is((await run('generate', '--help')).code, 0);
});

test('usage errors exit 2 with a stable code, readable or as JSON', async (t) => {
  const none = await run();
  t.is(none.code, 2);
  t.regex(none.stderr, /Usage:/);
  const unknown = await run('frobnicate');
  t.is(unknown.code, 2);
  t.regex(unknown.stderr, /^einvoice: usage_error: unknown command "frobnicate"/);
  const option = await run('generate', 'x.json', '--colour', 'red', '--json');
  t.is(option.code, 2);
  t.is(JSON.parse(option.stdout).error, 'usage_error');
  const missing = await run('validate', join(dir, 'missing.json'), '--json');
  t.is(missing.code, 2);
  t.deepEqual(Object.keys(JSON.parse(missing.stdout)), ['error', 'message']);
  t.is(JSON.parse(missing.stdout).error, 'file_not_readable');
  const xml = await run('validate', join(dir, 'missing.xml'), '--json');
  t.is(xml.code, 2);
  t.is(JSON.parse(xml.stdout).error.reason, 'FILE_NOT_READABLE');
  const notJson = join(dir, 'broken.json');
  writeFileSync(notJson, '{"invoice": ');
  t.regex((await run('validate', notJson)).stderr, /^einvoice: file_not_readable: .*is not JSON/);
  t.is((await run('retrieve', 'x.pdf', '--key', 'env_live_x')).code, 2, '--key without --server');
  const unreachable = await run(
    'validate',
    file('ok.json', publicExample()),
    '--server',
    'http://127.0.0.1:9',
    '--json',
  );
  t.is(unreachable.code, 2);
  t.is(JSON.parse(unreachable.stdout).error, 'server_unreachable');
});

test('in-process: validate answers 0 for valid data, 1 with the problems for invalid data', async (t) => {
  const valid = await run('validate', file('valid.json', publicExample()));
  t.is(valid.code, 0, valid.stderr);
  t.regex(valid.stdout, /^valid — format zugferd, profile EN16931/);
  const bad = publicExample();
  bad.invoice.items[0].unit = 'XXX';
  const invalid = await run('validate', file('invalid.json', bad.invoice), '--json');
  t.is(invalid.code, 1);
  const answer = JSON.parse(invalid.stdout);
  t.false(answer.valid);
  t.true(answer.errors.some((e: string) => e.startsWith('$.invoice.items[0].unit: ')));
});

test('against a server: generate writes the files, retrieve reads them back, preview renders the PNG', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const server = ['--server', baseUrl, '--key', DEMO_KEY];
    const out = join(dir, 'out');
    const generated = await run(
      'generate',
      file('request.json', publicExample()),
      '--format',
      'zugferd',
      '--out-dir',
      out,
      ...server,
      '--json',
    );
    t.is(generated.code, 0, generated.stdout + generated.stderr);
    const answer = JSON.parse(generated.stdout);
    t.deepEqual(answer.files, [join(out, 'invoice-INV-2025-0042.pdf'), join(out, 'factur-x.xml')]);
    t.false('pdf_base64' in answer);
    t.true(readFileSync(answer.files[0]).subarray(0, 5).toString() === '%PDF-');

    const back = join(dir, 'back.json');
    const retrieved = await run('retrieve', answer.files[0], '-o', back, ...server);
    t.is(retrieved.code, 0, retrieved.stderr);
    t.regex(retrieved.stdout, /^valid — zugferd EN16931/);
    t.is(JSON.parse(readFileSync(back, 'utf8')).invoice.number, 'INV-2025-0042');

    const png = join(dir, 'page.png');
    const preview = await run(
      'preview',
      answer.transaction_id,
      '--dpi',
      '72',
      '-o',
      png,
      ...server,
    );
    t.is(preview.code, 0, preview.stderr);
    t.regex(preview.stdout, /^wrote .*page\.png \(\d+x\d+ px, page 1 of 1\)/);
    t.deepEqual([...readFileSync(png).subarray(1, 4)], [...Buffer.from('PNG')]);

    const keyless = await run(
      'generate',
      file('request.json', publicExample()),
      '--server',
      baseUrl,
      '--out-dir',
      out,
    );
    t.is(keyless.code, 2);
    t.regex(keyless.stderr, /^einvoice: missing_api_key: /);

    const refused = publicExample();
    delete refused.invoice.seller.vat_id;
    const rejected = await run(
      'generate',
      file('refused.json', refused),
      '--format',
      'zugferd',
      '--out-dir',
      out,
      ...server,
    );
    t.is(rejected.code, 1);
    t.regex(rejected.stderr, /^einvoice: validation_failed: /);
    t.regex(rejected.stderr, /\$\.invoice\.seller\.vat_id: /);

    const notInvoice = join(dir, 'order.xml');
    writeFileSync(notInvoice, '<Order xmlns="urn:x"/>');
    const unreadable = await run('retrieve', notInvoice, ...server);
    t.is(unreadable.code, 1);
    t.regex(unreadable.stdout, /error UNKNOWN_XML_FORMAT/);
  });
});

test('in-process: convert writes the target, lists lost terms, refuses with --strict, 1 for an unreadable source', async (t) => {
  const out = join(dir, 'converted');
  // A UBL with a card network (BG-18, cbc:NetworkID), which CII has no place for.
  const body = publicExample();
  body.invoice.payment = {
    means_code: '54',
    card: { pan_last_digits: '1234', holder_name: 'A Buyer', network_id: 'VISA' },
  };
  const ubl = join(dir, 'source');
  const generated = await run(
    'generate',
    file('ubl.json', body),
    '--format',
    'ubl',
    '--out-dir',
    ubl,
    '--json',
  );
  t.is(generated.code, 0, generated.stderr);
  const source = JSON.parse(generated.stdout).files[0];
  const converted = await run('convert', source, '--to', 'cii', '--out-dir', out);
  t.is(converted.code, 0, converted.stderr);
  t.regex(converted.stdout, /^converted ubl EN16931 → cii EN16931: .*invoice-INV-2025-0042\.xml\n/);
  t.regex(
    converted.stdout,
    /lost 1 value\(s\) the target cannot carry:\n {2}BG-18 \$\.invoice\.payment\.card\.network_id = VISA: /,
  );
  t.regex(
    readFileSync(join(out, 'invoice-INV-2025-0042.xml'), 'utf8'),
    /<(\w+:)?CrossIndustryInvoice\b/,
  );
  const strict = await run('convert', source, '--to', 'cii', '--strict', '--out-dir', out);
  t.is(strict.code, 1);
  t.regex(strict.stderr, /^einvoice: validation_failed: strict conversion to cii/);
  const usage = await run('convert', source);
  t.is(usage.code, 2);
  t.regex(usage.stderr, /--to/);
  const notInvoice = join(dir, 'not-invoice.xml');
  writeFileSync(notInvoice, '<Order xmlns="urn:x"/>');
  const unreadable = await run('convert', notInvoice, '--to', 'cii');
  t.is(unreadable.code, 1);
  t.regex(unreadable.stdout, /not converted: .*\n {2}error UNKNOWN_XML_FORMAT/);
});

test('npm i -g installs the einvoice command (package.json bin), which runs from any folder', async (t) => {
  const exec = promisify(execFile);
  const prefix = mkdtempSync(join(tmpdir(), 'einvoice-global-'));
  const root = new URL('../..', import.meta.url).pathname;
  await exec(
    'npm',
    ['install', '-g', '--prefix', prefix, root, '--ignore-scripts', '--no-audit', '--no-fund'],
    { timeout: 120_000 },
  );
  const { stdout } = await exec(join(prefix, 'bin', 'einvoice'), ['--version'], { cwd: tmpdir() });
  t.is(stdout, `einvoice ${version}\n`);
});
