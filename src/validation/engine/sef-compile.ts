/**
 * SEF files on demand: the saxon-js engine asks for the compiled form of a stylesheet when it
 * first loads a rule set, and gets it from rules/build/sef/ (ignored by git), else from the
 * machine's cache (EINVOICE_CACHE_DIR, default ~/.cache/einvoice/sef, shared by checkouts),
 * else by compiling it with xslt3 (~20 s and ~550 MB a stylesheet). A machine that runs the JVM
 * engine never compiles anything, so set-up does not compile SEF ahead of time
 * (`npm run rules:sef` still does, for an image without Java).
 * Processes that need the same SEF at once (parallel test files) compile it once: a lock
 * directory beside the target marks the compile in progress; the others wait for the file.
 */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { sefPathFor } from './sef-path.js';
import { sefSource } from './sef-source.js';

/** A lock older than this is from a compile that died: taken over. */
const STALE_LOCK_MS = 10 * 60_000;
/** At most this many compiles at once in this process (each needs ~550 MB). */
const MAX_PARALLEL = Math.max(1, Number(process.env.EINVOICE_SEF_JOBS ?? 2));

/** The machine-wide cache of compiled SEF files. */
export function sefCacheDir(): string {
  return join(
    process.env.EINVOICE_CACHE_DIR ??
      join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'einvoice'),
    'sef',
  );
}

let running = 0;
const waiting: (() => void)[] = [];
const inFlight = new Map<string, Promise<string>>();

async function slot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Compiles an XSLT of the rules to a SEF file with xslt3: the text sefSource gives (the official
 * XSLT with its saxon-js workaround; sefPathFor keys the file by that text), written beside the
 * original so that relative references resolve the same, and removed after. `npm run rules:sef`
 * comes here too (through ensureSef).
 */
function compileSef(xslt: string, out: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const xslt3 = require.resolve('xslt3/xslt3.js');
  const text = readFileSync(xslt, 'utf8');
  const source = sefSource(text);
  const input =
    source === text
      ? xslt
      : join(dirname(xslt), `.${basename(xslt)}.${process.pid}.sef-source.xslt`);
  if (input !== xslt) writeFileSync(input, source);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--max-old-space-size=2048',
        xslt3,
        `-xsl:${input}`,
        `-export:${out}`,
        '-nogo',
        '-relocate:on',
      ],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-1000);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && existsSync(out)) resolve();
      else
        reject(
          new Error(`xslt3 could not compile ${basename(xslt)} (exit ${code}): ${stderr.trim()}`),
        );
    });
  }).finally(() => {
    if (input !== xslt) rmSync(input, { force: true });
  });
}

/** Takes the lock directory; false when another process holds a fresh one. */
function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    try {
      if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) {
        rmSync(lock, { recursive: true, force: true });
        mkdirSync(lock);
        return true;
      }
    } catch {
      // another process took it over first
    }
    return false;
  }
}

async function produce(xslt: string, sef: string): Promise<string> {
  mkdirSync(dirname(sef), { recursive: true });
  const lock = `${sef}.lock`;
  for (;;) {
    if (existsSync(sef)) return sef;
    const cached = join(sefCacheDir(), basename(sef));
    if (existsSync(cached)) {
      const tmp = `${sef}.${process.pid}.copy`;
      copyFileSync(cached, tmp);
      renameSync(tmp, sef);
      return sef;
    }
    if (tryLock(lock)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  try {
    if (existsSync(sef)) return sef;
    const tmp = `${sef}.${process.pid}.tmp`;
    await slot(() => compileSef(xslt, tmp));
    renameSync(tmp, sef);
    try {
      mkdirSync(sefCacheDir(), { recursive: true });
      const cachedTmp = join(sefCacheDir(), `${basename(sef)}.${process.pid}.tmp`);
      copyFileSync(sef, cachedTmp);
      renameSync(cachedTmp, join(sefCacheDir(), basename(sef)));
    } catch {
      // the machine cache is a convenience: the checkout's copy is enough
    }
    return sef;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The SEF of an XSLT of the rules directory, compiled now when neither copy has it. */
export function ensureSef(rulesDir: string, xslt: string): Promise<string> {
  const sef = sefPathFor(rulesDir, readFileSync(xslt));
  if (existsSync(sef)) return Promise.resolve(sef);
  let pending = inFlight.get(sef);
  if (!pending) {
    pending = produce(xslt, sef).finally(() => inFlight.delete(sef));
    inFlight.set(sef, pending);
  }
  return pending;
}
