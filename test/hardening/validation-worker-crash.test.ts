/**
 * Issue 13, item 6: the JVM validation worker dying. A kill -9 is followed by a new worker at
 * once, without waiting for a request, and the service serves again; so is a second kill soon
 * after, since the killed worker had checked documents (only workers dying young without
 * checking anything are a crash loop). A worker that keeps dying
 * (here a `java` that prints a stack trace and exits) makes /readyz 503 and gRPC health
 * NOT_SERVING; generate and retrieve answer 503 validation_unavailable (retrieve used to answer
 * 422), and no message carries the engine's stderr, Java class names or stack frames.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { publicExample } from '../helpers/example.js';
import { callUnary, serviceClient } from '../helpers/grpc-js-client.js';
import { requires } from '../helpers/requires.js';
import { postJson, startServer, withDemoKey, type RunningServer } from '../helpers/server.js';
import { jvmUnavailable } from '../validation/corpus.js';
import { crashingJavaHome, ENGINE_INTERNALS, ublExample, workerPids } from './validation-worker.js';

const test = requires(jvmUnavailable());

/** Polls until `probe` returns a value, or fails after timeoutMs (generous: this is not a timing test). */
async function eventually<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not reached');
    await sleep(50);
  }
}

const generate = (server: RunningServer) =>
  postJson(server.baseUrl, '/v1/generate', publicExample(), withDemoKey());

test.serial(
  'kill -9 of the worker: a new worker starts at once, without a request, and generate answers 200',
  async (t) => {
    const server = await startServer({ validationEngine: 'jvm' });
    t.teardown(() => server.close());
    t.is((await generate(server)).status, 200);
    const [first] = workerPids();
    t.truthy(first, 'the worker runs as a child of the service');
    process.kill(first!, 'SIGKILL');
    const next = await eventually(() => workerPids().find((pid) => pid !== first));
    t.not(next, first);
    const again = await generate(server);
    t.is(again.status, 200, again.text.slice(0, 300));
    t.is((await fetch(`${server.baseUrl}/readyz`)).status, 200);

    // Killed again seconds later, after it checked a document: a worker that worked is not a crash
    // loop, so it is replaced at once (no backoff delay answering 503 "keeps crashing").
    process.kill(next!, 'SIGKILL');
    const answers: string[] = [];
    for (
      let answer = await generate(server);
      answer.status !== 200;
      answer = await generate(server)
    ) {
      t.is(answer.status, 503, answer.text.slice(0, 300));
      answers.push(answer.json.message as string);
    }
    t.false(
      answers.some((message) => /keeps crashing/.test(message)),
      answers.join('\n'),
    );
  },
);

test.serial(
  'a worker in a crash loop: not ready, NOT_SERVING, generate and retrieve 503 without engine internals',
  async (t) => {
    const saved = process.env.JAVA_HOME;
    process.env.JAVA_HOME = crashingJavaHome();
    let server: RunningServer;
    try {
      server = await startServer({ validationEngine: 'jvm' });
    } finally {
      if (saved === undefined) delete process.env.JAVA_HOME;
      else process.env.JAVA_HOME = saved;
    }
    t.teardown(() => server.close());

    const generated = await generate(server);
    t.is(generated.status, 503, generated.text.slice(0, 300));
    t.is(generated.json.error, 'validation_unavailable');
    t.notRegex(generated.json.message, ENGINE_INTERNALS);

    const retrieved = await postJson(
      server.baseUrl,
      '/v1/retrieve',
      { data_base64: Buffer.from(ublExample()).toString('base64') },
      withDemoKey(),
    );
    t.is(retrieved.status, 503, retrieved.text.slice(0, 300));
    t.is(retrieved.json.error, 'validation_unavailable');
    t.notRegex(retrieved.text, ENGINE_INTERNALS);

    const ready = await fetch(`${server.baseUrl}/readyz`);
    t.is(ready.status, 503);
    t.false((await ready.json()).checks.validation);

    const health = serviceClient(
      'grpc/health/v1/health.proto',
      'grpc.health.v1.Health',
      server.port,
    );
    t.teardown(() => health.close());
    t.is((await callUnary(health, 'Check', { service: '' })).status, 'NOT_SERVING');
    t.is(
      (await callUnary(health, 'Check', { service: 'einvoice.v1.InvoiceService' })).status,
      'NOT_SERVING',
    );

    // Still down a while later (a loop, not one crash): every answer stays a clean 503.
    await sleep(1500);
    const later = await generate(server);
    t.is(later.status, 503);
    t.notRegex(later.json.message, ENGINE_INTERNALS);
    t.is((await fetch(`${server.baseUrl}/readyz`)).status, 503);
  },
);
