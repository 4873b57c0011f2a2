/**
 * A line's own purchase order (items[].purchase_order_reference; PINT ibt-183, Factur-X
 * EXTENDED's line BuyerOrderReferencedDocument/IssuerAssignedID), for an invoice that covers
 * several orders. Written in UBL with a PINT profile outside the EU (beside its order line BT-132,
 * the LineID UBL's OrderLineReference requires) and in CII EXTENDED; read back as written; refused
 * by name where the target has no place for it (EN 16931 UBL and CII, PINT EU), and beside the
 * document's order in PINT SG (BR-110-SG). Convert lists it as lost where the target cannot carry
 * it; an EN 16931 document stating one (UBL-CR-528 only warns) reads with it listed dropped and
 * regenerates. Documents are judged by the official rules (the service's verdict).
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countryInvoice, euInvoice } from '../conformance/helpers/invoices.js';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test);

/** Two lines of two orders, each naming its order line. */
function twoOrders(invoice: any): any {
  const [first, second = first] = invoice.items;
  invoice.items = [
    { ...first, order_line_reference: '10', purchase_order_reference: 'PO-A' },
    { ...second, id: '2', order_line_reference: '20', purchase_order_reference: 'PO-B' },
  ];
  delete invoice.purchase_order_reference;
  return invoice;
}

const xmlOf = (res: any): string => Buffer.from(res.json.xml_base64, 'base64').toString('utf8');

async function readBack(xml: string): Promise<any[]> {
  const res = await service.post('/v1/retrieve', {
    data_base64: Buffer.from(xml).toString('base64'),
  });
  return res.json.invoice.items.map((i: any) => [
    i.order_line_reference,
    i.purchase_order_reference,
  ]);
}

test('PINT JP: each line states its own order beside its order line, and reads back', async (t) => {
  const res = await service.post('/v1/generate', {
    format: 'peppol',
    country_profile: 'pint_jp',
    invoice: twoOrders(countryInvoice('pint_jp', 2)),
  });
  t.is(res.status, 200, res.text.slice(0, 1200));
  t.regex(res.json.validation.status, /^valid/, JSON.stringify(res.json.validation));
  const orders = [
    ...xmlOf(res).matchAll(/<cac:OrderLineReference>([\s\S]*?)<\/cac:OrderLineReference>/g),
  ].map((m) => m[1].replace(/\s+/g, ''));
  t.deepEqual(orders, [
    '<cbc:LineID>10</cbc:LineID><cac:OrderReference><cbc:ID>PO-A</cbc:ID></cac:OrderReference>',
    '<cbc:LineID>20</cbc:LineID><cac:OrderReference><cbc:ID>PO-B</cbc:ID></cac:OrderReference>',
  ]);
  t.deepEqual(await readBack(xmlOf(res)), [
    ['10', 'PO-A'],
    ['20', 'PO-B'],
  ]);
});

test('Factur-X EXTENDED: the line order is its BuyerOrderReferencedDocument/IssuerAssignedID', async (t) => {
  const res = await service.post('/v1/generate', {
    format: 'facturx',
    profile: 'extended',
    invoice: twoOrders(euInvoice(2)),
  });
  t.is(res.status, 200, res.text.slice(0, 1200));
  t.regex(res.json.validation.status, /^valid/, JSON.stringify(res.json.validation));
  const xml = xmlOf(res);
  t.regex(
    xml,
    /<ram:BuyerOrderReferencedDocument>\s*<ram:IssuerAssignedID>PO-A<\/ram:IssuerAssignedID>\s*<ram:LineID>10<\/ram:LineID>/,
  );
  t.deepEqual(await readBack(xml), [
    ['10', 'PO-A'],
    ['20', 'PO-B'],
  ]);
});

test('where the target has no place for it: NOT_CARRIED naming the line', async (t) => {
  for (const target of [
    { format: 'ubl' },
    { format: 'xrechnung', syntax: 'cii' },
    { format: 'facturx', profile: 'en16931' },
    { format: 'peppol', country_profile: 'pint_eu' },
  ]) {
    const invoice = twoOrders(
      target.format === 'peppol' ? countryInvoice('pint_eu', 2) : euInvoice(2),
    );
    const res = await service.post('/v1/validate', { ...target, invoice });
    t.is(res.status, 200, res.text.slice(0, 800));
    t.deepEqual(
      res.json.issues
        .filter((i: any) => /purchase_order_reference/.test(i.path))
        .map((i: any) => `${i.code} ${i.path}`),
      [
        'NOT_CARRIED $.invoice.items[0].purchase_order_reference',
        'NOT_CARRIED $.invoice.items[1].purchase_order_reference',
      ],
      JSON.stringify(target),
    );
  }
});

