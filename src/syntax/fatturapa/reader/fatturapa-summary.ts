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
import {
  FATTURAPA_DEFAULTS,
  RIFERIMENTO_NORMATIVO,
  SPLIT_PAYMENT,
} from '../../../formats/fatturapa-profile.js';
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

/**
 * EsigibilitaIVA of each DatiRiepilogo: I (immediate) is the writer's default; S (split payment)
 * is EN 16931's VAT category B, which the lines, document allowances and charges of that rate
 * (without Natura) take. D (deferred) has no EN 16931 term and stays reported, as does an S whose
 * rate another DatiRiepilogo states otherwise (the lines would not say which group they are in).
 */
export function readEsigibilita(
  w: DomWalk,
  body: Element | undefined,
  invoice: InvoiceInput,
): void {
  const summaries = w.all(body, 'x:DatiBeniServizi/x:DatiRiepilogo').map((summary) => ({
    summary,
    rate: decimalOf(w.one(summary, 'x:AliquotaIVA')?.textContent?.trim())?.toFixed(),
    natura: w.one(summary, 'x:Natura'),
    // Absent, the specifications read it as I.
    esigibilita:
      w.one(summary, 'x:EsigibilitaIVA')?.textContent?.trim() || FATTURAPA_DEFAULTS.esigibilitaIva,
  }));
  // The rates some DatiRiepilogo states otherwise than S, in one pass (a document may hold many).
  const notSplit = new Set(
    summaries.filter((s) => s.esigibilita !== SPLIT_PAYMENT.esigibilita).map((s) => s.rate),
  );
  const split = new Set<string>();
  for (const s of summaries) {
    if (s.esigibilita === FATTURAPA_DEFAULTS.esigibilitaIva) {
      w.takeAll(s.summary, 'x:EsigibilitaIVA');
      continue;
    }
    const alone = !notSplit.has(s.rate);
    if (s.esigibilita === SPLIT_PAYMENT.esigibilita && s.rate && !s.natura && alone) {
      w.takeAll(s.summary, 'x:EsigibilitaIVA');
      split.add(s.rate);
    }
  }
  if (!split.size) return;
  const isSplit = (x: { vatRate?: Decimal; natura?: string }) =>
    !x.natura && x.vatRate !== undefined && split.has(x.vatRate.toFixed());
  for (const line of invoice.lines) if (isSplit(line)) line.taxCategory = SPLIT_PAYMENT.category;
  for (const entry of [...(invoice.allowances ?? []), ...(invoice.charges ?? [])])
    if (isSplit(entry)) entry.taxCategory = SPLIT_PAYMENT.category;
}
