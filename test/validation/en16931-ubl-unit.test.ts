/**
 * The CEN EN 16931 UBL rule unit tests (en16931/test/Invoice-unit-UBL): each file holds test
 * cases, each an Invoice fragment with the rules that must fire (<error>, <warning>, optionally
 * how often) and must not fire (<success>). Fragments are not schema-valid, so only the Schematron
 * runs (engine called directly with the rule set's XSLT and no XSD).
 */
import test from 'ava';
import { join } from 'node:path';
import { JvmEngine } from '../../src/validation/engine/jvm-engine.js';
import { toFinding } from '../../src/validation/report.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { CORPUS, CORPUS_MISSING, jvmUnavailable } from './corpus.js';
import { unitCases, verdictProblems } from './unit-cases.js';
import { unavailable } from '../helpers/requires.js';

const dir = CORPUS ? join(CORPUS, 'en16931', 'test', 'Invoice-unit-UBL') : undefined;
const skip = !dir
  ? CORPUS_MISSING
  : (jvmUnavailable() ??
    (isInstalled(ruleSet('en16931-ubl'), DEFAULT_RULES_DIR)
      ? undefined
      : 'en16931-ubl not installed'));

if (skip) {
  unavailable('EN 16931 UBL unit tests', skip);
} else {
  test('EN 16931 UBL unit tests give the expected verdicts (JVM engine)', async (t) => {
    const engine = new JvmEngine({ rulesDir: DEFAULT_RULES_DIR });
    t.teardown(() => engine.close());
    const set = {
      id: 'en16931-ubl',
      xsd: [],
      xslt: [join(DEFAULT_RULES_DIR, 'en16931-ubl/EN16931-UBL-validation.xslt')],
    };
    const cases = unitCases(dir!);
    const failures: string[] = [];
    const queue = [...cases];
    const worker = async (): Promise<void> => {
      for (let c = queue.shift(); c; c = queue.shift()) {
        const raw = await engine.run(new TextEncoder().encode(c.xml), [set], 30_000);
        const problems = verdictProblems(c, raw.map(toFinding));
        if (problems.length > 0)
          failures.push(`${c.file}#${c.index} (${c.description.trim()}): ${problems.join('; ')}`);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    const files = new Set(cases.map((c) => c.file)).size;
    t.log(
      `${files} files, ${cases.length} cases, ${cases.length - failures.length} as expected, ${failures.length} not`,
    );
    t.deepEqual(failures, []);
    t.true(cases.length > 500);
  });
}
