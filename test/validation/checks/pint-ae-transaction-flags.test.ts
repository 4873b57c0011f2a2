/**
 * PINT AE transaction type flags (BTAE-02) a request gives are checked where the official rules
 * would reject the written document (issue 42: refused with the field, never a 422): a free
 * trade zone needs the beneficiary id BTAE-01 (ibr-007-ae); type
 * 480 takes no deemed supply, margin or summary flag (ibr-157-ae); a margin scheme has only
 * category N (ibr-116-ae). A deemed supply, and an invoice with nothing due, need no due date
 * (ibr-127-ae).
 */
import test from 'ava';
import { countryIssues } from './country-issues.js';

function issuesOf(patch: (inv: any) => void): string[] {
  return countryIssues('pint_ae', patch)
    .filter((i) =>
      [
        '$.invoice.transaction_type_flags',
        '$.invoice.due_date',
        '$.invoice.beneficiary.id',
      ].includes(i.path),
    )
    .map((i) => `${i.path} ${i.code}`);
}

test('free trade zone (1XXXXXXX): the beneficiary id BTAE-01 is required (ibr-007-ae)', (t) => {
  t.deepEqual(
    issuesOf((inv) => {
      inv.transaction_type_flags = '10000000';
    }),
    ['$.invoice.beneficiary.id REQUIRED'],
  );
  t.deepEqual(
    issuesOf((inv) => {
      inv.transaction_type_flags = '10000000';
      inv.beneficiary = { id: '189098765401003' };
    }),
    [],
  );
});

test('type 480 with a deemed supply flag: refused (ibr-157-ae)', (t) => {
  t.deepEqual(
    issuesOf((inv) => {
      inv.type_code = '480';
      inv.items = inv.items.map((i: any) => ({ ...i, vat_rate: 0, tax_category: 'Z' }));
      inv.transaction_type_flags = '01000000';
    }),
    ['$.invoice.transaction_type_flags INVALID_VALUE'],
  );
});

test('margin scheme (XX1XXXXX): category N only (ibr-116-ae)', (t) => {
  t.deepEqual(
    issuesOf((inv) => {
      inv.transaction_type_flags = '00100000';
    }),
    ['$.invoice.transaction_type_flags INVALID_VALUE'],
  );
  t.deepEqual(
    issuesOf((inv) => {
      inv.transaction_type_flags = '00100000';
      inv.items = inv.items.map((i: any) => ({ ...i, vat_rate: 5, tax_category: 'N' }));
    }),
    [],
  );
});

test('deemed supply (X1XXXXXX): no due date needed; without the flag it is required (ibr-127-ae)', (t) => {
  t.deepEqual(
    issuesOf((inv) => {
      inv.transaction_type_flags = '01000000';
      delete inv.due_date;
    }),
    [],
  );
  t.deepEqual(
    issuesOf((inv) => {
      delete inv.due_date;
    }),
    ['$.invoice.due_date REQUIRED'],
  );
});

test('nothing due (paid in advance): no due date needed (ibr-127-ae asks for it when BT-115 > 0)', (t) => {
  const total = (inv: any) =>
    inv.items.reduce((sum: number, i: any) => sum + i.quantity * i.unit_price * 1.05, 0);
  t.deepEqual(
    issuesOf((inv) => {
      delete inv.due_date;
      inv.paid_amount = Math.ceil(total(inv) * 100) / 100;
    }),
    [],
  );
  t.deepEqual(
    issuesOf((inv) => {
      delete inv.due_date;
      inv.paid_amount = 1;
    }),
    ['$.invoice.due_date REQUIRED'],
  );
});
