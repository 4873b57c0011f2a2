/**
 * BG-4 seller, BG-7 buyer, BG-10 payee, BG-11 tax representative and BG-13 delivery from the
 * values of the UBL binding table, every value as the document has it (no country prefix added
 * to a national tax number, no spaces removed).
 */
import type { Identifier, InvoiceInput, Party, PostalAddress } from '../../../domain/model.js';
import type { Values } from '../../binding/binding.js';
import { defined, identifier, list, obj, str } from '../../cii/reader/values.js';

/** BT-29 / BT-46 / BT-60 from the cac:PartyIdentification rows. */
export function identifiers(v: Values | undefined, bt: string): Identifier[] {
  return list(v, `${bt}/ids`).map((x) => identifier(x, bt)).filter((i): i is Identifier => i !== undefined);
}

type AddressKeys = [line1: string, line2: string, city: string, postcode: string, subdivision: string, line3: string, country: string];

function address(a: Values | undefined, k: AddressKeys): PostalAddress {
  return defined({
    street: str(a, k[0]), addressLine2: str(a, k[1]), addressLine3: str(a, k[5]), city: str(a, k[2]),
    postalCode: str(a, k[3]), countrySubdivision: str(a, k[4]), country: str(a, k[6]) ?? '',
  });
}

interface Keys { endpoint: string; ids: string; trading: string; vat: string; legalName: string; legal: string; contact: readonly [string, string, string, string]; addressGroup: string; address: AddressKeys }
const SELLER: Keys = { endpoint: 'BT-34', ids: 'BT-29', trading: 'BT-28', vat: 'BT-31', legalName: 'BT-27', legal: 'BT-30', contact: ['BG-6', 'BT-41', 'BT-42', 'BT-43'], addressGroup: 'BG-5', address: ['BT-35', 'BT-36', 'BT-37', 'BT-38', 'BT-39', 'BT-162', 'BT-40'] };
const BUYER: Keys = { endpoint: 'BT-49', ids: 'BT-46', trading: 'BT-45', vat: 'BT-48', legalName: 'BT-44', legal: 'BT-47', contact: ['BG-9', 'BT-56', 'BT-57', 'BT-58'], addressGroup: 'BG-8', address: ['BT-50', 'BT-51', 'BT-52', 'BT-53', 'BT-54', 'BT-163', 'BT-55'] };

function party(v: Values | undefined, k: Keys): Party {
  const contact = obj(v, k.contact[0]);
  const endpointId = str(v, k.endpoint);
  const ids = identifiers(v, k.ids);
  return defined({
    // BT-27 / BT-44; a document without a registration name is named by its trading name.
    name: str(v, k.legalName) ?? str(v, k.trading) ?? '',
    vatId: str(v, k.vat) ?? str(v, `${k.vat}/gst`),
    ...address(obj(v, k.addressGroup), k.address),
    email: str(contact, k.contact[3]),
    phone: str(contact, k.contact[2]),
    electronicAddress: endpointId ? { scheme: str(v, `${k.endpoint}-1`) ?? '', id: endpointId } : undefined,
    tradingName: str(v, k.trading),
    identifiers: ids.length ? ids : undefined,
    legalRegistration: identifier(v, k.legal),
    contactName: str(contact, k.contact[1]),
    // PINT AE BTAE-12/11 and BTAE-15/16: the issuing authority of BT-30 / BT-47.
    legalRegistrationAuthorityType: str(v, `${k.legal}/agency`),
    legalRegistrationAuthority: str(v, `${k.legal}/agency-name`),
  });
}

/** BG-4 (with BT-32, BT-33). */
export function readSeller(v: Values | undefined): Party {
  return defined({ ...party(v, SELLER), taxRegistrationId: str(v, 'BT-32'), legalInfo: str(v, 'BT-33') });
}

/** BG-7. */
export function readBuyer(v: Values | undefined): Party {
  return party(v, BUYER);
}

/** BG-10, BG-11 and BG-13 onto the invoice. */
export function readOtherParties(root: Values, inv: InvoiceInput): void {
  const payee = obj(root, 'BG-10');
  if (payee) {
    inv.payee = defined({ name: str(payee, 'BT-59') ?? '', identifier: identifiers(payee, 'BT-60')[0], legalRegistration: identifier(payee, 'BT-61') });
  }
  const rep = obj(root, 'BG-11');
  if (rep) {
    inv.taxRepresentative = { name: str(rep, 'BT-62') ?? '', vatId: str(rep, 'BT-63') ?? '', address: address(obj(rep, 'BG-12'), ['BT-64', 'BT-65', 'BT-66', 'BT-67', 'BT-68', 'BT-164', 'BT-69']) };
  }
  const a = obj(root, 'BG-15');
  const delivery = defined({
    partyName: str(root, 'BT-70'),
    location: identifier(root, 'BT-71'),
    address: a ? address(a, ['BT-75', 'BT-76', 'BT-77', 'BT-78', 'BT-79', 'BT-165', 'BT-80']) : undefined,
  });
  if (Object.keys(delivery).length) inv.delivery = delivery;
}
