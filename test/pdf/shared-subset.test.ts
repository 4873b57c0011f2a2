/**
 * The font subset, widths and code points every document shares (src/pdf/static-subset.ts): a
 * document whose text needs a glyph outside the shared set gets its own copy, so the next
 * document renders byte for byte as it did before that one.
 */
import test from 'ava';
import { createHash } from 'node:crypto';
import { renderInvoicePdf } from '../../src/pdf/render-invoice.js';
import { calculate } from '../../src/domain/index.js';
import { CLOCK, previewInvoice } from '../preview/fixtures.js';

async function render(buyer: string): Promise<string> {
  const invoice = previewInvoice(3, 'SHARED-1');
  invoice.buyer.name = buyer;
  const pdf = await renderInvoicePdf(calculate(invoice), {
    template: 'minimal',
    locale: 'en',
    watermark: false,
    creationDate: CLOCK,
  });
  return createHash('sha256').update(pdf).digest('hex');
}

test('a document with glyphs outside the shared subset leaves the next document unchanged', async (t) => {
  const before = await render('Plain Buyer GmbH');
  const greek = await render('Ωμέγα Гамма Київ');
  const after = await render('Plain Buyer GmbH');
  t.not(greek, before);
  t.is(after, before);
});
