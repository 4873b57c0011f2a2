/**
 * Every word printed on the visual invoice, in the five supported locales. One table per
 * locale, same keys, so a missing translation is a type error. Tax category names follow
 * UNTDID 5305 as used by EN 16931 (BT-118 / BT-151).
 */
import type { LocaleCode } from '../render-options.js';

/** The labels of one locale. */
export interface Labels {
  invoice: string;
  creditNote: string;
  invoiceNumber: string;
  details: string;
  issueDate: string;
  dueDate: string;
  deliveryDate: string;
  buyerReference: string;
  from: string;
  billTo: string;
  vatId: string;
  pos: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vatRate: string;
  netAmount: string;
  /** The unit price and amount columns of lines stated with VAT (KSeF FA(3) P_9B, P_11A). */
  unitPriceWithVat: string;
  amountWithVat: string;
  vatBreakdown: string;
  category: string;
  taxableAmount: string;
  vatAmount: string;
  exemptionReason: string;
  lineTotal: string;
  allowances: string;
  charges: string;
  totalNet: string;
  paid: string;
  rounding: string;
  totalVat: string;
  totalGross: string;
  amountDue: string;
  payment: string;
  paymentTerms: string;
  bankTransfer: string;
  iban: string;
  bic: string;
  paymentReference: string;
  /** Factur-X EXTENDED payment terms: cash discount (Skonto) and late payment penalty. */
  cashDiscount: string;
  latePenalty: string;
  /** "2 % within 10 days", "after 30 days", "from <date>", "on <basis amount>". */
  within: string;
  after: string;
  periodFrom: string;
  basisOn: string;
  /** A basis period's unit, singular and plural (UN/ECE Rec 20 DAY, WEE, MON). */
  periodUnits: Readonly<Record<'DAY' | 'WEE' | 'MON', readonly [string, string]>>;
  notes: string;
  page: (n: number, of: number) => string;
  continued: string;
  amountsIn: (currency: string) => string;
  watermark: string;
  watermarkSub: string;
  email: string;
  phone: string;
  /** BT-13 purchase order reference. */
  orderReference: string;
  /** BT-14 sales order reference. */
  salesOrderReference: string;
  /** BT-12 contract reference. */
  contractReference: string;
  /** BT-11 project reference. */
  projectReference: string;
  /** BT-16 despatch advice reference. */
  despatchAdvice: string;
  /** A multi-vendor invoice's sub-invoice (BT-128 scheme AFL) a document allowance or charge belongs to. */
  subInvoice: string;
  /** BT-15 receiving advice reference. */
  receivingAdvice: string;
  /** BT-17 tender or lot reference. */
  tenderReference: string;
  /** BT-18 / BT-128 invoiced object identifier. */
  invoicedObject: string;
  /** PINT ibg-36: a further document a line refers to (ibt-188, its type ibt-189). */
  lineDocument: string;
  /** BT-19 / BT-133 buyer accounting reference. */
  accountingReference: string;
  /** BT-25 preceding invoice. */
  precedingInvoice: string;
  /** BG-14 invoicing period / BG-26 line period. */
  period: string;
  /** BT-7 VAT point date (BT-8 names one of issueDate, deliveryDate, paymentDate). */
  vatPointDate: string;
  /** BT-8 code 432. */
  paymentDate: string;
  /** BG-13 delivery (BT-70 party, BG-15 address). */
  deliverTo: string;
  /** BT-71 delivery location identifier. */
  location: string;
  /** BG-10 payee. */
  payee: string;
  /** BG-11 seller tax representative. */
  taxRepresentative: string;
  /** BT-29 / BT-46 / BT-60 party identifier (when its scheme has no short name). */
  partyId: string;
  /** BT-30 / BT-47 / BT-61 legal registration identifier. */
  legalRegistration: string;
  /** BT-32 seller tax registration (tax number). */
  taxNumber: string;
  /** BT-41 / BT-56 contact point. */
  contact: string;
  /** BT-155 item seller's identifier. */
  sellerItemId: string;
  /** BT-156 item buyer's identifier. */
  buyerItemId: string;
  /** BT-157 item standard identifier (when its scheme has no short name). */
  standardItemId: string;
  /** BT-158 item classification. */
  classification: string;
  /** BT-159 item country of origin. */
  originCountry: string;
  /** BT-132 referenced purchase order line. */
  orderLine: string;
  /** BT-127 line note. */
  lineNote: string;
  /** BT-148 item gross price. */
  grossPrice: string;
  /** BT-147 item price discount. */
  priceDiscount: string;
  /** BT-149 / BT-150 price base quantity: "per 10 pcs". */
  pricePer: string;
  /** One BG-20 / BG-27 allowance. */
  allowance: string;
  /** One BG-21 / BG-28 charge. */
  charge: string;
  /** BT-138 / BT-143 percentage of BT-137 / BT-142 base amount. */
  percentOf: (percent: string, base: string) => string;
  /** BT-111 total VAT in the BT-6 accounting currency. */
  vatInCurrency: (currency: string) => string;
  /** The exchange rate from BT-5 to BT-6 (BT-167 / BTOM-003). */
  exchangeRate: string;
  /** BT-85 payment account name. */
  accountName: string;
  /** BG-17 further payment account (BT-84). */
  account: string;
  /** BG-18 payment card (BT-87, BT-88). */
  card: string;
  /** BT-89 mandate reference. */
  mandateReference: string;
  /** BT-90 creditor identifier. */
  creditorId: string;
  /** BT-91 debited account. */
  debitedAccount: string;
  /** BT-34 / BT-49 electronic address (with its EAS scheme). */
  electronicAddress: string;
  /** BT-23 business process type (in France the billing framework, BR-FR-08). */
  businessProcess: string;
  /** Factur-X EXTENDED ParentLineID: the BT-126 of the group line a line belongs to. */
  partOfLine: string;
  /** Factur-X EXTENDED LineStatusReasonCode of a line that does not count in the totals. */
  lineStatuses: { GROUP: string; INFORMATION: string };
  /** VAT category names by UNTDID 5305 code. */
  categories: Record<string, string>;
}

