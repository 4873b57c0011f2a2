/**
 * The gross method of FA(3) (art. 106e ust. 7-8, prices_include_vat): the lines' prices and values
 * are stated with VAT (P_9B, P_11A, with P_12), each rate's VAT is its gross sum × rate /
 * (100 + rate) rounded half-up (ust. 8), its taxable amount the rest, and each line's BT-131 its
 * net share; per-rate sums a document states within BR-CO-17's tolerance (the Ministry's example
 * 19: 813 / 187 of a gross 1000) are written and read back as stated. The documents pass the
 * independent checker (ksef-fa3).
 */
import test from 'ava';
import { calculate } from '../../../src/domain/calculate.js';
import { Decimal } from '../../../src/domain/decimal.js';
import { vatInGross } from '../../../src/domain/gross-lines.js';
import type { InvoiceInput } from '../../../src/domain/model.js';
import { domainProblems } from '../../../src/domain/domain-problems.js';
import {
  KSEF_SUMS_NOT_RESTATED,
  ksefRequirements,
  ksefSumFindings,
  readKsef,
  writeKsef,
} from '../../../src/syntax/ksef/index.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { requires } from '../../helpers/requires.js';
import { check, skipReason, tempFile } from '../ubl/helpers/checker.js';
import { valuesAt } from './helpers/fa3-compare.js';
import { base, line } from './helpers/ksef-invoices.js';

const d = (s: string) => new Decimal(s);

/** Three lines at 8 % (1.00 gross each), one at 23 % (100.03 gross), one exempt. */
const gross = (extra: Partial<InvoiceInput> = {}): InvoiceInput =>
  base(
    'FB/1',
    [
      line(1, 'chleb', '1', '1.00', '8'),
      line(2, 'bułka', '1', '1.00', '8'),
      line(3, 'rogal', '1', '1.00', '8'),
      line(4, 'usługa', '1', '100.03', '23'),
      line(5, 'szkolenie', '2', '50.00', '0', 'E'),
    ],
    {
      pricesIncludeVat: true,
      vatExemptions: [{ category: 'E', reason: 'art. 43 ust. 1 pkt 29 ustawy' }],
      ...extra,
    },
  );

test('ust. 8: the VAT in a gross amount is gross × rate / (100 + rate), half-up', (t) => {
  t.is(vatInGross(d('1000'), 'S', d('23')).toString(), '186.99');
  t.is(vatInGross(d('100.03'), 'S', d('23')).toString(), '18.7'); // 18.699...; 81.33 × 23 % is 18.71
  t.is(vatInGross(d('3'), 'S', d('8')).toString(), '0.22');
  t.is(vatInGross(d('100'), 'E', d('0')).toString(), '0');
  t.is(vatInGross(d('-1000'), 'S', d('23')).toString(), '-186.99');
});

test('each rate: VAT from the gross sum, taxable the rest, the lines its net shares', (t) => {
  const inv = calculate(gross());
  const [l1, l2, l3, l4, l5] = inv.lines;
  t.deepEqual(
    [l1, l2, l3].map((l) => [l!.grossAmount!.toString(), l!.netAmount.toString()]),
    [
      ['1', '0.93'],
      ['1', '0.93'],
      ['1', '0.92'], // the last line of the rate takes what the rounding leaves
    ],
  );
  t.is(l4!.grossAmount!.toString(), '100.03');
  t.is(l4!.netAmount.toString(), '81.33');
  t.is(l5!.netAmount.toString(), '100');
  t.deepEqual(
    inv.vatBreakdown.map((b) => [
      b.category,
      b.rate.toString(),
      b.taxableAmount.toString(),
      b.taxAmount.toString(),
    ]),
    [
      ['S', '23', '81.33', '18.7'],
      ['S', '8', '2.78', '0.22'],
      ['E', '0', '100', '0'],
    ],
  );
  t.is(inv.totals.taxInclusive.toString(), '203.03', 'BT-112 is the lines’ gross sum');
  t.deepEqual(domainProblems(inv, gross()), []);
  t.deepEqual(ksefRequirements(inv), []);
  t.deepEqual(ksefSumFindings(inv), []);
});

