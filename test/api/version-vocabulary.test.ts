/**
 * One version vocabulary: for the same document, validate (format.version), generate
 * (validation.version) and retrieve of the generated file (format.version) report the same
 * version: the release of the specification the document follows, as the installed rules that
 * judged it implement it (ZUGFeRD 2.5.2 / Factur-X 1.09.2 with the current rules, FatturaPA 1.2.2,
 * XRechnung 3.0.2), and generate's rule_sets name that same release.
 */
import test from 'ava';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { installedRuleSet, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { specVersion } from '../../src/validation/spec-version.js';
import { publicExample } from '../helpers/example.js';
import { postJson as postAnonymous, withDemoKey } from '../helpers/server.js';
import { germanPublic, italian } from '../validation/checks/helpers.js';

const postJson = (baseUrl: string, path: string, body: unknown) =>
  postAnonymous(baseUrl, path, body, withDemoKey());

let baseUrl = '';
let close: () => Promise<void> = async () => {};
test.before(async () => {
  const app = createApp(testConfig(), { clock: () => new Date('2026-01-15T10:00:00Z') });
  baseUrl = `http://127.0.0.1:${await app.listen()}`;
  close = () => app.close();
});
test.after.always(() => close());

const zugferdRules = installedRuleSet(ruleSet('facturx-en16931'), DEFAULT_RULES_DIR).version;
const cases: {
  name: string;
  edit: (b: any) => void;
  format: string;
  version: string;
  ruleSet?: string;
}[] = [
  {
    name: 'zugferd (DE seller)',
    edit: (b) => (b.format = 'zugferd'),
    format: 'zugferd',
    version: zugferdRules,
    ruleSet: `facturx-en16931@${zugferdRules}`,
  },
  {
    name: 'facturx (FR seller)',
    edit: (b) => {
      b.format = 'facturx';
      b.invoice.seller.country = 'FR';
      b.invoice.seller.vat_id = 'FR40303265045';
    },
    format: 'facturx',
    version: specVersion('facturx'),
    ruleSet: `facturx-en16931@${zugferdRules}`,
  },
  {
    name: 'xrechnung',
    edit: germanPublic,
    format: 'xrechnung',
    version: installedRuleSet(ruleSet('xrechnung-ubl'), DEFAULT_RULES_DIR).version,
  },
  {
    name: 'fatturapa',
    edit: (b) => {
      italian(b);
      b.invoice.seller.street = 'Via Roma 1';
      Object.assign(b.invoice.buyer, {
        street: 'Via Milano 2',
        city: 'Torino',
        postal_code: '10121',
      });
    },
    format: 'fatturapa',
    version: '1.2.2',
    ruleSet: 'fatturapa@1.2.2',
  },
];

for (const c of cases) {
  test(`${c.name}: validate, generate and retrieve report version ${c.version}`, async (t) => {
    const body = publicExample();
    c.edit(body);
    const validated = await postJson(baseUrl, '/v1/validate', body);
    t.is(validated.status, 200, validated.text.slice(0, 300));
    t.is(
      validated.json.format.version,
      c.version,
      `validate: ${JSON.stringify(validated.json).slice(0, 600)}`,
    );
    const generated = await postJson(baseUrl, '/v1/generate', body);
    t.is(generated.status, 200, generated.text.slice(0, 300));
    t.is(generated.json.validation.version, c.version, 'generate');
    if (c.ruleSet)
      t.true(
        generated.json.validation.rule_sets.includes(c.ruleSet),
        generated.json.validation.rule_sets.join(', '),
      );
    const file = generated.json.pdf_base64 || generated.json.xml_base64;
    const retrieved = await postJson(baseUrl, '/v1/retrieve', { data_base64: file });
    t.is(retrieved.status, 200, retrieved.text.slice(0, 300));
    t.is(retrieved.json.format.detected_format, c.format);
    t.is(retrieved.json.format.version, c.version, 'retrieve');
  });
}
