/**
 * Issue 13, item 6: serving again within 3 s of a worker crash. A fresh JVM needs about 2.4 s of
 * two cores to compile the rule sets of one generate. These tests run the engine directly, one per
 * recovery: by default (`quick`) a kill starts a quick worker (C1 only, compiles about twice as
 * fast) that serves the next check, and a full successor replaces it once warm, so only one JVM is
 * held; with `standby` the warm-up's quick first worker hands over to a full one, a warm standby
 * (rehearsed on the most recent check, then emptied) takes over from a killed worker, the check
 * right after the kill succeeds on it, a new standby follows, and a standby killed on its own is
 * replaced while the active worker keeps checking, as is one killed while it rehearses (after a
 * pause doubling from a second); with `cold` a kill starts a full worker. A successor that dies
 * before it takes over is tried again after a pause.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { JvmEngine, STANDBY_JVM_ARGS } from '../../src/validation/engine/jvm-engine.js';
import { resolveRuleSets } from '../../src/validation/validator.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { requires } from '../helpers/requires.js';
import { jvmUnavailable } from '../validation/corpus.js';
import { ublExample, workerPids } from './validation-worker.js';

const test = requires(jvmUnavailable());

const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
const sets = () => resolveRuleSets(['en16931-ubl'], DEFAULT_RULES_DIR);
const xml = () => new TextEncoder().encode(ublExample());

/** Polls until `probe` returns a value, or fails after timeoutMs (generous: this is not a timing test). */
async function eventually<T>(probe: () => T | undefined, timeoutMs = 90_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not reached');
    await sleep(50);
  }
}

const isQuick = (pid: number) => commandLine(pid).includes('-XX:TieredStopAtLevel=1');

test.serial(
  'by default a kill starts a quick worker that checks at once, a full one replaces it once warm, and no second JVM is held',
  async (t) => {
    const engine = new JvmEngine({ rulesDir: DEFAULT_RULES_DIR });
    t.teardown(() => engine.close());
    await engine.warmUp(sets());
    t.true(isQuick(engine.pid!), 'the warm-up starts a quick (C1) worker');
    const full = await eventually(() =>
      engine.pid !== undefined && !isQuick(engine.pid) ? engine.pid : undefined,
    );
    await eventually(() => (workerPids().length === 1 ? true : undefined));
    t.deepEqual(
      workerPids(),
      [full],
      'the quick worker stopped once its successor took over; no standby is held',
    );
    t.deepEqual(await engine.run(xml(), sets(), 60_000), []);

    await engine.killWorker();
    t.deepEqual(
      await engine.run(xml(), sets(), 60_000),
      [],
      'the check right after the kill succeeds',
    );
    const quick = engine.pid!;
    t.not(quick, full);
    t.is(engine.restarts, 1);
    t.true(isQuick(quick), 'the replacement is a quick worker');
    const successor = await eventually(() =>
      engine.pid !== undefined && !isQuick(engine.pid) ? engine.pid : undefined,
    );
    await eventually(() => (workerPids().length === 1 ? true : undefined));
    t.deepEqual(
      workerPids(),
      [successor],
      'a full worker took over from the quick one, and it alone runs',
    );
    t.deepEqual(await engine.run(xml(), sets(), 60_000), []);
    t.is(engine.standbyPid, undefined);
  },
);

test.serial(
  'a successor killed while it loads: the quick worker keeps checking, and another successor takes over after the pause',
  async (t) => {
    const engine = new JvmEngine({ rulesDir: DEFAULT_RULES_DIR, successorRetryMs: 500 });
    t.teardown(() => engine.close());
    await engine.warmUp(sets());
    const quick = engine.pid!;
    t.true(isQuick(quick));
    const successor = await eventually(() => workerPids().find((pid) => pid !== quick));
    process.kill(successor, 'SIGKILL');
    t.deepEqual(await engine.run(xml(), sets(), 60_000), [], 'the quick worker still checks');
    t.is(engine.pid, quick);
    t.is(engine.restarts, 0, 'losing a successor is not a restart of the worker');
    const full = await eventually(() =>
      engine.pid !== undefined && !isQuick(engine.pid) ? engine.pid : undefined,
    );
    t.not(full, successor, 'a second successor took over');
    await eventually(() => (workerPids().length === 1 ? true : undefined));
    t.deepEqual(await engine.run(xml(), sets(), 60_000), []);
  },
);

