/**
 * Detection of syntax, format name, profile and version from BT-24, the XMP and the
 * attachment name; unknown roots stay unknown.
 */
import test from 'ava';
import { parseXmlSafely } from '../../src/xml/safe-parse.js';
import { detectFormat } from '../../src/retrieve/detect.js';
import { readGuideline } from '../../src/formats/index.js';
import { readInvoiceXmp } from '../../src/retrieve/xmp.js';
import { specVersion } from '../../src/validation/spec-version.js';

const ZF = specVersion('zugferd');
const FX = specVersion('facturx');
const XR = specVersion('xrechnung');

const cii = (guideline: string, country = 'DE') =>
  parseXmlSafely(`<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${guideline}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
  <rsm:SupplyChainTradeTransaction><ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty><ram:PostalTradeAddress><ram:CountryID>${country}</ram:CountryID></ram:PostalTradeAddress></ram:SellerTradeParty></ram:ApplicableHeaderTradeAgreement></rsm:SupplyChainTradeTransaction>
  </rsm:CrossIndustryInvoice>`);
const ubl = (root: string, customization: string) =>
  parseXmlSafely(
    `<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:CustomizationID>${customization}</cbc:CustomizationID></${root}>`,
  );
const fx = {
  filename: 'factur-x.xml',
  xmp: {
    namespace: 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
    version: '1.0',
    conformanceLevel: 'EN 16931',
  },
};

test('BT-24 identifiers → family, profile, version', (t) => {
  t.like(readGuideline('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'), {
    family: 'xrechnung',
    profile: 'XRECHNUNG',
    version: '3.0',
  });
  t.like(
    readGuideline('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'),
    { family: 'peppol', profile: 'PEPPOL-BIS-3' },
  );
  t.like(readGuideline('urn:peppol:pint:billing-1@sg-1'), { family: 'peppol', profile: 'PINT-SG' });
  t.like(readGuideline('urn:peppol:pint:billing-1@aunz-1'), { profile: 'PINT-AUNZ' });
  t.like(readGuideline('urn:factur-x.eu:1p0:minimum'), {
    family: 'facturx',
    profile: 'MINIMUM',
    version: '1.0',
  });
  t.like(readGuideline('urn:factur-x.eu:1p0:basicwl'), { profile: 'BASIC WL' });
  t.like(readGuideline('urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic'), {
    profile: 'BASIC',
  });
  t.like(readGuideline('urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended'), {
    profile: 'EXTENDED',
  });
  t.like(readGuideline('urn:cen.eu:en16931:2017'), { family: 'en16931', profile: 'EN16931' });
});

test('standalone CII: cii, or xrechnung from its guideline', (t) => {
  t.like(detectFormat(cii('urn:cen.eu:en16931:2017')), {
    detectedFormat: 'cii',
    profile: 'EN16931',
    xmlType: 'CII',
    hasPdf: false,
  });
  // BT-24 declares XRechnung 3.0: the 3.0.x release of the installed rules that judge it.
  t.like(
    detectFormat(cii('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0')),
    { detectedFormat: 'xrechnung', version: XR },
  );
  t.true(XR === '3.0' || XR.startsWith('3.0.'));
});

test('hybrid PDF: named by what the file declares, never by the seller country', (t) => {
  // The Factur-X XMP schema (also what ZUGFeRD 2.1+ writes), which does not say which release: the
  // release of the installed ZUGFeRD / Factur-X rules, in each name's numbering (2.5.2 = 1.09.2).
  t.true(['2.5.2', '2.4'].includes(ZF));
  t.is(FX, ZF === '2.5.2' ? '1.09.2' : '1.08');
  t.like(detectFormat(cii('urn:cen.eu:en16931:2017', 'DE'), fx), {
    detectedFormat: 'zugferd',
    profile: 'EN16931',
    version: ZF,
    hasPdf: true,
  });
  t.like(detectFormat(cii('urn:cen.eu:en16931:2017', 'AT'), fx), {
    detectedFormat: 'zugferd',
    version: ZF,
  });
  t.like(detectFormat(cii('urn:cen.eu:en16931:2017', 'BE'), fx), {
    detectedFormat: 'facturx',
    version: FX,
  });
  t.like(detectFormat(cii('urn:cen.eu:en16931:2017', 'FR'), fx), {
    detectedFormat: 'facturx',
    version: FX,
  });
  t.like(detectFormat(cii('urn:factur-x.eu:1p0:minimum', 'FR'), { filename: 'factur-x.xml' }), {
    detectedFormat: 'facturx',
    profile: 'MINIMUM',
    version: FX,
  });
  t.like(detectFormat(cii('urn:factur-x.eu:1p0:minimum', 'DE'), { filename: 'factur-x.xml' }), {
    detectedFormat: 'zugferd',
    profile: 'MINIMUM',
    version: ZF,
  });
  // ZUGFeRD's own schema, namespaces and names, with ZUGFeRD's version.
  const zf20 = {
    filename: 'zugferd-invoice.xml',
    xmp: {
      namespace: 'urn:zugferd:pdfa:CrossIndustryDocument:invoice:2p0#',
      version: '1.0',
      conformanceLevel: 'EN 16931',
      schemaName: 'ZUGFeRD PDFA Extension Schema',
    },
  };
  t.like(detectFormat(cii('urn:cen.eu:en16931:2017', 'FR'), zf20), {
    detectedFormat: 'zugferd',
    profile: 'EN16931',
    version: '2.0',
  });
  t.like(detectFormat(cii('urn:cen.eu:en16931:2017', 'FR'), { filename: 'zugferd-invoice.xml' }), {
    detectedFormat: 'zugferd',
    version: '2.0',
  });
  t.like(detectFormat(cii('urn:cen.eu:en16931:2017', 'FR'), { filename: 'ZUGFeRD-invoice.xml' }), {
    detectedFormat: 'zugferd',
    version: '1.0',
  });
  t.like(
    detectFormat(cii('urn:cen.eu:en16931:2017', 'DE'), {
      filename: 'factur-x.xml',
      xmp: { ...fx.xmp, schemaName: 'ZUGFeRD PDFA Extension Schema' },
    }),
    { detectedFormat: 'zugferd', version: ZF },
  );
  t.like(
    detectFormat(cii('urn:cen.eu:en16931:2017#conformant#urn:zugferd.de:2p2:extended', 'FR'), fx),
    { detectedFormat: 'zugferd', profile: 'EXTENDED', version: '2.2' },
  );
  t.like(detectFormat(cii('urn:cen.eu:en16931:2017', 'FR'), { filename: 'xrechnung.xml' }), {
    detectedFormat: 'xrechnung',
  });
});

