/**
 * Lines (DettaglioLinee) from FatturaPA: quantity (1 when absent), a UN/ECE unit for the
 * common Italian unit words (or the UN/ECE code itself), price derived to keep PrezzoTotale, VAT
 * rate and Natura, period (BG-26), CodiceArticolo (BT-155, BT-156, BT-157) and
 * RiferimentoAmministrazione (BT-133). A line of TipoCessionePrestazione SC (negative) or AC is a
 * document allowance (BG-20) or charge (BG-21), as the writer writes them (../fatturapa-places.ts).
 */
import { Decimal } from '../../../domain/decimal.js';
import type { Element } from '@xmldom/xmldom';
import type { InvoiceInput, LineInput } from '../../../domain/model.js';
import type { DomWalk } from '../../read/dom-walk.js';
import type { Dropped } from '../../read/read-result.js';
import { decimalOf, derivePrice, round2 } from '../../read/line-price.js';
import { UNIT_CODES_SET } from '../../../domain/codelists/index.js';
import { CODICE_TIPO, TIPO_CESSIONE } from '../fatturapa-places.js';

/** UnitaMisura is free text; these are the usual words and their UN/ECE Rec 20 codes. */
const UNITS: Record<string, string> = {
  PZ: 'C62',
  'PZ.': 'C62',
  PEZZI: 'C62',
  NR: 'C62',
  'NR.': 'C62',
  N: 'C62',
  'N.': 'C62',
  NUMERO: 'C62',
  H: 'HUR',
  ORE: 'HUR',
  ORA: 'HUR',
  GG: 'DAY',
  GIORNI: 'DAY',
  KG: 'KGM',
  LT: 'LTR',
  L: 'LTR',
  M: 'MTR',
  MT: 'MTR',
  MQ: 'MTK',
  M2: 'MTK',
  MC: 'MTQ',
  M3: 'MTQ',
  MESI: 'MON',
  MESE: 'MON',
};

/** What a DettaglioLinee became. */
export type LineKind = 'line' | 'allowance' | 'charge';

/** Reads one DettaglioLinee into invoice.lines, or into invoice.allowances / charges. */
export function readFatturaPaLine(
  w: DomWalk,
  line: Element,
  position: number,
  invoice: InvoiceInput,
  dropped: Dropped[],
): LineKind {
  const kind = documentLevel(w, line);
  if (kind !== 'line') {
    readAllowanceLine(w, line, kind, invoice);
    return kind;
  }
  invoice.lines.push(readLine(w, line, position, dropped));
  return 'line';
}

/** SC with a price ≤ 0 or AC with a price ≥ 0 and nothing a document allowance cannot hold. */
function documentLevel(w: DomWalk, line: Element): LineKind {
  const tipo = w.one(line, 'x:TipoCessionePrestazione')?.textContent?.trim();
  if (tipo !== TIPO_CESSIONE.allowance && tipo !== TIPO_CESSIONE.charge) return 'line';
  const total = decimalOf(w.one(line, 'x:PrezzoTotale')?.textContent ?? undefined);
  const quantity = decimalOf(w.one(line, 'x:Quantita')?.textContent ?? undefined);
  const plain = [
    'CodiceArticolo',
    'ScontoMaggiorazione',
    'DataInizioPeriodo',
    'DataFinePeriodo',
    'Ritenuta',
    'AltriDatiGestionali',
    'RiferimentoAmministrazione',
  ].every((name) => !w.one(line, `x:${name}`));
  if (!total || !plain || (quantity && !quantity.eq(1))) return 'line';
  if (tipo === TIPO_CESSIONE.allowance) return total.lte(0) ? 'allowance' : 'line';
  return total.gte(0) ? 'charge' : 'line';
}

/** An SC / AC line as BG-20 / BG-21: amount BT-92/99, reason BT-97/104, rate BT-96/103 (category S, else Z). */
function readAllowanceLine(
  w: DomWalk,
  line: Element,
  kind: 'allowance' | 'charge',
  invoice: InvoiceInput,
): void {
  for (const name of [
    'NumeroLinea',
    'TipoCessionePrestazione',
    'Quantita',
    'UnitaMisura',
    'PrezzoUnitario',
    'Natura',
  ])
    w.text(line, `x:${name}`);
  const amount = decimalOf(w.text(line, 'x:PrezzoTotale'))!.abs();
  const vatRate = decimalOf(w.text(line, 'x:AliquotaIVA')) ?? new Decimal(0);
  const reason = w.text(line, 'x:Descrizione');
  const entry = {
    amount,
    vatRate,
    taxCategory: vatRate.isZero() ? 'Z' : 'S',
    ...(reason ? { reason } : {}),
  };
  if (kind === 'allowance') (invoice.allowances ??= []).push(entry);
  else (invoice.charges ??= []).push(entry);
}

