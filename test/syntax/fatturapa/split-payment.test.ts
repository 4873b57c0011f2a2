/**
 * Split payment (scissione dei pagamenti): EN 16931's VAT category B is FatturaPA's EsigibilitaIVA
 * S, both ways. Each rate's split-payment lines get a DatiRiepilogo of their own with S (the
 * other lines of the rate keep I); the reader gives the lines of an S rate category B; D
 * (deferred), and an S whose rate another DatiRiepilogo states otherwise, stay reported.
 */
import { fromJson, type JsonObject } from '@bufbuild/protobuf';
import test from 'ava';
import { GenerateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { toInvoiceInput } from '../../../src/api/invoice-input.js';
import { calculate } from '../../../src/domain/calculate.js';
import { readFatturaPa } from '../../../src/syntax/fatturapa/reader/read-fatturapa.js';
import { writeFatturaPa } from '../../../src/syntax/fatturapa/writer/write-fatturapa.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { fatturaPaInvoice } from '../../conformance/helpers/invoices.js';
import { requires } from '../../helpers/requires.js';
import { check, skipReason, tempFile } from '../ubl/helpers/checker.js';
import { read } from '../ubl/helpers/xpath.js';

/** An Italian invoice whose lines have the given rates and categories. */
function written(lines: [rate: number, category: string][]): string {
  const invoice = fatturaPaInvoice(1);
  invoice.items = lines.map(([vat_rate, tax_category], i) => ({
    description: `Servizio ${i + 1}`,
    quantity: 1,
    unit: 'C62',
    unit_price: 100 + i,
    vat_rate,
    tax_category,
  }));
  const request = fromJson(GenerateInvoiceRequestSchema, {
    format: 'fatturapa',
    invoice,
  } as JsonObject);
  return writeFatturaPa(calculate(toInvoiceInput(request.invoice!)), { progressivo: 'SP1' });
}
const RIEPILOGO = '/p:FatturaElettronica/FatturaElettronicaBody/DatiBeniServizi/DatiRiepilogo';
const groups = (xml: string) => {
  const d = read(xml);
  return Array.from({ length: d.count(RIEPILOGO) }, (_, i) => {
    const r = `${RIEPILOGO}[${i + 1}]`;
    return `${d.str(`${r}/AliquotaIVA`)} ${d.str(`${r}/EsigibilitaIVA`)} ${d.str(`${r}/ImponibileImporto`)}`;
  });
};
const categories = (xml: string) =>
  readFatturaPa(parseXmlSafely(xml)).invoice.lines.map((l) => l.taxCategory ?? '(derived)');
const reported = (xml: string) =>
  readFatturaPa(parseXmlSafely(xml))
    .dropped.filter((d) => d.path.endsWith('/EsigibilitaIVA'))
    .map((d) => d.value);

test('category B lines are EsigibilitaIVA S, per rate, read back as category B', (t) => {
  const xml = written([
    [22, 'B'],
    [10, 'B'],
  ]);
  t.deepEqual(groups(xml), ['22.00 S 100.00', '10.00 S 101.00']);
  t.deepEqual(categories(xml), ['B', 'B']);
  t.deepEqual(reported(xml), []);
});

test('split payment beside ordinary lines of the same rate: two DatiRiepilogo; the S stays reported', (t) => {
  const xml = written([
    [22, 'B'],
    [22, 'S'],
    [10, 'B'],
  ]);
  t.deepEqual(groups(xml), ['22.00 S 100.00', '22.00 I 101.00', '10.00 S 102.00']);
  // The 22 % lines cannot say which group they are in: read as they are, the S reported; the
  // 10 % group is split payment alone.
  t.deepEqual(categories(xml), ['(derived)', '(derived)', 'B']);
  t.deepEqual(reported(xml), ['S']);
});

test('deferred VAT (EsigibilitaIVA D) has no EN 16931 term: reported, the lines as they are', (t) => {
  const xml = written([[22, 'S']]).replace(
    '<EsigibilitaIVA>I</EsigibilitaIVA>',
    '<EsigibilitaIVA>D</EsigibilitaIVA>',
  );
  t.deepEqual(categories(xml), ['(derived)']);
  t.deepEqual(reported(xml), ['D']);
});

requires(skipReason(false))(
  'split-payment documents pass the official XSD (independent checker)',
  async (t) => {
    for (const [name, lines] of [
      ['all', [[22, 'B']]],
      [
        'mixed',
        [
          [22, 'B'],
          [22, 'S'],
        ],
      ],
    ] as const) {
      const res = await check('fatturapa', tempFile(`split-${name}.xml`, written(lines as never)));
      t.true(res.xsd_ok, `${name}: ${res.xsd_errors.join('; ')}`);
    }
  },
);
