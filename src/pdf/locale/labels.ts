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
  notes: string;
  page: (n: number, of: number) => string;
  continued: string;
  amountsIn: (currency: string) => string;
  watermark: string;
  watermarkSub: string;
  email: string;
  phone: string;
  /** VAT category names by UNTDID 5305 code. */
  categories: Record<string, string>;
}

const en: Labels = {
  invoice: 'Invoice', creditNote: 'Credit note', invoiceNumber: 'Invoice no.', details: 'Details', issueDate: 'Invoice date',
  dueDate: 'Due date', deliveryDate: 'Delivery date', buyerReference: 'Your reference', from: 'From',
  billTo: 'Bill to', vatId: 'VAT ID', pos: 'Pos.', description: 'Description', quantity: 'Qty', unit: 'Unit',
  unitPrice: 'Unit price', vatRate: 'VAT', netAmount: 'Amount', vatBreakdown: 'VAT breakdown',
  category: 'Category', taxableAmount: 'Taxable amount', vatAmount: 'VAT amount',
  exemptionReason: 'Exemption reason', lineTotal: 'Sum of lines', allowances: 'Allowances', charges: 'Charges', paid: 'Paid', rounding: 'Rounding',
  totalNet: 'Total net', totalVat: 'Total VAT',
  totalGross: 'Total incl. VAT', amountDue: 'Amount due', payment: 'Payment', paymentTerms: 'Payment terms',
  bankTransfer: 'Bank transfer', iban: 'IBAN', bic: 'BIC', paymentReference: 'Reference', notes: 'Notes',
  page: (n, of) => `Page ${n} of ${of}`, continued: 'continued', amountsIn: (c) => `Amounts in ${c}`,
  watermark: 'SANDBOX', watermarkSub: 'Not valid for production', email: 'Email', phone: 'Phone',
  categories: {
    S: 'Standard rate', Z: 'Zero rated', E: 'Exempt from VAT', AE: 'Reverse charge',
    K: 'Intra-EU supply', G: 'Export', O: 'Not subject to VAT',
    L: 'Canary Islands IGIC', M: 'Ceuta and Melilla IPSI',
  },
};

const de: Labels = {
  invoice: 'Rechnung', creditNote: 'Gutschrift', invoiceNumber: 'Rechnungsnr.', details: 'Details', issueDate: 'Rechnungsdatum',
  dueDate: 'Fällig am', deliveryDate: 'Lieferdatum', buyerReference: 'Ihre Referenz', from: 'Von',
  billTo: 'Rechnung an', vatId: 'USt-IdNr.', pos: 'Pos.', description: 'Beschreibung', quantity: 'Menge',
  unit: 'Einheit', unitPrice: 'Einzelpreis', vatRate: 'USt.', netAmount: 'Betrag', vatBreakdown: 'Umsatzsteuer',
  category: 'Kategorie', taxableAmount: 'Nettobetrag', vatAmount: 'Steuerbetrag',
  exemptionReason: 'Befreiungsgrund', lineTotal: 'Summe der Positionen', allowances: 'Nachlässe', charges: 'Zuschläge', paid: 'Bereits gezahlt', rounding: 'Rundung',
  totalNet: 'Summe netto', totalVat: 'Umsatzsteuer',
  totalGross: 'Gesamtbetrag brutto', amountDue: 'Zahlbetrag', payment: 'Zahlung', paymentTerms: 'Zahlungsbedingungen',
  bankTransfer: 'Überweisung', iban: 'IBAN', bic: 'BIC', paymentReference: 'Verwendungszweck', notes: 'Hinweise',
  page: (n, of) => `Seite ${n} von ${of}`, continued: 'Fortsetzung', amountsIn: (c) => `Beträge in ${c}`,
  watermark: 'SANDBOX', watermarkSub: 'Nicht gültig für den Produktivbetrieb', email: 'E-Mail', phone: 'Telefon',
  categories: {
    S: 'Normalsatz', Z: 'Nullsatz', E: 'Steuerbefreit', AE: 'Reverse Charge',
    K: 'Innergem. Lieferung', G: 'Ausfuhr', O: 'Nicht steuerbar',
    L: 'IGIC (Kanaren)', M: 'IPSI (Ceuta und Melilla)',
  },
};

