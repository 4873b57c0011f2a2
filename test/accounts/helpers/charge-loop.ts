/**
 * Child process for the crash test: charges one key through guard in a loop, 8 requests in
 * flight, each with its own Idempotency-Key (req-<n>), and prints "ack <n>" once a charge is
 * committed. The parent kills it with SIGKILL mid-load.
 * Usage: tsx charge-loop.ts <sqlite path> <secret> <plans JSON>
 */
import { createAccounts } from '../../../src/accounts/index.js';
import { testConfig } from '../../../src/config.js';
import { contextWith } from './context.js';

const [path, secret, plans] = process.argv.slice(2);
const accounts = await createAccounts(
  testConfig({ sqlitePath: path, demoApiKey: '', plans: JSON.parse(plans) }),
);
const bytes = {
  serialize: (s: string) => Buffer.from(s),
  deserialize: (b: Uint8Array) => Buffer.from(b).toString(),
};
let next = 0;

async function worker(): Promise<void> {
  for (;;) {
    const n = next++;
    const context = contextWith({ 'x-api-key': secret, 'idempotency-key': `req-${n}` });
    await accounts.guard(
      context,
      { operation: 'generate', cost: 1, keyRequired: true },
      async () => `doc ${n}`,
      { ...bytes, requestHash: `body-${n}` },
    );
    process.stdout.write(`ack ${n}\n`);
  }
}

process.stdout.write('ready\n');
await Promise.all(Array.from({ length: 8 }, worker));
