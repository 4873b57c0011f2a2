/**
 * The rule-set registry and ruleSetsFor: every format/profile/country profile of the public API
 * maps to rule sets, unknown ones fail closed, committed files match their provenance sha256,
 * and a validator asked for a rule set that is not installed refuses instead of passing.
 */
import test from 'ava';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createValidator,
  ruleSetsFor,
  RULE_SETS,
  ruleSet,
  RuleSetUnavailableError,
} from '../../src/validation/index.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { NATIONAL_RULES } from '../../src/formats/national-rules.js';

/** The rule sets national rules add to a row's own (they check no XSD of their own). */
const NATIONAL_RULE_SET_IDS = new Set(
  NATIONAL_RULES.flatMap((n) =>
    Object.values(n.rows).flatMap((r) => [...r.ruleSetIds, ...r.warningRuleSetIds]),
  ),
);

test('ruleSetsFor covers the formats, profiles and country profiles of the public API', (t) => {
  t.deepEqual(ruleSetsFor('zugferd', 'en16931'), ['facturx-en16931', 'en16931-cii']);
  t.deepEqual(ruleSetsFor('facturx', 'basic_wl'), ['facturx-basic-wl']);
  t.deepEqual(ruleSetsFor('zugferd', 'minimum'), ['facturx-minimum']);
  t.deepEqual(ruleSetsFor('facturx', 'extended'), ['facturx-extended']);
  t.deepEqual(ruleSetsFor('zugferd'), ['facturx-en16931', 'en16931-cii']);
  t.deepEqual(ruleSetsFor('cii'), ['en16931-cii']);
  t.deepEqual(ruleSetsFor('ubl'), ['en16931-ubl']);
  t.deepEqual(ruleSetsFor('xrechnung'), ['xrechnung-cii', 'en16931-cii']);
  t.deepEqual(ruleSetsFor('xrechnung', undefined, undefined, 'ubl'), [
    'xrechnung-ubl',
    'en16931-ubl',
  ]);
  t.deepEqual(ruleSetsFor('peppol'), ['peppol-bis']);
  t.deepEqual(ruleSetsFor('peppol', undefined, 'standard_eu'), ['peppol-bis']);
  for (const [cp, id] of [
    ['pint_international', 'pint'],
    ['pint_eu', 'pint-eu'],
    ['pint_sg', 'pint-sg'],
    ['pint_jp', 'pint-jp'],
    ['pint_au', 'pint-aunz'],
    ['pint_nz', 'pint-aunz'],
    ['pint_my', 'pint-my'],
    ['pint_ae', 'pint-ae'],
  ]) {
    t.deepEqual(ruleSetsFor('peppol', undefined, cp), [id!], cp);
  }
  t.deepEqual(ruleSetsFor('fatturapa'), ['fatturapa']);
});

test('unknown formats, profiles and country profiles fail closed', (t) => {
  t.throws(() => ruleSetsFor('pdf'), { instanceOf: RuleSetUnavailableError });
  t.throws(() => ruleSetsFor('zugferd', 'comfort'), { instanceOf: RuleSetUnavailableError });
  t.throws(() => ruleSetsFor('peppol', undefined, 'pint_xx'), {
    instanceOf: RuleSetUnavailableError,
  });
  t.throws(() => ruleSet('nope'), { instanceOf: RuleSetUnavailableError });
});

test('every rule set id used by ruleSetsFor is registered, with a version', (t) => {
  for (const set of RULE_SETS) {
    // Dotted releases; KSeF FA(3) keeps the Ministry's schema version as written (1-0E).
    t.regex(set.version, /^\d+(\.\d+)+$|^\d+-\d+[A-Z]$/, set.id);
    // National rules (France's BR-FR) run after a row's own rules, whose XSD checks the document.
    t.true(set.xsd.length > 0 || NATIONAL_RULE_SET_IDS.has(set.id), `${set.id} has an XSD`);
  }
});

test('committed rule files match the sha256 in their provenance', (t) => {
  let checked = 0;
  for (const dir of [
    'en16931-cii',
    'en16931-ubl',
    'xrechnung-cii',
    'xrechnung-ubl',
    'xsd/ubl-2.1',
    'xsd/cii-d16b',
  ]) {
    const provenance = JSON.parse(
      readFileSync(join(DEFAULT_RULES_DIR, dir, 'provenance.json'), 'utf8'),
    ) as { files: { path: string; sha256: string }[]; artifacts: { coordinates: string }[] };
    t.true(provenance.artifacts.length > 0);
    t.true(existsSync(join(DEFAULT_RULES_DIR, dir, 'LICENSE')), `${dir}/LICENSE`);
    for (const f of provenance.files) {
      t.is(
        createHash('sha256')
          .update(readFileSync(join(DEFAULT_RULES_DIR, dir, f.path)))
          .digest('hex'),
        f.sha256,
        `${dir}/${f.path}`,
      );
      checked++;
    }
  }
  t.true(checked > 70);
});

test('a rule set that is not installed is an error, never a pass', async (t) => {
  const empty = mkdtempSync(join(tmpdir(), 'einvoice-rules-'));
  const validator = createValidator({ engine: 'saxonjs', rulesDir: empty, concurrency: 1 });
  t.teardown(() => validator.close());
  const error = await t.throwsAsync(validator.validate('<Invoice/>', ['en16931-ubl']), {
    instanceOf: RuleSetUnavailableError,
  });
  t.is(error?.reason, 'RULE_SET_NOT_INSTALLED');
  await t.throwsAsync(validator.validate('<Invoice/>', []), {
    instanceOf: RuleSetUnavailableError,
  });
});
