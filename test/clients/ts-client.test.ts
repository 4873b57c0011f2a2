// The published TypeScript client: built with tsc, packed with `npm pack`, installed from the
// tarball into an empty folder (its dependencies from the npm registry), and used from there
// against a running server: ValidateInvoice and GenerateInvoice over Connect, key as X-API-Key.
import test from 'ava';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { testConfig } from '../../src/config.js';
import { build } from '../../src/server/build.js';
import { startFullServer, type FullServer } from '../mcp/helpers/full-server.js';
import { repoRoot } from './run-program.js';

const run = promisify(execFile);
const pkgDir = `${repoRoot}packages/client`;
let installed: any;
let server: FullServer;
let work = '';

test.before(async () => {
  work = mkdtempSync(join(tmpdir(), 'einvoice-client-'));
  await run(process.execPath, ['scripts/build.mjs'], { cwd: pkgDir });
  await run('npm', ['pack', '--ignore-scripts', '--pack-destination', work], { cwd: pkgDir });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
  const app = join(work, 'app');
  await run('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', join(work, tarball)], { cwd: app, timeout: 180_000 });
  installed = await import(pathToFileURL(join(app, 'node_modules/@einvoice/client/dist/index.js')).href);
  server = await startFullServer();
});
test.after.always(async () => {
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const invoice = {
  number: 'INV-2025-0042',
  date: '2025-03-14',
  dueDate: '2025-04-13',
  seller: { name: 'Muster Software GmbH', vatId: 'DE123456789', street: 'Friedrichstraße 123', city: 'Berlin', postalCode: '10117', country: 'DE' },
  buyer: { name: 'Exemple Conseil SARL', vatId: 'FR40303265045', street: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' },
  items: [{ description: 'Software development', quantity: 12, unit: 'HUR', unitPrice: 95, vatRate: 19 }],
  payment: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
};

test('the packed client validates and generates against a running server', async (t) => {
  t.timeout(120_000);
  const client = installed.createClient(server.baseUrl, { apiKey: 'sk_test_example' });
  const check = await client.validateInvoice({ invoice });
  t.true(check.valid, check.errors.join('\n'));
  t.is(check.format.formatUsed, 'zugferd');
  const result = await client.generateInvoice({ format: 'facturx', invoice });
  t.is(result.filename, 'invoice-INV-2025-0042.pdf');
  t.is(result.validation.status, 'valid');
  t.is(Buffer.from(result.pdfBase64.subarray(0, 5)).toString(), '%PDF-');
  t.true(result.xmlBase64.byteLength > 1000);
});

test('errors arrive as ConnectError with the API message; binary format works too', async (t) => {
  const client = installed.createClient(server.baseUrl, { binary: true });
  const error = await t.throwsAsync(client.generateInvoice({ invoice: { number: 'X' } }));
  t.true(error instanceof installed.ConnectError);
  t.is((error as any).code, installed.Code.InvalidArgument);
  const check = await client.validateInvoice({ invoice });
  t.true(check.valid);
});

test('the key travels as X-API-Key', async (t) => {
  const seen: (string | null)[] = [];
  const app = build(testConfig(), {
    invoice: {
      validate: (_req, ctx) => {
        seen.push(ctx.requestHeader.get('x-api-key'));
        return { valid: true };
      },
    },
  });
  const port = await app.listen();
  t.teardown(() => app.close());
  await installed.createClient(`http://127.0.0.1:${port}`, { apiKey: 'sk_live_abc' }).validateInvoice({});
  await installed.createClient(`http://127.0.0.1:${port}`).validateInvoice({});
  t.deepEqual(seen, ['sk_live_abc', null]);
});
