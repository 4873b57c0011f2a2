/**
 * The XRechnung Extension (format xrechnung, profile extended, syntax ubl): lines with a
 * parent_line_id are written inside their parent as sub invoice lines (BG-DEX-01,
 * cac:SubInvoiceLine, nested), read back so, and only the invoice lines count (BR-CO-10). The
 * PDF's CII states the invoice lines alone, with the same totals, and says so. Both documents
 * pass the independent checker; the official Extension samples regenerate with every term equal;
 * what would not nest, or would count differently, is refused before anything is written.
 */
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PDFDocument, PDFName, PDFDict, PDFArray, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { parseXmlSafely } from '../../src/xml/safe-parse.js';
import { ublTermValues } from '../../src/syntax/ubl/binding/index.js';
import { publicExample } from '../helpers/example.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';
import { check, corpusDir, skipReason, tempFile } from '../syntax/ubl/helpers/checker.js';

const service = serviceForFile(test, new Date('2026-01-15T10:00:00Z'));
const EXTENSION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0';
const SAMPLES = ['04.02a-INVOICE_ubl.xml', '04.04a-INVOICE_ubl.xml'].map((f) =>
  resolve(corpusDir, 'xrechnung/testsuite/business-cases/extension', f),
);

/** An invoice line of 300.00 detailed by two sub-lines, the second detailed once more. */
function extensionRequest(): any {
  const body = publicExample();
  body.format = 'xrechnung';
  body.syntax = 'ubl';
  body.profile = 'extended';
  body.invoice.leitweg_id = '04011000-12345-03';
  const base = { unit: 'C62', vat_rate: 19, tax_category: 'S' };
  body.invoice.items = [
    { id: '1', description: 'Wartung', quantity: 1, unit_price: 300, ...base },
    {
      id: '1.1',
      parent_line_id: '1',
      line_status: 'INFORMATION',
      description: 'Arbeitszeit',
      quantity: 2,
      unit_price: 100,
      ...base,
    },
    {
      id: '1.2',
      parent_line_id: '1',
      line_status: 'INFORMATION',
      description: 'Material',
      quantity: 1,
      unit_price: 100,
      ...base,
    },
    {
      id: '1.2.1',
      parent_line_id: '1.2',
      line_status: 'INFORMATION',
      description: 'Dichtung',
      quantity: 4,
      unit_price: 25,
      ...base,
    },
  ];
  return body;
}

const xmlOf = (json: any) => Buffer.from(json.xml_base64, 'base64').toString('utf8');

/** The CII the PDF embeds (its one embedded file). */
async function embeddedXml(pdfBase64: string): Promise<string> {
  const pdf = await PDFDocument.load(Buffer.from(pdfBase64, 'base64'));
  const names = pdf.catalog.lookup(PDFName.of('Names'), PDFDict);
  const files = names
    .lookup(PDFName.of('EmbeddedFiles'), PDFDict)
    .lookup(PDFName.of('Names'), PDFArray);
  const spec = files.lookup(1, PDFDict);
  const ef = spec.lookup(PDFName.of('EF'), PDFDict);
  const stream = ef.lookup(PDFName.of('F')) as PDFRawStream;
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8');
}

