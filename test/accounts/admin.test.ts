/**
 * AdminService over a real Connect server (HTTP/1.1) on both stores: the admin token is
 * required and checked, keys are listed without secrets, the secret is returned once, plans
 * can be changed, a revoked key fails at once, and migrations re-run harmlessly. On the whole
 * service, over Connect, gRPC and gRPC-Web, the token is checked before the requests' field
 * rules: without it a caller learns nothing of them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import test from 'ava';
import { Code, ConnectError, createClient, type Client } from '@connectrpc/connect';
import {
  connectNodeAdapter,
  createConnectTransport,
  createGrpcTransport,
  createGrpcWebTransport,
} from '@connectrpc/connect-node';
import { AdminService } from '../../gen/einvoice/v1/admin_service_pb.js';
import { BadRequestSchema, ErrorInfoSchema } from '../../gen/google/rpc/error_details_pb.js';
import { adminServiceImpl } from '../../src/accounts/admin-service.js';
import { planTable } from '../../src/accounts/plans.js';
import type { AccountStore } from '../../src/accounts/store.js';
import { forEachBackend } from './helpers/backends.js';
import { contextWith } from './helpers/context.js';
import { fixture } from './helpers/fixture.js';
import { startServer } from '../helpers/server.js';

const TOKEN = 'admin-token-for-tests-0123456789';

async function serve(
  store: AccountStore,
  adminToken: string | undefined,
): Promise<{ client: (token?: string) => Client<typeof AdminService>; close(): Promise<void> }> {
  const server = http.createServer(
    connectNodeAdapter({
      routes: (router) =>
        router.service(AdminService, adminServiceImpl(store, adminToken, planTable())),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    client: (token) =>
      createClient(
        AdminService,
        createConnectTransport({
          baseUrl,
          httpVersion: '1.1',
          interceptors: token
            ? [(next) => (req) => (req.header.set('authorization', `Bearer ${token}`), next(req))]
            : [],
        }),
      ),
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
      plans.map((p) => [
        p.id,
        Number(p.monthlyCredits),
        p.requestsPerMinute,
        Number(p.overageAllowed),
        p.watermark,
      ]),
      [
        ['sandbox', 100, 60, 0, true],
        ['starter', 500, 120, 50, false],
        ['pro', 2000, 300, 200, false],
      ],
    );
    const { account } = await admin.createAccount({ name: 'ACME GmbH', plan: 'starter' });
    t.regex(account!.id, /^acc_[A-Za-z0-9]{16}$/);
    t.is(
      (await admin.setAccountPlan({ accountId: account!.id, plan: 'pro' })).account?.plan,
      'pro',
    );
    t.is(
      await code(admin.setAccountPlan({ accountId: account!.id, plan: 'platinum' })),
      Code.InvalidArgument,
    );
    const created = await admin.createApiKey({
      accountId: account!.id,
      name: 'ci',
      environment: 'live',
    });
    t.regex(created.secret, /^env_live_[A-Za-z0-9]{43}$/);
    t.is(created.apiKey?.prefix, created.secret.slice(0, 13));
    const listed = await admin.listApiKeys({ accountId: account!.id });
    t.is(listed.apiKeys.length, 1);
    t.false(JSON.stringify(listed).includes(created.secret.slice(13)), 'listing carries no secret');
    t.is(listed.apiKeys[0].lastUsedAt, '');

    const f = await fixture(store);
    await f.accounts.guard(
      contextWith({ 'x-api-key': created.secret }),
      { operation: 'retrieve', cost: 1, keyRequired: true },
      async () => 'ok',
    );
    t.not(
      (await admin.listApiKeys({})).apiKeys.find((k) => k.id === created.apiKey!.id)?.lastUsedAt,
      '',
    );
    const revoked = await admin.revokeApiKey({ keyId: created.apiKey!.id });
    t.not(revoked.apiKey?.revokedAt, '');
    const error = await t.throwsAsync(
      f.accounts.guard(
        contextWith({ 'x-api-key': created.secret }),
        { operation: 'retrieve', cost: 1, keyRequired: true },
        async () => 'ok',
      ),
    );
    t.is(ConnectError.from(error).code, Code.Unauthenticated);
    t.is((await admin.listAccounts({})).accounts.length, 1);
  });
});

/** The whole service (request-rules interceptor included) with an admin token, on every transport. */
const TRANSPORTS = {
  connect: (baseUrl: string) => createConnectTransport({ baseUrl, httpVersion: '1.1' }),
  grpc: (baseUrl: string) => createGrpcTransport({ baseUrl }),
  'grpc-web': (baseUrl: string) => createGrpcWebTransport({ baseUrl, httpVersion: '1.1' }),
};

