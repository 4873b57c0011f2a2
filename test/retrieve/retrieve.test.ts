/**
 * retrieveDocument end to end on small documents: the public JSON shape, the error codes,
 * localised messages, and how injected validation findings become errors and warnings.
 */
import test from 'ava';
import { Decimal } from 'decimal.js';
import { retrieveDocument, invalidBase64 } from '../../src/retrieve/retrieve.js';
import { specVersion } from '../../src/validation/spec-version.js';
import { toPublicInvoice } from '../../src/retrieve/public-invoice.js';
import type { InvoiceInput } from '../../src/domain/model.js';
import { hybridPdf } from './pdf-fixtures.js';

const ubl = (id = '<cbc:ID>R-1</cbc:ID>') =>
  Buffer.from(`<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
 <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</cbc:CustomizationID>${id}<cbc:IssueDate>2024-01-02</cbc:IssueDate>
 <cbc:InvoiceTypeCode>381</cbc:InvoiceTypeCode><cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode><cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>
 <cac:AccountingSupplierParty><cac:Party><cac:PartyLegalEntity><cbc:RegistrationName>S</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
 <cac:AccountingCustomerParty><cac:Party><cac:PartyLegalEntity><cbc:RegistrationName>B</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingCustomerParty>
 <cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity unitCode="C62">1.5</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">15.00</cbc:LineExtensionAmount>
  <cac:Item><cbc:Name>Thing</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
  <cac:Price><cbc:PriceAmount currencyID="EUR">10.00</cbc:PriceAmount></cac:Price></cac:InvoiceLine></Invoice>`);

test('an XML invoice becomes the public JSON with the format block', async (t) => {
  const res = await retrieveDocument(ubl(), { locale: 'en' });
  t.true(res.ok);
  // BT-24 says xrechnung_3.0: the 3.0.x release of the installed rules that judge it (3.0.2).
  t.deepEqual(res.format, {
    detectedFormat: 'xrechnung',
    profile: 'XRECHNUNG',
    version: specVersion('xrechnung'),
    xmlType: 'UBL',
    hasPdf: false,
    // XRechnung is no country profile: generate takes none for it.
    countryProfile: '',
  });
  t.deepEqual(res.invoice, {
    number: 'R-1',
    date: '2024-01-02',
    currency: 'EUR',
    seller: { name: 'S' },
    buyer: { name: 'B' },
    // BT-131 as the document states it (checked against the line's terms on generate).
    items: [
      {
        description: 'Thing',
        quantity: 1.5,
        unit: 'C62',
        unit_price: 10,
        vat_rate: 19,
        net_amount: 15,
      },
    ],
    leitweg_id: '04011000-12345-03',
    tipo_documento: 'TD04',
  });
  t.false(
    res.warnings.some((w) => w.code === 'FIELD_DROPPED' && w.message.includes('BT-3 ')),
    'type code 381 is carried as TD04',
  );
});

test('NUMBER_OUT_OF_RANGE: a decimal beyond what a JSON number holds is refused, naming each member, never answered as Infinity', async (t) => {
  const huge = `${'9'.repeat(400)}.5`;
  const res = await retrieveDocument(
    Buffer.from(ubl().toString().replace('>10.00<', `>${huge}<`).replace('>1.5<', `>-${huge}<`)),
    { locale: 'de' },
  );
  t.false(res.ok);
  t.is(res.invoice, undefined);
  t.deepEqual(
    res.errors.map((e) => e.code),
    ['NUMBER_OUT_OF_RANGE', 'NUMBER_OUT_OF_RANGE'],
  );
  t.true(
    res.errors.some((e) => e.message.startsWith('$.invoice.items[0].quantity liegt außerhalb')),
    res.errors[0]?.message,
  );
  t.true(res.errors.some((e) => e.message.startsWith('$.invoice.items[0].unit_price ')));
  // At the edge of the range a decimal is still a number.
  const edge = await retrieveDocument(
    Buffer.from(
      ubl()
        .toString()
        .replace('>10.00<', `>1${'0'.repeat(300)}<`),
    ),
    { locale: 'en' },
  );
  t.true(edge.ok, JSON.stringify(edge.errors));
  t.is(edge.invoice?.items[0]?.unit_price, 1e300);
});

