/**
 * Accounts overhead per request on SQLite (target: at most 0.3 ms): authentication, rate limit,
 * credit reservation and commit around a no-op operation, against the same no-op without
 * guard. The account already holds a pro-sized month of ledger rows, so the usage sum works on
 * realistic data. Run: `npm run bench -- accounts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHandlerContext } from '@connectrpc/connect';
import { InvoiceService } from '../gen/einvoice/v1/invoice_service_pb.js';
import { createAccounts } from '../src/accounts/index.js';
import { management } from '../src/accounts/management.js';
import { testConfig } from '../src/config.js';

const folder = mkdtempSync(join(tmpdir(), 'einvoice-bench-accounts-'));
const PLANS = { bench: { monthlyCredits: 10_000_000, requestsPerMinute: 100_000_000 } };
const accounts = await createAccounts(
  testConfig({ sqlitePath: join(folder, 'accounts.db'), demoApiKey: '', plans: PLANS }),
);
const manage = management(accounts.store, accounts.plans);
const account = await manage.createAccount('bench', 'bench');
const { secret } = await manage.createKey(account.id, 'bench', 'live');

const context = (headers: Record<string, string>) =>
  createHandlerContext({
    service: InvoiceService,
    method: InvoiceService.method.generateInvoice,
    protocolName: 'rest',
    requestMethod: 'POST',
    url: 'http://localhost/v1/generate',
    requestHeader: new Headers(headers),
  });
const noop = async () => 'ok';
const GENERATE = { operation: 'generate', cost: 1, keyRequired: true } as const;
const VALIDATE = { operation: 'validate', cost: 0, keyRequired: false } as const;
const bytes = {
  serialize: (s: string) => Buffer.from(s),
  deserialize: (b: Uint8Array) => Buffer.from(b).toString(),
};

/** Median over rounds of wall time per call, and CPU time per call (less disturbed by a busy machine). */
async function perRequestMs(
  n: number,
  fn: (i: number) => Promise<unknown>,
): Promise<{ wall: number; cpu: number }> {
  for (let i = 0; i < 200; i++) await fn(-i - 1); // warm-up
  const rounds = 10;
  const walls: number[] = [];
  const cpus: number[] = [];
  let i = 0;
  for (let r = 0; r < rounds; r++) {
    const cpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    for (let k = 0; k < n / rounds; k++) await fn(i++);
    walls.push(Number(process.hrtime.bigint() - start) / 1e6 / (n / rounds));
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1e3 / (n / rounds));
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { wall: median(walls), cpu: median(cpus) };
}

// A month of a busy pro account already in the ledger.
for (let i = 0; i < 2000; i++)
  await accounts.guard(context({ 'x-api-key': secret }), GENERATE, noop);

const N = 5000;
const baseline = await perRequestMs(N, async () => (context({ 'x-api-key': secret }), noop()));
const charged = await perRequestMs(N, () =>
  accounts.guard(context({ 'x-api-key': secret }), GENERATE, noop),
);
const free = await perRequestMs(N, () =>
  accounts.guard(context({ 'x-api-key': secret }), VALIDATE, noop),
);
const idempotent = await perRequestMs(N, (i) =>
  accounts.guard(
    context({ 'x-api-key': secret, 'idempotency-key': `bench-${i}` }),
    GENERATE,
    noop,
    { ...bytes, requestHash: 'h' },
  ),
);
const anonymous = await perRequestMs(N, () => accounts.guard(context({}), VALIDATE, noop));

const rows = [
  ['authenticate + rate limit + reserve + commit (generate)', charged],
  ['same with Idempotency-Key (response stored)', idempotent],
  ['authenticate + rate limit (free operation with a key)', free],
  ['no key on a free operation', anonymous],
] as const;
const fmt = (ms: number) => `${Math.max(0, ms).toFixed(3)} ms`;
console.log(`${'overhead per request, beyond a no-op operation'.padEnd(58)} wall (median)  CPU`);
for (const [label, m] of rows)
  console.log(
    `${label.padEnd(58)} ${fmt(m.wall - baseline.wall).padEnd(14)} ${fmt(m.cpu - baseline.cpu)}`,
  );
// On a machine busier than its cores, wall time is mostly waiting for a CPU: judge by CPU time then.
const busy = loadavg()[0] > cpus().length;
const overhead = busy ? charged.cpu - baseline.cpu : charged.wall - baseline.wall;
const ledgerRows = (await accounts.store.ledger(account.id)).length;
console.log(
  `charged-request overhead ${overhead.toFixed(3)} ms (${busy ? 'CPU time: the machine is busy' : 'wall time'}): ` +
    `${overhead <= 0.3 ? 'within' : 'ABOVE'} the 0.3 ms target ` +
    `(SQLite file, WAL, synchronous=NORMAL; ${ledgerRows} ledger rows; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
);
await accounts.close();
rmSync(folder, { recursive: true, force: true });
