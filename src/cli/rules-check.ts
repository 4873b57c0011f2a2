/**
 * `einvoice validate <file.xml|file.pdf>`: an e-invoice file checked against the official rule
 * sets, on this machine (no service): the rule sets detected from the document (or --rules), the
 * embedded XML of a hybrid PDF; a CDAR lifecycle status (France) against the fr-cdar rules. 0 valid,
 * 1 not valid, 2 could not check.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooseEngine, createValidator } from '../validation/validator.js';
import { detectFormat } from '../retrieve/detect.js';
import { parseXmlSafely } from '../xml/safe-parse.js';
import { ruleSetsForDocument } from '../validation/rule-sets-for.js';
import { ruleSet, RuleSetUnavailableError } from '../validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../validation/rules-dir.js';
import { sefPathFor } from '../validation/engine/sef-path.js';
import { extractInvoiceXml, looksLikePdf } from '../retrieve/pdf-attachments.js';
import { message } from '../retrieve/messages.js';
import { CDAR_RULE_SET } from '../api/status/status-operations.js';
import { CDAR_NS, CDAR_ROOT } from '../syntax/cdar/cdar-names.js';
import { EXIT, printFailure, type Sink } from './output.js';

/** Whether every stylesheet of the rule sets has its SEF compiled (so saxon-js can run them). */
function sefCompiled(ids: string[]): boolean {
  const dir = process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR;
  return ids.every((id) => {
    const xslt = ruleSet(id).xslt.map((x) => join(dir, x));
    return xslt.every((x) => existsSync(x) && existsSync(sefPathFor(dir, readFileSync(x))));
  });
}

/**
 * The rule sets of a document, as retrieve chooses them: the document's format, syntax and label
 * (BT-24, and for a PDF's attachment its file name) name a row of the format registry.
 */
function detectedRuleSets(xml: Uint8Array, attachment: string | undefined): string[] {
  const doc = parseXmlSafely(xml);
  // A lifecycle status (CDAR) is no invoice: its own rule set.
  if (
    doc.documentElement?.localName === CDAR_ROOT &&
    doc.documentElement.namespaceURI === CDAR_NS.rsm
  )
    return [CDAR_RULE_SET];
  const detected = detectFormat(
    doc,
    attachment === undefined ? undefined : { filename: attachment },
  );
  if (!detected.syntax) {
    const root = doc.documentElement;
    throw new RuleSetUnavailableError(
      `{${root?.namespaceURI ?? ''}}${root?.localName ?? ''}`,
      'UNKNOWN_RULE_SET',
      `No rule set for documents with root element ${root?.localName ?? ''}`,
    );
  }
  return ruleSetsForDocument(detected);
}

/** A failure of the check, with its stable code. */
class CheckError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The stable code of a failure: ours, the validator's `reason`, or the file system's. */
function codeOf(error: unknown): string {
  if (error instanceof CheckError) return error.code;
  const e = error as Error & { reason?: string; code?: string };
  if (typeof e.reason === 'string') return e.reason;
  if (typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) return 'FILE_NOT_READABLE';
  return 'CHECK_FAILED';
}

/** Checks one file; `json` prints the whole report. */
export async function rulesCheck(
  file: string,
  rules: string[] | undefined,
  engine: 'auto' | 'jvm' | 'saxonjs' | undefined,
  json: boolean,
  out: Sink,
  err: Sink,
): Promise<number> {
  let validator: ReturnType<typeof createValidator> | undefined;
  try {
    let xml: Uint8Array = readFileSync(file);
    let embedded: string | undefined;
    let encrypted = false;
    if (looksLikePdf(xml)) {
      // Retrieve's reader: the same bounds (a Flate bomb, a cyclic name tree) and the same choice
      // of attachment as the service. Its failures carry their reason (PDF_CORRUPT, …).
      const found = await extractInvoiceXml(xml);
      if (!found)
        throw new CheckError('NO_XML_FOUND', 'NO_XML_FOUND: the PDF has no embedded XML invoice');
      xml = found.xml;
      embedded = found.filename;
      encrypted = found.encrypted === true;
    }
    const ruleSets = rules ?? detectedRuleSets(xml, embedded);
    // The JVM engine whenever Java and the worker are there (it runs every rule set, Factur-X
    // EXTENDED included, as the service does), though it first compiles the rules (~10 s); else
    // saxon-js, which needs the compiled SEF files.
    const chosen =
      engine ?? (chooseEngine() === 'jvm' || !sefCompiled(ruleSets) ? 'auto' : 'saxonjs');
    validator = createValidator({ engine: chosen, deadlineMs: 120_000, concurrency: 1 });
    const report = await validator.validate(xml, ruleSets);
    if (json) {
      out.write(
        `${JSON.stringify({ file, ...(embedded ? { embedded } : {}), ...(encrypted ? { encrypted } : {}), ...report }, null, 2)}\n`,
      );
    } else {
      const sets = report.ruleSets.map((s) => `${s.id}@${s.version}`).join(', ');
      out.write(
        `${report.valid ? 'valid' : 'not valid'} — ${file}${embedded ? ` (embedded ${embedded})` : ''} by ${sets}\n`,
      );
      // The XML's verdict says nothing of its container: an encrypted PDF is no PDF/A-3.
      if (encrypted) out.write(`  warning PDF_ENCRYPTED: ${message('PDF_ENCRYPTED', 'en')}\n`);
      for (const f of report.findings)
        out.write(`  ${f.severity ?? 'error'} ${f.ruleId}: ${f.message}\n`);
    }
    return report.valid ? EXIT.ok : EXIT.invalid;
  } catch (error) {
    const reason = codeOf(error);
    const message = (error as Error).message;
    if (json) out.write(`${JSON.stringify({ file, error: { reason, message } }, null, 2)}\n`);
    else printFailure({ error: reason, message: `${file}: ${message}` }, false, out, err);
    return EXIT.failed;
  } finally {
    await validator?.close();
  }
}
