/**
 * Which rule sets the start-up warm-up loads (VALIDATION_WARMUP): by default each format's default
 * row's — a worker holding every rule set needs about 187 MB of live heap, one holding these about
 * 70 MB — and every installed one with `all`; the default format's rule sets always go first.
 * Rule sets outside the warm-up load on first use (test/hardening/first-request.test.ts).
 */
import test from 'ava';
import { loadConfig, ConfigError } from '../../src/config.js';
import { RULE_SETS, isInstalled } from '../../src/validation/rule-sets.js';
import { defaultFormatRuleSets, ruleSetsFor } from '../../src/validation/rule-sets-for.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { warmUpRuleSetIds } from '../../src/validation/validator.js';

const installed = (ids: string[]) =>
  ids.filter((id) => isInstalled(RULE_SETS.find((s) => s.id === id)!, DEFAULT_RULES_DIR));

test('defaults: the rule sets of each format without profile, country profile or syntax; ZUGFeRD EN16931 first', (t) => {
  const ids = warmUpRuleSetIds('defaults');
  const expected = installed([
    'facturx-en16931',
    'en16931-cii',
    'en16931-ubl',
    'xrechnung-cii',
    'peppol-bis',
    'fatturapa',
    'ksef-fa3',
  ]);
  t.deepEqual([...ids].sort(), [...expected].sort());
  t.deepEqual(ids.slice(0, 2).sort(), installed(ruleSetsFor('zugferd')).sort());
  for (const id of [
    'facturx-extended',
    'facturx-minimum',
    'pint-eu',
    'pint-sg',
    'xrechnung-ubl',
    'peppol-bis-cii',
  ]) {
    t.false(ids.includes(id), `${id} loads on first use`);
  }
  t.deepEqual(
    defaultFormatRuleSets().filter((id) => !ids.includes(id)),
    defaultFormatRuleSets().filter((id) => !installed([id]).length),
  );
});

test('all: every installed rule set, ZUGFeRD EN16931 first', (t) => {
  const ids = warmUpRuleSetIds('all');
  t.deepEqual(
    [...ids].sort(),
    RULE_SETS.filter((s) => isInstalled(s, DEFAULT_RULES_DIR))
      .map((s) => s.id)
      .sort(),
  );
  t.deepEqual(ids.slice(0, 2).sort(), installed(ruleSetsFor('zugferd')).sort());
});

test('VALIDATION_WARMUP: defaults unless set; all (or the older true), false; anything else refused', (t) => {
  t.is(loadConfig({}).validationWarmUp, 'defaults');
  t.is(loadConfig({ VALIDATION_WARMUP: 'defaults' }).validationWarmUp, 'defaults');
  t.is(loadConfig({ VALIDATION_WARMUP: 'all' }).validationWarmUp, 'all');
  t.is(loadConfig({ VALIDATION_WARMUP: 'true' }).validationWarmUp, 'all');
  t.is(loadConfig({ VALIDATION_WARMUP: 'false' }).validationWarmUp, false);
  t.throws(() => loadConfig({ VALIDATION_WARMUP: 'some' }), {
    instanceOf: ConfigError,
    message: /VALIDATION_WARMUP must be one of defaults, all, true, false/,
  });
});
