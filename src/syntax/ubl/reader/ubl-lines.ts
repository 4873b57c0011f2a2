/**
 * BG-25 invoice lines from cac:InvoiceLine / cac:CreditNoteLine; the unit price is derived so
 * that the public model regenerates the line's BT-131 (see line-price.ts).
 */
import { Decimal } from 'decimal.js';
import type { Element } from '@xmldom/xmldom';
import type { LineInput } from '../../../domain/model.js';
import type { DomWalk } from '../../../retrieve/dom-walk.js';
import type { Dropped } from '../../../retrieve/read-result.js';
import { decimalOf, derivePrice, round2 } from '../../../retrieve/line-price.js';

/** Reads one line; `credit` selects cbc:CreditedQuantity over cbc:InvoicedQuantity. */
export function readUblLine(w: DomWalk, line: Element, position: number, credit: boolean, dropped: Dropped[]): LineInput {
  const where = `${line.localName}[${position}]`;
  const id = w.text(line, 'cbc:ID') ?? String(position); // BT-126
  const qtyPath = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity';
  const qtyEl = w.one(line, qtyPath);
  const quantity = decimalOf(w.text(line, qtyPath)) ?? new Decimal(1); // BT-129
  const unitCode = qtyEl?.getAttribute('unitCode') || 'C62'; // BT-130
  const lineNet = decimalOf(w.text(line, 'cbc:LineExtensionAmount')); // BT-131
  const item = w.one(line, 'cac:Item');
  const description = w.text(item, 'cbc:Name') ?? ''; // BT-153
  const tax = w.one(item, 'cac:ClassifiedTaxCategory');
  const taxCategory = w.text(tax, 'cbc:ID'); // BT-151
  const vatRate = decimalOf(w.text(tax, 'cbc:Percent')) ?? new Decimal(0); // BT-152
  w.text(tax, 'cac:TaxScheme/cbc:ID');
  const price = w.one(line, 'cac:Price');
  const netPrice = decimalOf(w.text(price, 'cbc:PriceAmount')); // BT-146
  const baseQuantity = decimalOf(w.one(price, 'cbc:BaseQuantity')?.textContent ?? undefined); // BT-149
  if (baseQuantity?.equals(1)) w.takeAll(price, 'cbc:BaseQuantity');

  const derived = derivePrice({ quantity, netPrice, baseQuantity, lineNet });
  if (derived.adjusted && netPrice) {
    dropped.push({ bt: 'BT-146', path: `${where}/Price/PriceAmount`, value: netPrice.toString(), reason: `unit price set to ${derived.unitPrice.toString()} so that the line net amount BT-131 is kept` });
  }
  if (!derived.reproduces && lineNet) {
    dropped.push({ bt: 'BT-131', path: `${where}/LineExtensionAmount`, value: lineNet.toString(), reason: `quantity × unit price gives ${round2(derived.quantity.times(derived.unitPrice)).toString()}` });
  }
  const out: LineInput = { id, description, quantity: derived.quantity, unitCode, unitPrice: derived.unitPrice, vatRate };
  if (taxCategory) out.taxCategory = taxCategory;
  return out;
}
