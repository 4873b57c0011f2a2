/**
 * PINT Oman 1.0.1 (billing and self-billing) as registered rule sets: every official example of
 * the corpus passes the rule set of its specification (its CustomizationID) with no fatal finding,
 * and a document missing what Oman requires (the transaction type BTOM-001, the issue time) is
 * refused by its OM rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createValidator } from '../../src/validation/index.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { requires } from '../helpers/requires.js';
import { CORPUS, CORPUS_MISSING, jvmUnavailable } from './corpus.js';

const installed = ['pint-om', 'pint-om-selfbilling'].every((id) =>
  isInstalled(ruleSet(id), DEFAULT_RULES_DIR),
)
  ? undefined
  : 'PINT OM is not installed (npm run rules:update with EINVOICE_RULES_MIRROR)';
const gate = requires(CORPUS ? undefined : CORPUS_MISSING, installed, jvmUnavailable());

const examples = (): { file: string; ruleSet: string }[] => {
  const root = join(CORPUS!, 'pint/pint-om-1.0.1/examples');
  return ['billing', 'selfbilling'].flatMap((kind) =>
    ['inv', 'cn'].flatMap((doc) =>
      readdirSync(join(root, kind, doc))
        .filter((f) => f.endsWith('.xml'))
        .map((f) => ({
          file: join(root, kind, doc, f),
          ruleSet: kind === 'billing' ? 'pint-om' : 'pint-om-selfbilling',
        })),
    ),
  );
};

gate('every official PINT OM example passes its rule set without a fatal finding', async (t) => {
  const validator = createValidator({ engine: 'jvm', deadlineMs: 120_000 });
  t.teardown(() => validator.close());
  const all = examples();
  t.is(all.length, 25, 'the corpus holds 20 billing and 5 self-billing examples');
  for (const e of all) {
    const xml = readFileSync(e.file, 'utf8');
    t.is(xml.includes('selfbilling-1@om-1'), e.ruleSet === 'pint-om-selfbilling', e.file);
    const report = await validator.validate(xml, [e.ruleSet]);
    t.deepEqual(
      report.findings
        .filter((f) => f.severity === 'fatal' || f.severity === 'error')
        .map((f) => f.ruleId),
      [],
      e.file,
    );
    t.deepEqual(
      report.ruleSets.map((s) => `${s.id}@${s.version}`),
      [`${e.ruleSet}@1.0.1`],
    );
  }
});

gate(
  'PINT OM refuses a document without the transaction type (BTOM-001) or the issue time',
  async (t) => {
    const validator = createValidator({ engine: 'jvm', deadlineMs: 120_000 });
    t.teardown(() => validator.close());
    const xml = readFileSync(
      join(CORPUS!, 'pint/pint-om-1.0.1/examples/billing/inv/FullInvoice-Mixed-Categories.xml'),
      'utf8',
    )
      .replace(/<cbc:InvoiceTypeCode name="[01]+">/, '<cbc:InvoiceTypeCode>')
      .replace(/<cbc:IssueTime>[^<]*<\/cbc:IssueTime>/, '');
    const fatal = (await validator.validate(xml, ['pint-om'])).findings
      .filter((f) => f.severity === 'fatal')
      .map((f) => f.ruleId);
    t.true(fatal.includes('ALIGNED-IBRP-000-OM'), fatal.join(', '));
    t.true(fatal.includes('ALIGNED-IBRP-016-OM'), fatal.join(', '));
  },
);
