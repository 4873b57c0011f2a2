// Swagger UI's "Try it out" on /docs works with what it pre-fills: headless Chromium (the Debian
// package, driven over the DevTools protocol on a pipe) loads /docs, opens ValidateInvoice, runs
// the pre-filled example and reads the 200 with valid: true. The screenshot is kept as a test
// artefact in tmp/test-artifacts/swagger-try-it-out.png.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { hasCommand } from '../clients/run-program.js';
import { requires } from '../helpers/requires.js';
import { startServer } from '../helpers/server.js';

const browser = ['chromium', 'chromium-browser'].find((name) => hasCommand(name, ['--version']));
const ARTEFACTS = new URL('../../tmp/test-artifacts/', import.meta.url);

/** A DevTools protocol connection over --remote-debugging-pipe (NUL-separated JSON messages). */
function devtools(child: ChildProcess) {
  const input = child.stdio[3] as Writable;
  const output = child.stdio[4] as Readable;
  let id = 0;
  let buffer = '';
  const pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  output.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const waiter = message.id !== undefined ? pending.get(message.id) : undefined;
      if (!waiter) continue;
      pending.delete(message.id);
      if (message.error) waiter.reject(new Error(`${message.error.message}`));
      else waiter.resolve(message.result);
    }
  });
  return (method: string, params: object = {}, sessionId?: string): Promise<any> =>
    new Promise((resolve, reject) => {
      pending.set(++id, { resolve, reject });
      input.write(
        `${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`,
      );
    });
}

/** Runs in the page: open ValidateInvoice, Try it out, Execute, and read the answer. */
const TRY_IT_OUT = `(async () => {
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const until = async (what, fn, ms = 60000) => {
    const end = Date.now() + ms;
    for (;;) { const v = fn(); if (v) return v; if (Date.now() > end) throw new Error('timed out waiting for ' + what); await sleep(100); }
  };
  const op = await until('the ValidateInvoice operation', () => document.querySelector('#operations-InvoiceService-ValidateInvoice'));
  (op.querySelector('.opblock-summary-control') ?? op.querySelector('.opblock-summary')).click();
  (await until('Try it out', () => op.querySelector('.try-out__btn'))).click();
  const body = (await until('the pre-filled body', () => op.querySelector('textarea.body-param__text'))).value;
  (await until('Execute', () => op.querySelector('.execute'))).click();
  const status = await until('the live response', () => op.querySelector('.live-responses-table .response .response-col_status'));
  await sleep(300);
  const answer = op.querySelector('.live-responses-table .response-col_description .microlight, .live-responses-table .response-col_description pre');
  op.scrollIntoView();
  return JSON.stringify({ body, status: status.textContent.trim(), answer: answer ? answer.textContent : '' });
})()`;

requires(
  browser ? undefined : 'chromium is not installed (npm run setup installs the Debian package)',
)('Swagger UI "Try it out" runs the pre-filled validate example: 200, valid', async (t) => {
  t.timeout(180_000);
  const server = await startServer();
  t.teardown(() => server.close());
  const profile = mkdtempSync(join(tmpdir(), 'einvoice-chromium-'));
  // In a process group of its own: the browser's helper processes (renderer, utility) go with it.
  const child = spawn(
    browser!,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      '--window-size=1280,2000',
      'about:blank',
    ],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group is gone already
    }
  };
  t.teardown(async () => {
    killGroup('SIGTERM');
    await exited;
    // A helper that outlived the browser could still write the profile while it is removed.
    killGroup('SIGKILL');
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });
  const send = devtools(child);
  const { targetId } = await send('Target.createTarget', { url: `${server.baseUrl}/docs` });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  // The page loads after the target exists: wait for /docs before running in it.
  for (let loaded = ''; loaded !== '/docs complete'; ) {
    await new Promise((r) => setTimeout(r, 200));
    const probe = await send(
      'Runtime.evaluate',
      { expression: 'location.pathname + " " + document.readyState', returnByValue: true },
      sessionId,
    ).catch(() => undefined);
    loaded = probe?.result?.value ?? '';
  }
  const evaluated = await send(
    'Runtime.evaluate',
    { expression: TRY_IT_OUT, awaitPromise: true, returnByValue: true },
    sessionId,
  );
  t.falsy(
    evaluated.exceptionDetails,
    JSON.stringify(
      evaluated.exceptionDetails?.exception?.description ?? evaluated.exceptionDetails,
    ),
  );
  const { body, status, answer } = JSON.parse(evaluated.result.value);
  const shot = await send(
    'Page.captureScreenshot',
    { format: 'png', captureBeyondViewport: true },
    sessionId,
  );
  mkdirSync(ARTEFACTS, { recursive: true });
  writeFileSync(new URL('swagger-try-it-out.png', ARTEFACTS), Buffer.from(shot.data, 'base64'));
  t.regex(body, /"number": "INV-2025-0042"/, 'the public example is pre-filled');
  t.notRegex(body, /"format": ""|4602-79-45/, 'no generated placeholder values');
  t.is(status, '200');
  t.is(JSON.parse(answer).valid, true, answer.slice(0, 500));
});
