/**
 * France (issue 41): the EXTENDED-CTC-FR additions of the FNFE note that the invoice JSON carries
 * as fields. Each is written in CII EXTENDED-CTC-FR (and CII / Factur-X EXTENDED where the same
 * element exists) and in UBL EXTENDED-CTC-FR where the note places it, read back by retrieve
 * (no FIELD_DROPPED) with the same value, regenerated to the same document, refused as
 * NOT_CARRIED by every format and profile without a place for it, and passes the checker
 * (fr-cii-extended, fr-ubl-extended; facturx-extended for Factur-X EXTENDED) with no fatal finding.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { validateResponse } from '../../src/validation/checks/validate-response.js';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import { check, skipReason, tempFile } from '../syntax/ubl/helpers/checker.js';
import { requires } from '../helpers/requires.js';
import { GenerateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { renderDocumentPdf } from '../../src/api/generate/render-pdf.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';
import { documentText } from '../pdf/pdf-text.js';
import { frenchInvoice, writeFrench } from './helpers.js';

const validate = (body: any) => validateResponse(fromJson(ValidateInvoiceRequestSchema, body));

const retrieve = (xml: string) =>
  retrieveDocument(new TextEncoder().encode(xml), {
    locale: 'en',
    validate: async () => ({ valid: true, findings: [] }),
  });

/** One addition: how a French invoice states it, its fields, and where each syntax writes it. */
interface Addition {
  name: string;
  invoice: () => any;
  /** The JSON paths of its fields (for NOT_CARRIED). */
  paths: string[];
  /** The JSON values retrieve must give back. */
  read: (inv: any) => unknown;
  cii: RegExp;
  ubl: RegExp;
}

/** An invoice in USD whose VAT is accounted in EUR at 0.9215 (BT-167) of 1 October (EXT-FR-FE-192). */
function exchangeRateInvoice(): any {
  const inv = frenchInvoice('domestic');
  inv.currency = 'USD';
  inv.tax_currency = 'EUR';
  inv.tax_exchange_rate = 0.9215;
  inv.tax_exchange_rate_date = '2026-10-01';
  inv.tax_currency_vat_total = 350.17; // 380.00 × 0.9215
  return inv;
}

