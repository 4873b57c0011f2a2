/** BR-CO-25: amount due > 0 needs BT-9 due date or BT-20 payment terms; nothing is invented. */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { paymentDueProblems } from '../../src/domain/payment-due.js';
import { invoice, line } from './fixtures/invoices.js';

test('BR-CO-25 neither due date nor terms on a positive amount: reported, not invented', (t) => {
  const inv = calculate(
    invoice([line(1, 10)], { dueDate: undefined, payment: { iban: 'DE89370400440532013000' } }),
  );
  t.deepEqual(
    paymentDueProblems(inv).map((p) => [p.rule, p.path]),
    [['BR-CO-25', 'invoice.due_date']],
  );
  t.is(inv.dueDate, undefined);
  t.is(inv.payment?.terms, undefined);
});

test('BR-CO-25 terms alone or due date alone are enough', (t) => {
  t.deepEqual(paymentDueProblems(calculate(invoice([line(1, 10)], { dueDate: undefined }))), []);
  t.deepEqual(paymentDueProblems(calculate(invoice([line(1, 10)], { payment: undefined }))), []);
});

test('BR-CO-25 does not apply when nothing is due (credit note)', (t) => {
  const inv = calculate(
    invoice([line(-1, 10)], { typeCode: '381', dueDate: undefined, payment: undefined }),
  );
  t.deepEqual(paymentDueProblems(inv), []);
});

test('BT-9 due date before the issue date is no domain problem (EN 16931 sets no order; validate warns)', (t) => {
  const inv = calculate(invoice([line(1, 10)], { dueDate: '2026-01-01' }));
  t.deepEqual(paymentDueProblems(inv), []);
});

test('BR-CO-25 is reported for a credit note (381) with a positive amount too: the format decides whether its rules ask it', (t) => {
  const inv = calculate(
    invoice([line(1, 10)], { typeCode: '381', dueDate: undefined, payment: undefined }),
  );
  t.deepEqual(
    paymentDueProblems(inv).map((p) => p.rule),
    ['BR-CO-25'],
  );
});