test.serial(
  'a warm standby takes over from a killed worker at once; a new standby follows, and is replaced when killed on its own',
  async (t) => {
    const engine = new JvmEngine({ rulesDir: DEFAULT_RULES_DIR, recovery: 'standby' });
    t.teardown(() => engine.close());
    t.is(engine.standbyPid, undefined, 'no standby before the warm-up');
    await engine.warmUp(sets());
    const quick = engine.pid!;
    t.true(isQuick(quick), 'the warm-up starts a quick (C1) worker');
    t.deepEqual(await engine.run(xml(), sets(), 60_000), []);
    const standby = await eventually(() => engine.standbyPid);
    const active = engine.pid!;
    t.not(active, quick, 'a full worker took over from the quick one once warm');
    t.false(commandLine(active).includes('TieredStopAtLevel'));
    t.not(standby, active);
    // Only a standby starts with the small heap it can give back while it waits; the quick worker's
    // successor (the active one now) has the full worker's flags.
    t.is(
      commandLine(standby).at(commandLine(standby).indexOf('-jar') - 1),
      STANDBY_JVM_ARGS.at(-1),
    );
    t.false(
      STANDBY_JVM_ARGS.some((arg) => commandLine(active).includes(arg)),
      'the active worker has no standby flags',
    );
    await eventually(() => (workerPids().includes(quick) ? undefined : true));
    t.deepEqual(
      workerPids(),
      [active, standby],
      'the quick worker stopped; the active worker is the older process',
    );

    await engine.killWorker();
    t.is(engine.pid, standby, 'the standby is the worker now, without waiting for a request');
    t.true(engine.available(), 'ready at once: the standby has answered');
    t.deepEqual(
      await engine.run(xml(), sets(), 60_000),
      [],
      'the check right after the kill succeeds',
    );
    t.is(engine.restarts, 1);

    const next = await eventually(() => engine.standbyPid);
    t.false(
      [active, standby].includes(next),
      'a new standby rehearses once the new worker is warm',
    );

    // A standby killed on its own: the active worker keeps checking, and a new standby follows.
    process.kill(next, 'SIGKILL');
    t.deepEqual(await engine.run(xml(), sets(), 60_000), []);
    t.is(engine.pid, standby);
    t.is(engine.restarts, 1, 'losing the standby is not a restart of the worker');
    // Its exit reaches the engine a moment after the kill: wait for a standby that is not the killed one.
    const replacement = await eventually(() => {
      const pid = engine.standbyPid;
      return pid !== undefined && pid !== next ? pid : undefined;
    });
    t.true(replacement > 0);
  },
);

test.serial(
  'a standby killed while it rehearses is replaced after a pause that doubles with each one lost in a row',
  async (t) => {
    const engine = new JvmEngine({ rulesDir: DEFAULT_RULES_DIR, recovery: 'standby' });
    t.teardown(() => engine.close());
    await engine.warmUp(sets());
    t.deepEqual(await engine.run(xml(), sets(), 60_000), []);
    const isStandby = (pid: number) => {
      try {
        return commandLine(pid).includes(STANDBY_JVM_ARGS.at(-1)!);
      } catch {
        return false; // gone meanwhile (the quick worker stopping)
      }
    };
    /** Waits for a standby process other than `not` that has not rehearsed yet, and kills it; resolves with when. */
    const killWhileRehearsing = async (not: number[]) => {
      const pid = await eventually(
        () => workerPids().find((p) => !not.includes(p) && isStandby(p)),
        60_000,
      );
      t.is(engine.standbyPid, undefined, 'the standby has not rehearsed yet');
      process.kill(pid, 'SIGKILL');
      return { pid, at: Date.now() };
    };
    const first = await killWhileRehearsing([]);
    // Before, a standby lost before it was ready was never replaced until the active worker died.
    const second = await killWhileRehearsing([first.pid]);
    t.true(
      second.at - first.at >= 900,
      `the first replacement waits about a second (${second.at - first.at} ms)`,
    );
    const ready = await eventually(() => {
      const pid = engine.standbyPid;
      return pid !== undefined && pid !== first.pid && pid !== second.pid
        ? { pid, at: Date.now() }
        : undefined;
    }, 60_000);
    t.true(
      ready.at - second.at >= 1900,
      `the second replacement waits about two seconds (${ready.at - second.at} ms)`,
    );
    t.true(isStandby(ready.pid));
    t.deepEqual(await engine.run(xml(), sets(), 60_000), [], 'the active worker kept checking');
    t.is(engine.restarts, 0, 'losing standbys is not a restart of the worker');

    // Once one was ready the pause starts over at a second.
    process.kill(ready.pid, 'SIGKILL');
    const killedReady = Date.now();
    const next = await eventually(
      () => workerPids().find((p) => p !== ready.pid && isStandby(p)),
      60_000,
    );
    const waited = Date.now() - killedReady;
    t.true(
      waited >= 900 && waited < 1900,
      `a standby lost after it was ready is replaced after about a second (${waited} ms)`,
    );
    t.true(next > 0);
  },
);

test.serial('with cold recovery a kill starts a full worker, and no second JVM runs', async (t) => {
  const engine = new JvmEngine({ rulesDir: DEFAULT_RULES_DIR, recovery: 'cold' });
  t.teardown(() => engine.close());
  await engine.warmUp(sets());
  await sleep(500);
  t.is(workerPids().length, 1);
  const first = engine.pid!;
  await engine.killWorker();
  t.deepEqual(await engine.run(xml(), sets(), 60_000), []);
  t.not(engine.pid, first);
  t.false(isQuick(engine.pid!));
  t.is(engine.standbyPid, undefined);
});
