/**
 * The invoice commands over the public REST API, remote or embedded (service.ts):
 *   validate <invoice.json>            the free check of invoice data
 *   generate <invoice.json>            the e-invoice, written as PDF and/or XML files
 *   retrieve <file.pdf|file.xml>       an e-invoice read back into invoice JSON
 *   convert  <file.pdf|file.xml> --to  an e-invoice converted into another format
 *   preview  <invoice.json|tx_…>       a PNG of a page
 * An input file holds a generate request (`{"format": …, "invoice": {…}}`) or a bare invoice.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { EXIT, printFailure, type CliFailure, type Sink } from './output.js';
import { membersFromOptions, UsageError } from './options.js';
import { FORMAT_IDS } from '../formats/index.js';
import { CONVERT_TARGET_FIELDS } from '../api/convert/convert-target-fields.js';
import { decodeUtf8 } from '../text/utf8-text.js';
import type { Answer, Service } from './service.js';

/** Errors that mean the invoice data or document is wrong (exit 1), not that the call failed. */
const INVALID_INPUT = new Set(['validation_failed', 'invalid_request', 'document_rejected']);

/** What every invoice command gets. */
export interface CommandContext {
  service: Service;
  json: boolean;
  out: Sink;
  err: Sink;
  options: Map<string, string>;
  flags: Set<string>;
}

/** A file that could not be read (exit 2, error `file_not_readable`). */
export class FileError extends Error {}

