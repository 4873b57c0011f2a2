/**
 * The national CIUS of UBL 2.1 that a country's tax administration prescribes: Croatia's HR-CIUS
 * with the HR extension (eRačun, Fiscalisation Act), Romania's CIUS-RO (RO e-Factura) and
 * Portugal's CIUS-PT (public procurement). Each is a country profile of format `ubl`, chosen by
 * `country_profile` (hr_cius, cius_ro, cius_pt); without one, format ubl stays plain EN 16931
 * UBL, whatever the seller's country. A profile says what its documents are: the BT-24 written
 * (from the publisher's rules and examples), the label, the official rule sets, what its
 * documents need beyond EN 16931 (the row's input requirements) and the mandate it meets (the
 * legal warning). The UBL writer's variations are its UblProfile (ubl-profiles.ts).
 */

import { CIUS_RO_CODE_LISTS } from './cius-ro-code-lists.js';
import { CIUS_PT_CODE_LISTS, type UblCountryCodeLists } from './cius-pt-code-lists.js';
import { FORMATS, type FormatId } from './format-registry.js';

/** The country_profile values of format ubl. */
export type UblCountryProfileId = 'hr_cius' | 'cius_ro' | 'cius_pt';

/** One national CIUS of UBL. */
export interface UblCountryProfile {
  id: UblCountryProfileId;
  /** The country whose administration publishes it (ISO 3166-1 alpha-2). */
  country: string;
  /** The public label (format.profile, validation.profile). */
  label: string;
  /** BT-24 as written. */
  customizationId: string;
  /** The BT-24 values read as this profile (any release of the CIUS). */
  accepts: RegExp;
  /** The official rule sets that judge its documents, in order (ids of src/validation/rule-sets.ts). */
  ruleSetIds: readonly string[];
  /** The version of the CIUS the rules implement. */
  version: string;
  /** The code lists the CIUS states instead of EN 16931's (a CIUS with rules of its own: CIUS-PT). */
  codeLists?: UblCountryCodeLists;
}

/**
 * HR-BR-5: `urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.hr:cius-2025:1.0#conformant#urn:mfin.gov.hr:ext-2025:1.0`.
 * CIUS-RO: the BT-24 of every official example (BR-RO-001 accepts it).
 * CIUS-PT: the 2.1.1 rules accept any CIUS-PT customization; written with the release they implement.
 */
export const UBL_COUNTRY_PROFILES: Readonly<Record<UblCountryProfileId, UblCountryProfile>> = {
  hr_cius: {
    id: 'hr_cius',
    country: 'HR',
    label: 'HR-CIUS',
    version: '1.0.3',
    customizationId:
      'urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.hr:cius-2025:1.0#conformant#urn:mfin.gov.hr:ext-2025:1.0',
    accepts: /urn:mfin\.gov\.hr:cius/i,
    ruleSetIds: ['en16931-ubl', 'hr-cius'],
  },
  cius_ro: {
    id: 'cius_ro',
    country: 'RO',
    label: 'CIUS-RO',
    version: '1.0.9',
    customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1',
    accepts: /urn:efactura\.mfinante\.ro:CIUS-RO/i,
    ruleSetIds: ['en16931-ubl', 'cius-ro'],
    codeLists: CIUS_RO_CODE_LISTS,
  },
  cius_pt: {
    id: 'cius_pt',
    country: 'PT',
    label: 'CIUS-PT',
    version: '2.1.1',
    customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:feap.gov.pt:CIUS-PT:2.1.1',
    accepts: /urn:feap\.gov\.pt:CIUS-PT/i,
    ruleSetIds: ['cius-pt'],
    codeLists: CIUS_PT_CODE_LISTS,
  },
};

/** Whether a string is a UBL country profile id. */
export function isUblCountryProfileId(s: string): s is UblCountryProfileId {
  return Object.hasOwn(UBL_COUNTRY_PROFILES, s);
}

/**
 * The national CIUS a request chooses: its country_profile when the format takes one (ubl) and
 * it names a national CIUS; undefined otherwise (plain UBL, or a Peppol country profile).
 */
export function resolveUblCountryProfile(
  format: FormatId,
  countryProfile: string | undefined,
): UblCountryProfile | undefined {
  if (
    !FORMATS[format]?.ublCountryProfiles ||
    !countryProfile ||
    !isUblCountryProfileId(countryProfile)
  )
    return undefined;
  return UBL_COUNTRY_PROFILES[countryProfile];
}
