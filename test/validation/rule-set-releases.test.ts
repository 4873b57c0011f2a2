/**
 * The rules in force on the invoice's date: a rule set with dated releases (rule-set-releases.ts)
 * judges a document in the release in force on its issue date (BT-2) or on the caller's date,
 * falls back to the nearest installed release when that one is not installed (and says so), and
 * names the release in rule_sets. The selection is tested on the registry's data and on made-up
 * release tables; the end-to-end test runs two installed releases of Peppol BIS (3.0.19 from the
 * mirror, 3.0.21 = phive-rules 2026.5) on a generated invoice dated on each side of 17 August 2026.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import {
  documentIssueDate,
  releaseInForce,
  releasesOf,
  RULE_SET_RELEASES,
  rulesInForce,
  type RuleSetRelease,
} from '../../src/validation/rule-set-releases.js';
import { createValidator } from '../../src/validation/index.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { countryInvoice } from '../conformance/helpers/invoices.js';
import { postJson as postAnonymous, withDemoKey } from '../helpers/server.js';
import { requires } from '../helpers/requires.js';
import { CORPUS, CORPUS_MISSING, jvmUnavailable } from './corpus.js';

/** Every rule set of the registry installed (ruleSet throws for an id it does not know: a release without files). */
const all = (id: string) => Boolean(ruleSet(id));
const only =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);

test('registry: Peppol BIS 3.0.21 is in force from 17 August 2026, 3.0.22 from 24 February 2027, 3.0.19 before', (t) => {
  const rows = releasesOf('peppol-bis');
  t.deepEqual(
    rows.map((r) => [r.release, r.from ?? '', r.last ?? '']),
    [
      ['3.0.19', '', '2026-08-16'],
      ['3.0.21', '2026-08-17', '2027-02-23'],
      ['3.0.22', '2027-02-24', ''],
    ],
  );
  for (const r of RULE_SET_RELEASES) t.true(r.basis.length > 10, r.id);
});

test('registry: XRechnung 3.0.2 from 1 February 2024 (2.3.1 before, not installed) and BR-FR 1.4.0.03 from 1 September 2026', (t) => {
  for (const syntax of ['ubl', 'cii']) {
    const id = `xrechnung-${syntax}`;
    t.deepEqual(
      releasesOf(id).map((r) => [r.release, r.from ?? '', r.last ?? '']),
      [
        ['2.3.1', '', '2024-01-31'],
        ['3.0.2', '2024-02-01', ''],
      ],
    );
    // 3.0.2 is the registry entry's release; 2.3.1 has none (its rules are not held).
    t.is(ruleSet(id).version, '3.0.2');
    t.deepEqual(releaseInForce(id, '2024-02-01', all), { id, release: '3.0.2' });
    const before = releaseInForce(id, '2024-01-31', all);
    t.is(before.id, id);
    t.regex(
      before.note ?? '',
      new RegExp(
        `${id} 2\\.3\\.1 \\(in force on 2024-01-31\\) is not installed: checked with 3\\.0\\.2`,
      ),
    );
  }
  for (const id of [
    'br-fr-facturx',
    'br-fr-cii',
    'br-fr-ubl',
    'br-fr-facturx-warning',
    'br-fr-cii-warning',
    'br-fr-ubl-warning',
  ]) {
    t.deepEqual(
      releasesOf(id).map((r) => [r.release, r.from ?? '']),
      [['1.4.0.03', '2026-09-01']],
      id,
    );
    t.is(ruleSet(id).version, '1.4.0.03', id);
    t.deepEqual(releaseInForce(id, '2026-09-01', all), { id, release: '1.4.0.03' }, id);
    t.regex(
      releaseInForce(id, '2026-08-31', all).note ?? '',
      /no release of br-fr-.* is in force on 2026-08-31/,
      id,
    );
  }
});

test('the release in force on each side of a boundary', (t) => {
  const installed = only('peppol-bis-3.0.19', 'peppol-bis');
  t.deepEqual(releaseInForce('peppol-bis', '2025-03-14', installed), {
    id: 'peppol-bis-3.0.19',
    release: '3.0.19',
  });
  t.deepEqual(releaseInForce('peppol-bis', '2026-08-16', installed), {
    id: 'peppol-bis-3.0.19',
    release: '3.0.19',
  });
  t.deepEqual(releaseInForce('peppol-bis', '2026-08-17', installed), {
    id: 'peppol-bis',
    release: '3.0.21',
  });
  t.deepEqual(releaseInForce('peppol-bis', '2027-02-23', installed), {
    id: 'peppol-bis',
    release: '3.0.21',
  });
});