test('written as P_9B / P_11A with P_12, the sums per rate; read back the same', (t) => {
  const xml = writeKsef(calculate(gross()));
  t.deepEqual(valuesAt(xml, 'Fa/FaWiersz/P_9B'), ['1', '1', '1', '100.03', '50']);
  t.deepEqual(valuesAt(xml, 'Fa/FaWiersz/P_11A'), ['1', '1', '1', '100.03', '100']);
  t.deepEqual(valuesAt(xml, 'Fa/FaWiersz/P_12'), ['8', '8', '8', '23', 'zw']);
  t.deepEqual(valuesAt(xml, 'Fa/FaWiersz/P_9A'), []);
  t.deepEqual(valuesAt(xml, 'Fa/FaWiersz/P_11'), []);
  t.deepEqual(valuesAt(xml, 'Fa/P_13_1'), ['81.33']);
  t.deepEqual(valuesAt(xml, 'Fa/P_14_1'), ['18.7']);
  t.deepEqual(valuesAt(xml, 'Fa/P_13_2'), ['2.78']);
  t.deepEqual(valuesAt(xml, 'Fa/P_14_2'), ['0.22']);
  t.deepEqual(valuesAt(xml, 'Fa/P_13_7'), ['100']);
  t.deepEqual(valuesAt(xml, 'Fa/P_15'), ['203.03']);
  const read = readKsef(parseXmlSafely(xml));
  t.deepEqual(read.dropped, []);
  t.true(read.invoice.pricesIncludeVat);
  t.is(read.invoice.statedVatBreakdown, undefined, 'the sums are the computed ones');
  t.is(read.invoice.lines[3]!.unitPrice.toString(), '100.03');
  t.is(read.invoice.lines[3]!.statedNetAmount, undefined);
  t.is(writeKsef(calculate(read.invoice)), xml, 'retrieve → generate gives the same document');
});

test('stated sums within BR-CO-17 (813 / 187 of 1000): written and read back as stated', (t) => {
  const stated = (taxable: string, tax: string) =>
    base('FB/2', [line(1, 'wycieczka', '1', '1000', '23')], {
      pricesIncludeVat: true,
      statedVatBreakdown: [
        { category: 'S', rate: d('23'), taxableAmount: d(taxable), taxAmount: d(tax) },
      ],
    });
  const inv = calculate(stated('813', '187'));
  const given = stated('813', '187');
  t.is(
    inv.lines[0]!.netAmount.toString(),
    '813',
    'the line’s net share is the stated taxable amount',
  );
  t.is(inv.totals.taxExclusive.toString(), '813');
  t.is(inv.totals.taxInclusive.toString(), '1000');
  t.deepEqual(
    domainProblems(inv, given).map((p) => [p.rule, p.severity, p.difference?.toString()]),
    [['BT-117', 'warning', '0.01']],
    'only BT-117 differs from the formula (186.99), by 0.01',
  );
  t.deepEqual([...ksefRequirements(inv), ...ksefSumFindings(inv)], []);
  const xml = writeKsef(inv);
  t.deepEqual(valuesAt(xml, 'Fa/P_13_1'), ['813']);
  t.deepEqual(valuesAt(xml, 'Fa/P_14_1'), ['187']);
  t.deepEqual(valuesAt(xml, 'Fa/P_15'), ['1000']);
  const read = readKsef(parseXmlSafely(xml));
  t.deepEqual(read.dropped, []);
  t.deepEqual(
    read.invoice.statedVatBreakdown?.map((s) => [
      s.taxableAmount?.toString(),
      s.taxAmount?.toString(),
    ]),
    [['813', '187']],
  );
  t.is(writeKsef(calculate(read.invoice)), xml);

  // Beyond the tolerance, or sums that are not the gross: FA(3) findings.
  t.deepEqual(
    ksefSumFindings(calculate(stated('811', '189'))).map((f) => f.id),
    ['P_14_1'],
  );
  t.deepEqual(
    ksefSumFindings(calculate(stated('813', '186.99'))).map((f) => f.id),
    ['P_13_1'],
  );
});

