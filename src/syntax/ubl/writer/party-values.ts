/**
 * BG-4 seller, BG-7 buyer, BG-10 payee, BG-11 tax representative and BG-13 deliver-to as values
 * of the UBL binding table (ids: src/syntax/ubl/binding/ubl-binding.ts). What the request gives
 * is written as given; where a profile needs a term the request left out, it is derived from
 * what the request has (BT-30 from the Peppol id, the AE emirate from the city, …).
 */
import type { CalculatedInvoice, Identifier, Party, PostalAddress } from '../../../domain/model.js';
import { taxCategoryRule } from '../../../domain/tax-category.js';
import type { UblProfile } from '../../../formats/ubl-profiles.js';
import type { ValueKey, Values } from '../../binding/binding.js';
import { OM_PARTY_ID_SCHEMES } from '../../../domain/pint-om-party-ids.js';
import { writtenTaxId } from '../../../domain/national-tax-id.js';
import {
  BUYER,
  DELIVER_TO_ADDRESS,
  PAYEE_IDS,
  SELLER,
  TAX_REPRESENTATIVE_ADDRESS,
  type AddressTerms,
  type IdentifierForms,
  type PartyTerms,
} from '../../binding/term-shapes.js';

/** What the party values depend on besides the party. */
export interface PartyContext {
  profile: UblProfile;
  /** VAT or GST: the scheme BT-31 / BT-48 is stated with. */
  taxScheme: string;
  /**
   * The seller's contact point (BT-41) defaults to its name: XRechnung (BR-DE-5) and Peppol BIS
   * between German parties (DE-R-005). Elsewhere a contact without a name is written as given.
   */
  sellerContactPointFromName: boolean;
}

/** BT-34 / BT-49 electronic address with its EAS scheme (from peppol_id, or e-mail where allowed). */
export function endpointOf(
  p: Party,
  profile: UblProfile,
): { scheme: string; id: string } | undefined {
  if (p.electronicAddress) return p.electronicAddress;
  if (profile.endpointFromEmail && p.email) return { scheme: 'EM', id: p.email };
  return undefined;
}

