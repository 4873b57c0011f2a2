/**
 * BG-4 seller, BG-7 buyer, BG-10 payee, BG-11 tax representative and BG-13 deliver-to as values
 * of the UBL binding table (ids: src/syntax/ubl/binding/ubl-binding.ts). What the request gives
 * is written as given; where a profile needs a term the request left out, it is derived from
 * what the request has (BT-30 from the Peppol id, the AE emirate from the city, …).
 */
import type { CalculatedInvoice, Identifier, Party, PostalAddress } from '../../../domain/model.js';
import { taxCategoryRule } from '../../../domain/tax-category.js';
import type { UblProfile } from '../../../formats/ubl-profiles.js';
import type { Values } from '../../binding/binding.js';

/** What the party values depend on besides the party. */
export interface PartyContext {
  profile: UblProfile;
  /** VAT or GST: the scheme BT-31 / BT-48 is stated with. */
  taxScheme: string;
}

/**
 * PINT JP and AE want the national tax number itself (a JP T-number, a 15-digit AE TRN); a
 * vat_id given with the ISO prefix is written without it there. A value without prefix (as the
 * documents of these profiles have it) is written as given.
 */
const NATIONAL_TAX_IDS: Readonly<Record<string, RegExp>> = { pint_jp: /^JP(T\d{13})$/, pint_ae: /^AE(\d{15})$/ };

function nationalTaxId(vatId: string, profile: UblProfile): string {
  return NATIONAL_TAX_IDS[profile.key]?.exec(vatId)?.[1] ?? vatId;
}

/** BT-34 / BT-49 electronic address with its EAS scheme (from peppol_id, or e-mail where allowed). */
export function endpointOf(p: Party, profile: UblProfile): { scheme: string; id: string } | undefined {
  if (p.electronicAddress) return p.electronicAddress;
  if (profile.endpointFromEmail && p.email) return { scheme: 'EM', id: p.email };
  return undefined;
}

/** BT-30 / BT-47 from the Peppol id or VAT id, by the first of the profile's rules that fits the party. */
export function legalRegistration(p: Party, profile: UblProfile): Identifier | undefined {
  for (const rule of profile.legalIds) {
    if (rule.country && rule.country !== p.country) continue;
    const ea = p.electronicAddress;
    if (ea && rule.schemes.includes(ea.scheme)) {
      const id = rule.stripPrefix && ea.id.startsWith(rule.stripPrefix) ? ea.id.slice(rule.stripPrefix.length) : ea.id;
      return rule.writeScheme ? { scheme: ea.scheme, id } : { id };
    }
    const m = rule.fromVatId?.pattern.exec((p.vatId ?? '').replace(/\s+/g, '').toUpperCase());
    if (rule.fromVatId && m?.[1]) return { scheme: rule.fromVatId.scheme, id: m[1] };
  }
  return undefined;
}

/**
 * BT-29 for a seller without identifiers, VAT id (BT-31) or BT-30: the Peppol id itself when its
 * EAS code is an ISO 6523 ICD (0002-0240: GLN 0088, Swedish org. no. 0007, ...), so that the
 * seller stays identified (BR-CO-26). VAT-based EAS codes (9xxx) and e-mail are no party ids.
 */
export function sellerIdFromEndpoint(p: Party, endpoint: { scheme: string; id: string } | undefined, profile: UblProfile): Identifier | undefined {
  if (p.vatId || !endpoint || !/^0\d{3}$/.test(endpoint.scheme) || p.legalRegistration || legalRegistration(p, profile)) return undefined;
  return endpoint;
}

type AddressKeys = [line1: string, line2: string, city: string, postcode: string, subdivision: string, line3: string, country: string];

/** A BG-5 / BG-8 / BG-12 / BG-15 address; BT-39 / BT-54 derived where the profile can (AE emirates). */
export function addressValues(a: PostalAddress | Party, k: AddressKeys, profile?: UblProfile): Values {
  const subdivision = a.countrySubdivision ?? profile?.countrySubentity?.(a.country, a.city);
  return { [k[0]]: a.street, [k[1]]: a.addressLine2, [k[2]]: a.city, [k[3]]: a.postalCode, [k[4]]: subdivision, [k[5]]: a.addressLine3, [k[6]]: a.country };
}

const ids = (bt: string, list: readonly Identifier[]): Values[] | undefined =>
  list.length ? list.map((i) => ({ [bt]: i.id, [`${bt}-1`]: i.scheme })) : undefined;

interface Keys { endpoint: string; ids: string; trading: string; vat: string; legalName: string; legal: string; contact: readonly [string, string, string, string]; address: AddressKeys; addressGroup: string }
const SELLER: Keys = { endpoint: 'BT-34', ids: 'BT-29', trading: 'BT-28', vat: 'BT-31', legalName: 'BT-27', legal: 'BT-30', contact: ['BG-6', 'BT-41', 'BT-42', 'BT-43'], addressGroup: 'BG-5', address: ['BT-35', 'BT-36', 'BT-37', 'BT-38', 'BT-39', 'BT-162', 'BT-40'] };
const BUYER: Keys = { endpoint: 'BT-49', ids: 'BT-46', trading: 'BT-45', vat: 'BT-48', legalName: 'BT-44', legal: 'BT-47', contact: ['BG-9', 'BT-56', 'BT-57', 'BT-58'], addressGroup: 'BG-8', address: ['BT-50', 'BT-51', 'BT-52', 'BT-53', 'BT-54', 'BT-163', 'BT-55'] };