const ADDITIONS: Addition[] = [
  {
    name: 'the exchange rate (BT-167) and its date (EXT-FR-FE-192)',
    invoice: exchangeRateInvoice,
    paths: ['$.invoice.tax_exchange_rate', '$.invoice.tax_exchange_rate_date'],
    read: (inv) => [inv.tax_exchange_rate, inv.tax_exchange_rate_date],
    cii: /<ram:TaxApplicableTradeCurrencyExchange>\s*<ram:SourceCurrencyCode>USD<\/ram:SourceCurrencyCode>\s*<ram:TargetCurrencyCode>EUR<\/ram:TargetCurrencyCode>\s*<ram:ConversionRate>0\.9215<\/ram:ConversionRate>\s*<ram:ConversionRateDateTime>\s*<udt:DateTimeString format="102">20261001<\/udt:DateTimeString>/,
    ubl: /<cac:TaxExchangeRate>\s*<cbc:SourceCurrencyCode>USD<\/cbc:SourceCurrencyCode>\s*<cbc:TargetCurrencyCode>EUR<\/cbc:TargetCurrencyCode>\s*<cbc:CalculationRate>0\.9215<\/cbc:CalculationRate>\s*<cbc:Date>2026-10-01<\/cbc:Date>/,
  },
  {
    name: 'the contract date (EXT-FR-FE-199)',
    invoice: () => ({
      ...frenchInvoice('domestic'),
      contract_reference: 'CT-2026-7',
      contract_date: '2026-01-15',
    }),
    paths: ['$.invoice.contract_date'],
    read: (inv) => [inv.contract_reference, inv.contract_date],
    cii: /<ram:ContractReferencedDocument>\s*<ram:IssuerAssignedID>CT-2026-7<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20260115<\/qdt:DateTimeString>/,
    ubl: /<cac:ContractDocumentReference>\s*<cbc:ID>CT-2026-7<\/cbc:ID>\s*<cbc:IssueDate>2026-01-15<\/cbc:IssueDate>/,
  },
  {
    name: 'the order and despatch advice dates (EXT-FR-FE-197, 198)',
    invoice: () => ({
      ...frenchInvoice('domestic'),
      purchase_order_reference: 'PO-2026-31',
      purchase_order_date: '2026-09-20',
      despatch_advice_reference: 'BL-2026-5',
      despatch_advice_date: '2026-10-01',
    }),
    paths: ['$.invoice.purchase_order_date', '$.invoice.despatch_advice_date'],
    read: (inv) => [
      inv.purchase_order_reference,
      inv.purchase_order_date,
      inv.despatch_advice_reference,
      inv.despatch_advice_date,
    ],
    cii: /<ram:BuyerOrderReferencedDocument>\s*<ram:IssuerAssignedID>PO-2026-31<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20260920<\/qdt:DateTimeString>[\s\S]*<ram:DespatchAdviceReferencedDocument>\s*<ram:IssuerAssignedID>BL-2026-5<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261001<\/qdt:DateTimeString>/,
    ubl: /<cac:OrderReference>\s*<cbc:ID>PO-2026-31<\/cbc:ID>\s*<cbc:IssueDate>2026-09-20<\/cbc:IssueDate>[\s\S]*<cac:DespatchDocumentReference>\s*<cbc:ID>BL-2026-5<\/cbc:ID>\s*<cbc:IssueDate>2026-10-01<\/cbc:IssueDate>/,
  },
  {
    name: "a line's order date (EXT-FR-FE-200)",
    invoice: () => {
      const inv = frenchInvoice('domestic');
      inv.purchase_order_reference = 'PO-2026-31';
      Object.assign(inv.items[0], { order_line_reference: '3', purchase_order_date: '2026-09-20' });
      return inv;
    },
    paths: ['$.invoice.items[0].purchase_order_date'],
    read: (inv) => [inv.items[0].order_line_reference, inv.items[0].purchase_order_date],
    cii: /<ram:SpecifiedLineTradeAgreement>\s*<ram:BuyerOrderReferencedDocument>\s*<ram:LineID>3<\/ram:LineID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20260920<\/qdt:DateTimeString>/,
    ubl: /<cac:OrderLineReference>\s*<cbc:LineID>3<\/cbc:LineID>\s*<cac:OrderReference>\s*<cbc:ID>PO-2026-31<\/cbc:ID>\s*<cbc:IssueDate>2026-09-20<\/cbc:IssueDate>/,
  },
  {
    name: "the price discount's reasons (EXT-FR-FE-195, 196)",
    invoice: () => {
      const inv = frenchInvoice('domestic');
      Object.assign(inv.items[0], {
        gross_price: 110,
        price_discount: 10,
        price_discount_reason_code: '95',
        price_discount_reason: 'Remise fidélité',
      });
      return inv;
    },
    paths: [
      '$.invoice.items[0].price_discount_reason_code',
      '$.invoice.items[0].price_discount_reason',
    ],
    read: (inv) => [inv.items[0].price_discount_reason_code, inv.items[0].price_discount_reason],
    cii: /<ram:AppliedTradeAllowanceCharge>\s*<ram:ChargeIndicator>\s*<udt:Indicator>false<\/udt:Indicator>\s*<\/ram:ChargeIndicator>\s*<ram:ActualAmount>10\.00<\/ram:ActualAmount>\s*<ram:ReasonCode>95<\/ram:ReasonCode>\s*<ram:Reason>Remise fidélité<\/ram:Reason>/,
    ubl: /<cac:AllowanceCharge>\s*<cbc:ChargeIndicator>false<\/cbc:ChargeIndicator>\s*<cbc:AllowanceChargeReasonCode>95<\/cbc:AllowanceChargeReasonCode>\s*<cbc:AllowanceChargeReason>Remise fidélité<\/cbc:AllowanceChargeReason>\s*<cbc:Amount currencyID="EUR">10<\/cbc:Amount>/,
  },
  {
    name: 'the line INCOTERMS and their place',
    invoice: () => {
      const inv = frenchInvoice('domestic');
      Object.assign(inv.items[1], { incoterms: 'DAP', incoterms_location: 'Le Havre' });
      return inv;
    },
    paths: ['$.invoice.items[1].incoterms', '$.invoice.items[1].incoterms_location'],
    read: (inv) => [inv.items[1].incoterms, inv.items[1].incoterms_location],
    cii: /<ram:SpecifiedLineTradeAgreement>\s*<ram:ApplicableTradeDeliveryTerms>\s*<ram:DeliveryTypeCode>DAP<\/ram:DeliveryTypeCode>\s*<ram:RelevantTradeLocation>\s*<ram:Name>Le Havre<\/ram:Name>/,
    ubl: /<\/cac:Price>\s*<cac:DeliveryTerms>\s*<cbc:ID>DAP<\/cbc:ID>\s*<cac:DeliveryLocation>\s*<cbc:Name>Le Havre<\/cbc:Name>/,
  },
  {
    name: 'the document-level INCOTERMS and their place',
    invoice: () => ({
      ...frenchInvoice('domestic'),
      incoterms: 'FCA',
      incoterms_location: 'Roissy',
    }),
    paths: ['$.invoice.incoterms', '$.invoice.incoterms_location'],
    read: (inv) => [inv.incoterms, inv.incoterms_location],
    // In the header agreement after the parties (CII-FREXT-SR-293), at the UBL root after the
    // parties and the delivery (UBL-FREXT-CR-410), not in cac:Delivery as PINT OM's BTOM-022.
    cii: /<\/ram:BuyerTradeParty>\s*<ram:ApplicableTradeDeliveryTerms>\s*<ram:DeliveryTypeCode>FCA<\/ram:DeliveryTypeCode>\s*<ram:RelevantTradeLocation>\s*<ram:Name>Roissy<\/ram:Name>/,
    ubl: /<\/cac:(?:AccountingCustomerParty|PayeeParty|TaxRepresentativeParty|Delivery)>\s*<cac:DeliveryTerms>\s*<cbc:ID>FCA<\/cbc:ID>\s*<cac:DeliveryLocation>\s*<cbc:Name>Roissy<\/cbc:Name>/,
  },
  {
    name: "a line's despatch advice, its line and date (EXT-FR-FE-141, 201)",
    invoice: () => {
      const inv = frenchInvoice('domestic');
      Object.assign(inv.items[1], {
        despatch_advice_reference: 'BL-2026-7',
        despatch_advice_line: '2',
        despatch_advice_date: '2026-09-30',
      });
      return inv;
    },
    paths: [
      '$.invoice.items[1].despatch_advice_reference',
      '$.invoice.items[1].despatch_advice_line',
      '$.invoice.items[1].despatch_advice_date',
    ],
    read: (inv) => [
      inv.items[1].despatch_advice_reference,
      inv.items[1].despatch_advice_line,
      inv.items[1].despatch_advice_date,
    ],
    cii: /<ram:SpecifiedLineTradeDelivery>\s*<ram:BilledQuantity[^>]*>[^<]*<\/ram:BilledQuantity>\s*<ram:DespatchAdviceReferencedDocument>\s*<ram:IssuerAssignedID>BL-2026-7<\/ram:IssuerAssignedID>\s*<ram:LineID>2<\/ram:LineID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20260930</,
    ubl: /<cac:DespatchLineReference>\s*<cbc:LineID>2<\/cbc:LineID>\s*<cac:DocumentReference>\s*<cbc:ID>BL-2026-7<\/cbc:ID>\s*<cbc:IssueDate>2026-09-30<\/cbc:IssueDate>/,
  },
  {
    name: 'the item attribute code (EXT-FR-FE-159)',
    invoice: () => {
      const inv = frenchInvoice('domestic');
      inv.items[0].attributes = [{ name: 'Couleur', code: 'COLOR_TEXT', value: 'Bleu' }];
      return inv;
    },
    paths: ['$.invoice.items[0].attributes[0].code'],
    read: (inv) => inv.items[0].attributes,
    cii: /<ram:ApplicableProductCharacteristic>\s*<ram:TypeCode>COLOR_TEXT<\/ram:TypeCode>\s*<ram:Description>Couleur<\/ram:Description>\s*<ram:Value>Bleu<\/ram:Value>/,
    ubl: /<cac:AdditionalItemProperty>\s*<cbc:Name>Couleur<\/cbc:Name>\s*<cbc:NameCode>COLOR_TEXT<\/cbc:NameCode>\s*<cbc:Value>Bleu<\/cbc:Value>/,
  },
];

