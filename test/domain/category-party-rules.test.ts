/** BR-S-02, BR-AE-02, BR-IC-02, BR-IC-12, BR-O-02, BR-O-11, BR-S-05: VAT ids and rates the categories require. */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { categoryProblems } from '../../src/domain/category-problems.js';
import { BUYER, SELLER, invoice, line } from './fixtures/invoices.js';
import { Decimal } from '../../src/domain/decimal.js';

const rules = (inv: ReturnType<typeof calculate>) =>
  categoryProblems(inv).map((p) => `${p.rule} ${p.path}`);

test('a complete S/Z invoice has no problems', (t) => {
  t.deepEqual(rules(calculate(invoice([line(1, 1), line(1, 1, { vatRate: 0 })]))), []);
});

test('BR-S-02 seller VAT id required for S', (t) => {
  t.deepEqual(
    rules(calculate(invoice([line(1, 1)], { seller: { ...SELLER, vatId: undefined } }))),
    ['BR-S-02 invoice.seller.vat_id'],
  );
});

test('BR-AE-02 reverse charge needs the buyer VAT id', (t) => {
  t.deepEqual(
    rules(
      calculate(
        invoice([line(1, 1, { taxCategory: 'AE' })], { buyer: { ...BUYER, vatId: undefined } }),
      ),
    ),
    ['BR-AE-02 invoice.buyer.vat_id'],
  );
});

test('BR-IC-02 intra-community supply needs the buyer VAT id', (t) => {
  t.deepEqual(
    rules(
      calculate(invoice([line(1, 1, { taxCategory: 'K' })], { buyer: { ...BUYER, vatId: '' } })),
    ),
    ['BR-IC-02 invoice.buyer.vat_id'],
  );
});

test("BR-IC-12 intra-community supply: a deliver-to given without an address has no country; none at all is the buyer's address", (t) => {
  const k = (delivery?: object) =>
    rules(calculate(invoice([line(1, 1, { taxCategory: 'K' })], { delivery } as never)));
  t.deepEqual(k({ partyName: 'Warehouse' }), ['BR-IC-12 invoice.delivery.address.country']);
  t.deepEqual(k(), []);
  t.deepEqual(k({ partyName: 'Warehouse', address: { ...BUYER, country: 'FR' } }), []);
  t.deepEqual(
    rules(calculate(invoice([line(1, 1)], { delivery: { partyName: 'Warehouse' } }))),
    [],
  );
});

test('BR-AE-03: a reverse-charged document allowance needs the buyer VAT id as a line does', (t) => {
  const inv = invoice([line(1, 10)], {
    buyer: { ...BUYER, vatId: undefined },
    allowances: [{ amount: new Decimal('1'), taxCategory: 'AE', vatRate: new Decimal('0') }],
  } as never);
  t.true(rules(calculate(inv)).includes('BR-AE-02 invoice.buyer.vat_id'));
});

test('BR-O-02 not subject forbids VAT ids; BR-O-11 forbids mixing with other categories', (t) => {
  t.deepEqual(rules(calculate(invoice([line(1, 1, { taxCategory: 'O' }), line(1, 1)]))), [
    'BR-O-02 invoice.seller.vat_id',
    'BR-O-02 invoice.buyer.vat_id',
    'BR-O-11 invoice.items',
  ]);
});

test('BR-S-05 S with a zero rate; unknown codes are reported', (t) => {
  t.deepEqual(
    rules(
      calculate(
        invoice([line(1, 1, { taxCategory: 'S', vatRate: 0 }), line(1, 1, { taxCategory: 'XX' })]),
      ),
    ),
    ['BR-S-05 invoice.items[0].vat_rate', 'BT-151 invoice.items[1].tax_category'],
  );
});

test('domainProblems combines the category rules and BR-CO-25', async (t) => {
  const { domainProblems } = await import('../../src/domain/domain-problems.js');
  const given = invoice([line(1, 1, { taxCategory: 'AE' })], {
    buyer: { ...BUYER, vatId: undefined },
    dueDate: undefined,
    payment: undefined,
  });
  t.deepEqual(
    domainProblems(calculate(given), given).map((p) => p.rule),
    ['BR-AE-02', 'BR-CO-25'],
  );
});
