/**
 * PINT lets a line state its amounts unrounded (BT-131 line net, BT-136 line allowance, BT-138 its
 * percentage): it has no BR-DEC-23 … 28 and rounds only the sums (ibr-co-10: BT-106 = Σ BT-131
 * rounded to 2). PINT SG's official "Decimals" example states 860.091075. Generate takes such a
 * line where the rules judging the document do (read from the rule sets) and writes it as stated,
 * the sums rounded; where they keep line amounts to 2 decimals (EN 16931 UBL, PINT A-NZ's
 * aligned-ibrp-005, every CII format) the field is refused by name. The documents pass the official
 * rules (the service's verdict) and the independent checker.
 */
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countryInvoice, euInvoice } from '../conformance/helpers/invoices.js';
import { scratchDir } from '../conformance/helpers/service.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';
import { check, skipReason } from '../syntax/ubl/helpers/checker.js';

const service = serviceForFile(test);

/** One line of 10 × 90.00 less an allowance of 4.434325 % stated unrounded, as PINT SG's example. */
function unrounded(invoice: any): any {
  const [line] = invoice.items;
  invoice.items = [
    {
      ...line,
      quantity: 10,
      unit_price: 90,
      net_amount: 860.091075,
      allowances: [
        {
          amount: 39.908925,
          base_amount: 900,
          percentage: 4.434325,
          reason: 'Line discount',
          reason_code: '95',
        },
      ],
    },
  ];
  delete invoice.allowances;
  delete invoice.charges;
  return invoice;
}

const amountsOf = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<cbc:${element}[^>]*>([^<]*)<`, 'g'))].map((m) => m[1]);

requires(undefined, skipReason())(
  'PINT SG: a line amount stated unrounded is written as stated, BT-106 and BT-116 rounded (ibr-co-10)',
  async (t) => {
    const invoice = unrounded(countryInvoice('pint_sg', 1));
    const res = await service.post('/v1/generate', {
      format: 'peppol',
      country_profile: 'pint_sg',
      invoice,
    });
    t.is(res.status, 200, res.text.slice(0, 1200));
    t.regex(res.json.validation.status, /^valid/, JSON.stringify(res.json.validation));
    // Compared at its own scale, the allowance equals base × percentage: nothing to report.
    t.deepEqual(
      (res.json.validation.warnings ?? []).filter((w: any) => /allowances/.test(w.location)),
      [],
    );
    const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
    const line = xml.slice(xml.indexOf('<cac:InvoiceLine>'));
    t.deepEqual(amountsOf(line, 'LineExtensionAmount'), ['860.091075']); // BT-131
    t.deepEqual(amountsOf(line, 'Amount'), ['39.908925']); // BT-136
    t.deepEqual(amountsOf(line, 'MultiplierFactorNumeric'), ['4.434325']); // BT-138
    const totals = xml.slice(xml.indexOf('<cac:LegalMonetaryTotal>'));
    t.deepEqual(amountsOf(totals, 'LineExtensionAmount').slice(0, 1), ['860.09']); // BT-106
    t.deepEqual(amountsOf(xml, 'TaxableAmount'), ['860.09']); // BT-116
    const scratch = scratchDir('pint-unrounded');
    t.teardown(scratch.remove);
    const file = join(scratch.dir, 'pint-sg.xml');
    writeFileSync(file, xml);
    const verdict = await check('pint-sg', file);
    t.true(verdict.xsd_ok, verdict.xsd_errors.join('; '));
    t.deepEqual(verdict.fatal, []);
    // Read back as stated.
    const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
    t.is(read.status, 200, read.text.slice(0, 800));
    t.is(read.json.invoice.items[0].net_amount, 860.091075);
    t.is(read.json.invoice.items[0].allowances[0].amount, 39.908925);
  },
);

test('where the rules keep line amounts to 2 decimals the unrounded fields are refused by name', async (t) => {
  const cases: [string, any][] = [
    ['ubl', { format: 'ubl', invoice: unrounded(euInvoice(1)) }],
    ['cii', { format: 'cii', invoice: unrounded(euInvoice(1)) }],
    [
      'PINT A-NZ (aligned-ibrp-005)',
      {
        format: 'peppol',
        country_profile: 'pint_au',
        invoice: unrounded(countryInvoice('pint_au', 1)),
      },
    ],
  ];
  for (const [label, body] of cases) {
    const res = await service.post('/v1/validate', body);
    t.is(res.status, 200, res.text.slice(0, 800));
    const refused = res.json.issues
      .filter((i: any) => i.code === 'OUT_OF_RANGE')
      .map((i: any) => i.path)
      .sort();
    t.deepEqual(
      refused,
      [
        '$.invoice.items[0].allowances[0].amount',
        '$.invoice.items[0].allowances[0].percentage',
        '$.invoice.items[0].net_amount',
      ],
      `${label}: ${JSON.stringify(res.json.issues)}`,
    );
  }
});
