/**
 * FatturaElettronicaBody: DatiGenerali/DatiGeneraliDocumento (TipoDocumento, Divisa BT-5, Data
 * BT-2, Numero BT-1, ImportoTotaleDocumento BT-112, Arrotondamento BT-114, Causale BT-22), the
 * reference blocks (fatturapa-references.ts), DatiBeniServizi (DettaglioLinee from BG-25, then
 * BG-20 / BG-21 as SC / AC lines, DatiRiepilogo per rate and Natura), DatiPagamento (BG-16,
 * fatturapa-payment.ts) and Allegati (BG-24). Places: ../fatturapa-places.ts.
 */
import { round2, ZERO, type Decimal } from '../../../domain/decimal.js';
import type {
  CalculatedDocumentAllowanceCharge,
  CalculatedInvoice,
  CalculatedLine,
} from '../../../domain/model.js';
import {
  FATTURAPA_DEFAULTS,
  NATURA_BY_CATEGORY,
  RIFERIMENTO_NORMATIVO,
  BOLLO_VIRTUALE,
  SPLIT_PAYMENT,
} from '../../../formats/fatturapa-profile.js';
import { CODICE_TIPO, TIPO_CESSIONE } from '../fatturapa-places.js';
import { amount2, decimals2to8, leaf, rate, type Node } from './fatturapa-format.js';
import { writeAllegati, writePayment } from './fatturapa-payment.js';
import { writeReferences } from './fatturapa-references.js';
import { ascii, asciiPlaceText, chunks, latinPlaceText } from './latin-text.js';
import { linePricing } from './line-price.js';

/** Natura of a line: the caller's, else derived from BT-151 for zero-rated lines, else none. */
export function naturaOf(line: CalculatedLine): string | undefined {
  if (!line.vatRate.isZero()) return undefined;
  return line.natura ?? NATURA_BY_CATEGORY[line.taxCategory];
}

/** TipoDocumento: tipo_documento, else TD04 for a credit note (BT-3 381), else TD01. */
export function tipoDocumento(inv: CalculatedInvoice): string {
  if (inv.tipoDocumento) return inv.tipoDocumento;
  return inv.typeCode === '381'
    ? FATTURAPA_DEFAULTS.tipoDocumentoCreditNote
    : FATTURAPA_DEFAULTS.tipoDocumentoInvoice;
}

/** Writes the body. */
export function writeBody(root: Node, inv: CalculatedInvoice): void {
  const b = root.ele('FatturaElettronicaBody');
  const dg = b.ele('DatiGenerali');
  const dgd = dg.ele('DatiGeneraliDocumento');
  leaf(dgd, 'TipoDocumento', tipoDocumento(inv));
  leaf(dgd, 'Divisa', inv.currency); // BT-5
  leaf(dgd, 'Data', inv.issueDate); // BT-2
  leaf(dgd, 'Numero', asciiPlaceText('BT-1', inv.number)); // BT-1
  if (inv.importoBollo) {
    // The stamp duty paid virtually (2.1.1.6): a declaration beside the amounts.
    const bollo = dgd.ele('DatiBollo');
    leaf(bollo, 'BolloVirtuale', BOLLO_VIRTUALE);
    leaf(bollo, 'ImportoBollo', amount2(inv.importoBollo));
  }
  leaf(dgd, 'ImportoTotaleDocumento', amount2(inv.totals.taxInclusive)); // BT-112
  if (inv.roundingAmount && !inv.roundingAmount.isZero())
    leaf(dgd, 'Arrotondamento', amount2(inv.roundingAmount)); // BT-114
  for (const c of chunks(inv.note ?? '', 200)) leaf(dgd, 'Causale', c); // BT-22
  writeReferences(dg, inv);

  const dbs = b.ele('DatiBeniServizi');
  inv.lines.forEach((l, i) => writeLine(dbs, l, i + 1));
  const extra = documentLevelLines(inv);
  extra.forEach((e, i) => writeAllowanceLine(dbs, e, inv.lines.length + i + 1));
  for (const g of riepilogo(inv.lines, extra)) {
    const r = dbs.ele('DatiRiepilogo');
    leaf(r, 'AliquotaIVA', rate(g.rate));
    if (g.natura) leaf(r, 'Natura', g.natura);
    leaf(r, 'ImponibileImporto', amount2(g.taxable)); // BT-116
    leaf(r, 'Imposta', amount2(g.tax)); // BT-117
    leaf(r, 'EsigibilitaIVA', g.esigibilita);
    // BT-120 of the group's category as given, else the Natura's legal reference.
    const given = inv.vatExemptions?.find((e) => e.category === g.category)?.reason?.trim();
    const rif = g.natura ? given || RIFERIMENTO_NORMATIVO[g.natura] : undefined;
    if (rif) leaf(r, 'RiferimentoNormativo', latinPlaceText('BT-120', rif));
  }
  writePayment(b, inv);
  writeAllegati(b, inv);
}

