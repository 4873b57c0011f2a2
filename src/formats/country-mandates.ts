/**
 * Country e-invoicing mandates as data: who they bind (the seller's country, and for domestic
 * mandates the buyer's), from when, which formats and Peppol country profiles meet them, what the
 * caller is told (format.warnings) and on which legal basis. The legal warnings
 * (src/validation/checks/legal-warnings.ts) apply these rows; Germany's and Italy's older rules
 * are worded there. One row per mandate: adding a country is a row here.
 */
import type { CountryProfileId } from './country-profiles.js';
import type { UblCountryProfileId } from './ubl-country-profiles.js';
import type { FormatId } from './format-registry.js';

/** One mandate. */
export interface CountryMandate {
  /** The warning code (format.warnings[].code). */
  code: string;
  /** ISO 3166-1 alpha-2 of the seller the mandate binds. */
  sellerCountry: string;
  /** Whether only invoices to a buyer in the same country are in scope (a domestic B2B mandate). */
  domestic: boolean;
  /** YYYY-MM-DD from which the mandate applies (compared with the invoice's BT-2). */
  since: string;
  /** Formats that meet the mandate (with countryProfiles, only in those Peppol country profiles). */
  formats: readonly FormatId[];
  /** Peppol country profiles that meet it; none listed: any profile of the formats. */
  countryProfiles?: readonly CountryProfileId[];
  /** The national CIUS of format ubl that meet it (ubl-country-profiles.ts); plain UBL does not. */
  ublCountryProfiles?: readonly UblCountryProfileId[];
  /** Severity when the chosen format does not meet it (met: always info). */
  severity: 'info' | 'warning';
  /** Told when the chosen format meets the mandate. */
  met: string;
  /** Told when it does not; `{format}` is the chosen format. */
  notMet: string;
  /** Told when the invoice is dated before `since`; `{since}` is the date. */
  notYet: string;
  legalBasis: string;
}

