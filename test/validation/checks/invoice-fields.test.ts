/**
 * Document-level checks: BT-1 number not blank, BT-2/BT-9/BT-72 real calendar dates, BT-9 not
 * before BT-2, BT-5 in the full ISO 4217 list, Leitweg-ID check digits, BT-84 IBAN MOD 97.
 */
import test from 'ava';
import { issueAt, issueList, peppolParties, request, warningCodes } from './helpers.js';

const errors: Array<{
  name: string;
  edit: (b: any) => void;
  path: string;
  code: string;
  message: string;
}> = [
  {
    name: 'BT-1 blank number',
    edit: (b) => (b.invoice.number = '   '),
    path: '$.invoice.number',
    code: 'REQUIRED',
    message: 'invoice number is required',
  },
  {
    name: 'BT-2 30 February',
    edit: (b) => (b.invoice.date = '2024-02-30'),
    path: '$.invoice.date',
    code: 'INVALID_FORMAT',
    message: 'invalid date: 2024-02-30 is not a calendar date',
  },
  {
    name: 'BT-2 month 13',
    edit: (b) => (b.invoice.date = '2025-13-01'),
    path: '$.invoice.date',
    code: 'INVALID_FORMAT',
    message: 'invalid date: 2025-13-01 is not a calendar date',
  },
  {
    name: 'BT-9 29 February of a common year',
    edit: (b) => (b.invoice.due_date = '2025-02-29'),
    path: '$.invoice.due_date',
    code: 'INVALID_FORMAT',
    message: 'invalid due date: 2025-02-29 is not a calendar date',
  },
  {
    name: 'BT-72 day 00',
    edit: (b) => (b.invoice.delivery_date = '2025-03-00'),
    path: '$.invoice.delivery_date',
    code: 'INVALID_FORMAT',
    message: 'invalid delivery date: 2025-03-00 is not a calendar date',
  },
  {
    name: 'BT-5 unknown currency',
    edit: (b) => (b.invoice.currency = 'EUX'),
    path: '$.invoice.currency',
    code: 'INVALID_CODE',
    message: 'invalid currency code',
  },
  {
    name: 'BT-84 IBAN check digits',
    edit: (b) => (b.invoice.payment.iban = 'DE89370400440532013001'),
    path: '$.invoice.payment.iban',
    code: 'INVALID_FORMAT',
    message: 'invalid IBAN',
  },
];

for (const c of errors) {
  test(`invoice field: ${c.name}`, (t) => {
    const req = request(c.edit);
    const issue = issueAt(req, c.path);
    t.is(issue?.code, c.code, issueList(req).join(', '));
    t.is(issue?.message, c.message);
  });
}

const fine: Array<{ name: string; edit: (b: any) => void }> = [
  {
    name: 'BT-2 29 February of a leap year',
    edit: (b) => {
      b.invoice.date = '2024-02-29';
      b.invoice.due_date = '2024-03-30';
    },
  },
  { name: 'BT-9 equal to BT-2', edit: (b) => (b.invoice.due_date = b.invoice.date) },
  {
    name: 'BT-72 before BT-2 (delivered earlier)',
    edit: (b) => (b.invoice.delivery_date = '2025-02-28'),
  },
  { name: 'BT-5 other ISO 4217 currency', edit: (b) => (b.invoice.currency = 'CHF') },
  { name: 'BT-5 omitted (default EUR)', edit: (b) => delete b.invoice.currency },
  {
    name: 'BT-84 IBAN with spaces',
    edit: (b) => (b.invoice.payment.iban = 'DE89 3704 0044 0532 0130 00'),
  },
  { name: 'no payment at all', edit: (b) => delete b.invoice.payment },
];

for (const c of fine) {
  test(`invoice field accepted: ${c.name}`, (t) => {
    t.deepEqual(issueList(request(c.edit)), []);
  });
}

test('invoice field: one issue per path (pattern finding not repeated by the calendar check)', (t) => {
  const req = request((b) => (b.invoice.date = '2024-2-3'));
  t.deepEqual(issueList(req), ['$.invoice.date INVALID_FORMAT']);
});

const warned: Array<{ name: string; edit: (b: any) => void; code: string }> = [
  {
    name: 'BT-9 before BT-2 (EN 16931 sets no order)',
    edit: (b) => (b.invoice.due_date = '2025-03-13'),
    code: 'DUE_DATE_BEFORE_INVOICE_DATE',
  },
  {
    name: 'Leitweg-ID with wrong check digits (XRechnung checks presence only, BR-DE-15)',
    edit: (b) => (b.invoice.leitweg_id = '04011000-12345-04'),
    code: 'LEITWEG_ID_CHECK_DIGITS',
  },
  {
    // A B2B XRechnung's BT-10 is the buyer's own reference (KoSIT's test instances: "123").
    name: 'Leitweg-ID of another shape (XRechnung checks presence only, BR-DE-15)',
    edit: (b) => (b.invoice.leitweg_id = '04011000_12345'),
    code: 'LEITWEG_ID_FORMAT',
  },
];

for (const c of warned) {
  test(`invoice field accepted with a warning: ${c.name}`, (t) => {
    const req = request(c.edit);
    t.deepEqual(issueList(req), []);
    t.true(warningCodes(req).includes(c.code), warningCodes(req).join(', '));
  });
}

test('BT-3 in Peppol BIS 3: the self-billing 389 is refused (PEPPOL-EN16931-P0100); UBL takes it', (t) => {
  const typed = (format: string, code: string) =>
    request(peppolParties, (b) => {
      b.format = format;
      b.invoice.type_code = code;
    });
  const issue = issueAt(typed('peppol', '389'), '$.invoice.type_code');
  t.is(issue?.code, 'INVALID_VALUE');
  t.regex(issue?.message ?? '', /type code 389 .*PEPPOL-EN16931-P0100/);
  // 384 (corrected invoice) only between German parties (PEPPOL-EN16931-P0112).
  t.regex(issueAt(typed('peppol', '384'), '$.invoice.type_code')?.message ?? '', /P0112/);
  t.deepEqual(issueList(typed('peppol', '380')), []);
  t.deepEqual(issueList(typed('ubl', '389')), []);
});
