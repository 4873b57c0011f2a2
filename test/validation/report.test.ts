/**
 * The report type: severity from the Schematron flag, BT-/BG- ids from the message, validity and
 * the installed version of each rule set. (Retrieve maps findings onto its errors and warnings in
 * src/retrieve/retrieve.ts; labels and rule sets come from the format registry rows.)
 */
import test from 'ava';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathForTerms } from '../../src/api/generate/finding-paths.js';
import {
  buildReport,
  businessTermsIn,
  severityOf,
  type RawFinding,
} from '../../src/validation/report.js';

const raw = (over: Partial<RawFinding>): RawFinding => ({
  ruleSet: 'en16931-cii',
  kind: 'failed-assert',
  id: 'BR-CO-15',
  flag: 'fatal',
  location: '/x',
  test: '',
  text: '',
  ...over,
});

test('severity follows the Schematron flag; XSD findings are fatal', (t) => {
  t.is(severityOf(raw({ flag: 'fatal' })), 'fatal');
  t.is(severityOf(raw({ flag: 'warning' })), 'warning');
  t.is(severityOf(raw({ flag: 'information' })), 'info');
  t.is(severityOf(raw({ flag: '', role: 'ERROR' })), 'error');
  t.is(severityOf(raw({ flag: '' })), 'error');
  t.is(severityOf(raw({ kind: 'xsd', flag: '' })), 'fatal');
});

test('BR-CO-15 names BT-112, BT-109 and BT-110', (t) => {
  const text =
    '[BR-CO-15]-Invoice total amount with VAT (BT-112) = Invoice total amount without VAT (BT-109) + Invoice total VAT amount (BT-110).';
  t.deepEqual(businessTermsIn(text), ['BT-112', 'BT-109', 'BT-110']);
  t.deepEqual(businessTermsIn('[BR-16]-An Invoice shall have at least one Invoice line (BG-25)'), [
    'BG-25',
  ]);
  // The PINT rules name terms ibt-034 / IBT-009 / ibg-04.
  t.deepEqual(
    businessTermsIn(
      '[ibr-127-ae]-Payment due date [IBT-009] MUST be present when the amount due (IBT-115) greater than 0',
    ),
    ['BT-9', 'BT-115'],
  );
  t.deepEqual(
    businessTermsIn(
      '[ibr-02-my]-An Invoice shall have the Supplier’s BRN Number (ibt-030) in the seller (ibg-04).',
    ),
    ['BT-30', 'BG-4'],
  );
});

test("a finding's terms name the input field, the whole-invoice terms included", (t) => {
  t.is(pathForTerms(['BT-30']), '$.invoice.seller.legal_registration');
  t.is(pathForTerms(['BT-47']), '$.invoice.buyer.legal_registration');
  t.is(pathForTerms(['BT-9']), '$.invoice.due_date');
  t.is(pathForTerms(['BT-155']), '$.invoice.items[].seller_item_id');
  t.is(pathForTerms(['BG-20']), '$.invoice.allowances');
  t.is(pathForTerms(['BT-83']), '$.invoice.payment.remittance_information');
  t.is(pathForTerms(['BT-999']), '$.invoice');
});

test('a report is valid only without fatal or error findings, and names rule-set versions', (t) => {
  const ok = buildReport(['en16931-cii'], [raw({ flag: 'warning', id: 'BR-DE-21' })], 'jvm');
  t.true(ok.valid);
  t.deepEqual(ok.ruleSets, [{ id: 'en16931-cii', version: '1.3.16' }]);
  const bad = buildReport(
    ['en16931-cii'],
    [raw({ text: ' [BR-CO-15]-Total (BT-112)\n  wrong ' })],
    'jvm',
  );
  t.false(bad.valid);
  t.is(bad.findings[0]!.message, '[BR-CO-15]-Total (BT-112) wrong');
  t.deepEqual(bad.findings[0]!.businessTerms, ['BT-112']);
  t.is(
    buildReport(
      ['en16931-cii'],
      [raw({ id: '', text: '[BR-02]-An Invoice shall have an Invoice number (BT-1).' })],
      'jvm',
    ).findings[0]!.ruleId,
    'BR-02',
  );
});

test('a report names each rule set with the version installed (provenance.json), else the registry version', (t) => {
  const rulesDir = mkdtempSync(join(tmpdir(), 'einvoice-report-'));
  t.teardown(() => rmSync(rulesDir, { recursive: true, force: true }));
  mkdirSync(join(rulesDir, 'build/facturx'), { recursive: true });
  writeFileSync(
    join(rulesDir, 'build/facturx/provenance.json'),
    JSON.stringify({ version: '2.5.2', source: 'mirror', files: [] }),
  );
  const report = buildReport(['facturx-en16931', 'en16931-cii'], [], 'jvm', rulesDir);
  t.deepEqual(report.ruleSets, [
    { id: 'facturx-en16931', version: '2.5.2' },
    { id: 'en16931-cii', version: '1.3.16' },
  ]);
});
