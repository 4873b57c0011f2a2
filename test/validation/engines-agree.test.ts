/**
 * Both engines run the same compiled rules and must report the same Schematron findings (rule,
 * severity, location, message) and the same XSD verdict: on every valid official example of every
 * installed rule set (~2 min), one example per family with two mutated invoices, and the first 30
 * EN 16931 UBL unit-test cases.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createValidator } from '../../src/validation/index.js';
import type { Finding } from '../../src/validation/report.js';
import { toFinding } from '../../src/validation/report.js';
import { JvmEngine } from '../../src/validation/engine/jvm-engine.js';
import { SaxonJsEngine } from '../../src/validation/engine/saxonjs-engine.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { isInstalled, RULE_SETS } from '../../src/validation/rule-sets.js';
import { CORPUS, CORPUS_MISSING, jvmUnavailable, validExamples } from './corpus.js';
import { unitCases } from './unit-cases.js';
import { existsSync, readdirSync } from 'node:fs';
import { requires, unavailable } from '../helpers/requires.js';

const FAMILIES = [
  'en16931-cii',
  'en16931-ubl',
  'xrechnung-cii',
  'xrechnung-ubl',
  'facturx-en16931',
  'facturx-basic',
  'peppol-bis',
  'pint-sg',
  'fatturapa',
];

const schematron = (findings: Finding[]): string[] =>
  findings
    .filter((f) => f.source === 'schematron')
    .map((f) => `${f.ruleSet}|${f.ruleId}|${f.severity}|${f.location}|${f.message}`)
    .sort();
const xsdVerdict = (findings: Finding[]): boolean =>
  findings.some(
    (f) => f.source !== 'schematron' && (f.severity === 'fatal' || f.severity === 'error'),
  );

const sefReady =
  existsSync(join(DEFAULT_RULES_DIR, 'build', 'sef')) &&
  readdirSync(join(DEFAULT_RULES_DIR, 'build', 'sef')).length > 0;
const skip = !CORPUS
  ? CORPUS_MISSING
  : (jvmUnavailable() ?? (sefReady ? undefined : 'SEF files not compiled (npm run rules:sef)'));

if (skip) {
  unavailable('engines agree', skip);
} else {
  const jvm = createValidator({ engine: 'jvm', deadlineMs: 60_000 });
  const sjs = createValidator({ engine: 'saxonjs', deadlineMs: 60_000 });
  test.after.always(async () => {
    await jvm.close();
    await sjs.close();
  });

  test('JVM and saxon-js report identical findings on official examples and mutations', async (t) => {
    const { examples } = validExamples();
    const sample = FAMILIES.map((id) => examples.find((e) => e.ruleSets[0] === id)).filter(
      (e) => e !== undefined,
    );
    const docs = sample.map((e) => ({
      name: e.file,
      xml: readFileSync(e.path, 'utf8'),
      ruleSets: e.ruleSets,
    }));
    const cii = readFileSync(join(CORPUS!, 'en16931/cii/examples/CII_example2.xml'), 'utf8');
    const ubl = readFileSync(join(CORPUS!, 'en16931/ubl/examples/ubl-tc434-example2.xml'), 'utf8');
    docs.push({
      name: 'CII total changed',
      xml: cii.replace(/<ram:GrandTotalAmount>[^<]*</, '<ram:GrandTotalAmount>1.00<'),
      ruleSets: ['en16931-cii'],
    });
    docs.push({
      name: 'UBL with an unknown element',
      xml: ubl.replace('<cbc:ID>', '<cbc:Unknown/><cbc:ID>'),
      ruleSets: ['en16931-ubl'],
    });
    let agreed = 0;
    for (const d of docs) {
      const [a, b] = await Promise.all([
        jvm.validate(d.xml, d.ruleSets),
        sjs.validate(d.xml, d.ruleSets),
      ]);
      t.deepEqual(schematron(b.findings), schematron(a.findings), d.name);
      t.is(xsdVerdict(b.findings), xsdVerdict(a.findings), `${d.name}: XSD verdict`);
      t.is(b.valid, a.valid, `${d.name}: verdict`);
      agreed++;
    }
    t.log(`${agreed} documents compared (${sample.length} official examples, 2 mutations)`);
  });

  test('JVM and saxon-js agree on every valid official example of every installed rule set (Factur-X EXTENDED included)', async (t) => {
    t.timeout(15 * 60_000); // ~2 min on 2 cores
    const { examples } = validExamples();
    const failures: string[] = [];
    const perRuleSet = new Map<string, number>();
    for (const e of examples) {
      const xml = readFileSync(e.path, 'utf8');
      try {
        const [a, b] = await Promise.all([
          jvm.validate(xml, e.ruleSets),
          sjs.validate(xml, e.ruleSets),
        ]);
        const same =
          JSON.stringify(schematron(a.findings)) === JSON.stringify(schematron(b.findings)) &&
          xsdVerdict(a.findings) === xsdVerdict(b.findings) &&
          a.valid === b.valid;
        if (!same) failures.push(`${e.file}: findings differ`);
      } catch (error) {
        failures.push(
          `${e.file}: ${(error as { detail?: string }).detail ?? (error as Error).message}`,
        );
      }
      perRuleSet.set(e.ruleSets.join('+'), (perRuleSet.get(e.ruleSets.join('+')) ?? 0) + 1);
    }
    t.log(
      `${examples.length} examples over ${perRuleSet.size} rule-set combinations: ${examples.length - failures.length} agree`,
    );
    t.deepEqual(failures, []);
    t.true([...perRuleSet.keys()].includes('facturx-extended'));
  });

  test('JVM and saxon-js agree on EN 16931 UBL unit-test cases (Schematron only)', async (t) => {
    const cases = unitCases(join(CORPUS!, 'en16931', 'test', 'Invoice-unit-UBL')).slice(0, 30);
    const a = new JvmEngine({ rulesDir: DEFAULT_RULES_DIR });
    const b = new SaxonJsEngine({ rulesDir: DEFAULT_RULES_DIR, poolSize: 1 });
    t.teardown(async () => {
      await a.close();
      await b.close();
    });
    const set = {
      id: 'en16931-ubl',
      xsd: [],
      xslt: [join(DEFAULT_RULES_DIR, 'en16931-ubl/EN16931-UBL-validation.xslt')],
    };
    for (const c of cases) {
      const bytes = new TextEncoder().encode(c.xml);
      const [ra, rb] = await Promise.all([
        a.run(bytes, [set], 60_000),
        b.run(bytes, [set], 60_000),
      ]);
      t.deepEqual(
        schematron(rb.map(toFinding)),
        schematron(ra.map(toFinding)),
        `${c.file}#${c.index}`,
      );
    }
    t.log(`${cases.length} unit-test cases compared`);
  });

  const set = RULE_SETS.find((r) => r.id === 'peppol-bis-cii')!;
  const unit = join(CORPUS!, 'peppol-bis3', 'unit');
  const peppolCiiMissing = !isInstalled(set, DEFAULT_RULES_DIR)
    ? 'peppol-bis-cii not installed (npm run rules:update with EINVOICE_RULES_MIRROR)'
    : existsSync(unit)
      ? undefined
      : 'the corpus has no peppol-bis3/unit/';
  requires(peppolCiiMissing)(
    'JVM and saxon-js agree on the Peppol BIS CII unit-test cases (Schematron compiled from .sch with SchXslt)',
    async (t) => {
      t.timeout(10 * 60_000);
      const resolved = {
        id: set.id,
        xsd: [],
        xslt: set.xslt.map((x) => join(DEFAULT_RULES_DIR, x)),
      };
      const a = new JvmEngine({ rulesDir: DEFAULT_RULES_DIR });
      const b = new SaxonJsEngine({ rulesDir: DEFAULT_RULES_DIR, poolSize: 1 });
      t.teardown(async () => {
        await a.close();
        await b.close();
      });
      const cases = readdirSync(unit)
        .filter((f) => f.startsWith('unit-CII-'))
        .flatMap((f) => unitCases(join(unit, f)));
      let compared = 0;
      let bothFailed = 0;
      for (const c of cases) {
        const bytes = new TextEncoder().encode(c.xml);
        const [ra, rb] = await Promise.allSettled([
          a.run(bytes, [resolved], 60_000),
          b.run(bytes, [resolved], 60_000),
        ]);
        if (ra.status === 'rejected' || rb.status === 'rejected') {
          t.is(ra.status, rb.status, `${c.file}#${c.index}: one engine failed, the other did not`);
          bothFailed++;
          continue;
        }
        t.deepEqual(
          schematron(rb.value.map(toFinding)),
          schematron(ra.value.map(toFinding)),
          `${c.file}#${c.index}`,
        );
        compared++;
      }
      t.log(
        `${compared} Peppol CII unit-test cases compared, ${bothFailed} where both engines stop on the rules' dynamic error`,
      );
    },
  );
}
