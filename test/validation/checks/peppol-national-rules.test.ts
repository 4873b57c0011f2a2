// The national rules inside Peppol BIS 3 (SE-R, DK-R, NO-R, IT-R, GR-R, IS-R) before generation:
// each case of helpers/peppol-national-invoices.ts is refused at the JSON path of the value to
// give, its message naming the rule; the complete domestic invoice has no finding, for validate
// too; PINT EU names them too (but those it does not apply); outside Peppol they do not apply.
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import {
  GenerateInvoiceRequestSchema,
  ValidateInvoiceRequestSchema,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../../src/api/full-check.js';
import { checkGenerateRequest } from '../../../src/api/generate/generate-operation.js';
import { describeError } from '../../../src/errors/api-error.js';
import { broken, DENMARK, NATIONAL_RULES } from '../../helpers/peppol-national-invoices.js';

const answer = (body: any) => validateAnswer(fromJson(ValidateInvoiceRequestSchema, body));
const national = /\b(SE|DK|NO|IT|GR|IS)-R-\d{3}/;

for (const rules of NATIONAL_RULES) {
  test(`${rules.country}: the complete domestic invoice is valid`, (t) => {
    const a = answer(rules.complete());
    t.true(a.valid, a.errors.join('\n'));
  });

  for (const c of rules.cases)
    test(`${rules.country}: ${c.rule} ${c.name} at ${c.path}`, (t) => {
      const a = answer(broken(rules, c));
      const issue = a.issues.find((i) => i.path === c.path);
      t.truthy(issue, a.errors.join('\n'));
      t.regex(issue!.message, new RegExp(`[(, ]${c.rule}[,)]`), issue!.message);
      // Exactly that path: no other national rule fires on the case.
      t.deepEqual(
        a.issues.filter((i) => national.test(i.message)).map((i) => i.path),
        [c.path],
      );
    });

  test(`${rules.country}: the cases broken together are named together`, (t) => {
    const cases = rules.together.map((i) => rules.cases[i]!);
    const a = answer(broken(rules, ...cases));
    for (const c of cases)
      t.true(
        a.issues.some((i) => i.path === c.path && i.message.includes(c.rule)),
        `${c.rule}: ${a.errors.join('\n')}`,
      );
  });

  // PINT EU's jurisdiction rules carry the same national rules, but those it does not apply.
  test(`${rules.country}: in PINT EU the cases broken together are named together`, (t) => {
    const cases = rules.together.map((i) => rules.cases[i]!);
    const a = answer({ ...broken(rules, ...cases), country_profile: 'pint_eu' });
    for (const c of cases)
      t.is(
        a.issues.some((i) => i.path === c.path && i.message.includes(c.rule)),
        !rules.silentInPintEu?.includes(c.rule),
        `${c.rule}: ${a.errors.join('\n')}`,
      );
  });

  test(`${rules.country}: in plain UBL (EN 16931) the national rules do not apply`, (t) => {
    const body = broken(rules, ...rules.together.map((i) => rules.cases[i]!));
    body.format = 'ubl';
    delete body.country_profile;
    const a = answer(body);
    t.deepEqual(
      a.issues.filter((i) => national.test(i.message)).map((i) => i.path),
      [],
    );
  });
}

test('DK: payment means 57 between Danish parties: validate and generate refuse it alike (DK-R-005)', (t) => {
  const body = broken(DENMARK, DENMARK.cases.find((c) => c.name === 'payment means 57')!);
  const a = answer(body);
  t.false(a.valid);
  let problems: { path: string; message: string }[] = [];
  try {
    checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  } catch (e) {
    problems = describeError(e).problems;
  }
  t.deepEqual(
    problems.map((p) => p.path),
    a.issues.map((i) => i.path),
  );
  t.true(
    problems.some(
      (p) => p.path === '$.invoice.payment.means_code' && p.message.includes('DK-R-005'),
    ),
  );
});

test('DK in PINT EU: a 0184 Peppol id does not give BT-30 (DK-R-002), as the PINT writer does not state it', (t) => {
  const body = { ...DENMARK.complete(), country_profile: 'pint_eu' };
  const a = answer(body);
  t.true(
    a.issues.some(
      (i) =>
        i.path === '$.invoice.seller.legal_registration.id' &&
        i.message.includes('DK-R-002') &&
        i.message.includes('PINT EU') &&
        !i.message.includes('peppol_id'),
    ),
    a.errors.join('\n'),
  );
  // With BT-30 given, DK-R-002 is met (BIS takes the 0184 Peppol id instead).
  body.invoice.seller.legal_registration = { id: 'DK13585628', scheme: '0184' };
  t.false(answer(body).issues.some((i) => i.message.includes('DK-R-002')));
  t.false(answer(DENMARK.complete()).issues.some((i) => i.message.includes('DK-R-002')));
});

test('Peppol BIS and PINT EU: the margin-scheme exemption codes go with category E (P0108 … P0111)', (t) => {
  for (const country_profile of ['standard_eu', 'pint_eu'])
    for (const code of ['VATEX-EU-D', 'VATEX-EU-F', 'VATEX-EU-I', 'VATEX-EU-J']) {
      const body: any = { ...DENMARK.complete(), country_profile };
      body.invoice.seller.country = 'DE';
      body.invoice.buyer.country = 'DE';
      for (const item of body.invoice.items) {
        item.tax_category = 'AE';
        item.vat_rate = 0;
      }
      body.invoice.vat_exemptions = [{ tax_category: 'AE', reason_code: code }];
      const a = answer(body);
      t.true(
        a.issues.some(
          (i) =>
            i.path === '$.invoice.vat_exemptions[0].reason_code' &&
            /P01(08|09|10|11)/.test(i.message),
        ),
        `${country_profile} ${code}: ${a.errors.join('\n')}`,
      );
    }
});