/** DettaglioLinee from one BG-25 line. */
function writeLine(parent: Node, l: CalculatedLine, position: number): void {
  const d = parent.ele('DettaglioLinee');
  leaf(d, 'NumeroLinea', String(position)); // BT-126 (numeric position; FatturaPA wants 1..9999)
  writeCodiceArticolo(d, 'BT-155', CODICE_TIPO.seller, l.sellerItemId);
  writeCodiceArticolo(d, 'BT-156', CODICE_TIPO.buyer, l.buyerItemId);
  if (l.standardItemId)
    writeCodiceArticolo(d, 'BT-157', l.standardItemId.scheme ?? '', l.standardItemId.id);
  leaf(d, 'Descrizione', latinPlaceText('BT-153', l.description)); // BT-153
  // Quantita, PrezzoUnitario and ScontoMaggiorazione as SDI adds them up (line-price.ts).
  const pricing = linePricing(l);
  leaf(d, 'Quantita', decimals2to8(pricing.quantity)); // BT-129
  leaf(d, 'UnitaMisura', ascii(l.unitCode, 10)); // BT-130
  if (l.period?.start) leaf(d, 'DataInizioPeriodo', l.period.start); // BT-134
  if (l.period?.end) leaf(d, 'DataFinePeriodo', l.period.end); // BT-135
  leaf(d, 'PrezzoUnitario', decimals2to8(pricing.price)); // BT-146, or BT-148 with its discount
  for (const step of pricing.steps) {
    const sm = d.ele('ScontoMaggiorazione'); // BT-147, BG-27, BG-28
    leaf(sm, 'Tipo', step.tipo);
    leaf(sm, 'Importo', decimals2to8(step.importo));
  }
  leaf(d, 'PrezzoTotale', decimals2to8(l.netAmount)); // BT-131
  leaf(d, 'AliquotaIVA', rate(l.vatRate)); // BT-152
  const natura = naturaOf(l);
  if (natura) leaf(d, 'Natura', natura);
  if (l.accountingCost)
    leaf(d, 'RiferimentoAmministrazione', asciiPlaceText('BT-133', l.accountingCost)); // BT-133
}

/** CodiceArticolo: CodiceTipo and CodiceValore (String35Latin each). */
function writeCodiceArticolo(
  d: Node,
  term: 'BT-155' | 'BT-156' | 'BT-157',
  tipo: string,
  valore: string | undefined,
): void {
  if (!valore?.trim() || !tipo.trim()) return;
  const c = d.ele('CodiceArticolo');
  leaf(c, 'CodiceTipo', latinPlaceText('BT-157-1', tipo));
  leaf(c, 'CodiceValore', latinPlaceText(term, valore));
}

/** A BG-20 allowance or BG-21 charge, written as a DettaglioLinee of its own (SDI adds lines only). */
export interface DocumentLevelLine {
  tipo: string;
  entry: CalculatedDocumentAllowanceCharge;
  /** The signed amount: negative for an allowance. */
  amount: Decimal;
  natura?: string;
}