/** The formats and profiles that write the additions, with the checker's kind. */
const CARRIERS = [
  { format: 'cii', profile: 'extended_ctc_fr', kind: 'fr-cii-extended', syntax: 'cii' },
  { format: 'ubl', profile: 'extended_ctc_fr', kind: 'fr-ubl-extended', syntax: 'ubl' },
  { format: 'facturx', profile: 'extended', kind: 'facturx-extended', syntax: 'cii' },
] as const;

/** Formats and profiles without a place for them. */
const NON_CARRIERS = [
  ['cii', 'en16931'],
  ['facturx', 'en16931'],
  ['facturx', 'basic_wl'],
  ['ubl', ''],
  ['xrechnung', ''],
] as const;

for (const a of ADDITIONS) {
  test(`${a.name}: written, read back and regenerated the same`, async (t) => {
    for (const c of CARRIERS) {
      const body = { format: c.format, profile: c.profile, invoice: a.invoice() };
      t.deepEqual(validate(body).issues, [], `${c.format} ${c.profile}`);
      const { xml } = writeFrench(body);
      t.regex(xml, c.syntax === 'cii' ? a.cii : a.ubl, `${c.format} ${c.profile}`);
      const out = await retrieve(xml);
      t.deepEqual(
        out.warnings.filter((w) => w.code === 'FIELD_DROPPED'),
        [],
        `${c.format} ${c.profile}`,
      );
      t.deepEqual(a.read(out.invoice), a.read(body.invoice), `${c.format} ${c.profile}`);
      const again = writeFrench({ format: c.format, profile: c.profile, invoice: out.invoice });
      t.is(again.xml, xml, `${c.format} ${c.profile}: retrieve → generate`);
    }
  });

  test(`${a.name}: NOT_CARRIED where the document has no place for it`, (t) => {
    for (const [format, profile] of NON_CARRIERS) {
      const body = { format, ...(profile ? { profile } : {}), invoice: a.invoice() };
      const refused = validate(body)
        .issues.filter((i) => i.code === 'NOT_CARRIED')
        .map((i) => i.path);
      // Every path of the addition (BASIC WL, without lines, refuses the line price too).
      t.deepEqual(
        refused.filter((p) => a.paths.includes(p)),
        a.paths,
        `${format} ${profile}`,
      );
    }
  });
}

