/**
 * The German rules of Peppol BIS 3 and PINT EU (DE-R-*, german-peppol-rules.ts): between a German supplier
 * and a German buyer, what the official rules would reject is refused with a 400 at the field to
 * give. A domestic ZUGFeRD invoice without an account converted to Peppol was written without
 * payment instructions and failed DE-R-001 (a 422 from our own writer); the complete domestic
 * invoice generates.
 */
import test from 'ava';
import { countryInvoice, euInvoice, withXRechnung } from './helpers/invoices.js';
import { startService, type Service } from './helpers/service.js';

let service: Service;
test.before(async () => {
  service = await startService();
});
test.after.always(() => service?.close());

/** A complete Peppol BIS 3 invoice between two German companies. */
function domestic(): any {
  const inv = countryInvoice('standard_eu', 1);
  inv.buyer = {
    name: 'Kunde GmbH',
    vat_id: 'DE811569869',
    street: 'Hafenstraße 1',
    city: 'Hamburg',
    postal_code: '20095',
    country: 'DE',
    peppol_id: '9930:DE811569869',
  };
  return inv;
}

const generate = (invoice: any) =>
  service.post('/v1/generate', { format: 'peppol', country_profile: 'standard_eu', invoice });

test('the complete domestic invoice generates, valid', async (t) => {
  const res = await generate(domestic());
  t.is(res.status, 200, res.text.slice(0, 900));
  t.is(res.json.validation.status, 'valid');
});

/** [what is left out, the edit, the path refused, the rule]. */
const REFUSED: Array<[string, (inv: any) => void, string, string]> = [
  [
    'payment instructions',
    (inv) => (inv.payment = { terms: 'Net 30' }),
    '$.invoice.payment.iban',
    'DE-R-001',
  ],
  [
    'the buyer reference (an order reference is enough elsewhere)',
    (inv) => {
      delete inv.buyer_reference;
      inv.purchase_order_reference = 'PO-4711';
    },
    '$.invoice.buyer_reference',
    'DE-R-015',
  ],
  ['the seller phone', (inv) => delete inv.seller.phone, '$.invoice.seller.phone', 'DE-R-006'],
  ['the seller e-mail', (inv) => delete inv.seller.email, '$.invoice.seller.email', 'DE-R-007'],
  [
    'the buyer post code',
    (inv) => delete inv.buyer.postal_code,
    '$.invoice.buyer.postal_code',
    'DE-R-009',
  ],
];

for (const [what, edit, path, rule] of REFUSED)
  test(`without ${what}: 400 at ${path} naming ${rule}`, async (t) => {
    const inv = domestic();
    edit(inv);
    const res = await generate(inv);
    t.is(res.status, 400, res.text.slice(0, 900));
    const found = res.json.details.find((d: any) => d.path === path);
    t.truthy(found, JSON.stringify(res.json.details));
    t.true(found.message.includes(rule), found.message);
  });

test('a domestic invoice without an account converts to Peppol refused at the account, not rejected', async (t) => {
  const inv = domestic();
  inv.payment = { terms: 'Net 30' };
  const source = await service.post('/v1/generate', {
    format: 'zugferd',
    profile: 'en16931',
    invoice: inv,
  });
  t.is(source.status, 200, source.text.slice(0, 900));
  const res = await service.post('/v1/convert', {
    data_base64: source.json.pdf_base64,
    format: 'peppol',
  });
  t.is(res.status, 400, res.text.slice(0, 900));
  t.true(
    res.json.details.some((d: any) => d.path === '$.invoice.payment.iban'),
    JSON.stringify(res.json.details),
  );
});

/**
 * PINT EU's Schematron carries the same German rules: its domestic invoice was written without a
 * seller contact point and failed DE-R-005 (a 422 from our own writer) while validate said valid.
 */
