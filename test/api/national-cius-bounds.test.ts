/**
 * The national CIUS of UBL bound texts and codes their own way, and their rules are fatal: a
 * request validate called valid came back from generate as a 422 from our own writer (an
 * identifier of 51 characters in CIUS-PT, a means text of 101 in CIUS-RO, a KPD code HR-CIUS does
 * not list, a business process outside P1 … P12 / P99:). Now validate and generate refuse such a
 * value at its field, naming the rule; at the limit the document is written and passes the
 * official rules (the service's own verdict: the national Schematron of the profile).
 */
import test from 'ava';
import { ruleCodeList } from '../../src/validation/rule-code-lists.js';
import { ublCountryRequest, type UblCountry } from '../formats/helpers/ubl-country-invoices.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test);

/** A field of the request, its limit and the rule that sets it. */
type Bound = [path: string, max: number, rule: string, set: (invoice: any, value: string) => void];

const PT_BOUNDS: Bound[] = [
  [
    'seller.identifiers[0].id',
    50,
    'DT-CIUS-PT-027.1',
    (i, v) => (i.seller.identifiers = [{ id: v, scheme: '0088' }]),
  ],
  ['seller.legal_info', 200, 'DT-CIUS-PT-031', (i, v) => (i.seller.legal_info = v)],
  [
    'buyer.legal_registration.id',
    50,
    'DT-CIUS-PT-045.1',
    (i, v) => (i.buyer.legal_registration = { id: v }),
  ],
  ['business_process', 50, 'DT-CIUS-PT-021', (i, v) => (i.business_process = v)],
  [
    'invoiced_object.id',
    50,
    'DT-CIUS-PT-017.1',
    (i, v) => (i.invoiced_object = { id: v, scheme: 'AAG' }),
  ],
  [
    'delivery.location.id',
    50,
    'DT-CIUS-PT-069.1',
    (i, v) => (i.delivery = { ...i.delivery, location: { id: v } }),
  ],
  [
    'items[0].object_identifier.id',
    50,
    'DT-CIUS-PT-116.1',
    (i, v) => (i.items[0].object_identifier = { id: v, scheme: 'AAG' }),
  ],
];

const RO_BOUNDS: Bound[] = [
  [
    'payment.means_text',
    100,
    'BR-RO-L1016',
    (i, v) => (i.payment = { ...i.payment, means_text: v }),
  ],
  [
    'attachments[0].url',
    200,
    'BR-RO-L210',
    (i, v) => (i.attachments = [{ id: 'A-1', url: `https://example.com/${v}`.slice(0, v.length) }]),
  ],
  [
    'attachments[0].description',
    100,
    'BR-RO-L1020',
    (i, v) => (i.attachments = [{ id: 'A-1', description: v, url: 'https://example.com/a.pdf' }]),
  ],
];

function boundTests(country: UblCountry, bounds: Bound[]) {
  for (const [path, max, rule, set] of bounds)
    test(`${country}: ${path} at ${max} characters is written valid; at ${max + 1} refused naming ${rule}`, async (t) => {
      const at = (n: number) => {
        const body = ublCountryRequest(country);
        set(body.invoice, 'A1b2'.repeat(n).slice(0, n));
        return body;
      };
      const fits = await service.post('/v1/generate', at(max));
      t.is(fits.status, 200, fits.text);
      t.regex(fits.json.validation.status, /^valid/);
      const validated = await service.post('/v1/validate', at(max + 1));
      t.false(validated.json.valid);
      const issue = validated.json.issues.find((i: any) => i.path === `$.invoice.${path}`);
      t.is(issue?.code, 'TOO_LONG', validated.text);
      t.true(issue.message.includes(rule), issue.message);
      const refused = await service.post('/v1/generate', at(max + 1));
      t.is(refused.status, 400, refused.text);
    });
}

boundTests('cius_pt', PT_BOUNDS);
boundTests('cius_ro', RO_BOUNDS);

