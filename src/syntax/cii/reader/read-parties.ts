/**
 * BG-4 seller, BG-7 buyer, BG-10 payee, BG-11 tax representative and BG-13 delivery from the
 * values of the CII binding table.
 */
import type { Identifier, InvoiceInput, Party, PostalAddress } from '../../../domain/model.js';
import type { Values } from '../../binding/binding.js';
import { defined, identifier, list, obj, str } from './values.js';

/** BT-29 / BT-46 / BT-60 / BT-71 from the ID and GlobalID rows. */
export function identifiers(v: Values | undefined, bt: string): Identifier[] {
  return [
    ...list(v, `${bt}/id`).map((x) => ({ id: str(x, `${bt}/id`) ?? '' })),
    ...list(v, `${bt}/global`).map((x) => defined({ id: str(x, `${bt}/global`) ?? '', scheme: str(x, `${bt}-1`) })),
  ].filter((i) => i.id !== '');
}

type AddressKeys = [postcode: string, line1: string, line2: string, line3: string, city: string, country: string, subdivision: string];

function address(a: Values | undefined, k: AddressKeys): PostalAddress {
  return defined({
    street: str(a, k[1]), addressLine2: str(a, k[2]), addressLine3: str(a, k[3]), city: str(a, k[4]),
    postalCode: str(a, k[0]), countrySubdivision: str(a, k[6]), country: str(a, k[5]) ?? '',
  });
}

const SELLER = { ids: 'BT-29', name: 'BT-27', legal: 'BT-30', trading: 'BT-28', contact: ['BG-6', 'BT-41', 'BT-42', 'BT-43'], address: ['BG-5', 'BT-38', 'BT-35', 'BT-36', 'BT-162', 'BT-37', 'BT-40', 'BT-39'], endpoint: 'BT-34', vat: 'BT-31' } as const;
const BUYER = { ids: 'BT-46', name: 'BT-44', legal: 'BT-47', trading: 'BT-45', contact: ['BG-9', 'BT-56', 'BT-57', 'BT-58'], address: ['BG-8', 'BT-53', 'BT-50', 'BT-51', 'BT-163', 'BT-52', 'BT-55', 'BT-54'], endpoint: 'BT-49', vat: 'BT-48' } as const;

function party(v: Values | undefined, k: typeof SELLER | typeof BUYER): Party {
  const contact = obj(v, k.contact[0]);
  const endpointId = str(v, k.endpoint);
  const ids = identifiers(v, k.ids);
  return defined({
    name: str(v, k.name) ?? '',
    vatId: str(v, k.vat),
    ...address(obj(v, k.address[0]), k.address.slice(1) as unknown as AddressKeys),
    email: str(contact, k.contact[3]),
    phone: str(contact, k.contact[2]),
    electronicAddress: endpointId ? { scheme: str(v, `${k.endpoint}-1`) ?? '', id: endpointId } : undefined,
    tradingName: str(v, k.trading),
    identifiers: ids.length ? ids : undefined,
    legalRegistration: identifier(v, k.legal),
    contactName: str(contact, k.contact[1]) ?? str(contact, `${k.contact[1]}/department`),
  });
}

/** BG-4 (with BT-32, BT-33). */
export function readSeller(v: Values | undefined): Party {
  return defined({ ...party(v, SELLER), taxRegistrationId: str(v, 'BT-32'), legalInfo: str(v, 'BT-33') });
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
    inv.payee = defined({ name: str(payee, 'BT-59') ?? '', identifier: identifiers(payee, 'BT-60')[0], legalRegistration: identifier(payee, 'BT-61') });
  }
  const rep = obj(root, 'BG-11');
  if (rep) {
    inv.taxRepresentative = { name: str(rep, 'BT-62') ?? '', vatId: str(rep, 'BT-63') ?? '', address: address(obj(rep, 'BG-12'), ['BT-67', 'BT-64', 'BT-65', 'BT-164', 'BT-66', 'BT-69', 'BT-68']) };
  }
  const shipTo = obj(root, 'BG-13');
  if (shipTo) {
    const a = obj(shipTo, 'BG-15');
    inv.delivery = defined({
      partyName: str(shipTo, 'BT-70'),
      location: identifiers(shipTo, 'BT-71')[0],
      address: a ? address(a, ['BT-78', 'BT-75', 'BT-76', 'BT-165', 'BT-77', 'BT-80', 'BT-79']) : undefined,
    });
  }
}
