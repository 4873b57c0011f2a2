/**
 * Short meanings of the code values a reader of the visual invoice would not understand: BT-81
 * payment means (UNTDID 4461), BT-98 / BT-140 allowance reasons (UNTDID 5189), BT-105 / BT-145
 * charge reasons (UNTDID 7161, the common ones), BT-21 note subjects (UNTDID 4451, the common
 * ones), and the short names of ISO 6523 identifier schemes (BT-29-1, BT-71-1, BT-157-1).
 * A code without an entry prints as the code itself, which is what the XML carries.
 */
import type { LocaleCode } from '../render-options.js';

type Names = Record<string, Record<LocaleCode, string>>;

const PAYMENT_MEANS: Names = {
  '1': {
    en: 'Not specified',
    de: 'Nicht angegeben',
    fr: 'Non spécifié',
    es: 'No especificado',
    it: 'Non specificato',
  },
  '10': { en: 'Cash', de: 'Barzahlung', fr: 'Espèces', es: 'Efectivo', it: 'Contanti' },
  '20': { en: 'Cheque', de: 'Scheck', fr: 'Chèque', es: 'Cheque', it: 'Assegno' },
  '30': {
    en: 'Credit transfer',
    de: 'Überweisung',
    fr: 'Virement',
    es: 'Transferencia',
    it: 'Bonifico',
  },
  '42': {
    en: 'Payment to bank account',
    de: 'Zahlung auf Bankkonto',
    fr: 'Paiement sur compte bancaire',
    es: 'Pago en cuenta bancaria',
    it: 'Pagamento su conto bancario',
  },
  '48': {
    en: 'Bank card',
    de: 'Bankkarte',
    fr: 'Carte bancaire',
    es: 'Tarjeta bancaria',
    it: 'Carta bancaria',
  },
  '49': {
    en: 'Direct debit',
    de: 'Lastschrift',
    fr: 'Prélèvement',
    es: 'Domiciliación bancaria',
    it: 'Addebito diretto',
  },
  '54': {
    en: 'Credit card',
    de: 'Kreditkarte',
    fr: 'Carte de crédit',
    es: 'Tarjeta de crédito',
    it: 'Carta di credito',
  },
  '55': {
    en: 'Debit card',
    de: 'Debitkarte',
    fr: 'Carte de débit',
    es: 'Tarjeta de débito',
    it: 'Carta di debito',
  },
  '57': {
    en: 'Standing agreement',
    de: 'Dauerauftrag',
    fr: 'Virement permanent',
    es: 'Orden permanente',
    it: 'Ordine permanente',
  },
  '58': {
    en: 'SEPA credit transfer',
    de: 'SEPA-Überweisung',
    fr: 'Virement SEPA',
    es: 'Transferencia SEPA',
    it: 'Bonifico SEPA',
  },
  '59': {
    en: 'SEPA direct debit',
    de: 'SEPA-Lastschrift',
    fr: 'Prélèvement SEPA',
    es: 'Adeudo directo SEPA',
    it: 'Addebito diretto SEPA',
  },
  '68': {
    en: 'Online payment service',
    de: 'Online-Zahlungsdienst',
    fr: 'Paiement en ligne',
    es: 'Pago en línea',
    it: 'Pagamento online',
  },
  '97': {
    en: 'Clearing between partners',
    de: 'Verrechnung',
    fr: 'Compensation',
    es: 'Compensación',
    it: 'Compensazione',
  },
  ZZZ: {
    en: 'As agreed',
    de: 'Wie vereinbart',
    fr: 'Selon accord',
    es: 'Según lo acordado',
    it: 'Come concordato',
  },
};

