/**
 * An exemption reason (BT-120 / BT-121) for a VAT category whose breakdown may state none
 * (BR-S-10, BR-Z-10, BR-AF-10, BR-AG-10). FatturaPA writes it (the RiferimentoNormativo of a
 * zero-rated Natura, which its reader keeps as the Z category's reason); the EN 16931 formats
 * refuse it by its path in validate and generate alike, never writing a document the official
 * rules reject (BR-Z-10 was a 422 from our own writer); convert from FatturaPA lists it as a lost
 * BT-120 and converts the rest.
 */
import test from 'ava';
import { fatturaPaInvoice } from './helpers/invoices.js';
import { startService, type Service } from './helpers/service.js';

let service: Service;
test.before(async () => {
  service = await startService();
});
test.after.always(() => service?.close());

const REASON = 'FC ART.2 N.4-BOLLO';

/** A FatturaPA-ready invoice (standard, zero-rated and exempt lines) with a reason for Z. */
function withZeroRatedReason(keepLines = (_: any) => true): any {
  const invoice = fatturaPaInvoice(4);
  invoice.items = invoice.items.filter(keepLines);
  invoice.vat_exemptions = [{ tax_category: 'Z', reason: REASON }];
  return invoice;
}

const NOT_CARRIED = ['$.invoice.vat_exemptions[0]', 'NOT_CARRIED'];
const pairs = (list: any[]) => list.map((i: any) => [i.path, i.code]);

for (const [format, extra] of [
  ['ubl', {}],
  ['facturx', { profile: 'en16931' }],
] as const) {
  test(`${format}: a Z exemption reason is refused by its path (BR-Z-10), in validate and generate`, async (t) => {
    const body = { format, ...extra, invoice: withZeroRatedReason() };
    const validated = await service.post('/v1/validate', body);
    t.false(validated.json.valid, validated.text.slice(0, 600));
    t.deepEqual(
      pairs(validated.json.issues).filter(([p]) => p.includes('vat_exemptions')),
      [NOT_CARRIED],
    );
    t.regex(validated.json.issues.find((i: any) => i.path === NOT_CARRIED[0]).message, /BR-Z-10/);
    const generated = await service.post('/v1/generate', body);
    t.is(generated.status, 400, generated.text.slice(0, 600));
    t.deepEqual(
      pairs(generated.json.details).filter(([p]) => p.includes('vat_exemptions')),
      [NOT_CARRIED],
    );
  });
}

test('ubl: a Z exemption reason that no line uses is not refused', async (t) => {
  const body = {
    format: 'ubl',
    invoice: withZeroRatedReason((line) => line.tax_category !== 'Z'),
  };
  const validated = await service.post('/v1/validate', body);
  t.deepEqual(
    pairs(validated.json.issues ?? []).filter(([p]) => p.includes('vat_exemptions')),
    [],
  );
});

test('fatturapa writes the Z exemption reason as the RiferimentoNormativo of its Natura', async (t) => {
  const generated = await service.post('/v1/generate', {
    format: 'fatturapa',
    invoice: withZeroRatedReason(),
  });
  t.is(generated.status, 200, generated.text.slice(0, 600));
  t.regex(generated.json.validation.status, /^valid/);
  const xml = Buffer.from(generated.json.xml_base64, 'base64').toString('utf8');
  t.true(xml.includes(`<RiferimentoNormativo>${REASON}</RiferimentoNormativo>`));
});

test('convert from FatturaPA into UBL: the Z exemption reason is listed as a lost BT-120, the rest converted', async (t) => {
  const source = await service.post('/v1/generate', {
    format: 'fatturapa',
    invoice: withZeroRatedReason(),
  });
  t.is(source.status, 200, source.text.slice(0, 600));
  const converted = await service.post('/v1/convert', {
    data_base64: source.json.xml_base64,
    format: 'ubl',
  });
  t.is(converted.status, 200, converted.text.slice(0, 800));
  t.regex(converted.json.validation.status, /^valid/);
  const lost = converted.json.lost_terms.find((l: any) => l.business_term === 'BT-120');
  t.truthy(lost, JSON.stringify(converted.json.lost_terms));
  t.is(lost.source_path, '$.invoice.vat_exemptions[0]');
  t.true(lost.value.includes(REASON));
});
