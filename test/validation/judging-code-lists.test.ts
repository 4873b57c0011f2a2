/**
 * The code lists of the release in force: Peppol BIS 3.0.19 (in force until 16 August 2026) and
 * 3.0.21 differ in their EAS, ICD and currency lists. Validate reads each release's lists from its
 * own installed files, so that a document is refused at its field for a code the release judging
 * its date refuses (before: generate wrote it and answered 422 BR-CL-25 / BR-CL-10 / BR-CL-04),
 * and takes a code that release accepts although the newer one dropped it.
 */
import type { ExecutionContext } from 'ava';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { judgingCodeLists } from '../../src/validation/checks/judging-code-lists.js';
import { ruleCodeList } from '../../src/validation/rule-code-lists.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { countryInvoice } from '../conformance/helpers/invoices.js';
import { ublCountryRequest } from '../formats/helpers/ubl-country-invoices.js';
import { postJson, withDemoKey } from '../helpers/server.js';
import { requires } from '../helpers/requires.js';
import { jvmUnavailable } from './corpus.js';

const installedBoth = ['peppol-bis-3.0.19', 'peppol-bis'].every((id) =>
  isInstalled(ruleSet(id), DEFAULT_RULES_DIR),
)
  ? undefined
  : 'Peppol BIS 3.0.19 is not installed (npm run rules:update with EINVOICE_RULES_MIRROR)';
/** The service on a free port, closed when the test ends; its base URL. */
async function startApp(t: ExecutionContext): Promise<string> {
  const app = createApp(testConfig(), { clock: () => new Date('2026-11-28T10:00:00Z') });
  const baseUrl = `http://127.0.0.1:${await app.listen()}`;
  t.teardown(() => app.close());
  return baseUrl;
}

const lists = requires(installedBoth);
const endToEnd = requires(installedBoth, jvmUnavailable());

lists(
  'the lists are read from both compiled forms: a contains() literal and a tokenized variable',
  (t) => {
    // 3.0.19 (compiled with the id on svrl:failed-assert) and 2026.5 (as an xsl:attribute).
    const old = ruleCodeList('peppol-bis-3.0.19', 'PEPPOL-EN16931-CL008');
    const current = ruleCodeList('peppol-bis', 'PEPPOL-EN16931-CL008');
    t.true(old?.has('0037') && !old.has('0248'), 'CL008 of 3.0.19: $eaid');
    t.true(current?.has('0248') && !current.has('0037'), 'CL008 of 2026.5: $eaid');
    t.true(ruleCodeList('peppol-bis-3.0.19', 'BR-CL-25')?.has('EM'), 'BR-CL-25: its literal');
    t.false(ruleCodeList('peppol-bis-3.0.19', 'BR-CL-10')?.has('0248'));
    t.true(ruleCodeList('peppol-bis', 'BR-CL-10')?.has('0248'));
    t.false(ruleCodeList('peppol-bis-3.0.19', 'PEPPOL-EN16931-CL007')?.has('XCG'));
    t.is(ruleCodeList('peppol-bis', 'NO-SUCH-RULE'), undefined);
  },
);

lists(
  'the release in force on the date chooses the lists; rule sets without releases have none',
  (t) => {
    const before = judgingCodeLists(['peppol-bis'], '2026-08-16');
    const after = judgingCodeLists(['peppol-bis'], '2026-08-17');
    t.false(before?.electronicAddressSchemes?.codes.has('0248'));
    t.true(before?.electronicAddressSchemes?.codes.has('0037'));
    // A code must be in both lists that judge BT-34: BR-CL-25 has EM, CL008 does not.
    t.false(before?.electronicAddressSchemes?.codes.has('EM'));
    t.true(after?.electronicAddressSchemes?.codes.has('0248'));
    t.false(after?.electronicAddressSchemes?.codes.has('0037'));
    t.false(before?.currencies?.codes.has('CNH'));
    t.true(after?.currencies?.codes.has('CNH'));
    t.regex(before?.identifierSchemes?.expected ?? '', /release 3\.0\.19 of peppol-bis/);
    t.is(judgingCodeLists(['en16931-ubl'], '2025-01-01'), undefined);
    t.is(judgingCodeLists(undefined, '2025-01-01'), undefined);
  },
);

