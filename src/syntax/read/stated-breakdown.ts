/**
 * BG-23 as a document states it, kept where it differs from what the invoice's lines compute
 * (statedVatBreakdown, vat_breakdown in the JSON): a PINT AE BT-117 stated with 4 decimals
 * (532.1645 where the lines give 532.16) is returned, and written again, as the document has it.
 * A group that matches the calculation is left out, so the returned JSON stays what a caller
 * would write; a stated group the lines do not make (no line, allowance or charge of its category)
 * has no place and is reported as dropped.
 */
import { calculate } from '../../domain/index.js';
import type { InvoiceInput, StatedVatBreakdown, VatBreakdown } from '../../domain/model.js';
import { ZERO } from '../../domain/decimal.js';
import { splitSubInvoiceReason } from '../../domain/sub-invoices.js';
import type { Values } from '../binding/binding.js';
import type { Dropped } from './read-result.js';
import { dec, defined, str } from './values.js';

/**
 * A document's BG-23 groups (BT-116 to BT-119) as it states them; in a French multi-vendor or
 * two-way invoice (bySubInvoice) each with the sub-invoice its BT-120 names (#number#).
 */
export function statedBreakdown(
  taxes: readonly Values[],
  bySubInvoice = false,
): StatedVatBreakdown[] {
  return taxes.map((t) => {
    const reason = bySubInvoice ? splitSubInvoiceReason(str(t, 'BT-120')) : undefined;
    return defined({
      category: str(t, 'BT-118') ?? '',
      rate: dec(t, 'BT-119') ?? ZERO,
      taxableAmount: dec(t, 'BT-116'),
      taxAmount: dec(t, 'BT-117'),
      subInvoice: reason?.subInvoice,
      exemptionReason: reason ? reason.reason : str(t, 'BT-120'),
      exemptionReasonCode: str(t, 'BT-121'),
    });
  });
}

/**
 * The stated groups that differ from the calculated ones, each with only the amounts that differ.
 * A group is found by category and rate, else by its category alone when the invoice has one
 * group of it (a zero-rate category whose document states the rate of its lines, as PINT AE's
 * reverse charge does).
 */
export function differingBreakdown(
  invoice: InvoiceInput,
  stated: readonly StatedVatBreakdown[],
  path: (i: number) => string,
  dropped: Dropped[],
): StatedVatBreakdown[] | undefined {
  if (!stated.length) return undefined;
  let plain: VatBreakdown[];
  let named: VatBreakdown[];
  try {
    plain = calculate({ ...invoice, statedVatBreakdown: undefined }).vatBreakdown;
    // The groups the calculation leaves out unless named (zero allowances or charges beside a
    // group of their category, vat-breakdown.ts) are the document's when it states them.
    const found = (s: StatedVatBreakdown) =>
      plain.some((b) => b.category === s.category && b.rate.equals(s.rate));
    named = stated.every(found)
      ? plain
      : calculate({
          ...invoice,
          statedVatBreakdown: stated.map((s) =>
            defined({ category: s.category, rate: s.rate, subInvoice: s.subInvoice }),
          ),
        }).vatBreakdown;
  } catch {
    return undefined; // an invoice the maths cannot take: generate reports why
  }
  // A group only the naming made: vat_breakdown names it, so that generate writes it again.
  const inPlain = (g: VatBreakdown) =>
    plain.some(
      (b) =>
        b.category === g.category &&
        b.rate.equals(g.rate) &&
        (b.subInvoice ?? '') === (g.subInvoice ?? ''),
    );
  const out: StatedVatBreakdown[] = [];
  stated.forEach((s, i) => {
    const sameCategory = named.filter(
      (b) => b.category === s.category && (b.subInvoice ?? '') === (s.subInvoice ?? ''),
    );
    // Several groups of one category and rate (EXTENDED-CTC-FR: a line's own exemption reason):
    // the one whose reason the document states.
    const sameRate = sameCategory.filter((b) => b.rate.equals(s.rate));
    const group =
      (sameRate.length > 1 ? sameRate.find((b) => sameReason(b, s)) : sameRate[0]) ??
      (sameCategory.length === 1 ? sameCategory[0] : undefined);
    if (!group) {
      dropped.push({
        bt: 'BG-23',
        path: path(i),
        value: `${s.category} ${s.taxAmount?.toString() ?? ''}`.trim(),
        reason: 'no line, allowance or charge of the invoice has this tax category and rate',
      });
      return;
    }
    const taxableAmount =
      s.taxableAmount && !s.taxableAmount.equals(group.taxableAmount) ? s.taxableAmount : undefined;
    const taxAmount = s.taxAmount && !s.taxAmount.equals(group.taxAmount) ? s.taxAmount : undefined;
    // A sub-invoice's group (BR-FR-MV-09) has no place of its own in vat_breakdown: it is listed.
    if ((taxableAmount || taxAmount) && s.subInvoice)
      dropped.push({
        bt: 'BG-23',
        path: path(i),
        value: `${s.category} ${s.taxAmount?.toString() ?? ''}`.trim(),
        reason: `the amounts of sub-invoice ${s.subInvoice}'s VAT breakdown differ from its lines', and vat_breakdown states no sub-invoice`,
      });
    // Nor has a group of a line's own reason: vat_breakdown names none (it amends the first).
    else if ((taxableAmount || taxAmount) && sameRate.length > 1 && group !== sameRate[0])
      dropped.push({
        bt: 'BG-23',
        path: path(i),
        value: `${s.category} ${s.taxAmount?.toString() ?? ''}`.trim(),
        reason: `the amounts of the ${s.category} group of exemption reason "${s.exemptionReasonCode ?? s.exemptionReason ?? ''}" differ from its lines', and vat_breakdown states no exemption reason`,
      });
    else if (!inPlain(group))
      out.push({
        category: group.category,
        rate: group.rate,
        taxableAmount: s.taxableAmount ?? group.taxableAmount,
        taxAmount: s.taxAmount ?? group.taxAmount,
      });
    else if (taxableAmount || taxAmount)
      out.push({
        category: group.category,
        rate: group.rate,
        ...(taxableAmount ? { taxableAmount } : {}),
        ...(taxAmount ? { taxAmount } : {}),
      });
  });
  return out.length ? out : undefined;
}

/** Whether a computed group has the exemption reason and code a stated one names. */
function sameReason(group: VatBreakdown, stated: StatedVatBreakdown): boolean {
  return (
    (group.exemptionReason ?? '') === (stated.exemptionReason ?? '') &&
    (group.exemptionReasonCode ?? '') === (stated.exemptionReasonCode ?? '')
  );
}
