/**
 * `npm run keys -- <command>`: manage accounts, plans and API keys on the configured database
 * (DATABASE_URL, or SQLITE_PATH, default ./data/einvoice.db). A key's secret is printed once,
 * at creation; nothing else ever shows it.
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
import { accountMessage, keyMessage } from '../src/accounts/admin-service.js';
import { management } from '../src/accounts/management.js';
import { openStore } from '../src/accounts/open-store.js';
import { RESERVATION_TTL_MS } from '../src/accounts/guard.js';
import { periodOf } from '../src/accounts/period.js';
import { planTable } from '../src/accounts/plans.js';
import { creditLimit, usageOf } from '../src/accounts/usage.js';
import { loadConfig } from '../src/config.js';

const USAGE = `usage: npm run keys -- <command> [options]
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
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i])).join('  ').trimEnd();
  return [line(columns), ...rows.map((r) => line(columns.map((c) => String(r[c] ?? ''))))].join('\n');
}

async function main(argv: string[]): Promise<void> {
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
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const plans = planTable(config.plans);
  const store = await openStore(config);
  const manage = management(store, plans);
  const print = (data: unknown, rows: Record<string, unknown>[]) => console.log(values.json ? JSON.stringify(data, (_k, v) => (typeof v === 'bigint' ? Number(v) : v), 2) : table(rows));
  const need = (value: string | undefined, what: string): string => {
    if (!value) throw new UsageError(`missing ${what}`);
    return value;
  };
  try {
    const [command, sub, ...rest] = positionals;
    if (command === 'accounts' && sub === 'create') {
      const account = accountMessage(await manage.createAccount(need(values.name, '--name'), values.plan));
      print(account, [account]);
    } else if (command === 'accounts' && sub === 'list') {
      const accounts = (await store.listAccounts()).map(accountMessage);
      print(accounts, accounts);
    } else if (command === 'accounts' && sub === 'set-plan') {
      const account = accountMessage(await manage.setPlan(need(rest[0] ?? values.account, '<account>'), need(rest[1] ?? values.plan, '<plan>')));
      print(account, [account]);
    } else if (command === 'create') {
      const env = need(values.env, '--env sandbox|live');
      if (env !== 'sandbox' && env !== 'live') throw new UsageError('--env is sandbox or live');
      const { key, secret } = await manage.createKey(need(values.account, '--account'), need(values.name, '--name'), env);
      if (values.json) console.log(JSON.stringify({ api_key: keyMessage(key), secret }, null, 2));
      else console.log(`${table([keyMessage(key)])}\n\nsecret (shown once, store it now): ${secret}`);
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
      const used = await store.used(account.id, periodOf(now), new Date(now.getTime() - RESERVATION_TTL_MS));
      const usage = { account: account.id, period: periodOf(now), used, ...usageOf(plan, used) };
      print(usage, [usage]);
    } else {
      throw new UsageError(`unknown command "${positionals.join(' ')}"`);
    }
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof TypeError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof ConnectError) console.error(error.rawMessage);
  else console.error((error as Error).message);
  process.exitCode = 1;
});