/** UNTDID 5189, the whole list EN 16931 allows. */
const ALLOWANCE_REASONS: Names = {
  '41': {
    en: 'Bonus for works ahead of schedule',
    de: 'Bonus für vorzeitige Fertigstellung',
    fr: 'Prime pour travaux en avance',
    es: 'Bonificación por adelanto de obra',
    it: 'Premio per lavori in anticipo',
  },
  '42': {
    en: 'Other bonus',
    de: 'Sonstiger Bonus',
    fr: 'Autre prime',
    es: 'Otra bonificación',
    it: 'Altro premio',
  },
  '60': {
    en: "Manufacturer's consumer discount",
    de: 'Herstellerrabatt',
    fr: 'Remise fabricant',
    es: 'Descuento del fabricante',
    it: 'Sconto del produttore',
  },
  '62': {
    en: 'Due to military status',
    de: 'Militärrabatt',
    fr: 'Remise militaire',
    es: 'Descuento militar',
    it: 'Sconto militare',
  },
  '63': {
    en: 'Due to work accident',
    de: 'Wegen Arbeitsunfall',
    fr: 'Pour accident du travail',
    es: 'Por accidente laboral',
    it: 'Per infortunio sul lavoro',
  },
  '64': {
    en: 'Special agreement',
    de: 'Sondervereinbarung',
    fr: 'Accord spécial',
    es: 'Acuerdo especial',
    it: 'Accordo speciale',
  },
  '65': {
    en: 'Production error discount',
    de: 'Nachlass wegen Produktionsfehler',
    fr: 'Remise pour défaut de production',
    es: 'Descuento por defecto de fabricación',
    it: 'Sconto per difetto di produzione',
  },
  '66': {
    en: 'New outlet discount',
    de: 'Neueröffnungsrabatt',
    fr: 'Remise nouveau point de vente',
    es: 'Descuento por nueva tienda',
    it: 'Sconto nuovo punto vendita',
  },
  '67': {
    en: 'Sample discount',
    de: 'Musterrabatt',
    fr: 'Remise échantillon',
    es: 'Descuento por muestra',
    it: 'Sconto campione',
  },
  '68': {
    en: 'End-of-range discount',
    de: 'Auslaufrabatt',
    fr: 'Remise fin de série',
    es: 'Descuento fin de serie',
    it: 'Sconto fine serie',
  },
  '70': {
    en: 'Incoterm discount',
    de: 'Incoterm-Nachlass',
    fr: 'Remise Incoterm',
    es: 'Descuento Incoterm',
    it: 'Sconto Incoterm',
  },
  '71': {
    en: 'Point of sales threshold allowance',
    de: 'Umsatzschwellenrabatt',
    fr: 'Remise seuil de vente',
    es: 'Descuento por umbral de ventas',
    it: 'Sconto soglia di vendita',
  },
  '88': {
    en: 'Material surcharge/deduction',
    de: 'Materialzuschlag/-abzug',
    fr: 'Majoration/déduction matière',
    es: 'Recargo/deducción de material',
    it: 'Maggiorazione/detrazione materiale',
  },
  '95': { en: 'Discount', de: 'Rabatt', fr: 'Remise', es: 'Descuento', it: 'Sconto' },
  '100': {
    en: 'Special rebate',
    de: 'Sonderrabatt',
    fr: 'Rabais spécial',
    es: 'Rebaja especial',
    it: 'Abbuono speciale',
  },
  '102': {
    en: 'Fixed long term',
    de: 'Langfristiger Festrabatt',
    fr: 'Remise fixe à long terme',
    es: 'Descuento fijo a largo plazo',
    it: 'Sconto fisso a lungo termine',
  },
  '103': {
    en: 'Temporary',
    de: 'Befristeter Rabatt',
    fr: 'Remise temporaire',
    es: 'Descuento temporal',
    it: 'Sconto temporaneo',
  },
  '104': {
    en: 'Standard',
    de: 'Standardrabatt',
    fr: 'Remise standard',
    es: 'Descuento estándar',
    it: 'Sconto standard',
  },
  '105': {
    en: 'Yearly turnover',
    de: 'Jahresumsatzrabatt',
    fr: "Remise sur chiffre d'affaires annuel",
    es: 'Descuento por volumen anual',
    it: 'Sconto sul fatturato annuo',
  },
};

