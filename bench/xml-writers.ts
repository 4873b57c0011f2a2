/**
 * Benchmark of the UBL, FatturaPA and KSeF FA(3) writers alone (no calculation, no validation): a 10-line
 * invoice in every UBL flavour and FatturaPA (target ≤ 0.5 ms p50 each), plus 60 lines for scale.
 * Run: npx tsx bench/xml-writers.ts [iterations]
 */
import { calculate } from '../src/domain/calculate.js';
import type { CalculatedInvoice } from '../src/domain/model.js';
import {
  progressivoFromNumber,
  writeFatturaPa,
} from '../src/syntax/fatturapa/writer/write-fatturapa.js';
import { writeUbl } from '../src/syntax/ubl/writer/write-ubl.js';
import { writeKsef } from '../src/syntax/ksef/index.js';
import { invoice, mixedLines } from '../test/domain/fixtures/invoices.js';
import { measure } from './_measure.js';

const ten: CalculatedInvoice = calculate(invoice(mixedLines(10)));
const sixty: CalculatedInvoice = calculate(invoice(mixedLines(60)));
const progressivo = progressivoFromNumber(ten.number);

measure('writeUbl 10 lines ubl', () => writeUbl(ten, { flavour: 'ubl' }));
measure('writeUbl 10 lines xrechnung', () => writeUbl(ten, { flavour: 'xrechnung' }));
measure('writeUbl 10 lines peppol', () => writeUbl(ten, { flavour: 'peppol' }));
measure('writeUbl 10 lines pint_ae', () =>
  writeUbl(ten, { flavour: 'pint', pintJurisdiction: 'ae' }),
);
measure('writeUbl 10 lines credit note', () =>
  writeUbl(ten, { flavour: 'ubl', documentType: 'credit-note' }),
);
measure('writeFatturaPa 10 lines', () => writeFatturaPa(ten, { progressivo }));
measure('writeKsef 10 lines', () => writeKsef(ten));
measure('writeUbl 60 lines peppol', () => writeUbl(sixty, { flavour: 'peppol' }));
measure('writeFatturaPa 60 lines', () => writeFatturaPa(sixty, { progressivo }));
measure('writeKsef 60 lines', () => writeKsef(sixty));
