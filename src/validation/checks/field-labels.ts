/**
 * Readable messages for the protovalidate findings, per field: the public API's wording
 * ("invalid country code", "invalid unit code", ...) and what was expected. Keys are JSON paths
 * without list indices and without the leading `$.`.
 */
import { REGIME_FISCALE_RANGE } from '../../domain/codelists/fatturapa-codes.js';
import { IssueCode } from './issues.js';
import { MAX_INVOICE_ITEMS } from './max-items.js';

interface FieldText {
  /** How the field is named in messages. */
  label: string;
  /** Message for a wrong shape (pattern) or a too long value, when "invalid <label>" is not right. */
  invalid?: string;
  /** What was expected, for INVALID_FORMAT. */
  expected?: string;
  /** Message and expectation for OUT_OF_RANGE. */
  range?: [string, string];
}

const DATE: Omit<FieldText, 'label'> = { expected: 'YYYY-MM-DD' };
const EMAIL: Omit<FieldText, 'label'> = { expected: 'an e-mail address, e.g. billing@example.com' };
const COUNTRY: Omit<FieldText, 'label'> = {
  invalid: 'invalid country code',
  expected: 'ISO 3166-1 alpha-2, e.g. DE',
};

const PARTY: Record<string, FieldText> = {
  name: { label: 'name' },
  vat_id: { label: 'VAT id' },
  street: { label: 'street' },
  city: { label: 'city' },
  postal_code: { label: 'postal code' },
  country: { label: 'country', ...COUNTRY },
  email: { label: 'e-mail address', ...EMAIL },
  phone: { label: 'phone number' },
  peppol_id: { label: 'Peppol id', expected: '<EAS code>:<identifier>, e.g. 0088:4000001000005' },
  codice_fiscale: { label: 'codice fiscale', expected: '11 digits or 16 letters and digits' },
  codice_destinatario: {
    label: 'codice destinatario',
    expected: '7 letters or digits (6 for a public administration office)',
  },
  pec: { label: 'PEC address', ...EMAIL },
  regime_fiscale: { label: 'regime fiscale', expected: REGIME_FISCALE_RANGE },
};

const FIELDS: Record<string, FieldText> = {
  format: { label: 'format' },
  profile: { label: 'profile' },
  template: { label: 'template' },
  locale: { label: 'locale' },
  country_profile: { label: 'country profile' },
  invoice: { label: 'invoice' },
  'invoice.number': { label: 'invoice number' },
  'invoice.date': { label: 'invoice date', invalid: 'invalid date', ...DATE },
  'invoice.due_date': { label: 'due date', invalid: 'invalid due date', ...DATE },
  'invoice.delivery_date': { label: 'delivery date', invalid: 'invalid delivery date', ...DATE },
  'invoice.currency': {
    label: 'currency',
    invalid: 'invalid currency code',
    expected: 'ISO 4217 alpha-3, e.g. EUR',
  },
  'invoice.notes': { label: 'notes' },
  'invoice.seller': { label: 'seller' },
  'invoice.buyer': { label: 'buyer' },
  'invoice.items': {
    label: 'items',
    range: ['too many items', `at most ${MAX_INVOICE_ITEMS} items`],
  },
  'invoice.leitweg_id': { label: 'Leitweg-ID' },
  'invoice.buyer_reference': { label: 'buyer reference' },
  'invoice.tipo_documento': { label: 'tipo documento', expected: 'TD01 to TD29, e.g. TD01' },
  'invoice.tax_scheme': { label: 'tax scheme' },
  'invoice.items.description': { label: 'item description' },
  'invoice.items.quantity': { label: 'quantity' },
  'invoice.items.unit': {
    label: 'unit',
    invalid: 'invalid unit code',
    expected: 'UN/ECE Recommendation 20 code, e.g. C62, HUR, DAY',
  },
  'invoice.items.unit_price': { label: 'unit price' },
  'invoice.items.vat_rate': {
    label: 'VAT rate',
    range: ['VAT rate must be between 0 and 100', '0 to 100 (percent)'],
  },
  'invoice.items.natura': {
    label: 'natura',
    invalid: 'invalid natura code',
    expected: 'N1, N2.1, N2.2, N3.1 to N3.6, N4, N5, N6.1 to N6.9 or N7',
  },
  'invoice.items.tax_category': {
    label: 'tax category',
    invalid: 'invalid tax category code',
    expected: 'a VAT category code, e.g. S, Z, E, AE',
  },
  'invoice.payment.iban': { label: 'IBAN' },
  'invoice.payment.bic': { label: 'BIC', expected: '8 or 11 letters or digits' },
  'invoice.payment.terms': { label: 'payment terms' },
  'invoice.payment.condizioni_pagamento': {
    label: 'condizioni pagamento',
    expected: 'TP01 (instalments), TP02 (in full) or TP03 (advance)',
  },
  'customization.logo_base64': { label: 'logo' },
  'customization.logo_width_mm': {
    label: 'logo width',
    range: ['logo width must be between 5 and 150 mm', '5 to 150'],
  },
  'customization.footer_text': { label: 'footer text' },
  'customization.accent_color': { label: 'accent colour', expected: 'a hex colour, e.g. #8b5cf6' },
};
for (const role of ['seller', 'buyer']) {
  for (const [k, t] of Object.entries(PARTY))
    FIELDS[`invoice.${role}.${k}`] = { ...t, label: `${role} ${t.label}` };
}

/** The label of a field, by JSON path (e.g. $.invoice.items[0].unit_price → "unit price"). */
export function fieldText(path: string): FieldText {
  const key = path.replace(/^\$\.?/, '').replace(/\[[^\]]*\]/g, '');
  return FIELDS[key] ?? { label: key.split('.').pop() || 'request' };
}

/** The readable message and expectation of one protovalidate finding. */
export function describeField(
  path: string,
  ruleId: string,
  code: IssueCode,
  ruleMessage: string,
): { message: string; expected: string } {
  const t = fieldText(path);
  if (ruleId === 'repeated.min_items')
    return { message: 'at least one item is required', expected: 'at least 1 item' };
  switch (code) {
    case IssueCode.REQUIRED:
      return { message: `${t.label} is required`, expected: '' };
    case IssueCode.INVALID_FORMAT:
      return { message: t.invalid ?? `invalid ${t.label}`, expected: t.expected ?? ruleMessage };
    case IssueCode.INVALID_VALUE: {
      const list = /\[(.*)\]/.exec(ruleMessage)?.[1];
      const expected = list
        ? `one of ${list
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .join(', ')}`
        : ruleMessage;
      return { message: t.invalid ?? `invalid ${t.label}`, expected };
    }
    case IssueCode.TOO_LONG:
      return {
        message: t.invalid ?? `${t.label} is too long`,
        expected: t.invalid ? (t.expected ?? '') : ruleMessage.replace(/^must be /, ''),
      };
    case IssueCode.OUT_OF_RANGE:
      if (t.range) return { message: t.range[0], expected: t.range[1] };
      return {
        message: `${t.label} ${ruleMessage}`,
        expected: ruleMessage.replace(/^must be /, ''),
      };
    default:
      return { message: `${t.label}: ${ruleMessage}`, expected: '' };
  }
}
