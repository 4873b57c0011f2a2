/**
 * BG-4 seller, BG-7 buyer, BG-10 payee, BG-11 tax representative and BG-13 deliver-to as values
 * of the CII binding table (ids: src/syntax/cii/binding/cii-binding.ts).
 */
import type { CalculatedInvoice, Identifier, Party, PostalAddress } from '../../../domain/model.js';
import type { Values } from '../../binding/binding.js';
import type { CiiProfileSettings } from '../../../formats/cii-profiles.js';
import { taxCategoryRule } from '../../../domain/tax-category.js';

/** BT-29 / BT-46 / BT-60 / BT-71: a scheme makes it a GlobalID, else a plain ID. */
export function identifierValues(bt: string, ids: readonly Identifier[] | undefined, out: Values): void {
  const plain = (ids ?? []).filter((i) => !i.scheme).map((i) => ({ [`${bt}/id`]: i.id }));
  const global = (ids ?? []).filter((i) => i.scheme).map((i) => ({ [`${bt}/global`]: i.id, [`${bt}-1`]: i.scheme }));
  if (plain.length) out[`${bt}/id`] = plain;
  if (global.length) out[`${bt}/global`] = global;
}

type AddressKeys = [group: string, postcode: string, line1: string, line2: string, line3: string, city: string, country: string, subdivision: string];

function addressValues(a: PostalAddress | Party, k: AddressKeys): Values {
  return { [k[1]]: a.postalCode, [k[2]]: a.street, [k[3]]: a.addressLine2, [k[4]]: a.addressLine3, [k[5]]: a.city, [k[6]]: a.country, [k[7]]: a.countrySubdivision };
}

/** BT-34 / BT-49: the given electronic address, else (XRechnung) the e-mail with EAS "EM". */
function electronicAddress(p: Party, settings: CiiProfileSettings): { scheme: string; id: string } | undefined {
  if (p.electronicAddress?.id) return p.electronicAddress;
  if (settings.electronicAddressFromEmail && p.email) return { scheme: 'EM', id: p.email };
  return undefined;
}

const SELLER_KEYS = { ids: 'BT-29', name: 'BT-27', legal: 'BT-30', trading: 'BT-28', contact: ['BG-6', 'BT-41', 'BT-42', 'BT-43'], address: ['BG-5', 'BT-38', 'BT-35', 'BT-36', 'BT-162', 'BT-37', 'BT-40', 'BT-39'], endpoint: 'BT-34', vat: 'BT-31' } as const;
const BUYER_KEYS = { ids: 'BT-46', name: 'BT-44', legal: 'BT-47', trading: 'BT-45', contact: ['BG-9', 'BT-56', 'BT-57', 'BT-58'], address: ['BG-8', 'BT-53', 'BT-50', 'BT-51', 'BT-163', 'BT-52', 'BT-55', 'BT-54'], endpoint: 'BT-49', vat: 'BT-48' } as const;

function partyValues(p: Party, k: typeof SELLER_KEYS | typeof BUYER_KEYS, settings: CiiProfileSettings, contactName: string | undefined): Values {
  const out: Values = { [k.name]: p.name, [k.trading]: p.tradingName, [k.vat]: p.vatId };
  identifierValues(k.ids, p.identifiers, out);
  if (p.legalRegistration) Object.assign(out, { [k.legal]: p.legalRegistration.id, [`${k.legal}-1`]: p.legalRegistration.scheme });
  if (contactName || p.phone || p.email) out[k.contact[0]] = { [k.contact[1]]: contactName, [k.contact[2]]: p.phone, [k.contact[3]]: p.email };
  out[k.address[0]] = addressValues(p, k.address as unknown as AddressKeys);
  const endpoint = electronicAddress(p, settings);
  if (endpoint) Object.assign(out, { [k.endpoint]: endpoint.id, [`${k.endpoint}-1`]: endpoint.scheme });
  return out;
}

/** BG-4 (BT-32 tax number, BT-33 legal information; XRechnung's contact point defaults to the name, BR-DE-5). */
export function sellerValues(p: Party, settings: CiiProfileSettings): Values {
  const contactName = p.contactName ?? (settings.profile === 'xrechnung' ? p.name : undefined);
  return { ...partyValues(p, SELLER_KEYS, settings, contactName), 'BT-32': p.taxRegistrationId, 'BT-33': p.legalInfo };
}

/** BG-7. */
export function buyerValues(p: Party, settings: CiiProfileSettings): Values {
  // A buyer's tax_registration_id is its local tax number (schemeID FC; no EN 16931 term).
  return { ...partyValues(p, BUYER_KEYS, settings, p.contactName), 'EXT-BuyerTaxNumber': p.taxRegistrationId };
}

/** BG-10 payee. */
export function payeeValues(inv: CalculatedInvoice): Values | undefined {
  const p = inv.payee;
  if (!p) return undefined;
  const out: Values = { 'BT-59': p.name };
  identifierValues('BT-60', p.identifier ? [p.identifier] : [], out);
  if (p.legalRegistration) Object.assign(out, { 'BT-61': p.legalRegistration.id, 'BT-61-1': p.legalRegistration.scheme });
  return out;
}

/** BG-11 seller tax representative with BG-12. */
export function taxRepresentativeValues(inv: CalculatedInvoice): Values | undefined {
  const r = inv.taxRepresentative;
  if (!r) return undefined;
  return { 'BT-62': r.name, 'BT-63': r.vatId, 'BG-12': addressValues(r.address, ['BG-12', 'BT-67', 'BT-64', 'BT-65', 'BT-164', 'BT-66', 'BT-69', 'BT-68']) };
}

const DELIVER_TO: AddressKeys = ['BG-15', 'BT-78', 'BT-75', 'BT-76', 'BT-165', 'BT-77', 'BT-80', 'BT-79'];

/** BG-13: as given; without it, an intra-community supply (K) names the buyer's address (BR-IC-12). */
export function deliverToValues(inv: CalculatedInvoice): Values | undefined {
  const d = inv.delivery;
  if (d) {
    const out: Values = { 'BT-70': d.partyName };
    identifierValues('BT-71', d.location ? [d.location] : [], out);
    if (d.address) out['BG-15'] = addressValues(d.address, DELIVER_TO);
    return out;
  }
  if (!inv.vatBreakdown.some((b) => taxCategoryRule(b.category).deliverToCountry)) return undefined;
  const b = inv.buyer;
  return { 'BT-70': b.name, 'BG-15': { 'BT-78': b.postalCode, 'BT-75': b.street, 'BT-77': b.city, 'BT-80': b.country } };
}
