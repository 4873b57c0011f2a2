/** BR-61: a credit transfer (BT-81 30 or 58) names the account to pay into (BT-84); none is invented. */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { paymentAccountProblems } from '../../src/domain/payment-account.js';
import { invoice, line } from './fixtures/invoices.js';

const rulesOf = (payment: unknown) =>
  paymentAccountProblems(calculate(invoice([line(1, 10)], { payment } as never))).map((p) => [
    p.rule,
    p.path,
  ]);

test('BR-61 a credit transfer without an account is reported', (t) => {
  for (const meansCode of ['58', '30', ' 58 '])
    t.deepEqual(rulesOf({ meansCode, terms: '30 days' }), [['BR-61', 'invoice.payment.iban']]);
});

test('BR-61 the IBAN or a further account is enough', (t) => {
  t.deepEqual(rulesOf({ meansCode: '58', iban: 'DE89370400440532013000' }), []);
  t.deepEqual(
    rulesOf({ meansCode: '30', creditTransfers: [{ accountId: '123456789', accountName: '' }] }),
    [],
  );
});

test('BR-61 other means and an unstated code need no account', (t) => {
  for (const meansCode of ['1', '10', '42', '48', '49', '59', '97'])
    t.deepEqual(rulesOf({ meansCode }), [], meansCode);
  t.deepEqual(rulesOf({ terms: '30 days' }), []);
  t.deepEqual(rulesOf(undefined), []);
});
