/**
 * BG-4 seller, BG-7 buyer, BG-10 payee, BG-11 tax representative and BG-13 delivery from the
 * values of the UBL binding table, every value as the document has it (no country prefix added
 * to a national tax number, no spaces removed).
 */
import type { Identifier, InvoiceInput, Party } from '../../../domain/model.js';
import type { ValueKey, Values } from '../../binding/binding.js';
import {
  BUYER,
  DELIVER_TO_ADDRESS,
  PAYEE_IDS,
  SELLER,
  TAX_REPRESENTATIVE_ADDRESS,
  type IdentifierForms,
  type PartyTerms,
} from '../../binding/term-shapes.js';
import { readAddress } from '../../read/address.js';
import { defined, identifier, list, obj, str } from '../../read/values.js';

/** BT-29 / BT-46 / BT-60 from the cac:PartyIdentification rows. */
export function identifiers(v: Values | undefined, f: IdentifierForms): Identifier[] {
  return list(v, f.list!)
    .map((x) => identifier(x, f.term, f.scheme))
    .filter((i): i is Identifier => i !== undefined);
}

function party(v: Values | undefined, k: PartyTerms): Party {
  const contact = obj(v, k.contact.group);
  const endpointId = str(v, k.endpoint);
  // PINT OM: a scheme stated as @schemeName (BTOM-015 / BTOM-018) where there is no schemeID.
  const nameKey = k === SELLER ? 'BT-29/scheme-name' : 'BT-46/scheme-name';
  const ids = list(v, k.ids.list!).flatMap((x) => {
    const i = identifier(x, k.ids.term, k.ids.scheme);
    const name = str(x, nameKey);
    return i ? [i.scheme || !name ? i : { ...i, scheme: name }] : [];
  });
  return defined({
    // BT-27 / BT-44; a document without a registration name is named by its trading name.
    name: str(v, k.name) ?? str(v, k.trading) ?? '',
    vatId: str(v, k.vat) ?? str(v, k.ubl.gst),
    ...readAddress(obj(v, k.address.group), k.address),
    // PINT OM BTOM-024 / BTOM-026.
    countrySubdivisionCode: str(
      obj(v, k.address.group),
      k === SELLER ? 'seller/subdivision-code' : 'buyer/subdivision-code',
    ),
    email: str(contact, k.contact.email),
    phone: str(contact, k.contact.phone),
    electronicAddress: endpointId
      ? { scheme: str(v, k.endpointScheme) ?? '', id: endpointId }
      : undefined,
    tradingName: str(v, k.trading),
    identifiers: ids.length ? ids : undefined,
    legalRegistration: identifier(v, k.legal, k.legalScheme),
    contactName: str(contact, k.contact.point),
    // PINT AE BTAE-12/11 and BTAE-15/16: the issuing authority of BT-30 / BT-47.
    legalRegistrationAuthorityType: str(v, k.ubl.legalAgency),
    legalRegistrationAuthority: str(v, k.ubl.legalAgencyName),
    // PINT MY: the MSIC code and its description.
    industryClassificationCode: str(v, k.ubl.industry),
    industryClassificationName: str(v, k.ubl.industry) ? str(v, k.ubl.industryName) : undefined,
  });
}

/**
 * The scheme of a tax registration as written; TAX and GST (PINT MY) are what the writer states
 * without one, so they are left out.
 */
function registrationScheme(v: Values | undefined, key: ValueKey): string | undefined {
  const scheme = str(v, key);
  return scheme === 'TAX' || scheme === 'GST' ? undefined : scheme;
}

/** BG-4 (with BT-32 and its scheme, BT-33). */
export function readSeller(v: Values | undefined): Party {
  const taxRegistrationId = str(v, 'BT-32');
  return defined({
    ...party(v, SELLER),
    taxRegistrationId,
    taxRegistrationScheme: taxRegistrationId ? registrationScheme(v, 'BT-32-scheme') : undefined,
    legalInfo: str(v, 'BT-33'),
  });
}

/** BG-7, with the buyer's tax number (a PartyTaxScheme of a scheme other than VAT) and its scheme. */
export function readBuyer(v: Values | undefined): Party {
  const taxRegistrationId = str(v, 'EXT-BuyerTaxNumber');
  return defined({
    ...party(v, BUYER),
    taxRegistrationId,
    taxRegistrationScheme: taxRegistrationId
      ? registrationScheme(v, 'EXT-BuyerTaxNumber-scheme')
      : undefined,
  });
}

/** BG-10, BG-11 and BG-13 onto the invoice. */
export function readOtherParties(root: Values, inv: InvoiceInput): void {
  const payee = obj(root, 'BG-10');
  if (payee) {
    inv.payee = defined({
      name: str(payee, 'BT-59') ?? '',
      identifier: identifiers(payee, PAYEE_IDS)[0],
      legalRegistration: identifier(payee, 'BT-61', 'BT-61-1'),
    });
  }
  const rep = obj(root, 'BG-11');
  if (rep) {
    inv.taxRepresentative = {
      name: str(rep, 'BT-62') ?? '',
      vatId: str(rep, 'BT-63') ?? '',
      address: defined({
        ...readAddress(obj(rep, TAX_REPRESENTATIVE_ADDRESS.group), TAX_REPRESENTATIVE_ADDRESS),
        // PINT OM
        countrySubdivisionCode: str(
          obj(rep, TAX_REPRESENTATIVE_ADDRESS.group),
          'tax-representative/subdivision-code',
        ),
      }),
    };
  }
  const a = obj(root, DELIVER_TO_ADDRESS.group);
  const delivery = defined({
    partyName: str(root, 'BT-70'),
    location: identifier(root, 'BT-71', 'BT-71-1'),
    address: a
      ? defined({
          ...readAddress(a, DELIVER_TO_ADDRESS),
          countrySubdivisionCode: str(a, 'delivery/subdivision-code'), // PINT OM
        })
      : undefined,
  });
  if (Object.keys(delivery).length) inv.delivery = delivery;
}

/** PINT OM: the third party (BTOM-005 … BTOM-013) in the seller's cac:AgentParty. */
export function readThirdParty(seller: Values | undefined): InvoiceInput['thirdParty'] {
  const t = obj(seller, 'doc/third-party');
  if (!t) return undefined;
  const a = obj(t, 'doc/third-party/address');
  const third = defined({
    name: str(t, 'doc/third-party/name'),
    vatId: str(t, 'doc/third-party/vat-id'),
    address: a
      ? defined({
          street: str(a, 'doc/third-party/street'),
          addressLine2: str(a, 'doc/third-party/line2'),
          addressLine3: str(a, 'doc/third-party/line3'),
          city: str(a, 'doc/third-party/city'),
          postalCode: str(a, 'doc/third-party/postcode'),
          countrySubdivision: str(a, 'doc/third-party/subdivision'),
          countrySubdivisionCode: str(a, 'doc/third-party/subdivision-code'),
          country: str(a, 'doc/third-party/country') ?? '',
        })
      : undefined,
  });
  return Object.keys(third).length ? third : undefined;
}
