/**
 * BT-120 / BT-121 of a document's BG-23 as vat_exemptions, one per category. In a French
 * multi-vendor or two-way invoice (BT-23 B8 … M9) each group's BT-120 starts with its
 * sub-invoice's #number# (BR-FR-MV-09), which generate writes again from the lines' AFL numbers
 * (sub-invoices.ts): the reason is what follows it, once per category; a category whose
 * sub-invoices state different reasons keeps the first and lists the others as dropped. Where
 * the lines carry their own reasons (EXTENDED-CTC-FR, own-line-exemptions.ts) the category keeps
 * its first group's and the others come back with their lines.
 */
import { splitSubInvoiceReason } from '../../domain/sub-invoices.js';
import type { InvoiceInput } from '../../domain/model.js';
import type { Values } from '../binding/binding.js';
import type { Dropped } from './read-result.js';
import { defined, str } from './values.js';

type Exemption = NonNullable<InvoiceInput['vatExemptions']>[number];

export function vatExemptionsOf(
  taxes: readonly Values[],
  bySubInvoice: boolean,
  dropped: Dropped[],
  path: (i: number) => string,
  byLineExemption = false,
): Exemption[] {
  const out: Exemption[] = [];
  taxes.forEach((t, i) => {
    const text = str(t, 'BT-120');
    const reason = bySubInvoice ? splitSubInvoiceReason(text).reason : text;
    const reasonCode = str(t, 'BT-121');
    if (!reason && !reasonCode) return;
    const e = defined({ category: str(t, 'BT-118') ?? '', reason, reasonCode });
    if (!bySubInvoice && !byLineExemption) return void out.push(e);
    const first = out.find((x) => x.category === e.category);
    if (!first) return void out.push(e);
    if (!byLineExemption && (first.reason !== e.reason || first.reasonCode !== e.reasonCode))
      dropped.push({
        bt: 'BT-120',
        path: path(i),
        value: text,
        reason: `vat_exemptions states one reason per category (${e.category}); another sub-invoice gives ${first.reason ?? first.reasonCode}`,
      });
  });
  return out;
}