/** UNTDID 7161, the charges invoices commonly carry. */
const CHARGE_REASONS: Names = {
  AA: { en: 'Advertising', de: 'Werbung', fr: 'Publicité', es: 'Publicidad', it: 'Pubblicità' },
  AAA: {
    en: 'Telecommunication',
    de: 'Telekommunikation',
    fr: 'Télécommunication',
    es: 'Telecomunicaciones',
    it: 'Telecomunicazioni',
  },
  ABK: { en: 'Miscellaneous', de: 'Sonstiges', fr: 'Divers', es: 'Varios', it: 'Varie' },
  ABL: {
    en: 'Additional packaging',
    de: 'Zusätzliche Verpackung',
    fr: 'Emballage supplémentaire',
    es: 'Embalaje adicional',
    it: 'Imballaggio aggiuntivo',
  },
  ADR: {
    en: 'Other services',
    de: 'Sonstige Leistungen',
    fr: 'Autres services',
    es: 'Otros servicios',
    it: 'Altri servizi',
  },
  ADT: { en: 'Pick-up', de: 'Abholung', fr: 'Enlèvement', es: 'Recogida', it: 'Ritiro' },
  CG: { en: 'Cleaning', de: 'Reinigung', fr: 'Nettoyage', es: 'Limpieza', it: 'Pulizia' },
  FC: { en: 'Freight service', de: 'Fracht', fr: 'Fret', es: 'Flete', it: 'Trasporto' },
  FI: {
    en: 'Financing',
    de: 'Finanzierung',
    fr: 'Financement',
    es: 'Financiación',
    it: 'Finanziamento',
  },
  IN: { en: 'Insurance', de: 'Versicherung', fr: 'Assurance', es: 'Seguro', it: 'Assicurazione' },
  LA: {
    en: 'Labelling',
    de: 'Etikettierung',
    fr: 'Étiquetage',
    es: 'Etiquetado',
    it: 'Etichettatura',
  },
  PC: { en: 'Packing', de: 'Verpackung', fr: 'Emballage', es: 'Embalaje', it: 'Imballaggio' },
  SH: {
    en: 'Special handling',
    de: 'Sonderbehandlung',
    fr: 'Manutention spéciale',
    es: 'Manipulación especial',
    it: 'Movimentazione speciale',
  },
  TAC: { en: 'Testing', de: 'Prüfung', fr: 'Essais', es: 'Pruebas', it: 'Collaudo' },
  ZZZ: {
    en: 'Mutually defined',
    de: 'Wie vereinbart',
    fr: 'Selon accord',
    es: 'Según lo acordado',
    it: 'Come concordato',
  },
};

