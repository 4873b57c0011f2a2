/**
 * A line's despatch advice in PINT (ibt-184): UBL with a PINT profile outside the EU states it in
 * the line's cac:DespatchLineReference with the despatch line its XSD requires
 * (items[].despatch_advice_reference and despatch_advice_line, the fields EXTENDED-CTC-FR uses),
 * never beside the document's despatch advice BT-16 (ibr-092); PINT has no term for its date.
 * PINT EU and EN 16931 UBL have no place for it (UBL-CR-529): NOT_CARRIED. Documents are judged by
 * the official rules (the service's verdict).
 */
import test from 'ava';
import { countryInvoice } from '../conformance/helpers/invoices.js';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test);

/** Two lines, each delivered with its own despatch advice line. */
function despatched(profile: string): any {
  const invoice = countryInvoice(profile, 2);
  const [first, second = first] = invoice.items;
  invoice.items = [
    { ...first, despatch_advice_reference: 'DA-1', despatch_advice_line: '10' },
    { ...second, id: '2', despatch_advice_reference: 'DA-2', despatch_advice_line: '20' },
  ];
  delete invoice.despatch_advice_reference;
  return invoice;
}

const issuesOf = (res: any): string[] =>
  (res.json.details ?? res.json.issues ?? [])
    .filter((d: any) => /despatch/.test(d.path))
    .map((d: any) => `${d.code} ${d.path}`);

test('PINT JP: a line states its despatch advice with its line, and reads back', async (t) => {
  const res = await service.post('/v1/generate', {
    format: 'peppol',
    country_profile: 'pint_jp',
    invoice: despatched('pint_jp'),
  });
  t.is(res.status, 200, res.text.slice(0, 1200));
  t.regex(res.json.validation.status, /^valid/, JSON.stringify(res.json.validation));
  const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
  t.deepEqual(
    [...xml.matchAll(/<cac:DespatchLineReference>([\s\S]*?)<\/cac:DespatchLineReference>/g)].map(
      (m) => m[1].replace(/\s+/g, ''),
    ),
    [
      '<cbc:LineID>10</cbc:LineID><cac:DocumentReference><cbc:ID>DA-1</cbc:ID></cac:DocumentReference>',
      '<cbc:LineID>20</cbc:LineID><cac:DocumentReference><cbc:ID>DA-2</cbc:ID></cac:DocumentReference>',
    ],
  );
  const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
  t.deepEqual(
    read.json.invoice.items.map((i: any) => [i.despatch_advice_reference, i.despatch_advice_line]),
    [
      ['DA-1', '10'],
      ['DA-2', '20'],
    ],
  );
});

test('PINT: not beside the document despatch advice (ibr-092), with its line, without a date', async (t) => {
  const beside = despatched('pint_om');
  beside.despatch_advice_reference = 'DA-DOC';
  const dated = despatched('pint_sg');
  dated.items[0].despatch_advice_date = '2026-01-10';
  const lineless = despatched('pint_ae');
  lineless.items[1].despatch_advice_line = '';
  const cases: [string, any, string[]][] = [
    [
      'pint_om',
      beside,
      [
        'INVALID_VALUE $.invoice.items[0].despatch_advice_reference',
        'INVALID_VALUE $.invoice.items[1].despatch_advice_reference',
      ],
    ],
    ['pint_sg', dated, ['NOT_CARRIED $.invoice.items[0].despatch_advice_date']],
    ['pint_ae', lineless, ['INVALID_VALUE $.invoice.items[1].despatch_advice_reference']],
  ];
  for (const [profile, invoice, expected] of cases) {
    const res = await service.post('/v1/validate', {
      format: 'peppol',
      country_profile: profile,
      invoice,
    });
    t.is(res.status, 200, res.text.slice(0, 600));
    t.deepEqual(issuesOf(res), expected, profile);
  }
});

test('PINT EU and EN 16931 UBL have no place for a line despatch advice: NOT_CARRIED', async (t) => {
  for (const [format, profile] of [
    ['peppol', 'pint_eu'],
    ['peppol', 'standard_eu'],
  ]) {
    const res = await service.post('/v1/validate', {
      format,
      country_profile: profile,
      invoice: despatched(profile === 'standard_eu' ? 'pint_eu' : profile),
    });
    t.is(res.status, 200, res.text.slice(0, 600));
    t.true(
      issuesOf(res).includes('NOT_CARRIED $.invoice.items[0].despatch_advice_reference'),
      `${profile}: ${issuesOf(res).join('; ')}`,
    );
  }
});