test("PINT: the order needs the line's order line; PINT SG takes it on the lines or the document", async (t) => {
  const noLine = twoOrders(countryInvoice('pint_jp', 2));
  delete noLine.items[1].order_line_reference;
  let res = await service.post('/v1/generate', {
    format: 'peppol',
    country_profile: 'pint_jp',
    invoice: noLine,
  });
  t.is(res.status, 400);
  t.deepEqual(
    res.json.details.map((d: any) => `${d.code} ${d.path}`),
    ['REQUIRED $.invoice.items[1].order_line_reference'],
  );
  const both = twoOrders(countryInvoice('pint_sg', 2));
  both.purchase_order_reference = 'PO-DOC';
  res = await service.post('/v1/generate', {
    format: 'peppol',
    country_profile: 'pint_sg',
    invoice: both,
  });
  t.is(res.status, 400);
  t.true(
    res.json.details.some(
      (d: any) =>
        d.path === '$.invoice.items[0].purchase_order_reference' && /BR-110-SG/.test(d.message),
    ),
    JSON.stringify(res.json.details),
  );
});

requires(corpusDir ? undefined : 'the conformance corpus (../shared/corpus or EINVOICE_CORPUS)')(
  'convert: the PINT OM line order is carried into CII EXTENDED and listed lost in EN 16931 UBL',
  async (t) => {
    const bytes = readFileSync(
      join(corpusDir!, 'pint/pint-om-1.0.1/examples/billing/cn/StandardCN.xml'),
    ).toString('base64');
    const extended = await service.post('/v1/convert', {
      data_base64: bytes,
      format: 'cii',
      profile: 'extended',
    });
    t.is(extended.status, 200, extended.text.slice(0, 800));
    t.false(extended.json.lost_terms.some((l: any) => l.business_term === 'ibt-183'));
    t.regex(xmlOf(extended), /<ram:IssuerAssignedID>PO-OM-220<\/ram:IssuerAssignedID>/);
    const ubl = await service.post('/v1/convert', { data_base64: bytes, format: 'ubl' });
    t.is(ubl.status, 200, ubl.text.slice(0, 800));
    t.like(
      ubl.json.lost_terms.find((l: any) => l.business_term === 'ibt-183'),
      { source_path: '$.invoice.items[0].purchase_order_reference', value: 'PO-OM-220' },
    );
  },
);

test('an EN 16931 UBL stating a line order (UBL-CR-528 warns): listed dropped, regenerates', async (t) => {
  const made = await service.post('/v1/generate', { format: 'ubl', invoice: euInvoice(1) });
  t.is(made.status, 200);
  // In its place in the line: after the period, before the references, allowances, tax and item.
  const xml = xmlOf(made).replace(
    /(<cac:InvoiceLine>[\s\S]*?)(<cac:(?:DespatchLineReference|DocumentReference|AllowanceCharge|TaxTotal|Item)>)/,
    '$1<cac:OrderLineReference><cbc:LineID>1</cbc:LineID><cac:OrderReference><cbc:ID>PO-X</cbc:ID></cac:OrderReference></cac:OrderLineReference>$2',
  );
  const read = await service.post('/v1/retrieve', {
    data_base64: Buffer.from(xml).toString('base64'),
  });
  t.is(read.status, 200, read.text.slice(0, 800));
  t.true(
    read.json.warnings.some(
      (w: any) =>
        w.code === 'FIELD_DROPPED' && /line\/order-id/.test(w.message) && /PO-X/.test(w.message),
    ),
    JSON.stringify(read.json.warnings),
  );
  t.falsy(read.json.invoice.items[0].purchase_order_reference);
  const again = await service.post('/v1/generate', { format: 'ubl', invoice: read.json.invoice });
  t.is(again.status, 200, again.text.slice(0, 800));
});
