/**
 * The PINT OM data the UBL table binds for every document (the third party, an import's customs
 * data, the subdivision codes, the profit margin total) is PINT OM's: the invoice JSON carries it
 * for a PINT OM document only, where generate writes it back. Another document stating the same
 * elements (a PINT MY shipment id and Incoterms, another address's subdivision code) has it reported as dropped,
 * as before these fields, so that its regeneration in its own profile is not refused for them.
 */
import type { InvoiceInput, PostalAddress } from '../../../domain/model.js';
import type { Dropped } from '../../read/read-result.js';

const WHY = 'PINT OM data stated outside PINT OM: the invoice JSON carries it for PINT OM only';

/** Takes the PINT OM-only data off a document of another profile, each value reported dropped. */
export function keepOmDataToOm(
  invoice: InvoiceInput,
  profile: { om: boolean; partySubdivisionCode: boolean },
  root: string,
  dropped: Dropped[],
): void {
  if (profile.om) return;
  const report = (bt: string, path: string, value: string | undefined) => {
    if (value) dropped.push({ bt, path: `/${root}/${path}`, value, reason: WHY });
  };
  report('BTOM-021', 'Delivery/Shipment/ID', invoice.customsDeclarationNumber);
  report('BTOM-030', 'Delivery/Shipment/Delivery/ActualDeliveryDate', invoice.importDate);
  report('BTOM-022', 'Delivery/DeliveryTerms/ID', invoice.incoterms);
  report(
    'BTOM-020',
    'AdditionalDocumentReference/DocumentDescription',
    invoice.profitMarginTotal?.toString(),
  );
  const third = invoice.thirdParty;
  report('BTOM-005', 'AccountingSupplierParty/Party/AgentParty', third?.name ?? third?.vatId);
  delete invoice.customsDeclarationNumber;
  delete invoice.importDate;
  delete invoice.incoterms;
  delete invoice.profitMarginTotal;
  delete invoice.thirdParty;
  // PINT MY states its parties' state codes there too.
  const parties = profile.partySubdivisionCode
    ? []
    : ([
        ['BTOM-024', invoice.seller, 'AccountingSupplierParty/Party/PostalAddress'],
        ['BTOM-026', invoice.buyer, 'AccountingCustomerParty/Party/PostalAddress'],
      ] as const);
  for (const [term, party, path] of parties) {
    report(term, `${path}/CountrySubentityCode`, party.countrySubdivisionCode);
    delete party.countrySubdivisionCode;
  }
  const addresses: [string, PostalAddress | undefined][] = [
    ['Delivery/DeliveryLocation/Address', invoice.delivery?.address],
    ['TaxRepresentativeParty/PostalAddress', invoice.taxRepresentative?.address],
  ];
  for (const [path, address] of addresses) {
    if (!address) continue;
    report('CountrySubentityCode', `${path}/CountrySubentityCode`, address.countrySubdivisionCode);
    delete address.countrySubdivisionCode;
  }
}