test('an XML is read in the encoding it declares (ISO-8859-1, windows-1252, UTF-16 with BOM); bytes that do not decode are refused, never replaced', async (t) => {
  const text = ubl()
    .toString()
    .replace('<cbc:RegistrationName>S<', '<cbc:RegistrationName>Müller Söhne – Ø<');
  const declared = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?>\n${text}`;
  const latin1 = await retrieveDocument(
    Buffer.from(declared('ISO-8859-1').replace(' – ', ' - '), 'latin1'),
    { locale: 'en' },
  );
  t.true(latin1.ok, JSON.stringify(latin1.errors));
  t.is(latin1.invoice?.seller.name, 'Müller Söhne - Ø');
  const cp1252 = await retrieveDocument(
    Buffer.concat([
      Buffer.from(declared('windows-1252').split('–')[0]!, 'latin1'),
      Buffer.from([0x96]),
      Buffer.from(declared('windows-1252').split('–')[1]!, 'latin1'),
    ]),
    { locale: 'en' },
  );
  t.is(cp1252.invoice?.seller.name, 'Müller Söhne – Ø');
  const utf16 = await retrieveDocument(
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(declared('UTF-16'), 'utf16le')]),
    { locale: 'en' },
  );
  t.is(utf16.invoice?.seller.name, 'Müller Söhne – Ø');
  const mislabelled = await retrieveDocument(
    Buffer.from(declared('UTF-8').replace(' – ', ' - '), 'latin1'),
    { locale: 'en' },
  );
  t.false(mislabelled.ok);
  t.regex(mislabelled.errors[0]!.message, /not UTF-8 \(invalid at byte \d+\)/);
  const unknown = await retrieveDocument(Buffer.from(declared('X-NO-SUCH-CHARSET')), {
    locale: 'en',
  });
  t.regex(
    unknown.errors[0]!.message,
    /declares encoding x-no-such-charset, which cannot be read here/,
  );
});

test('BT-3: a credit note (381) comes back as tipo_documento TD04; other type codes as type_code', async (t) => {
  const corrected = await retrieveDocument(
    Buffer.from(ubl().toString().replace('>381<', '>384<')),
    { locale: 'en' },
  );
  t.is(corrected.invoice?.tipo_documento, undefined);
  t.is(corrected.invoice?.type_code, '384');
  t.false(corrected.warnings.some((w) => w.code === 'FIELD_DROPPED' && w.message.includes('384')));
});

test('a hybrid PDF sets has_pdf and returns the embedded XML', async (t) => {
  const res = await retrieveDocument(await hybridPdf({ xml: ubl(), name: 'xrechnung.xml' }), {
    locale: 'en',
  });
  t.true(res.ok);
  t.true(res.format.hasPdf);
  t.is(Buffer.from(res.xml!).toString(), ubl().toString());
});

test('error codes: UNSUPPORTED_FORMAT, NO_XML_FOUND, UNKNOWN_XML_FORMAT, MISSING_INVOICE_NUMBER', async (t) => {
  const codes = async (b: Uint8Array) =>
    (await retrieveDocument(b, { locale: 'en' })).errors.map((e) => e.code);
  t.deepEqual(await codes(Buffer.from('GIF89a...')), ['UNSUPPORTED_FORMAT']);
  const { PDFDocument } = await import('pdf-lib');
  const empty = await PDFDocument.create();
  empty.addPage();
  t.deepEqual(await codes(await empty.save()), ['NO_XML_FOUND']);
  t.deepEqual(await codes(Buffer.from('<Order xmlns="urn:x"/>')), ['UNKNOWN_XML_FORMAT']);
  t.deepEqual(await codes(ubl('')), ['MISSING_INVOICE_NUMBER']);
  const failed = await retrieveDocument(ubl(''), { locale: 'en' });
  t.false(failed.ok);
  t.is(failed.invoice, undefined);
  t.is(failed.errors[0].severity, 'error');
});

test('messages follow the locale', async (t) => {
  const seen = new Set<string>();
  for (const locale of ['en', 'de', 'fr', 'es', 'it'] as const) {
    const res = await retrieveDocument(ubl(''), { locale });
    t.is(res.locale, locale);
    seen.add(res.errors[0].message);
  }
  t.is(seen.size, 5);
  t.is(invalidBase64('de').message, 'Die Daten sind kein gültiges Base64.');
  t.is((await retrieveDocument(ubl(''), { locale: 'xx' })).locale, 'en');
  // Names of the object prototype are no locale either (a crash before: MESSAGES.__proto__).
  for (const locale of ['__proto__', 'constructor', 'toString']) {
    const res = await retrieveDocument(Buffer.from('not a document'), { locale });
    t.is(res.locale, 'en', locale);
    t.is(res.errors[0].code, 'UNSUPPORTED_FORMAT', locale);
  }
});

test('validation: fatal findings become SCHEMA_ERROR / SCHEMATRON_ERROR, warnings stay warnings', async (t) => {
  const res = await retrieveDocument(ubl(), {
    locale: 'en',
    validate: async () => ({
      valid: false,
      findings: [
        { ruleId: 'BR-CO-10', severity: 'fatal', message: 'sum of lines', location: '/Invoice' },
        { ruleId: 'XSD', severity: 'error', message: 'cvc-complex-type', location: 'line 3' },
        { ruleId: 'PEPPOL-EN16931-R001', severity: 'warning', message: 'hint', location: '/' },
      ],
    }),
  });
  t.false(res.ok);
  t.is(res.invoice, undefined);
  t.deepEqual(
    res.errors.map((e) => [e.code, e.ruleId]),
    [
      ['SCHEMATRON_ERROR', 'BR-CO-10'],
      ['SCHEMA_ERROR', 'XSD'],
    ],
  );
  t.true(
    res.warnings.some((w) => w.code === 'VALIDATION_WARNING' && w.ruleId === 'PEPPOL-EN16931-R001'),
  );
});

test('validation that cannot run fails closed: the error reaches the caller (503/504), not a document error', async (t) => {
  await t.throwsAsync(
    retrieveDocument(ubl(), {
      locale: 'en',
      validate: async () => {
        throw new Error('rule set missing');
      },
    }),
    { message: 'rule set missing' },
  );
});

test('toPublicInvoice: plain numbers, IBAN without spaces, peppol id, derived BT-151 and empty fields omitted', (t) => {
  const input: InvoiceInput = {
    number: 'N',
    issueDate: '2024-01-01',
    typeCode: '380',
    deliveryDate: '2024-01-05',
    currency: 'EUR',
    seller: {
      name: 'S',
      country: 'BE',
      electronicAddress: { scheme: '0208', id: '0123456789' },
      vatId: 'BE0123456789',
    },
    buyer: { name: 'B', country: '' },
    lines: [
      {
        id: '1',
        description: 'd',
        quantity: new Decimal('2.50'),
        unitCode: 'HUR',
        unitPrice: new Decimal('99.999'),
        vatRate: new Decimal('21.00'),
        taxCategory: 'AE',
      },
      {
        id: '2',
        description: 'e',
        quantity: new Decimal('1'),
        unitCode: 'C62',
        unitPrice: new Decimal('5'),
        vatRate: new Decimal('0'),
        taxCategory: 'Z',
      },
    ],
    payment: { iban: 'BE68 5390 0754 7034' },
    buyerReference: 'PO 4711',
  };
  t.deepEqual(toPublicInvoice(input), {
    number: 'N',
    date: '2024-01-01',
    delivery_date: '2024-01-05',
    currency: 'EUR',
    seller: { name: 'S', vat_id: 'BE0123456789', country: 'BE', peppol_id: '0208:0123456789' },
    buyer: { name: 'B' },
    items: [
      {
        description: 'd',
        quantity: 2.5,
        unit: 'HUR',
        unit_price: 99.999,
        vat_rate: 21,
        tax_category: 'AE',
      },
      { description: 'e', quantity: 1, unit: 'C62', unit_price: 5, vat_rate: 0 },
    ],
    payment: { iban: 'BE68539007547034' },
    buyer_reference: 'PO 4711',
  });
});

test('an XML whose text mentions %PDF- is still read as XML', async (t) => {
  const xml = Buffer.from(
    ubl()
      .toString()
      .replace('<cbc:IssueDate>', '<cbc:Note>see %PDF-1.7 attached</cbc:Note><cbc:IssueDate>'),
  );
  const res = await retrieveDocument(xml, { locale: 'en', contentType: 'application/pdf' });
  t.true(res.ok);
  t.false(res.format.hasPdf);
});

test('in an XRechnung, a BT-10 that is not a valid Leitweg-ID is still leitweg_id (BR-DE-15; it regenerates as XRechnung)', async (t) => {
  const res = await retrieveDocument(
    Buffer.from(ubl().toString().replace('04011000-12345-03', '991-01234-44')),
    { locale: 'en' },
  );
  t.is(res.format?.detectedFormat, 'xrechnung');
  t.is(res.invoice?.leitweg_id, '991-01234-44');
  t.is(res.invoice?.buyer_reference, undefined);
});

test('outside XRechnung, a BT-10 that is not a Leitweg-ID stays buyer_reference only', (t) => {
  const input: InvoiceInput = {
    number: 'N',
    issueDate: '2024-01-01',
    typeCode: '380',
    deliveryDate: '2024-01-01',
    currency: 'EUR',
    seller: { name: 'S', country: 'DE' },
    buyer: { name: 'B', country: 'DE' },
    lines: [],
    buyerReference: 'PO-4711',
  };
  const x = toPublicInvoice(input, { format: 'peppol' });
  t.is(x.leitweg_id, undefined);
  t.is(x.buyer_reference, 'PO-4711');
});

test('a Leitweg-ID outside XRechnung fills leitweg_id and buyer_reference', (t) => {
  const input: InvoiceInput = {
    number: 'N',
    issueDate: '2024-01-01',
    typeCode: '380',
    deliveryDate: '2024-01-01',
    currency: 'EUR',
    seller: { name: 'S', country: 'DE' },
    buyer: { name: 'B', country: 'DE' },
    lines: [],
    buyerReference: '04011000-12345-03',
  };
  t.like(toPublicInvoice(input, { format: 'peppol' }), {
    leitweg_id: '04011000-12345-03',
    buyer_reference: '04011000-12345-03',
  });
  const x = toPublicInvoice(input, { format: 'xrechnung' });
  t.is(x.leitweg_id, '04011000-12345-03');
  t.is(x.buyer_reference, undefined);
});

test('BT-43 / BT-58: a placeholder that is no e-mail address is returned as the document has it', (t) => {
  const input: InvoiceInput = {
    number: 'N',
    issueDate: '2024-01-01',
    typeCode: '380',
    deliveryDate: '2024-01-01',
    currency: 'EUR',
    seller: { name: 'S', country: 'AE', email: 'Email address' },
    buyer: { name: 'B', country: 'AE', email: 'b@example.ae' },
    lines: [],
  };
  const x = toPublicInvoice(input);
  t.is(x.seller.email, 'Email address');
  t.is(x.buyer.email, 'b@example.ae');
});
