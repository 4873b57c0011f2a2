/**
 * Where the time of a large ZUGFeRD EN16931 invoice goes (issue 13, item 14: a 10,000-line
 * generate must answer well inside the 10 s validation deadline and the 12 s request deadline):
 * each stage of generate measured on its own, in this process, for 1,000, 5,000 and 10,000
 * lines — the field checks (proto rules and code checks, with the domain checks that need the
 * calculated invoice), the exact maths, the CII writer, the official validation (XSD and
 * Schematron on the JVM engine, or saxon-js without Java), and the PDF/A-3 with the CII embedded
 * (layout, fonts, XMP and the attachment), for the minimal and compact templates.
 * `npm run bench -- large-invoice`; `LARGE_INVOICE_LINES=10000` for one size.
 */
import { fromJson } from '@bufbuild/protobuf';
import { GenerateInvoiceRequestSchema } from '../gen/einvoice/v1/invoice_service_pb.js';
import { fullCheck } from '../src/api/full-check.js';
import { planDocument } from '../src/api/generate/document-plan.js';
import { renderDocumentPdf } from '../src/api/generate/render-pdf.js';
import { writeDocumentXml } from '../src/api/generate/write-xml.js';
import { toInvoiceInput } from '../src/api/invoice-input.js';
import { calculate } from '../src/domain/index.js';
import { warmUpFonts } from '../src/pdf/index.js';
import { createValidator } from '../src/validation/validator.js';
import { benchInvoice } from './generate.js';

const sizes = process.env.LARGE_INVOICE_LINES ? [Number(process.env.LARGE_INVOICE_LINES)] : [1_000, 5_000, 10_000];

async function timed<T>(fn: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: +(performance.now() - t0).toFixed(1), value };
}

warmUpFonts();
const validator = createValidator({ deadlineMs: 120_000 });
{
  // Loads the rule set first, so the figures below are those of a warm service.
  const small = fromJson(GenerateInvoiceRequestSchema, benchInvoice(2));
  const warm = writeDocumentXml(calculate(toInvoiceInput(small.invoice!)), planDocument(small)).embedded!;
  await validator.validate(warm.xml, warm.ruleSetIds);
}

const rows: Record<string, unknown>[] = [];
for (const lines of sizes) {
  for (const template of ['minimal', 'compact']) {
    const body = benchInvoice(lines, template);
    const parse = await timed(() => fromJson(GenerateInvoiceRequestSchema, body));
    const req = parse.value;
    const check = await timed(() => fullCheck(req));
    if (check.value.issues.length > 0) throw new Error(`the bench invoice fails its checks: ${check.value.issues[0].message}`);
    const plan = planDocument(req);
    const maths = await timed(() => calculate(toInvoiceInput(req.invoice!)));
    const xml = await timed(() => writeDocumentXml(maths.value, plan));
    const doc = xml.value.embedded!;
    const validation = template === 'minimal' ? await timed(() => validator.validate(doc.xml, doc.ruleSetIds)) : undefined;
    const pdf = await timed(() => renderDocumentPdf(maths.value, plan, xml.value, undefined, true, new Date('2026-01-15T00:00:00Z')));
    rows.push({
      lines,
      template,
      json_to_proto_ms: parse.ms,
      field_checks_ms: check.ms,
      calculate_ms: maths.ms,
      cii_xml_ms: xml.ms,
      cii_mb: +(Buffer.byteLength(doc.xml) / 1e6).toFixed(2),
      ...(validation ? { validation_ms: validation.ms, validation_engine: validator.engine, fatal_findings: validation.value.findings.filter((f) => f.severity === 'fatal' || f.severity === 'error').length } : {}),
      pdf_ms: pdf.ms,
      pdf_mb: +((pdf.value?.byteLength ?? 0) / 1e6).toFixed(2),
    });
  }
}
await validator.close();
console.log(JSON.stringify({ bench: 'large-invoice', rows }, null, 2));
