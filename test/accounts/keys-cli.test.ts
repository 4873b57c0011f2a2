/**
 * `einvoice keys` (`npm run keys`): one command creates an account, one a key (secret printed
 * once), listings never show it, revoke works, and the key then authenticates (or not) against
 * the same file.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import test from 'ava';
import { authenticate } from '../../src/accounts/identity.js';
import { planTable } from '../../src/accounts/plans.js';
import { openSqliteStore } from '../../src/accounts/sqlite-store.js';

const run = promisify(execFile);

test('keys CLI: accounts create, create, list, accounts set-plan, revoke', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'einvoice-cli-'));
  t.teardown(() => rmSync(folder, { recursive: true, force: true }));
  const env = {
    ...process.env,
    SQLITE_PATH: join(folder, 'nested', 'einvoice.db'),
    DATABASE_URL: '',
  };
  const keys = async (...args: string[]) =>
    JSON.parse(
      (await run(process.execPath, ['bin/einvoice.js', 'keys', ...args, '--json'], { env })).stdout,
    );

  const account = await keys('accounts', 'create', '--name', 'ACME GmbH', '--plan', 'starter');
  t.like(account, { name: 'ACME GmbH', plan: 'starter' });
  const created = await keys('create', '--account', 'ACME GmbH', '--name', 'ci', '--env', 'live');
  t.regex(created.secret, /^env_live_[A-Za-z0-9]{43}$/);
  const [listed, moved] = await Promise.all([
    keys('list', '--account', account.id),
    keys('accounts', 'set-plan', 'ACME GmbH', 'pro'),
  ]);
  t.is(listed.length, 1);
  t.false(JSON.stringify(listed).includes(created.secret.slice(13)), 'list shows no secret');
  t.is(moved.plan, 'pro');

  const store = openSqliteStore(env.SQLITE_PATH);
  t.teardown(() => store.close());
  t.is((await authenticate(store, planTable(), created.secret)).plan.id, 'pro');
  const revoked = await keys('revoke', created.api_key.id);
  t.not(revoked.revokedAt, '');
  await t.throwsAsync(authenticate(store, planTable(), created.secret));

  const failure = await t.throwsAsync(
    run(
      process.execPath,
      ['bin/einvoice.js', 'keys', 'create', '--account', 'nobody', '--name', 'x', '--env', 'live'],
      { env },
    ),
  );
  t.regex(String((failure as { stderr?: string }).stderr), /no account "nobody"/);
});