for (const [transport, make] of Object.entries(TRANSPORTS)) {
  test(`${transport}: an admin request breaking its field rules is 401/403 without the admin token (no field violations), 400 with it`, async (t) => {
    const server = await startServer({ adminToken: TOKEN });
    t.teardown(() => server.close());
    const admin = createClient(AdminService, make(server.baseUrl));
    const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    const refused = async (call: Promise<unknown>) => ConnectError.from(await t.throwsAsync(call));
    const invalid: [string, () => Promise<unknown>, (options: object) => Promise<unknown>][] = [
      ['CreateAccount', () => admin.createAccount({}), (o) => admin.createAccount({}, o)],
      [
        'CreateApiKey',
        () => admin.createApiKey({ environment: 'staging' }),
        (o) => admin.createApiKey({ environment: 'staging' }, o),
      ],
      ['RevokeApiKey', () => admin.revokeApiKey({}), (o) => admin.revokeApiKey({}, o)],
      ['SetAccountPlan', () => admin.setAccountPlan({}), (o) => admin.setAccountPlan({}, o)],
    ];
    for (const [name, keyless, withOptions] of invalid) {
      const missing = await refused(keyless());
      t.is(missing.code, Code.Unauthenticated, `${name} without a token`);
      t.is(missing.findDetails(ErrorInfoSchema)[0]?.reason, 'MISSING_API_KEY');
      t.deepEqual(
        missing.findDetails(BadRequestSchema),
        [],
        `${name}: no field violations before the token`,
      );
      t.notRegex(
        missing.rawMessage,
        /invalid request|account_id|key_id|name|environment/,
        `${name}: the message says nothing of the fields`,
      );
      const wrong = await refused(withOptions(bearer('not-the-token')));
      t.is(wrong.code, Code.PermissionDenied, `${name} with a wrong token`);
      t.deepEqual(wrong.findDetails(BadRequestSchema), []);
      const checked = await refused(withOptions(bearer(TOKEN)));
      t.is(checked.code, Code.InvalidArgument, `${name} with the token: the field rules as before`);
      t.is(checked.findDetails(ErrorInfoSchema)[0]?.reason, 'INVALID_REQUEST');
      t.true(
        checked.findDetails(BadRequestSchema)[0]!.fieldViolations.length > 0,
        `${name}: field violations`,
      );
    }
  });
}

test('Connect over plain HTTP: an admin request breaking its rules without the token is 401 with only the ErrorInfo', async (t) => {
  const server = await startServer({ adminToken: TOKEN });
  t.teardown(() => server.close());
  const post = (headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/einvoice.v1.AdminService/CreateApiKey`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{"environment":"staging"}',
    });
  const keyless = await post();
  const body = await keyless.text();
  t.is(keyless.status, 401, body);
  t.is(JSON.parse(body).code, 'unauthenticated');
  t.notRegex(body, /BadRequest|account_id|environment|staging/);
  const checked = await post({ authorization: `Bearer ${TOKEN}` });
  t.is(checked.status, 400);
  t.regex(await checked.text(), /google\.rpc\.BadRequest/);
});
