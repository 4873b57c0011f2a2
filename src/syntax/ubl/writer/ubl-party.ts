/**
 * BG-4 Seller and BG-7 Buyer as cac:Party, children in the UBL 2.1 XSD order (EndpointID,
 * PartyIdentification, PartyName, PostalAddress, PartyTaxScheme, PartyLegalEntity, Contact).
 */
import type { Party } from '../../../domain/model.js';
import type { UblProfile } from '../../../formats/ubl-profiles.js';
import { leaf, type Node, type UblContext, UBL_NS } from './ubl-context.js';

/** Which party: the seller gets BG-6 contact where the profile asks for it. */
export type PartyRole = 'seller' | 'buyer';

/**
 * PINT JP and AE want the national tax number itself (a JP T-number, a 15-digit AE TRN); the
 * public API's vat_id carries the ISO prefix, which is dropped there. Everywhere else as given.
 */
const NATIONAL_TAX_IDS: Readonly<Record<string, RegExp>> = { pint_jp: /^JP(T\d{13})$/, pint_ae: /^AE(\d{15})$/ };

function nationalTaxId(p: Party, ctx: UblContext): string {
  const m = NATIONAL_TAX_IDS[ctx.profile.key]?.exec(p.vatId ?? '');
  return m ? m[1]! : p.vatId!;
}

/** BT-34 / BT-49 electronic address with its EAS scheme (from peppol_id, or e-mail where allowed). */
export function endpointOf(p: Party, ctx: UblContext): { scheme: string; id: string } | undefined {
  if (p.electronicAddress) return p.electronicAddress;
  if (ctx.profile.endpointFromEmail && p.email) return { scheme: 'EM', id: p.email };
  return undefined;
}

/** Writes cac:Party with every term the domain model holds. */
export function writeParty(parent: Node, p: Party, role: PartyRole, ctx: UblContext): void {
  const party = parent.ele(UBL_NS.cac, 'cac:Party');
  const endpoint = endpointOf(p, ctx);
  // BT-34 / BT-49 electronic address, schemeID = EAS code (BR-62, BR-63).
  if (endpoint) leaf(party, 'cbc:EndpointID', endpoint.id, { schemeID: endpoint.scheme });
  // BT-29 / BT-46: PINT MY carries the TIN (the public vat_id) as the party identifier (ibr-04-my).
  if (ctx.profile.taxIdAsPartyId && p.vatId) party.ele(UBL_NS.cac, 'cac:PartyIdentification').ele(UBL_NS.cbc, 'cbc:ID').txt(p.vatId);
  else if (role === 'seller') {
    const id = sellerIdFromEndpoint(p, endpoint, ctx);
    if (id) leaf(party.ele(UBL_NS.cac, 'cac:PartyIdentification'), 'cbc:ID', id.id, { schemeID: id.scheme });
  }
  // BT-28 / BT-45 trading name is not in the public JSON; PartyName is omitted.
  // BG-5 / BG-8 postal address (BT-35/50, BT-37/52, BT-38/53, BT-40/55).
  const addr = party.ele(UBL_NS.cac, 'cac:PostalAddress');
  if (p.street) leaf(addr, 'cbc:StreetName', p.street);
  if (p.city) leaf(addr, 'cbc:CityName', p.city);
  if (p.postalCode) leaf(addr, 'cbc:PostalZone', p.postalCode);
  // BT-39 / BT-54 country subdivision where the profile can derive it (PINT AE emirate codes).
  const subentity = ctx.profile.countrySubentity?.(p.country, p.city);
  if (subentity) leaf(addr, 'cbc:CountrySubentity', subentity);
  addr.ele(UBL_NS.cac, 'cac:Country').ele(UBL_NS.cbc, 'cbc:IdentificationCode').txt(p.country);
  // BT-31 / BT-48 VAT identifier (scheme VAT or GST as the profile says).
  if (p.vatId) {
    const pts = party.ele(UBL_NS.cac, 'cac:PartyTaxScheme');
    leaf(pts, 'cbc:CompanyID', nationalTaxId(p, ctx));
    pts.ele(UBL_NS.cac, 'cac:TaxScheme').ele(UBL_NS.cbc, 'cbc:ID').txt(ctx.taxScheme);
  }
  // BT-27 / BT-44 legal name; BT-30 / BT-47 legal registration id where the profile derives it.
  const ple = party.ele(UBL_NS.cac, 'cac:PartyLegalEntity');
  leaf(ple, 'cbc:RegistrationName', p.name);
  const reg = legalRegistration(p, ctx.profile);
  if (reg) leaf(ple, 'cbc:CompanyID', reg.id, reg.scheme ? { schemeID: reg.scheme } : undefined);
  // BG-6 seller contact (BT-41 name, BT-42 phone, BT-43 e-mail) / BG-9 buyer contact.
  if (p.phone || p.email || (role === 'seller' && ctx.profile.sellerContact)) {
    const c = party.ele(UBL_NS.cac, 'cac:Contact');
    // BT-41: the contact point; the public JSON has no person, so the party's own name stands for it
    // (XRechnung BR-DE-5, Peppol DE-R-005).
    if (role === 'seller') leaf(c, 'cbc:Name', p.name);
    if (p.phone) leaf(c, 'cbc:Telephone', p.phone);
    if (p.email) leaf(c, 'cbc:ElectronicMail', p.email);
  }
}

/**
 * BT-29 for a seller without a VAT id (BT-31) or a derived BT-30: the Peppol id itself when its EAS
 * code is an ISO 6523 ICD (0002-0240: GLN 0088, Swedish org. no. 0007, ...), so that the seller
 * stays identified (BR-CO-26) with the identifier the request gave. VAT-based EAS codes (9xxx)
 * and e-mail endpoints are not party identifiers.
 */
export function sellerIdFromEndpoint(p: Party, endpoint: { scheme: string; id: string } | undefined, ctx: UblContext): { scheme: string; id: string } | undefined {
  if (p.vatId || !endpoint || !/^0\d{3}$/.test(endpoint.scheme) || legalRegistration(p, ctx.profile)) return undefined;
  return endpoint;
}

/** BT-30 / BT-47 from the Peppol id or VAT id, by the first of the profile's rules that fits the party. */
export function legalRegistration(p: Party, profile: UblProfile): { scheme?: string; id: string } | undefined {
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
