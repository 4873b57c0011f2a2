/**
 * BT-151 derivation and the category rules that calculate() enforces: S/Z from the rate,
 * BR-AE-05/BR-AE-10 (reverse charge), BR-IC-05/10 (K), BR-G-05/10, BR-O-05/10, BR-E-05/10,
 * BR-Z-10 / BR-S-10 (no exemption reason), PINT codes passed through.
 */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { invoice, line } from './fixtures/invoices.js';

const one = (opts: Parameters<typeof line>[2]) => calculate(invoice([line(2, 50, opts)]));

test('BT-151 derived: S when vat_rate > 0, Z when 0 (BR-Z-10: no exemption reason)', (t) => {
  t.is(one({ vatRate: 19 }).lines[0].taxCategory, 'S');
  const z = one({ vatRate: 0 });
  t.is(z.lines[0].taxCategory, 'Z');
  t.is(z.vatBreakdown[0].exemptionReason, undefined);
  t.is(z.vatBreakdown[0].exemptionReasonCode, undefined);
});

test('BT-151 given code is trimmed and upper-cased', (t) => {
  t.is(one({ taxCategory: ' ae ' }).lines[0].taxCategory, 'AE');
});

test('BR-AE-05/BR-AE-10 reverse charge: rate forced to 0 even with the default 19, reason and VATEX-EU-AE', (t) => {
  const inv = one({ taxCategory: 'AE', vatRate: 19 });
  t.true(inv.lines[0].vatRate.isZero());
  t.like(inv.vatBreakdown[0], {
    category: 'AE',
    exemptionReason: 'Reverse charge',
    exemptionReasonCode: 'VATEX-EU-AE',
  });
  t.true(inv.vatBreakdown[0].taxAmount.isZero());
  t.is(inv.totals.payable.toFixed(2), '100.00');
});

test('BR-IC-10 intra-community supply (K): VATEX-EU-IC', (t) => {
  t.like(one({ taxCategory: 'K' }).vatBreakdown[0], {
    category: 'K',
    exemptionReasonCode: 'VATEX-EU-IC',
    exemptionReason: 'Intra-community supply',
  });
});

test('BR-G-10 export (G): VATEX-EU-G', (t) => {
  t.like(one({ taxCategory: 'G' }).vatBreakdown[0], {
    category: 'G',
    exemptionReasonCode: 'VATEX-EU-G',
  });
});

test('BR-O-10 not subject (O): VATEX-EU-O, rate 0', (t) => {
  const inv = one({ taxCategory: 'O' });
  t.like(inv.vatBreakdown[0], {
    category: 'O',
    exemptionReasonCode: 'VATEX-EU-O',
    exemptionReason: 'Not subject to VAT',
  });
  t.true(inv.vatBreakdown[0].rate.isZero());
});

test('BR-E-10 exempt (E): reason text "Exempt from VAT", no VATEX code (none fits every exemption)', (t) => {
  const b = one({ taxCategory: 'E', vatRate: 0 }).vatBreakdown[0];
  t.is(b.exemptionReason, 'Exempt from VAT');
  t.is(b.exemptionReasonCode, undefined);
});

test('BR-S-10 standard rate: no exemption reason', (t) => {
  t.is(one({ vatRate: 19 }).vatBreakdown[0].exemptionReason, undefined);
});

test('PINT codes (SR, ZR, ES, SA, SE) pass through with the rate as given', (t) => {
  const inv = calculate(
    invoice([
      line(1, 100, { taxCategory: 'SR', vatRate: 9 }),
      line(1, 100, { taxCategory: 'ZR', vatRate: 0 }),
      line(1, 100, { taxCategory: 'SA', vatRate: 10 }),
    ]),
  );
  t.deepEqual(
    inv.vatBreakdown.map((b) => [b.category, b.rate.toString(), b.taxAmount.toFixed(2)]),
    [
      ['SA', '10', '10.00'],
      ['SR', '9', '9.00'],
      ['ZR', '0', '0.00'],
    ],
  );
});

test('BG-23 separates categories with the same rate (Z and AE at 0 %)', (t) => {
  const inv = calculate(
    invoice([
      line(1, 10, { vatRate: 0 }),
      line(1, 20, { taxCategory: 'AE' }),
      line(1, 30, { vatRate: 0 }),
    ]),
  );
  t.deepEqual(
    inv.vatBreakdown.map((b) => [b.category, b.taxableAmount.toFixed(2)]),
    [
      ['Z', '40.00'],
      ['AE', '20.00'],
    ],
  );
});
