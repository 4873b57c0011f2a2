/**
 * Issue 13, item 14, against the real server: an invoice at the documented line limit (max_items
 * of `invoice.items` in invoice.proto) is generated as ZUGFeRD EN16931 — maths, CII, both official
 * Schematron rule sets on the JVM and the PDF/A-3 — and answers 200; one line more is 400
 * validation_failed naming `$.invoice.items`. No timing is asserted: the figures are the large-invoice
 * bench's (`npm run bench -- large-invoice`).
 */
import type { ExecutionContext } from 'ava';
import { benchInvoice } from '../../bench/generate.js';
import { MAX_INVOICE_ITEMS } from '../../src/validation/checks/max-items.js';
import { requires } from '../helpers/requires.js';
import { postJson, startServer, withDemoKey, type RunningServer } from '../helpers/server.js';
import { jvmUnavailable } from '../validation/corpus.js';

const test = requires(jvmUnavailable());

/** A server on the JVM engine (test config: the deadline is generous, this is no timing test). */
async function server(t: ExecutionContext): Promise<RunningServer> {
  const s = await startServer({ validationEngine: 'jvm' });
  t.teardown(() => s.close());
  return s;
}

test.serial(
  `a ZUGFeRD EN16931 invoice of ${MAX_INVOICE_ITEMS} lines (the limit) is generated: 200, valid, with its PDF/A-3`,
  async (t) => {
    const { baseUrl } = await server(t);
    const res = await postJson(
      baseUrl,
      '/v1/generate',
      benchInvoice(MAX_INVOICE_ITEMS),
      withDemoKey(),
    );
    t.is(res.status, 200, res.text.slice(0, 500));
    t.true(
      ['valid', 'valid_with_warnings'].includes(res.json.validation.status),
      JSON.stringify(res.json.validation).slice(0, 500),
    );
    const pdf = Buffer.from(res.json.pdf_base64, 'base64');
    t.is(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    // The page of every line and the embedded CII (compressed, still well over 50 bytes a line).
    t.true(pdf.byteLength > MAX_INVOICE_ITEMS * 50, `${pdf.byteLength} bytes`);
  },
);

test.serial(
  `${MAX_INVOICE_ITEMS + 1} lines are 400 validation_failed naming $.invoice.items`,
  async (t) => {
    const { baseUrl } = await server(t);
    const res = await postJson(
      baseUrl,
      '/v1/generate',
      benchInvoice(MAX_INVOICE_ITEMS + 1),
      withDemoKey(),
    );
    t.is(res.status, 400, res.text.slice(0, 500));
    t.is(res.json.error, 'validation_failed');
    t.like(
      res.json.details.find((d: { path: string }) => d.path === '$.invoice.items'),
      { code: 'OUT_OF_RANGE' },
    );
  },
);