/** UNTDID 4451, the subjects invoice notes commonly carry. */
const NOTE_SUBJECTS: Names = {
  AAB: {
    en: 'Payment terms',
    de: 'Zahlungsbedingungen',
    fr: 'Conditions de paiement',
    es: 'Condiciones de pago',
    it: 'Condizioni di pagamento',
  },
  AAI: {
    en: 'General information',
    de: 'Allgemeine Informationen',
    fr: 'Informations générales',
    es: 'Información general',
    it: 'Informazioni generali',
  },
  AAK: {
    en: 'Price conditions',
    de: 'Preisbedingungen',
    fr: 'Conditions de prix',
    es: 'Condiciones de precio',
    it: 'Condizioni di prezzo',
  },
  ABL: {
    en: 'Government information',
    de: 'Behördliche Angaben',
    fr: 'Informations administratives',
    es: 'Información administrativa',
    it: 'Informazioni amministrative',
  },
  ACB: {
    en: 'Additional information',
    de: 'Zusätzliche Angaben',
    fr: 'Informations complémentaires',
    es: 'Información adicional',
    it: 'Informazioni aggiuntive',
  },
  ADU: { en: 'Note', de: 'Anmerkung', fr: 'Note', es: 'Nota', it: 'Nota' },
  // BR-FR-20: the French processing type (B2B, B2BINT, B2C, ...).
  BAR: {
    en: 'Processing type',
    de: 'Verarbeitungsart',
    fr: 'Type de traitement',
    es: 'Tipo de tratamiento',
    it: 'Tipo di trattamento',
  },
  CUS: { en: 'Customs', de: 'Zollangaben', fr: 'Douane', es: 'Aduana', it: 'Dogana' },
  PMD: {
    en: 'Payment detail',
    de: 'Zahlungsangaben',
    fr: 'Détails de paiement',
    es: 'Detalles de pago',
    it: 'Dettagli di pagamento',
  },
  PMT: {
    en: 'Payment information',
    de: 'Zahlungsinformationen',
    fr: 'Informations de paiement',
    es: 'Información de pago',
    it: 'Informazioni di pagamento',
  },
  REG: {
    en: 'Regulatory information',
    de: 'Rechtliche Hinweise',
    fr: 'Informations réglementaires',
    es: 'Información reglamentaria',
    it: 'Informazioni normative',
  },
  SUR: {
    en: 'Remarks',
    de: 'Anmerkungen des Verkäufers',
    fr: 'Remarques du vendeur',
    es: 'Observaciones del vendedor',
    it: 'Note del venditore',
  },
  TXD: {
    en: 'Tax declaration',
    de: 'Steuerliche Angaben',
    fr: 'Mentions fiscales',
    es: 'Información fiscal',
    it: 'Dichiarazione fiscale',
  },
};

/** ISO 6523 ICD schemes with a name readers know; locale independent. */
const SCHEMES: Record<string, string> = {
  // ICD 0002 is the SIRENE register; the number it identifies is the SIREN.
  '0002': 'SIREN',
  '0009': 'SIRET',
  '0060': 'DUNS',
  '0088': 'GLN',
  '0106': 'KvK',
  '0160': 'GTIN',
  '0183': 'UID',
  '0184': 'CVR',
  '0192': 'Org.nr.',
  '0204': 'Leitweg-ID',
  '0208': 'KBO/BCE',
  '0211': 'P.IVA',
};

function lookup(table: Names, code: string | undefined, locale: LocaleCode): string | undefined {
  if (!code) return undefined;
  return table[code.trim().toUpperCase()]?.[locale];
}

/** BT-81 payment means code as words, or undefined when there is no short name. */
export function paymentMeansName(code: string | undefined, locale: LocaleCode): string | undefined {
  return lookup(PAYMENT_MEANS, code, locale);
}

/** BT-98 / BT-140 allowance reason code as words. */
export function allowanceReasonName(
  code: string | undefined,
  locale: LocaleCode,
): string | undefined {
  return lookup(ALLOWANCE_REASONS, code, locale);
}

/** BT-105 / BT-145 charge reason code as words. */
export function chargeReasonName(code: string | undefined, locale: LocaleCode): string | undefined {
  return lookup(CHARGE_REASONS, code, locale);
}

/** BT-21 note subject code as words. */
export function noteSubjectName(code: string | undefined, locale: LocaleCode): string | undefined {
  return lookup(NOTE_SUBJECTS, code, locale);
}

/** The short name of an ISO 6523 scheme (GLN, GTIN, SIRET …), or undefined. */
export function schemeName(icd: string | undefined): string | undefined {
  return icd ? SCHEMES[icd.trim()] : undefined;
}

/** Every table, for the test that each locale names every code. */
export const CODE_TABLES: Readonly<Record<string, Names>> = {
  PAYMENT_MEANS,
  ALLOWANCE_REASONS,
  CHARGE_REASONS,
  NOTE_SUBJECTS,
};
