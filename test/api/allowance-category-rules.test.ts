/**
 * A document allowance's or charge's VAT category under the rules that judge the document, found
 * by sweeping every category on the allowances of every format (each was written and then
 * rejected, a 422, while validate said valid):
 * - CII (CEN, Factur-X) wants an IGIC (L) rate above 0 on an allowance or charge too (BR-AF-06,
 *   BR-AF-07), as on a line (BR-AF-05); UBL takes 0;
 * - a breakdown of category O is the only one (BR-O-11; PINT A-NZ's aligned-ibrp-o-11-aunz): an O
 *   allowance beside S lines makes two;
 * - PINT AE: an exempt allowance or charge states its reason code (ibr-168-ae, ibr-169-ae) and its
 *   rate 0 (aligned-ibrp-e-06, e-07), where an exempt line states no rate (e-05);
 * - PINT JP: its list has no Z (aligned-ibrp-cl-01-jp), a known issue of the preview profile for
 *   allowances as for lines.
 */
import test from 'ava';
import { countryInvoice } from '../conformance/helpers/invoices.js';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test);

const generate = (target: object, profile: string, change: (inv: any) => void) => {
  const invoice: any = countryInvoice(profile, 1);
  change(invoice);
  return service.post('/v1/generate', { ...target, invoice });
};
const allowance = (extra: object) => (inv: any) => {
  inv.allowances = [{ amount: 1, reason: 'Discount', ...extra }];
};

test('CII: an IGIC allowance or charge at rate 0 is refused at its rate (BR-AF-06, BR-AF-07); UBL writes it', async (t) => {
  for (const kind of ['allowances', 'charges'] as const) {
    const change = (inv: any) => {
      inv[kind] = [{ amount: 1, reason: 'X', tax_category: 'L', vat_rate: 0 }];
    };
    for (const target of [{ format: 'cii' }, { format: 'facturx', profile: 'basic' }]) {
      const res = await generate(target, 'standard_eu', change);
      t.is(res.status, 400, res.text.slice(0, 400));
      t.is(res.json.details[0].path, `$.invoice.${kind}[0].vat_rate`);
      t.regex(res.json.details[0].message, kind === 'allowances' ? /BR-AF-06/ : /BR-AF-07/);
    }
    t.is((await generate({ format: 'ubl' }, 'standard_eu', change)).status, 200);
  }
});

test('PINT A-NZ: an allowance not subject to tax (O) beside standard-rated lines is refused (BR-O-11)', async (t) => {
  for (const profile of ['pint_au', 'pint_nz']) {
    const res = await generate(
      { format: 'peppol', country_profile: profile },
      profile,
      allowance({ tax_category: 'O' }),
    );
    t.is(res.status, 400, res.text.slice(0, 400));
    t.is(res.json.details[0].path, '$.invoice.allowances[0].tax_category');
    t.regex(res.json.details[0].message, /not subject to VAT/);
  }
});

test('PINT AE: an exempt allowance states its reason code (ibr-168-ae) and its rate 0 (aligned-ibrp-e-06)', async (t) => {
  const target = { format: 'peppol', country_profile: 'pint_ae' };
  const refused = await generate(target, 'pint_ae', allowance({ tax_category: 'E', vat_rate: 0 }));
  t.is(refused.status, 400, refused.text.slice(0, 400));
  t.is(refused.json.details[0].path, '$.invoice.allowances[0].reason_code');
  t.regex(refused.json.details[0].message, /ibr-168-ae/);
  const written = await generate(
    target,
    'pint_ae',
    allowance({ tax_category: 'E', vat_rate: 0, reason_code: '95' }),
  );
  t.is(written.status, 200, written.text.slice(0, 600));
  const xml = Buffer.from(written.json.xml_base64, 'base64').toString('utf8');
  t.regex(xml, /<cac:AllowanceCharge>[\s\S]*?<cbc:ID>E<\/cbc:ID>\s*<cbc:Percent>0<\/cbc:Percent>/);
  t.false(
    (written.json.validation.warnings ?? []).some((w: any) => /e-06|ibr-168/.test(w.rule_id)),
  );
});

test('PINT JP: a zero-rated allowance is the known issue zero-rated lines are (aligned-ibrp-cl-01-jp)', async (t) => {
  const res = await generate(
    { format: 'peppol', country_profile: 'pint_jp' },
    'pint_jp',
    allowance({ tax_category: 'Z', vat_rate: 0 }),
  );
  t.is(res.status, 200, res.text.slice(0, 400));
  t.is(res.json.validation.status, 'known_issues');
  t.true(res.json.validation.warnings.some((w: any) => w.rule_id === 'aligned-ibrp-cl-01-jp'));
});

test('PINT JP: a rate above 0 and below 0.5 % taxes nothing in its rounding rule (aligned-ibrp-051-jp): refused at the rate', async (t) => {
  const target = { format: 'peppol', country_profile: 'pint_jp' };
  const line = await generate(target, 'pint_jp', (inv) => {
    inv.items[0].vat_rate = 0.4;
  });
  t.is(line.status, 400, line.text.slice(0, 400));
  t.is(line.json.details[0].path, '$.invoice.items[0].vat_rate');
  t.regex(line.json.details[0].message, /aligned-ibrp-051-jp/);
  const charge = await generate(target, 'pint_jp', (inv) => {
    inv.charges = [{ amount: 1, reason: 'Freight', tax_category: 'S', vat_rate: 0.01 }];
  });
  t.is(charge.status, 400, charge.text.slice(0, 400));
  t.true(charge.json.details.some((d: any) => d.path === '$.invoice.charges[0].vat_rate'));
  const half = await generate(target, 'pint_jp', (inv) => {
    inv.items[0].vat_rate = 0.5;
  });
  t.is(half.status, 200, half.text.slice(0, 400));
});
