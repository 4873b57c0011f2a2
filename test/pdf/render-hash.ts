/**
 * Helper for render.test.ts: renders the determinism fixture in a fresh process and prints the
 * SHA-256 of the PDF, so the test can compare it with the bytes rendered in the test process.
 */
import { createHash } from 'node:crypto';
import { facturXXmp, renderInvoicePdf } from '../../src/pdf/index.js';
import { CLOCK, invoice, SAMPLE_XML } from './fixtures.js';

const pdf = await renderInvoicePdf(invoice(12), {
  template: 'classic',
  locale: 'fr',
  watermark: true,
  creationDate: CLOCK,
  attachment: {
    xml: SAMPLE_XML,
    filename: 'factur-x.xml',
    relationship: 'Alternative',
    xmp: facturXXmp('EN 16931'),
  },
});
process.stdout.write(`${createHash('sha256').update(pdf).digest('hex')}\n`);
