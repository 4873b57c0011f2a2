// Three replicas of the service on one machine, sharing one PostgreSQL and one Redis, behind a
// real HAProxy (HTTP/1.1 and h2c in, h2c to the replicas), driven over REST and gRPC: credits
// stay exact across replicas, the keyless rate limit is shared, a preview of a transaction
// generated on one replica is served by another, and an Idempotency-Key retry on another replica
// is not charged again, and a replica that stops mid-load loses no request.
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createGrpcTransport } from '@connectrpc/connect-node';
import {
  GenerateInvoiceRequestSchema,
  InvoiceService,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { EinvoiceServer } from '../../src/server/build.js';
import { publicExample } from '../helpers/example.js';
import { haproxyUnavailable, startHaproxy, type TestBalancer } from '../helpers/haproxy.js';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../helpers/postgres.js';
import { redisUnavailable, startRedis, type TestRedis } from '../helpers/redis.js';
import { firstMissing, requires } from '../helpers/requires.js';
import { DEMO_KEY, postJson, withDemoKey } from '../helpers/server.js';

const REPLICAS = 3;
/** The demo key's (sandbox) monthly credits in this test. */
const CREDITS = 6;
/** Keyless requests a minute per client address. */
const ANONYMOUS_PER_MINUTE = 5;

const missing = firstMissing(postgresUnavailable(), redisUnavailable(), haproxyUnavailable());
const serial = requires(missing).serial;

interface Replica {
  app: EinvoiceServer;
  baseUrl: string;
  /** Request ids this replica logged (which replica answered what). */
  requestIds: string[];
}

let postgres: TestPostgres | null = null;
let redis: TestRedis | null = null;
let balancer: TestBalancer | undefined;
const replicas: Replica[] = [];

/** A generate of a plain PDF/A-3 (format pdf): the official XML validation is not involved. */
const pdfInvoice = () => ({ ...publicExample(), format: 'pdf' });

if (!missing) {
  test.before(async () => {
    postgres = await startPostgres();
    redis = await startRedis();
    const databaseUrl = await postgres!.createDatabase();
    for (let i = 0; i < REPLICAS; i++) {
      const requestIds: string[] = [];
      const app = createApp(
        testConfig({
          databaseUrl,
          redisUrl: redis!.url,
          trustProxyHops: 1,
          previewWorkers: 1,
          anonymousRequestsPerMinute: ANONYMOUS_PER_MINUTE,
          plans: { sandbox: { monthlyCredits: CREDITS, requestsPerMinute: 100_000 } },
        }),
        { accessLogSink: (line) => requestIds.push(JSON.parse(line).request_id) },
      );
      const port = await app.listen();
      replicas.push({ app, baseUrl: `http://127.0.0.1:${port}`, requestIds });
    }
    balancer = await startHaproxy(replicas.map((r) => Number(new URL(r.baseUrl).port)));
  });

  test.after.always(async () => {
    await balancer?.stop();
    for (const replica of replicas) await replica.app.close().catch(() => undefined);
    await redis?.stop();
    await postgres?.stop();
  });
}

const remaining = async (baseUrl: string) =>
  (await (await fetch(`${baseUrl}/v1/account`, { headers: withDemoKey() })).json())
    .remaining as number;

serial('an Idempotency-Key retry answered by another replica is not charged again', async (t) => {
  const [first, second] = replicas;
  const headers = withDemoKey({ 'idempotency-key': 'multi-replica-0001' });
  const original = await postJson(first!.baseUrl, '/v1/generate', pdfInvoice(), headers);
  t.is(original.status, 200, original.text);
  const retry = await postJson(second!.baseUrl, '/v1/generate', pdfInvoice(), headers);
  t.is(retry.status, 200, retry.text);
  // A PDF is larger than what a key keeps: the retry produces it again, free ("rerun").
  t.regex(retry.headers.get('idempotent-replayed') ?? '', /^(true|rerun)$/);
  t.is(await remaining(replicas[2]!.baseUrl), CREDITS - 1);
  // The transaction of that generate, previewed on the third replica (no key, free).
  const preview = await fetch(
    `${replicas[2]!.baseUrl}/v1/preview/${original.json.transaction_id}.png?page=1&dpi=72`,
  );
  t.is(preview.status, 200);
  t.is(preview.headers.get('content-type'), 'image/png');
  t.is(preview.headers.get('x-transaction-id'), original.json.transaction_id);
});

serial('the keyless rate limit is one bucket for all replicas', async (t) => {
  // One client (named by the trusted X-Forwarded-For entry) calling each replica in turn.
  const statuses: number[] = [];
  for (let i = 0; i < ANONYMOUS_PER_MINUTE + 4; i++) {
    const replica = replicas[i % REPLICAS]!;
    statuses.push(
      (
        await postJson(replica.baseUrl, '/v1/validate', publicExample(), {
          'x-forwarded-for': '203.0.113.9',
        })
      ).status,
    );
  }
  t.is(statuses.filter((s) => s === 200).length, ANONYMOUS_PER_MINUTE);
  t.is(statuses.filter((s) => s === 429).length, 4);
});

serial(
  'through HAProxy over REST and gRPC: concurrent generates on one key spend exactly its credits',
  async (t) => {
    const left = await remaining(balancer!.baseUrl);
    t.is(left, CREDITS - 1);
    const grpc = createClient(InvoiceService, createGrpcTransport({ baseUrl: balancer!.baseUrl }));
    // gRPC (h2c) through the balancer works for the free operation too.
    t.true(
      (await grpc.validateInvoice(fromJson(ValidateInvoiceRequestSchema, publicExample()))).valid,
    );

    const attempts = 12;
    const outcomes = await Promise.all(
      Array.from({ length: attempts }, async (_, i) => {
        const requestId = `multi-replica-generate-${i}`;
        if (i % 2 === 0) {
          const response = await postJson(
            balancer!.baseUrl,
            '/v1/generate',
            pdfInvoice(),
            withDemoKey({ 'x-request-id': requestId }),
          );
          return response.status === 200
            ? 'ok'
            : response.status === 402
              ? 'quota'
              : `rest ${response.status}`;
        }
        try {
          await grpc.generateInvoice(fromJson(GenerateInvoiceRequestSchema, pdfInvoice()), {
            headers: { 'x-api-key': DEMO_KEY, 'x-request-id': requestId },
          });
          return 'ok';
        } catch (error) {
          const code = ConnectError.from(error).code;
          return code === Code.ResourceExhausted ? 'quota' : `grpc ${Code[code]}`;
        }
      }),
    );
    t.is(outcomes.filter((o) => o === 'ok').length, left, outcomes.join(', '));
    t.is(outcomes.filter((o) => o === 'quota').length, attempts - left, outcomes.join(', '));
    t.is(await remaining(balancer!.baseUrl), 0);
    // The balancer spread them: more than one replica answered.
    const answering = replicas.filter((r) =>
      r.requestIds.some((id) => id.startsWith('multi-replica-generate-')),
    );
    t.true(answering.length > 1, `answered by ${answering.length} replica(s)`);
  },
);

serial(
  "a replica stopped mid-load (SIGTERM's graceful close): no request through the balancer is lost",
  async (t) => {
    const calls = 60;
    let sent = 0;
    let stopping: Promise<void> | undefined;
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (sent < calls) {
          sent++;
          if (sent === 15) stopping = replicas[2]!.app.close();
          // Validate with a key: free, and limited by the key's (large) rate, not the address's.
          statuses.push(
            (await postJson(balancer!.baseUrl, '/v1/validate', publicExample(), withDemoKey()))
              .status,
          );
        }
      }),
    );
    await stopping;
    t.is(statuses.length, calls);
    t.deepEqual(
      statuses.filter((s) => s !== 200),
      [],
    );
  },
);
