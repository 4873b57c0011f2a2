/**
 * The term map (src/syntax/binding/terms.ts, syntax-keys.ts) against the binding tables, the
 * writers and the readers of CII and UBL: every key a writer emits is a row of its syntax's
 * table (the engine would drop it silently otherwise), every row is written for some invoice
 * (UBL: with the data only one profile writes, ../ubl/helpers/profile-data.ts), every key
 * written is read back by the same syntax's reader, and the lowest profile the map states for a
 * term is the one the CII table (checked against the profile XSDs) carries it from. The known
 * exceptions are listed by key, each with its reason.
 */
import test from 'ava';
import type {
  Binding,
  BindingTable,
  ValueKey,
  Values,
} from '../../../src/syntax/binding/binding.js';
import { bindingPaths, bindingRanks } from '../../../src/syntax/binding/binding.js';
import { EN_TERMS, PROFILES, profileRank, type TermId } from '../../../src/syntax/binding/terms.js';
import { SYNTAX_KEYS } from '../../../src/syntax/binding/syntax-keys.js';
import { CII_BINDING } from '../../../src/syntax/cii/binding/cii-binding.js';
import { ublBinding } from '../../../src/syntax/ubl/binding/ubl-binding.js';
import { ciiValues, writeCii } from '../../../src/syntax/cii/writer/write-cii.js';
import { ublValues, writeUbl } from '../../../src/syntax/ubl/writer/write-ubl.js';
import { readCii } from '../../../src/syntax/cii/reader/read-cii.js';
import { readUbl } from '../../../src/syntax/ubl/reader/read-ubl.js';
import { calculate } from '../../../src/domain/calculate.js';
import { fromNumber } from '../../../src/domain/decimal.js';
import type { CalculatedInvoice } from '../../../src/domain/model.js';
import type { CiiWriterProfile } from '../../../src/formats/cii-profiles.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { whole } from '../helpers/whole-invoice.js';
import { maximal } from '../helpers/maximal-invoice.js';
import { invoiceSet, JURISDICTIONS } from '../ubl/helpers/invoices.js';
import { UBL_MATRIX } from '../ubl/helpers/matrix.js';
import { XRECHNUNG_EXTENSION_GUIDELINE_ID } from '../../../src/formats/cii-profiles.js';
import { profileDataRows } from '../ubl/helpers/profile-data.js';

/** Every key a table reads or writes: row ids, attribute keys, document values. */
function tableKeys(...tables: BindingTable[]): Set<string> {
  const out = new Set<string>();
  const visit = (b: Binding) => {
    if (b.id) out.add(b.id);
    for (const k of Object.values(b.attrs ?? {})) out.add(k);
    if (b.docValue) out.add(b.docValue);
    for (const k of Object.values(b.docAttrs ?? {})) out.add(k);
    for (const k of b.kids ?? []) visit(k);
  };
  for (const t of tables) visit(t.root);
  return out;
}

/** Every key of a values tree that holds something. */
function writtenKeys(v: Values, out = new Set<string>()): Set<string> {
  for (const [key, x] of Object.entries(v)) {
    if (x === undefined || x === '') continue;
    out.add(key);
    if (Array.isArray(x)) for (const item of x) writtenKeys(item, out);
    else if (typeof x === 'object') writtenKeys(x, out);
  }
  return out;
}

/** Wraps values so that every key a reader asks for is recorded. */
function watching(read: Set<string>): (v: Values) => Values {
  const wrap = (x: unknown): unknown => {
    if (!x || typeof x !== 'object') return x;
    return new Proxy(x as object, {
      get(target, key, receiver) {
        if (typeof key === 'string' && !Array.isArray(target)) read.add(key);
        return wrap(Reflect.get(target, key, receiver));
      },
    });
  };
  return (v) => wrap(v) as Values;
}

/**
 * Every table variant: PINT MY's BT-32, PINT AE's billing frequency, HR-CIUS's extension, PINT's
 * typed line object, the XRechnung Extension's sub invoice lines.
 */
const UBL_TABLES = (['invoice', 'credit-note'] as const).flatMap((kind) =>
  [false, true].flatMap((g) =>
    [false, true].flatMap((f) =>
      [false, true].flatMap((h) =>
        [false, true].flatMap((o) =>
          [false, true].map((sub) =>
            ublBinding(kind, {
              gstIsTaxRegistration: g,
              billingFrequencyInPeriod: f,
              hrExtension: h,
              typedLineObject: o,
              subInvoiceLines: sub,
            }),
          ),
        ),
      ),
    ),
  ),
);
const CII_KEYS = tableKeys(CII_BINDING);
const UBL_KEYS = tableKeys(...UBL_TABLES);