const hrRules = ruleCodeList('hr-cius', 'HR-BR-CL-2')
  ? undefined
  : 'the HR-CIUS rules (installed by npm run setup from ../shared)';

requires(hrRules)(
  'hr_cius: a KPD code the HR-CIUS list does not hold is refused (HR-BR-CL-2); a listed one is written',
  async (t) => {
    const withCode = (code: string) => {
      const body = ublCountryRequest('hr_cius');
      body.invoice.items[0].classifications = [{ code, list_id: 'CG' }];
      return body;
    };
    const validated = await service.post('/v1/validate', withCode('62.01.11'));
    t.false(validated.json.valid);
    const issue = validated.json.issues.find(
      (i: any) => i.path === '$.invoice.items[0].classifications[0].code',
    );
    t.is(issue?.code, 'INVALID_CODE', validated.text);
    t.regex(issue.message, /HR-BR-CL-2/);
    t.is((await service.post('/v1/generate', withCode('62.01.11'))).status, 400);
    const listed = await service.post('/v1/generate', withCode('62.10.11'));
    t.is(listed.status, 200, listed.text);
  },
);

test('hr_cius: a business process outside P1 … P12 and P99:… is refused (HR-BR-34)', async (t) => {
  for (const [value, ok] of [
    ['P13', false],
    ['Invoice', false],
    ['P12', true],
    ['P99:Narudžba', true],
  ] as const) {
    const body = ublCountryRequest('hr_cius');
    body.invoice.business_process = value;
    const res = await service.post('/v1/generate', body);
    t.is(res.status, ok ? 200 : 400, `${value}: ${res.text}`);
    if (!ok)
      t.true(
        res.json.details.some(
          (d: any) => d.path === '$.invoice.business_process' && /HR-BR-34/.test(d.message),
        ),
        res.text,
      );
  }
});

test('hr_cius: a Croatian tax representative states a valid OIB as its VAT id (HR-BR-53 on BT-63)', async (t) => {
  const address = { street: 'Ilica 1', city: 'Zagreb', postal_code: '10000', country: 'HR' };
  const body = ublCountryRequest('hr_cius');
  body.invoice.tax_representative = { name: 'Zastupnik d.o.o.', vat_id: 'HR123456789', address };
  const refused = await service.post('/v1/generate', body);
  t.is(refused.status, 400, refused.text);
  t.true(
    refused.json.details.some(
      (d: any) => d.path === '$.invoice.tax_representative.vat_id' && /HR-BR-53/.test(d.message),
    ),
    refused.text,
  );
  // The same number in another country's address is not judged by HR-BR-53.
  body.invoice.tax_representative.address = { ...address, country: 'AT' };
  body.invoice.tax_representative.vat_id = 'ATU12345678';
  const taken = await service.post('/v1/generate', body);
  t.is(taken.status, 200, taken.text.slice(0, 600));
});

test('hr_cius: its dates lie from 1900 to before 2100 (HR-BR-41, 44, 49 to 52)', async (t) => {
  for (const [name, change, path] of [
    ['due date', (i: any) => (i.due_date = '2100-01-01'), '$.invoice.due_date'],
    ['delivery date', (i: any) => (i.delivery_date = '1899-12-31'), '$.invoice.delivery_date'],
    [
      'line period end',
      (i: any) => (i.items[0].period = { start: '2026-01-01', end: '2100-03-01' }),
      '$.invoice.items[0].period.end',
    ],
  ] as const) {
    const body = ublCountryRequest('hr_cius');
    change(body.invoice);
    const res = await service.post('/v1/generate', body);
    t.is(res.status, 400, `${name}: ${res.text.slice(0, 400)}`);
    t.true(
      res.json.details.some((d: any) => d.path === path && /HR-BR-\d+/.test(d.message)),
      `${name}: ${res.text.slice(0, 400)}`,
    );
  }
  const body = ublCountryRequest('hr_cius');
  body.invoice.due_date = '2099-12-31';
  const taken = await service.post('/v1/generate', body);
  t.is(taken.status, 200, taken.text.slice(0, 400));
});
