/**
 * Document-level checks the proto rules cannot express: BT-1 invoice number not blank, BT-2 /
 * BT-9 / BT-72 real calendar dates, BT-5 currency in the full ISO 4217 list, the Leitweg-ID's
 * shape, and the BT-84 IBAN's MOD 97 check.
 *
 * Two findings are warnings (format.warnings), not errors, because the official rules accept them
 * and official examples contain them: a due date before the issue date (EN 16931 sets no order;
 * e.g. an invoice for something already paid) and a Leitweg-ID whose check digits do not match
 * (XRechnung checks only that BT-10 is present, BR-DE-15; the receiving platforms do check them).
 */
import { CURRENCY_CODES_SET } from '../../domain/codelists/currency-codes.generated.js';
import { isCalendarDate } from '../../domain/codelists/calendar-date.js';
import { isValidIban } from '../../domain/codelists/iban.js';
import { isValidLeitwegId, parseLeitwegId } from '../../domain/codelists/leitweg-id.js';
import { DEFAULT_CURRENCY } from '../../domain/defaults.js';
import { blank, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { legalWarning } from './legal-warnings.js';
import { codeListFor } from './national-code-lists.js';
import { CURRENCY_EXPECTED } from './term-helpers.js';

const DATE_EXPECTED = 'YYYY-MM-DD, a real calendar date';
const LEITWEG_EXPECTED =
  '<coarse address, 2-12 digits>[-<fine address>]-<2 check digits, MOD 97-10>, e.g. 04011000-12345-03';

/** Checks one optional date field; returns whether it holds a usable calendar date. */
function checkDate(ctx: CheckContext, path: string, value: string, label: string): boolean {
  if (value === '' || ctx.out.has(path)) return false;
  if (isCalendarDate(value)) return true;
  ctx.out.add(
    path,
    IssueCode.INVALID_FORMAT,
    `invalid ${label}: ${value} is not a calendar date`,
    DATE_EXPECTED,
  );
  return false;
}

/** BT-1, BT-2, BT-9, BT-72, BT-5, Leitweg-ID, BT-84. */
export function checkInvoiceFields(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const { out } = ctx;
  if (blank(inv.number))
    out.add('$.invoice.number', IssueCode.REQUIRED, 'invoice number is required');

  // BT-2 is required (proto); BT-9 must not precede it.
  const dateOk = checkDate(ctx, '$.invoice.date', inv.date, 'date');
  const dueOk = checkDate(ctx, '$.invoice.due_date', inv.dueDate, 'due date');
  checkDate(ctx, '$.invoice.delivery_date', inv.deliveryDate, 'delivery date');
  if (dateOk && dueOk && inv.dueDate < inv.date) {
    ctx.notes.push(
      legalWarning(
        'DUE_DATE_BEFORE_INVOICE_DATE',
        'warning',
        `due date ${inv.dueDate} is before the invoice date ${inv.date}: accepted (EN 16931 sets no order), but check it`,
        'EN 16931-1 BT-9 Payment due date; Council Directive 2006/112/EC, art. 226 (the invoice date is the date of issue)',
      ),
    );
  }

  // BT-5, BR-CL-04 (the shape is a proto rule; the list is checked here): ISO 4217, or the
  // narrower list of the rules that judge the format (Factur-X has no STD).
  const currency = inv.currency || DEFAULT_CURRENCY;
  const currencies = codeListFor(ctx, 'currencies', CURRENCY_CODES_SET, CURRENCY_EXPECTED);
  if (!out.has('$.invoice.currency') && !currencies.codes.has(currency)) {
    out.add(
      '$.invoice.currency',
      IssueCode.INVALID_CODE,
      'invalid currency code',
      currencies.expected,
    );
  }

  // Leitweg-ID (BT-10 of an XRechnung): the XRechnung rules require a BT-10 only (BR-DE-15), and
  // a B2B XRechnung carries the buyer's own reference there. So neither the shape nor the check
  // digits refuse the document; each says why a public buyer's platform may not route it.
  if (
    inv.leitwegId !== '' &&
    !out.has('$.invoice.leitweg_id') &&
    !isValidLeitwegId(inv.leitwegId)
  ) {
    ctx.notes.push(
      parseLeitwegId(inv.leitwegId) === undefined
        ? legalWarning(
            'LEITWEG_ID_FORMAT',
            'warning',
            `Leitweg-ID ${inv.leitwegId}: not the shape of a Leitweg-ID (${LEITWEG_EXPECTED}); the XRechnung rules accept any buyer reference in BT-10 (a B2B XRechnung), but a public buyer's platform routes by the Leitweg-ID`,
            'KoSIT, Format specification Leitweg-ID 2.0.2; XRechnung BR-DE-15 (BT-10 present)',
          )
        : legalWarning(
            'LEITWEG_ID_CHECK_DIGITS',
            'warning',
            `Leitweg-ID ${inv.leitwegId}: the check digits do not match (MOD 97-10); the XRechnung rules accept it, but the receiving platform may not route it`,
            'KoSIT, Format specification Leitweg-ID 2.0.2 (check digits MOD 97-10); XRechnung BR-DE-15',
          ),
    );
  }

  const iban = inv.payment?.iban ?? '';
  if (iban !== '' && !out.has('$.invoice.payment.iban') && !isValidIban(iban)) {
    out.add(
      '$.invoice.payment.iban',
      IssueCode.INVALID_FORMAT,
      'invalid IBAN',
      'an IBAN with valid check digits, e.g. DE89370400440532013000',
    );
  }
}