endToEnd(
  'generate and validate refuse at the field what the release of the date refuses, and write what it takes',
  async (t) => {
    const baseUrl = await startApp(t);
    const body = (date: string, change: (inv: any) => void, extra: object = {}) => {
      const invoice: any = countryInvoice('standard_eu', 1);
      invoice.date = date;
      delete invoice.due_date;
      change(invoice);
      return { format: 'peppol', invoice, ...extra };
    };
    const cases: [string, (inv: any) => void, string][] = [
      ['EAS 0248', (i) => (i.seller.peppol_id = '0248:12345'), '$.invoice.seller.peppol_id'],
      ['EAS 0037', (i) => (i.buyer.peppol_id = '0037:12345'), '$.invoice.buyer.peppol_id'],
      [
        'ICD 0248',
        (i) => (i.seller.identifiers = [{ id: 'X1', scheme: '0248' }]),
        '$.invoice.seller.identifiers[0].scheme',
      ],
      ['currency XCG', (i) => (i.currency = 'XCG'), '$.invoice.currency'],
    ];
    // 3.0.19 lacks 0248 and XCG and still has 0037; 3.0.21 the other way round.
    const refusedOn: Record<string, string> = {
      'EAS 0248': '2026-08-16',
      'EAS 0037': '2026-08-17',
      'ICD 0248': '2026-08-16',
      'currency XCG': '2026-08-16',
    };
    for (const [name, change, path] of cases)
      for (const date of ['2026-08-16', '2026-08-17']) {
        const request = body(date, change);
        const generated = await postJson(baseUrl, '/v1/generate', request, withDemoKey());
        const validated = await postJson(baseUrl, '/v1/validate', request, withDemoKey());
        if (refusedOn[name] === date) {
          t.is(generated.status, 400, `${name} ${date}: ${generated.text.slice(0, 300)}`);
          t.true(
            generated.json.details.some((d: any) => d.path === path),
            `${name} ${date}: ${generated.text.slice(0, 300)}`,
          );
          t.false(validated.json.valid, `${name} ${date}`);
        } else {
          t.is(generated.status, 200, `${name} ${date}: ${generated.text.slice(0, 600)}`);
          t.regex(generated.json.validation.status, /^valid/);
          t.true(validated.json.valid, `${name} ${date}: ${validated.text.slice(0, 300)}`);
        }
      }
    // rules_as_of chooses the release, as it does for the official rules.
    const asOf = await postJson(
      baseUrl,
      '/v1/generate',
      body('2026-08-17', cases[0]![1], { rules_as_of: '2026-08-16' }),
      withDemoKey(),
    );
    t.is(asOf.status, 400, asOf.text.slice(0, 300));
    t.regex(asOf.json.details[0].expected, /release 3\.0\.19/);
  },
);

const ciusPt = requires(
  isInstalled(ruleSet('cius-pt'), DEFAULT_RULES_DIR) ? undefined : 'CIUS-PT rules not installed',
  jvmUnavailable(),
);

ciusPt(
  'CIUS-PT: BT-18 and BT-128 schemes from its older UNTDID 1153 (DT-CIUS-PT-017.2, 116.2); plain UBL takes them',
  async (t) => {
    const lists = judgingCodeLists(['cius-pt'], '2026-01-01');
    t.false(lists?.objectSchemes?.codes.has('AXS'));
    t.true(lists?.objectSchemes?.codes.has('AWV'));
    const baseUrl = await startApp(t);
    for (const [profile, status] of [
      ['cius_pt', 400],
      ['', 200],
    ] as const) {
      const body: any = ublCountryRequest(profile || 'cius_pt', {});
      if (!profile) delete body.country_profile;
      body.invoice.items[0].object_identifier = { id: 'OBJ-1', scheme: 'AXS' };
      body.invoice.invoiced_object = { id: 'OBJ-2', scheme: 'EEP' };
      const res = await postJson(baseUrl, '/v1/generate', body, withDemoKey());
      t.is(res.status, status, `${profile}: ${res.text.slice(0, 400)}`);
      if (status === 400)
        t.deepEqual(
          res.json.details.map((d: any) => d.path).sort(),
          ['$.invoice.invoiced_object.scheme', '$.invoice.items[0].object_identifier.scheme'],
          res.text.slice(0, 600),
        );
    }
  },
);

endToEnd(
  'VAT id prefixes from BR-CO-09 of the rules that judge: SS refused in CII and Factur-X, taken in UBL; VATEX-EU-135-1 as 3.0.19 and 3.0.21 list it',
  async (t) => {
    const baseUrl = await startApp(t);
    const generate = (target: object, change: (inv: any) => void) => {
      const invoice: any = countryInvoice('standard_eu', 1);
      change(invoice);
      return postJson(baseUrl, '/v1/generate', { ...target, invoice }, withDemoKey());
    };
    const southSudan = (inv: any) => {
      inv.buyer.vat_id = 'SS123456789';
    };
    for (const target of [{ format: 'cii' }, { format: 'facturx', profile: 'basic' }]) {
      const res = await generate(target, southSudan);
      t.is(res.status, 400, `${JSON.stringify(target)}: ${res.text.slice(0, 300)}`);
      t.is(res.json.details[0].path, '$.invoice.buyer.vat_id');
      t.regex(res.json.details[0].message, /BR-CO-09/);
    }
    t.is((await generate({ format: 'ubl' }, southSudan)).status, 200);

    const exempt = (date: string) => (inv: any) => {
      inv.date = date;
      delete inv.due_date;
      inv.items[0].tax_category = 'E';
      inv.items[0].vat_rate = 0;
      inv.vat_exemptions = [{ tax_category: 'E', reason_code: 'VATEX-EU-135-1' }];
    };
    const before = await generate({ format: 'peppol' }, exempt('2026-08-16'));
    t.is(before.status, 400, before.text.slice(0, 300));
    t.is(before.json.details[0].path, '$.invoice.vat_exemptions[0].reason_code');
    const after = await generate({ format: 'peppol' }, exempt('2026-08-17'));
    t.is(after.status, 200, after.text.slice(0, 300));
  },
);
