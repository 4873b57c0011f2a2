/**
 * Conformance (issue 5 item 7): the same invoice written as CII (format cii) and as UBL (format
 * ubl) carries the same business terms. Both documents are read back with XPath (not with the
 * service's readers): BT-1, 2, 5, 9, 10, 27, 31, 44, 48, every line's BT-129/130/131/146/151/
 * 152/153, BG-23 per category and rate (BT-116 to 121), and BT-106, 109, 110, 112, 115.
 */
import test from 'ava';
import { ciiValues, ublValues, type BtValues } from './helpers/bt-xpath.js';
import { euInvoice, request, SIZES } from './helpers/invoices.js';
import { startService, type Service } from './helpers/service.js';

let service: Service;
test.before(async () => {
  service = await startService();
});
test.after.always(() => service?.close());

async function both(invoice: any): Promise<{ cii: BtValues; ubl: BtValues }> {
  const [cii, ubl] = await Promise.all([
    service.post('/v1/generate', request('cii', invoice)),
    service.post('/v1/generate', request('ubl', invoice)),
  ]);
  if (cii.status !== 200 || ubl.status !== 200)
    throw new Error(
      `generate: cii ${cii.status} ${cii.text.slice(0, 300)} / ubl ${ubl.status} ${ubl.text.slice(0, 300)}`,
    );
  return {
    cii: ciiValues(Buffer.from(cii.json.xml_base64, 'base64').toString('utf8')),
    ubl: ublValues(Buffer.from(ubl.json.xml_base64, 'base64').toString('utf8')),
  };
}

const byCategory = (rows: Array<Record<string, string>>) =>
  [...rows].sort((a, b) =>
    `${a['BT-118']}/${a['BT-119']}`.localeCompare(`${b['BT-118']}/${b['BT-119']}`),
  );

for (const size of SIZES) {
  test(`${size}-line invoice with S 19/7, Z, E and AE lines: CII and UBL carry the same BT values`, async (t) => {
    const invoice = { ...euInvoice(size), buyer_reference: 'PO-4711' };
    const { cii, ubl } = await both(invoice);
    // Every header term is present (BT-9 and BT-10 are set in this invoice) and equal.
    for (const [bt, value] of Object.entries(cii.header)) t.not(value, '', `CII ${bt} is empty`);
    t.deepEqual(ubl.header, cii.header);
    t.is(cii.header['BT-1'], invoice.number);
    t.is(cii.header['BT-2'], invoice.date);
    t.is(cii.header['BT-9'], invoice.due_date);
    t.is(cii.lines.length, size);
    t.deepEqual(ubl.lines, cii.lines);
    for (const [i, line] of cii.lines.entries()) {
      t.is(line['BT-153'], invoice.items[i].description, `line ${i + 1} BT-153`);
      t.is(line['BT-130'], invoice.items[i].unit, `line ${i + 1} BT-130`);
    }
    t.true(cii.vatBreakdown.length >= (size === 1 ? 1 : 5), 'one BG-23 per category and rate');
    t.deepEqual(byCategory(ubl.vatBreakdown), byCategory(cii.vatBreakdown));
  });
}
