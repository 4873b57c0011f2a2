/** TOTAL_MISMATCH: every BG-22 total a source states that the returned invoice does not give back is named, never silent. */
import test from 'ava';
import { fromString as d } from '../../src/domain/decimal.js';
import { totalMismatches } from '../../src/retrieve/total-mismatches.js';
import { invoice, line } from '../domain/fixtures/invoices.js';

test('totals the JSON gives back: no warning', (t) => {
  const inv = invoice([line(2, 50)]); // 100 net, 19 VAT
  t.deepEqual(
    totalMismatches(
      {
        invoice: inv,
        dropped: [],
        declared: {
          lineTotal: d('100'),
          taxTotal: d('19'),
          taxInclusive: d('119'),
          payable: d('119'),
        },
      },
      'en',
    ),
    [],
  );
});

test('a stated total the JSON does not give back: one warning per term, with both amounts and the difference', (t) => {
  const inv = invoice([line(2, 50)]);
  const warnings = totalMismatches(
    {
      invoice: inv,
      dropped: [],
      declared: {
        lineTotal: d('100'),
        chargeTotal: d('15'),
        taxTotal: d('19'),
        payable: d('470.15'),
      },
    },
    'en',
  );
  t.deepEqual(
    warnings.map((w) => w.code),
    ['TOTAL_MISMATCH', 'TOTAL_MISMATCH'],
  );
  t.is(
    warnings[0].message,
    'The document states BT-108 = 15.00; the returned invoice JSON gives 0.00 (difference -15.00).',
  );
  t.regex(
    warnings[1].message,
    /^The document states BT-115 = 470\.15; the returned invoice JSON gives 119\.00 \(difference -351\.15\)\.$/,
  );
  t.regex(
    totalMismatches({ invoice: inv, dropped: [], declared: { chargeTotal: d('15') } }, 'de')[0]
      .message,
    /Das Dokument nennt BT-108/,
  );
});

test('amounts are shown at their own precision: a stated 999.375 against the 999.38 the JSON gives reads as such, difference 0.005', (t) => {
  const inv = invoice([line(1, 999.375, { vatRate: 0, taxCategory: 'Z' })]); // a 3-decimal line amount the JSON holds as stated
  inv.lines[0].statedNetAmount = d('999.375');
  // BT-106 is the sum of the line amounts rounded to 2 decimals (PINT's ibr-co-10): a document
  // stating that sum rounded agrees with the JSON; one stating it unrounded does not.
  t.deepEqual(
    totalMismatches({ invoice: inv, dropped: [], declared: { lineTotal: d('999.38') } }, 'en'),
    [],
  );
  const warnings = totalMismatches(
    { invoice: inv, dropped: [], declared: { lineTotal: d('999.375') } },
    'en',
  );
  t.deepEqual(
    warnings.map((w) => w.message),
    [
      'The document states BT-106 = 999.375; the returned invoice JSON gives 999.38 (difference 0.005).',
    ],
  );
});
