/**
 * DatiRiepilogo, the VAT breakdown, which the service recomputes: its sums are kept as the
 * declared totals (BT-109 Σ ImponibileImporto, BT-110 Σ Imposta; with ImportoTotaleDocumento
 * BT-112), so that a difference becomes a TOTAL_MISMATCH warning; RiferimentoNormativo is BT-120
 * of the zero-rated lines' category (Z when read: the lines carry their Natura), unless it is the
 * text the writer gives that Natura by default (formats/fatturapa-profile.ts).
 */
import { Decimal } from '../../../domain/decimal.js';
import type { Element } from '@xmldom/xmldom';
import type { InvoiceInput } from '../../../domain/model.js';
import { RIFERIMENTO_NORMATIVO } from '../../../formats/fatturapa-profile.js';
import type { DomWalk } from '../../read/dom-walk.js';
import type { DeclaredTotals } from '../../read/read-result.js';
import { decimalOf } from '../../read/line-price.js';

/** Reads the DatiRiepilogo of a body; returns the totals it declares. */
export function readSummaries(
  w: DomWalk,
  body: Element | undefined,
  general: Element | undefined,
  invoice: InvoiceInput,
): DeclaredTotals {
  let taxable = new Decimal(0);
  let tax = new Decimal(0);
  for (const summary of w.all(body, 'x:DatiBeniServizi/x:DatiRiepilogo')) {
    w.takeAll(summary, 'x:AliquotaIVA');
    // EsigibilitaIVA I (immediate) is what the writer writes; D (deferred) and S (split payment) stay reported.
    if (w.one(summary, 'x:EsigibilitaIVA')?.textContent?.trim() === 'I')
      w.takeAll(summary, 'x:EsigibilitaIVA');
    taxable = taxable.plus(decimalOf(w.text(summary, 'x:ImponibileImporto')) ?? 0);
    tax = tax.plus(decimalOf(w.text(summary, 'x:Imposta')) ?? 0);
    const natura = w.text(summary, 'x:Natura');
    const text = w.one(summary, 'x:RiferimentoNormativo')?.textContent?.trim();
    if (!natura || !text) continue;
    if (text === RIFERIMENTO_NORMATIVO[natura]) {
      w.take(w.one(summary, 'x:RiferimentoNormativo'));
    } else if (!invoice.vatExemptions?.some((e) => e.category === 'Z')) {
      (invoice.vatExemptions ??= []).push({
        category: 'Z',
        reason: w.text(summary, 'x:RiferimentoNormativo'),
      }); // BT-120
    }
  }
  const total = decimalOf(w.text(general, 'x:ImportoTotaleDocumento')); // BT-112
  return { taxExclusive: taxable, taxTotal: tax, ...(total ? { taxInclusive: total } : {}) };
}