/** BG-20 and BG-21 as SC / AC lines; a zero-rated one takes the Natura of its category's lines. */
export function documentLevelLines(inv: CalculatedInvoice): DocumentLevelLine[] {
  const natura = (e: CalculatedDocumentAllowanceCharge) => {
    if (!e.vatRate.isZero()) return undefined;
    return (
      NATURA_BY_CATEGORY[e.taxCategory] ??
      inv.lines.find((l) => l.taxCategory === e.taxCategory && l.vatRate.isZero() && l.natura)
        ?.natura
    );
  };
  return [
    ...inv.allowances.map((entry) => ({
      tipo: TIPO_CESSIONE.allowance,
      entry,
      amount: entry.amount.negated(),
      natura: natura(entry),
    })),
    ...inv.charges.map((entry) => ({
      tipo: TIPO_CESSIONE.charge,
      entry,
      amount: entry.amount,
      natura: natura(entry),
    })),
  ];
}

/** DettaglioLinee of a document allowance (SC, negative price) or charge (AC): BT-92/99, BT-97/104, BT-96/103. */
function writeAllowanceLine(parent: Node, e: DocumentLevelLine, position: number): void {
  const d = parent.ele('DettaglioLinee');
  leaf(d, 'NumeroLinea', String(position));
  leaf(d, 'TipoCessionePrestazione', e.tipo);
  const reason =
    e.entry.reason?.trim() ||
    e.entry.reasonCode?.trim() ||
    (e.tipo === TIPO_CESSIONE.allowance ? 'Sconto' : 'Maggiorazione');
  leaf(
    d,
    'Descrizione',
    latinPlaceText(e.tipo === TIPO_CESSIONE.allowance ? 'BT-97' : 'BT-104', reason),
  ); // BT-97 / BT-104
  leaf(d, 'PrezzoUnitario', decimals2to8(e.amount)); // BT-92 / BT-99
  leaf(d, 'PrezzoTotale', decimals2to8(e.amount));
  leaf(d, 'AliquotaIVA', rate(e.entry.vatRate)); // BT-96 / BT-103
  if (e.natura) leaf(d, 'Natura', e.natura);
}

interface Riepilogo {
  rate: Decimal;
  natura?: string;
  /** BT-118 of the group's first line or document allowance. */
  category: string;
  /** EsigibilitaIVA: S for split payment (category B), else I. */
  esigibilita: string;
  taxable: Decimal;
  tax: Decimal;
}

/**
 * DatiRiepilogo groups: one per rate, Natura and EsigibilitaIVA (split payment, category B, apart
 * from the other lines of its rate); tax rounded half-up once per group (as BR-CO-17).
 */
export function riepilogo(
  lines: readonly CalculatedLine[],
  extra: readonly DocumentLevelLine[] = [],
): Riepilogo[] {
  const groups = new Map<string, Riepilogo>();
  const add = (vatRate: Decimal, natura: string | undefined, amount: Decimal, category: string) => {
    const esigibilita =
      category === SPLIT_PAYMENT.category
        ? SPLIT_PAYMENT.esigibilita
        : FATTURAPA_DEFAULTS.esigibilitaIva;
    const key = `${vatRate.toFixed()}|${natura ?? ''}|${esigibilita}`;
    const g = groups.get(key) ?? {
      rate: vatRate,
      natura,
      category,
      esigibilita,
      taxable: ZERO,
      tax: ZERO,
    };
    g.taxable = g.taxable.plus(amount);
    groups.set(key, g);
  };
  for (const l of lines) add(l.vatRate, naturaOf(l), l.netAmount, l.taxCategory);
  for (const e of extra) add(e.entry.vatRate, e.natura, e.amount, e.entry.taxCategory);
  return [...groups.values()].map((g) => ({
    ...g,
    taxable: round2(g.taxable),
    tax: round2(g.taxable.mul(g.rate).div(100)),
  }));
}
