// The published TypeScript client as a user gets it: its folder's committed files copied to an
// empty directory outside the repository, its own dependencies installed there (TypeScript
// included), built and packed with `npm pack` there; the tarball installed into another empty
// folder (dependencies from the npm registry) and used from there against a running server:
// ValidateInvoice, GenerateInvoice and RenderPreview (its input oneof) over Connect, key as X-API-Key.
import test from 'ava';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { testConfig } from '../../src/config.js';
import { build } from '../../src/server/build.js';
import { startFullServer, type FullServer } from '../mcp/helpers/full-server.js';
import { repoRoot } from './run-program.js';
import { DEMO_KEY, startServer } from '../helpers/server.js';

const run = promisify(execFile);
const pkgDir = `${repoRoot}packages/client`;
let installed: any;
let server: FullServer;
let work = '';

test.before(async () => {
  work = mkdtempSync(join(tmpdir(), 'einvoice-client-'));
  const source = join(work, 'package');
  const { stdout: tracked } = await run(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '.'],
    { cwd: pkgDir },
  );
  for (const file of tracked.split('\n').filter(Boolean))
    cpSync(join(pkgDir, file), join(source, file), { recursive: true });
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: source, timeout: 180_000 });
  await run('npm', ['pack', '--pack-destination', work], { cwd: source, timeout: 180_000 });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
  const app = join(work, 'app');
  await run('mkdir', ['-p', app]);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'app', private: true, type: 'module' }),
  );
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--ignore-scripts', join(work, tarball)],
    { cwd: app, timeout: 180_000 },
  );
  installed = await import(
    pathToFileURL(join(app, 'node_modules/@einvoice/client/dist/index.js')).href
  );
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
  seller: {
    name: 'Muster Software GmbH',
    vatId: 'DE123456789',
    street: 'Friedrichstraße 123',
    city: 'Berlin',
    postalCode: '10117',
    country: 'DE',
  },
  buyer: {
    name: 'Exemple Conseil SARL',
    vatId: 'FR40303265045',
    street: '12 rue de la Paix',
    city: 'Paris',
    postalCode: '75002',
    country: 'FR',
  },
  items: [
    { description: 'Software development', quantity: 12, unit: 'HUR', unitPrice: 95, vatRate: 19 },
  ],
  payment: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
};

test('the packed client validates and generates against a running server', async (t) => {
  t.timeout(120_000);
  const client = installed.createClient(server.baseUrl, {
    apiKey: 'env_sandbox_demo_try_einvoice_public_key_000001',
  });
  const check = await client.validateInvoice({ invoice });
  t.true(check.valid, check.errors.join('\n'));
  t.is(check.format.formatUsed, 'zugferd');
  const result = await client.generateInvoice({ format: 'facturx', invoice });
  t.is(result.filename, 'invoice-INV-2025-0042.pdf');
  t.is(result.validation.status, 'valid');
  t.is(Buffer.from(result.pdfBase64.subarray(0, 5)).toString(), '%PDF-');
  t.true(result.xmlBase64.byteLength > 1000);
});

test('the packed client previews through the input oneof: by transaction id and from invoice data', async (t) => {
  t.timeout(120_000);
  const client = installed.createClient(server.baseUrl, {
    apiKey: 'env_sandbox_demo_try_einvoice_public_key_000001',
  });
  const { transactionId } = await client.generateInvoice({ format: 'facturx', invoice });
  const byId = await client.renderPreview({
    input: { case: 'transactionId', value: transactionId },
    dpi: 72,
  });
  t.is(byId.transactionId, transactionId);
  t.is(byId.image.contentType, 'image/png');
  t.true(byId.width > 0 && byId.pageCount >= 1);
  const fromData = await client.renderPreview({
    input: { case: 'invoice', value: invoice },
    format: 'facturx',
    dpi: 72,
  });
  t.like(fromData, { width: byId.width, height: byId.height, source: 'render' });
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
  await installed
    .createClient(`http://127.0.0.1:${port}`, { apiKey: 'env_live_abc' })
    .validateInvoice({});
  await installed.createClient(`http://127.0.0.1:${port}`).validateInvoice({});
  t.deepEqual(seen, ['env_live_abc', null]);
});