const en: Labels = {
  invoice: 'Invoice',
  creditNote: 'Credit note',
  invoiceNumber: 'Invoice no.',
  details: 'Details',
  issueDate: 'Invoice date',
  dueDate: 'Due date',
  deliveryDate: 'Delivery date',
  buyerReference: 'Your reference',
  from: 'From',
  billTo: 'Bill to',
  vatId: 'VAT ID',
  pos: 'Pos.',
  description: 'Description',
  quantity: 'Qty',
  unit: 'Unit',
  unitPrice: 'Unit price',
  vatRate: 'VAT',
  netAmount: 'Amount',
  unitPriceWithVat: 'Unit price incl. VAT',
  amountWithVat: 'Amount incl. VAT',
  vatBreakdown: 'VAT breakdown',
  category: 'Category',
  taxableAmount: 'Taxable amount',
  vatAmount: 'VAT amount',
  exemptionReason: 'Exemption reason',
  lineTotal: 'Sum of lines',
  allowances: 'Allowances',
  charges: 'Charges',
  paid: 'Paid',
  rounding: 'Rounding',
  totalNet: 'Total net',
  totalVat: 'Total VAT',
  totalGross: 'Total incl. VAT',
  amountDue: 'Amount due',
  payment: 'Payment',
  paymentTerms: 'Payment terms',
  bankTransfer: 'Bank transfer',
  iban: 'IBAN',
  bic: 'BIC',
  paymentReference: 'Reference',
  cashDiscount: 'Cash discount',
  latePenalty: 'Late payment penalty',
  within: 'within',
  after: 'after',
  periodFrom: 'from',
  basisOn: 'on',
  periodUnits: { DAY: ['day', 'days'], WEE: ['week', 'weeks'], MON: ['month', 'months'] },
  notes: 'Notes',
  page: (n, of) => `Page ${n} of ${of}`,
  continued: 'continued',
  amountsIn: (c) => `Amounts in ${c}`,
  watermark: 'SANDBOX',
  watermarkSub: 'Not valid for production',
  email: 'Email',
  phone: 'Phone',
  orderReference: 'Order no.',
  salesOrderReference: 'Sales order',
  contractReference: 'Contract',
  projectReference: 'Project',
  despatchAdvice: 'Despatch advice',
  subInvoice: 'Sub-invoice',
  receivingAdvice: 'Receiving advice',
  tenderReference: 'Tender or lot',
  invoicedObject: 'Invoiced object',
  lineDocument: 'Document',
  accountingReference: 'Accounting reference',
  precedingInvoice: 'Preceding invoice',
  period: 'Invoicing period',
  vatPointDate: 'VAT point date',
  paymentDate: 'Payment date',
  deliverTo: 'Deliver to',
  location: 'Location',
  payee: 'Payee',
  taxRepresentative: 'Tax representative',
  partyId: 'ID',
  legalRegistration: 'Company reg. no.',
  taxNumber: 'Tax no.',
  contact: 'Contact',
  sellerItemId: 'Item no.',
  buyerItemId: 'Your item no.',
  standardItemId: 'Item ID',
  classification: 'Classification',
  originCountry: 'Country of origin',
  orderLine: 'Order line',
  lineNote: 'Note',
  grossPrice: 'List price',
  priceDiscount: 'Price discount',
  pricePer: 'per',
  allowance: 'Allowance',
  charge: 'Charge',
  percentOf: (p, b) => `${p} of ${b}`,
  vatInCurrency: (c) => `VAT in ${c}`,
  exchangeRate: 'Exchange rate',
  accountName: 'Account holder',
  account: 'Account',
  card: 'Card',
  mandateReference: 'Mandate reference',
  creditorId: 'Creditor ID',
  debitedAccount: 'Debited account',
  electronicAddress: 'Electronic address',
  businessProcess: 'Business process',
  partOfLine: 'Part of line',
  lineStatuses: { GROUP: 'Group subtotal', INFORMATION: 'For information only' },
  categories: {
    S: 'Standard rate',
    Z: 'Zero rated',
    E: 'Exempt from VAT',
    AE: 'Reverse charge',
    K: 'Intra-EU supply',
    G: 'Export',
    O: 'Not subject to VAT',
    L: 'Canary Islands IGIC',
    M: 'Ceuta and Melilla IPSI',
  },
};