test('a credit note by the gross method: P_11A and the sums negative, read back positive', (t) => {
  const inv = calculate(
    gross({ typeCode: '381', precedingInvoices: [{ number: 'FB/0', date: '2026-01-15' }] }),
  );
  const xml = writeKsef(inv);
  t.deepEqual(valuesAt(xml, 'Fa/FaWiersz/P_11A'), ['-1', '-1', '-1', '-100.03', '-100']);
  t.deepEqual(valuesAt(xml, 'Fa/P_14_1'), ['-18.7']);
  t.deepEqual(valuesAt(xml, 'Fa/P_15'), ['-203.03']);
  const read = readKsef(parseXmlSafely(xml));
  t.is(read.invoice.typeCode, '381');
  t.true(read.invoice.pricesIncludeVat);
  t.deepEqual(read.dropped, []);
  t.is(writeKsef(calculate(read.invoice)), xml);
});

test('a stated net amount has no place beside gross lines: NOT_CARRIED (P_11A)', (t) => {
  const input = gross();
  input.lines[0]!.statedNetAmount = d('0.93');
  const f = ksefRequirements(calculate(input));
  t.deepEqual(
    f.map((x) => [x.id, x.path, x.notCarried]),
    [['P_11A', 'items[0].net_amount', true]],
  );
});

test('a document mixing gross and net rated lines: the gross ones listed as dropped', (t) => {
  const xml = writeKsef(calculate(gross()))
    .replace('<P_9B>1.00</P_9B>', '<P_9A>0.93</P_9A>')
    .replace('<P_11A>1.00</P_11A>', '<P_11>0.93</P_11>');
  const read = readKsef(parseXmlSafely(xml));
  t.is(read.invoice.pricesIncludeVat, undefined);
  t.true(read.dropped.some((x) => x.bt === 'FA(3) FaWiersz/P_11A'));
});

/** A simplified invoice (UPR) of one line at 23 %, 450 gross, as the writer states it. */
const simplified = (number: string) =>
  writeKsef(
    calculate(
      base(number, [line(1, 'wiertarka', '1', '450', '23')], {
        rodzajFaktury: 'UPR',
        pricesIncludeVat: true,
      }),
    ),
  );

test('UPR: one line stating only its rate is the gross total P_15 (art. 106e ust. 5 pkt 3)', (t) => {
  const upr = simplified('FU/1');
  // As the Ministry's example 16 states it: no sums, the line with its rate only.
  const bare = upr
    .replace(/<P_13_1>[^<]*<\/P_13_1>\s*<P_14_1>[^<]*<\/P_14_1>/, '')
    .replace(
      /<P_8A>[^<]*<\/P_8A>\s*<P_8B>[^<]*<\/P_8B>\s*<P_9B>[^<]*<\/P_9B>\s*<P_11A>[^<]*<\/P_11A>/,
      '',
    );
  t.deepEqual(valuesAt(bare, 'Fa/FaWiersz/P_11A'), []);
  const read = readKsef(parseXmlSafely(bare));
  t.deepEqual(read.dropped, []);
  t.true(read.invoice.pricesIncludeVat);
  t.is(read.invoice.rodzajFaktury, 'UPR');
  t.is(read.invoice.lines[0]!.quantity.toString(), '1');
  t.is(read.invoice.lines[0]!.unitPrice.toString(), '450');
  const again = writeKsef(calculate(read.invoice));
  t.deepEqual(valuesAt(again, 'Fa/P_13_1'), ['365.85']);
  t.deepEqual(valuesAt(again, 'Fa/P_14_1'), ['84.15'], '450 × 23 / 123 = 84.146…');
  t.deepEqual(valuesAt(again, 'Fa/P_15'), ['450']);
  t.is(again, upr);

  // Two lines without amounts: P_15 names no line's share; the sums stay listed as dropped.
  const two = bare.replace(
    '</FaWiersz>',
    '</FaWiersz><FaWiersz><NrWierszaFa>2</NrWierszaFa><P_7>wiertło</P_7><P_12>23</P_12></FaWiersz>',
  );
  const readTwo = readKsef(parseXmlSafely(two));
  t.is(readTwo.invoice.pricesIncludeVat, undefined);
  t.true(readTwo.dropped.some((x) => x.bt === KSEF_SUMS_NOT_RESTATED));
});

