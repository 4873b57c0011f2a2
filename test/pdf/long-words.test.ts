/**
 * breakLongWords (src/pdf/layout/long-words.ts): a word wider than its column is cut by line
 * breaks into pieces that fit, keeping every character in order; text without such a word is
 * returned as the same string (the PDF of ordinary invoices does not change). And a document whose
 * notes are one 5,000-letter word (unique, so no cache helps) renders with the word's letters in
 * its text, in order, over as many pages as it takes.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { breakLongWords } from '../../src/pdf/layout/long-words.js';
import { renderInvoicePdf } from '../../src/pdf/index.js';
import { pdfText } from './pdf-text.js';
import { fullInvoice } from './full-invoice.js';

const require = createRequire(import.meta.url);
const SIZE = 9;

function doc(): PDFKit.PDFDocument {
  const d = new PDFDocument({ font: null as unknown as string, autoFirstPage: false });
  d.font(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))).fontSize(SIZE);
  return d;
}

test('a word wider than the column becomes pieces that fit, in order; shorter text is untouched', (t) => {
  const d = doc();
  const word = 'Donaudampfschifffahrtsgesellschaftskapitänswitwe'.repeat(20);
  const text = `Siehe ${word} und IBAN DE89370400440532013000.`;
  const broken = breakLongWords(d, text, 120, SIZE);
  t.true(broken.split('\n').length > 10);
  t.is(broken.replaceAll('\n', ''), text);
  for (const piece of breakLongWords(d, word, 120, SIZE).split('\n'))
    t.true(d.widthOfString(piece) <= 119.5, piece);
  const ordinary =
    'Zahlbar innerhalb von 14 Tagen ohne Abzug. Lieferung frei Haus, Bestellnummer PO-2026-000123.';
  t.is(breakLongWords(d, ordinary, 120, SIZE), ordinary);
  t.is(
    breakLongWords(d, 'Astral 𝔘𝔫𝔦𝔠𝔬𝔡𝔢'.repeat(30).replaceAll(' ', ''), 60, SIZE).replaceAll(
      '\n',
      '',
    ),
    'Astral𝔘𝔫𝔦𝔠𝔬𝔡𝔢'.repeat(30),
    'surrogate pairs are never split',
  );
});

test('notes that are one 5,000-letter word render every letter, over pages the layout starts (with their running header)', async (t) => {
  const letters = Array.from({ length: 5000 }, (_, i) =>
    String.fromCharCode(65 + ((i * 7919) % 26)),
  ).join('');
  const invoice = { ...fullInvoice(2), note: letters };
  const pdf = await renderInvoicePdf(invoice, {
    template: 'minimal',
    locale: 'en',
    watermark: false,
    creationDate: new Date('2026-01-15T00:00:00Z'),
  });
  // The notes run over pages, one piece per line: between pages come the running header and footer.
  const pages = await pdfText(pdf);
  let read = 0; // how many of the letters the pieces found so far give, in order
  for (const token of pages.flatMap((p) => p.text.split(' ')))
    if (/^[A-Z]+$/.test(token) && letters.startsWith(token, read)) read += token.length;
  t.is(read, letters.length);
  // Every page break is the layout's, so every page after the first has the running header.
  for (const page of pages.slice(1))
    t.regex(page.text, /^Nordlicht Software GmbH Invoice \S+ · continued/);
});