test("a line's order date needs its order line and order in UBL, not in CII", (t) => {
  const inv = frenchInvoice('domestic');
  inv.items[0].purchase_order_date = '2026-09-20';
  const paths = (format: string) =>
    validate({ format, profile: 'extended_ctc_fr', invoice: inv }).issues.map(
      (i) => `${i.path} ${i.code}`,
    );
  t.deepEqual(paths('cii'), []);
  t.deepEqual(paths('ubl'), ['$.invoice.items[0].purchase_order_date INVALID_VALUE']);
  t.regex(
    writeFrench({ format: 'cii', profile: 'extended_ctc_fr', invoice: inv }).xml,
    /<ram:BuyerOrderReferencedDocument>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20260920</,
  );
});

test('the contract, order and despatch advice dates need their reference and a calendar date', (t) => {
  const issues = (inv: any) =>
    validate({ format: 'ubl', profile: 'extended_ctc_fr', invoice: inv }).issues.map(
      (i) => `${i.path} ${i.code}`,
    );
  t.deepEqual(issues({ ...frenchInvoice('domestic'), contract_date: '2026-01-15' }), [
    '$.invoice.contract_date INVALID_VALUE',
  ]);
  t.deepEqual(
    issues({ ...frenchInvoice('domestic'), contract_reference: 'CT', contract_date: '2026-13-01' }),
    ['$.invoice.contract_date INVALID_FORMAT'],
  );
  t.deepEqual(
    issues({
      ...frenchInvoice('domestic'),
      purchase_order_date: '2026-09-20',
      despatch_advice_date: '2026-10-01',
    }),
    ['$.invoice.purchase_order_date INVALID_VALUE', '$.invoice.despatch_advice_date INVALID_VALUE'],
  );
});