/** Invoices that between them state every term a writer can write. */
function richInvoices(): CalculatedInvoice[] {
  const credit = maximal();
  credit.typeCode = '381';
  return [
    calculate(maximal()),
    calculate(credit),
    calculate(whole()),
    ...Object.values(invoiceSet(JURISDICTIONS.eu)),
  ];
}

/** An address with every line (the payee's and the invoicee's of Factur-X EXTENDED). */
const FULL_ADDRESS = {
  street: 'Hauptstr. 1',
  addressLine2: 'Hof',
  addressLine3: 'Tor 2',
  city: 'Köln',
  postalCode: '50667',
  countrySubdivision: 'NRW',
  country: 'DE',
};

/** The rich invoices and what only CII EXTENDED writes of them: the exchange rate with its date, the contract, order and despatch advice dates, the price discount's reasons, the document's and the line INCOTERMS, the line's own order, the item attribute code and measure; the document's despatch advice line (EXTENDED-CTC-FR). */
function ciiRichInvoices(): CalculatedInvoice[] {
  const rated = maximal();
  rated.taxCurrency ??= 'USD';
  rated.taxExchangeRate = fromNumber(1.0842);
  rated.taxExchangeRateDate = '2024-03-01';
  rated.contractDate = '2024-01-15';
  rated.purchaseOrderDate = '2024-01-20';
  rated.despatchAdviceDate = '2024-02-01';
  rated.despatchAdviceReference ??= 'BL-1';
  rated.despatchAdviceLine = '3'; // EXT-FR-FE-141 of the document: EXTENDED-CTC-FR only
  rated.incoterms = 'FCA';
  rated.incotermsLocation = 'Roissy';
  // Factur-X EXTENDED: the document name, a note content code, the sales order's date, the
  // delivery note and its date, a line's delivery note with its line and date.
  rated.documentName = 'RECHNUNG';
  rated.testIndicator = true;
  rated.invoicee = {
    name: 'Rechnungseingang GmbH',
    identifiers: [{ id: 'RE-1' }, { id: '4000001123452', scheme: '0088' }],
    address: { ...FULL_ADDRESS, street: 'Postfach 12' },
  };
  rated.payee = {
    ...(rated.payee ?? { name: 'Factor AG' }),
    address: FULL_ADDRESS,
  };
  // The payment terms' cash discount and penalty, and a further term's cash discount.
  const discount = {
    basisDate: '2024-02-01',
    basisPeriod: fromNumber(10),
    basisPeriodUnit: 'DAY',
    basisAmount: fromNumber(100),
    percent: fromNumber(2),
    amount: fromNumber(2),
  };
  rated.payment = {
    ...rated.payment,
    discountTerms: discount,
    penaltyTerms: { basisPeriod: fromNumber(30), percent: fromNumber(5) },
    furtherTerms: [
      ...(rated.payment?.furtherTerms ?? [{ description: 'Netto' }]).map((t) => ({
        ...t,
        discountTerms: discount,
        penaltyTerms: { ...discount, percent: fromNumber(1) },
      })),
    ],
  };
  // What EXTENDED adds to the document's deliver-to party (BG-13).
  rated.delivery = {
    ...(rated.delivery ?? { partyName: 'Lager' }),
    department: '8211',
    electronicAddress: { id: '999999999', scheme: '0060' },
    vatId: 'ATU12345678',
  };
  rated.projectReference ??= 'P-1';
  rated.projectName = 'Projekt';
  rated.additionalNotes = [{ text: 'Lieferung', contentCode: 'ST3' }];
  rated.salesOrderReference ??= 'SO-1';
  rated.salesOrderDate = '2024-01-10';
  rated.deliveryNoteReference = 'LS-1';
  rated.deliveryNoteDate = '2024-02-02';
  rated.lines = rated.lines.map((l, i) => ({
    ...l,
    deliveryNoteReference: 'LS-1',
    deliveryNoteLine: '4',
    deliveryNoteDate: '2024-02-02',
    quotationReference: 'ANG-7',
    quotationLine: '20',
    quotationDate: '2024-01-15',
    productInstances: [{ batchId: 'B-1', serialId: 'S-1' }],
    packageQuantity: fromNumber(2),
    packageUnit: 'XCT',
    // The products the item is made of, every field of them.
    includedProducts: [
      {
        name: 'Erdbeer 20 x 150g Becher',
        description: 'Joghurt',
        globalIds: [{ id: '4123456001035', scheme: '0160' }],
        id: 'P-1',
        sellerId: 'JOG103',
        buyerId: 'B-7',
        industryId: 'I-9',
        quantity: fromNumber(20),
        unit: 'H87',
      },
    ],
    // The line's deliver-to party, every form of it (an identifier with and without scheme).
    delivery: {
      partyName: 'Baustelle Nord',
      location: i % 2 ? { id: 'SITE-7' } : { id: '4000001123452', scheme: '0088' },
      department: 'Tor 4',
      electronicAddress: { id: '4000001123452', scheme: '0088' },
      vatId: 'DE123456789',
      address: FULL_ADDRESS,
    },
    incoterms: 'DAP',
    incotermsLocation: 'Le Havre',
    purchaseOrderReference: 'PO-7', // the line's own order (ibt-183)
    // The line's despatch advice with its line and date (EXT-FR-FE-141, 201).
    despatchAdviceReference: 'BL-7',
    despatchAdviceLine: '2',
    despatchAdviceDate: '2024-02-01',
    // EXT-FR-FE-159, 160, 161: an attribute code, a value as a measure.
    attributes: [
      {
        name: 'Longueur',
        value: '',
        code: 'AAB',
        valueQuantity: fromNumber(42.5),
        valueUnit: 'CMT',
      },
    ],
    ...(l.orderLineReference ? { purchaseOrderDate: '2024-01-20' } : {}),
    ...(l.priceDiscount ? { priceDiscountReasonCode: '95', priceDiscountReason: 'Remise' } : {}),
    // The reasons of EXTENDED's further price discounts.
    ...(l.furtherPriceDiscounts
      ? { furtherPriceDiscountReasons: l.furtherPriceDiscounts.map((_, k) => `Rabatt ${k + 2}`) }
      : {}),
  }));
  return [...richInvoices(), calculate(rated), multiVendorInvoice()];
}

