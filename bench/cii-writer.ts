/**
 * Benchmark of the CII writer alone (no calculation, no validation): a 10-line en16931 invoice
 * (target ≤ 0.5 ms p50), plus calculate() and a 60-line invoice for scale.
 * Run: npx tsx bench/cii-writer.ts [iterations]
 */
import { calculate } from '../src/domain/calculate.js';
import type { CalculatedInvoice } from '../src/domain/model.js';
import type { CiiWriterProfile } from '../src/formats/cii-profiles.js';
import { writeCii } from '../src/syntax/cii/writer/write-cii.js';
import { invoice, mixedLines } from '../test/domain/fixtures/invoices.js';
import { measure } from './_measure.js';

const ten: CalculatedInvoice = calculate(invoice(mixedLines(10)));
const sixty: CalculatedInvoice = calculate(invoice(mixedLines(60)));
for (const profile of ['en16931', 'minimum', 'extended'] as CiiWriterProfile[]) {
  measure(`writeCii 10 lines ${profile}`, () => writeCii(ten, { profile, flavour: 'facturx' }));
}
measure('writeCii 10 lines xrechnung', () =>
  writeCii(ten, { profile: 'en16931', flavour: 'xrechnung' }),
);
measure('writeCii 60 lines en16931', () =>
  writeCii(sixty, { profile: 'en16931', flavour: 'facturx' }),
);
measure('calculate 10 lines', () => calculate(invoice(mixedLines(10))));
