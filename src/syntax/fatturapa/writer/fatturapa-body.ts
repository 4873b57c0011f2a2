/**
 * FatturaElettronicaBody: DatiGenerali/DatiGeneraliDocumento (TipoDocumento, Divisa BT-5, Data
 * BT-2, Numero BT-1, ImportoTotaleDocumento BT-112, Causale BT-22), DatiBeniServizi (DettaglioLinee
 * from BG-25, DatiRiepilogo per rate and Natura) and DatiPagamento (BG-16, BT-9, BT-115).
 */
import { round2, ZERO, type Decimal } from '../../../domain/decimal.js';
import type { CalculatedInvoice, CalculatedLine } from '../../../domain/model.js';
import { FATTURAPA_DEFAULTS, NATURA_BY_CATEGORY, RIFERIMENTO_NORMATIVO } from '../../../formats/fatturapa-profile.js';
import { amount2, decimals2to8, leaf, rate, type Node } from './fatturapa-format.js';
import { ascii, chunks, latin } from './latin-text.js';

/** Natura of a line: the caller's, else derived from BT-151 for zero-rated lines, else none. */
export function naturaOf(line: CalculatedLine): string | undefined {
  if (!line.vatRate.isZero()) return undefined;
  return line.natura ?? NATURA_BY_CATEGORY[line.taxCategory];
}

/** TipoDocumento: tipo_documento, else TD04 for a credit note (BT-3 381), else TD01. */
export function tipoDocumento(inv: CalculatedInvoice): string {
  if (inv.tipoDocumento) return inv.tipoDocumento;
  return inv.typeCode === '381' ? FATTURAPA_DEFAULTS.tipoDocumentoCreditNote : FATTURAPA_DEFAULTS.tipoDocumentoInvoice;
}

/** Writes the body. */
export function writeBody(root: Node, inv: CalculatedInvoice): void {
  const b = root.ele('FatturaElettronicaBody');
  const dgd = b.ele('DatiGenerali').ele('DatiGeneraliDocumento');
  leaf(dgd, 'TipoDocumento', tipoDocumento(inv));
  leaf(dgd, 'Divisa', inv.currency); // BT-5
  leaf(dgd, 'Data', inv.issueDate); // BT-2
  leaf(dgd, 'Numero', ascii(inv.number, 20)); // BT-1
  leaf(dgd, 'ImportoTotaleDocumento', amount2(inv.totals.taxInclusive)); // BT-112
  for (const c of chunks(inv.note ?? '', 200)) leaf(dgd, 'Causale', c); // BT-22

  const dbs = b.ele('DatiBeniServizi');
  inv.lines.forEach((l, i) => writeLine(dbs, l, i + 1));
  for (const g of riepilogo(inv.lines)) {
    const r = dbs.ele('DatiRiepilogo');
    leaf(r, 'AliquotaIVA', rate(g.rate));
    if (g.natura) leaf(r, 'Natura', g.natura);
    leaf(r, 'ImponibileImporto', amount2(g.taxable)); // BT-116
    leaf(r, 'Imposta', amount2(g.tax)); // BT-117
    leaf(r, 'EsigibilitaIVA', FATTURAPA_DEFAULTS.esigibilitaIva);
    const rif = g.natura ? RIFERIMENTO_NORMATIVO[g.natura] : undefined;
    if (rif) leaf(r, 'RiferimentoNormativo', latin(rif, 100));
  }
  writePayment(b, inv);
}

/** DettaglioLinee from one BG-25 line. */
function writeLine(parent: Node, l: CalculatedLine, position: number): void {
  const d = parent.ele('DettaglioLinee');
  leaf(d, 'NumeroLinea', String(position)); // BT-126 (numeric position; FatturaPA wants 1..9999)
  leaf(d, 'Descrizione', latin(l.description, 1000)); // BT-153
  // QuantitaType has no sign: a negative quantity (a return) is written as its absolute value
  // with the price negated, so that PrezzoTotale = Quantita × PrezzoUnitario holds (SDI 00423).
  const negative = l.quantity.isNegative() && !l.quantity.isZero();
  leaf(d, 'Quantita', decimals2to8(negative ? l.quantity.negated() : l.quantity)); // BT-129
  leaf(d, 'UnitaMisura', ascii(l.unitCode, 10)); // BT-130
  leaf(d, 'PrezzoUnitario', decimals2to8(negative ? l.unitPrice.negated() : l.unitPrice)); // BT-146
  leaf(d, 'PrezzoTotale', decimals2to8(l.netAmount)); // BT-131
  leaf(d, 'AliquotaIVA', rate(l.vatRate)); // BT-152
  const natura = naturaOf(l);
  if (natura) leaf(d, 'Natura', natura);
}

interface Riepilogo {
  rate: Decimal;
  natura?: string;
  taxable: Decimal;
  tax: Decimal;
}

/** DatiRiepilogo groups: one per rate and Natura; tax rounded half-up once per group (as BR-CO-17). */
export function riepilogo(lines: readonly CalculatedLine[]): Riepilogo[] {
  const groups = new Map<string, Riepilogo>();
  for (const l of lines) {
    const natura = naturaOf(l);
    const key = `${l.vatRate.toFixed()}|${natura ?? ''}`;
    const g = groups.get(key) ?? { rate: l.vatRate, natura, taxable: ZERO, tax: ZERO };
    g.taxable = g.taxable.plus(l.netAmount);
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => ({ ...g, taxable: round2(g.taxable), tax: round2(g.taxable.mul(g.rate).div(100)) }));
}

/** DatiPagamento: TP02, MP05 bank transfer with BT-84 IBAN, BT-86 BIC, BT-9 due date, BT-115 amount. */
function writePayment(b: Node, inv: CalculatedInvoice): void {
  const iban = inv.payment?.iban?.replace(/\s+/g, '').toUpperCase();
  if (!iban) return;
  const dp = b.ele('DatiPagamento');
  leaf(dp, 'CondizioniPagamento', FATTURAPA_DEFAULTS.condizioniPagamento);
  const det = dp.ele('DettaglioPagamento');
  leaf(det, 'ModalitaPagamento', FATTURAPA_DEFAULTS.modalitaPagamentoBonifico);
  if (inv.dueDate) leaf(det, 'DataScadenzaPagamento', inv.dueDate); // BT-9
  leaf(det, 'ImportoPagamento', amount2(inv.totals.payable)); // BT-115
  leaf(det, 'IBAN', iban); // BT-84
  const bic = inv.payment?.bic?.replace(/\s+/g, '').toUpperCase();
  if (bic) leaf(det, 'BIC', bic); // BT-86
}