test('UBL: Invoice and CreditNote, peppol, PINT, xrechnung, plain ubl', (t) => {
  t.like(
    detectFormat(
      ubl('Invoice', 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'),
    ),
    { detectedFormat: 'peppol', xmlType: 'UBL', version: '3.0' },
  );
  t.like(detectFormat(ubl('CreditNote', 'urn:peppol:pint:billing-1@jp-1')), {
    detectedFormat: 'peppol',
    profile: 'PINT-JP',
  });
  t.like(
    detectFormat(
      ubl('Invoice', 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'),
    ),
    { detectedFormat: 'xrechnung' },
  );
  t.like(detectFormat(ubl('Invoice', 'urn:cen.eu:en16931:2017')), {
    detectedFormat: 'ubl',
    profile: 'EN16931',
    version: '2.1',
  });
});

test('FatturaPA with any prefix: profile from versione; the v1.2 namespace is the 1.2.2 schema that judges it', (t) => {
  const doc = parseXmlSafely(
    '<a:FatturaElettronica versione="FPA12" xmlns:a="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2"/>',
  );
  t.like(detectFormat(doc), {
    detectedFormat: 'fatturapa',
    profile: 'FPA12',
    version: '1.2.2',
    xmlType: 'FATTURAPA',
  });
});

test('other roots are unknown', (t) => {
  t.like(detectFormat(parseXmlSafely('<Invoice xmlns="urn:example"/>')), {
    detectedFormat: 'unknown',
    syntax: undefined,
  });
  t.like(
    detectFormat(
      parseXmlSafely('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>'),
    ),
    { detectedFormat: 'unknown' },
  );
});

test('XMP: the extension schema name that declares the invoice namespace is read', (t) => {
  const xmp = (schema: string, ns: string) => `<x:xmpmeta><rdf:RDF>
<rdf:Description xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"><pdfaExtension:schemas><rdf:Bag>
<rdf:li rdf:parseType="Resource"><pdfaSchema:schema>PDF/A Identification</pdfaSchema:schema><pdfaSchema:namespaceURI>http://www.aiim.org/pdfa/ns/id/</pdfaSchema:namespaceURI></rdf:li>
<rdf:li rdf:parseType="Resource"><pdfaSchema:schema>${schema}</pdfaSchema:schema><pdfaSchema:namespaceURI>${ns}</pdfaSchema:namespaceURI><pdfaSchema:prefix>fx</pdfaSchema:prefix></rdf:li>
</rdf:Bag></pdfaExtension:schemas></rdf:Description>
<rdf:Description xmlns:fx="${ns}" fx:ConformanceLevel="EN 16931" fx:DocumentFileName="factur-x.xml" fx:DocumentType="INVOICE" fx:Version="1.0"/></rdf:RDF></x:xmpmeta>`;
  t.like(
    readInvoiceXmp(
      xmp('Factur-X PDFA Extension Schema', 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#'),
    ),
    {
      schemaName: 'Factur-X PDFA Extension Schema',
      namespace: 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
      version: '1.0',
      conformanceLevel: 'EN 16931',
    },
  );
  t.like(
    readInvoiceXmp(
      xmp('ZUGFeRD PDFA Extension Schema', 'urn:zugferd:pdfa:CrossIndustryDocument:invoice:2p0#'),
    ),
    { schemaName: 'ZUGFeRD PDFA Extension Schema' },
  );
});
