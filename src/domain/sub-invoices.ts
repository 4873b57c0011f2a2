/**
 * Sub-invoices of the French multi-vendor (BT-23 B8, S8, M8) and two-way (B9, S9, M9) invoices
 * (AFNOR XP Z12-012, EXTENDED-CTC-FR). Each seller's lines form a sub-invoice numbered by the
 * lines' BT-128 with scheme AFL, opened by a group line without a parent. The rules define the
 * sub-invoice's VAT by arithmetic the service does itself:
 * - BG-23 is split by sub-invoice: one group per (sub-invoice, BT-118, BT-119), whose exemption
 *   reason BT-120 starts with #number# (BR-FR-MV-09), as does each line's (BR-FR-MV-08), so that
 *   the EXTENDED-CTC-FR breakdown rules with exemption reasons (BR-FREXT-*-08 "rev") find each
 *   group's lines;
 * - the group line states its sub-invoice's VAT total EXT-FR-FE-181: Σ BT-117 of those groups
 *   (BR-FR-MV-03, BR-FR-MV-09).
 */
import { Decimal, sum } from './decimal.js';
import { groupLineIds, lineStatus } from './line-groups.js';
import type { CalculatedInvoice, Identifier, LineInput, VatBreakdown } from './model.js';
import type { DomainProblem } from './problem.js';

/** BT-23 frameworks whose lines form sub-invoices (the BR-FR-MV rules' isSpecialContract). */
export const SUB_INVOICE_FRAMEWORKS: ReadonlySet<string> = new Set([
  'B8',
  'S8',
  'M8',
  'B9',
  'S9',
  'M9',
]);

/** BT-23 frameworks of two-way (bidirectional) invoices (the BR-FR rules' isSpecialContractBD). */
export const TWO_WAY_FRAMEWORKS: ReadonlySet<string> = new Set(['B9', 'S9', 'M9']);

/** Whether an invoice of this BT-23 is split into sub-invoices. */
export function hasSubInvoices(businessProcess: string | undefined): boolean {
  return SUB_INVOICE_FRAMEWORKS.has((businessProcess ?? '').trim().toUpperCase());
}

/** The sub-invoice number of a line: its BT-128 when the scheme BT-128-1 is AFL. */
export function subInvoiceOf(line: { objectIdentifier?: Identifier }): string | undefined {
  const o = line.objectIdentifier;
  const id = o?.id?.trim();
  return o && (o.scheme ?? '').trim().toUpperCase() === 'AFL' && id ? id : undefined;
}

/** BT-120 of a sub-invoice's group or line: #number# then the category's reason (BR-FR-MV-08). */
export function subInvoiceReason(subInvoice: string, reason: string | undefined): string {
  return `#${subInvoice}#${reason ?? ''}`;
}

/** A BT-120 read back: the sub-invoice of its #number# prefix and the reason after it. */
export function splitSubInvoiceReason(text: string | undefined): {
  subInvoice?: string;
  reason?: string;
} {
  const m = /^#([^#]+)#([\s\S]*)$/.exec(text ?? '');
  if (!m) return { reason: text };
  return { subInvoice: m[1], reason: m[2] || undefined };
}

/** A group line without a parent: it opens a sub-invoice (BR-FR-MV-02, MV-03). */
export function isTopGroupLine(
  line: Pick<LineInput, 'id' | 'parentLineId' | 'lineStatus'>,
  groups: ReadonlySet<string>,
): boolean {
  return !line.parentLineId && lineStatus(line, groups) === 'GROUP';
}

/**
 * EXT-FR-FE-181 of each group line without a parent, by line id: Σ BT-117 of the BG-23 groups of
 * its sub-invoice (BR-FR-MV-09).
 */
export function subInvoiceVatTotals(
  lines: readonly LineInput[],
  breakdown: readonly VatBreakdown[],
): Map<string, Decimal> {
  const groups = groupLineIds(lines);
  const out = new Map<string, Decimal>();
  for (const line of lines) {
    const n = subInvoiceOf(line);
    if (!n || !isTopGroupLine(line, groups)) continue;
    out.set(line.id, sum(breakdown.filter((b) => b.subInvoice === n).map((b) => b.taxAmount)));
  }
  return out;
}

/** BR-FR-MV-09's tolerance between a group line's EXT-FR-FE-181 and its sub-invoice's Σ BT-117. */
const MV_09_TOLERANCE = new Decimal('0.01');

/**
 * BR-FR-MV-09: a stated EXT-FR-FE-181 (vat_total_amount) is written as stated, so it must be its
 * sub-invoice's Σ BT-117 within 0.01, as the rule checks it.
 */
export function subInvoiceProblems(inv: CalculatedInvoice): DomainProblem[] {
  const out: DomainProblem[] = [];
  inv.lines.forEach((line, i) => {
    if (!line.statedVatTotal || !line.computedVatTotal) return;
    const difference = line.statedVatTotal.minus(line.computedVatTotal);
    if (difference.abs().greaterThan(MV_09_TOLERANCE))
      out.push({
        rule: 'BR-FR-MV-09',
        path: `invoice.items[${i}].vat_total_amount`,
        difference,
        message: `The stated VAT total ${line.statedVatTotal.toFixed(2)} of sub-invoice ${subInvoiceOf(line)} (EXT-FR-FE-181) is not the sum of its VAT breakdown's tax amounts (BT-117), ${line.computedVatTotal.toFixed(2)} (BR-FR-MV-09): leave vat_total_amount out to have it computed.`,
      });
  });
  return out;
}