export const COUNTRY_MANDATES: readonly CountryMandate[] = [
  {
    code: 'BE_B2B_PEPPOL_MANDATORY',
    sellerCountry: 'BE',
    domestic: true,
    since: '2026-01-01',
    formats: ['peppol'],
    countryProfiles: ['standard_eu'],
    severity: 'warning',
    met: 'Belgian B2B invoice: since 1 January 2026 invoices between Belgian VAT-registered businesses are structured e-invoices, and Peppol BIS Billing 3.0 over the Peppol network is the default; this document meets that (the service does not send it)',
    notMet:
      'Belgian B2B invoice: since 1 January 2026 invoices between Belgian VAT-registered businesses are structured e-invoices, and Peppol BIS Billing 3.0 over the Peppol network is the default; another EN 16931 format only by agreement of both parties, who must still be able to send and receive Peppol BIS; format {format} was chosen (use peppol)',
    notYet:
      'Belgian B2B invoice dated before {since}: from {since} invoices between Belgian VAT-registered businesses must be structured e-invoices, Peppol BIS Billing 3.0 by default',
    legalBasis:
      'Belgian law of 6 February 2024 amending the VAT Code (electronic invoicing between taxpayers; Moniteur belge of 20 February 2024), in force 1 January 2026; Royal Decree of 8 July 2025 amending Royal Decrees No. 1, 8 and 44 on VAT (structured electronic invoices: Peppol BIS format and network by default)',
  },
  {
    code: 'OM_FAWTARA_EINVOICING',
    sellerCountry: 'OM',
    domestic: false,
    since: '2026-08-01',
    formats: ['peppol'],
    countryProfiles: ['pint_om'],
    severity: 'warning',
    met: 'Omani seller: Fawtara e-invoices follow Peppol PINT OM (CustomizationID urn:peppol:pint:billing-1@om-1) and are exchanged through accredited service providers that report them to the Oman Tax Authority, phased in from August 2026 (taxpayers notified by the OTA), February 2027 (further large taxpayers) and August 2027 (all VAT-registered taxpayers); this document is PINT OM (the service does not send it)',
    notMet:
      'Omani seller: Fawtara e-invoices follow Peppol PINT OM (CustomizationID urn:peppol:pint:billing-1@om-1) and are exchanged through accredited service providers that report them to the Oman Tax Authority, phased in from August 2026 (taxpayers notified by the OTA), February 2027 (further large taxpayers) and August 2027 (all VAT-registered taxpayers); format {format} does not meet it (use format peppol with country_profile pint_om)',
    notYet:
      'Omani seller, invoice dated before {since}: Fawtara e-invoicing (Peppol PINT OM through accredited service providers) is phased in from {since} for taxpayers notified by the Oman Tax Authority, then February 2027 and August 2027',
    legalBasis:
      "Oman VAT Law (Royal Decree 121/2020) and the Oman Tax Authority's Fawtara e-invoicing programme; phase dates as announced by the OTA (August 2026, February 2027, August 2027); the OTA decision setting them is not quoted here",
  },
  {
    code: 'HR_EINVOICE_MANDATORY',
    sellerCountry: 'HR',
    domestic: true,
    since: '2026-01-01',
    formats: ['ubl'],
    ublCountryProfiles: ['hr_cius'],
    severity: 'warning',
    met: 'Croatian domestic invoice: since 1 January 2026 VAT payers established in Croatia issue and receive e-invoices (eRačun) in HR-CIUS with the HR extension, fiscalised with the Tax Administration; this document is HR-CIUS (the service neither fiscalises nor sends it)',
    notMet:
      'Croatian domestic invoice: since 1 January 2026 VAT payers established in Croatia must issue and receive e-invoices (eRačun) in HR-CIUS with the HR extension, fiscalised with the Tax Administration; format {format} was chosen (use format ubl with country_profile hr_cius)',
    notYet:
      'Croatian domestic invoice dated before {since}: from {since} VAT payers established in Croatia issue and receive e-invoices in HR-CIUS (format ubl, country_profile hr_cius)',
    legalBasis:
      'Zakon o fiskalizaciji (Croatian Fiscalisation Act, Narodne novine 89/2025), in force 1 September 2025: issuing, receiving and fiscalising eRačun between VAT payers from 1 January 2026 (taxpayers outside VAT from 1 January 2027); HR-CIUS 2025 / EXT-HR of Porezna uprava',
  },
  {
    code: 'RO_EFACTURA_MANDATORY',
    sellerCountry: 'RO',
    domestic: true,
    since: '2024-01-01',
    formats: ['ubl'],
    ublCountryProfiles: ['cius_ro'],
    severity: 'warning',
    met: 'Romanian domestic B2B invoice: since 1 January 2024 invoices between taxable persons established in Romania are e-invoices in CIUS-RO reported through RO e-Factura (ANAF) within 5 working days; this document is CIUS-RO (the service does not upload it)',
    notMet:
      'Romanian domestic B2B invoice: since 1 January 2024 invoices between taxable persons established in Romania must be e-invoices in CIUS-RO reported through RO e-Factura (ANAF); format {format} was chosen (use format ubl with country_profile cius_ro)',
    notYet:
      'Romanian domestic B2B invoice dated before {since}: from {since} it must be a CIUS-RO e-invoice reported through RO e-Factura (format ubl, country_profile cius_ro)',
    legalBasis:
      'Ordonanța de urgență a Guvernului nr. 120/2021 (RO e-Factura) as amended by Legea nr. 296/2023 and OUG nr. 115/2023: mandatory RO e-Factura for B2B supplies between taxable persons established in Romania from 1 January 2024; Ordinul MF nr. 1366/2021 (CIUS-RO)',
  },
  {
    code: 'PT_B2G_CIUS_PT',
    sellerCountry: 'PT',
    domestic: true,
    since: '2020-04-18',
    formats: ['ubl'],
    ublCountryProfiles: ['cius_pt'],
    // The buyer's being a public entity is not in the data: a note, not a warning.
    severity: 'info',
    met: 'Portuguese invoice: invoices to Portuguese public entities (B2G) are e-invoices in CIUS-PT, for large enterprises since 18 April 2020 (micro, small and medium enterprises from 1 January 2027); this document is CIUS-PT',
    notMet:
      'Portuguese invoice: if the buyer is a public entity, B2G invoices must be e-invoices in CIUS-PT (large enterprises since 18 April 2020; micro, small and medium enterprises from 1 January 2027); format {format} was chosen (use format ubl with country_profile cius_pt)',
    notYet:
      'Portuguese invoice dated before {since}: from {since} invoices of large enterprises to public entities are e-invoices in CIUS-PT',
    legalBasis:
      'Código dos Contratos Públicos, art. 299.º-B (Decreto-Lei n.º 111-B/2017), phased by Decreto-Lei n.º 123/2018 (Directive 2014/55/EU); the transition for micro, small and medium enterprises extended by the State Budget 2026 to 31 December 2026; CIUS-PT of eSPap',
  },
  {
    code: 'PL_KSEF_MANDATORY',
    sellerCountry: 'PL',
    // KSeF binds the Polish issuer's invoices to any business buyer, not only domestic ones.
    domestic: false,
    since: '2026-02-01',
    formats: ['ksef'],
    severity: 'warning',
    met: 'Polish seller: invoices are issued through KSeF in the structure FA(3), from 1 February 2026 for taxpayers whose 2024 sales exceeded PLN 200 million, from 1 April 2026 for the others and from 1 January 2027 for the smallest; this document is FA(3) (the service does not send it to KSeF)',
    notMet:
      'Polish seller: invoices must be issued through KSeF in the structure FA(3), from 1 February 2026 for taxpayers whose 2024 sales exceeded PLN 200 million, from 1 April 2026 for the others (until the end of 2026 up to PLN 10,000 of sales a month may still be invoiced outside KSeF); format {format} was chosen (use format ksef)',
    notYet:
      'Polish seller, invoice dated before {since}: from {since} taxpayers whose 2024 sales exceeded PLN 200 million issue invoices through KSeF in FA(3) (format ksef), the others from 1 April 2026',
    legalBasis:
      'Polish VAT Act of 11 March 2004, art. 106ga (structured invoices issued through the National e-Invoicing System, KSeF), introduced by the Act of 16 June 2023 and phased in by its 2025 amendment: 1 February 2026 (2024 sales above PLN 200 million), 1 April 2026 (other taxpayers), 1 January 2027 (the smallest); logical structure FA(3) of the Ministry of Finance',
  },
];

/** The mandates that bind an invoice from sellerCountry to buyerCountry. */
export function mandatesFor(sellerCountry: string, buyerCountry: string): CountryMandate[] {
  return COUNTRY_MANDATES.filter(
    (m) => m.sellerCountry === sellerCountry && (!m.domestic || buyerCountry === sellerCountry),
  );
}

/** Whether a format (and Peppol country profile) meets a mandate. */
export function meetsMandate(
  mandate: CountryMandate,
  format: FormatId,
  countryProfile?: CountryProfileId | UblCountryProfileId,
): boolean {
  if (!mandate.formats.includes(format)) return false;
  if (mandate.ublCountryProfiles)
    return (
      countryProfile !== undefined &&
      (mandate.ublCountryProfiles as readonly string[]).includes(countryProfile)
    );
  return (
    !mandate.countryProfiles ||
    (countryProfile !== undefined &&
      (mandate.countryProfiles as readonly string[]).includes(countryProfile))
  );
}
