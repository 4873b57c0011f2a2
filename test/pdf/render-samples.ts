/**
 * Regenerates the README screenshots in docs/images/ from the test fixtures: page 1 of each
 * template, rendered by renderInvoicePdf and rasterised with pdftoppm (Debian poppler-utils).
 * minimal and classic show a typical invoice (order number, invoicing period, delivery address,
 * a line discount, a document allowance, a prepayment); compact shows every term the visual
 * invoice prints (test/pdf/full-invoice.ts).
 * Run: npx tsx test/pdf/render-samples.ts [out-dir]   (also leaves the PDFs in a temp folder)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { facturXXmp, renderInvoicePdf, type RenderOptions } from '../../src/pdf/index.js';
import { CLOCK, SAMPLE_XML } from './fixtures.js';
import { fullInvoice } from './full-invoice.js';

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(process.argv[2] ?? join(here, '../../docs/images'));
const logo = (f: string) => readFileSync(join(here, 'fixtures', f)).toString('base64');
const attachment: RenderOptions['attachment'] = {
  xml: SAMPLE_XML,
  filename: 'factur-x.xml',
  relationship: 'Alternative',
  xmp: facturXXmp('EN 16931'),
};

const samples: Array<[name: string, lines: number, typical: boolean, opts: RenderOptions]> = [
  [
    'invoice-minimal-en',
    3,
    true,
    {
      template: 'minimal',
      locale: 'en',
      watermark: false,
      creationDate: CLOCK,
      attachment,
      customization: { logoBase64: logo('logo.svg') },
    },
  ],
  [
    'invoice-classic-de',
    2,
    true,
    {
      template: 'classic',
      locale: 'de',
      watermark: false,
      creationDate: CLOCK,
      attachment,
      customization: {
        logoBase64: logo('logo.png'),
        logoWidthMm: 45,
        footerText:
          'Geschäftsführerin: Erika Mustermann · Amtsgericht Berlin-Charlottenburg HRB 123456',
      },
    },
  ],
  [
    'invoice-compact-fr',
    40,
    false,
    {
      template: 'compact',
      locale: 'fr',
      watermark: true,
      creationDate: CLOCK,
      attachment,
      customization: { accentColor: '#2563eb' },
    },
  ],
];

mkdirSync(out, { recursive: true });
const tmp = mkdtempSync(join(tmpdir(), 'einvoice-samples-'));
for (const [name, lines, typical, opts] of samples) {
  const pdf = join(tmp, `${name}.pdf`);
  writeFileSync(pdf, await renderInvoicePdf(fullInvoice(lines, typical), opts));
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    '-aa',
    'yes',
    '-aaVector',
    'yes',
    pdf,
    join(out, name),
  ]);
  console.log(`${join(out, name)}.png (from ${pdf})`);
}
