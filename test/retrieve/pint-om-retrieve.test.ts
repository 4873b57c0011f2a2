/**
 * PINT Oman documents are read and judged by the Oman rules: each official example of the corpus
 * (20 billing, 5 self-billing) is detected as PINT-OM (or PINT-OM SELF-BILLING), judged by pint-om
 * (pint-om-selfbilling) 1.0.1 rather than by Peppol BIS, and read as valid; what the JSON cannot
 * carry is listed (FIELD_DROPPED), never silently lost, and format.country_profile names pint_om
 * so that generate writes it back in the same profile (test/conformance/pint-om-generate.test.ts).
 */
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countryProfileOfDocument, formatRow } from '../../src/formats/index.js';
import { retrieveDocument } from '../../src/retrieve/index.js';
import { createValidator } from '../../src/validation/index.js';
import { ruleSetsForDocument } from '../../src/validation/rule-sets-for.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { requires } from '../helpers/requires.js';
import { CORPUS, CORPUS_MISSING, jvmUnavailable } from '../validation/corpus.js';

const installed = ['pint-om', 'pint-om-selfbilling'].every((id) =>
  isInstalled(ruleSet(id), DEFAULT_RULES_DIR),
)
  ? undefined
  : 'PINT OM is not installed (npm run rules:update with EINVOICE_RULES_MIRROR)';
const gate = requires(CORPUS ? undefined : CORPUS_MISSING, installed, jvmUnavailable());

test('PINT OM rows are the pint_om country profile: generate writes what retrieve reads', (t) => {
  const row = formatRow({ format: 'peppol', countryProfile: 'pint_om' });
  t.is(row?.key, 'peppol/pint_om');
  t.is(row?.guidelineId, 'urn:peppol:pint:billing-1@om-1');
  t.deepEqual(row?.ruleSetIds, ['pint-om']);
  t.is(
    formatRow({ format: 'peppol', countryProfile: 'pint_om', selfBilling: true })?.key,
    'peppol/pint_om/selfbilling',
  );
  t.is(countryProfileOfDocument('urn:peppol:pint:billing-1@om-1', 'OM'), 'pint_om');
  t.is(countryProfileOfDocument('urn:peppol:pint:selfbilling-1@om-1', 'OM'), 'pint_om');
});

gate('every official PINT OM example is read, judged by the Oman rules and valid', async (t) => {
  const validator = createValidator({ engine: 'jvm', deadlineMs: 120_000 });
  t.teardown(() => validator.close());
  const root = join(CORPUS!, 'pint/pint-om-1.0.1/examples');
  let read = 0;
  for (const kind of ['billing', 'selfbilling']) {
    for (const doc of ['inv', 'cn']) {
      for (const file of readdirSync(join(root, kind, doc)).filter((f) => f.endsWith('.xml'))) {
        const outcome = await retrieveDocument(readFileSync(join(root, kind, doc, file)), {
          locale: 'en',
          validate: async (xml, detected) => {
            const report = await validator.validate(xml, ruleSetsForDocument(detected));
            return {
              valid: report.valid,
              findings: report.findings,
              ruleSets: report.ruleSets.map((s) => `${s.id}@${s.version}`),
            };
          },
        });
        const name = `${kind}/${doc}/${file}`;
        t.deepEqual(
          outcome.errors.map((e) => `${e.code} ${e.message}`),
          [],
          name,
        );
        t.true(outcome.ok, name);
        t.is(outcome.format.profile, kind === 'billing' ? 'PINT-OM' : 'PINT-OM SELF-BILLING', name);
        t.deepEqual(
          outcome.ruleSets,
          [kind === 'billing' ? 'pint-om@1.0.1' : 'pint-om-selfbilling@1.0.1'],
          name,
        );
        t.is(outcome.invoice?.currency, 'OMR', name);
        t.is(outcome.format.countryProfile, 'pint_om', name);
        read++;
      }
    }
  }
  t.is(read, 25);
});
