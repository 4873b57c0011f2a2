/** BR-CO-3 (BT-7 xor BT-8), BR-CO-26 (seller identified), BT-32/BT-63 for BR-x-02, BT-120/121 from vat_exemptions. */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { domainProblems } from '../../src/domain/domain-problems.js';
import type { InvoiceInput } from '../../src/domain/model.js';
import { invoice, line, SELLER } from './fixtures/invoices.js';

const problems = (given: InvoiceInput) =>
  domainProblems(calculate(given), given).map((p) => `${p.rule} ${p.path}`);

test('BR-CO-3: tax point date and its code are not both given', (t) => {
  t.deepEqual(
    problems(invoice([line(1, 10)], { taxPointDate: '2026-11-01', taxPointDateCode: '35' })),
    ['BR-CO-3 invoice.tax_point_date_code'],
  );
  t.deepEqual(problems(invoice([line(1, 10)], { taxPointDate: '2026-11-01' })), []);
});

test('BR-CO-26: a seller without VAT id needs BT-29 or BT-30', (t) => {
  const noIds = { ...SELLER, vatId: undefined };
  t.deepEqual(
    problems(
      invoice([line(1, 10, { taxCategory: 'O' })], {
        seller: noIds,
        buyer: { ...SELLER, name: 'B', vatId: undefined },
      }),
    ),
    ['BR-CO-26 invoice.seller.vat_id'],
  );
  const registered = { ...noIds, legalRegistration: { id: '123456789', scheme: '0002' } };
  t.deepEqual(
    problems(
      invoice([line(1, 10, { taxCategory: 'O' })], {
        seller: registered,
        buyer: { ...SELLER, name: 'B', vatId: undefined },
      }),
    ),
    [],
  );
});

test('BR-S-02 accepts the seller tax registration id (BT-32) or a tax representative VAT id (BT-63); BR-IC-02 does not take BT-32', (t) => {
  const steuernummer = {
    ...SELLER,
    vatId: undefined,
    taxRegistrationId: '201/113/40209',
    legalRegistration: { id: 'HRB 12345' },
  };
  t.deepEqual(problems(invoice([line(1, 10)], { seller: steuernummer })), []);
  const represented = {
    ...SELLER,
    vatId: undefined,
    identifiers: [{ id: '4000001000005', scheme: '0088' }],
  };
  const taxRepresentative = { name: 'Rep', vatId: 'DE999999999', address: { country: 'DE' } };
  t.deepEqual(problems(invoice([line(1, 10)], { seller: represented, taxRepresentative })), []);
  t.deepEqual(problems(invoice([line(1, 10, { taxCategory: 'K' })], { seller: steuernummer })), [
    'BR-IC-02 invoice.seller.vat_id',
  ]);
});

test("vat_exemptions replace the category table's exemption reason and code (BT-120, BT-121)", (t) => {
  const inv = calculate(
    invoice([line(1, 10, { taxCategory: 'AE' }), line(1, 5, { taxCategory: 'E' })], {
      vatExemptions: [{ category: 'AE', reason: 'Steuerschuldnerschaft des Leistungsempfängers' }],
    }),
  );
  const ae = inv.vatBreakdown.find((b) => b.category === 'AE')!;
  t.is(ae.exemptionReason, 'Steuerschuldnerschaft des Leistungsempfängers');
  t.is(ae.exemptionReasonCode, undefined);
  t.is(inv.vatBreakdown.find((b) => b.category === 'E')!.exemptionReason, 'Exempt from VAT'); // default kept
});