test('UPR: one line stating neither rate nor amounts takes the group of the one per-rate sum', (t) => {
  const upr = simplified('FU/2');
  // The sums stated, the line with its name only (as the Ministry's example 15 states it).
  const bare = upr.replace(
    /<P_8A>[^<]*<\/P_8A>\s*<P_8B>[^<]*<\/P_8B>\s*<P_9B>[^<]*<\/P_9B>\s*<P_11A>[^<]*<\/P_11A>\s*<P_12>[^<]*<\/P_12>/,
    '',
  );
  t.deepEqual(valuesAt(bare, 'Fa/FaWiersz/P_12'), []);
  t.deepEqual(valuesAt(bare, 'Fa/P_13_1'), ['365.85']);
  const read = readKsef(parseXmlSafely(bare));
  t.deepEqual(read.dropped, []);
  t.true(read.invoice.pricesIncludeVat);
  t.is(read.invoice.lines[0]!.taxCategory, 'S');
  t.is(read.invoice.lines[0]!.vatRate.toString(), '23');
  t.is(read.invoice.lines[0]!.unitPrice.toString(), '450');
  t.is(writeKsef(calculate(read.invoice)), upr);

  // Sums the formula does not give (365.80 / 84.20 of 450) are kept as stated.
  const stated = bare
    .replace('<P_13_1>365.85</P_13_1>', '<P_13_1>365.80</P_13_1>')
    .replace('<P_14_1>84.15</P_14_1>', '<P_14_1>84.20</P_14_1>');
  const readStated = readKsef(parseXmlSafely(stated));
  t.deepEqual(readStated.dropped, []);
  t.deepEqual(valuesAt(writeKsef(calculate(readStated.invoice)), 'Fa/P_14_1'), ['84.2']);

  // Two per-rate sums name no one group for the line: its rate is listed as dropped.
  const twoSums = bare.replace('<P_15>', '<P_13_2>10.00</P_13_2><P_14_2>0.80</P_14_2><P_15>');
  const readTwo = readKsef(parseXmlSafely(twoSums));
  t.true(readTwo.dropped.some((x) => x.bt === 'FA(3) FaWiersz/P_12'));
  t.is(readTwo.invoice.pricesIncludeVat, undefined);
});

requires(skipReason(false))(
  'gross-method documents pass the independent checker (ksef-fa3)',
  async (t) => {
    const docs = {
      invoice: writeKsef(calculate(gross())),
      credit: writeKsef(
        calculate(
          gross({ typeCode: '381', precedingInvoices: [{ number: 'FB/0', date: '2026-01-15' }] }),
        ),
      ),
    };
    for (const [name, xml] of Object.entries(docs)) {
      const r = await check('ksef-fa3', tempFile(`ksef-gross-${name}.xml`, xml));
      t.true(r.xsd_ok, `${name}: ${r.xsd_errors.join('; ')}`);
      t.deepEqual(r.fatal, [], name);
    }
  },
);
