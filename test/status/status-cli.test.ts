// `einvoice validate <status.xml>` recognises a CDAR lifecycle status and checks it against the
// fr-cdar rules on this machine: 0 for a valid status, 1 (with the BR-FR-CDV rule) for a broken one.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { withDefaults } from '../../src/status/status-defaults.js';
import { writeCdar } from '../../src/syntax/cdar/write-cdar.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { requires } from '../helpers/requires.js';
import { jvmUnavailable } from '../validation/corpus.js';
import { statusFor } from './statuses.js';

const dir = mkdtempSync(join(tmpdir(), 'einvoice-status-cli-'));

async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(
    args,
    { write: (s: string) => (stdout += s) },
    { write: (s: string) => (stderr += s) },
  );
  return { code, stdout, stderr };
}

requires(
  jvmUnavailable(),
  isInstalled(ruleSet('fr-cdar'), DEFAULT_RULES_DIR) ? undefined : 'fr-cdar rule set not installed',
)(
  'einvoice validate recognises a CDAR status: valid 0, a 212 without VAT rate 1 with BR-FR-CDV-14',
  async (t) => {
    t.timeout(300_000);
    const xml = writeCdar(withDefaults(statusFor('212'), new Date('2026-09-15T10:30:00Z')));
    const ok = join(dir, 'status-212.xml');
    writeFileSync(ok, xml);
    const valid = await run('validate', ok, '--engine', 'jvm');
    t.is(valid.code, 0, valid.stdout + valid.stderr);
    t.regex(valid.stdout, /^valid — .* by fr-cdar@1\.4\.0\.03/);
    const bad = join(dir, 'status-212-bad.xml');
    writeFileSync(bad, xml.replace(/<ram:ValuePercent>[^<]*<\/ram:ValuePercent>/g, ''));
    const invalid = await run('validate', bad, '--engine', 'jvm', '--json');
    t.is(invalid.code, 1);
    const report = JSON.parse(invalid.stdout);
    t.false(report.valid);
    t.true(
      report.findings.some((f: { ruleId: string }) => f.ruleId.startsWith('BR-FR-CDV-14')),
      invalid.stdout.slice(0, 2000),
    );
  },
);