test('a release in force but not installed: the nearest installed one, said in a note', (t) => {
  // 3.0.22 has no registry entry (its files are not published): never installed.
  const after = releaseInForce('peppol-bis', '2027-03-01', all);
  t.is(after.id, 'peppol-bis');
  t.is(after.release, '3.0.21');
  t.regex(
    after.note ?? '',
    /peppol-bis 3\.0\.22 \(in force on 2027-03-01, from 2027-02-24\) is not installed: checked with 3\.0\.21/,
  );
  // Without the older release installed, an old invoice is judged by the current one, and told so.
  const old = releaseInForce('peppol-bis', '2025-03-14', only('peppol-bis'));
  t.is(old.id, 'peppol-bis');
  t.regex(old.note ?? '', /3\.0\.19 .* is not installed: checked with 3\.0\.21/);
  // Nothing installed: the rule set itself, whose absence the validator reports (fail closed).
  t.is(releaseInForce('peppol-bis', '2026-09-01', () => false).id, 'peppol-bis');
});

test('adding a release is one row: a made-up table with an until date and a gap', (t) => {
  const table: RuleSetRelease[] = [
    { ruleSet: 'x', id: 'x-1', release: '1', until: '2025-12-31', basis: 'first' },
    { ruleSet: 'x', id: 'x-2', release: '2', from: '2026-03-01', basis: 'second' },
    { ruleSet: 'x', id: 'x-3', release: '3', from: '2026-09-01', basis: 'third' },
  ];
  t.deepEqual(
    releasesOf('x', table).map((r) => r.last ?? ''),
    ['2025-12-31', '2026-08-31', ''],
  );
  const every = (id: string) => id.startsWith('x-');
  t.is(releaseInForce('x', '2025-06-01', every, table).id, 'x-1');
  t.is(releaseInForce('x', '2026-03-01', every, table).id, 'x-2');
  t.is(releaseInForce('x', '2026-08-31', every, table).id, 'x-2');
  t.is(releaseInForce('x', '2026-09-01', every, table).id, 'x-3');
  // In the gap (January-February 2026) no release is in force: the nearest, x-1 (ended 10 days
  // before 2026-01-10; x-2 starts 50 days after).
  const gap = releaseInForce('x', '2026-01-10', every, table);
  t.is(gap.id, 'x-1');
  t.regex(gap.note ?? '', /no release of x is in force on 2026-01-10: checked with 1/);
  // x-2 not installed: a March 2026 invoice goes to the nearest installed (x-3 starts 2026-09-01, x-1 ended 2025-12-31).
  const nearest = releaseInForce('x', '2026-04-01', (id) => id !== 'x-2', table);
  t.is(nearest.id, 'x-1');
  t.regex(
    nearest.note ?? '',
    /x 2 \(in force on 2026-04-01, from 2026-03-01\) is not installed: checked with 1/,
  );
  t.is(
    releaseInForce('y', '2026-01-01', every, table).id,
    'y',
    'a rule set without releases is itself',
  );
});

test('rules that have no dated release are themselves, whatever the date', (t) => {
  t.deepEqual(rulesInForce(['facturx-en16931', 'en16931-cii'], '2020-01-01', all), {
    ids: ['facturx-en16931', 'en16931-cii'],
    asOf: '2020-01-01',
    notes: [],
  });
});

test('the issue date (BT-2) is read from UBL, CII and FatturaPA text', (t) => {
  t.is(
    documentIssueDate(
      '<Invoice><cbc:ID>1</cbc:ID><cbc:IssueDate>2026-08-16</cbc:IssueDate><cac:BillingReference><cbc:IssueDate>2025-01-01</cbc:IssueDate></cac:BillingReference></Invoice>',
    ),
    '2026-08-16',
  );
  t.is(
    documentIssueDate(
      '<rsm:ExchangedDocument><ram:IssueDateTime><udt:DateTimeString format="102">20260817</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>',
    ),
    '2026-08-17',
  );
  t.is(
    documentIssueDate(
      '<DatiGeneraliDocumento><TipoDocumento>TD01</TipoDocumento><Data>2026-02-03</Data></DatiGeneraliDocumento>',
    ),
    '2026-02-03',
  );
  t.is(
    documentIssueDate('<Invoice><cbc:IssueDate>2026-02-30</cbc:IssueDate></Invoice>'),
    undefined,
    'not a calendar date',
  );
  t.is(documentIssueDate('<Invoice/>'), undefined);
});