test("the price discount's reasons need the discount; the code is an allowance reason code", (t) => {
  const issues = (edit: (item: any) => void) => {
    const inv = frenchInvoice('domestic');
    edit(inv.items[1]);
    return validate({ format: 'cii', profile: 'extended_ctc_fr', invoice: inv }).issues.map(
      (i) => `${i.path} ${i.code}`,
    );
  };
  t.deepEqual(
    issues((item) => {
      item.price_discount_reason = 'Remise';
    }),
    ['$.invoice.items[1].price_discount_reason INVALID_VALUE'],
  );
  t.deepEqual(
    issues((item) => {
      Object.assign(item, {
        gross_price: 500,
        price_discount: 50,
        price_discount_reason_code: '99',
      });
    }),
    ['$.invoice.items[1].price_discount_reason_code INVALID_CODE'],
  );
});

test("a line's despatch advice: its line and date need it, UBL needs its line, a calendar date", (t) => {
  const issues = (format: string, edit: Record<string, string>) => {
    const inv = frenchInvoice('domestic');
    Object.assign(inv.items[0], edit);
    return validate({ format, profile: 'extended_ctc_fr', invoice: inv }).issues.map(
      (i) => `${i.path} ${i.code}`,
    );
  };
  const at = '$.invoice.items[0]';
  t.deepEqual(issues('cii', { despatch_advice_line: '2', despatch_advice_date: '2026-09-30' }), [
    `${at}.despatch_advice_line INVALID_VALUE`,
    `${at}.despatch_advice_date INVALID_VALUE`,
  ]);
  // CII states the despatch advice alone; UBL only as a reference to one of its lines.
  t.deepEqual(issues('cii', { despatch_advice_reference: 'BL-1' }), []);
  t.deepEqual(issues('ubl', { despatch_advice_reference: 'BL-1' }), [
    `${at}.despatch_advice_reference INVALID_VALUE`,
  ]);
  t.deepEqual(
    issues('ubl', {
      despatch_advice_reference: 'BL-1',
      despatch_advice_line: '2',
      despatch_advice_date: '2026-02-30',
    }),
    [`${at}.despatch_advice_date INVALID_FORMAT`],
  );
});

test('a despatch advice line without its despatch advice is read as dropped, not carried', async (t) => {
  // As a PINT JP example states it: a DespatchLineReference with its LineID alone.
  const inv = frenchInvoice('domestic');
  const xml = writeFrench({ format: 'ubl', profile: 'extended_ctc_fr', invoice: inv }).xml.replace(
    /(<cac:InvoiceLine>[\s\S]*?<cbc:LineExtensionAmount[^>]*>[^<]*<\/cbc:LineExtensionAmount>)/,
    '$1<cac:DespatchLineReference><cbc:LineID>010</cbc:LineID></cac:DespatchLineReference>',
  );
  const out = await retrieve(xml);
  t.is(out.invoice?.items[0]?.despatch_advice_line, undefined);
  t.deepEqual(
    out.warnings.filter((w) => w.code === 'FIELD_DROPPED').map((w) => w.message.split(' ')[0]),
    ['EXT-FR-FE-141'],
  );
});

test("a line's despatch advice in UBL outside EXTENDED-CTC-FR is read as dropped (a PINT JP example states one)", async (t) => {
  const inv = frenchInvoice('domestic');
  Object.assign(inv.items[0], {
    despatch_advice_reference: 'BL-1',
    despatch_advice_line: '010',
    despatch_advice_date: '2026-09-30',
  });
  const xml = writeFrench({ format: 'ubl', profile: 'extended_ctc_fr', invoice: inv }).xml.replace(
    /(<cbc:CustomizationID>)[^<]*(<\/cbc:CustomizationID>)/,
    '$1urn:cen.eu:en16931:2017$2',
  );
  const out = await retrieve(xml);
  t.is(out.invoice?.items[0]?.despatch_advice_reference, undefined);
  t.deepEqual(
    out.warnings.filter((w) => w.code === 'FIELD_DROPPED').map((w) => w.message.split(' ')[0]),
    ['despatch_advice_reference', 'EXT-FR-FE-141', 'EXT-FR-FE-201'],
  );
});

