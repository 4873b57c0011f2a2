/**
 * `einvoice keys <command>` (in a checkout also `npm run keys -- <command>`): manage accounts,
 * plans and API keys on the configured database (DATABASE_URL, or SQLITE_PATH, default
 * ./data/einvoice.db). Part of the compiled CLI, so it runs in the container image, which has no
 * TypeScript tooling. A key's secret is printed once, at creation; nothing else ever shows it.
 *
 *   accounts create --name <name> [--plan sandbox|starter|pro]
 *   accounts list
 *   accounts set-plan <account id|name> <plan>
 *   create --account <account id|name> --name <key name> --env sandbox|live
 *   list [--account <account id|name>]
 *   revoke <key id>
 *   plans
 *   usage --account <account id|name>
 * Add --json for machine-readable output.
 */
import { parseArgs } from 'node:util';
import { ConnectError } from '@connectrpc/connect';
import { accountMessage, keyMessage } from '../accounts/admin-service.js';
import { management } from '../accounts/management.js';
import { openStore } from '../accounts/open-store.js';
import { RESERVATION_TTL_MS } from '../accounts/guard.js';
import { periodOf } from '../accounts/period.js';
import { planTable } from '../accounts/plans.js';
import { creditLimit, usageOf } from '../accounts/usage.js';
import { loadConfig } from '../config.js';

const USAGE = `usage: einvoice keys <command> [options]
  accounts create --name <name> [--plan <plan>]   create an account (plan default: sandbox)
  accounts list                                     list accounts
  accounts set-plan <account> <plan>                move an account to another plan
  create --account <account> --name <name> --env sandbox|live
                                                    create an API key (the secret is shown once)
  list [--account <account>]                        list keys (never their secrets)
  revoke <key id>                                   revoke a key
  plans                                             show the plan table
  usage --account <account>                         credits used this UTC month
<account> is an account id (acc_...) or its exact name. Add --json for JSON output.`;

class UsageError extends Error {}

function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '(none)';
  const columns = Object.keys(rows[0]);
  const widths = columns.map((c) =>
    Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)),
  );
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(columns), ...rows.map((r) => line(columns.map((c) => String(r[c] ?? ''))))].join(
    '\n',
  );
}

/** Where the CLI writes (process.stdout/stderr, or a test's buffers). */
interface Sink {
  write(text: string): unknown;
}

async function run(argv: string[], out: Sink): Promise<void> {
  const log = (text: string) => out.write(`${text}\n`);
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      account: { type: 'string' },
      name: { type: 'string' },
      env: { type: 'string' },
      plan: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length === 0) {
    log(USAGE);
    return;
  }
  const config = loadConfig();
  const plans = planTable(config.plans);
  const store = await openStore(config);
  const manage = management(store, plans);
  const print = (data: unknown, rows: Record<string, unknown>[]) =>
    log(
      values.json
        ? JSON.stringify(data, (_k, v) => (typeof v === 'bigint' ? Number(v) : v), 2)
        : table(rows),
    );
  const need = (value: string | undefined, what: string): string => {
    if (!value) throw new UsageError(`missing ${what}`);
    return value;
  };
  try {
    const [command, sub, ...rest] = positionals;
    if (command === 'accounts' && sub === 'create') {
      const account = accountMessage(
        await manage.createAccount(need(values.name, '--name'), values.plan),
      );
      print(account, [account]);
    } else if (command === 'accounts' && sub === 'list') {
      const accounts = (await store.listAccounts()).map(accountMessage);
      print(accounts, accounts);
    } else if (command === 'accounts' && sub === 'set-plan') {
      const account = accountMessage(
        await manage.setPlan(
          need(rest[0] ?? values.account, '<account>'),
          need(rest[1] ?? values.plan, '<plan>'),
        ),
      );
      print(account, [account]);
    } else if (command === 'create') {
      const env = need(values.env, '--env sandbox|live');
      if (env !== 'sandbox' && env !== 'live') throw new UsageError('--env is sandbox or live');
      const { key, secret } = await manage.createKey(
        need(values.account, '--account'),
        need(values.name, '--name'),
        env,
      );
      if (values.json) log(JSON.stringify({ api_key: keyMessage(key), secret }, null, 2));
      else log(`${table([keyMessage(key)])}\n\nsecret (shown once, store it now): ${secret}`);
    } else if (command === 'list') {
      const account = values.account ? await store.findAccount(values.account) : undefined;
      if (values.account && !account) throw new UsageError(`no account "${values.account}"`);
      const keys = (await store.listKeys(account?.id)).map(keyMessage);
      print(keys, keys);
    } else if (command === 'revoke') {
      const key = keyMessage(await manage.revokeKey(need(sub, '<key id>')));
      print(key, [key]);
    } else if (command === 'plans') {
      const rows = [...plans.values()].map((p) => ({ ...p, limit: creditLimit(p) }));
      print(rows, rows);
    } else if (command === 'usage') {
      const account = await store.findAccount(need(values.account, '--account'));
      if (!account) throw new UsageError(`no account "${values.account}"`);
      const plan = plans.get(account.plan);
      if (!plan) throw new UsageError(`plan "${account.plan}" is not configured`);
      const now = new Date();
      const used = await store.used(
        account.id,
        periodOf(now),
        new Date(now.getTime() - RESERVATION_TTL_MS),
      );
      const usage = { account: account.id, period: periodOf(now), used, ...usageOf(plan, used) };
      print(usage, [usage]);
    } else {
      throw new UsageError(`unknown command "${positionals.join(' ')}"`);
    }
  } finally {
    await store.close();
  }
}

/** Runs `einvoice keys` with the arguments after "keys"; returns the exit code. */
export async function keysCommand(
  argv: string[],
  out: Sink = process.stdout,
  err: Sink = process.stderr,
): Promise<number> {
  try {
    await run(argv, out);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof TypeError)
      err.write(`${error.message}\n\n${USAGE}\n`);
    else if (error instanceof ConnectError) err.write(`${error.rawMessage}\n`);
    else err.write(`${(error as Error).message}\n`);
    return 1;
  }
}
