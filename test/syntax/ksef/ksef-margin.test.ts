/**
 * The margin schemes of FA(3) (art. 119 travel agencies, art. 120 second-hand goods, works of art,
 * antiques): category E with the scheme's VATEX code (KSEF_MARGIN_SCHEMES) is written as
 * Adnotacje/PMarzy P_PMarzy 1 with the scheme's flag, its lines without P_12 with the price and
 * value as P_9B and P_11A, their sum as P_13_11 and P_19N (no exemption); read back the same way.
 * Each scheme's document passes the independent checker (ksef-fa3).
 */
import test from 'ava';
import { calculate } from '../../../src/domain/calculate.js';
import type { InvoiceInput } from '../../../src/domain/model.js';
import {
  KSEF_MARGIN_SCHEMES,
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

const margin = (code: string, extra: Partial<InvoiceInput> = {}): InvoiceInput =>
  base(
    `FM/${code}`,
    [
      line(1, 'wycieczka na Mazury', '2', '1000.00', '0', 'E'),
      line(2, 'ubezpieczenie', '1', '100.00', '23'),
    ],
    { vatExemptions: [{ category: 'E', reasonCode: code }], ...extra },
  );

test('the four schemes are the VATEX codes of EN 16931 for margin schemes', (t) => {
  t.deepEqual(
    KSEF_MARGIN_SCHEMES.map((m) => [m.code, m.flag]),
    [
      ['VATEX-EU-D', 'P_PMarzy_2'],
      ['VATEX-EU-F', 'P_PMarzy_3_1'],
      ['VATEX-EU-I', 'P_PMarzy_3_2'],
      ['VATEX-EU-J', 'P_PMarzy_3_3'],
    ],
  );
});

for (const m of KSEF_MARGIN_SCHEMES) {
  test(`${m.code}: P_PMarzy 1 + ${m.flag}, P_13_11, no P_12 on the margin line; read back`, (t) => {
    const inv = calculate(margin(m.code));
    t.deepEqual(ksefRequirements(inv), [], 'no P_19A is asked of a margin scheme');
    t.deepEqual(ksefSumFindings(inv), []);
    const xml = writeKsef(inv);
    t.deepEqual(valuesAt(xml, 'Fa/Adnotacje/PMarzy/P_PMarzy'), ['1']);
    t.deepEqual(valuesAt(xml, `Fa/Adnotacje/PMarzy/${m.flag}`), ['1']);
    t.deepEqual(valuesAt(xml, 'Fa/Adnotacje/PMarzy/P_PMarzyN'), []);
    t.deepEqual(valuesAt(xml, 'Fa/Adnotacje/Zwolnienie/P_19N'), ['1']);
    t.deepEqual(valuesAt(xml, 'Fa/P_13_11'), ['2000']);
    t.deepEqual(valuesAt(xml, 'Fa/P_13_7'), []);
    t.deepEqual(valuesAt(xml, 'Fa/P_13_1'), ['100']);
    t.deepEqual(valuesAt(xml, 'Fa/P_14_1'), ['23']);
    t.deepEqual(valuesAt(xml, 'Fa/P_15'), ['2123']);
    t.deepEqual(valuesAt(xml, 'Fa/FaWiersz/P_12'), ['23'], 'the margin line states no rate');
    t.deepEqual(valuesAt(xml, 'Fa/FaWiersz/P_9B'), ['1000']);
    t.deepEqual(valuesAt(xml, 'Fa/FaWiersz/P_11A'), ['2000']);
    t.deepEqual(valuesAt(xml, 'Fa/FaWiersz/P_9A'), ['100']);
    t.deepEqual(valuesAt(xml, 'Fa/FaWiersz/P_11'), ['100']);

    const read = readKsef(parseXmlSafely(xml));
    t.deepEqual(read.dropped, []);
    t.deepEqual(read.invoice.vatExemptions, [
      { category: 'E', reason: m.text, reasonCode: m.code },
    ]);
    const [l1, l2] = read.invoice.lines;
    t.is(l1!.taxCategory, 'E');
    t.is(l1!.unitPrice.toString(), '1000');
    t.is(l1!.statedNetAmount?.toString(), '2000');
    t.is(l2!.taxCategory, 'S');
    t.is(writeKsef(calculate(read.invoice)), xml, 'retrieve → generate gives the same document');
  });
}

test('category E with another reason code stays an exemption: P_19, P_13_7, P_PMarzyN', (t) => {
  const inv = calculate(
    margin('VATEX-EU-132', {
      vatExemptions: [
        { category: 'E', reason: 'art. 43 ust. 1 pkt 18 ustawy', reasonCode: 'VATEX-EU-132' },
      ],
    }),
  );
  const xml = writeKsef(inv);
  t.deepEqual(valuesAt(xml, 'Fa/Adnotacje/PMarzy/P_PMarzyN'), ['1']);
  t.deepEqual(valuesAt(xml, 'Fa/Adnotacje/Zwolnienie/P_19'), ['1']);
  t.deepEqual(valuesAt(xml, 'Fa/P_13_7'), ['2000']);
  t.deepEqual(valuesAt(xml, 'Fa/P_13_11'), []);
  t.deepEqual(valuesAt(xml, 'Fa/FaWiersz/P_12'), ['zw', '23']);
});

test('a credit note in a margin scheme: P_13_11 and P_11A negative, read back positive', (t) => {
  const inv = calculate(
    margin('VATEX-EU-F', {
      typeCode: '381',
      precedingInvoices: [{ number: 'FM/1', date: '2026-01-15' }],
    }),
  );
  const xml = writeKsef(inv);
  t.deepEqual(valuesAt(xml, 'Fa/P_13_11'), ['-2000']);
  t.deepEqual(valuesAt(xml, 'Fa/FaWiersz/P_11A'), ['-2000']);
  const read = readKsef(parseXmlSafely(xml));
  t.is(read.invoice.typeCode, '381');
  t.is(read.invoice.lines[0]!.statedNetAmount?.toString(), '2000');
  t.deepEqual(read.dropped, []);
});

requires(skipReason(false))(
  'every margin scheme document passes the independent checker (ksef-fa3)',
  async (t) => {
    for (const m of KSEF_MARGIN_SCHEMES) {
      const xml = writeKsef(calculate(margin(m.code)));
      const r = await check('ksef-fa3', tempFile(`ksef-margin-${m.flag}.xml`, xml));
      t.true(r.xsd_ok, `${m.code}: ${r.xsd_errors.join('; ')}`);
      t.deepEqual(r.fatal, [], m.code);
    }
  },
);
