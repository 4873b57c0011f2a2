/**
 * The JVM worker's supervision: concurrent requests get their own answers, a killed worker is
 * restarted on the next request, and a request that outlives its deadline fails with
 * ValidationDeadlineError instead of hanging or passing.
 */
import test from 'ava';
import { join } from 'node:path';
import { JvmEngine } from '../../src/validation/engine/jvm-engine.js';
import {
  ValidationDeadlineError,
  ValidationEngineError,
} from '../../src/validation/engine/engine.js';
import { toFinding } from '../../src/validation/report.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { jvmUnavailable } from './corpus.js';
import { unavailable } from '../helpers/requires.js';

const skip = jvmUnavailable();
const SET = {
  id: 'en16931-ubl',
  xsd: [],
  xslt: [join(DEFAULT_RULES_DIR, 'en16931-ubl/EN16931-UBL-validation.xslt')],
};
const UBL = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
/** A fragment that fires BR-02 (no BT-1) unless it has an ID. */
const doc = (id?: string): Uint8Array =>
  new TextEncoder().encode(
    `<Invoice xmlns="${UBL}" xmlns:cbc="${CBC}">${id ? `<cbc:ID>${id}</cbc:ID>` : ''}</Invoice>`,
  );
const fires = (findings: { id: string }[], rule: string): boolean =>
  findings.some((f) => f.id === rule);

if (skip) {
  unavailable('JVM supervision', skip);
} else {
  test.serial(
    'concurrent requests are answered by id, and a killed worker is restarted',
    async (t) => {
      const engine = new JvmEngine({ rulesDir: DEFAULT_RULES_DIR, threads: 2 });
      t.teardown(() => engine.close());
      const inputs = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? `INV-${i}` : undefined));
      const results = await Promise.all(inputs.map((id) => engine.run(doc(id), [SET], 60_000)));
      results.forEach((r, i) => t.is(fires(r, 'BR-02'), inputs[i] === undefined, `request ${i}`));
      const first = engine.pid;
      t.is(engine.restarts, 0);
      t.is(engine.queueDepth, 0);
      await engine.killWorker();
      const after = await engine.run(doc(), [SET], 60_000);
      t.true(fires(after, 'BR-02'));
      t.not(engine.pid, first);
      t.is(engine.restarts, 1, 'counted for einvoice_validation_worker_restarts_total');
      t.true(after.map(toFinding).every((f) => f.ruleSet === 'en16931-ubl'));
    },
  );

  test.serial('a request that outlives its deadline fails with a clear error', async (t) => {
    const engine = new JvmEngine({ rulesDir: DEFAULT_RULES_DIR });
    t.teardown(() => engine.close());
    await engine.load([SET]);
    const error = await t.throwsAsync(engine.run(doc(), [SET], 1), {
      instanceOf: ValidationDeadlineError,
    });
    t.is(error?.reason, 'VALIDATION_DEADLINE_EXCEEDED');
    t.true(
      fires(await engine.run(doc(), [SET], 60_000), 'BR-02'),
      'the worker still serves later requests',
    );
  });

  test.serial('a missing worker jar is an engine error at start', (t) => {
    t.throws(
      () =>
        new JvmEngine({ rulesDir: DEFAULT_RULES_DIR, jar: join(DEFAULT_RULES_DIR, 'missing.jar') }),
      { instanceOf: ValidationEngineError },
    );
  });
}
