/** BG-25 invoice lines from the values of the CII binding table (the terms: read/line-terms.ts). */
import type { IncludedProduct, LineInput, LineSeller } from '../../../domain/model.js';
import type { Values } from '../../binding/binding.js';
import type { Dropped } from '../../read/read-result.js';
import {
  lineSellerOf,
  lineTerms,
  reportOrphanDespatch,
  reportStatedNet,
  sellerGlobalId,
} from '../../read/line-terms.js';
import { date, dec, defined, identifier, list, obj, str } from '../../read/values.js';
import { LINE_SHIP_TO } from '../../binding/term-shapes.js';
import { readShipTo } from './read-parties.js';
import { reportLineAllowanceChargeTotal } from '../../read/derived-amounts.js';

/** One BG-25; `position` is its 1-based place in the document. */
export function readLine(v: Values, position: number, dropped: Dropped[]): LineInput {
  const line = lineTerms(v, position);
  reportStatedNet(line, `IncludedSupplyChainTradeLineItem[${position}]/LineTotalAmount`, dropped);
  reportLineAllowanceChargeTotal(
    v,
    line,
    `IncludedSupplyChainTradeLineItem[${position}]/SpecifiedLineTradeSettlement/SpecifiedTradeSettlementLineMonetarySummation/TotalAllowanceChargeAmount`,
    dropped,
  );
  reportOrphanDespatch(
    line,
    `IncludedSupplyChainTradeLineItem[${position}]/DespatchAdviceReferencedDocument`,
    dropped,
  );
  const seller = lineSeller(obj(v, 'line/seller'));
  if (seller) line.seller = seller;
  // Factur-X EXTENDED: the item's instances, by batch and serial number.
  const instances = list(v, 'line/product-instance')
    .map((p) => ({
      batchId: str(p, 'line/product-instance-batch'),
      serialId: str(p, 'line/product-instance-serial'),
    }))
    .filter((p) => p.batchId || p.serialId);
  if (instances.length) line.productInstances = instances;
  // Factur-X EXTENDED: the products the item is made of.
  const included = list(v, 'line/included-product').map(includedProduct);
  if (included.length) line.includedProducts = included;
  // Factur-X EXTENDED: where this line is delivered.
  const shipTo = obj(v, 'line/ship-to');
  if (shipTo) line.delivery = readShipTo(shipTo, LINE_SHIP_TO);
  // EXTENDED: further invoiced objects of the line (BT-128 after the first).
  const further = list(v, 'line/further-objects')
    .map((o) => identifier(o, 'line/further-object', 'line/further-object-scheme'))
    .filter((o) => o !== undefined);
  if (further.length) line.furtherObjectIdentifiers = further;
  // EXTENDED-CTC-FR EXT-FR-FE-181 / 182: a sub-invoice's VAT total, as stated.
  const vatTotal = dec(v, 'EXT-FR-FE-181');
  if (vatTotal) line.statedVatTotal = vatTotal;
  // EXT-FR-FE-184 (BR-FR-MV-10): its total with VAT, derived as the writer writes it (net + 181);
  // one stated otherwise cannot be written back and is listed.
  const withVat = dec(v, 'EXT-FR-FE-184');
  const net = line.statedNetAmount;
  if (withVat && !(vatTotal && net && withVat.equals(net.plus(vatTotal))))
    dropped.push({
      bt: 'EXT-FR-FE-184',
      path: `IncludedSupplyChainTradeLineItem[${position}]/GrandTotalAmount`,
      value: withVat.toString(),
      reason:
        "a group line's total with VAT is written as its net amount plus its VAT total (EXT-FR-FE-181)",
    });
  const taxCurrencyVatTotal = dec(v, 'EXT-FR-FE-182');
  if (taxCurrencyVatTotal) line.taxCurrencyVatTotal = taxCurrencyVatTotal;
  // EXT-FR-FE-136 / 138: a sub-invoice's preceding invoice.
  const preceding = obj(v, 'line/preceding-invoice');
  const number = preceding && str(preceding, 'EXT-FR-FE-136');
  if (number) line.precedingInvoice = defined({ number, date: date(preceding, 'EXT-FR-FE-138') });
  return line;
}

/** A product the item is made of (Factur-X EXTENDED IncludedReferencedProduct). */
function includedProduct(p: Values): IncludedProduct {
  const globalIds = list(p, 'line/included-product-global')
    .map((g) =>
      defined({
        id: str(g, 'line/included-product-global') ?? '',
        scheme: str(g, 'line/included-product-scheme'),
      }),
    )
    .filter((g) => g.id !== '');
  return defined({
    name: str(p, 'line/included-product-name') ?? '',
    description: str(p, 'line/included-product-description'),
    globalIds: globalIds.length ? globalIds : undefined,
    id: str(p, 'line/included-product-id'),
    sellerId: str(p, 'line/included-product-seller-id'),
    buyerId: str(p, 'line/included-product-buyer-id'),
    industryId: str(p, 'line/included-product-industry-id'),
    quantity: dec(p, 'line/included-product-quantity'),
    unit: str(p, 'line/included-product-unit'),
  });
}

/** EXTENDED-CTC-FR ItemSellerTradeParty (EXT-FR-FE-164 name, 167 legal id, 177 country). */
const lineSeller = (v: Values | undefined): LineSeller | undefined =>
  lineSellerOf(v, (x) => [
    ...list(x, 'line/seller-id').map((y) => ({ id: str(y, 'line/seller-id') ?? '' })),
    ...list(x, 'line/seller-global').map(sellerGlobalId),
  ]);