/**
 * A multi-vendor invoice (BT-23 B8): each sub-invoice's VAT total on its group line
 * (EXT-FR-FE-181, and 182 in the accounting currency), its preceding invoice (136, 138) and
 * its further invoiced object with scheme AVV;
 * CII EXTENDED and UBL EXTENDED-CTC-FR write them.
 */
function multiVendorInvoice(): CalculatedInvoice {
  const multiVendor = maximal();
  multiVendor.businessProcess = 'B8';
  multiVendor.taxCurrency ??= 'USD';
  multiVendor.lines = multiVendor.lines.map((l) => ({
    ...l,
    objectIdentifier: { id: 'F1', scheme: 'AFL' },
    ...(l.parentLineId
      ? {}
      : {
          taxCurrencyVatTotal: fromNumber(10),
          precedingInvoice: { number: 'F0', date: '2024-01-02' }, // EXT-FR-FE-136, 138
          furtherObjectIdentifiers: [{ id: 'B1', scheme: 'AVV' }], // BR-FR-MV-03 (UBL)
        }),
  }));
  // A document allowance or charge of that sub-invoice: its #number# and reason (BT-173 to 176).
  multiVendor.allowances = multiVendor.allowances?.map((a) => ({ ...a, subInvoice: 'F1' }));
  multiVendor.charges = multiVendor.charges?.map((c) => ({ ...c, subInvoice: 'F1' }));
  multiVendor.charges?.push({
    amount: fromNumber(2),
    reason: 'Exempt fee',
    taxCategory: 'E',
    vatRate: fromNumber(0),
    subInvoice: 'F1',
  });
  return calculate(multiVendor);
}

const CII_PROFILES: CiiWriterProfile[] = [
  'minimum',
  'basic_wl',
  'basic',
  'en16931',
  'extended',
  'extended_ctc_fr',
];

/** What the CII writer writes, over every profile and the XRechnung flavour. */
function ciiWritten(): Set<string> {
  const out = new Set<string>();
  for (const inv of ciiRichInvoices()) {
    for (const profile of CII_PROFILES)
      writtenKeys(ciiValues(inv, { profile, flavour: 'facturx' }), out);
    writtenKeys(ciiValues(inv, { profile: 'xrechnung', flavour: 'xrechnung' }), out);
  }
  return out;
}

