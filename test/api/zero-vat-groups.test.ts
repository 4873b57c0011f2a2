/**
 * A VAT breakdown group made only of zero document allowances or charges, beside a group of its
 * category with lines (vat-breakdown.ts): generate leaves it out, as documents do (PINT MY's
 * complete samples state a zero early payment discount at LVG 0 % beside LVG 5 % and no LVG 0 %
 * group); a document that states it is read with vat_breakdown naming it, and written again.
 * Documents are judged by the official rules (the service's verdict).
 */
import test from 'ava';
import { publicExample } from '../helpers/example.js';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test);

/** The public example with a zero allowance at S 7 % beside its S lines. */
function withZeroAllowance(): any {
  const example = publicExample();
  return {
    ...example,
    invoice: {
      ...example.invoice,
      allowances: [{ amount: 0, reason: 'Early payment', tax_category: 'S', vat_rate: 7 }],
    },
  };
}

const groups = (xml: string): string[] =>
  [...xml.matchAll(/<cac:TaxSubtotal>([\s\S]*?)<\/cac:TaxSubtotal>/g)].map((m) => {
    const rate = /<cbc:Percent>([^<]*)</.exec(m[1])?.[1];
    const taxable = /<cbc:TaxableAmount[^>]*>([^<]*)</.exec(m[1])?.[1];
    return `${/<cbc:ID>([^<]*)</.exec(m[1])?.[1]} ${rate} ${taxable}`;
  });

test('left out unless named; a document that states it is read naming it and written again', async (t) => {
  const plain = await service.post('/v1/generate', { ...withZeroAllowance(), format: 'ubl' });
  t.is(plain.status, 200, plain.text.slice(0, 800));
  const plainXml = Buffer.from(plain.json.xml_base64, 'base64').toString('utf8');
  t.is(groups(plainXml).length, 1, groups(plainXml).join('\n'));

  const body = withZeroAllowance();
  body.invoice.vat_breakdown = [
    { tax_category: 'S', vat_rate: 7, taxable_amount: 0, tax_amount: 0 },
  ];
  const named = await service.post('/v1/generate', { ...body, format: 'ubl' });
  t.is(named.status, 200, named.text.slice(0, 800));
  t.is(named.json.validation.status, 'valid', JSON.stringify(named.json.validation));
  const namedXml = Buffer.from(named.json.xml_base64, 'base64').toString('utf8');
  t.deepEqual(groups(namedXml).slice(1), ['S 7 0.00']);

  const back = await service.post('/v1/retrieve', { data_base64: named.json.xml_base64 });
  t.is(back.status, 200, back.text.slice(0, 600));
  t.deepEqual(
    back.json.invoice.vat_breakdown.map((b: any) => [b.tax_category, b.vat_rate]),
    [['S', 7]],
  );
  const kept = await service.post('/v1/convert', {
    data_base64: named.json.xml_base64,
    format: 'cii',
  });
  t.is(kept.status, 200, kept.text.slice(0, 800));
  t.deepEqual(kept.json.lost_terms ?? [], []);
  const cii = Buffer.from(kept.json.xml_base64, 'base64').toString('utf8');
  t.is(cii.match(/<ram:ApplicableTradeTax>\s*<ram:CalculatedAmount/g)?.length, 2);
});