test('typed errors: the reason and the field violations of a failed call', async (t) => {
  // The whole service (with accounts), as a user meets it.
  const app = await startServer();
  t.teardown(() => app.close());
  const keyless = installed.createClient(app.baseUrl);
  const missing = installed.errorInfo(await t.throwsAsync(keyless.generateInvoice({ invoice })));
  t.is(missing.code, installed.Code.Unauthenticated);
  t.is(missing.reason, 'MISSING_API_KEY');
  const client = installed.createClient(app.baseUrl, { apiKey: DEMO_KEY });
  const refused = installed.errorInfo(
    await t.throwsAsync(
      client.generateInvoice({
        format: 'zugferd',
        invoice: { ...invoice, seller: { name: 'No VAT id' } },
      }),
    ),
  );
  t.is(refused.reason, 'VALIDATION_FAILED');
  t.true(refused.fieldViolations.some((v: any) => v.field === '$.invoice.seller.vat_id'));
  t.truthy(installed.ErrorInfoSchema);
  t.truthy(installed.BadRequestSchema);
});

test('retries: UNAVAILABLE, rate limits and an Idempotency-Key in progress again with one Idempotency-Key, quota never', async (t) => {
  const { apiError } = await import('../../src/errors/api-error.js');
  const failures: Record<string, string[]> = {
    UNAVAILABLE: ['ACCOUNTS_UNAVAILABLE'],
    RATE: ['RATE_LIMITED'],
    IN_PROGRESS: ['IDEMPOTENCY_IN_PROGRESS'],
    QUOTA: ['QUOTA_EXCEEDED', 'QUOTA_EXCEEDED', 'QUOTA_EXCEEDED'],
  };
  const keys: (string | null)[] = [];
  let plan: string[] = [];
  const app = build(testConfig(), {
    invoice: {
      validate: () => ({ valid: true }),
      generate: (_req, ctx) => {
        keys.push(ctx.requestHeader.get('idempotency-key'));
        const next = plan.shift();
        if (next)
          throw apiError(next as never, `failing with ${next}`, [], undefined, {
            'retry-after': '0',
          });
        return { filename: 'x.pdf' };
      },
    },
  });
  const port = await app.listen();
  t.teardown(() => app.close());
  const client = installed.createClient(`http://127.0.0.1:${port}`, {
    apiKey: 'k',
    retry: { baseDelayMs: 1 },
  });
  for (const [name, failing] of Object.entries(failures)) {
    plan = [...failing];
    keys.length = 0;
    if (name === 'QUOTA') {
      const error = installed.errorInfo(await t.throwsAsync(client.generateInvoice({ invoice })));
      t.is(error.reason, 'QUOTA_EXCEEDED');
      t.is(keys.length, 1, 'quota: one attempt');
    } else {
      t.is((await client.generateInvoice({ invoice })).filename, 'x.pdf', name);
      t.is(keys.length, 2, `${name}: two attempts`);
      t.truthy(keys[0]);
      t.is(keys[0], keys[1], `${name}: one Idempotency-Key`);
    }
  }
  const once = installed.createClient(`http://127.0.0.1:${port}`, {
    apiKey: 'k',
    retry: { maxAttempts: 1 },
  });
  plan = ['ACCOUNTS_UNAVAILABLE'];
  await t.throwsAsync(once.generateInvoice({ invoice }));
  // Still in progress on every attempt: the attempts are bounded, the last error is the caller's.
  plan = Array(5).fill('IDEMPOTENCY_IN_PROGRESS');
  keys.length = 0;
  const stuck = installed.errorInfo(await t.throwsAsync(client.generateInvoice({ invoice })));
  t.is(stuck.code, installed.Code.Aborted);
  t.is(stuck.reason, 'IDEMPOTENCY_IN_PROGRESS');
  t.is(keys.length, 3, 'three attempts (the default), then the error');
  t.true(keys.every((k) => k === keys[0]));
  t.true(
    installed.isRetryable(
      new installed.ConnectError('x', installed.Code.Aborted, undefined, [
        {
          desc: installed.ErrorInfoSchema,
          value: { reason: 'IDEMPOTENCY_IN_PROGRESS', domain: 'einvoice' },
        },
      ]),
    ),
  );
  t.false(
    installed.isRetryable(new installed.ConnectError('x', installed.Code.Aborted)),
    'another ABORTED is not retried',
  );
});

test('the README quick start runs as written from the installed package', async (t) => {
  t.timeout(120_000);
  const readme = readFileSync(`${pkgDir}/README.md`, 'utf8');
  const program = /```ts\n([\s\S]*?)```/.exec(readme)![1]!;
  const app = await startServer();
  t.teardown(() => app.close());
  // The one change: the README's placeholder address becomes the test server's.
  const file = join(work, 'app', 'quickstart.mjs');
  writeFileSync(file, program.replace("'https://einvoice.example.com'", `'${app.baseUrl}'`));
  const { stdout } = await run(process.execPath, [file], {
    cwd: join(work, 'app'),
    env: { ...process.env, EINVOICE_API_KEY: DEMO_KEY },
  });
  t.regex(stdout, /^invoice-INV-2025-0042\.pdf valid \d+\n$/);
});