function readInput(file: string): Uint8Array {
  try {
    return readFileSync(file === '-' ? 0 : file);
  } catch (error) {
    throw new FileError(
      `${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/** The request members the options of validate, generate and preview set (`--country-profile`…). */
export const REQUEST_MEMBERS = ['format', 'profile', 'template', 'locale', 'country_profile'];
/** Those of convert, beside --to (its target format). */
export const CONVERT_MEMBERS: readonly string[] = CONVERT_TARGET_FIELDS;
/** The date whose rule releases judge the document (generate, retrieve; convert has it above). */
export const DATED_MEMBERS = ['rules_as_of'];

/** Reads a generate request (or a bare invoice) and applies the options that override it. */
export function readRequest(file: string, options: Map<string, string>): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(decodeUtf8(readInput(file)));
  } catch (error) {
    throw new FileError(`${file} is not JSON: ${(error as Error).message}`);
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json))
    throw new FileError(`${file} must hold a JSON object (a generate request or an invoice)`);
  const request: Record<string, unknown> =
    'invoice' in json ? { ...(json as object) } : { invoice: json };
  return { ...request, ...membersFromOptions(options, REQUEST_MEMBERS) };
}

function writeFile(path: string, data: Uint8Array): void {
  try {
    writeFileSync(path, data);
  } catch (error) {
    throw new FileError(
      `${path} cannot be written: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

const jsonBody = (request: Record<string, unknown>) => ({
  type: 'application/json',
  data: JSON.stringify(request),
});

/** Turns a non-2xx answer that is not a result into the exit code, printing the error. */
function failed(ctx: CommandContext, answer: Answer): number {
  const body = answer.json as CliFailure | undefined;
  const failure: CliFailure =
    body && typeof body.error === 'string'
      ? body
      : { error: 'unexpected_answer', message: `HTTP ${answer.status} without an error body` };
  printFailure(failure, ctx.json, ctx.out, ctx.err);
  return INVALID_INPUT.has(failure.error) ? EXIT.invalid : EXIT.failed;
}

/** einvoice validate <invoice.json>: 0 valid, 1 not valid. */
export async function validateInvoiceCommand(ctx: CommandContext, file: string): Promise<number> {
  const answer = await ctx.service.call(
    'POST',
    '/v1/validate',
    jsonBody(readRequest(file, ctx.options)),
  );
  if (answer.status !== 200) return failed(ctx, answer);
  const r = answer.json;
  if (ctx.json) {
    ctx.out.write(`${JSON.stringify(r, null, 2)}\n`);
  } else {
    const f = r.format ?? {};
    ctx.out.write(
      `${r.valid ? 'valid' : `not valid: ${r.errors.length} problem(s)`} — format ${f.format_used}, profile ${f.profile}${f.version ? ` ${f.version}` : ''}${f.format_reason ? ` (${f.format_reason})` : ''}\n`,
    );
    for (const e of r.errors as string[]) ctx.out.write(`  ${e}\n`);
    for (const w of f.warnings ?? []) ctx.out.write(`  ${w.severity} ${w.code}: ${w.message}\n`);
  }
  return r.valid ? EXIT.ok : EXIT.invalid;
}

/** einvoice generate <invoice.json> [--out-dir DIR]: writes the PDF and/or XML. */
export async function generateCommand(ctx: CommandContext, file: string): Promise<number> {
  const answer = await ctx.service.call(
    'POST',
    '/v1/generate',
    jsonBody({
      ...readRequest(file, ctx.options),
      ...membersFromOptions(ctx.options, DATED_MEMBERS),
    }),
  );
  if (answer.status !== 200) return failed(ctx, answer);
  const r = answer.json;
  const written = writeDocuments(ctx, r);
  if (ctx.json) {
    const { pdf_base64: _pdf, xml_base64: _xml, ...rest } = r;
    ctx.out.write(`${JSON.stringify({ ...rest, files: written }, null, 2)}\n`);
  } else {
    const v = r.validation ?? {};
    ctx.out.write(
      `generated ${r.format?.format_used} ${r.format?.profile}: ${written.join(', ')}\n`,
    );
    ctx.out.write(
      `validation ${v.status}${v.rule_sets?.length ? ` by ${v.rule_sets.join(', ')}` : ''}${v.warnings?.length ? `, ${v.warnings.length} warning(s)` : ''}\n`,
    );
    ctx.out.write(
      `transaction ${r.transaction_id}${r.account?.plan ? `; ${r.account.remaining} credits left (${r.account.plan})` : ''}\n`,
    );
  }
  return EXIT.ok;
}

/** einvoice retrieve <file> [-o invoice.json] [--source-xml]: 0 read and valid, 1 not valid. */
export async function retrieveCommand(ctx: CommandContext, file: string): Promise<number> {
  const data = readInput(file);
  const request = {
    data_base64: Buffer.from(data).toString('base64'),
    include_source_xml: ctx.flags.has('--source-xml'),
    ...(ctx.options.has('--locale') ? { locale: ctx.options.get('--locale') } : {}),
    ...membersFromOptions(ctx.options, DATED_MEMBERS),
  };
  const answer = await ctx.service.call('POST', '/v1/retrieve', jsonBody(request));
  if (answer.status !== 200 && answer.status !== 422) return failed(ctx, answer);
  if (answer.status === 422 && !(answer.json && 'valid' in answer.json)) return failed(ctx, answer);
  const r = answer.json;
  const outFile = ctx.options.get('-o') ?? ctx.options.get('--out');
  if (outFile && r.invoice)
    writeFile(outFile, Buffer.from(`${JSON.stringify({ invoice: r.invoice }, null, 2)}\n`));
  if (ctx.json) {
    ctx.out.write(`${JSON.stringify(r, null, 2)}\n`);
  } else {
    const f = r.format ?? {};
    ctx.out.write(
      `${r.valid ? 'valid' : 'not valid'} — ${f.detected_format} ${f.profile ?? ''} ${f.version ?? ''}${f.has_pdf ? ' (PDF with embedded XML)' : ''}${r.rule_sets?.length ? ` by ${r.rule_sets.join(', ')}` : ''}\n`.replace(
        / +/g,
        ' ',
      ),
    );
    if (r.invoice)
      ctx.out.write(
        `invoice ${r.invoice.number} of ${r.invoice.date}: ${r.invoice.seller?.name} → ${r.invoice.buyer?.name}, ${r.invoice.items?.length ?? 0} line(s)\n`,
      );
    for (const e of r.errors ?? [])
      ctx.out.write(`  error ${e.code}${e.rule_id ? ` ${e.rule_id}` : ''}: ${e.message}\n`);
    for (const w of r.warnings ?? []) ctx.out.write(`  warning ${w.code}: ${w.message}\n`);
    if (outFile && r.invoice)
      ctx.out.write(`wrote ${outFile} (einvoice generate ${outFile} --format … makes it again)\n`);
    else if (r.invoice && !outFile)
      ctx.out.write('(-o invoice.json writes the invoice; --json prints the whole answer)\n');
  }
  return r.valid ? EXIT.ok : EXIT.invalid;
}

/** Writes the PDF and/or XML of a generate or convert answer into --out-dir; the paths written. */
function writeDocuments(
  ctx: CommandContext,
  r: { pdf_base64?: string; xml_base64?: string; filename?: string; xml_filename?: string },
): string[] {
  const dir = ctx.options.get('--out-dir') ?? '.';
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  if (r.pdf_base64) {
    const path = join(dir, basename(r.filename ?? 'invoice.pdf'));
    writeFile(path, Buffer.from(r.pdf_base64, 'base64'));
    written.push(path);
  }
  if (r.xml_base64) {
    const path = join(dir, basename(r.xml_filename || r.filename || 'invoice.xml'));
    writeFile(path, Buffer.from(r.xml_base64, 'base64'));
    written.push(path);
  }
  return written;
}

/**
 * einvoice convert <file> --to FORMAT [--profile …] [--country-profile …] [--syntax …] [--strict]
 * [--gross-price-per-net-base] [--out-dir DIR]: 0 converted (lost terms listed), 1 the source is not valid or the target
 * refuses it (strict: a term would be lost).
 */
export async function convertCommand(ctx: CommandContext, file: string): Promise<number> {
  const to = ctx.options.get('--to') ?? ctx.options.get('--format');
  if (!to) throw new UsageError(`convert needs the target: --to ${FORMAT_IDS.join('|')}`);
  const request: Record<string, unknown> = {
    data_base64: Buffer.from(readInput(file)).toString('base64'),
    format: to,
    strict: ctx.flags.has('--strict'),
    gross_price_per_net_base_quantity: ctx.flags.has('--gross-price-per-net-base'),
  };
  Object.assign(request, membersFromOptions(ctx.options, CONVERT_MEMBERS));
  const answer = await ctx.service.call('POST', '/v1/convert', jsonBody(request));
  if (answer.status === 422 && answer.json && 'converted' in answer.json) {
    const r = answer.json;
    if (ctx.json) ctx.out.write(`${JSON.stringify(r, null, 2)}\n`);
    else {
      const f = r.source?.format ?? {};
      ctx.out.write(
        `not converted: the source (${f.detected_format ?? 'unknown'}) cannot be read or fails its official rules\n`,
      );
      for (const e of r.source?.errors ?? [])
        ctx.out.write(`  error ${e.code}${e.rule_id ? ` ${e.rule_id}` : ''}: ${e.message}\n`);
    }
    return EXIT.invalid;
  }
  if (answer.status !== 200) return failed(ctx, answer);
  const r = answer.json;
  const written = writeDocuments(ctx, r);
  if (ctx.json) {
    const { pdf_base64: _pdf, xml_base64: _xml, ...rest } = r;
    ctx.out.write(`${JSON.stringify({ ...rest, files: written }, null, 2)}\n`);
  } else {
    const f = r.source?.format ?? {};
    const v = r.validation ?? {};
    ctx.out.write(
      `converted ${f.detected_format} ${f.profile ?? ''}${f.has_pdf ? ' (PDF)' : ''} → ${r.format?.format_used} ${r.format?.profile}: ${written.join(', ')}\n`.replace(
        / +/g,
        ' ',
      ),
    );
    ctx.out.write(
      `source ${r.source?.valid ? 'valid' : 'not valid'}${r.source?.rule_sets?.length ? ` by ${r.source.rule_sets.join(', ')}` : ''}; target ${v.status}${v.rule_sets?.length ? ` by ${v.rule_sets.join(', ')}` : ''}\n`,
    );
    if (!r.lost_terms?.length) ctx.out.write('no business term lost\n');
    else ctx.out.write(`lost ${r.lost_terms.length} value(s) the target cannot carry:\n`);
    for (const l of r.lost_terms ?? [])
      ctx.out.write(
        `  ${l.business_term} ${l.source_path}${l.value ? ` = ${String(l.value).slice(0, 80)}` : ''}: ${l.reason}\n`,
      );
  }
  return EXIT.ok;
}

/** einvoice preview <invoice.json|tx_…> [--page N] [--dpi D] [-o page.png]. */
export async function previewCommand(ctx: CommandContext, input: string): Promise<number> {
  const page = ctx.options.get('--page');
  const dpi = ctx.options.get('--dpi');
  let answer: Answer;
  let name: string;
  if (/^tx_[A-Za-z0-9]+$/.test(input)) {
    if (ctx.service.where === 'in-process')
      throw new UsageError(
        'a transaction id is known only to the server that generated it: add --server URL, or pass the invoice JSON',
      );
    const query = new URLSearchParams();
    if (page) query.set('page', page);
    if (dpi) query.set('dpi', dpi);
    answer = await ctx.service.call(
      'GET',
      `/v1/preview/${input}.png${query.size ? `?${query}` : ''}`,
    );
    name = input;
  } else {
    const request = readRequest(input, ctx.options);
    if (page) request.page = Number(page);
    if (dpi) request.dpi = Number(dpi);
    answer = await ctx.service.call('POST', '/v1/preview', jsonBody(request));
    name = `invoice-${String((request.invoice as { number?: unknown })?.number ?? 'preview').replace(/[^A-Za-z0-9._-]/g, '_')}`;
  }
  if (answer.status !== 200) return failed(ctx, answer);
  const outFile =
    ctx.options.get('-o') ?? ctx.options.get('--out') ?? `${name}-page${page ?? 1}.png`;
  writeFile(outFile, answer.body);
  const size = `${answer.headers.get('x-preview-width')}x${answer.headers.get('x-preview-height')}`;
  const pages = answer.headers.get('x-preview-page-count');
  if (ctx.json)
    ctx.out.write(
      `${JSON.stringify({ file: outFile, width: Number(answer.headers.get('x-preview-width')), height: Number(answer.headers.get('x-preview-height')), page_count: Number(pages), transaction_id: answer.headers.get('x-transaction-id') }, null, 2)}\n`,
    );
  else ctx.out.write(`wrote ${outFile} (${size} px, page ${page ?? 1} of ${pages})\n`);
  return EXIT.ok;
}
