/**
 * Conformance helper for round trips: a rich invoice that fills every field of the public JSON,
 * and a field-by-field comparison of what retrieve gives back. Paths are normalised over lines
 * (items[].unit_price), so "which fields a format does not carry" is a small, exact set.
 */
import { rowOfDocument } from '../../../src/formats/format-rows.js';
import { euInvoice, fatturaPaInvoice, withPeppolIds } from './invoices.js';

/** Every public field set, with a delivery date that differs from the issue date (BT-72). */
export function richInvoice(): any {
  const inv = withPeppolIds(euInvoice(5));
  return {
    ...inv,
    number: 'RT-2025-0001',
    delivery_date: '2025-03-10',
    notes: 'Round trip, every field',
    seller: { ...inv.seller, phone: '+49 30 1234567' },
    buyer: { ...inv.buyer, phone: '+33 1 23 45 67 89' },
  };
}

/** The rich invoice for XRechnung: BT-10 as leitweg_id. */
export function richXRechnung(): any {
  const inv = richInvoice();
  delete inv.buyer_reference;
  return { ...inv, leitweg_id: '04011000-12345-03' };
}

/** The rich invoice for FatturaPA (Italian parties, Natura, TipoDocumento, PEC; a seller phone that fits Telefono's 12 characters). */
export function richFatturaPa(): any {
  const inv = fatturaPaInvoice(4);
  return {
    ...inv,
    notes: 'Round trip, every field',
    buyer: { ...inv.buyer, pec: 'mario.rossi@pec.example.it' },
    seller: { ...inv.seller, phone: '02 1234567' },
  };
}

/** Flattens to path → value (lines as items[0], items[1], ...). */
export function flatten(
  value: unknown,
  path = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (Array.isArray(value)) {
    value.forEach((v, i) => flatten(v, `${path}[${i}]`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, path ? `${path}.${k}` : k, out);
  } else if (value !== undefined && value !== '') {
    out.set(path, value);
  }
  return out;
}

const same = (a: unknown, b: unknown) =>
  typeof a === 'number' || typeof b === 'number'
    ? Number(a) === Number(b)
    : String(a) === String(b);

/**
 * BT-151 that generate derives from BT-152 alone (S or its national twin for a positive rate,
 * Z for zero): retrieve may leave such a tax_category out, which regenerates the same document.
 */
const DERIVED_CATEGORY = (rate: unknown, category: unknown) =>
  (Number(rate) > 0 && ['S', 'SR', 'SA'].includes(String(category))) ||
  (Number(rate) === 0 && ['Z', 'ZR'].includes(String(category)));

/**
 * Fields of the original that retrieve did not give back exactly: path over items[] → the first
 * differing values. Lines are compared by position.
 */
export function lostFields(original: unknown, retrieved: unknown): Record<string, string> {
  const a = flatten(original);
  const b = flatten(retrieved ?? {});
  const lost: Record<string, string> = {};
  for (const [path, value] of a) {
    const got = b.get(path);
    if (got !== undefined && same(value, got)) continue;
    const line = /^items\[(\d+)\]\.tax_category$/.exec(path);
    if (got === undefined && line && DERIVED_CATEGORY(a.get(`items[${line[1]}].vat_rate`), value))
      continue;
    const key = path.replace(/\[\d+\]/g, '[]');
    lost[key] ??= `${JSON.stringify(value)} → ${JSON.stringify(got ?? null)} (${path})`;
  }
  return lost;
}

/** The generate request that writes a retrieved invoice in the sample's own format. */
export function regenerateRequest(format: any, invoice: any): any {
  const body: any = { format: format.detected_format, invoice };
  // The registry row retrieve judged the sample by: its CII profile, and its country profile.
  const label = String(format.profile ?? '');
  const row = rowOfDocument({
    detectedFormat: format.detected_format,
    syntax: String(format.xml_type ?? '').toLowerCase() as never,
    profile: label,
  });
  // The country profile retrieve names (format.country_profile: PINT OM, HR-CIUS, …), else the
  // row's own label's.
  if (body.format === 'peppol')
    body.country_profile =
      format.country_profile ||
      (row && row.label === label && !row.selfBilling ? row.countryProfile : undefined);
  if (body.format === 'ubl' && format.country_profile)
    body.country_profile = format.country_profile;
  if (body.format === 'zugferd' || body.format === 'facturx' || body.format === 'cii')
    body.profile = row?.ciiProfile ?? 'en16931';
  // XRechnung comes in two syntaxes: regenerate it in the source's own (and its Extension as one).
  if (body.format === 'xrechnung' && format.xml_type)
    body.syntax = String(format.xml_type).toLowerCase();
  if (body.format === 'xrechnung' && row?.ciiProfile) body.profile = row.ciiProfile;
  return body;
}