/** BT-30 / BT-47 from the Peppol id or VAT id, by the first of the profile's rules that fits the party. */
export function legalRegistration(
  p: Party,
  profile: UblProfile,
  seller = true,
): Identifier | undefined {
  for (const rule of profile.legalIds) {
    if (rule.country && rule.country !== p.country) continue;
    if (rule.sellerOnly && !seller) continue;
    const ea = p.electronicAddress;
    if (ea && rule.schemes.includes(ea.scheme)) {
      const id =
        rule.stripPrefix && ea.id.startsWith(rule.stripPrefix)
          ? ea.id.slice(rule.stripPrefix.length)
          : ea.id;
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
export function sellerIdFromEndpoint(
  p: Party,
  endpoint: { scheme: string; id: string } | undefined,
  profile: UblProfile,
): Identifier | undefined {
  if (
    p.vatId ||
    !endpoint ||
    !/^0\d{3}$/.test(endpoint.scheme) ||
    p.legalRegistration ||
    legalRegistration(p, profile)
  )
    return undefined;
  return endpoint;
}

/** A BG-5 / BG-8 / BG-12 / BG-15 address; BT-39 / BT-54 derived where the profile can (AE emirates). */
export function addressValues(
  a: PostalAddress | Party,
  t: AddressTerms,
  profile?: UblProfile,
): Values {
  const subdivision = a.countrySubdivision ?? profile?.countrySubentity?.(a.country, a.city);
  return {
    [t.line1]: a.street,
    [t.line2]: a.addressLine2,
    [t.city]: a.city,
    [t.postcode]: a.postalCode,
    [t.subdivision]: subdivision,
    [t.line3]: a.addressLine3,
    [t.country]: a.country,
  };
}

const ids = (f: IdentifierForms, list: readonly Identifier[]): Values[] | undefined =>
  list.length ? list.map((i) => ({ [f.term]: i.id, [f.scheme]: i.scheme })) : undefined;

/** PINT OM: a CL-06-OM scheme as the identifier's schemeName (BTOM-015 / BTOM-018), an ISO 6523 one as schemeID. */
function omIds(
  f: IdentifierForms,
  list: readonly Identifier[],
  nameKey: ValueKey,
): Values[] | undefined {
  return list.length
    ? list.map((i) =>
        i.scheme && OM_PARTY_ID_SCHEMES.has(i.scheme)
          ? { [f.term]: i.id, [nameKey]: i.scheme }
          : { [f.term]: i.id, [f.scheme]: i.scheme },
      )
    : undefined;
}

function partyValues(p: Party, k: PartyTerms, seller: boolean, ctx: PartyContext): Values {
  const profile = ctx.profile;
  const endpoint = endpointOf(p, profile);
  let identifiers: Identifier[] = p.identifiers ?? [];
  // PINT MY (ibr-04-my): without identifiers, the vat_id (the TIN) identifies the party.
  if (!identifiers.length && profile.taxIdAsPartyId && p.vatId) identifiers = [{ id: p.vatId }];
  else if (!identifiers.length && seller) {
    const id = sellerIdFromEndpoint(p, endpoint, profile);
    if (id) identifiers = [id];
  }
  const legal = p.legalRegistration ?? legalRegistration(p, profile, seller);
  const out: Values = {
    [k.endpoint]: endpoint?.id,
    [k.endpointScheme]: endpoint?.scheme,
    [k.ids.list!]: profile.omDetails
      ? omIds(k.ids, identifiers, seller ? 'BT-29/scheme-name' : 'BT-46/scheme-name')
      : ids(k.ids, identifiers),
    [k.trading]: p.tradingName,
    [k.address.group]: {
      ...addressValues(p, k.address, profile),
      // PINT OM BTOM-024 / BTOM-026 (the carriage check keeps them to PINT OM).
      [seller ? 'seller/subdivision-code' : 'buyer/subdivision-code']: p.countrySubdivisionCode,
    },
    [k.name]: p.name,
    [k.legal]: legal?.id,
    [k.legalScheme]: legal?.scheme,
    // PINT AE BTAE-12/11 and BTAE-15/16: the issuing authority of BT-30 / BT-47.
    [k.ubl.legalAgency]: legal ? p.legalRegistrationAuthorityType : undefined,
    [k.ubl.legalAgencyName]: legal ? p.legalRegistrationAuthority : undefined,
    // PINT MY: the MSIC code and its description (the carriage check keeps them to PINT MY).
    [k.ubl.industry]: p.industryClassificationCode,
    [k.ubl.industryName]: p.industryClassificationCode ? p.industryClassificationName : undefined,
  };
  // BT-31 / BT-48 with the profile's scheme: VAT, or GST (SG, A-NZ) in a row of its own.
  if (p.vatId) {
    const gst = ctx.taxScheme === 'GST';
    Object.assign(
      out,
      gst
        ? { [k.ubl.gst]: writtenTaxId(p.vatId, profile.key), [k.ubl.gstScheme]: 'GST' }
        : { [k.vat]: writtenTaxId(p.vatId, profile.key), [k.ubl.vatScheme]: 'VAT' },
    );
  }
  // BG-6 / BG-9. The seller's contact point defaults to its name where a rule wants one.
  const contactName =
    p.contactName ?? (seller && ctx.sellerContactPointFromName ? p.name : undefined);
  if (p.contactName || p.phone || p.email || (seller && profile.sellerContact)) {
    out[k.contact.group] = {
      [k.contact.point]: contactName,
      [k.contact.phone]: p.phone,
      [k.contact.email]: p.email,
    };
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
    // Its scheme as given (CIUS-RO LOC, XRechnung FC), else TAX (PINT MY: GST).
    'BT-32-scheme': p.taxRegistrationId
      ? (p.taxRegistrationScheme ?? (ctx.profile.taxIdAsPartyId ? 'GST' : 'TAX'))
      : undefined,
    'BT-33': p.legalInfo,
  };
}

/** PINT OM BTOM-005 … BTOM-013: the third party issuing for the seller (cac:AgentParty). */
export function thirdPartyValues(inv: CalculatedInvoice): Values | undefined {
  const t = inv.thirdParty;
  if (!t) return undefined;
  const a = t.address;
  return {
    'doc/third-party/name': t.name,
    'doc/third-party/vat-id': t.vatId,
    'doc/third-party/address': a && {
      'doc/third-party/street': a.street,
      'doc/third-party/line2': a.addressLine2,
      'doc/third-party/line3': a.addressLine3,
      'doc/third-party/city': a.city,
      'doc/third-party/postcode': a.postalCode,
      'doc/third-party/subdivision': a.countrySubdivision,
      'doc/third-party/subdivision-code': a.countrySubdivisionCode,
      'doc/third-party/country': a.country || undefined,
    },
  };
}

/**
 * BG-7, with the buyer's tax number (no EN 16931 term) under its scheme as given, else TAX: a
 * PartyTaxScheme needs a scheme id beside its CompanyID (UBL-SR-53).
 */
export function buyerValues(inv: CalculatedInvoice, ctx: PartyContext): Values {
  const p = inv.buyer;
  return {
    ...partyValues(p, BUYER, false, ctx),
    'EXT-BuyerTaxNumber': p.taxRegistrationId,
    'EXT-BuyerTaxNumber-scheme': p.taxRegistrationId
      ? (p.taxRegistrationScheme ?? 'TAX')
      : undefined,
  };
}

/** BG-10 payee. */
export function payeeValues(inv: CalculatedInvoice): Values | undefined {
  const p = inv.payee;
  if (!p) return undefined;
  return {
    [PAYEE_IDS.list!]: ids(PAYEE_IDS, p.identifier ? [p.identifier] : []),
    'BT-59': p.name,
    'BT-61': p.legalRegistration?.id,
    'BT-61-1': p.legalRegistration?.scheme,
  };
}

/** BG-11 seller tax representative with BG-12. */
export function taxRepresentativeValues(inv: CalculatedInvoice): Values | undefined {
  const r = inv.taxRepresentative;
  if (!r) return undefined;
  return {
    'BT-62': r.name,
    [TAX_REPRESENTATIVE_ADDRESS.group]: {
      ...addressValues(r.address, TAX_REPRESENTATIVE_ADDRESS),
      'tax-representative/subdivision-code': r.address.countrySubdivisionCode, // PINT OM
    },
    'BT-63': r.vatId,
  };
}

/**
 * BT-72 and BG-13 (cac:Delivery): as given; without a deliver-to, an intra-community supply (K)
 * names the buyer's address (BR-IC-12). The INCOTERMS are PINT OM's BTOM-022 in the delivery
 * (om), else EXTENDED-CTC-FR's at the root (the carriage check keeps them to these two).
 */
export function deliveryValues(inv: CalculatedInvoice, om: boolean): Values {
  const out: Values = {
    'BT-72': inv.deliveryDate,
    // PINT OM BTOM-022, BTOM-021, BTOM-030 (the carriage check keeps them to PINT OM).
    'doc/incoterms': om ? inv.incoterms : undefined,
    // EXTENDED-CTC-FR: the document-level INCOTERMS and their place (UBL-FREXT-CR-410).
    'doc/delivery-terms': om ? undefined : inv.incoterms,
    'doc/delivery-terms-location': om ? undefined : inv.incoterms && inv.incotermsLocation,
    'doc/customs-declaration': inv.customsDeclarationNumber,
    'doc/import-date': inv.importDate,
  };
  const d = inv.delivery;
  if (d) {
    Object.assign(out, {
      'BT-70': d.partyName,
      'BT-71': d.location?.id,
      'BT-71-1': d.location?.scheme,
    });
    if (d.address)
      out[DELIVER_TO_ADDRESS.group] = {
        ...addressValues(d.address, DELIVER_TO_ADDRESS),
        // PINT OM (the carriage check keeps it to PINT OM).
        'delivery/subdivision-code': d.address.countrySubdivisionCode,
      };
    return out;
  }
  if (inv.vatBreakdown.some((b) => taxCategoryRule(b.category).deliverToCountry)) {
    const b = inv.buyer;
    out[DELIVER_TO_ADDRESS.group] = {
      'BT-75': b.street,
      'BT-77': b.city,
      'BT-78': b.postalCode,
      'BT-80': b.country,
    };
  }
  return out;
}