/** What the UBL writer writes: every jurisdiction's invoices, the rich ones and each profile's own data. */
function ublWritten(): Set<string> {
  const out = new Set<string>();
  for (const row of UBL_MATRIX) {
    for (const inv of Object.values(invoiceSet(JURISDICTIONS[row.jurisdiction])))
      writtenKeys(ublValues(inv, row.opts).values, out);
  }
  // The rich invoices (every field the model has) through every flavour and profile.
  for (const inv of richInvoices())
    for (const row of UBL_MATRIX) writtenKeys(ublValues(inv, row.opts).values, out);
  // The data only one profile writes (PINT AE, MY, SG, OM; HR-CIUS), through that profile.
  for (const row of profileDataRows())
    for (const inv of row.invoices) writtenKeys(ublValues(inv, row.opts).values, out);
  for (const row of UBL_MATRIX) writtenKeys(ublValues(multiVendorInvoice(), row.opts).values, out);
  // The XRechnung Extension: the rich invoices' line groups as sub invoice lines.
  for (const inv of richInvoices())
    writtenKeys(
      ublValues(inv, { flavour: 'xrechnung', customizationId: XRECHNUNG_EXTENSION_GUIDELINE_ID })
        .values,
      out,
    );
  return out;
}

test('every EN 16931 term of the map has a name, a cardinality and a profile; every syntax key has a meaning', (t) => {
  for (const [id, info] of Object.entries(EN_TERMS)) {
    t.regex(id, /^B[TG]-\d+(-\d)?$/, id);
    t.true(info.name.length > 0 && PROFILES.includes(info.profile), id);
  }
  for (const [key, info] of Object.entries(SYNTAX_KEYS)) t.true(info.meaning.length > 0, key);
  t.is(Object.keys(EN_TERMS).filter((id) => id.startsWith('BG-')).length, 32, 'BG-1 … BG-32');
});

test('the lowest profile of each term is the rank the CII table carries it from (checked against the profile XSDs elsewhere)', (t) => {
  const ranks = bindingRanks(CII_BINDING);
  for (const id of Object.keys(EN_TERMS) as TermId[]) {
    const rank = ranks.get(id);
    if (rank === undefined) continue; // groups CII does not bind as one element (BG-17, BG-22, …)
    t.is(PROFILES[rank], EN_TERMS[id].profile, id);
  }
  t.is(profileRank('BT-48'), 0);
  t.is(profileRank('BT-138'), 2);
});

/** EN 16931 terms UBL has no element of their own for. */
const NOT_BOUND_IN_UBL: Readonly<Record<string, string>> = {
  'BT-21':
    'the note subject code is written inside the note text (#code#text, the Peppol convention)',
};

test('every EN 16931 term (not group) of the map is bound in CII and in UBL', (t) => {
  const ciiPaths = bindingPaths(CII_BINDING);
  const ublPaths = UBL_TABLES.map(bindingPaths);
  for (const id of Object.keys(EN_TERMS).filter((k) => k.startsWith('BT-'))) {
    t.true(ciiPaths.has(id), `CII binds ${id}`);
    if (!(id in NOT_BOUND_IN_UBL))
      t.true(
        ublPaths.some((p) => p.has(id)),
        `UBL binds ${id}`,
      );
  }
});

test('every syntax key is used by a table, every table key is in the map', (t) => {
  const known = new Set<string>([...Object.keys(EN_TERMS), ...Object.keys(SYNTAX_KEYS)]);
  for (const key of [...CII_KEYS, ...UBL_KEYS]) t.true(known.has(key), `${key} is declared`);
  for (const key of Object.keys(SYNTAX_KEYS))
    t.true(CII_KEYS.has(key) || UBL_KEYS.has(key), `${key} is used by a table`);
});

test('CII: the writer emits only keys of its table (the engine would drop any other silently)', (t) => {
  const written = ciiWritten();
  t.true(written.size > 150, `${written.size} keys written`);
  t.deepEqual(
    [...written].filter((key) => !CII_KEYS.has(key)),
    [],
  );
});

