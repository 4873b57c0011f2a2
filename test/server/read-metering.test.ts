/**
 * The read meter (src/server/read-metering.ts) on sockets whose stand-in parser records what it
 * was fed and reports a request at each blank line, as Node's does: the first request at once
 * with its body, the waiting requests over later turns, round robin, never while the socket is
 * held, nothing after it closed; body bytes are never held back for the pipelines of others.
 */
import { EventEmitter } from 'node:events';
import type net from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import test from 'ava';
import { type ReadMeter, readMeter } from '../../src/server/read-metering.js';

const LIMITS = { turnTargetMs: 10_000, maxRequestsPerTurn: 4 };
const BLANK_LINE = '\r\n\r\n';

/** A socket as Node's HTTP/1.1 server leaves it: a `data` listener named as Node names its own. */
class RecordingSocket extends EventEmitter {
  destroyed = false;
  _paused = false;
  parser: object | null = {};
  flowing = true;
  readonly fed: string[] = [];
  constructor(
    readonly meter: ReadMeter,
    readonly name = '',
    readonly log?: string[],
  ) {
    super();
    function socketOnData(this: RecordingSocket, chunk: Buffer) {
      const text = chunk.toString('latin1');
      this.fed.push(text);
      this.log?.push(this.name);
      // A request starts where a head ends (the stand-in's requests have no body).
      for (let at = text.indexOf(BLANK_LINE); at >= 0; at = text.indexOf(BLANK_LINE, at + 1))
        this.meter.requestStarted(this as unknown as net.Socket);
    }
    this.on('data', socketOnData.bind(this));
    meter.meter(this as unknown as net.Socket);
  }
  pause() {
    this.flowing = false;
    return this;
  }
  resume() {
    this.flowing = true;
    this.emit('resume');
    return this;
  }
  get all(): string {
    return this.fed.join('');
  }
  send(text: string) {
    this.emit('data', Buffer.from(text, 'latin1'));
  }
}

const requests = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `GET /${from + i} HTTP/1.1\r\nHost: x${BLANK_LINE}`).join('');

async function turns(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await nextTurn();
}

test('the first request is fed at once, the waiting ones over later turns, in order', async (t) => {
  const socket = new RecordingSocket(readMeter(LIMITS));
  socket.send(requests(40));
  t.deepEqual(socket.fed, [requests(1)]);
  t.false(socket.flowing, 'the socket is not read while requests wait');
  await turns(100);
  t.is(socket.all, requests(40));
  t.true(socket.flowing, 'read again once everything was fed');
});

test('the requests per turn start at one and grow while turns stay short', async (t) => {
  const socket = new RecordingSocket(readMeter(LIMITS));
  socket.send(requests(60));
  const perTurn: number[] = [];
  for (let fed = socket.fed.length; !socket.flowing; fed = socket.fed.length) {
    await nextTurn();
    perTurn.push(socket.fed.length - fed);
  }
  t.true(perTurn[0]! < LIMITS.maxRequestsPerTurn, perTurn.join(','));
  t.true(Math.max(...perTurn) <= LIMITS.maxRequestsPerTurn, perTurn.join(','));
  t.true(perTurn.includes(LIMITS.maxRequestsPerTurn), perTurn.join(','));
});

test('a body is fed with its request at once, in whatever chunks it comes, blank lines and all', async (t) => {
  const socket = new RecordingSocket(readMeter(LIMITS));
  const head = `POST /v1/validate HTTP/1.1\r\ncontent-length: 100000${BLANK_LINE}`;
  socket.send(head + 'x'.repeat(30_000));
  t.is(socket.all, head + 'x'.repeat(30_000));
  socket.send('y'.repeat(60_000));
  t.is(socket.fed.length, 3, 'a chunk of body is fed as it arrives');
  // A blank line inside a body (an XML with CRLF line ends) waits at most one turn.
  socket.send(`<a>${BLANK_LINE}</a>`);
  await turns(2);
  t.is(socket.all, head + 'x'.repeat(30_000) + 'y'.repeat(60_000) + `<a>${BLANK_LINE}</a>`);
});

test('a socket held by backpressure is not fed until it resumes', async (t) => {
  const socket = new RecordingSocket(readMeter(LIMITS));
  socket.send(requests(5));
  socket._paused = true; // as Node does when its queued answers are not drained
  const fed = socket.fed.length;
  await turns(20);
  t.is(socket.fed.length, fed);
  socket._paused = false;
  socket.resume();
  await turns(50);
  t.is(socket.all, requests(5));
});

test('sockets with requests waiting are fed in turn', async (t) => {
  const log: string[] = [];
  const meter = readMeter({ ...LIMITS, maxRequestsPerTurn: 1 });
  const a = new RecordingSocket(meter, 'a', log);
  const b = new RecordingSocket(meter, 'b', log);
  a.send(requests(10));
  b.send(requests(10));
  await turns(100);
  t.is(a.all, requests(10));
  t.is(b.all, requests(10));
  t.is(log.slice(2).join(''), 'ab'.repeat(9), 'after each one’s first request');
});

test('a new connection’s request is not queued behind others’ pipelines', async (t) => {
  const meter = readMeter(LIMITS);
  const pipelining = new RecordingSocket(meter);
  pipelining.send(requests(200));
  await nextTurn();
  const probe = new RecordingSocket(meter);
  probe.send('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
  t.is(probe.all, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
  t.true(pipelining.fed.length < 10, `${pipelining.fed.length} of the pipeline's 200 fed so far`);
});

test('nothing is fed after the socket closed', async (t) => {
  const socket = new RecordingSocket(readMeter(LIMITS));
  socket.send(requests(20));
  const fed = socket.fed.length;
  socket.destroyed = true;
  socket.emit('close');
  await turns(50);
  t.is(socket.fed.length, fed);
});

test('a socket without Node’s data listener is left as it is', (t) => {
  const socket = new EventEmitter() as unknown as net.Socket;
  const listener = () => undefined;
  socket.on('data', listener);
  t.false(readMeter(LIMITS).meter(socket));
  t.deepEqual(socket.listeners('data'), [listener]);
});