const de: Labels = {
  invoice: 'Rechnung',
  creditNote: 'Gutschrift',
  invoiceNumber: 'Rechnungsnr.',
  details: 'Details',
  issueDate: 'Rechnungsdatum',
  dueDate: 'Fällig am',
  deliveryDate: 'Lieferdatum',
  buyerReference: 'Ihre Referenz',
  from: 'Von',
  billTo: 'Rechnung an',
  vatId: 'USt-IdNr.',
  pos: 'Pos.',
  description: 'Beschreibung',
  quantity: 'Menge',
  unit: 'Einheit',
  unitPrice: 'Einzelpreis',
  vatRate: 'USt.',
  netAmount: 'Betrag',
  unitPriceWithVat: 'Einzelpreis brutto',
  amountWithVat: 'Betrag brutto',
  vatBreakdown: 'Umsatzsteuer',
  category: 'Kategorie',
  taxableAmount: 'Nettobetrag',
  vatAmount: 'Steuerbetrag',
  exemptionReason: 'Befreiungsgrund',
  lineTotal: 'Summe der Positionen',
  allowances: 'Nachlässe',
  charges: 'Zuschläge',
  paid: 'Bereits gezahlt',
  rounding: 'Rundungsbetrag',
  totalNet: 'Summe netto',
  totalVat: 'Umsatzsteuer',
  totalGross: 'Gesamtbetrag brutto',
  amountDue: 'Zahlbetrag',
  payment: 'Zahlung',
  paymentTerms: 'Zahlungsbedingungen',
  bankTransfer: 'Überweisung',
  iban: 'IBAN',
  bic: 'BIC',
  paymentReference: 'Verwendungszweck',
  cashDiscount: 'Skonto',
  latePenalty: 'Verzugszuschlag',
  within: 'innerhalb',
  after: 'nach',
  periodFrom: 'ab',
  basisOn: 'auf',
  periodUnits: { DAY: ['Tag', 'Tagen'], WEE: ['Woche', 'Wochen'], MON: ['Monat', 'Monaten'] },
  notes: 'Hinweise',
  page: (n, of) => `Seite ${n} von ${of}`,
  continued: 'Fortsetzung',
  amountsIn: (c) => `Beträge in ${c}`,
  watermark: 'SANDBOX',
  watermarkSub: 'Nicht gültig für den Produktivbetrieb',
  email: 'E-Mail',
  phone: 'Telefon',
  orderReference: 'Bestellnummer',
  salesOrderReference: 'Auftragsnummer',
  contractReference: 'Vertragsnummer',
  projectReference: 'Projekt',
  despatchAdvice: 'Lieferschein',
  subInvoice: 'Teilrechnung',
  receivingAdvice: 'Wareneingangsmeldung',
  tenderReference: 'Vergabe-/Losnummer',
  invoicedObject: 'Abrechnungsobjekt',
  lineDocument: 'Beleg',
  accountingReference: 'Kostenstelle',
  precedingInvoice: 'Vorausgegangene Rechnung',
  period: 'Leistungszeitraum',
  vatPointDate: 'Steuerzeitpunkt',
  paymentDate: 'Zahlungsdatum',
  deliverTo: 'Lieferanschrift',
  location: 'Lieferort',
  payee: 'Zahlungsempfänger',
  taxRepresentative: 'Steuervertreter',
  partyId: 'Kennung',
  legalRegistration: 'Registernummer',
  taxNumber: 'Steuernummer',
  contact: 'Ansprechpartner',
  sellerItemId: 'Art.-Nr.',
  buyerItemId: 'Ihre Art.-Nr.',
  standardItemId: 'Artikelkennung',
  classification: 'Klassifikation',
  originCountry: 'Ursprungsland',
  orderLine: 'Bestellposition',
  lineNote: 'Hinweis',
  grossPrice: 'Listenpreis',
  priceDiscount: 'Preisnachlass',
  pricePer: 'je',
  allowance: 'Nachlass',
  charge: 'Zuschlag',
  percentOf: (p, b) => `${p} von ${b}`,
  vatInCurrency: (c) => `Umsatzsteuer in ${c}`,
  exchangeRate: 'Wechselkurs',
  accountName: 'Kontoinhaber',
  account: 'Konto',
  card: 'Karte',
  mandateReference: 'Mandatsreferenz',
  creditorId: 'Gläubiger-ID',
  debitedAccount: 'Belastetes Konto',
  electronicAddress: 'Elektronische Adresse',
  businessProcess: 'Geschäftsprozess',
  partOfLine: 'Teil von Position',
  lineStatuses: { GROUP: 'Gruppensumme', INFORMATION: 'Nur zur Information' },
  categories: {
    S: 'Normalsatz',
    Z: 'Nullsatz',
    E: 'Steuerbefreit',
    AE: 'Reverse Charge',
    K: 'Innergem. Lieferung',
    G: 'Ausfuhr',
    O: 'Nicht steuerbar',
    L: 'IGIC (Kanaren)',
    M: 'IPSI (Ceuta und Melilla)',
  },
};