const installedBoth = ['peppol-bis-3.0.19', 'peppol-bis'].every((id) =>
  isInstalled(ruleSet(id), DEFAULT_RULES_DIR),
)
  ? undefined
  : 'Peppol BIS 3.0.19 is not installed (npm run rules:update with EINVOICE_RULES_MIRROR)';
const gate = requires(CORPUS ? undefined : CORPUS_MISSING, installedBoth, jvmUnavailable());

const peppolBody = (date: string): any => {
  const invoice = countryInvoice('standard_eu', 2);
  invoice.date = date;
  delete invoice.due_date;
  return { format: 'peppol', invoice };
};

gate(
  'generate, retrieve, convert: an invoice dated 16 August 2026 is judged by Peppol BIS 3.0.19, one dated the 17th by 3.0.21',
  async (t) => {
    const app = createApp(testConfig(), { clock: () => new Date('2026-11-28T10:00:00Z') });
    const baseUrl = `http://127.0.0.1:${await app.listen()}`;
    t.teardown(() => app.close());
    const post = (body: unknown) => postAnonymous(baseUrl, '/v1/generate', body, withDemoKey());
    const before = await post(peppolBody('2026-08-16'));
    t.is(before.status, 200, before.text.slice(0, 400));
    t.deepEqual(before.json.validation.rule_sets, ['peppol-bis@3.0.19']);
    const after = await post(peppolBody('2026-08-17'));
    t.is(after.status, 200, after.text.slice(0, 400));
    t.deepEqual(after.json.validation.rule_sets, ['peppol-bis@2026.5']);
    t.is(before.json.validation.rules_as_of, '2026-08-16', 'the date used: BT-2');
    t.is(after.json.validation.rules_as_of, '2026-08-17');

    // rules_as_of wins over BT-2: the invoice of the 16th judged by the rules of the 17th.
    const asOf = await post({ ...peppolBody('2026-08-16'), rules_as_of: '2026-08-17' });
    t.is(asOf.status, 200, asOf.text.slice(0, 400));
    t.deepEqual(asOf.json.validation.rule_sets, ['peppol-bis@2026.5']);
    t.is(asOf.json.validation.rules_as_of, '2026-08-17');
    // Beyond the installed releases: the nearest one judges, and a warning says so.
    const future = await post({ ...peppolBody('2026-08-16'), rules_as_of: '2027-03-01' });
    t.is(future.status, 200, future.text.slice(0, 400));
    t.deepEqual(future.json.validation.rule_sets, ['peppol-bis@2026.5']);
    t.true(
      future.json.validation.warnings.some(
        (w: any) => w.rule_id === 'RULE-SET-RELEASE' && /3\.0\.22/.test(w.message),
      ),
      JSON.stringify(future.json.validation.warnings),
    );
    for (const bad of ['2026-02-30', '2026/08/17', '17.08.2026', 'x'.repeat(5000)]) {
      const refused = await post({ ...peppolBody('2026-08-16'), rules_as_of: bad });
      t.is(refused.status, 400, `${bad.slice(0, 20)}: ${refused.text.slice(0, 200)}`);
    }

    // retrieve judges the same document by the same release, from its BT-2.
    const retrieved = await postAnonymous(
      baseUrl,
      '/v1/retrieve',
      { data_base64: before.json.xml_base64 },
      withDemoKey(),
    );
    t.is(retrieved.status, 200, retrieved.text.slice(0, 400));
    t.deepEqual(retrieved.json.rule_sets, ['peppol-bis@3.0.19']);
    t.is(retrieved.json.rules_as_of, '2026-08-16');
    // rules_as_of wins over BT-2 in retrieve too.
    const retrievedAsOf = await postAnonymous(
      baseUrl,
      '/v1/retrieve',
      { data_base64: before.json.xml_base64, rules_as_of: '2026-08-17' },
      withDemoKey(),
    );
    t.is(retrievedAsOf.status, 200, retrievedAsOf.text.slice(0, 400));
    t.deepEqual(retrievedAsOf.json.rule_sets, ['peppol-bis@2026.5']);
    t.is(retrievedAsOf.json.rules_as_of, '2026-08-17');
    const refusedRetrieve = await postAnonymous(
      baseUrl,
      '/v1/retrieve',
      { data_base64: before.json.xml_base64, rules_as_of: '2026-13-01' },
      withDemoKey(),
    );
    t.is(refusedRetrieve.status, 400, refusedRetrieve.text.slice(0, 200));

    // convert judges the source and the target by the same date: BT-2, or rules_as_of.
    const convert = (extra: object) =>
      postAnonymous(
        baseUrl,
        '/v1/convert',
        { data_base64: before.json.xml_base64, format: 'peppol', ...extra },
        withDemoKey(),
      );
    const converted = await convert({});
    t.is(converted.status, 200, converted.text.slice(0, 400));
    t.deepEqual(converted.json.source.rule_sets, ['peppol-bis@3.0.19']);
    t.is(converted.json.source.rules_as_of, '2026-08-16');
    t.deepEqual(converted.json.validation.rule_sets, ['peppol-bis@3.0.19']);
    t.is(converted.json.validation.rules_as_of, '2026-08-16');
    const convertedAsOf = await convert({ rules_as_of: '2026-08-17' });
    t.is(convertedAsOf.status, 200, convertedAsOf.text.slice(0, 400));
    t.deepEqual(convertedAsOf.json.source.rule_sets, ['peppol-bis@2026.5']);
    t.is(convertedAsOf.json.source.rules_as_of, '2026-08-17');
    t.deepEqual(convertedAsOf.json.validation.rule_sets, ['peppol-bis@2026.5']);
    t.is(convertedAsOf.json.validation.rules_as_of, '2026-08-17');
    for (const bad of ['2026-02-30', '2026/08/17']) {
      const refused = await convert({ rules_as_of: bad });
      t.is(refused.status, 400, `${bad}: ${refused.text.slice(0, 200)}`);
      t.is(refused.json.details?.[0]?.path, '$.rules_as_of');
    }
  },
);

