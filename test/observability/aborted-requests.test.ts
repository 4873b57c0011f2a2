// A client that goes away mid-body (closes the connection, resets the HTTP/2 stream) gets one
// access-log line with status 499 and nothing else: no stack trace, no "internal error" line.
import test from 'ava';
import http2 from 'node:http2';
import net from 'node:net';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import {
  MAX_FIELD_CHARS,
  writeEntry,
  type AccessLogEntry,
} from '../../src/observability/access-log.js';

/** Everything written to stdout and stderr (console.error included) while `fn` runs. */
async function capturingOutput<T>(fn: () => Promise<T>): Promise<{ result: T; output: string }> {
  const chunks: string[] = [];
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  const capture = (chunk: unknown) => {
    chunks.push(
      typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'),
    );
    return true;
  };
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
  try {
    const result = await fn();
    return { result, output: chunks.join('') };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until every id has a line (or a few seconds have passed). */
async function linesFor(lines: string[], ids: string[]): Promise<AccessLogEntry[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const entries = lines
      .map((line) => JSON.parse(line) as AccessLogEntry)
      .filter((e) => ids.includes(e.request_id));
    if (ids.every((id) => entries.some((e) => e.request_id === id)) || Date.now() > deadline) {
      await sleep(100); // a second line for the same request would come now
      return lines
        .map((line) => JSON.parse(line) as AccessLogEntry)
        .filter((e) => ids.includes(e.request_id));
    }
    await sleep(10);
  }
}

/** HTTP/1.1: headers promising 10,000 bytes, a few of them, then the socket destroyed. */
function abortHttp1(port: number, path: string, id: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\nX-Request-Id: ${id}\r\n\r\n{"invoice": {"number": "INV-`,
      );
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 30);
    });
    socket.once('error', reject);
  });
}

/** HTTP/2: a stream promising 10,000 bytes, a few of them, then reset (CANCEL). */
function abortHttp2(
  session: http2.ClientHttp2Session,
  path: string,
  contentType: string,
  id: string,
): Promise<void> {
  return new Promise((resolve) => {
    const stream = session.request({
      ':method': 'POST',
      ':path': path,
      'content-type': contentType,
      'content-length': '10000',
      'x-request-id': id,
      te: 'trailers',
    });
    stream.on('error', () => {});
    stream.on('response', () => {});
    // gRPC and gRPC-Web: a frame header promising 10,000 bytes of message, then a few of them;
    // the others: the start of a JSON object.
    const json = Buffer.from('{"invoice": {"number": "INV-');
    stream.write(
      contentType.startsWith('application/grpc')
        ? Buffer.concat([Buffer.from([0, 0, 0, 0x27, 0x10]), json])
        : json,
    );
    setTimeout(() => {
      stream.close(http2.constants.NGHTTP2_CANCEL);
      resolve();
    }, 30);
  });
}

test.serial(
  'requests aborted mid-body log one line each with status 499 and no stack trace',
  async (t) => {
    const lines: string[] = [];
    const app = createApp(testConfig(), { accessLogSink: (line) => lines.push(line) });
    const port = await app.listen();
    t.teardown(() => app.close());

    const ids: string[] = [];
    const { output } = await capturingOutput(async () => {
      for (let i = 0; i < 10; i++) {
        for (const path of ['/v1/generate', '/v1/validate', '/mcp']) {
          const id = `abort-h1-${path.replace(/\W/g, '')}-${i}`;
          ids.push(id);
          await abortHttp1(port, path, id);
        }
      }
      const session = http2.connect(`http://127.0.0.1:${port}`);
      session.on('error', () => {});
      const cases: [string, string][] = [
        ['/v1/generate', 'application/json'],
        ['/mcp', 'application/json'],
        ['/einvoice.v1.InvoiceService/GenerateInvoice', 'application/json'], // Connect
        ['/einvoice.v1.InvoiceService/GenerateInvoice', 'application/grpc'],
        ['/einvoice.v1.InvoiceService/ValidateInvoice', 'application/grpc-web+json'],
      ];
      for (let i = 0; i < 4; i++) {
        for (const [path, contentType] of cases) {
          const id = `abort-h2-${contentType.replace(/\W/g, '')}-${path.replace(/\W/g, '')}-${i}`;
          ids.push(id);
          await abortHttp2(session, path, contentType, id);
        }
      }
      const entries = await linesFor(lines, ids);
      session.destroy();
      return entries;
    });

    const entries = lines.map((line) => JSON.parse(line) as AccessLogEntry);
    for (const id of ids) {
      const mine = entries.filter((e) => e.request_id === id);
      t.is(mine.length, 1, `${id}: one access-log line`);
      t.is(mine[0]?.status, 499, `${id}: status 499`);
    }
    // Nothing else was written: no stack trace, no error line for a client that left.
    t.notRegex(output, /^\s+at /m);
    t.notRegex(output, /aborted|ECONNRESET|internal error|unhandled/i);
    // Bounded: each line is a few hundred bytes at most.
    for (const line of lines) t.true(Buffer.byteLength(line) < 1024, line);
  },
);

test.serial('a request that completes is still logged with its own status', async (t) => {
  const lines: string[] = [];
  const app = createApp(testConfig(), { accessLogSink: (line) => lines.push(line) });
  const port = await app.listen();
  t.teardown(() => app.close());
  const response = await fetch(`http://127.0.0.1:${port}/v1/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'whole-0001' },
    body: '{',
  });
  t.is(response.status, 400);
  const [entry] = await linesFor(lines, ['whole-0001']);
  t.is(entry?.status, 400);
});

test('long text fields of an access-log line are cut', (t) => {
  const written: string[] = [];
  writeEntry((line) => written.push(line), {
    time: new Date(0).toISOString(),
    request_id: 'r1',
    method: 'X'.repeat(100_000),
    route: 'unmatched',
    transport: 'http',
    status: 405,
    duration_ms: 1,
    bytes_in: 0,
    bytes_out: 0,
  });
  const entry = JSON.parse(written[0]!) as AccessLogEntry;
  t.is(entry.method.length, MAX_FIELD_CHARS);
  t.true(entry.method.endsWith('…'));
  t.is(entry.route, 'unmatched');
  t.true(written[0]!.length < 512);
});