/** Rows of the CII table the writer never fills, by design: each is read from other sources. */
const CII_READ_ONLY: Readonly<Record<string, string>> = {
  'BG-23/line-total':
    "EXTENDED's LineTotalBasisAmount: the group's lines give it back; read and compared (derived-amounts.ts)",
  'BG-23/allowance-charge-basis': 'the same: BT-116 less the lines total',
  'line/total-allowance-charge':
    "EXTENDED's TotalAllowanceChargeAmount: the line's allowances and charges give it back",
  'BT-41/department':
    'a department is read as the contact point when no person is named; the writer writes PersonName',
  'BT-56/department': 'the same, for the buyer',
  'BT-84/proprietary': 'an account that is no IBAN is read; the writer writes IBANID',
  'EXT-LineStatusCode': 'read from EXTENDED sources; the writer states a line by its reason code',
  'EXT-LogisticsServiceCharge':
    'read as a document charge (BG-21), which the writer writes instead',
  'EXT-LogisticsServiceCharge-Amount': 'the same',
  'EXT-LogisticsServiceCharge-Description': 'the same',
  'EXT-LogisticsServiceCharge-Category': 'the same',
  'EXT-LogisticsServiceCharge-Rate': 'the same',
};

test('CII: every row of the table is written for some invoice, but the read-only ones', (t) => {
  const written = ciiWritten();
  t.deepEqual(
    [...CII_KEYS].filter((key) => !written.has(key) && !(key in CII_READ_ONLY)).sort(),
    [],
    'rows no writer fills: write them, or list them read-only with the reason',
  );
  t.deepEqual(
    Object.keys(CII_READ_ONLY).filter((key) => written.has(key)),
    [],
    'written now: take them off the read-only list',
  );
});

test('UBL: the writer emits only keys of its tables (the engine would drop any other silently)', (t) => {
  const written = ublWritten();
  t.true(written.size > 150, `${written.size} keys written`);
  t.deepEqual(
    [...written].filter((key) => !UBL_KEYS.has(key)),
    [],
  );
});

/** Keys the writers emit that the readers do not take into the model, each with its reason. */
const NOT_READ: Readonly<Record<string, string>> = {
  'BT-24': 'the specification identifier: the format detection reads it, not the model',
  'BT-23': 'the business process: the format registry row writes it (no model field yet)',
  'BT-109': 'derived total: recomputed by the generator',
  'BT-110': 'derived total: recomputed by the generator',
  'BT-112': 'derived total: recomputed by the generator',
  'BT-119': 'the breakdown rate: compared with the lines by the stated-breakdown check',
  'BT-110@currencyID': 'the currency of an amount (BT-5), read as BT-5',
  'BT-111@currencyID': 'the currency of an amount (BT-6), read as BT-6',
  'EXT-FR-FE-181@currencyID': 'the currency of an amount (BT-5), read as BT-5',
  'EXT-FR-FE-182@currencyID': 'the currency of an amount (BT-6), read as BT-6',
  'doc/tax-scheme': 'read from the line category by the reader (taxSchemeOf)',
  'BT-31-scheme': 'the tax scheme of the VAT id: VAT, or GST by profile',
  'BT-48-scheme': 'same, for the buyer',
  'BT-31/gst-scheme': 'constant GST',
  'BT-48/gst-scheme': 'constant GST',
  'line/uuid': 'derived from the invoice number and line id (name-based UUID)',
  'doc/uuid': 'derived from the invoice number (name-based UUID)',
  'line/tax-amount': 'derived line tax (PINT MY / AE)',
  'line/amount-payable': 'derived line amount (PINT AE)',
  'line/service-type': 'PINT OM BTOM-034: 00000000 (no service type, CL-12-OM) with BTOM-019',
  'line/vat': 'derived line VAT (PINT AE)',
  'doc/tax-currency-total-without-tax/currency': 'the SGD currency of a PINT SG total: constant',
  'doc/tax-currency-total-with-tax/currency': 'same',
  'doc/aed-total-with-tax/currency': 'the AED currency of the PINT AE total: constant',
  'doc/profit-margin-total/currency':
    'the OMR of a PINT OM profit margin total (BTOM-020, IBR-169-OM): constant',
  'BG-23/tourism-tax': 'the tourism tax subtotal: the line amounts give it back',
  'line/exemption-reason': 'CII EXTENDED repeats the category reason on the line: read from BG-23',
  'line/exemption-code': 'same',
  'doc-ac/exemption-code':
    "a sub-invoice's document allowance or charge repeats its category's BT-121: read from BG-23",
  'line/tax-category-name': 'HR-CIUS HR-BT-12: HR:E / HR:O, given by the line category',
  'hr/tax-total': 'HR-CIUS HR-BT-25: the HR extension repeats BT-110, recomputed by the generator',
  'hr/subtotals': 'HR-CIUS HR-BG-2: the HR extension repeats BG-23, recomputed by the generator',
  'hr/taxable': 'same',
  'hr/tax': 'same',
  'hr/category': 'same',
  'hr/category-name': 'same',
  'hr/rate': 'same',
  'hr/exemption-code': 'same',
  'hr/exemption-reason': 'same',
  'hr/tax-scheme':
    'same (the scheme of an out-of-scope group follows from the hr_tax_category of its lines)',
  'hr/tax-exclusive':
    'HR-CIUS HR-BT-23: the HR extension repeats BT-109, recomputed by the generator',
  'hr/out-of-scope': 'HR-CIUS: no amount out of scope of VAT (HR-BR-27), written as 0',
  'breakdown/tax-scheme':
    "CIUS-PT: a breakdown's own tax scheme follows from its lines' tax_scheme (the reader checks it against them)",
};