const fr: Labels = {
  invoice: 'Facture',
  creditNote: 'Avoir',
  invoiceNumber: 'N° de facture',
  details: 'Détails',
  issueDate: 'Date de facture',
  dueDate: "Date d'échéance",
  deliveryDate: 'Date de livraison',
  buyerReference: 'Votre référence',
  from: 'De',
  billTo: 'Facturé à',
  vatId: 'N° TVA',
  pos: 'N°',
  description: 'Désignation',
  quantity: 'Qté',
  unit: 'Unité',
  unitPrice: 'Prix unitaire',
  vatRate: 'TVA',
  netAmount: 'Montant HT',
  unitPriceWithVat: 'Prix unitaire TTC',
  amountWithVat: 'Montant TTC',
  vatBreakdown: 'Récapitulatif TVA',
  category: 'Catégorie',
  taxableAmount: 'Base HT',
  vatAmount: 'Montant TVA',
  exemptionReason: "Motif d'exonération",
  lineTotal: 'Total des lignes',
  allowances: 'Remises',
  charges: 'Majorations',
  paid: 'Acompte versé',
  rounding: 'Arrondi',
  totalNet: 'Total HT',
  totalVat: 'Total TVA',
  totalGross: 'Total TTC',
  amountDue: 'Net à payer',
  payment: 'Paiement',
  paymentTerms: 'Conditions de paiement',
  bankTransfer: 'Virement',
  iban: 'IBAN',
  bic: 'BIC',
  paymentReference: 'Référence',
  cashDiscount: 'Escompte',
  latePenalty: 'Pénalité de retard',
  within: 'sous',
  after: 'après',
  periodFrom: 'à compter du',
  basisOn: 'sur',
  periodUnits: { DAY: ['jour', 'jours'], WEE: ['semaine', 'semaines'], MON: ['mois', 'mois'] },
  notes: 'Remarques',
  page: (n, of) => `Page ${n} sur ${of}`,
  continued: 'suite',
  amountsIn: (c) => `Montants en ${c}`,
  watermark: 'SANDBOX',
  watermarkSub: 'Non valable en production',
  email: 'E-mail',
  phone: 'Tél.',
  orderReference: 'Numéro de commande',
  salesOrderReference: 'Confirmation de commande',
  contractReference: 'Contrat',
  projectReference: 'Projet',
  despatchAdvice: "Avis d'expédition",
  subInvoice: 'Sous-facture',
  receivingAdvice: 'Avis de réception',
  tenderReference: "Appel d'offres / lot",
  invoicedObject: 'Objet facturé',
  lineDocument: 'Document',
  accountingReference: 'Référence comptable',
  precedingInvoice: 'Facture antérieure',
  period: 'Période de facturation',
  vatPointDate: "Date d'exigibilité de la TVA",
  paymentDate: 'Date de paiement',
  deliverTo: 'Livraison à',
  location: 'Lieu de livraison',
  payee: 'Bénéficiaire',
  taxRepresentative: 'Représentant fiscal',
  partyId: 'Identifiant',
  legalRegistration: "N° d'immatriculation",
  taxNumber: 'N° fiscal',
  contact: 'Contact',
  sellerItemId: 'Réf. article',
  buyerItemId: 'Votre réf. article',
  standardItemId: 'Identifiant article',
  classification: 'Classification',
  originCountry: "Pays d'origine",
  orderLine: 'Ligne de commande',
  lineNote: 'Remarque',
  grossPrice: 'Prix brut',
  priceDiscount: 'Remise sur prix',
  pricePer: 'pour',
  allowance: 'Remise',
  charge: 'Majoration',
  percentOf: (p, b) => `${p} de ${b}`,
  vatInCurrency: (c) => `TVA en ${c}`,
  exchangeRate: 'Taux de change',
  accountName: 'Titulaire du compte',
  account: 'Compte',
  card: 'Carte',
  mandateReference: 'Référence du mandat',
  creditorId: 'Identifiant créancier',
  debitedAccount: 'Compte débité',
  electronicAddress: 'Adresse électronique',
  businessProcess: 'Cadre de facturation',
  partOfLine: 'Sous-ligne de',
  lineStatuses: { GROUP: 'Sous-total de groupe', INFORMATION: 'Pour information' },
  categories: {
    S: 'Taux normal',
    Z: 'Taux zéro',
    E: 'Exonéré de TVA',
    AE: 'Autoliquidation',
    K: 'Livraison intra-UE',
    G: 'Exportation',
    O: 'Hors champ de la TVA',
    L: 'IGIC (Canaries)',
    M: 'IPSI (Ceuta et Melilla)',
  },
};

