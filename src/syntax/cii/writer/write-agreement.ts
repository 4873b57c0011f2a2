/**
 * ram:ApplicableHeaderTradeAgreement: BT-10 and both parties (BG-4 seller, BG-7 buyer) with
 * contact (BG-6 / BG-9), postal address (BG-5 / BG-8), electronic address (BT-34 / BT-49) and
 * VAT identifier (BT-31 / BT-48), in the XSD order of TradePartyType.
 */
import type { CalculatedInvoice, Party } from '../../../domain/model.js';
import type { CiiProfileSettings } from '../../../formats/cii-profiles.js';
import type { CiiTermId } from './cii-mapping.js';
import { group, leaf, type XNode } from './xml-node.js';

/** Term ids of one party role, so seller and buyer share one builder. */
interface PartyTerms {
  name: CiiTermId; contact: CiiTermId; contactName?: CiiTermId; phone: CiiTermId; email: CiiTermId;
  address: CiiTermId; postcode: CiiTermId; line1: CiiTermId; city: CiiTermId; country: CiiTermId;
  endpoint: CiiTermId; vatId: CiiTermId;
}

const SELLER: PartyTerms = { name: 'BT-27', contact: 'BG-6', contactName: 'BT-41', phone: 'BT-42', email: 'BT-43', address: 'BG-5', postcode: 'BT-38', line1: 'BT-35', city: 'BT-37', country: 'BT-40', endpoint: 'BT-34', vatId: 'BT-31' };
const BUYER: PartyTerms = { name: 'BT-44', contact: 'BG-9', phone: 'BT-57', email: 'BT-58', address: 'BG-8', postcode: 'BT-53', line1: 'BT-50', city: 'BT-52', country: 'BT-55', endpoint: 'BT-49', vatId: 'BT-48' };

/** BT-34 / BT-49: the given electronic address, else (XRechnung) the e-mail with EAS "EM". */
function electronicAddress(p: Party, settings: CiiProfileSettings): { scheme: string; id: string } | undefined {
  if (p.electronicAddress?.id) return p.electronicAddress;
  if (settings.electronicAddressFromEmail && p.email) return { scheme: 'EM', id: p.email };
  return undefined;
}

function party(elementName: string, p: Party, t: PartyTerms, settings: CiiProfileSettings): XNode {
  const endpoint = electronicAddress(p, settings);
  const hasContact = Boolean(p.email || p.phone);
  return group(elementName, undefined, [
    leaf('ram:Name', t.name, p.name),
    hasContact &&
      group('ram:DefinedTradeContact', t.contact, [
        t.contactName && leaf('ram:PersonName', t.contactName, p.name),
        group('ram:TelephoneUniversalCommunication', t.phone, [leaf('ram:CompleteNumber', t.phone, p.phone)]),
        group('ram:EmailURIUniversalCommunication', t.email, [leaf('ram:URIID', t.email, p.email)]),
      ]),
    group('ram:PostalTradeAddress', t.address, [
      leaf('ram:PostcodeCode', t.postcode, p.postalCode),
      leaf('ram:LineOne', t.line1, p.street),
      leaf('ram:CityName', t.city, p.city),
      leaf('ram:CountryID', t.country, p.country),
    ]),
    endpoint && group('ram:URIUniversalCommunication', t.endpoint, [leaf('ram:URIID', t.endpoint, endpoint.id, { schemeID: endpoint.scheme })]),
    group('ram:SpecifiedTaxRegistration', t.vatId, [leaf('ram:ID', t.vatId, p.vatId, { schemeID: 'VA' })]),
  ]);
}

/** ram:ApplicableHeaderTradeAgreement. */
export function headerAgreement(inv: CalculatedInvoice, settings: CiiProfileSettings): XNode {
  return group('ram:ApplicableHeaderTradeAgreement', undefined, [
    leaf('ram:BuyerReference', 'BT-10', inv.buyerReference),
    party('ram:SellerTradeParty', inv.seller, SELLER, settings),
    party('ram:BuyerTradeParty', inv.buyer, BUYER, settings),
  ]);
}
