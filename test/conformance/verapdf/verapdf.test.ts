/**
 * PDF/A-3B conformance of generated invoices, judged by veraPDF (an independent validator from
 * Maven Central): every template, with and without the embedded XML, watermark and logos (PNG,
 * JPEG, SVG), text the font cannot show, and 60-line multi-page documents must pass with zero
 * failed rules. veraPDF starts slowly, so one run checks a directory of PDFs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { facturXXmp, renderInvoicePdf, type RenderOptions } from '../../../src/pdf/index.js';
import { CLOCK, invoice, SAMPLE_XML } from '../../pdf/fixtures.js';
import { requires } from '../../helpers/requires.js';
import { jvmToolsMissing } from '../helpers/validators.js';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '../../pdf/fixtures');

function logo(file: string): string {
  return readFileSync(join(fixtures, file)).toString('base64');
}

/** A half-transparent PNG above the embedding size: the logo is scaled down before pdfkit sees it. */
function largeAlphaPng(width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'rgba(124, 58, 237, 0.5)';
  ctx.fillRect(0, 0, width, height / 2);
  return canvas.toBuffer('image/png');
}

function cases(): Array<[string, number, RenderOptions]> {
  const attachment = (
    level: string,
    relationship: 'Alternative' | 'Data',
  ): RenderOptions['attachment'] => ({
    xml: SAMPLE_XML,
    filename: 'factur-x.xml',
    relationship,
    xmp: facturXXmp(level),
  });
  const base = { watermark: false, creationDate: CLOCK };
  return [
    [
      'minimal-en-1',
      1,
      {
        ...base,
        template: 'minimal',
        locale: 'en',
        attachment: attachment('EN 16931', 'Alternative'),
      },
    ],
    [
      'minimal-de-60-png',
      60,
      {
        ...base,
        template: 'minimal',
        locale: 'de',
        watermark: true,
        attachment: attachment('BASIC', 'Alternative'),
        customization: {
          logoBase64: logo('logo.png'),
          footerText: 'Geschäftsführer: Erika Mustermann · Amtsgericht Berlin HRB 12345',
        },
      },
    ],
    [
      'classic-fr-15-svg',
      15,
      {
        ...base,
        template: 'classic',
        locale: 'fr',
        watermark: true,
        attachment: attachment('MINIMUM', 'Data'),
        customization: { logoBase64: logo('logo.svg'), accentColor: '#0f766e' },
      },
    ],
    [
      'classic-it-60-jpeg',
      60,
      {
        ...base,
        template: 'classic',
        locale: 'it',
        customization: {
          logoBase64: `data:image/jpeg;base64,${logo('logo.jpg')}`,
          logoWidthMm: 55,
        },
      },
    ],
    [
      'compact-es-60',
      60,
      {
        ...base,
        template: 'compact',
        locale: 'es',
        watermark: true,
        attachment: attachment('EXTENDED', 'Alternative'),
      },
    ],
    [
      'minimal-es-1-xrechnung',
      1,
      {
        ...base,
        template: 'minimal',
        locale: 'es',
        attachment: {
          xml: SAMPLE_XML,
          filename: 'xrechnung.xml',
          relationship: 'Alternative',
          xmp: facturXXmp('XRECHNUNG', '3.0'),
        },
      },
    ],
    [
      'compact-en-15-svg',
      15,
      {
        ...base,
        template: 'compact',
        locale: 'en',
        attachment: attachment('EN 16931', 'Alternative'),
        customization: { logoBase64: logo('logo.svg'), accentColor: '#f59e0b' },
      },
    ],
    [
      'minimal-en-2-scaled-alpha-png',
      2,
      {
        ...base,
        template: 'minimal',
        locale: 'en',
        attachment: attachment('EN 16931', 'Alternative'),
        customization: { logoBase64: largeAlphaPng(3000, 1000).toString('base64') },
      },
    ],
    [
      'classic-de-2-svg-link-inline-png',
      2,
      {
        ...base,
        template: 'classic',
        locale: 'de',
        customization: {
          logoBase64: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 60"><a href="https://example.com"><rect width="60" height="60" fill="#0f766e"/></a><image href="data:image/png;base64,${largeAlphaPng(2400, 480).toString('base64')}" x="70" width="230" height="46"/></svg>`,
          ).toString('base64'),
        },
      },
    ],
  ];
}

requires(jvmToolsMissing())(
  'veraPDF finds zero failed PDF/A-3B rules in every template',
  async (t) => {
    t.timeout(600_000);
    const dir = mkdtempSync(join(tmpdir(), 'einvoice-verapdf-'));
    try {
      const all = cases();
      for (const [name, n, opts] of all) {
        const inv = invoice(n);
        if (name === 'compact-es-60') {
          inv.lines[3] = {
            ...inv.lines[3],
            description: 'Émoji 🚀 and 請求書 are not in the font',
          };
          inv.note = 'Long note. '.repeat(400);
        }
        if (name === 'compact-en-15-svg') {
          // Greek and Cyrillic are in DejaVu but not in the shared subset: the per-document path.
          inv.buyer = { ...inv.buyer, name: 'Ελληνική Εταιρεία ΑΕ', city: 'Москва' };
        }
        writeFileSync(join(dir, `${name}.pdf`), await renderInvoicePdf(inv, opts));
      }
      const run = spawnSync('bash', [join(here, 'verapdf.sh'), '--flavour', '3b', dir], {
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      });
      t.is(run.status, 0, run.stderr);
      const report = run.stdout;
      const jobs = report.match(/<job>[\s\S]*?<\/job>/g) ?? [];
      t.is(jobs.length, all.length, 'one report per PDF');
      for (const job of jobs) {
        const file = /<name>([^<]+)<\/name>/.exec(job)?.[1] ?? '?';
        const failed = [
          ...job.matchAll(
            /<rule [^>]*status="failed"[^>]*clause="([^"]+)"[^>]*testNumber="(\d+)"[\s\S]*?<description>([^<]*)/g,
          ),
        ].map((m) => `${m[1]}-${m[2]} ${m[3]}`);
        t.regex(job, /isCompliant="true"/, `${file}: ${failed.join('; ') || 'not compliant'}`);
        t.regex(job, /failedRules="0"/, file);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
