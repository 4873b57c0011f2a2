/**
 * BG-4 Seller and BG-7 Buyer from a UBL cac:Party.
 */
import type { Element } from '@xmldom/xmldom';
import type { Party } from '../../../domain/model.js';
import { textOf, type DomWalk } from '../../../retrieve/dom-walk.js';

/** National tax numbers written without a country prefix: a JP T-number, a 15-digit AE TRN. */
const NATIONAL_TAX_ID: Readonly<Record<string, RegExp>> = { JP: /^T\d{13}$/, AE: /^\d{15}$/ };

/** Reads cac:AccountingSupplierParty/cac:Party or cac:AccountingCustomerParty/cac:Party. */
export function readUblParty(w: DomWalk, party: Element | undefined): Party {
  // BT-27 / BT-44 legal name; the trading name (BT-28) only when no legal name is given.
  const name = w.text(party, 'cac:PartyLegalEntity/cbc:RegistrationName') ?? w.text(party, 'cac:PartyName/cbc:Name') ?? '';
  const out: Party = { name, country: '' };
  // BT-31 / BT-48: the party tax scheme whose scheme is VAT (or GST in PINT); others are BT-32.
  for (const scheme of w.all(party, 'cac:PartyTaxScheme')) {
    const kind = textOf(w.one(scheme, 'cac:TaxScheme/cbc:ID'));
    if (out.vatId || (kind !== 'VAT' && kind !== 'GST')) continue;
    const id = w.text(scheme, 'cbc:CompanyID');
    if (id) {
      out.vatId = id;
      w.take(scheme);
    }
  }
  const addr = w.one(party, 'cac:PostalAddress');
  out.street = w.text(addr, 'cbc:StreetName'); // BT-35 / BT-50
  out.city = w.text(addr, 'cbc:CityName'); // BT-37 / BT-52
  out.postalCode = w.text(addr, 'cbc:PostalZone'); // BT-38 / BT-53
  out.country = w.text(addr, 'cac:Country/cbc:IdentificationCode') ?? ''; // BT-40 / BT-55
  const contact = w.one(party, 'cac:Contact');
  out.phone = w.text(contact, 'cbc:Telephone'); // BT-42 / BT-57
  out.email = w.text(contact, 'cbc:ElectronicMail'); // BT-43 / BT-58
  // PINT JP and AE carry the national number without the ISO prefix the public vat_id has.
  if (out.vatId && NATIONAL_TAX_ID[out.country]?.test(out.vatId)) out.vatId = out.country + out.vatId;
  const endpoint = w.one(party, 'cbc:EndpointID'); // BT-34 / BT-49
  const id = w.text(party, 'cbc:EndpointID');
  if (endpoint && id) out.electronicAddress = { scheme: endpoint.getAttribute('schemeID') ?? '', id };
  for (const key of Object.keys(out) as (keyof Party)[]) if (out[key] === undefined) delete out[key];
  return out;
}
