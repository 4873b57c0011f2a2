/**
 * The read meter (src/server/read-metering.ts) on sockets that record what their parser was fed:
 * a request head at once, the rest in bounded slices over later turns, round robin, never while
 * the socket is held, nothing after it closed.
 */
import { EventEmitter } from 'node:events';
import type net from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import test from 'ava';
import { readMeter } from '../../src/server/read-metering.js';

const LIMITS = { sliceBytes: 64, turnTargetMs: 10_000, maxSlicesPerTurn: 4 };

/** A socket as Node's HTTP/1.1 server leaves it: a `data` listener named as Node names its own. */
class RecordingSocket extends EventEmitter {
  destroyed = false;
  _paused = false;
  parser: object | null = {};
  flowing = true;
  readonly fed: Buffer[] = [];
  constructor(readonly log?: string[]) {
    super();
    function socketOnData(this: RecordingSocket, chunk: Buffer) {
      this.fed.push(Buffer.from(chunk));
      this.log?.push(this.name);
    }
    this.on('data', socketOnData.bind(this));
  }
  name = '';
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
    return Buffer.concat(this.fed).toString('latin1');
  }
}

function metered(log?: string[], name = '', meter = readMeter(LIMITS)): RecordingSocket {
  const socket = new RecordingSocket(log);
  socket.name = name;
  meter.meter(socket as unknown as net.Socket);
  return socket;
}

const requests = (n: number) =>
  Array.from({ length: n }, (_, i) => `GET /${i} HTTP/1.1\r\nHost: x\r\n\r\n`).join('');

async function turns(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await nextTurn();
}

test('the first request head is fed at once, the rest over later turns in slices, in order', async (t) => {
  const socket = metered();
  const bytes = requests(40);
  socket.emit('data', Buffer.from(bytes, 'latin1'));
  t.is(socket.fed.length, 1);
  t.is(socket.all, 'GET /0 HTTP/1.1\r\nHost: x\r\n\r\n');
  t.false(socket.flowing, 'the socket is not read while bytes wait');
  await turns(200);
  t.is(socket.all, bytes);
  t.true(socket.fed.slice(1).every((slice) => slice.length <= LIMITS.sliceBytes));
  t.true(socket.flowing, 'read again once everything was fed');
});

test('the slices per turn start at one and grow while turns stay short', async (t) => {
  const socket = metered();
  socket.emit('data', Buffer.from(requests(60), 'latin1'));
  const perTurn: number[] = [];
  for (let fed = socket.fed.length; socket.flowing === false; fed = socket.fed.length) {
    await nextTurn();
    perTurn.push(socket.fed.length - fed);
  }
  t.true(perTurn[0]! < LIMITS.maxSlicesPerTurn, perTurn.join(','));
  t.true(Math.max(...perTurn) <= LIMITS.maxSlicesPerTurn);
  t.true(perTurn.includes(LIMITS.maxSlicesPerTurn), perTurn.join(','));
});

test('a socket held by backpressure is not fed until it resumes', async (t) => {
  const socket = metered();
  socket.emit('data', Buffer.from(requests(5), 'latin1'));
  socket._paused = true; // as Node does when its queued answers are not drained
  const fed = socket.fed.length;
  await turns(20);
  t.is(socket.fed.length, fed);
  socket._paused = false;
  socket.resume();
  await turns(50);
  t.is(socket.all, requests(5));
});

test('sockets with bytes waiting are fed in turn', async (t) => {
  const log: string[] = [];
  const meter = readMeter(LIMITS);
  const a = metered(log, 'a', meter);
  const b = metered(log, 'b', meter);
  a.emit('data', Buffer.from(requests(10), 'latin1'));
  b.emit('data', Buffer.from(requests(10), 'latin1'));
  await turns(100);
  t.is(a.all, requests(10));
  t.is(b.all, requests(10));
  // After each one's head, neither is fed twice in a row while the other still waits.
  const queued = log.slice(2);
  const lastA = queued.lastIndexOf('a');
  const lastB = queued.lastIndexOf('b');
  const both = queued.slice(0, Math.min(lastA, lastB));
  t.true(
    both.every((name, i) => i === 0 || name !== both[i - 1]),
    queued.join(''),
  );
});

test('nothing is fed after the socket closed', async (t) => {
  const socket = metered();
  socket.emit('data', Buffer.from(requests(20), 'latin1'));
  const fed = socket.fed.length;
  socket.destroyed = true;
  socket.emit('close');
  await turns(50);
  t.is(socket.fed.length, fed);
});

test('a body without a blank line is fed a slice at once and the rest later', async (t) => {
  const socket = metered();
  const body = 'x'.repeat(1000);
  socket.emit('data', Buffer.from(body, 'latin1'));
  t.is(socket.fed[0]!.length, LIMITS.sliceBytes);
  await turns(200);
  t.is(socket.all, body);
});

test('a socket without Node’s data listener is left as it is', (t) => {
  const socket = new EventEmitter() as unknown as net.Socket;
  const listener = () => undefined;
  socket.on('data', listener);
  t.false(readMeter(LIMITS).meter(socket));
  t.deepEqual(socket.listeners('data'), [listener]);
});
