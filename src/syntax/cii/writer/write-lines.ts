/**
 * ram:IncludedSupplyChainTradeLineItem (BG-25), one per line, in the XSD sequence: line document
 * (BT-126), product (BT-153), agreement (BT-146), delivery (BT-129/BT-130), settlement (BT-151,
 * BT-152, BT-131). BT-152 is not sent for category O (BR-O-05). EXTENDED repeats the category's
 * exemption reason on the line (it must equal the BG-23 one, BR-FXEXT-*-08rev).
 */
import type { CalculatedLine } from '../../../domain/model.js';
import { taxCategoryRule } from '../../../domain/tax-category.js';
import { amount, percent, scaled } from './cii-format.js';
import { group, leaf, type XNode } from './xml-node.js';

/** One BG-25 element. */
export function lineItem(line: CalculatedLine): XNode {
  const rule = taxCategoryRule(line.taxCategory);
  return group('ram:IncludedSupplyChainTradeLineItem', 'BG-25', [
    group('ram:AssociatedDocumentLineDocument', undefined, [leaf('ram:LineID', 'BT-126', line.id)]),
    group('ram:SpecifiedTradeProduct', undefined, [leaf('ram:Name', 'BT-153', line.description)]),
    group('ram:SpecifiedLineTradeAgreement', undefined, [
      group('ram:NetPriceProductTradePrice', undefined, [leaf('ram:ChargeAmount', 'BT-146', scaled(line.unitPrice))]),
    ]),
    group('ram:SpecifiedLineTradeDelivery', undefined, [
      leaf('ram:BilledQuantity', 'BT-129', scaled(line.quantity), { unitCode: line.unitCode }), // BT-130 as @unitCode
    ]),
    group('ram:SpecifiedLineTradeSettlement', undefined, [
      group('ram:ApplicableTradeTax', undefined, [
        leaf('ram:TypeCode', 'BT-151', 'VAT'),
        leaf('ram:ExemptionReason', 'BT-120@line', rule.exemptionReason),
        leaf('ram:CategoryCode', 'BT-151', line.taxCategory),
        leaf('ram:ExemptionReasonCode', 'BT-121@line', rule.exemptionReasonCode),
        rule.rateSent && leaf('ram:RateApplicablePercent', 'BT-152', percent(line.vatRate)),
      ]),
      group('ram:SpecifiedTradeSettlementLineMonetarySummation', undefined, [leaf('ram:LineTotalAmount', 'BT-131', amount(line.netAmount))]),
    ]),
  ]);
}
