/**
 * Conformance (issue 6 item 7): retrieve(generate(x)) == x for every format, field by field, for
 * every field the format can carry. The invoice fills every public field; for each format the
 * fields it does not carry are listed below and asserted exactly (a field newly lost or newly
 * carried both fail, so this list stays the truth).
 */
import test from 'ava';
import { COUNTRY_PROFILES, countryInvoice } from './helpers/invoices.js';
import { CII_PROFILES } from './helpers/pdf-matrix.js';
import { lostFields, richFatturaPa, richInvoice, richXRechnung } from './helpers/round-trip.js';
import { startService, type Service } from './helpers/service.js';

let service: Service;
test.before(async () => {
  service = await startService();
});
test.after.always(() => service?.close());

interface Trip {
  name: string;
  body: any;
  /** Read back from the PDF (hybrid) or from the XML. */
  from: 'pdf' | 'xml';
  /** Fields of the public JSON this format does not carry (paths over items[]). */
  notCarried: string[];
}

/** Business terms outside the CII MINIMUM profile (it carries BT-1, 2, 5, 27, 31, 40, 44, 48, 55 and totals). */
const NOT_IN_MINIMUM = [
  'due_date',
  'delivery_date',
  'notes',
  'seller.street',
  'seller.city',
  'seller.postal_code',
  'seller.email',
  'seller.phone',
  'seller.peppol_id',
  'buyer.street',
  'buyer.city',
  'buyer.postal_code',
  'buyer.email',
  'buyer.phone',
  'buyer.peppol_id',
  'items[].description',
  'items[].quantity',
  'items[].unit',
  'items[].unit_price',
  'items[].vat_rate',
  'items[].tax_category',
  'payment.iban',
  'payment.bic',
  'payment.terms',
];
/** BASIC carries no contacts (BG-6, BG-9: BT-42/43, BT-57/58) and no BIC (BT-86). */
const NOT_IN_BASIC = ['seller.email', 'seller.phone', 'buyer.email', 'buyer.phone', 'payment.bic'];
/** BASIC WL has no lines either: retrieve gives one line per VAT breakdown (BG-23). */
const NOT_IN_BASIC_WL = [
  ...NOT_IN_BASIC,
  'items[].description',
  'items[].quantity',
  'items[].unit',
  'items[].unit_price',
];
const NOT_CARRIED_BY_PROFILE: Record<string, string[]> = {
  minimum: NOT_IN_MINIMUM,
  basic_wl: NOT_IN_BASIC_WL,
  basic: NOT_IN_BASIC,
  en16931: [],
  extended: [],
};

const trips: Trip[] = [];
for (const profile of CII_PROFILES) {
  for (const format of ['zugferd', 'facturx'])
    trips.push({
      name: `${format}/${profile}`,
      body: { format, profile, invoice: richInvoice() },
      from: 'pdf',
      notCarried: NOT_CARRIED_BY_PROFILE[profile],
    });
}
trips.push({
  name: 'cii',
  body: { format: 'cii', invoice: richInvoice() },
  from: 'xml',
  notCarried: [],
});
trips.push({
  name: 'ubl',
  body: { format: 'ubl', invoice: richInvoice() },
  from: 'xml',
  notCarried: [],
});
trips.push({
  name: 'xrechnung (UBL XML)',
  body: { format: 'xrechnung', invoice: richXRechnung() },
  from: 'xml',
  notCarried: [],
});
trips.push({
  name: 'xrechnung (CII in the PDF)',
  body: { format: 'xrechnung', invoice: richXRechnung() },
  from: 'pdf',
  notCarried: [],
});
// FatturaPA: Natura stands for the category (tax_category is not written); the buyer's PEC is
// written only without a codice destinatario; payment.terms has no FatturaPA field. The seller's
// contacts travel in CedentePrestatore/Contatti (BT-42, BT-43).
trips.push({
  name: 'fatturapa',
  body: { format: 'fatturapa', invoice: richFatturaPa() },
  from: 'xml',
  notCarried: ['buyer.pec', 'items[].tax_category', 'payment.terms'],
});
for (const cp of COUNTRY_PROFILES) {
  const invoice =
    cp === 'standard_eu' || cp === 'pint_eu' || cp === 'pint_international'
      ? richInvoice()
      : countryInvoice(cp, 4);
  // pint_sg: ES comes back as ESN33 (a bug: generate does not accept ESN33 for pint_sg).
  // pint_jp: the document states the T-number without the ISO prefix, and retrieve returns it so.
  const notCarried =
    cp === 'pint_sg'
      ? ['items[].tax_category']
      : cp === 'pint_jp'
        ? ['seller.vat_id', 'buyer.vat_id']
        : [];
  trips.push({
    name: `peppol/${cp}`,
    body: { format: 'peppol', country_profile: cp, invoice },
    from: 'xml',
    notCarried,
  });
}

for (const trip of trips) {
  test(`round trip ${trip.name}: retrieve(generate(x)) == x except exactly the fields it cannot carry`, async (t) => {
    const generated = await service.post('/v1/generate', trip.body);
    const preview = /^peppol\/pint_(au|nz|my|ae|jp)$/.test(trip.name);
    if (generated.status === 422 && preview) {
      // Rejected by its documented blockers (generate-formats pins which): no document to read back.
      t.is(generated.json.error, 'document_rejected', generated.text.slice(0, 800));
      t.true((generated.json.details ?? []).length > 0, 'the rejection names the rules');
      t.log(
        `not generated: preview profile rejected (${generated.json.details?.map((d: any) => d.code).join(' ')}), see generate-formats`,
      );
      return;
    }
    t.is(generated.status, 200, generated.text.slice(0, 800));
    if (generated.status !== 200) return;
    const data = trip.from === 'pdf' ? generated.json.pdf_base64 : generated.json.xml_base64;
    const retrieved = await service.post('/v1/retrieve', { data_base64: data });
    if (preview && generated.json.validation.status === 'known_issues') {
      // The document fails its known issues, so retrieve's verdict is 422 with exactly those rules.
      const known = [
        ...new Set((generated.json.validation.warnings ?? []).map((w: any) => w.rule_id)),
      ].sort();
      const failed = [...new Set((retrieved.json?.errors ?? []).map((e: any) => e.rule_id))].sort();
      t.is(retrieved.status, 422, retrieved.text.slice(0, 500));
      t.deepEqual(failed, known);
      t.log(`preview profile with known issues: retrieve rejects it with ${failed.join(' ')}`);
      return;
    }
    t.is(retrieved.status, 200, retrieved.text.slice(0, 800));
    t.true(retrieved.json.valid);
    const lost = lostFields(trip.body.invoice, retrieved.json.invoice);
    t.log(JSON.stringify(lost, null, 1));
    t.deepEqual(Object.keys(lost).sort(), [...trip.notCarried].sort());
  });
}

test('round trip pdf: a plain PDF carries no invoice data (NO_XML_FOUND)', async (t) => {
  const generated = await service.post('/v1/generate', { format: 'pdf', invoice: richInvoice() });
  t.is(generated.status, 200);
  const retrieved = await service.post('/v1/retrieve', { data_base64: generated.json.pdf_base64 });
  t.is(retrieved.status, 422, retrieved.text.slice(0, 500));
  t.is(retrieved.json.errors?.[0]?.code, 'NO_XML_FOUND');
});
