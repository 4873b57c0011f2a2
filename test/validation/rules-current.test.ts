/**
 * The current official rule releases against the official files whose verdict the older Maven
 * Central releases got wrong: a valid PINT-MY self-billing invoice (TaxTotal-DocumentAndLineLevel)
 * that PINT-MY 1.3.0 rejected with aligned-ibrp-e-08, and a valid ZUGFeRD EN16931 PDF
 * (Physiotherapeut) that the ZUGFeRD 2.4 rules rejected with FX-SCH-A-000354. Each is checked
 * with the installed rules (from the mirror: PINT-MY 1.3.1, ZUGFeRD 2.5.2) and, for contrast,
 * with the Maven Central releases installed into a temporary rules directory (the fallback).
 */
import test from 'ava';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { mavenSource, updateRules } from '../../scripts/rules-update.js';
import { PACKAGES, PHIVE_PEPPOL, PHIVE_ZUGFERD } from '../../scripts/rules-sources.js';
import { extractInvoiceXml } from '../../src/retrieve/index.js';
import { createValidator } from '../../src/validation/index.js';
import { ruleSetsForDocument } from '../../src/validation/rule-sets-for.js';
import { detectFormat } from '../../src/retrieve/detect.js';
import { parseXmlSafely } from '../../src/xml/safe-parse.js';
import { installedRuleSet, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { CORPUS, CORPUS_MISSING, jvmUnavailable } from './corpus.js';
import { requires } from '../helpers/requires.js';

const PINT_MY = 'pint/pint-my-1.3.1/examples/selfbilling/TaxTotal-DocumentAndLineLevel.xml';
const ZUGFERD = 'zugferd/pdf/ferd-2.1-official/EN16931/zugferd_2p1_EN16931_Physiotherapeut.pdf';

const mirrored = (id: string, version: string): string | undefined =>
  installedRuleSet(ruleSet(id), DEFAULT_RULES_DIR).version === version
    ? undefined
    : `${id} ${version} is not installed (npm run rules:update with EINVOICE_RULES_MIRROR)`;
const mavenRepo = process.env.MAVEN_REPO_LOCAL ?? join(homedir(), '.m2', 'repository');
const jarMissing = [PHIVE_PEPPOL, PHIVE_ZUGFERD].some(
  (a) =>
    !existsSync(
      join(
        mavenRepo,
        ...a.groupId.split('.'),
        a.artifactId,
        a.version,
        `${a.artifactId}-${a.version}.jar`,
      ),
    ),
)
  ? 'the phive-rules jars are not in the local Maven repository'
  : undefined;

/** The rule sets retrieve and the CLI choose for a document (a PDF's attachment named as it is). */
const detectRuleSets = (xml: Uint8Array, filename?: string): string[] =>
  ruleSetsForDocument(detectFormat(parseXmlSafely(xml), filename ? { filename } : undefined));

async function documents(): Promise<
  { name: string; xml: Uint8Array; ruleSets: string[]; wrongRule: string }[]
> {
  const pdf = await extractInvoiceXml(readFileSync(join(CORPUS!, ZUGFERD)));
  return [
    {
      name: PINT_MY,
      xml: readFileSync(join(CORPUS!, PINT_MY)),
      ruleSets: detectRuleSets(readFileSync(join(CORPUS!, PINT_MY))),
      wrongRule: 'aligned-ibrp-e-08',
    },
    {
      name: ZUGFERD,
      xml: pdf!.xml,
      ruleSets: detectRuleSets(pdf!.xml, pdf!.filename),
      wrongRule: 'FX-SCH-A-000354',
    },
  ];
}

const gate = requires(
  CORPUS ? undefined : CORPUS_MISSING,
  jvmUnavailable(),
  mirrored('pint-my-selfbilling', '1.3.1'),
  mirrored('facturx-en16931', '2.5.2'),
);

gate(
  'the current releases accept the official samples the older ones rejected, and say which version judged them',
  async (t) => {
    const validator = createValidator({ engine: 'jvm', deadlineMs: 60_000 });
    t.teardown(() => validator.close());
    for (const doc of await documents()) {
      const report = await validator.validate(doc.xml, doc.ruleSets);
      const blocking = report.findings.filter(
        (f) => f.severity === 'fatal' || f.severity === 'error',
      );
      t.deepEqual(
        blocking.map((f) => f.ruleId),
        [],
        doc.name,
      );
      t.false(
        report.findings.some((f) => f.ruleId === doc.wrongRule),
        doc.name,
      );
    }
    const [my, zf] = await documents();
    t.deepEqual(my!.ruleSets, ['pint-my-selfbilling']);
    t.deepEqual(zf!.ruleSets, ['facturx-en16931', 'en16931-cii']);
    const report = await validator.validate(zf!.xml, zf!.ruleSets);
    t.deepEqual(report.ruleSets, [
      { id: 'facturx-en16931', version: '2.5.2' },
      { id: 'en16931-cii', version: '1.3.16' },
    ]);
  },
);

requires(
  CORPUS ? undefined : CORPUS_MISSING,
  jvmUnavailable(),
  jarMissing,
)(
  'the Maven Central fallback installs the older releases, reported as such (PINT-MY 1.3.0, ZUGFeRD 2.4), which reject the same samples',
  async (t) => {
    const rulesDir = mkdtempSync(join(tmpdir(), 'einvoice-rules-maven-'));
    t.teardown(() => rmSync(rulesDir, { recursive: true, force: true }));
    writeFileSync(join(rulesDir, 'README.md'), 'test rules directory\n');
    const dirs = [
      'xsd/ubl-2.1',
      'xsd/cii-d16b',
      'en16931-cii',
      'build/facturx',
      'build/pint-my-selfbilling',
    ];
    await updateRules(
      rulesDir,
      [mavenSource()],
      PACKAGES.filter((p) => dirs.includes(p.dir)),
    );
    const validator = createValidator({ engine: 'jvm', rulesDir, deadlineMs: 60_000 });
    t.teardown(() => validator.close());
    for (const doc of await documents()) {
      const report = await validator.validate(doc.xml, doc.ruleSets);
      t.true(
        report.findings.some(
          (f) => f.ruleId === doc.wrongRule && (f.severity === 'fatal' || f.severity === 'error'),
        ),
        doc.name,
      );
      t.false(report.valid);
    }
    const [my] = await documents();
    t.deepEqual((await validator.validate(my!.xml, my!.ruleSets)).ruleSets, [
      { id: 'pint-my-selfbilling', version: '1.3.0' },
    ]);
  },
);
