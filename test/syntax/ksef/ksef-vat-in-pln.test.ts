/**
 * P_14_1W … P_14_4W, the VAT in PLN per taxed rate of a foreign-currency FA(3) invoice: written
 * from the stated vat_breakdown amounts (negative in a credit note's KOR), read back for the one
 * rate of the lines that feed the field (dropped when two rates feed it), required for each taxed
 * group of a non-PLN invoice and refused on a PLN one.
 */
import test from 'ava';
import { calculate } from '../../../src/domain/calculate.js';
import { Decimal } from '../../../src/domain/decimal.js';
import type { InvoiceInput } from '../../../src/domain/model.js';
import { ksefRequirements, readKsef, writeKsef } from '../../../src/syntax/ksef/index.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { base, line } from './helpers/ksef-invoices.js';

const d = (s: string) => new Decimal(s);
const pln = (rate: string, amount: string) => ({
  category: 'S',
  rate: d(rate),
  taxCurrencyTaxAmount: d(amount),
});
const inEur = (extra: Partial<InvoiceInput> = {}): InvoiceInput =>
  base(
    'FV/EUR/1',
    [line(1, 'lodówka', '1', '100.00', '23'), line(2, 'książka', '2', '50.00', '8')],
    {
      currency: 'EUR',
      ...extra,
    },
  );

test('a credit note in EUR: P_14_xW negative beside P_14_x, read back positive', (t) => {
  const inv = calculate(
    inEur({
      typeCode: '381',
      precedingInvoices: [{ number: 'FV/EUR/0', date: '2026-01-15' }],
      statedVatBreakdown: [pln('23', '98.57'), pln('8', '34.28')],
    }),
  );
  t.deepEqual(ksefRequirements(inv), []);
  const xml = writeKsef(inv);
  t.regex(xml, /<P_14_1>-23\.00<\/P_14_1>\s*<P_14_1W>-98\.57<\/P_14_1W>/);
  t.regex(xml, /<P_14_2>-8\.00<\/P_14_2>\s*<P_14_2W>-34\.28<\/P_14_2W>/);
  const read = readKsef(parseXmlSafely(xml));
  t.deepEqual(
    read.invoice.statedVatBreakdown?.map((s) => [
      s.rate.toString(),
      s.taxCurrencyTaxAmount?.toString(),
    ]),
    [
      ['23', '98.57'],
      ['8', '34.28'],
    ],
  );
  t.false(read.dropped.some((x) => /P_14_\dW/.test(x.bt)));
});

test('P_14_1W fed by 23 % and 22 % lines names no one group: dropped on read', (t) => {
  const inv = calculate(
    base('FV/EUR/2', [line(1, 'a', '1', '100.00', '23'), line(2, 'b', '1', '100.00', '22')], {
      currency: 'EUR',
      statedVatBreakdown: [pln('23', '98.57'), pln('22', '94.28')],
    }),
  );
  const xml = writeKsef(inv);
  t.regex(xml, /<P_14_1W>192\.85<\/P_14_1W>/);
  const read = readKsef(parseXmlSafely(xml));
  t.is(read.invoice.statedVatBreakdown, undefined);
  t.true(read.dropped.some((x) => x.bt === 'FA(3) P_14_1W' && x.value === '192.85'));
});

test('a taxed EUR invoice without its VAT in PLN: one finding naming each group', (t) => {
  const findings = ksefRequirements(calculate(inEur({ statedVatBreakdown: [pln('8', '34.28')] })));
  t.is(findings.length, 1);
  t.is(findings[0]!.path, 'vat_breakdown');
  t.false(findings[0]!.notCarried);
  t.regex(findings[0]!.message, /tax_category S vat_rate 23/);
  t.notRegex(findings[0]!.message, /vat_rate 8/);
});

test('P_14_xW on a PLN invoice or an untaxed group has no place', (t) => {
  const inPln = calculate(inEur({ currency: 'PLN', statedVatBreakdown: [pln('23', '23.00')] }));
  t.deepEqual(
    ksefRequirements(inPln).map((f) => [f.id, f.path, f.notCarried]),
    [['P_14_xW', 'vat_breakdown[0].tax_currency_tax_amount', true]],
  );
  const zero = calculate(
    base('FV/EUR/3', [line(1, 'a', '1', '100.00', '0', 'Z')], {
      currency: 'EUR',
      statedVatBreakdown: [{ category: 'Z', rate: d('0'), taxCurrencyTaxAmount: d('1.00') }],
    }),
  );
  t.deepEqual(
    ksefRequirements(zero).map((f) => f.path),
    ['vat_breakdown[0].tax_currency_tax_amount'],
  );
});