function readLine(w: DomWalk, line: Element, position: number, dropped: Dropped[]): LineInput {
  const where = `DettaglioLinee[${position}]`;
  const id = w.text(line, 'x:NumeroLinea') ?? String(position); // BT-126
  const description = w.text(line, 'x:Descrizione') ?? ''; // BT-153
  const quantity = decimalOf(w.text(line, 'x:Quantita')) ?? new Decimal(1); // BT-129
  const unitText = w.one(line, 'x:UnitaMisura')?.textContent?.trim();
  // BT-130: an Italian unit word, or a UN/ECE code as written (our own writer writes those).
  const upper = unitText?.toUpperCase();
  const unitCode = upper
    ? (UNITS[upper] ?? (UNIT_CODES_SET.has(upper) ? upper : undefined))
    : 'C62';
  if (unitText && unitCode) w.text(line, 'x:UnitaMisura');
  const statedPrice = decimalOf(w.text(line, 'x:PrezzoUnitario')); // BT-146, or BT-148 with ScontoMaggiorazione
  const discounted = statedPrice ? discountedPrice(w, line, statedPrice) : undefined;
  const netPrice = discounted ?? statedPrice;
  const lineNet = decimalOf(w.text(line, 'x:PrezzoTotale')); // BT-131
  const vatRate = decimalOf(w.text(line, 'x:AliquotaIVA')) ?? new Decimal(0); // BT-152
  const natura = w.text(line, 'x:Natura');
  const derived = derivePrice({ quantity, netPrice, lineNet });
  if (derived.adjusted && netPrice) {
    dropped.push({
      bt: 'BT-146',
      path: `${where}/PrezzoUnitario`,
      value: netPrice.toString(),
      reason: `unit price set to ${derived.unitPrice.toString()} so that PrezzoTotale is kept`,
    });
  }
  if (!derived.reproduces && lineNet) {
    dropped.push({
      bt: 'BT-131',
      path: `${where}/PrezzoTotale`,
      value: lineNet.toString(),
      reason: `quantity × unit price gives ${round2(derived.quantity.times(derived.unitPrice)).toString()}`,
    });
  }
  const out: LineInput = {
    id,
    description,
    quantity: derived.quantity,
    unitCode: unitCode ?? 'C62',
    unitPrice: derived.unitPrice,
    vatRate,
  };
  if (natura) out.natura = natura;
  if (discounted && statedPrice && derived.unitPrice.eq(discounted)) {
    out.grossPrice = statedPrice; // BT-148
    out.priceDiscount = statedPrice.minus(discounted); // BT-147
    w.takeAll(line, 'x:ScontoMaggiorazione');
  }
  const start = w.text(line, 'x:DataInizioPeriodo'); // BT-134
  const end = w.text(line, 'x:DataFinePeriodo'); // BT-135
  if (start || end) out.period = { ...(start ? { start } : {}), ...(end ? { end } : {}) };
  const accounting = w.text(line, 'x:RiferimentoAmministrazione');
  if (accounting) out.accountingCost = accounting; // BT-133
  for (const code of w.all(line, 'x:CodiceArticolo')) readCodiceArticolo(w, code, out);
  return out;
}

/**
 * The net price (BT-146) under the line's ScontoMaggiorazione: each SC lowers, each MG raises the
 * unit price, by Importo per unit or by Percentuale, in document order. Undefined when there is
 * none, or when the result is no discount on the stated price (BT-147 ≥ 0): the
 * ScontoMaggiorazione is then reported as dropped, with the price derived from PrezzoTotale.
 */
function discountedPrice(w: DomWalk, line: Element, price: Decimal): Decimal | undefined {
  const steps = w.all(line, 'x:ScontoMaggiorazione');
  if (steps.length === 0) return undefined;
  let net = price;
  for (const step of steps) {
    const tipo = w.one(step, 'x:Tipo')?.textContent?.trim();
    const importo = decimalOf(w.one(step, 'x:Importo')?.textContent ?? undefined);
    const percentuale = decimalOf(w.one(step, 'x:Percentuale')?.textContent ?? undefined);
    const sign = tipo === 'SC' ? -1 : tipo === 'MG' ? 1 : 0;
    if (sign === 0 || (!importo && !percentuale)) return undefined;
    net = importo
      ? net.plus(importo.times(sign))
      : net.plus(net.times(percentuale!).div(100).times(sign));
  }
  return net.greaterThan(price) || net.isNegative() ? undefined : net;
}

/** CodiceArticolo: the seller's (BT-155) or buyer's (BT-156) code, or a BT-157 whose CodiceTipo is an ISO 6523 ICD. */
function readCodiceArticolo(w: DomWalk, code: Element, out: LineInput): void {
  const tipo = w.one(code, 'x:CodiceTipo')?.textContent?.trim() ?? '';
  const valore = w.one(code, 'x:CodiceValore')?.textContent?.trim();
  if (!valore) return;
  if (tipo === CODICE_TIPO.seller && !out.sellerItemId) out.sellerItemId = valore;
  else if (tipo === CODICE_TIPO.buyer && !out.buyerItemId) out.buyerItemId = valore;
  else if (/^\d{4}$/.test(tipo) && !out.standardItemId)
    out.standardItemId = { id: valore, scheme: tipo };
  else return;
  w.take(code);
}
