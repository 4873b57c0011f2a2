/**
 * BG-4 Seller and BG-7 Buyer from a CII TradeParty.
 */
import type { Element } from '@xmldom/xmldom';
import type { Party } from '../../../domain/model.js';
import type { DomWalk } from '../../../retrieve/dom-walk.js';

/** Reads a ram:SellerTradeParty / ram:BuyerTradeParty into the domain party. */
export function readCiiParty(w: DomWalk, party: Element | undefined): Party {
  const out: Party = { name: w.text(party, 'ram:Name') ?? '', country: '' };
  // BT-31 / BT-48 VAT id: the tax registration with scheme VA (FC is BT-32, not in the public model).
  for (const reg of w.all(party, 'ram:SpecifiedTaxRegistration/ram:ID')) {
    if (reg.getAttribute('schemeID') === 'VA' && !out.vatId) {
      out.vatId = (reg.textContent ?? '').trim();
      w.take(reg);
    }
  }
  const addr = w.one(party, 'ram:PostalTradeAddress');
  out.street = w.text(addr, 'ram:LineOne'); // BT-35 / BT-50
  out.city = w.text(addr, 'ram:CityName'); // BT-37 / BT-52
  out.postalCode = w.text(addr, 'ram:PostcodeCode'); // BT-38 / BT-53
  out.country = w.text(addr, 'ram:CountryID') ?? ''; // BT-40 / BT-55
  const contact = w.one(party, 'ram:DefinedTradeContact');
  out.phone = w.text(contact, 'ram:TelephoneUniversalCommunication/ram:CompleteNumber'); // BT-42 / BT-57
  out.email = w.text(contact, 'ram:EmailURIUniversalCommunication/ram:URIID'); // BT-43 / BT-58
  // BT-34 / BT-49 electronic address with its EAS scheme.
  const uri = w.one(party, 'ram:URIUniversalCommunication/ram:URIID');
  const id = w.text(party, 'ram:URIUniversalCommunication/ram:URIID');
  if (uri && id) out.electronicAddress = { scheme: uri.getAttribute('schemeID') ?? '', id };
  for (const key of Object.keys(out) as (keyof Party)[]) if (out[key] === undefined) delete out[key];
  return out;
}
