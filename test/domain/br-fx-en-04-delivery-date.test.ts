/** BR-FX-EN-04: BT-72 actual delivery date defaults to BT-2 issue date; a given date is kept. */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { invoice, line } from './fixtures/invoices.js';

test('BR-FX-EN-04 delivery date defaults to the issue date', (t) => {
  t.is(calculate(invoice([line(1, 1)], { deliveryDate: '' })).deliveryDate, '2026-11-20');
});

test('BR-FX-EN-04 a given delivery date is kept', (t) => {
  t.is(calculate(invoice([line(1, 1)], { deliveryDate: '2026-11-01' })).deliveryDate, '2026-11-01');
});
