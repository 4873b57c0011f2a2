/**
 * A VAT rate given above 0 for a category whose rate is 0 (BR-Z-05, BR-E-05, BR-AE-05 …; O states
 * none, BR-O-05): the document states the category's rate, and the given one is reported at its
 * path in validate's format.warnings and generate's validation.warnings (VAT_RATE_NOT_WRITTEN),
 * never changed silently. An absent vat_rate (default 19) says nothing; PINT AE, which writes its
 * reverse charge at the rate given, is exempt for AE lines.
 */
import test from 'ava';
import { euInvoice } from '../conformance/helpers/invoices.js';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test);

const warned = (res: { json: any }) =>
  res.json.format.warnings
    .filter((w: any) => w.code === 'VAT_RATE_NOT_WRITTEN')
    .map((w: any) => w.message);

test('validate: a rate given for Z, E and O lines and a Z allowance is warned at its path', async (t) => {
  const invoice = euInvoice(4);
  invoice.buyer = { ...invoice.buyer, vat_id: 'ATU13585627', country: 'AT' };
  Object.assign(invoice.items[0], { tax_category: 'Z', vat_rate: 19 });
  Object.assign(invoice.items[1], { tax_category: 'E', vat_rate: 7 });
  Object.assign(invoice.items[2], { tax_category: 'Z', vat_rate: 0 }); // as the rules want: nothing
  Object.assign(invoice.items[3], { tax_category: 'E' }); // no rate given: nothing
  invoice.allowances = [{ amount: 5, tax_category: 'Z', vat_rate: 19, reason: 'Rabatt' }];
  const res = await service.post('/v1/validate', { format: 'ubl', invoice });
  t.true(res.json.valid, res.text.slice(0, 800));
  t.deepEqual(warned(res), [
    '$.invoice.items[0].vat_rate: vat_rate 19 is written as 0: category Z (Zero rated) has rate 0 (BR-Z-05)',
    '$.invoice.items[1].vat_rate: vat_rate 7 is written as 0: category E (Exempt from VAT) has rate 0 (BR-E-05)',
    '$.invoice.allowances[0].vat_rate: vat_rate 19 is written as 0: category Z (Zero rated) has rate 0 (BR-Z-06)',
  ]);
  // Generate says the same at the same paths, and writes 0.
  const made = await service.post('/v1/generate', { format: 'ubl', invoice });
  t.is(made.status, 200, made.text.slice(0, 800));
  t.is(made.json.validation.status, 'valid_with_warnings');
  t.deepEqual(
    made.json.validation.warnings
      .filter((w: any) => /^BR-[ZE]-0[56]$/.test(w.rule_id))
      .map((w: any) => `${w.rule_id} ${w.location}`),
    [
      'BR-Z-05 $.invoice.items[0].vat_rate',
      'BR-E-05 $.invoice.items[1].vat_rate',
      'BR-Z-06 $.invoice.allowances[0].vat_rate',
    ],
  );
  const xml = Buffer.from(made.json.xml_base64, 'base64').toString('utf8');
  t.notRegex(xml, /<cbc:ID>[ZE]<\/cbc:ID>\s*<cbc:Percent>(19|7)<\/cbc:Percent>/);
  t.regex(xml, /<cbc:ID>Z<\/cbc:ID>\s*<cbc:Percent>0<\/cbc:Percent>/);
});

test('validate: an O line with a rate is warned that no rate is written (BR-O-05)', async (t) => {
  const invoice = euInvoice(1);
  invoice.seller = {
    ...invoice.seller,
    vat_id: undefined,
    legal_registration: { id: 'HRB 12345' }, // BT-30 identifies it (BR-CO-26)
  };
  invoice.buyer = { ...invoice.buyer, vat_id: undefined };
  Object.assign(invoice.items[0], { tax_category: 'O', vat_rate: 19 });
  const res = await service.post('/v1/validate', { format: 'ubl', invoice });
  t.true(res.json.valid, res.text.slice(0, 800));
  t.deepEqual(warned(res), [
    '$.invoice.items[0].vat_rate: vat_rate 19 is not written: category O (Not subject to VAT) states no rate (BR-O-05)',
  ]);
});