function partyValues(p: Party, k: Keys, seller: boolean, ctx: PartyContext): Values {
  const profile = ctx.profile;
  const endpoint = endpointOf(p, profile);
  let identifiers: Identifier[] = p.identifiers ?? [];
  // PINT MY (ibr-04-my): without identifiers, the vat_id (the TIN) identifies the party.
  if (!identifiers.length && profile.taxIdAsPartyId && p.vatId) identifiers = [{ id: p.vatId }];
  else if (!identifiers.length && seller) {
    const id = sellerIdFromEndpoint(p, endpoint, profile);
    if (id) identifiers = [id];
  }
  const legal = p.legalRegistration ?? legalRegistration(p, profile);
  const out: Values = {
    [k.endpoint]: endpoint?.id,
    [`${k.endpoint}-1`]: endpoint?.scheme,
    [`${k.ids}/ids`]: ids(k.ids, identifiers),
    [k.trading]: p.tradingName,
    [k.addressGroup]: addressValues(p, k.address, profile),
    [k.legalName]: p.name,
    [k.legal]: legal?.id,
    [`${k.legal}-1`]: legal?.scheme,
    // PINT AE BTAE-12/11 and BTAE-15/16: the issuing authority of BT-30 / BT-47.
    [`${k.legal}/agency`]: legal ? p.legalRegistrationAuthorityType : undefined,
    [`${k.legal}/agency-name`]: legal ? p.legalRegistrationAuthority : undefined,
  };
  // BT-31 / BT-48 with the profile's scheme: VAT, or GST (SG, A-NZ) in a row of its own.
  if (p.vatId) {
    const gst = ctx.taxScheme === 'GST';
    Object.assign(out, gst ? { [`${k.vat}/gst`]: nationalTaxId(p.vatId, profile), [`${k.vat}/gst-scheme`]: 'GST' } : { [k.vat]: nationalTaxId(p.vatId, profile), [`${k.vat}-scheme`]: 'VAT' });
  }
  // BG-6 / BG-9. The seller's contact point defaults to its name (XRechnung BR-DE-5, Peppol DE-R-005).
  const contactName = p.contactName ?? (seller ? p.name : undefined);
  if (p.contactName || p.phone || p.email || (seller && profile.sellerContact)) {
    out[k.contact[0]] = { [k.contact[1]]: contactName, [k.contact[2]]: p.phone, [k.contact[3]]: p.email };
  }
  return out;
}

/** BG-4 with BT-32 (PINT MY: the TIN, scheme GST), BT-33 and the SEPA creditor id BT-90. */
export function sellerValues(inv: CalculatedInvoice, ctx: PartyContext): Values {
  const p = inv.seller;
  return {
    ...partyValues(p, SELLER, true, ctx),
    'BT-90': inv.payment?.directDebit?.creditorId,
    'BT-32': p.taxRegistrationId,
    'BT-32-scheme': p.taxRegistrationId ? (ctx.profile.taxIdAsPartyId ? 'GST' : 'TAX') : undefined,
    'BT-33': p.legalInfo,
  };
}

/** BG-7. */
export function buyerValues(inv: CalculatedInvoice, ctx: PartyContext): Values {
  return partyValues(inv.buyer, BUYER, false, ctx);
}

/** BG-10 payee. */
export function payeeValues(inv: CalculatedInvoice): Values | undefined {
  const p = inv.payee;
  if (!p) return undefined;
  return {
    'BT-60/ids': ids('BT-60', p.identifier ? [p.identifier] : []),
    'BT-59': p.name,
    'BT-61': p.legalRegistration?.id,
    'BT-61-1': p.legalRegistration?.scheme,
  };
}

/** BG-11 seller tax representative with BG-12. */
export function taxRepresentativeValues(inv: CalculatedInvoice): Values | undefined {
  const r = inv.taxRepresentative;
  if (!r) return undefined;
  return { 'BT-62': r.name, 'BG-12': addressValues(r.address, ['BT-64', 'BT-65', 'BT-66', 'BT-67', 'BT-68', 'BT-164', 'BT-69']), 'BT-63': r.vatId };
}

const DELIVER_TO: AddressKeys = ['BT-75', 'BT-76', 'BT-77', 'BT-78', 'BT-79', 'BT-165', 'BT-80'];

/**
 * BT-72 and BG-13 (cac:Delivery): as given; without a deliver-to, an intra-community supply (K)
 * names the buyer's address (BR-IC-12).
 */
export function deliveryValues(inv: CalculatedInvoice): Values {
  const out: Values = { 'BT-72': inv.deliveryDate };
  const d = inv.delivery;
  if (d) {
    Object.assign(out, { 'BT-70': d.partyName, 'BT-71': d.location?.id, 'BT-71-1': d.location?.scheme });
    if (d.address) out['BG-15'] = addressValues(d.address, DELIVER_TO);
    return out;
  }
  if (inv.vatBreakdown.some((b) => taxCategoryRule(b.category).deliverToCountry)) {
    const b = inv.buyer;
    out['BG-15'] = { 'BT-75': b.street, 'BT-77': b.city, 'BT-78': b.postalCode, 'BT-80': b.country };
  }
  return out;
}
