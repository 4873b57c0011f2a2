/**
 * Customization: logos as PNG, JPEG (also as a data: URL) and SVG (vector, its text in the
 * embedded font), logo width, footer text and accent colour; unreadable logos fail with
 * LogoError; extreme content (very long descriptions, notes, many lines) still paginates.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { LogoError, renderInvoicePdf, type RenderOptions } from '../../src/pdf/index.js';
import { CLOCK, invoice } from './fixtures.js';
import { inspectPdf } from './inspect.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const b64 = (f: string) => readFileSync(join(fixtures, f)).toString('base64');
const base: RenderOptions = {
  template: 'minimal',
  locale: 'en',
  watermark: false,
  creationDate: CLOCK,
};

async function imageWidths(pdf: Uint8Array): Promise<number[]> {
  const doc = await PDFDocument.load(pdf);
  const out: number[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (
      obj instanceof PDFRawStream &&
      obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image') &&
      !obj.dict.has(PDFName.of('SMaskInData'))
    ) {
      out.push(Number(obj.dict.get(PDFName.of('Width'))?.toString()));
    }
  }
  return out;
}

for (const [name, logoBase64] of [
  ['PNG', b64('logo.png')],
  ['JPEG', b64('logo.jpg')],
  ['JPEG as a data: URL', `data:image/jpeg;base64,${b64('logo.jpg')}`],
] as const) {
  test(`a ${name} logo is embedded as an image in every template`, async (t) => {
    for (const template of ['minimal', 'classic', 'compact'] as const) {
      const pdf = await renderInvoicePdf(invoice(2), {
        ...base,
        template,
        customization: { logoBase64, logoWidthMm: 30 },
      });
      t.true((await imageWidths(pdf)).includes(360), template);
    }
  });
}

test('an SVG logo is drawn as vectors with its text in the embedded font', async (t) => {
  const pdf = await renderInvoicePdf(invoice(2), {
    ...base,
    customization: { logoBase64: b64('logo.svg') },
  });
  t.deepEqual(await imageWidths(pdf), []);
  const facts = await inspectPdf(pdf);
  t.true(
    facts.fonts.every((f) => f.embedded),
    'no standard-14 font for the SVG text',
  );
});

test('logo width, footer text and accent colour change the output', async (t) => {
  const plain = Buffer.from(await renderInvoicePdf(invoice(2), base));
  for (const customization of [
    { footerText: 'Registered in Berlin, HRB 12345' },
    { accentColor: '#0f766e' },
    { logoBase64: b64('logo.png'), logoWidthMm: 60 },
  ]) {
    t.notDeepEqual(
      Buffer.from(await renderInvoicePdf(invoice(2), { ...base, customization })),
      plain,
      JSON.stringify(Object.keys(customization)),
    );
  }
  // An invalid accent colour falls back to the default rather than failing.
  t.deepEqual(
    Buffer.from(
      await renderInvoicePdf(invoice(2), { ...base, customization: { accentColor: 'purple!' } }),
    ),
    plain,
  );
});

test('an unreadable logo fails with LogoError', async (t) => {
  await t.throwsAsync(
    renderInvoicePdf(invoice(1), {
      ...base,
      customization: { logoBase64: Buffer.from('GIF89a....').toString('base64') },
    }),
    { instanceOf: LogoError },
  );
  const brokenPng = Buffer.concat([
    readFileSync(join(fixtures, 'logo.png')).subarray(0, 40),
  ]).toString('base64');
  await t.throwsAsync(
    renderInvoicePdf(invoice(1), { ...base, customization: { logoBase64: brokenPng } }),
    { instanceOf: LogoError },
  );
});

test('very long descriptions and notes, and 300 lines, paginate without error', async (t) => {
  const inv = invoice(300);
  inv.lines[0] = { ...inv.lines[0], description: 'Very long description '.repeat(300) };
  inv.note = 'A long note paragraph. '.repeat(600);
  for (const template of ['minimal', 'classic', 'compact'] as const) {
    const facts = await inspectPdf(await renderInvoicePdf(inv, { ...base, template }));
    t.true(facts.pages >= 6, `${template}: ${facts.pages} pages`);
  }
});