test('the line INCOTERMS are a code of BR-FREXT-CL-27; their place needs them', (t) => {
  const issues = (edit: (item: any) => void) => {
    const inv = frenchInvoice('domestic');
    edit(inv.items[0]);
    return validate({ format: 'ubl', profile: 'extended_ctc_fr', invoice: inv }).issues.map(
      (i) => `${i.path} ${i.code}`,
    );
  };
  t.deepEqual(
    issues((item) => {
      item.incoterms = 'DDU'; // Incoterms 2000, no longer on the list
    }),
    ['$.invoice.items[0].incoterms INVALID_CODE'],
  );
  t.deepEqual(
    issues((item) => {
      item.incoterms_location = 'Le Havre';
    }),
    ['$.invoice.items[0].incoterms_location INVALID_VALUE'],
  );
});

test('the document-level INCOTERMS: a code of BR-FREXT-CL-27 (1 and 2 too), their place needs them', (t) => {
  const issues = (format: string, edit: (inv: any) => void, profile = 'extended_ctc_fr') => {
    const inv = frenchInvoice('domestic');
    edit(inv);
    return validate({ format, profile, invoice: inv }).issues.map((i) => `${i.path} ${i.code}`);
  };
  t.deepEqual(
    issues('cii', (inv) => {
      inv.incoterms = 'DDU';
    }),
    ['$.invoice.incoterms INVALID_CODE'],
  );
  t.deepEqual(
    issues('ubl', (inv) => {
      inv.incoterms = '1'; // UNTDID 4053: delivery arranged by the supplier
    }),
    [],
  );
  t.deepEqual(
    issues('ubl', (inv) => {
      inv.incoterms_location = 'Roissy';
    }),
    ['$.invoice.incoterms_location INVALID_VALUE'],
  );
  // The refusal elsewhere names both places the field has.
  const refused = validate({
    format: 'cii',
    profile: 'en16931',
    invoice: { ...frenchInvoice('domestic'), incoterms: 'FCA' },
  }).issues.find((i) => i.path === '$.invoice.incoterms');
  t.is(refused?.code, 'NOT_CARRIED');
  t.regex(refused!.message, /pint_om.*extended_ctc_fr/);
});

/** An attribute with a measure for its value (BR-FREXT-54-2). */
function measuredAttributeInvoice(): any {
  const inv = frenchInvoice('domestic');
  inv.items[0].attributes = [
    { name: 'Longueur', code: 'AAB', value_quantity: 42.5, value_unit: 'CMT' },
  ];
  return inv;
}

/** Where a measure is written: not CII EXTENDED-CTC-FR (CII-SR-072 there wants a Value). */
const MEASURE_CARRIERS = CARRIERS.filter((c) => c.kind !== 'fr-cii-extended');

test('an item attribute with a measure (EXT-FR-FE-160, 161): UBL EXTENDED-CTC-FR and CII EXTENDED, read back the same', async (t) => {
  for (const c of MEASURE_CARRIERS) {
    const body = { format: c.format, profile: c.profile, invoice: measuredAttributeInvoice() };
    t.deepEqual(validate(body).issues, [], c.kind);
    const { xml } = writeFrench(body);
    t.regex(
      xml,
      c.syntax === 'cii'
        ? /<ram:ApplicableProductCharacteristic>\s*<ram:TypeCode>AAB<\/ram:TypeCode>\s*<ram:Description>Longueur<\/ram:Description>\s*<ram:ValueMeasure unitCode="CMT">42.5<\/ram:ValueMeasure>\s*<\/ram:ApplicableProductCharacteristic>/
        : /<cac:AdditionalItemProperty>\s*<cbc:Name>Longueur<\/cbc:Name>\s*<cbc:NameCode>AAB<\/cbc:NameCode>\s*<cbc:ValueQuantity unitCode="CMT">42.5<\/cbc:ValueQuantity>\s*<\/cac:AdditionalItemProperty>/,
      c.kind,
    );
    const out = await retrieve(xml);
    t.deepEqual(
      out.warnings.filter((w) => w.code === 'FIELD_DROPPED'),
      [],
      c.kind,
    );
    t.deepEqual(out.invoice?.items[0].attributes, body.invoice.items[0].attributes, c.kind);
    t.is(writeFrench({ ...body, invoice: out.invoice }).xml, xml, c.kind);
  }
  // CII EXTENDED-CTC-FR wants a name and a value in each (CII-SR-069, 072, fatal there).
  const cii = validate({
    format: 'cii',
    profile: 'extended_ctc_fr',
    invoice: measuredAttributeInvoice(),
  });
  t.deepEqual(
    cii.issues.map((i) => `${i.path} ${i.code}`),
    [
      '$.invoice.items[0].attributes[0].value REQUIRED',
      '$.invoice.items[0].attributes[0].value_quantity NOT_CARRIED',
      '$.invoice.items[0].attributes[0].value_unit NOT_CARRIED',
    ],
  );
});