const es: Labels = {
  invoice: 'Factura',
  creditNote: 'Factura rectificativa',
  invoiceNumber: 'N.º de factura',
  details: 'Detalles',
  issueDate: 'Fecha de factura',
  dueDate: 'Vencimiento',
  deliveryDate: 'Fecha de entrega',
  buyerReference: 'Su referencia',
  from: 'De',
  billTo: 'Facturar a',
  vatId: 'NIF-IVA',
  pos: 'N.º',
  description: 'Descripción',
  quantity: 'Cant.',
  unit: 'Unidad',
  unitPrice: 'Precio unit.',
  vatRate: 'IVA',
  netAmount: 'Importe',
  unitPriceWithVat: 'Precio unit. IVA incl.',
  amountWithVat: 'Importe IVA incl.',
  vatBreakdown: 'Desglose del IVA',
  category: 'Categoría',
  taxableAmount: 'Base imponible',
  vatAmount: 'Cuota IVA',
  exemptionReason: 'Motivo de exención',
  lineTotal: 'Suma de líneas',
  allowances: 'Descuentos',
  charges: 'Recargos',
  paid: 'Importe anticipado',
  rounding: 'Redondeo',
  totalNet: 'Base imponible total',
  totalVat: 'Total IVA',
  totalGross: 'Total con IVA',
  amountDue: 'Importe a pagar',
  payment: 'Pago',
  paymentTerms: 'Condiciones de pago',
  bankTransfer: 'Transferencia',
  iban: 'IBAN',
  bic: 'BIC',
  paymentReference: 'Referencia',
  cashDiscount: 'Descuento por pronto pago',
  latePenalty: 'Recargo por demora',
  within: 'en',
  after: 'después de',
  periodFrom: 'desde',
  basisOn: 'sobre',
  periodUnits: { DAY: ['día', 'días'], WEE: ['semana', 'semanas'], MON: ['mes', 'meses'] },
  notes: 'Observaciones',
  page: (n, of) => `Página ${n} de ${of}`,
  continued: 'continuación',
  amountsIn: (c) => `Importes en ${c}`,
  watermark: 'SANDBOX',
  watermarkSub: 'No válido para producción',
  email: 'Correo',
  phone: 'Tel.',
  orderReference: 'N.º de pedido',
  salesOrderReference: 'Confirmación de pedido',
  contractReference: 'Contrato',
  projectReference: 'Proyecto',
  despatchAdvice: 'Albarán',
  subInvoice: 'Subfactura',
  receivingAdvice: 'Aviso de recepción',
  tenderReference: 'Licitación o lote',
  invoicedObject: 'Objeto facturado',
  lineDocument: 'Documento',
  accountingReference: 'Referencia contable',
  precedingInvoice: 'Factura anterior',
  period: 'Periodo de facturación',
  vatPointDate: 'Fecha de devengo del IVA',
  paymentDate: 'Fecha de pago',
  deliverTo: 'Entregar a',
  location: 'Lugar de entrega',
  payee: 'Beneficiario',
  taxRepresentative: 'Representante fiscal',
  partyId: 'Identificador',
  legalRegistration: 'N.º de registro',
  taxNumber: 'N.º fiscal',
  contact: 'Contacto',
  sellerItemId: 'Ref. artículo',
  buyerItemId: 'Su ref. artículo',
  standardItemId: 'Identificador de artículo',
  classification: 'Clasificación',
  originCountry: 'País de origen',
  orderLine: 'Línea de pedido',
  lineNote: 'Nota',
  grossPrice: 'Precio bruto',
  priceDiscount: 'Descuento en precio',
  pricePer: 'por',
  allowance: 'Descuento',
  charge: 'Recargo',
  percentOf: (p, b) => `${p} de ${b}`,
  vatInCurrency: (c) => `IVA en ${c}`,
  exchangeRate: 'Tipo de cambio',
  accountName: 'Titular de la cuenta',
  account: 'Cuenta',
  card: 'Tarjeta',
  mandateReference: 'Referencia del mandato',
  creditorId: 'Identificador del acreedor',
  debitedAccount: 'Cuenta de cargo',
  electronicAddress: 'Dirección electrónica',
  businessProcess: 'Proceso de negocio',
  partOfLine: 'Parte de la línea',
  lineStatuses: { GROUP: 'Subtotal de grupo', INFORMATION: 'Solo informativo' },
  categories: {
    S: 'Tipo general',
    Z: 'Tipo cero',
    E: 'Exento de IVA',
    AE: 'Inversión del sujeto pasivo',
    K: 'Entrega intra-UE',
    G: 'Exportación',
    O: 'No sujeto a IVA',
    L: 'IGIC (Canarias)',
    M: 'IPSI (Ceuta y Melilla)',
  },
};