test('an XRechnung Extension nests the sub-lines, counts the invoice line alone and reads back the same', async (t) => {
  const r = await service.post('/v1/generate', extensionRequest());
  t.is(r.status, 200, r.text.slice(0, 600));
  t.is(r.json.validation.profile, 'XRECHNUNG-EXTENSION');
  const xml = xmlOf(r.json);
  t.true(xml.includes(`<cbc:CustomizationID>${EXTENSION_ID}</cbc:CustomizationID>`));
  const doc = parseXmlSafely(new TextEncoder().encode(xml));
  const top = doc.getElementsByTagName('cac:InvoiceLine');
  t.is(top.length, 1);
  const ids = (name: string) =>
    Array.from(doc.getElementsByTagName(name)).map(
      (e) => e.getElementsByTagName('cbc:ID')[0]?.textContent,
    );
  t.deepEqual(ids('cac:SubInvoiceLine'), ['1.1', '1.2', '1.2.1']);
  // 1.2.1 sits inside 1.2 (the second sub-line of line 1).
  const nested = doc.getElementsByTagName('cac:SubInvoiceLine')[1]!;
  t.is(nested.getElementsByTagName('cac:SubInvoiceLine').length, 1);
  // BT-106 is the invoice line's 300.00, not the 300.00 + 300.00 of its details.
  t.regex(
    xml,
    /<cbc:LineExtensionAmount currencyID="EUR">300\.00<\/cbc:LineExtensionAmount>\s*<cbc:TaxExclusiveAmount/,
  );
  // Validate says where the sub-lines are (the generate answer carries no legal warnings).
  const checked = await service.post('/v1/validate', extensionRequest());
  t.true(checked.json.valid, checked.text.slice(0, 400));
  t.true(
    checked.json.format.warnings.some((w: any) => w.code === 'XRECHNUNG_EXTENSION_PDF_CII'),
    JSON.stringify(checked.json.format.warnings),
  );
  // The PDF's CII: the invoice line alone, the same totals.
  const cii = await embeddedXml(r.json.pdf_base64);
  t.is(cii.split('<ram:IncludedSupplyChainTradeLineItem>').length - 1, 1);
  t.true(cii.includes('<ram:LineTotalAmount>300.00</ram:LineTotalAmount>'));

  // Read back: each sub-line after its parent, naming it, as an INFORMATION line.
  const back = await service.post('/v1/retrieve', { data_base64: r.json.xml_base64 });
  t.is(back.status, 200, back.text.slice(0, 400));
  t.is(back.json.format.profile, 'XRECHNUNG-EXTENSION');
  t.deepEqual(
    back.json.invoice.items.map((i: any) => [i.id || '1', i.parent_line_id, i.line_status ?? '']),
    [
      ['1', '', ''],
      ['1.1', '1', 'INFORMATION'],
      ['1.2', '1', 'INFORMATION'],
      ['1.2.1', '1.2', 'INFORMATION'],
    ],
  );
  t.false(back.json.warnings.some((w: any) => w.code === 'FIELD_DROPPED'));
  const again = await service.post('/v1/generate', {
    ...extensionRequest(),
    invoice: back.json.invoice,
  });
  t.is(again.status, 200, again.text.slice(0, 400));
  const terms = (x: string) => ublTermValues(parseXmlSafely(new TextEncoder().encode(x)));
  t.deepEqual(terms(xmlOf(again.json)), terms(xml));
});

requires(skipReason())(
  'the independent checker accepts the Extension UBL and the CII its PDF embeds',
  async (t) => {
    const r = await service.post('/v1/generate', extensionRequest());
    t.is(r.status, 200, r.text.slice(0, 400));
    const ubl = await check('xrechnung-ubl', tempFile('extension.xml', xmlOf(r.json)));
    t.true(ubl.xsd_ok, ubl.xsd_errors.join('\n'));
    t.deepEqual(ubl.fatal, []);
    const cii = await check(
      'xrechnung-cii',
      tempFile('extension-cii.xml', await embeddedXml(r.json.pdf_base64)),
    );
    t.true(cii.xsd_ok, cii.xsd_errors.join('\n'));
    t.deepEqual(cii.fatal, []);
  },
);

test('what the Extension cannot say is refused before it is written, naming the field', async (t) => {
  const refusal = async (change: (body: any) => void) => {
    const body = extensionRequest();
    change(body);
    const r = await service.post('/v1/generate', body);
    t.is(r.status, 400, r.text.slice(0, 400));
    return r.json.details.map((d: any) => `${d.path} ${d.code}`);
  };
  // A sub-line left to the default would be a DETAIL line under a GROUP: the sums would differ.
  t.deepEqual(
    await refusal((b) => {
      b.invoice.items[1].line_status = '';
    }),
    ['$.invoice.items[1].line_status INVALID_VALUE'],
  );
  t.deepEqual(
    await refusal((b) => {
      b.invoice.items[0].line_status = 'GROUP';
    }),
    ['$.invoice.items[0].line_status INVALID_VALUE'],
  );
  // A cycle would leave its lines out of the document.
  t.deepEqual(
    await refusal((b) => {
      b.invoice.items[1].parent_line_id = '1.2.1';
      b.invoice.items[2].parent_line_id = '1.1';
    }),
    [
      '$.invoice.items[1].parent_line_id INVALID_VALUE',
      '$.invoice.items[2].parent_line_id INVALID_VALUE',
      '$.invoice.items[3].parent_line_id INVALID_VALUE',
    ],
  );
  // Deeper than the reader reads back.
  const deep = await refusal((b) => {
    const base = b.invoice.items[3];
    for (let level = 2; level <= 7; level++)
      b.invoice.items.push({
        ...base,
        id: `d${level}`,
        parent_line_id: level === 2 ? '1.2.1' : `d${level - 1}`,
      });
  });
  t.deepEqual(deep, [
    '$.invoice.items[8].parent_line_id INVALID_VALUE',
    '$.invoice.items[9].parent_line_id INVALID_VALUE',
  ]);
  // The Extension is UBL's; plain XRechnung has no sub-lines.
  const cii = await refusal((b) => {
    b.syntax = 'cii';
  });
  t.is(cii[0], '$.profile INVALID_VALUE');
  t.true(
    cii.slice(1).every((p: string) => p.endsWith('NOT_CARRIED')),
    cii.join(', '),
  );
  const plain = await refusal((b) => {
    b.profile = '';
  });
  t.true(
    plain.every((p: string) => p.endsWith('NOT_CARRIED')),
    plain.join(', '),
  );
});

