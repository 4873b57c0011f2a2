/**
 * BG-4 seller, BG-7 buyer, BG-10 payee, BG-11 tax representative and BG-13 delivery from the
 * values of the CII binding table (keys: the term map's party shapes).
 */
import type { DeliverTo, Identifier, InvoiceInput, Party } from '../../../domain/model.js';
import type { Values } from '../../binding/binding.js';
import {
  BUYER,
  DELIVER_TO,
  PAYEE_IDS,
  SELLER,
  TAX_REPRESENTATIVE_ADDRESS,
  PAYEE_ADDRESS,
  INVOICEE_ADDRESS,
  INVOICEE_IDS,
  type IdentifierForms,
  type ShipToTerms,
  type PartyTerms,
} from '../../binding/term-shapes.js';
import { readAddress } from '../../read/address.js';
import { defined, identifier, list, obj, str } from '../../read/values.js';

/** BT-29 / BT-46 / BT-60 / BT-71 from the ID and GlobalID rows. */
export function identifiers(v: Values | undefined, f: IdentifierForms): Identifier[] {
  return [
    ...list(v, f.plain).map((x) => ({ id: str(x, f.plain) ?? '' })),
    ...list(v, f.global).map((x) =>
      defined({ id: str(x, f.global) ?? '', scheme: str(x, f.scheme) }),
    ),
  ].filter((i) => i.id !== '');
}

function party(v: Values | undefined, k: PartyTerms): Party {
  const contact = obj(v, k.contact.group);
  const endpointId = str(v, k.endpoint);
  const ids = identifiers(v, k.ids);
  return defined({
    name: str(v, k.name) ?? '',
    vatId: str(v, k.vat),
    ...readAddress(obj(v, k.address.group), k.address),
    email: str(contact, k.contact.email),
    phone: str(contact, k.contact.phone),
    electronicAddress: endpointId
      ? { scheme: str(v, k.endpointScheme) ?? '', id: endpointId }
      : undefined,
    tradingName: str(v, k.trading),
    identifiers: ids.length ? ids : undefined,
    legalRegistration: identifier(v, k.legal, k.legalScheme),
    contactName: str(contact, k.contact.point) ?? str(contact, k.contact.department),
  });
}

/** BG-4 (with BT-32, BT-33). */
export function readSeller(v: Values | undefined): Party {
  return defined({
    ...party(v, SELLER),
    taxRegistrationId: str(v, 'BT-32'),
    legalInfo: str(v, 'BT-33'),
  });
}

/** BG-7. */
export function readBuyer(v: Values | undefined): Party {
  // The buyer's local tax number (CII schemeID FC) is no EN 16931 term; it rides on tax_registration_id.
  return defined({ ...party(v, BUYER), taxRegistrationId: str(v, 'EXT-BuyerTaxNumber') });
}

/** BG-10, BG-11 and BG-13 onto the invoice. */
export function readOtherParties(root: Values, inv: InvoiceInput): void {
  const payee = obj(root, 'BG-10');
  if (payee) {
    inv.payee = defined({
      name: str(payee, 'BT-59') ?? '',
      identifier: identifiers(payee, PAYEE_IDS)[0],
      legalRegistration: identifier(payee, 'BT-61', 'BT-61-1'),
      // Factur-X EXTENDED.
      address: obj(payee, PAYEE_ADDRESS.group)
        ? readAddress(obj(payee, PAYEE_ADDRESS.group), PAYEE_ADDRESS)
        : undefined,
    });
  }
  // Factur-X EXTENDED: the invoicee.
  const invoicee = obj(root, 'invoicee');
  if (invoicee) {
    const a = obj(invoicee, INVOICEE_ADDRESS.group);
    inv.invoicee = defined({
      name: str(invoicee, 'invoicee/name') ?? '',
      identifiers: identifiers(invoicee, INVOICEE_IDS),
      address: a ? readAddress(a, INVOICEE_ADDRESS) : undefined,
    });
    if (!inv.invoicee.identifiers?.length) delete inv.invoicee.identifiers;
  }
  const rep = obj(root, 'BG-11');
  if (rep) {
    inv.taxRepresentative = {
      name: str(rep, 'BT-62') ?? '',
      vatId: str(rep, 'BT-63') ?? '',
      address: readAddress(obj(rep, TAX_REPRESENTATIVE_ADDRESS.group), TAX_REPRESENTATIVE_ADDRESS),
    };
  }
  const shipTo = obj(root, 'BG-13');
  if (shipTo) inv.delivery = readShipTo(shipTo, DELIVER_TO);
}

/** A deliver-to party (BG-13, or a line's in EXTENDED) from the values under its keys. */
export function readShipTo(v: Values, k: ShipToTerms): DeliverTo {
  const a = obj(v, k.address.group);
  const endpoint = str(v, k.endpoint);
  return defined({
    partyName: str(v, k.name),
    location: identifiers(v, k.ids)[0],
    address: a ? readAddress(a, k.address) : undefined,
    department: str(v, k.department), // Factur-X EXTENDED
    electronicAddress: endpoint
      ? defined({ id: endpoint, scheme: str(v, k.endpointScheme) })
      : undefined,
    vatId: str(v, k.vatId),
  });
}
