/**
 * constant-streams (src/pdf/constant-streams.ts): a registered stream is recognised in a copy of
 * its bytes and stands for its digest; other bytes of the same length are not; and two documents
 * that differ only in an invoice line keep different /IDs while equal ones keep equal /IDs.
 */
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { constantStreamDigest, registerConstantStream } from '../../src/pdf/constant-streams.js';
import { renderInvoicePdf } from '../../src/pdf/render-invoice.js';
import { calculate } from '../../src/domain/index.js';
import { CLOCK, previewInvoice } from '../preview/fixtures.js';

test('a copy of a registered stream gives its digest; different bytes of the same length do not', (t) => {
  const bytes = randomBytes(4096);
  registerConstantStream(bytes);
  const digest = constantStreamDigest(Buffer.from(bytes));
  t.is(digest?.length, 32);
  const other = Buffer.from(bytes);
  other[4095] ^= 1;
  t.is(constantStreamDigest(other), undefined);
  t.is(constantStreamDigest(randomBytes(4097)), undefined);
});

const fileId = (pdf: Uint8Array) =>
  /\/ID \[<([0-9a-f]{32})>/.exec(Buffer.from(pdf).toString('latin1'))?.[1];

test('the document /ID follows the content', async (t) => {
  const render = (number: string) =>
    renderInvoicePdf(calculate(previewInvoice(3, number)), {
      template: 'minimal',
      locale: 'en',
      watermark: false,
      creationDate: CLOCK,
    });
  const [a, b, c] = [await render('ID-1'), await render('ID-1'), await render('ID-2')];
  t.truthy(fileId(a));
  t.is(fileId(a), fileId(b));
  t.not(fileId(a), fileId(c));
});
