/**
 * The in-process XSD (libxml2) of the rule sets the JVM's schema validator cannot hold: KSeF
 * FA(3) through its URI rewrite, the root read from the start tag (prefixed or not), a wrong root
 * and a broken document as fatal findings.
 */
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInProcessXsd } from '../../src/validation/engine/in-process-xsd.js';
import { resolveRuleSets } from '../../src/validation/validator.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { requires } from '../helpers/requires.js';
import { corpusDir } from '../syntax/ubl/helpers/checker.js';

const example = path.join(corpusDir, 'ksef-fa3', 'examples', 'FA_3_Przykład_1.xml');
const it = requires(
  !isInstalled(ruleSet('ksef-fa3'), DEFAULT_RULES_DIR)
    ? 'rule set ksef-fa3 is not installed (npm run rules:update)'
    : !existsSync(example)
      ? `FA(3) examples not found at ${example} (set EINVOICE_CORPUS)`
      : undefined,
);

it('FA(3): valid as published, with a prefix, and refused with a wrong root or broken', (t) => {
  const sets = resolveRuleSets(['ksef-fa3'], DEFAULT_RULES_DIR);
  const xml = readFileSync(example, 'utf8');
  t.deepEqual(runInProcessXsd(xml, sets), []);
  // The same document with its namespace under a prefix, after a comment.
  const prefixed = xml
    .replace(/<(\/?)(?![?!])([A-Za-z_][\w.-]*)([\s>/])/g, '<$1fa:$2$3')
    .replace(
      'xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/"',
      'xmlns:fa="http://crd.gov.pl/wzor/2025/06/25/13775/"',
    )
    .replace('<fa:Faktura', '<!-- a comment --><fa:Faktura');
  t.regex(prefixed, /<!-- a comment --><fa:Faktura [^>]*xmlns:fa=/);
  t.deepEqual(
    runInProcessXsd(prefixed, sets).map((f) => f.id),
    [],
  );
  const wrong = runInProcessXsd('<Invoice xmlns="urn:example"/>', sets);
  t.deepEqual(
    wrong.map((f) => [f.id, f.flag]),
    [['XSD-ROOT', 'fatal']],
  );
  const broken = runInProcessXsd(xml.slice(0, xml.length / 2), sets);
  t.true(broken.length > 0 && broken.every((f) => f.flag === 'fatal'));
});
