/**
 * BG-4 seller / BG-7 buyer from the public Party message, with the public default country (DE).
 */
import type { Party as PartyMessage } from '../../../gen/einvoice/v1/invoice_pb.js';
import { DEFAULT_COUNTRY, type Party } from '../../domain/index.js';
import { parsePeppolId } from '../../domain/codelists/index.js';
import { blank, code, identifier, nonEmpty, vatIdentifier } from './common.js';

const ANY_SCHEME = /^.+$/;

/** Converts a checked party. */
export function party(p: PartyMessage | undefined): Party {
  const peppol = blank(p?.peppolId);
  // The checks ran before (strictly for format peppol; a national CIUS's free schemes, CIUS-PT),
  // so the looser parse only splits the value, whatever scheme they let through.
  const parsed = peppol
    ? parsePeppolId(peppol, { peppol: false, nationalScheme: ANY_SCHEME })
    : undefined;
  return {
    name: p?.name.trim() ?? '', // BT-27 / BT-44
    vatId: vatIdentifier(p?.vatId), // BT-31 / BT-48 as written (inner spaces kept)
    street: blank(p?.street), // BT-35 / BT-50
    city: blank(p?.city), // BT-37 / BT-52
    postalCode: blank(p?.postalCode), // BT-38 / BT-53
    country: code(p?.country) ?? DEFAULT_COUNTRY, // BT-40 / BT-55
    email: blank(p?.email), // BT-43 / BT-58
    phone: blank(p?.phone), // BT-42 / BT-57
    // BT-34 / BT-49: "<EAS>:<id>" split into scheme and identifier.
    electronicAddress: parsed?.ok ? parsed.value : undefined,
    codiceFiscale: code(p?.codiceFiscale),
    codiceDestinatario: code(p?.codiceDestinatario),
    pec: blank(p?.pec),
    regimeFiscale: code(p?.regimeFiscale),
    industryClassificationCode: blank(p?.industryClassificationCode), // PINT MY MSIC
    industryClassificationName: blank(p?.industryClassificationName), // its description
    idNabywcy: blank(p?.idNabywcy), // KSeF FA(3) IDNabywcy
    tradingName: blank(p?.tradingName), // BT-28 / BT-45
    identifiers: nonEmpty((p?.identifiers ?? []).map(identifier)), // BT-29 / BT-46
    legalRegistration: identifier(p?.legalRegistration), // BT-30 / BT-47
    taxRegistrationId: blank(p?.taxRegistrationId), // BT-32
    taxRegistrationScheme: blank(p?.taxRegistrationScheme), // its tax scheme (UBL TaxScheme/ID)
    legalInfo: blank(p?.legalInfo), // BT-33
    addressLine2: blank(p?.addressLine2), // BT-36 / BT-51
    addressLine3: blank(p?.addressLine3), // BT-162 / BT-163
    countrySubdivision: blank(p?.countrySubdivision), // BT-39 / BT-54
    countrySubdivisionCode: code(p?.countrySubdivisionCode), // PINT OM BTOM-024 / BTOM-026
    contactName: blank(p?.contactName), // BT-41 / BT-56
    legalRegistrationAuthorityType: blank(p?.legalRegistrationAuthorityType), // PINT AE BTAE-12 / BTAE-11
    legalRegistrationAuthority: blank(p?.legalRegistrationAuthority), // PINT AE BTAE-15 / BTAE-16
  };
}