gate(
  "validator: the caller's date overrides BT-2, and the report names the date and any fallback",
  async (t) => {
    const validator = createValidator({ engine: 'jvm', deadlineMs: 60_000 });
    t.teardown(() => validator.close());
    const xml = readFileSync(join(CORPUS!, 'peppol-bis3/examples/base-example.xml'));
    const own = await validator.validate(xml, ['peppol-bis']);
    t.is(own.rulesAsOf, documentIssueDate(xml.toString('utf8')));
    const asOf = await validator.validate(xml, ['peppol-bis'], { asOf: '2026-08-17' });
    t.deepEqual(
      asOf.ruleSets.map((s) => `${s.id}@${s.version}`),
      ['peppol-bis@2026.5'],
    );
    t.is(asOf.rulesAsOf, '2026-08-17');
    const older = await validator.validate(xml, ['peppol-bis'], { asOf: '2026-08-16' });
    t.deepEqual(
      older.ruleSets.map((s) => `${s.id}@${s.version}`),
      ['peppol-bis@3.0.19'],
    );
    t.deepEqual(
      older.findings.filter((f) => f.severity === 'fatal').map((f) => f.ruleId),
      [],
      'the official example passes 3.0.19',
    );
    t.true(
      older.findings.every((f) => f.ruleSet === 'peppol-bis'),
      'findings name the rule set, not the release entry',
    );
    const future = await validator.validate(xml, ['peppol-bis'], { asOf: '2027-03-01' });
    t.deepEqual(
      future.ruleSets.map((s) => s.id),
      ['peppol-bis'],
    );
    t.regex(future.releaseNotes?.[0] ?? '', /3\.0\.22 .* is not installed: checked with 3\.0\.21/);
    t.true(
      future.findings.some((f) => f.ruleId === 'RULE-SET-RELEASE' && f.severity === 'warning'),
    );
  },
);

test('validate takes the rules_as_of of a generate request: valid on a calendar day, a problem at $.rules_as_of otherwise', async (t) => {
  const app = createApp(testConfig(), { clock: () => new Date('2026-11-28T10:00:00Z') });
  const baseUrl = `http://127.0.0.1:${await app.listen()}`;
  t.teardown(() => app.close());
  const body = (rulesAsOf: unknown) => ({ ...peppolBody('2026-08-16'), rules_as_of: rulesAsOf });
  for (const day of ['2026-08-17', '2024-02-29', '9999-12-31']) {
    const res = await postAnonymous(baseUrl, '/v1/validate', body(day));
    t.is(res.status, 200, res.text.slice(0, 300));
    t.true(res.json.valid, `${day}: ${JSON.stringify(res.json.errors)}`);
  }
  for (const bad of ['2026-02-30', '2025-02-29', '0000-01-01', '2026/08/17', 'x'.repeat(5000)]) {
    const res = await postAnonymous(baseUrl, '/v1/validate', body(bad));
    t.is(res.status, 200, `${bad.slice(0, 20)}: ${res.text.slice(0, 300)}`);
    t.false(res.json.valid, bad.slice(0, 20));
    t.true(
      res.json.issues.some((i: any) => i.path === '$.rules_as_of'),
      `${bad.slice(0, 20)}: ${JSON.stringify(res.json.issues).slice(0, 300)}`,
    );
  }
});
