/**
 * France (issue 41), item 1: the French rule sets as the service runs them (JVM engine). A French
 * Factur-X and UBL document is valid under its profile's rules and BR-FR Flux 2, and the answer
 * names the French rule sets with their installed version; the same document without BT-23 is
 * refused by the fatal set (BR-FR-08_BT-23), while the _WARNING set reports the same rule as a
 * warning, never as an error.
 */
import test from 'ava';
import { createValidator, isInstalled, ruleSet } from '../../src/validation/index.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { jvmUnavailable } from '../validation/corpus.js';
import { requires } from '../helpers/requires.js';
import { FRENCH_FORMATS, frenchInvoice, frenchRequest, writeFrench } from './helpers.js';

const notInstalled = [
  'br-fr-facturx',
  'br-fr-facturx-warning',
  'br-fr-ubl',
  'br-fr-ubl-warning',
].find((id) => !isInstalled(ruleSet(id), DEFAULT_RULES_DIR));
const gated = requires(
  jvmUnavailable(),
  notInstalled &&
    `rule set ${notInstalled} not installed (npm run rules:update with EINVOICE_RULES_MIRROR)`,
);

const withoutBt23 = (xml: string): string =>
  xml
    .replace(
      /<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>S1<\/ram:ID>\s*<\/ram:BusinessProcessSpecifiedDocumentContextParameter>\s*/,
      '',
    )
    .replace(/<cbc:ProfileID>S1<\/cbc:ProfileID>\s*/, '');

gated(
  'BR-FR runs after the profile rules: valid with BT-23, refused without it; the _WARNING set only warns',
  async (t) => {
    t.timeout(10 * 60_000);
    const validator = createValidator({ engine: 'jvm' });
    try {
      for (const f of [FRENCH_FORMATS[1], FRENCH_FORMATS[4]]) {
        const { xml, ruleSetIds } = writeFrench(frenchRequest(f, frenchInvoice('domestic')));
        const ok = await validator.validate(xml, ruleSetIds);
        t.true(
          ok.valid,
          `${f.id}: ${ok.findings
            .filter((x) => x.severity !== 'warning')
            .map((x) => x.ruleId)
            .join(' ')}`,
        );
        t.true(
          ok.ruleSets.some((s) => s.id.startsWith('br-fr-') && s.version === '1.4.0.03'),
          `${f.id}: ${JSON.stringify(ok.ruleSets)}`,
        );

        const stripped = withoutBt23(xml);
        t.not(stripped, xml, f.id);
        const refused = await validator.validate(stripped, ruleSetIds);
        t.false(refused.valid, f.id);
        const brFr08 = refused.findings.filter((x) => x.ruleId === 'BR-FR-08_BT-23');
        const fatalSet = ruleSetIds.find(
          (id) => id.startsWith('br-fr-') && !id.endsWith('-warning'),
        )!;
        t.true(
          brFr08.some((x) => x.ruleSet === fatalSet && x.severity === 'fatal'),
          `${f.id}: ${JSON.stringify(brFr08)}`,
        );
        t.true(
          brFr08.some((x) => x.ruleSet === `${fatalSet}-warning` && x.severity === 'warning'),
          `${f.id}: ${JSON.stringify(brFr08)}`,
        );
        t.true(
          refused.findings
            .filter((x) => x.ruleSet.endsWith('-warning'))
            .every((x) => x.severity === 'warning'),
          f.id,
        );
      }
    } finally {
      await validator.close();
    }
  },
);