requires(SAMPLES.every(existsSync) ? undefined : `the KoSIT Extension samples (${SAMPLES[0]})`)(
  'the official Extension samples are read with their sub-lines and regenerate with every term equal',
  async (t) => {
    for (const sample of SAMPLES) {
      const source = readFileSync(sample);
      const r = await service.post('/v1/retrieve', {
        data_base64: source.toString('base64'),
      });
      t.is(r.status, 200, r.text.slice(0, 400));
      t.is(r.json.format.profile, 'XRECHNUNG-EXTENSION');
      t.false(
        r.json.warnings.some((w: any) => w.code === 'FIELD_DROPPED'),
        JSON.stringify(r.json.warnings),
      );
      const g = await service.post('/v1/generate', {
        format: 'xrechnung',
        syntax: 'ubl',
        profile: 'extended',
        invoice: r.json.invoice,
      });
      t.is(g.status, 200, g.text.slice(0, 400));
      // Every term the source states, as it states it (the writer adds BT-107 / BT-108 of 0).
      const terms = (x: Uint8Array) => ublTermValues(parseXmlSafely(x));
      const written = terms(Buffer.from(g.json.xml_base64, 'base64'));
      for (const [term, values] of terms(source))
        t.deepEqual(written.get(term), values, `${sample} ${term}`);
      // Into Factur-X EXTENDED the sub-lines stay (ParentLineID, INFORMATION); into plain UBL
      // each is listed lost, whole.
      const extended = await service.post('/v1/convert', {
        data_base64: source.toString('base64'),
        format: 'cii',
        profile: 'extended',
      });
      t.is(extended.status, 200, extended.text.slice(0, 400));
      // A sub-line without a price (04.04a's 1.02 sums its own sub-lines) gets the 0 CII
      // requires (BR-26 there), listed; nothing else differs.
      t.deepEqual(
        extended.json.lost_terms.filter((l: any) => l.business_term !== 'BT-146'),
        [],
      );
      const sublines = r.json.invoice.items.filter((i: any) => i.parent_line_id).length;
      t.is(
        Buffer.from(extended.json.xml_base64, 'base64').toString().split('<ram:ParentLineID>')
          .length - 1,
        sublines,
      );
      // Without a profile, convert takes CII EXTENDED, the profile that keeps the sub-lines,
      // and names it; EN 16931 CII, asked for, lists each sub-line lost, whole.
      const unprofiled = await service.post('/v1/convert', {
        data_base64: source.toString('base64'),
        format: 'cii',
      });
      t.is(unprofiled.status, 200, unprofiled.text.slice(0, 400));
      t.is(unprofiled.json.format.profile, extended.json.format.profile);
      t.deepEqual(unprofiled.json.lost_terms, extended.json.lost_terms);
      const en16931 = await service.post('/v1/convert', {
        data_base64: source.toString('base64'),
        format: 'cii',
        profile: 'en16931',
      });
      t.is(en16931.status, 200, en16931.text.slice(0, 400));
      t.is(en16931.json.format.profile, 'EN16931');
      t.is(
        en16931.json.lost_terms.filter((l: any) => l.business_term === 'BG-25').length,
        sublines,
      );
      const ubl = await service.post('/v1/convert', {
        data_base64: source.toString('base64'),
        format: 'ubl',
      });
      t.is(ubl.status, 200, ubl.text.slice(0, 400));
      t.is(ubl.json.lost_terms.filter((l: any) => l.business_term === 'BG-25').length, sublines);
    }
  },
);