requires(skipReason(true))(
  'an item attribute with a measure: the checker finds no fatal rule',
  async (t) => {
    t.timeout(10 * 60_000);
    for (const c of MEASURE_CARRIERS) {
      const body = { format: c.format, profile: c.profile, invoice: measuredAttributeInvoice() };
      const { xml } = writeFrench(body);
      const r = await check(c.kind, tempFile(`ext-fr-measure-${c.format}.xml`, xml));
      t.log(
        `${c.kind}: xsd ${r.xsd_ok}, fatal [${[...new Set(r.fatal)].join(' ')}], warnings [${[...new Set(r.warning)].join(' ')}]`,
      );
      t.true(r.xsd_ok, `${c.kind}: ${r.xsd_errors.join('; ')}`);
      t.deepEqual([...new Set(r.fatal)], [], c.kind);
    }
  },
);

test('an item attribute: a name or a code, a value or a measure with its unit (BR-FREXT-54-1, 54-2, 04)', (t) => {
  const issues = (format: string, attributes: any[], profile = 'extended_ctc_fr') => {
    const inv = frenchInvoice('domestic');
    inv.items[0].attributes = attributes;
    return validate({ format, profile, invoice: inv }).issues.map((i) => `${i.path} ${i.code}`);
  };
  const at = '$.invoice.items[0].attributes[0]';
  t.deepEqual(issues('ubl', [{ value: 'Bleu' }]), [`${at}.name REQUIRED`]);
  t.deepEqual(issues('cii', [{ name: 'Couleur' }]), [`${at}.value REQUIRED`]);
  t.deepEqual(issues('cii', [{ name: 'Couleur', code: 'XYZ', value: 'Bleu' }]), [
    `${at}.code INVALID_CODE`,
  ]);
  // A code alone names it in CII EXTENDED (BR-FREXT-54-1), not where a name is required.
  t.deepEqual(issues('cii', [{ code: 'AAB', value: '4' }], 'extended'), []);
  for (const format of ['cii', 'ubl'])
    t.deepEqual(issues(format, [{ code: 'AAB', value: '4' }]), [`${at}.name REQUIRED`], format);
  t.deepEqual(issues('ubl', [{ name: 'Long', value: '4', value_quantity: 4, value_unit: 'MTR' }]), [
    `${at}.value_quantity INVALID_VALUE`,
  ]);
  t.deepEqual(issues('ubl', [{ name: 'Long', value_quantity: 4 }]), [`${at}.value_unit REQUIRED`]);
  t.deepEqual(issues('ubl', [{ name: 'Long', value: '4', value_unit: 'MTR' }]), [
    `${at}.value_unit INVALID_VALUE`,
  ]);
  t.deepEqual(issues('ubl', [{ name: 'Long', value_quantity: 4, value_unit: 'QQQ' }]), [
    `${at}.value_unit INVALID_CODE`,
  ]);
  t.deepEqual(
    issues('cii', [{ name: 'Long', value_quantity: 1e300, value_unit: 'MTR' }], 'extended'),
    [`${at}.value_quantity OUT_OF_RANGE`],
  );
  // Elsewhere EN 16931's BR-54: a name and a value, whatever else is refused.
  t.deepEqual(issues('cii', [{ code: 'AAB', value_quantity: 4, value_unit: 'MTR' }], 'en16931'), [
    `${at}.name REQUIRED`,
    `${at}.value REQUIRED`,
    `${at}.code NOT_CARRIED`,
    `${at}.value_quantity NOT_CARRIED`,
    `${at}.value_unit NOT_CARRIED`,
  ]);
});

