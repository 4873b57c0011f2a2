/**
 * Rule sets with the asserts of another (RuleSet.sameAssertsAs: France's BR-FR _WARNING sets) are
 * not run a second time when both judge a document; their findings are copied. Both facts that
 * makes safe are checked here: the installed files of each pair compile the same tests at the
 * same places (they differ in flags, and FNFE's UBL _WARNING in one message), and the copied
 * findings are those the rule set gives when it is run on its own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'ava';
import { createValidator, isInstalled, RULE_SETS, ruleSet } from '../../src/validation/index.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { FRENCH_FORMATS, frenchInvoice, frenchRequest, writeFrench } from '../france/helpers.js';
import { requires } from '../helpers/requires.js';
import { jvmUnavailable } from './corpus.js';

const pairs = RULE_SETS.filter((s) => s.sameAssertsAs).map((s) => [s, ruleSet(s.sameAssertsAs!)]);
const missing = pairs.flat().find((s) => !isInstalled(s, DEFAULT_RULES_DIR))?.id;
const installed = requires(
  missing && `rule set ${missing} not installed (npm run rules:update with EINVOICE_RULES_MIRROR)`,
);

/** A compiled Schematron without what may differ between the pair: the flags and the messages. */
function testsAndPlaces(xslt: string): string {
  return xslt
    .replace(/\s+flag="[^"]*"/g, '')
    .replace(/<xsl:attribute name="flag">[^<]*<\/xsl:attribute>/g, '')
    .replace(/<svrl:text>[\s\S]*?<\/svrl:text>/g, '<svrl:text/>');
}

test('the France BR-FR _WARNING sets name their fatal sets as having the same asserts', (t) => {
  t.deepEqual(
    pairs.map(([copy, source]) => `${copy!.id} → ${source!.id}`),
    [
      'br-fr-facturx-warning → br-fr-facturx',
      'br-fr-cii-warning → br-fr-cii',
      'br-fr-ubl-warning → br-fr-ubl',
    ],
  );
});

installed('each pair compiles the same tests at the same places', (t) => {
  for (const [copy, source] of pairs) {
    const read = (xslt: string) =>
      testsAndPlaces(readFileSync(join(DEFAULT_RULES_DIR, xslt), 'utf8'));
    t.is(copy!.xslt.length, source!.xslt.length);
    copy!.xslt.forEach((file, i) => {
      const a = read(source!.xslt[i]!);
      t.true(a.includes('<svrl:failed-assert'), source!.xslt[i]);
      t.true(a === read(file), `${file} differs from ${source!.xslt[i]} beyond flags and messages`);
    });
  }
});

requires(jvmUnavailable(), missing && `rule set ${missing} not installed`)(
  'copied findings are those the _WARNING set gives when it runs on its own',
  async (t) => {
    t.timeout(5 * 60_000);
    const validator = createValidator({ engine: 'jvm' });
    try {
      for (const f of [FRENCH_FORMATS[1], FRENCH_FORMATS[4]]) {
        const written = writeFrench(frenchRequest(f, frenchInvoice('domestic')));
        const ruleSetIds = written.ruleSetIds;
        // Without BT-23 (CII and UBL): BR-FR-08 fails, in both sets.
        const xml = written.xml
          .replace(
            /<ram:BusinessProcessSpecifiedDocumentContextParameter>[\s\S]*?<\/ram:BusinessProcessSpecifiedDocumentContextParameter>/,
            '',
          )
          .replace(/<cbc:ProfileID>[^<]*<\/cbc:ProfileID>/, '');
        t.not(xml, written.xml, f.id);
        const [copy] = ruleSetIds.filter((id) => ruleSet(id).sameAssertsAs);
        t.truthy(copy, f.id);
        const together = await validator.validate(xml, ruleSetIds);
        const alone = await validator.validate(xml, [copy!]);
        const of = (r: typeof alone) =>
          r.findings
            .filter((x) => x.ruleSet === copy)
            .map((x) => `${x.ruleId} ${x.severity} ${x.location}`);
        t.true(of(alone).length >= 1, `${f.id}: ${of(alone).join('; ')}`);
        t.deepEqual(of(together), of(alone), f.id);
        t.deepEqual(
          together.ruleSets.map((s) => s.id),
          ruleSetIds,
        );
      }
    } finally {
      await validator.close();
    }
  },
);
