/**
 * BG-4 seller, BG-7 buyer, BG-10 payee, BG-11 tax representative and BG-13 deliver-to as values
 * of the CII binding table (keys: the term map's party shapes, binding/term-shapes.ts).
 */
import type {
  CalculatedInvoice,
  DeliverTo,
  Identifier,
  Party,
  PostalAddress,
} from '../../../domain/model.js';
import type { Values } from '../../binding/binding.js';
import {
  BUYER,
  DELIVER_TO,
  DELIVER_TO_ADDRESS,
  PAYEE_IDS,
  SELLER,
  TAX_REPRESENTATIVE_ADDRESS,
  PAYEE_ADDRESS,
  INVOICEE_ADDRESS,
  INVOICEE_IDS,
  type AddressTerms,
  type IdentifierForms,
  type PartyTerms,
  type ShipToTerms,
} from '../../binding/term-shapes.js';
import type { CiiProfileSettings } from '../../../formats/cii-profiles.js';
import { taxCategoryRule } from '../../../domain/tax-category.js';

/** BT-29 / BT-46 / BT-60 / BT-71: a scheme makes it a GlobalID, else a plain ID. */
export function identifierValues(
  f: IdentifierForms,
  ids: readonly Identifier[] | undefined,
  out: Values,
): void {
  const plain: Values[] = (ids ?? []).filter((i) => !i.scheme).map((i) => ({ [f.plain]: i.id }));
  const global: Values[] = (ids ?? [])
    .filter((i) => i.scheme)
    .map((i) => ({ [f.global]: i.id, [f.scheme]: i.scheme }));
  if (plain.length) out[f.plain] = plain;
  if (global.length) out[f.global] = global;
}

function addressValues(a: PostalAddress | Party, t: AddressTerms): Values {
  return {
    [t.postcode]: a.postalCode,
    [t.line1]: a.street,
    [t.line2]: a.addressLine2,
    [t.line3]: a.addressLine3,
    [t.city]: a.city,
    [t.country]: a.country,
    [t.subdivision]: a.countrySubdivision,
  };
}

/** BT-34 / BT-49: the given electronic address, else (XRechnung) the e-mail with EAS "EM". */
function electronicAddress(
  p: Party,
  settings: CiiProfileSettings,
): { scheme: string; id: string } | undefined {
  if (p.electronicAddress?.id) return p.electronicAddress;
  if (settings.electronicAddressFromEmail && p.email) return { scheme: 'EM', id: p.email };
  return undefined;
}

function partyValues(
  p: Party,
  k: PartyTerms,
  settings: CiiProfileSettings,
  contactName: string | undefined,
): Values {
  const out: Values = { [k.name]: p.name, [k.trading]: p.tradingName, [k.vat]: p.vatId };
  identifierValues(k.ids, p.identifiers, out);
  if (p.legalRegistration)
    Object.assign(out, {
      [k.legal]: p.legalRegistration.id,
      [k.legalScheme]: p.legalRegistration.scheme,
    });
  if (contactName || p.phone || p.email)
    out[k.contact.group] = {
      [k.contact.point]: contactName,
      [k.contact.phone]: p.phone,
      [k.contact.email]: p.email,
    };
  out[k.address.group] = addressValues(p, k.address);
  const endpoint = electronicAddress(p, settings);
  if (endpoint)
    Object.assign(out, { [k.endpoint]: endpoint.id, [k.endpointScheme]: endpoint.scheme });
  return out;
}

/** BG-4 (BT-32 tax number, BT-33 legal information; XRechnung's contact point defaults to the name, BR-DE-5). */
export function sellerValues(p: Party, settings: CiiProfileSettings): Values {
  const contactName = p.contactName ?? (settings.profile === 'xrechnung' ? p.name : undefined);
  return {
    ...partyValues(p, SELLER, settings, contactName),
    'BT-32': p.taxRegistrationId,
    'BT-33': p.legalInfo,
  };
}

/** BG-7. */
export function buyerValues(p: Party, settings: CiiProfileSettings): Values {
  // A buyer's tax_registration_id is its local tax number (schemeID FC; no EN 16931 term).
  return {
    ...partyValues(p, BUYER, settings, p.contactName),
    'EXT-BuyerTaxNumber': p.taxRegistrationId,
  };
}

/** BG-10 payee. */
export function payeeValues(inv: CalculatedInvoice): Values | undefined {
  const p = inv.payee;
  if (!p) return undefined;
  const out: Values = { 'BT-59': p.name };
  identifierValues(PAYEE_IDS, p.identifier ? [p.identifier] : [], out);
  if (p.legalRegistration)
    Object.assign(out, { 'BT-61': p.legalRegistration.id, 'BT-61-1': p.legalRegistration.scheme });
  if (p.address) out[PAYEE_ADDRESS.group] = addressValues(p.address, PAYEE_ADDRESS); // EXTENDED
  return out;
}

/** Factur-X EXTENDED: the invoicee. */
export function invoiceeValues(inv: CalculatedInvoice): Values | undefined {
  const p = inv.invoicee;
  if (!p) return undefined;
  const out: Values = { 'invoicee/name': p.name };
  identifierValues(INVOICEE_IDS, p.identifiers, out);
  if (p.address) out[INVOICEE_ADDRESS.group] = addressValues(p.address, INVOICEE_ADDRESS);
  return out;
}

/** BG-11 seller tax representative with BG-12. */
export function taxRepresentativeValues(inv: CalculatedInvoice): Values | undefined {
  const r = inv.taxRepresentative;
  if (!r) return undefined;
  return {
    'BT-62': r.name,
    'BT-63': r.vatId,
    [TAX_REPRESENTATIVE_ADDRESS.group]: addressValues(r.address, TAX_REPRESENTATIVE_ADDRESS),
  };
}

/** A deliver-to party's values under its keys (BG-13's, or a line's). */
export function shipToValues(d: DeliverTo, k: ShipToTerms): Values {
  const out: Values = {
    [k.name]: d.partyName,
    [k.department]: d.department, // Factur-X EXTENDED
    [k.endpoint]: d.electronicAddress?.id,
    [k.endpointScheme]: d.electronicAddress?.scheme,
    [k.vatId]: d.vatId,
  };
  identifierValues(k.ids, d.location ? [d.location] : [], out);
  if (d.address) out[k.address.group] = addressValues(d.address, k.address);
  return out;
}

/** BG-13: as given; without it, an intra-community supply (K) names the buyer's address (BR-IC-12). */
export function deliverToValues(inv: CalculatedInvoice): Values | undefined {
  const d = inv.delivery;
  if (d) return shipToValues(d, DELIVER_TO);
  if (!inv.vatBreakdown.some((b) => taxCategoryRule(b.category).deliverToCountry)) return undefined;
  const b = inv.buyer;
  return {
    'BT-70': b.name,
    [DELIVER_TO_ADDRESS.group]: {
      'BT-78': b.postalCode,
      'BT-75': b.street,
      'BT-77': b.city,
      'BT-80': b.country,
    },
  };
}