const it: Labels = {
  invoice: 'Fattura',
  creditNote: 'Nota di credito',
  invoiceNumber: 'Fattura n.',
  details: 'Dettagli',
  issueDate: 'Data fattura',
  dueDate: 'Scadenza',
  deliveryDate: 'Data di consegna',
  buyerReference: 'Vostro riferimento',
  from: 'Da',
  billTo: 'Intestata a',
  vatId: 'P. IVA',
  pos: 'Pos.',
  description: 'Descrizione',
  quantity: 'Q.tà',
  unit: 'Unità',
  unitPrice: 'Prezzo unit.',
  vatRate: 'IVA',
  netAmount: 'Importo',
  unitPriceWithVat: 'Prezzo unit. IVA incl.',
  amountWithVat: 'Importo IVA incl.',
  vatBreakdown: 'Riepilogo IVA',
  category: 'Categoria',
  taxableAmount: 'Imponibile',
  vatAmount: 'Imposta',
  exemptionReason: 'Motivo di esenzione',
  lineTotal: 'Somma delle righe',
  allowances: 'Sconti',
  charges: 'Maggiorazioni',
  paid: 'Acconto versato',
  rounding: 'Arrotondamento',
  totalNet: 'Totale imponibile',
  totalVat: 'Totale IVA',
  totalGross: 'Totale IVA inclusa',
  amountDue: 'Totale da pagare',
  payment: 'Pagamento',
  paymentTerms: 'Condizioni di pagamento',
  bankTransfer: 'Bonifico bancario',
  iban: 'IBAN',
  bic: 'BIC',
  paymentReference: 'Causale',
  cashDiscount: 'Sconto per pagamento anticipato',
  latePenalty: 'Penale per ritardato pagamento',
  within: 'entro',
  after: 'dopo',
  periodFrom: 'dal',
  basisOn: 'su',
  periodUnits: {
    DAY: ['giorno', 'giorni'],
    WEE: ['settimana', 'settimane'],
    MON: ['mese', 'mesi'],
  },
  notes: 'Note',
  page: (n, of) => `Pagina ${n} di ${of}`,
  continued: 'segue',
  amountsIn: (c) => `Importi in ${c}`,
  watermark: 'SANDBOX',
  watermarkSub: 'Non valido per la produzione',
  email: 'E-mail',
  phone: 'Tel.',
  orderReference: 'N. ordine',
  salesOrderReference: "Conferma d'ordine",
  contractReference: 'Contratto',
  projectReference: 'Progetto',
  despatchAdvice: 'Documento di trasporto',
  subInvoice: 'Sottofattura',
  receivingAdvice: 'Avviso di ricevimento',
  tenderReference: 'Gara o lotto',
  invoicedObject: 'Oggetto fatturato',
  lineDocument: 'Documento',
  accountingReference: 'Riferimento contabile',
  precedingInvoice: 'Fattura precedente',
  period: 'Periodo di fatturazione',
  vatPointDate: 'Data di esigibilità IVA',
  paymentDate: 'Data di pagamento',
  deliverTo: 'Consegna a',
  location: 'Luogo di consegna',
  payee: 'Beneficiario',
  taxRepresentative: 'Rappresentante fiscale',
  partyId: 'Identificativo',
  legalRegistration: 'N. registro imprese',
  taxNumber: 'Cod. fiscale',
  contact: 'Referente',
  sellerItemId: 'Cod. articolo',
  buyerItemId: 'Vs. cod. articolo',
  standardItemId: 'Identificativo articolo',
  classification: 'Classificazione',
  originCountry: 'Paese di origine',
  orderLine: 'Riga ordine',
  lineNote: 'Nota',
  grossPrice: 'Prezzo lordo',
  priceDiscount: 'Sconto sul prezzo',
  pricePer: 'per',
  allowance: 'Sconto',
  charge: 'Maggiorazione',
  percentOf: (p, b) => `${p} di ${b}`,
  vatInCurrency: (c) => `IVA in ${c}`,
  exchangeRate: 'Tasso di cambio',
  accountName: 'Intestatario del conto',
  account: 'Conto',
  card: 'Carta',
  mandateReference: 'Riferimento mandato',
  creditorId: 'Identificativo creditore',
  debitedAccount: 'Conto di addebito',
  electronicAddress: 'Indirizzo elettronico',
  businessProcess: 'Processo commerciale',
  partOfLine: 'Parte della riga',
  lineStatuses: { GROUP: 'Subtotale di gruppo', INFORMATION: 'Solo a titolo informativo' },
  categories: {
    S: 'Aliquota ordinaria',
    Z: 'Aliquota zero',
    E: 'Esente IVA',
    AE: 'Inversione contabile',
    K: 'Cessione intra-UE',
    G: 'Esportazione',
    O: 'Fuori campo IVA',
    L: 'IGIC (Canarie)',
    M: 'IPSI (Ceuta e Melilla)',
  },
};

const ALL: Record<LocaleCode, Labels> = { en, de, fr, es, it };

/** The labels of a locale. */
export function labelsFor(locale: LocaleCode): Labels {
  return ALL[locale];
}

/** BT-3 document title: 381 is a credit note, every other code an invoice. */
export function documentTitle(labels: Labels, typeCode: string): string {
  return typeCode === '381' ? labels.creditNote : labels.invoice;
}