test('PINT EU between German parties: generates valid, and refuses what DE-R-* would', async (t) => {
  const pint = (invoice: any) =>
    service.post('/v1/generate', { format: 'peppol', country_profile: 'pint_eu', invoice });
  const inv = domestic();
  delete inv.seller.contact_name;
  const res = await pint(inv);
  t.is(res.status, 200, res.text.slice(0, 900));
  t.is(res.json.validation.status, 'valid', JSON.stringify(res.json.validation));
  delete inv.seller.phone;
  const refused = await pint(inv);
  t.is(refused.status, 400, refused.text.slice(0, 900));
  const found = refused.json.details.find((d: any) => d.path === '$.invoice.seller.phone');
  t.regex(found?.message ?? '', /PINT EU requires .*DE-R-006/, refused.text.slice(0, 900));
});

test('between a German supplier and a foreign buyer the German rules do not apply', async (t) => {
  const inv = countryInvoice('standard_eu', 1);
  inv.payment = { terms: 'Net 30' };
  delete inv.seller.phone;
  const res = await generate(inv);
  t.is(res.status, 200, res.text.slice(0, 900));
});

/**
 * BR-DE-18 (XRechnung) and DE-R-018 (Peppol between German parties): a payment terms line that
 * starts with # is a Skonto entry in the official syntax. A malformed one was written and the
 * document refused by the official rules (422) while validate said valid; both now refuse it at
 * $.invoice.payment.terms naming the rule, and well-formed entries still generate.
 */
const BAD_SKONTO = [
  '#SKONTO#TAGE=14#PROZENT=2#',
  '#skonto#TAGE=14#PROZENT=2.00#',
  '#SKONTO# TAGE=14#PROZENT=2.00#',
  '#SKONTO#TAGE=14#PROZENT=2.00#BASISBETRAG=100#',
  '#SKONTO#TAGE=14#PROZENT=2.00#\n#VERZUG#TAGE=7#PROZENT=3.00#',
  '#SKONTO#TAGE=14#PROZENT=2.00# danke',
];
const GOOD_SKONTO =
  'Zahlbar in 30 Tagen\n#SKONTO#TAGE=14#PROZENT=2.00#\n#SKONTO#TAGE=7#PROZENT=3.00#BASISBETRAG=100.00#';

const skontoTargets: Array<[string, Record<string, unknown>, () => any, string]> = [
  [
    'XRechnung UBL',
    { format: 'xrechnung', syntax: 'ubl' },
    () => withXRechnung(euInvoice(1)),
    'BR-DE-18',
  ],
  [
    'XRechnung CII',
    { format: 'xrechnung', syntax: 'cii' },
    () => withXRechnung(euInvoice(1)),
    'BR-DE-18',
  ],
  ['Peppol DE-DE', { format: 'peppol', country_profile: 'standard_eu' }, domestic, 'DE-R-018'],
];

for (const [name, target, invoice, rule] of skontoTargets) {
  test(`${name}: a malformed Skonto line in BT-20 is refused at $.invoice.payment.terms by generate and validate (${rule})`, async (t) => {
    for (const terms of BAD_SKONTO) {
      const inv = invoice();
      inv.payment = { ...inv.payment, terms };
      const body = { ...target, invoice: inv };
      const res = await service.post('/v1/generate', body);
      t.is(res.status, 400, `${JSON.stringify(terms)}: ${res.text.slice(0, 600)}`);
      const found = res.json.details?.find((d: any) => d.path === '$.invoice.payment.terms');
      t.truthy(found, `${JSON.stringify(terms)}: ${JSON.stringify(res.json.details)}`);
      t.true(found?.message.includes(rule), found?.message);
      const validated = await service.post('/v1/validate', body);
      t.false(validated.json.valid, JSON.stringify(terms));
      t.true(
        validated.json.errors.some((e: string) => e.startsWith('$.invoice.payment.terms:')),
        JSON.stringify(validated.json.errors),
      );
    }
  });

  test(`${name}: well-formed Skonto lines after a text line generate, valid (${rule})`, async (t) => {
    const inv = invoice();
    inv.payment = { ...inv.payment, terms: GOOD_SKONTO };
    const res = await service.post('/v1/generate', { ...target, invoice: inv });
    t.is(res.status, 200, res.text.slice(0, 900));
    t.is(res.json.validation.status, 'valid');
  });
}
