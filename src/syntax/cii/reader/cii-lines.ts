/**
 * BG-25 invoice lines from CII line items: quantity, unit, price and VAT; the unit price is
 * derived so that the public model regenerates the line's BT-131 (see line-price.ts).
 */
import { Decimal } from 'decimal.js';
import type { Element } from '@xmldom/xmldom';
import type { LineInput } from '../../../domain/model.js';
import type { DomWalk } from '../../../retrieve/dom-walk.js';
import type { Dropped } from '../../../retrieve/read-result.js';
import { decimalOf, derivePrice, round2 } from '../../../retrieve/line-price.js';

/** Reads one ram:IncludedSupplyChainTradeLineItem. */
export function readCiiLine(w: DomWalk, item: Element, position: number, dropped: Dropped[]): LineInput {
  const where = `IncludedSupplyChainTradeLineItem[${position}]`;
  const id = w.text(item, 'ram:AssociatedDocumentLineDocument/ram:LineID') ?? String(position); // BT-126
  const product = w.one(item, 'ram:SpecifiedTradeProduct');
  const description = w.text(product, 'ram:Name') ?? ''; // BT-153
  const agreement = w.one(item, 'ram:SpecifiedLineTradeAgreement');
  const net = w.one(agreement, 'ram:NetPriceProductTradePrice');
  const netPrice = decimalOf(w.text(net, 'ram:ChargeAmount')); // BT-146
  const baseEl = w.one(net, 'ram:BasisQuantity');
  const baseQuantity = decimalOf(w.text(net, 'ram:BasisQuantity')); // BT-149
  const qtyEl = w.one(item, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity');
  const quantity = decimalOf(w.text(item, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity')) ?? new Decimal(1); // BT-129
  const unitCode = qtyEl?.getAttribute('unitCode') || 'C62'; // BT-130
  const settlement = w.one(item, 'ram:SpecifiedLineTradeSettlement');
  const tax = w.one(settlement, 'ram:ApplicableTradeTax');
  w.text(tax, 'ram:TypeCode');
  const taxCategory = w.text(tax, 'ram:CategoryCode'); // BT-151
  const vatRate = decimalOf(w.text(tax, 'ram:RateApplicablePercent')) ?? new Decimal(0); // BT-152
  const lineNet = decimalOf(w.text(settlement, 'ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount')); // BT-131

  if (baseEl && baseQuantity && !baseQuantity.equals(1)) {
    dropped.push({ bt: 'BT-149', path: `${where}/NetPriceProductTradePrice/BasisQuantity`, value: baseQuantity.toString(), reason: 'price base quantity folded into the unit price' });
  }
  const price = derivePrice({ quantity, netPrice, baseQuantity, lineNet });
  if (price.adjusted && netPrice && !(baseQuantity && !baseQuantity.equals(1) && price.unitPrice.equals(netPrice.dividedBy(baseQuantity)))) {
    dropped.push({ bt: 'BT-146', path: `${where}/NetPriceProductTradePrice/ChargeAmount`, value: netPrice.toString(), reason: `unit price set to ${price.unitPrice.toString()} so that the line net amount BT-131 is kept` });
  }
  if (!price.reproduces && lineNet) {
    dropped.push({ bt: 'BT-131', path: `${where}/LineTotalAmount`, value: lineNet.toString(), reason: `quantity × unit price gives ${round2(quantity.times(price.unitPrice)).toString()}` });
  }
  const line: LineInput = { id, description, quantity: price.quantity, unitCode, unitPrice: price.unitPrice, vatRate };
  if (taxCategory) line.taxCategory = taxCategory;
  return line;
}
