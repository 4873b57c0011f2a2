/**
 * Model values as the short phrases the layout prints: identifiers with their scheme (BT-29,
 * BT-46, BT-60, BT-71, BT-157, BT-18, BT-128), periods (BG-14, BG-26), allowances and charges
 * (BG-20/21/27/28) with their reason or reason code, and the BT-8 VAT point date code.
 * One place for these phrasings, so every block words the same fact the same way.
 */
import type { AllowanceChargeInput, Identifier, Period } from '../../domain/model.js';
import { allowanceReasonName, chargeReasonName, schemeName } from '../locale/code-labels.js';
import type { Ctx } from './context.js';

/** An identifier: "GLN 4000001000005" for a known scheme, else "label 123 (scheme)". */
export function identifierText(ctx: Ctx, id: Identifier, label: string): string {
  const known = schemeName(id.scheme);
  if (known) return `${known} ${id.id}`;
  return id.scheme ? `${label} ${id.id} (${id.scheme})` : `${label} ${id.id}`;
}

/** BG-14 / BG-26 as "01.11.2026 – 30.11.2026" (an open end stays open). */
export function periodText(ctx: Ctx, p: Period | undefined): string | undefined {
  if (!p || (!p.start && !p.end)) return undefined;
  const start = p.start ? ctx.fmt.date(p.start) : '';
  const end = p.end ? ctx.fmt.date(p.end) : '';
  return `${start} – ${end}`.trim();
}

/** The reason of an allowance or charge: BT-97/139 text, else the meaning of its code, else the code. */
export function reasonText(
  ctx: Ctx,
  ac: AllowanceChargeInput,
  kind: 'allowance' | 'charge',
): string | undefined {
  if (ac.reason) return ac.reason;
  const name =
    kind === 'allowance'
      ? allowanceReasonName(ac.reasonCode, ctx.locale)
      : chargeReasonName(ac.reasonCode, ctx.locale);
  return name ?? ac.reasonCode;
}

/**
 * "Allowance: Volume discount, 10 % of 250.00": the kind, the reason and, when given, the
 * percentage of the base amount (BT-138 of BT-137, BT-143 of BT-142). The amount goes apart.
 */
export function allowanceChargeLabel(
  ctx: Ctx,
  ac: AllowanceChargeInput,
  kind: 'allowance' | 'charge',
): string {
  const head = kind === 'allowance' ? ctx.labels.allowance : ctx.labels.charge;
  const parts: string[] = [];
  const reason = reasonText(ctx, ac, kind);
  if (reason) parts.push(reason);
  if (ac.percentage && ac.baseAmount)
    parts.push(ctx.labels.percentOf(ctx.fmt.rate(ac.percentage), ctx.fmt.amount(ac.baseAmount)));
  else if (ac.percentage) parts.push(ctx.fmt.rate(ac.percentage));
  return parts.length ? `${head}: ${parts.join(', ')}` : head;
}

/** BT-7, or BT-8 as the date it names (3 issue date, 35 delivery date, 432 payment date). */
export function vatPointText(ctx: Ctx): string | undefined {
  const { inv, labels: t, fmt } = ctx;
  if (inv.taxPointDate) return fmt.date(inv.taxPointDate);
  const code = inv.taxPointDateCode?.trim();
  if (!code) return undefined;
  const named: Record<string, string> = {
    '3': t.issueDate,
    '35': t.deliveryDate,
    '432': t.paymentDate,
  };
  return named[code] ?? code;
}
