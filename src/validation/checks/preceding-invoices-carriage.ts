/**
 * BG-3 preceding invoices where the target's schema has room for one. The CII schema of
 * EN 16931 (the D16B subset of the CEN artefacts, also XRechnung's) has one
 * ram:InvoiceReferencedDocument in the header; the Factur-X profile schemas (BASIC WL … EXTENDED)
 * repeat it, and UBL repeats cac:BillingReference. A CII document, standalone or embedded in the
 * hybrid PDF, judged by that schema gets NOT_CARRIED on the second reference, in validate and
 * generate alike, rather than a document the official rules reject.
 */
import { FORMATS, formatRow, type FormatRow } from '../../formats/index.js';
import { ruleSet } from '../rule-sets.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/**
 * The registry row of the CII document the request writes: the document itself, or the one its
 * hybrid PDF embeds (XRechnung asked for in UBL embeds CII); none when no CII is written.
 */
function ciiRowOf(ctx: CheckContext): FormatRow | undefined {
  if (ctx.syntax === 'cii') return ctx.row;
  if (ctx.syntax === 'none' || FORMATS[ctx.format].embeddedSyntax !== 'cii') return undefined;
  return formatRow({
    format: ctx.format,
    ciiProfile: ctx.ciiProfile,
    countryProfile: ctx.countryProfile?.id,
    syntax: 'cii',
  });
}

/** Whether a row's rule sets validate with the XSD of the EN 16931 CII rules (the CEN D16B subset: one BG-3). */
function judgedByCenCiiSchema(row: FormatRow): boolean {
  const cenSchema = ruleSet('en16931-cii').xsd;
  return [...row.ruleSetIds, ...(row.fallbackRuleSetIds ?? [])].some((id) => {
    try {
      return ruleSet(id).xsd === cenSchema;
    } catch {
      return false; // a rule set this build does not know judges nothing here
    }
  });
}

/** BG-3: a second preceding invoice where the CII schema judging the document has room for one. */
export function checkPrecedingInvoicesCarriage(ctx: CheckContext): void {
  if (ctx.invoice.precedingInvoices.length < 2) return;
  const row = ciiRowOf(ctx);
  if (!row || !judgedByCenCiiSchema(row)) return;
  const path = '$.invoice.preceding_invoices[1]';
  if (ctx.out.has(path)) return;
  const embedded = ctx.syntax !== 'cii' ? ' in its PDF' : '';
  ctx.out.add(
    path,
    IssueCode.NOT_CARRIED,
    `format ${ctx.format} (${row.label}) writes CII${embedded} judged by the EN 16931 CII schema, which has one preceding invoice reference (BG-3, ram:InvoiceReferencedDocument): give one, or generate it in UBL (ubl, peppol), or as zugferd, facturx or cii with a profile whose schema repeats it (basic, basic_wl, extended)`,
  );
}
