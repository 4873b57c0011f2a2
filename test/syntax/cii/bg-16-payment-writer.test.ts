/** BG-16 payment means (BT-81, BT-84, BT-86), BT-20 terms and BT-9 due date, written as given. */
import test from 'ava';
import { ciiPath } from '../../../src/syntax/cii/binding/index.js';
import { invoice, line } from '../../domain/fixtures/invoices.js';
import { written } from './helpers/write.js';

test('BT-81 58 (SEPA credit transfer) with BT-84 IBAN (spaces removed) and BT-86 BIC', (t) => {
  const d = written(
    invoice([line(1, 1)], {
      payment: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', terms: 'Net 30' },
    }),
  );
  t.is(d.value(ciiPath('BT-81')), '58');
  t.is(d.value(ciiPath('BT-84')), 'DE89370400440532013000');
  t.is(d.value(ciiPath('BT-86')), 'COBADEFFXXX');
});

test('BT-86 BIC is not part of BASIC (mask), the IBAN is', (t) => {
  const d = written(invoice([line(1, 1)]), 'basic');
  t.is(d.count(ciiPath('BT-86')), 0);
  t.is(d.count(ciiPath('BT-84')), 1);
});

test('BG-16 absent without IBAN, except XRechnung (BR-DE-1): code 1', (t) => {
  const inv = invoice([line(1, 1)], { payment: { terms: 'Cash on delivery' } });
  t.is(written(inv).count(ciiPath('BG-16')), 0);
  t.is(written(inv, 'en16931', 'xrechnung').value(ciiPath('BT-81')), '1');
});

test('BT-20 and BT-9 (format 102) as given, nothing invented (BR-CO-25 is checked, not fixed)', (t) => {
  const d = written(invoice([line(1, 1)]));
  t.is(d.value(ciiPath('BT-20')), 'Payable within 30 days, no deduction.');
  t.is(d.value(ciiPath('BT-9')), '20261220');
  t.is(d.value(`${ciiPath('BT-9')}/@format`), '102');
  const none = written(invoice([line(1, 1)], { dueDate: undefined, payment: undefined }));
  t.is(none.count('//ram:SpecifiedTradePaymentTerms'), 0);
});

test('BG-17 accounts without the public iban: one payment means per account, no empty means before them (CII-SR-470)', (t) => {
  const d = written(
    invoice([line(1, 1)], {
      payment: {
        meansCode: '30',
        creditTransfers: [{ accountId: 'DK1212341234123412' }, { accountId: 'DK5000400440116243' }],
      },
    }),
  );
  t.is(d.count(ciiPath('BG-16')), 2);
  t.deepEqual(d.values(ciiPath('BT-84')), ['DK1212341234123412', 'DK5000400440116243']);
  t.deepEqual(d.values(ciiPath('BT-81')), ['30', '30']);
});

test('BT-82 payment means text is written once, in the first payment means', (t) => {
  const d = written(
    invoice([line(1, 1)], {
      payment: {
        meansCode: '30',
        meansText: 'Half prepaid',
        creditTransfers: [{ accountId: 'DK1212341234123412' }, { accountId: 'DK5000400440116243' }],
      },
    }),
  );
  t.deepEqual(d.values(ciiPath('BT-82')), ['Half prepaid']);
  t.is(d.count(ciiPath('BG-16')), 2);
});

test("a credit transfer without the public iban: the debited account and the card join the first account's means (CII-SR-470)", (t) => {
  const d = written(
    invoice([line(1, 1)], {
      payment: {
        meansCode: '30',
        creditTransfers: [{ accountId: 'DK1212341234123412' }, { accountId: 'DK5000400440116243' }],
        directDebit: { mandateReference: 'M-1', debitedAccount: 'DE79000000001234567890' },
        card: { panLastDigits: '1234', holderName: 'A B' },
      },
    }),
  );
  // Every means of code 30 names an account to pay into; nothing is written twice.
  t.is(d.count(ciiPath('BG-16')), 2);
  t.deepEqual(d.values(ciiPath('BT-84')), ['DK1212341234123412', 'DK5000400440116243']);
  t.deepEqual(d.values(ciiPath('BT-91')), ['DE79000000001234567890']);
  t.deepEqual(d.values(ciiPath('BT-87')), ['1234']);
  t.is(d.count(`${ciiPath('BG-16')}[1]/ram:PayeePartyCreditorFinancialAccount/ram:IBANID`), 1);
});
