/**
 * BT-20 payment terms with XRechnung structured entries (#SKONTO#...#, BR-DE-18): the entry
 * lines end with a line break, which the writers restore after trimmed request text and the
 * readers keep, so retrieve → generate passes BR-DE-18. Plain terms stay trimmed.
 */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { writeCii } from '../../src/syntax/cii/writer/write-cii.js';
import { writeUbl } from '../../src/syntax/ubl/writer/write-ubl.js';
import { readCii } from '../../src/syntax/cii/reader/read-cii.js';
import { readUbl } from '../../src/syntax/ubl/reader/read-ubl.js';
import { termsForXml, termsFromXml } from '../../src/syntax/payment-terms-text.js';
import { parseXmlSafely } from '../../src/xml/safe-parse.js';
import { invoice, line } from '../domain/fixtures/invoices.js';
import { ciiDoc } from './cii/helpers/xpath.js';
import { read } from './ubl/helpers/xpath.js';

const SKONTO = '#SKONTO#TAGE=7#PROZENT=2.00#\n#SKONTO#TAGE=14#PROZENT=1.00#';
const CII_TERMS =
  '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradePaymentTerms/ram:Description';
const UBL_TERMS = '/inv:Invoice/cac:PaymentTerms/cbc:Note';
const skontoInvoice = () =>
  calculate(
    invoice([line(1, 100)], { payment: { iban: 'DE89370400440532013000', terms: SKONTO } }),
  );

test('BT-20 text helpers: a closing line break after a structured entry, nothing else changed', (t) => {
  t.is(termsForXml(SKONTO), `${SKONTO}\n`);
  t.is(termsForXml('Net 30 days\n'), 'Net 30 days\n', 'only a structured entry gets a line break');
  t.is(termsForXml(`${SKONTO}\n`), `${SKONTO}\n`, 'an existing closing line break is not doubled');
  t.is(termsForXml('Net 30 days'), 'Net 30 days');
  t.is(termsForXml('Pay #1 of 2'), 'Pay #1 of 2');
  t.is(termsForXml(undefined), undefined);
  t.is(termsFromXml(`\n   ${SKONTO}\n   `), `${SKONTO}\n`);
  t.is(termsFromXml(`  ${SKONTO}`), SKONTO, 'no line break in the document, none added on reading');
  t.is(termsFromXml('\n  Net 30 days\n  '), 'Net 30 days');
  t.is(termsFromXml('  '), undefined);
  // Entries indented under the first, as KoSIT's own BR-DE-18 test instances write them: each
  // line is an entry after normalize-space, and the closing line break stays (write → read).
  const indented = `${SKONTO}\n                    #SKONTO#TAGE=30#PROZENT=0.00#`;
  t.is(termsFromXml(`${indented}\n                `), `${indented}\n`);
  t.is(termsForXml(indented), `${indented}\n`);
});

test('BT-20 BR-DE-18: the CII writer ends Skonto terms with a line break (XRechnung and Factur-X)', (t) => {
  for (const [profile, flavour] of [
    ['xrechnung', 'xrechnung'],
    ['en16931', 'facturx'],
  ] as const) {
    t.is(
      ciiDoc(writeCii(skontoInvoice(), { profile, flavour })).value(CII_TERMS),
      `${SKONTO}\n`,
      flavour,
    );
  }
});

test('BT-20 BR-DE-18: the UBL writer ends Skonto terms with a line break', (t) => {
  t.is(read(writeUbl(skontoInvoice(), { flavour: 'xrechnung' })).str(UBL_TERMS), `${SKONTO}\n`);
});

test('BT-20: plain terms are written trimmed as before', (t) => {
  const inv = calculate(invoice([line(1, 100)], { payment: { terms: 'Net 30 days' } }));
  t.is(
    ciiDoc(writeCii(inv, { profile: 'en16931', flavour: 'facturx' })).value(CII_TERMS),
    'Net 30 days',
  );
  t.is(read(writeUbl(inv, { flavour: 'ubl' })).str(UBL_TERMS), 'Net 30 days');
});

test('BT-20: both readers keep the closing line break of Skonto terms (write → read)', (t) => {
  const cii = readCii(
    parseXmlSafely(writeCii(skontoInvoice(), { profile: 'xrechnung', flavour: 'xrechnung' })),
  );
  t.is(cii.invoice.payment?.terms, `${SKONTO}\n`);
  const ubl = readUbl(parseXmlSafely(writeUbl(skontoInvoice(), { flavour: 'xrechnung' })));
  t.is(ubl.invoice.payment?.terms, `${SKONTO}\n`);
});