test('the exchange rate needs the VAT accounting currency; its date needs the rate and a calendar date', (t) => {
  const issues = (edit: (inv: any) => void) => {
    const inv = exchangeRateInvoice();
    edit(inv);
    return validate({ format: 'cii', profile: 'extended_ctc_fr', invoice: inv }).issues.map(
      (i) => `${i.path} ${i.code}`,
    );
  };
  t.true(
    issues((inv) => {
      delete inv.tax_currency;
      delete inv.tax_currency_vat_total;
    }).includes('$.invoice.tax_currency REQUIRED'),
  );
  t.deepEqual(
    issues((inv) => {
      delete inv.tax_exchange_rate;
    }),
    ['$.invoice.tax_exchange_rate_date INVALID_VALUE'],
  );
  t.deepEqual(
    issues((inv) => {
      inv.tax_exchange_rate_date = '2026-02-30';
    }),
    ['$.invoice.tax_exchange_rate_date INVALID_FORMAT'],
  );
  // A double can say 1e308 or 1e-300: bounded as a price is.
  for (const rate of [1e308, 1e-300])
    t.deepEqual(
      issues((inv) => {
        inv.tax_exchange_rate = rate;
      }),
      ['$.invoice.tax_exchange_rate OUT_OF_RANGE'],
    );
  // BT-111 as the seller states it: the rate × BT-110 bound is PINT OM's (IBR-065-OM), not France's.
  t.deepEqual(
    issues((inv) => {
      inv.tax_currency_vat_total = 351.5;
    }),
    [],
  );
});

/** One invoice with every addition: each addition's invoice, merged. */
function allAdditions(): any {
  const inv = exchangeRateInvoice();
  for (const a of ADDITIONS.slice(1)) {
    const { items, ...header } = a.invoice();
    Object.assign(inv, header, { currency: 'USD' });
    items.forEach((item: any, i: number) => Object.assign(inv.items[i], item));
  }
  inv.tax_currency_vat_total = 350.17; // 380.00 × 0.9215
  return inv;
}

// One document with every addition per carrier: three checker runs, one after the other.
requires(skipReason(true))(
  'every addition together: the checker finds no fatal rule',
  async (t) => {
    t.timeout(10 * 60_000);
    for (const c of CARRIERS) {
      const body = { format: c.format, profile: c.profile, invoice: allAdditions() };
      t.deepEqual(validate(body).issues, [], c.kind);
      const { xml } = writeFrench(body);
      const r = await check(c.kind, tempFile(`ext-fr-fields-${c.format}-${c.profile}.xml`, xml));
      const warnings = [...new Set(r.warning)];
      t.log(
        `${c.kind}: xsd ${r.xsd_ok}, fatal [${[...new Set(r.fatal)].join(' ')}], warnings [${warnings.join(' ')}]`,
      );
      t.true(r.xsd_ok, `${c.kind}: ${r.xsd_errors.join('; ')}`);
      t.deepEqual([...new Set(r.fatal)], [], c.kind);
    }
  },
);

test('the readable view prints every addition (Factur-X EXTENDED, in French)', async (t) => {
  const inv = allAdditions();
  const body = { format: 'facturx', profile: 'extended', invoice: inv };
  t.deepEqual(validate(body).issues, []);
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  const written = writeDocumentXml(checked.invoice, checked.plan);
  const clock = new Date('2026-10-05T10:00:00Z');
  const pdf = await renderDocumentPdf(
    checked.invoice,
    checked.plan,
    written,
    undefined,
    false,
    clock,
  );
  const text = (await documentText(pdf!)).replace(/\s+/g, ' ');
  for (const phrase of [
    'Taux de change (01/10/2026) 1 USD = 0,9215 EUR',
    'CT-2026-7 (15/01/2026)',
    'PO-2026-31 (20/09/2026)',
    ': 3 (20/09/2026)', // the line's order line, with its order's date
    'BL-2026-5 (01/10/2026)',
    '(Remise fidélité)',
    'Couleur (COLOR_TEXT): Bleu',
    "Avis d'expédition: BL-2026-7 N° 2 (30/09/2026)", // the line's despatch advice
    'Incoterms DAP Le Havre',
    'Incoterms FCA Roissy', // the document's
  ])
    t.true(text.includes(phrase), `${phrase} in: ${text.slice(0, 3000)}`);
});