test('CII: every key the writer emits is read back by the CII reader (or listed with the reason it need not be)', (t) => {
  const read = new Set<string>();
  const written = new Set<string>();
  for (const inv of ciiRichInvoices()) {
    for (const profile of CII_PROFILES) {
      writtenKeys(ciiValues(inv, { profile, flavour: 'facturx' }), written);
      readCii(parseXmlSafely(writeCii(inv, { profile, flavour: 'facturx' })), watching(read));
    }
  }
  const unread = [...written].filter((k) => !read.has(k) && !(k in NOT_READ)).sort();
  t.deepEqual(unread, [], 'written by CII, never read back by it');
});

test('UBL: every key the writer emits is read back by the UBL reader (or listed with the reason it need not be)', (t) => {
  const read = new Set<string>();
  const written = new Set<string>();
  for (const row of UBL_MATRIX) {
    for (const inv of Object.values(invoiceSet(JURISDICTIONS[row.jurisdiction]))) {
      writtenKeys(ublValues(inv, row.opts).values, written);
      readUbl(parseXmlSafely(writeUbl(inv, row.opts)), watching(read));
    }
  }
  for (const inv of richInvoices().slice(0, 2)) {
    writtenKeys(ublValues(inv, { flavour: 'ubl' }).values, written);
    readUbl(parseXmlSafely(writeUbl(inv, { flavour: 'ubl' })), watching(read));
  }
  for (const row of profileDataRows())
    for (const inv of row.invoices) {
      writtenKeys(ublValues(inv, row.opts).values, written);
      readUbl(parseXmlSafely(writeUbl(inv, row.opts)), watching(read));
    }
  const unread = [...written].filter((k) => !read.has(k) && !(k in NOT_READ)).sort();
  t.deepEqual(unread, [], 'written by UBL, never read back by it');
});

// Key sets stay typed: a literal that is not in the map does not compile (see binding.ts ValueKey).
const _typed: ValueKey[] = ['BT-48', 'BT-29/global', 'line/exemption-reason'];
void _typed;

/**
 * Rows of the UBL tables the writer never fills, by design, each with its reason: the model has
 * no field for them (the CEN rules warn against most, UBL-CR-*). Sources state them, so the
 * table reads them: the PINT ones the model lacks are reported dropped, the rest are claimed so
 * that a source's value is not reported as an unknown element.
 */
const UBL_READ_ONLY: Readonly<Record<string, string>> = {
  'doc/ubl-version':
    'UBLVersionID: the CEN rules want none or 2.1 (UBL-CR-002); the writer states none',
  'doc/tax-included': 'TaxIncludedIndicator: no term (UBL-CR-496)',
  'doc/discrepancy-reference':
    'a credit note states its reason by the code alone (BTAE-03, doc/discrepancy-code)',
  'doc/discrepancy-description': 'the same',
  'doc/rate-operator':
    'the operator of a PINT tax exchange rate: no model field, read to report the rate dropped',
  'BT-29/industry': 'the PINT MY MSIC code: no model field, read to report it dropped',
  'BT-29/industry-name': 'the same',
  'BT-46/industry': 'the same, for the buyer',
  'BT-46/industry-name': 'the same',
};

test('UBL: every row of the tables is written for some invoice, but the read-only ones', (t) => {
  const written = ublWritten();
  t.deepEqual(
    [...UBL_KEYS].filter((key) => !written.has(key) && !(key in UBL_READ_ONLY)).sort(),
    [],
    'rows no writer fills: write them, or list them read-only with the reason',
  );
  t.deepEqual(
    Object.keys(UBL_READ_ONLY).filter((key) => written.has(key)),
    [],
    'written now: take them off the read-only list',
  );
});