const fr: Labels = {
  invoice: 'Facture', creditNote: 'Avoir', invoiceNumber: 'N° de facture', details: 'Détails', issueDate: 'Date de facture',
  dueDate: "Date d'échéance", deliveryDate: 'Date de livraison', buyerReference: 'Votre référence', from: 'De',
  billTo: 'Facturé à', vatId: 'N° TVA', pos: 'N°', description: 'Désignation', quantity: 'Qté', unit: 'Unité',
  unitPrice: 'Prix unitaire', vatRate: 'TVA', netAmount: 'Montant HT', vatBreakdown: 'Récapitulatif TVA',
  category: 'Catégorie', taxableAmount: 'Base HT', vatAmount: 'Montant TVA',
  exemptionReason: "Motif d'exonération", lineTotal: 'Total des lignes', allowances: 'Remises', charges: 'Frais', paid: 'Déjà payé', rounding: 'Arrondi',
  totalNet: 'Total HT', totalVat: 'Total TVA', totalGross: 'Total TTC',
  amountDue: 'Net à payer', payment: 'Paiement', paymentTerms: 'Conditions de paiement', bankTransfer: 'Virement',
  iban: 'IBAN', bic: 'BIC', paymentReference: 'Référence', notes: 'Remarques',
  page: (n, of) => `Page ${n} sur ${of}`, continued: 'suite', amountsIn: (c) => `Montants en ${c}`,
  watermark: 'SANDBOX', watermarkSub: 'Non valable en production', email: 'E-mail', phone: 'Tél.',
  categories: {
    S: 'Taux normal', Z: 'Taux zéro', E: 'Exonéré de TVA', AE: 'Autoliquidation',
    K: 'Livraison intra-UE', G: 'Exportation', O: 'Hors champ de la TVA',
    L: 'IGIC (Canaries)', M: 'IPSI (Ceuta et Melilla)',
  },
};

const es: Labels = {
  invoice: 'Factura', creditNote: 'Factura rectificativa', invoiceNumber: 'N.º de factura', details: 'Detalles',
  issueDate: 'Fecha de factura', dueDate: 'Vencimiento', deliveryDate: 'Fecha de entrega',
  buyerReference: 'Su referencia', from: 'De', billTo: 'Facturar a', vatId: 'NIF-IVA', pos: 'N.º',
  description: 'Descripción', quantity: 'Cant.', unit: 'Unidad', unitPrice: 'Precio unit.', vatRate: 'IVA',
  netAmount: 'Importe', vatBreakdown: 'Desglose del IVA', category: 'Categoría', taxableAmount: 'Base imponible',
  vatAmount: 'Cuota IVA', exemptionReason: 'Motivo de exención', lineTotal: 'Suma de líneas', allowances: 'Descuentos', charges: 'Cargos', paid: 'Ya pagado', rounding: 'Redondeo',
  totalNet: 'Base imponible total',
  totalVat: 'Total IVA', totalGross: 'Total con IVA', amountDue: 'Importe a pagar', payment: 'Pago',
  paymentTerms: 'Condiciones de pago', bankTransfer: 'Transferencia', iban: 'IBAN', bic: 'BIC',
  paymentReference: 'Referencia', notes: 'Observaciones',
  page: (n, of) => `Página ${n} de ${of}`, continued: 'continuación', amountsIn: (c) => `Importes en ${c}`,
  watermark: 'SANDBOX', watermarkSub: 'No válido para producción', email: 'Correo', phone: 'Tel.',
  categories: {
    S: 'Tipo general', Z: 'Tipo cero', E: 'Exento de IVA', AE: 'Inversión del sujeto pasivo',
    K: 'Entrega intra-UE', G: 'Exportación', O: 'No sujeto a IVA',
    L: 'IGIC (Canarias)', M: 'IPSI (Ceuta y Melilla)',
  },
};

const it: Labels = {
  invoice: 'Fattura', creditNote: 'Nota di credito', invoiceNumber: 'Fattura n.', details: 'Dettagli', issueDate: 'Data fattura',
  dueDate: 'Scadenza', deliveryDate: 'Data di consegna', buyerReference: 'Vostro riferimento', from: 'Da',
  billTo: 'Intestata a', vatId: 'P. IVA', pos: 'Pos.', description: 'Descrizione', quantity: 'Q.tà',
  unit: 'Unità', unitPrice: 'Prezzo unit.', vatRate: 'IVA', netAmount: 'Importo', vatBreakdown: 'Riepilogo IVA',
  category: 'Categoria', taxableAmount: 'Imponibile', vatAmount: 'Imposta', exemptionReason: 'Motivo di esenzione',
  lineTotal: 'Somma delle righe', allowances: 'Sconti', charges: 'Maggiorazioni', paid: 'Già pagato', rounding: 'Arrotondamento',
  totalNet: 'Totale imponibile', totalVat: 'Totale IVA', totalGross: 'Totale IVA inclusa',
  amountDue: 'Totale da pagare', payment: 'Pagamento', paymentTerms: 'Condizioni di pagamento',
  bankTransfer: 'Bonifico bancario', iban: 'IBAN', bic: 'BIC', paymentReference: 'Causale', notes: 'Note',
  page: (n, of) => `Pagina ${n} di ${of}`, continued: 'segue', amountsIn: (c) => `Importi in ${c}`,
  watermark: 'SANDBOX', watermarkSub: 'Non valido per la produzione', email: 'E-mail', phone: 'Tel.',
  categories: {
    S: 'Aliquota ordinaria', Z: 'Aliquota zero', E: 'Esente IVA', AE: 'Inversione contabile',
    K: 'Cessione intra-UE', G: 'Esportazione', O: 'Fuori campo IVA',
    L: 'IGIC (Canarie)', M: 'IPSI (Ceuta e Melilla)',
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
