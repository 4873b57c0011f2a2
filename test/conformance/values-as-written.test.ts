/**
 * Nothing rewritten (issue 42): a VAT identifier (BT-31 seller, BT-48 buyer, BT-63 tax
 * representative) goes out of generate as the request writes it (its inner spaces kept; the ISO
 * prefix upper-cased, as BR-CO-09 wants it) and comes back from retrieve the same, in UBL and CII;
 * validation normalises for its own checks only. The documents pass their official rules and the
 * independent checker.
 */
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicExample } from '../helpers/example.js';
import { scratchDir, startService, type Service } from './helpers/service.js';
import { check, checkerPath } from './helpers/validators.js';
import { requires } from '../helpers/requires.js';

let service: Service;
test.before(async () => {
  service = await startService();
});
test.after.always(() => service?.close());

const SELLER_VAT = 'DE 123 456 789';
const BUYER_VAT = 'FR 40 303265045';
const REPRESENTATIVE_VAT = 'DE 987 654 321';

function spacedIds(format: string): any {
  const body: any = publicExample();
  body.format = format;
  body.invoice.seller.vat_id = SELLER_VAT;
  body.invoice.buyer.vat_id = BUYER_VAT;
  body.invoice.tax_representative = {
    name: 'Steuervertreter GmbH',
    vat_id: REPRESENTATIVE_VAT,
    address: { street: 'Weg 2', city: 'Köln', postal_code: '50667', country: 'DE' },
  };
  return body;
}

const CASES: Record<string, { format: string; kind: string; ids: (xml: string) => string[] }> = {
  ubl: {
    format: 'ubl',
    kind: 'ubl',
    ids: (xml) =>
      [...xml.matchAll(/<cac:PartyTaxScheme>\s*<cbc:CompanyID>([^<]*)<\/cbc:CompanyID>/g)].map(
        (m) => m[1],
      ),
  },
  cii: {
    format: 'cii',
    kind: 'cii',
    ids: (xml) => [...xml.matchAll(/<ram:ID schemeID="VA">([^<]*)<\/ram:ID>/g)].map((m) => m[1]),
  },
};

for (const [name, c] of Object.entries(CASES)) {
  test(`BT-31, BT-48, BT-63 with spaces: ${name} writes them as given and retrieve returns them so`, async (t) => {
    const generated = await service.post('/v1/generate', spacedIds(c.format));
    t.is(generated.status, 200, generated.text.slice(0, 800));
    t.is(generated.json.validation.status, 'valid');
    const xml = Buffer.from(generated.json.xml_base64, 'base64').toString('utf8');
    t.deepEqual(c.ids(xml).sort(), [SELLER_VAT, BUYER_VAT, REPRESENTATIVE_VAT].sort());
    const read = await service.post('/v1/retrieve', { data_base64: generated.json.xml_base64 });
    t.is(read.status, 200, read.text.slice(0, 600));
    t.is(read.json.invoice.seller.vat_id, SELLER_VAT);
    t.is(read.json.invoice.buyer.vat_id, BUYER_VAT);
    t.is(read.json.invoice.tax_representative.vat_id, REPRESENTATIVE_VAT);
  });
}

test('a lower-case ISO prefix is upper-cased (BR-CO-09), the rest of the VAT id kept as given', async (t) => {
  const body = spacedIds('ubl');
  body.invoice.seller.vat_id = 'de 123 456 789';
  const generated = await service.post('/v1/generate', body);
  t.is(generated.status, 200, generated.text.slice(0, 800));
  t.true(
    Buffer.from(generated.json.xml_base64, 'base64')
      .toString('utf8')
      .includes(`<cbc:CompanyID>${SELLER_VAT}</cbc:CompanyID>`),
  );
});

const checkerMissing = checkerPath()
  ? undefined
  : 'the independent checker ../shared/tools/check_einvoice.py (or python3) is absent';

requires(checkerMissing)(
  'VAT ids with spaces: the independent checker finds no fatal rule in UBL and CII',
  async (t) => {
    const scratch = scratchDir('vat-as-written');
    try {
      for (const [name, c] of Object.entries(CASES)) {
        const generated = await service.post('/v1/generate', spacedIds(c.format));
        t.is(generated.status, 200, `${name}: ${generated.text.slice(0, 400)}`);
        const file = join(scratch.dir, `${name}.xml`);
        writeFileSync(file, Buffer.from(generated.json.xml_base64, 'base64'));
        const verdict = await check(c.kind, file);
        t.deepEqual(verdict.fatal, [], `${name}: ${verdict.raw}`);
        t.not(verdict.xsd_ok, false, `${name}: ${verdict.raw}`);
      }
    } finally {
      scratch.remove();
    }
  },
);
