/**
 * CII profiles as data: the guideline id (BT-24) per profile and flavour, the business process
 * (BT-23) and the few flavour-level choices the CII writer needs. Which element each profile
 * emits is in src/syntax/cii/binding/cii-mapping.ts; this file only says who we claim to be.
 *
 * Guideline ids (checked against the Factur-X 1.09.2 / ZUGFeRD 2.4–2.5 official examples):
 * ZUGFeRD 2.x (since 2.1) and Factur-X 1.0x use the same ids, so `zugferd` and `facturx` differ
 * only in the PDF metadata, never in the XML. `cii` is the standalone CII XML with the same ids
 * (EN 16931 at the default profile). `xrechnung` is always XRechnung 3.0 (EN 16931 level plus the
 * German CIUS); any requested profile maps to it.
 */

import { PEPPOL_BIS3_PROFILE_ID } from './country-profiles.js';

/** The profiles the CII writer knows: the five of the public API plus XRechnung's CIUS. */
export type CiiWriterProfile =
  | 'minimum'
  | 'basic_wl'
  | 'basic'
  | 'en16931'
  | 'extended'
  | 'extended_ctc_fr'
  | 'xrechnung';

/** Who the XML is for: the ZUGFeRD or Factur-X PDF, standalone CII, or XRechnung (CII syntax). */
export type CiiFlavour = 'zugferd' | 'facturx' | 'cii' | 'xrechnung';

/** Every writer profile, lowest first. */
export const CII_WRITER_PROFILES: readonly CiiWriterProfile[] = [
  'minimum',
  'basic_wl',
  'basic',
  'en16931',
  'extended',
  'extended_ctc_fr',
  'xrechnung',
];

/** BT-24 for the Factur-X / ZUGFeRD / CII profiles. */
export const FACTURX_GUIDELINE_IDS: Readonly<
  Record<Exclude<CiiWriterProfile, 'xrechnung' | 'extended_ctc_fr'>, string>
> = {
  minimum: 'urn:factur-x.eu:1p0:minimum',
  basic_wl: 'urn:factur-x.eu:1p0:basicwl',
  basic: 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic',
  en16931: 'urn:cen.eu:en16931:2017',
  extended: 'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended',
};

/**
 * BT-24 of the French EXTENDED-CTC-FR profile (AFNOR XP Z12-012, FNFE-MPE 1.4), the same in CII
 * (GuidelineSpecifiedDocumentContextParameter) and UBL (CustomizationID).
 */
export const EXTENDED_CTC_FR_GUIDELINE_ID =
  'urn:cen.eu:en16931:2017#conformant#urn.cpro.gouv.fr:1p0:extended-ctc-fr';

/**
 * The CII release of an EXTENDED-CTC-FR document: FNFE-MPE judges it with the CII D22B XSD it
 * publishes (every other CII profile here follows the D16B of EN 16931).
 */
export const EXTENDED_CTC_FR_CII_VERSION = 'D22B';

/** BT-24 of XRechnung 3.0 (KoSIT), in both syntaxes (BR-DE-21). */
export const XRECHNUNG_GUIDELINE_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

/**
 * BT-24 of the XRechnung 3.0 Extension (KoSIT): XRechnung with sub invoice lines (BG-DEX-01, UBL
 * cac:SubInvoiceLine), which the XRechnung rules judge with their BR-DEX rules.
 */
export const XRECHNUNG_EXTENSION_GUIDELINE_ID = `${XRECHNUNG_GUIDELINE_ID}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`;

/** BT-23 business process for XRechnung (the Peppol billing process, as KoSIT's examples use). */
export const XRECHNUNG_BUSINESS_PROCESS = PEPPOL_BIS3_PROFILE_ID;

/** The settings the writer reads for one (profile, flavour). */
export interface CiiProfileSettings {
  /** The profile whose element mask applies. */
  profile: CiiWriterProfile;
  /** BT-24 guideline specification identifier. */
  guidelineId: string;
  /** BT-23 business process type, when the flavour sets one. */
  businessProcess?: string;
  /** BT-81 payment means code to send when no IBAN is known (XRechnung requires BG-16, BR-DE-1). */
  paymentMeansWithoutAccount?: string;
  /** BT-34 / BT-49 from the party's e-mail (EAS "EM") when no electronic address is given (XRechnung). */
  electronicAddressFromEmail: boolean;
  /** The checker kind of ../shared/tools/check_einvoice.py that validates this output. */
  checkKind: string;
  /** XRechnung BR-DE-14: every breakdown states its rate (BT-119), 0 for category O too. */
  breakdownRateAlways?: boolean;
}

const CHECK_KINDS: Readonly<
  Record<Exclude<CiiWriterProfile, 'xrechnung' | 'extended_ctc_fr'>, string>
> = {
  minimum: 'facturx-minimum',
  basic_wl: 'facturx-basicwl',
  basic: 'facturx-basic',
  en16931: 'facturx-en16931',
  extended: 'facturx-extended',
};

/** Resolves the settings for a requested profile and flavour. */
export function ciiProfileSettings(
  profile: CiiWriterProfile,
  flavour: CiiFlavour,
): CiiProfileSettings {
  if (flavour === 'xrechnung' || profile === 'xrechnung') {
    return {
      profile: 'xrechnung',
      guidelineId: XRECHNUNG_GUIDELINE_ID,
      businessProcess: XRECHNUNG_BUSINESS_PROCESS,
      paymentMeansWithoutAccount: '1', // UNTDID 4461 "instrument not defined"
      electronicAddressFromEmail: true,
      checkKind: 'xrechnung-cii',
      breakdownRateAlways: true, // BR-DE-14
    };
  }
  if (profile === 'extended_ctc_fr') {
    // EXTENDED-CTC-FR is a subset of Factur-X EXTENDED (FNFE note 1.4.0, step 2): the EXTENDED
    // element mask, under the French BT-24. What EXTENDED-CTC-FR adds beyond Factur-X EXTENDED
    // (EXT-FR-FE terms) the model does not carry; retrieve reports such elements as dropped.
    return {
      profile: 'extended_ctc_fr',
      guidelineId: EXTENDED_CTC_FR_GUIDELINE_ID,
      electronicAddressFromEmail: false,
      checkKind: 'fr-cii-extended',
    };
  }
  return {
    profile,
    guidelineId: FACTURX_GUIDELINE_IDS[profile],
    electronicAddressFromEmail: false,
    checkKind: flavour === 'cii' && profile === 'en16931' ? 'cii' : CHECK_KINDS[profile],
  };
}
