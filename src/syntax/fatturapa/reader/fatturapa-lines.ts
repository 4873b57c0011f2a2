/**
 * Lines (DettaglioLinee) from FatturaPA: quantity (1 when absent), a UN/ECE unit for the
 * common Italian unit words (or the UN/ECE code itself), price derived to keep PrezzoTotale, VAT rate and Natura.
 */
import { Decimal } from 'decimal.js';
import type { Element } from '@xmldom/xmldom';
import type { LineInput } from '../../../domain/model.js';
import type { DomWalk } from '../../../retrieve/dom-walk.js';
import type { Dropped } from '../../../retrieve/read-result.js';
import { decimalOf, derivePrice, round2 } from '../../../retrieve/line-price.js';
import { UNIT_CODES_SET } from '../../../domain/codelists/index.js';

/** UnitaMisura is free text; these are the usual words and their UN/ECE Rec 20 codes. */
const UNITS: Record<string, string> = {
  PZ: 'C62', 'PZ.': 'C62', PEZZI: 'C62', NR: 'C62', 'NR.': 'C62', N: 'C62', 'N.': 'C62', NUMERO: 'C62',
  H: 'HUR', ORE: 'HUR', ORA: 'HUR', GG: 'DAY', GIORNI: 'DAY', KG: 'KGM', LT: 'LTR', L: 'LTR',
  M: 'MTR', MT: 'MTR', MQ: 'MTK', M2: 'MTK', MC: 'MTQ', M3: 'MTQ', MESI: 'MON', MESE: 'MON',
};

/** Reads one DettaglioLinee. */
export function readFatturaPaLine(w: DomWalk, line: Element, position: number, dropped: Dropped[]): LineInput {
  const where = `DettaglioLinee[${position}]`;
  const id = w.text(line, 'x:NumeroLinea') ?? String(position); // BT-126
  const description = w.text(line, 'x:Descrizione') ?? ''; // BT-153
  const quantity = decimalOf(w.text(line, 'x:Quantita')) ?? new Decimal(1); // BT-129
  const unitText = w.one(line, 'x:UnitaMisura')?.textContent?.trim();
  // BT-130: an Italian unit word, or a UN/ECE code as written (our own writer writes those).
  const upper = unitText?.toUpperCase();
  const unitCode = upper ? UNITS[upper] ?? (UNIT_CODES_SET.has(upper) ? upper : undefined) : 'C62';
  if (unitText && unitCode) w.text(line, 'x:UnitaMisura');
  const netPrice = decimalOf(w.text(line, 'x:PrezzoUnitario')); // BT-146
  const lineNet = decimalOf(w.text(line, 'x:PrezzoTotale')); // BT-131
  const vatRate = decimalOf(w.text(line, 'x:AliquotaIVA')) ?? new Decimal(0); // BT-152
  const natura = w.text(line, 'x:Natura');
  const derived = derivePrice({ quantity, netPrice, lineNet });
  if (derived.adjusted && netPrice) {
    dropped.push({ bt: 'BT-146', path: `${where}/PrezzoUnitario`, value: netPrice.toString(), reason: `unit price set to ${derived.unitPrice.toString()} so that PrezzoTotale is kept` });
  }
  if (!derived.reproduces && lineNet) {
    dropped.push({ bt: 'BT-131', path: `${where}/PrezzoTotale`, value: lineNet.toString(), reason: `quantity × unit price gives ${round2(derived.quantity.times(derived.unitPrice)).toString()}` });
  }
  const out: LineInput = { id, description, quantity: derived.quantity, unitCode: unitCode ?? 'C62', unitPrice: derived.unitPrice, vatRate };
  if (natura) out.natura = natura;
  return out;
}
