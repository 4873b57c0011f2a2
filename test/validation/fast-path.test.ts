/**
 * The JVM worker's fast path (pattern modes run directly and in parallel, the rules' own
 * document() files parsed once) must report exactly what the stylesheets report when they run
 * whole: the same raw findings in the same order. Compared against a second worker in reference
 * mode (-Deinvoice.validator.reference=true) on every valid CII and UBL example of the corpus,
 * judged by other rule sets of its syntax too so that rules fire (CII: its own plus EN 16931
 * and Factur-X EN16931; UBL: its own plus EN 16931), on mutated CII invoices judged by every CII
 * rule set, and on a ninth of the EN 16931 UBL unit-test cases.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  DEFAULT_JAR,
  DEFAULT_JVM_ARGS,
  findJava,
  JvmEngine,
} from '../../src/validation/engine/jvm-engine.js';
import { JvmProcess } from '../../src/validation/engine/jvm-process.js';
import type { RawFinding } from '../../src/validation/report.js';
import {
  installedRuleSet,
  isInstalled,
  RULE_SETS,
  ruleSet,
} from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { resolveRuleSets } from '../../src/validation/validator.js';
import { CORPUS, CORPUS_MISSING, jvmUnavailable, validExamples } from './corpus.js';
import { unitCases } from './unit-cases.js';
import { unavailable } from '../helpers/requires.js';

const skip = !CORPUS ? CORPUS_MISSING : jvmUnavailable();
const installed = (syntax: string) =>
  RULE_SETS.filter(
    (s) => s.syntax === syntax && s.xslt.length > 0 && isInstalled(s, DEFAULT_RULES_DIR),
  ).map((s) => s.id);

if (skip) {
  unavailable('fast path equals the whole stylesheets', skip);
} else {
  const fast = new JvmEngine({ rulesDir: DEFAULT_RULES_DIR, threads: 2 });
  const reference = new JvmEngine({
    rulesDir: DEFAULT_RULES_DIR,
    threads: 2,
    jvmArgs: [...DEFAULT_JVM_ARGS, '-Deinvoice.validator.reference=true'],
  });
  test.after.always(async () => {
    await fast.close();
    await reference.close();
  });

  /** Runs every document through both workers (two at a time) and compares the raw findings. */
  async function compare(
    t: import('ava').ExecutionContext,
    docs: { name: string; xml: Uint8Array; ids: string[] }[],
  ): Promise<number> {
    let findings = 0;
    let errors = 0;
    const queue = [...docs];
    const worker = async (): Promise<void> => {
      for (let d = queue.shift(); d; d = queue.shift()) {
        const sets = resolveRuleSets(d.ids, DEFAULT_RULES_DIR);
        // A dynamic error of a rule (some fire on other profiles' documents) must be the same error.
        const outcome = (run: Promise<RawFinding[]>) =>
          run.then(
            (f) => ({ f }),
            (error: Error) => ({ error: error.message }),
          );
        const [a, b] = await Promise.all([
          outcome(fast.run(d.xml, sets, 120_000)),
          outcome(reference.run(d.xml, sets, 120_000)),
        ]);
        t.deepEqual(a, b, d.name);
        findings += 'f' in b ? b.f.length : 0;
        if ('error' in b) errors++;
      }
    };
    await Promise.all([worker(), worker()]);
    if (errors > 0)
      t.log(`${errors} documents stopped a stylesheet with the same dynamic error both ways`);
    return findings;
  }

  const cut = (xml: string, from: string | RegExp, to: string): Uint8Array =>
    new TextEncoder().encode(xml.replace(from, to));

  test('the skeleton stylesheets get a pattern plan; the Factur-X code lists are the ones document() reads', async (t) => {
    const proc = new JvmProcess({
      java: findJava()!,
      jar: DEFAULT_JAR,
      rulesDir: DEFAULT_RULES_DIR,
      threads: 1,
      jvmArgs: [...DEFAULT_JVM_ARGS],
    });
    t.teardown(() => proc.stop());
    const ids = ['facturx-en16931', 'en16931-cii', 'en16931-ubl'].filter(
      (id) => installed('cii').includes(id) || installed('ubl').includes(id),
    );
    await proc.request('load', { ruleSets: resolveRuleSets(ids, DEFAULT_RULES_DIR) }).answer;
    const plans = (await proc.request('plans', {}).answer).plans as Record<string, number>;
    const byName = Object.fromEntries(Object.entries(plans).map(([p, n]) => [basename(p), n]));
    t.is(byName['EN16931-CII-validation.xslt'], 3);
    // One pattern per rule group: 66 in ZUGFeRD 2.5.2 (Factur-X 1.09.2), 67 in 2.4.
    const patterns: Record<string, number> = { '2.5.2': 66, '2.4': 67 };
    if (ids.includes('facturx-en16931'))
      t.is(
        byName['FACTUR-X_EN16931.xslt'],
        patterns[installedRuleSet(ruleSet('facturx-en16931'), DEFAULT_RULES_DIR).version],
      );
  });

  test('CII: every valid example and mutations, judged by every CII rule set, same findings both ways', async (t) => {
    const ids = installed('cii');
    const common = ['en16931-cii', 'facturx-en16931'].filter((id) => ids.includes(id));
    const { examples } = validExamples();
    const docs = examples
      .filter((e) => e.ruleSets.every((id) => ids.includes(id)))
      .map((e) => ({
        name: e.file,
        xml: readFileSync(e.path) as Uint8Array,
        ids: [...new Set([...e.ruleSets, ...common])],
      }));
    const cii = readFileSync(join(CORPUS!, 'en16931/cii/examples/CII_example2.xml'), 'utf8');
    docs.push({
      name: 'CII total changed',
      xml: cut(cii, /<ram:GrandTotalAmount>[^<]*</, '<ram:GrandTotalAmount>1.00<'),
      ids,
    });
    docs.push({
      name: 'CII wrong currency',
      xml: cut(cii, '<ram:InvoiceCurrencyCode>EUR<', '<ram:InvoiceCurrencyCode>EUX<'),
      ids,
    });
    docs.push({
      name: 'CII unknown element',
      xml: cut(cii, '<ram:TypeCode>', '<ram:Unknown/><ram:TypeCode>'),
      ids,
    });
    // Rules on lines and attributes (code lists), and line rules whose asserts read paths from the root.
    docs.push({
      name: 'CII unknown unit code',
      xml: cut(cii, /unitCode="[^"]*"/g, 'unitCode="NOPE"'),
      ids,
    });
    docs.push({
      name: 'CII empty line id',
      xml: cut(cii, /<ram:LineID>[^<]*</, '<ram:LineID><'),
      ids,
    });
    docs.push({
      name: 'CII no seller VAT id',
      xml: cut(cii, /schemeID="VA"/g, 'schemeID="XX"'),
      ids,
    });
    const findings = await compare(t, docs);
    t.log(`${docs.length} documents, ${findings} findings identical`);
    t.true(findings > 100, 'the comparison must include fired rules');
  });

  test('UBL: every valid example and EN 16931 unit-test cases, same findings both ways', async (t) => {
    const ubl = installed('ubl');
    const common = ubl.includes('en16931-ubl') ? ['en16931-ubl'] : [];
    const { examples } = validExamples();
    const docs = examples
      .filter((e) => e.ruleSets.every((id) => ubl.includes(id)))
      .map((e) => ({
        name: e.file,
        xml: readFileSync(e.path) as Uint8Array,
        ids: [...new Set([...e.ruleSets, ...common])],
      }));
    const cases = unitCases(join(CORPUS!, 'en16931', 'test', 'Invoice-unit-UBL')).filter(
      (_, i) => i % 9 === 0,
    );
    for (const c of cases)
      docs.push({
        name: `${c.file}#${c.index}`,
        xml: new TextEncoder().encode(c.xml),
        ids: ['en16931-ubl'],
      });
    const findings = await compare(t, docs);
    t.log(
      `${docs.length} documents (${cases.length} unit-test cases), ${findings} findings identical`,
    );
    t.true(findings > 100, 'the comparison must include fired rules');
  });
}
