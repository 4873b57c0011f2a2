/**
 * Locale formatting of the visual invoice: fixed number and date patterns per locale (no ICU
 * dependence), money with the BT-5 currency, IBAN (BT-84) grouping, Rec 20 unit names (BT-130),
 * BT-3 titles, and that every locale has every label.
 */
import test from 'ava';
import { Decimal } from 'decimal.js';
import { formatIban, formatterFor } from '../../src/pdf/locale/format.js';
import {
  CODE_TABLES,
  noteSubjectName,
  paymentMeansName,
  schemeName,
} from '../../src/pdf/locale/code-labels.js';
import { documentTitle, labelsFor } from '../../src/pdf/locale/labels.js';
import { unitName } from '../../src/pdf/locale/units.js';
import { LOCALES } from '../../src/pdf/render-options.js';

const d = (v: string) => new Decimal(v);

test('amounts per locale: grouping, decimal mark, currency position', (t) => {
  const v = d('1234567.891');
  t.is(formatterFor('en', 'EUR').money(v), '€1,234,567.89');
  t.is(formatterFor('de', 'EUR').money(v), '1.234.567,89\u00a0€');
  t.is(formatterFor('fr', 'EUR').money(v), '1\u202f234\u202f567,89\u00a0€');
  t.is(formatterFor('es', 'EUR').amount(v), '1.234.567,89');
  t.is(formatterFor('it', 'EUR').amount(v), '1.234.567,89');
  t.is(formatterFor('en', 'CHF').money(d('10')), 'CHF\u00a010.00');
  t.is(formatterFor('de', 'USD').money(d('10')), '10,00\u00a0$');
});

test('rounding for display is half-up on the exact decimal', (t) => {
  const f = formatterFor('en', 'EUR');
  t.is(f.amount(d('0.125')), '0.13');
  t.is(f.amount(d('2.675')), '2.68'); // 2.675 is not exact as a float; it is here
  t.is(f.money(d('-5.5')), '−€5.50');
  t.is(f.amount(d('-0.001')), '0.00');
});

test('quantities, prices and rates trim trailing zeros within their scale', (t) => {
  const f = formatterFor('de', 'EUR');
  t.is(f.quantity(d('2.5000')), '2,5');
  t.is(f.quantity(d('12')), '12');
  t.is(f.price(d('49.3330')), '49,333');
  t.is(f.price(d('125')), '125,00');
  t.is(f.rate(d('19')), '19\u00a0%');
  t.is(formatterFor('en', 'EUR').rate(d('5.5')), '5.5%');
});

test('dates use fixed patterns per locale', (t) => {
  t.is(formatterFor('en', 'EUR').date('2026-03-05'), '5 Mar 2026');
  t.is(formatterFor('de', 'EUR').date('2026-03-05'), '05.03.2026');
  t.is(formatterFor('fr', 'EUR').date('2026-03-05'), '05/03/2026');
  t.is(formatterFor('es', 'EUR').date('2026-03-05'), '05/03/2026');
  t.is(formatterFor('it', 'EUR').date('2026-03-05'), '05/03/2026');
});

test('BT-84 IBAN is grouped by four for reading', (t) => {
  t.is(formatIban('DE89370400440532013000'), 'DE89 3704 0044 0532 0130 00');
  t.is(formatIban('fr76 3000 6000 0112 3456 7890 189'), 'FR76 3000 6000 0112 3456 7890 189');
});

test('BT-130 unit codes read as words or symbols, singular for exactly one', (t) => {
  t.is(unitName('HUR', 'de', d('3')), 'h');
  t.is(unitName('DAY', 'en', d('1')), 'day');
  t.is(unitName('DAY', 'en', d('2.5')), 'days');
  t.is(unitName('C62', 'de', d('2')), 'Stk.');
  t.is(unitName('MON', 'it', d('2')), 'mesi');
  t.is(unitName('MTK', 'fr', d('2')), 'm²');
  t.is(unitName('XYZ', 'en', d('2')), 'XYZ');
});

test('BT-3 381 is a credit note, other codes an invoice; every locale has every label', (t) => {
  t.is(documentTitle(labelsFor('de'), '381'), 'Gutschrift');
  t.is(documentTitle(labelsFor('fr'), '380'), 'Facture');
  const keys = Object.keys(labelsFor('en')).sort();
  for (const locale of LOCALES) {
    const l = labelsFor(locale);
    t.deepEqual(Object.keys(l).sort(), keys, locale);
    t.deepEqual(
      Object.keys(l.categories).sort(),
      Object.keys(labelsFor('en').categories).sort(),
      locale,
    );
    t.true(l.page(2, 3).includes('2') && l.page(2, 3).includes('3'), locale);
  }
});

test('no English fallbacks: a label equal to the English one is a word the language shares', (t) => {
  const en = labelsFor('en') as unknown as Record<string, unknown>;
  const shared: Record<string, string[]> = {
    de: ['details', 'pos', 'iban', 'bic', 'watermark'],
    fr: ['iban', 'bic', 'watermark', 'lineDocument', 'contact', 'classification'],
    es: ['iban', 'bic', 'watermark'],
    it: ['pos', 'iban', 'bic', 'watermark', 'pricePer'],
  };
  for (const locale of ['de', 'fr', 'es', 'it'] as const) {
    const l = labelsFor(locale) as unknown as Record<string, unknown>;
    const same = Object.keys(en).filter((k) => typeof en[k] === 'string' && en[k] === l[k]);
    t.deepEqual(same, shared[locale], locale);
    t.not(labelsFor(locale).percentOf('10 %', '5'), labelsFor('en').percentOf('10 %', '5'), locale);
  }
});

test('code values read as words in each locale, unknown codes as themselves', (t) => {
  t.is(paymentMeansName('58', 'de'), 'SEPA-Überweisung');
  t.is(paymentMeansName('59', 'fr'), 'Prélèvement SEPA');
  t.is(paymentMeansName('31', 'en'), undefined);
  t.is(noteSubjectName('aai', 'it'), 'Informazioni generali');
  t.is(schemeName('0088'), 'GLN');
  t.is(schemeName('9999'), undefined);
  for (const [name, table] of Object.entries(CODE_TABLES)) {
    for (const [code, names] of Object.entries(table)) {
      for (const locale of LOCALES) t.truthy(names[locale], `${name} ${code} ${locale}`);
    }
  }
});
