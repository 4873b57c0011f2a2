/**
 * The readable PDF of a KSeF FA(3) gross-method invoice (prices_include_vat, art. 106e ust. 7-8):
 * the lines table shows each line's unit price and amount with VAT, as the FA(3) P_9B and P_11A
 * state them, under labels that say so; the VAT breakdown shows the net and the VAT per rate.
 */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { renderInvoicePdf } from '../../src/pdf/index.js';
import { labelsFor } from '../../src/pdf/locale/labels.js';
import { base, line } from '../syntax/ksef/helpers/ksef-invoices.js';
import { CLOCK } from './fixtures.js';
import { documentText, normalise } from './pdf-text.js';

test('lines stated with VAT: gross unit price and amount, labelled so; net in the breakdown', async (t) => {
  const inv = calculate(
    base('FB/1', [line(1, 'usługa', '2', '500.00', '23'), line(2, 'opłata', '1', '23.00', '23')], {
      pricesIncludeVat: true,
    }),
  );
  t.is(inv.lines[0]!.netAmount.toString(), '813.01'); // its net share, not printed
  const pdf = await renderInvoicePdf(inv, {
    template: 'classic',
    locale: 'en',
    watermark: false,
    creationDate: CLOCK,
  });
  const text = normalise(await documentText(pdf));
  const labels = labelsFor('en');
  t.true(text.includes(labels.unitPriceWithVat), text);
  t.true(text.includes(labels.amountWithVat), text);
  t.true(text.includes('1,000.00'), 'the line amount with VAT');
  t.false(text.includes('813.01'), 'not its net share');
  t.true(text.includes('191.29'), 'the VAT of the rate: 1,023.00 × 23 / 123 (ust. 8)');
  t.true(text.includes('831.71'), 'the taxable amount of the rate');
  t.true(text.includes('1,023.00'), 'the total with VAT');
});
