/**
 * BG-25 invoice line from the public LineItem, with the public defaults (unit C62, VAT rate 19).
 * BT-126: the given id wins; otherwise the 1-based position.
 */
import type {
  IncludedProduct as IncludedProductMessage,
  LineAllowanceCharge,
  LineItem,
} from '../../../gen/einvoice/v1/invoice_pb.js';
import {
  DEFAULT_UNIT_CODE,
  DEFAULT_VAT_RATE,
  fromNumber,
  type AllowanceChargeInput,
  type IncludedProduct,
  type LineInput,
} from '../../domain/index.js';
import { blank, code, decimal, deliverTo, identifier, nonEmpty, period } from './common.js';

/** BG-27 / BG-28 as given (the amount is computed later when only base and percentage are given). */
export function allowanceCharge(
  m: Pick<LineAllowanceCharge, 'amount' | 'baseAmount' | 'percentage' | 'reason' | 'reasonCode'>,
): AllowanceChargeInput {
  return {
    amount: decimal(m.amount), // BT-136 / BT-141
    baseAmount: decimal(m.baseAmount), // BT-137 / BT-142
    percentage: decimal(m.percentage), // BT-138 / BT-143
    reason: blank(m.reason), // BT-139 / BT-144
    reasonCode: code(m.reasonCode), // BT-140 / BT-145
  };
}

/** Converts one checked line; `index` is its 0-based position. */
export function line(item: LineItem, index: number): LineInput {
  return {
    id: blank(item.id) ?? String(index + 1), // BT-126
    description: item.description.trim(), // BT-153
    quantity: fromNumber(item.quantity ?? 0), // BT-129
    unitCode: code(item.unit) ?? DEFAULT_UNIT_CODE, // BT-130
    unitPrice: fromNumber(item.unitPrice ?? 0), // BT-146
    vatRate: fromNumber(item.vatRate ?? DEFAULT_VAT_RATE), // BT-152
    taxCategory: code(item.taxCategory), // BT-151
    taxScheme: blank(item.taxScheme), // UBL ClassifiedTaxCategory/TaxScheme/ID (CIUS-PT BOL)
    natura: code(item.natura),
    note: blank(item.note), // BT-127
    objectIdentifier: identifier(item.objectIdentifier), // BT-128
    furtherObjectIdentifiers: nonEmpty(item.furtherObjectIdentifiers.map(identifier)), // BT-128 (EXTENDED-CTC-FR, further)
    documentReferences: nonEmpty(
      item.documentReferences.map((r) => ({
        id: r.id.trim(), // ibt-188
        typeCode: code(r.typeCode), // ibt-189
        scheme: code(r.scheme),
      })), // PINT ibg-36
    ),
    period: period(item.period), // BG-26
    orderLineReference: blank(item.orderLineReference), // BT-132
    accountingCost: blank(item.accountingCost), // BT-133
    allowances: nonEmpty(item.allowances.map(allowanceCharge)), // BG-27
    charges: nonEmpty(item.charges.map(allowanceCharge)), // BG-28
    grossPrice: decimal(item.grossPrice), // BT-148
    priceDiscount: decimal(item.priceDiscount), // BT-147
    priceDiscountReasonCode: blank(item.priceDiscountReasonCode), // EXT-FR-FE-195
    priceDiscountReason: blank(item.priceDiscountReason), // EXT-FR-FE-196
    purchaseOrderReference: blank(item.purchaseOrderReference), // IBT-183
    purchaseOrderDate: blank(item.purchaseOrderDate), // EXT-FR-FE-200
    despatchAdviceReference: blank(item.despatchAdviceReference), // EXTENDED-CTC-FR
    despatchAdviceLine: blank(item.despatchAdviceLine), // EXT-FR-FE-141
    despatchAdviceDate: blank(item.despatchAdviceDate), // EXT-FR-FE-201
    deliveryNoteReference: blank(item.deliveryNoteReference), // Factur-X EXTENDED
    deliveryNoteLine: blank(item.deliveryNoteLine),
    deliveryNoteDate: blank(item.deliveryNoteDate),
    quotationReference: blank(item.quotationReference), // Factur-X EXTENDED
    quotationLine: blank(item.quotationLine),
    quotationDate: blank(item.quotationDate),
    packageQuantity:
      item.packageQuantity === undefined ? undefined : fromNumber(item.packageQuantity), // Factur-X EXTENDED
    packageUnit: blank(item.packageUnit)?.toUpperCase(),
    delivery: deliverTo(item.delivery), // Factur-X EXTENDED ShipToTradeParty
    includedProducts: nonEmpty(item.includedProducts.map(includedProduct)), // Factur-X EXTENDED
    productInstances: nonEmpty(
      item.productInstances.map((p) => ({
        batchId: blank(p.batchId),
        serialId: blank(p.serialId),
      })),
    ), // Factur-X EXTENDED IndividualTradeProductInstance
    incoterms: blank(item.incoterms), // EXTENDED-CTC-FR line INCOTERMS
    incotermsLocation: blank(item.incotermsLocation),
    furtherPriceDiscounts: nonEmpty(item.furtherPriceDiscounts.map((d) => fromNumber(d))), // BT-147 (EXTENDED, further)
    // Their reasons by index (EXTENDED), when any is given.
    furtherPriceDiscountReasons: item.furtherPriceDiscountReasons.some((r) => r.trim())
      ? item.furtherPriceDiscountReasons.map((r) => r.trim())
      : undefined,
    baseQuantity: decimal(item.baseQuantity), // BT-149
    baseQuantityUnit: code(item.baseQuantityUnit), // BT-150
    grossBaseQuantity: decimal(item.grossBaseQuantity), // BT-149-1
    itemDescription: blank(item.itemDescription), // BT-154
    sellerItemId: blank(item.sellerItemId), // BT-155
    buyerItemId: blank(item.buyerItemId), // BT-156
    standardItemId: identifier(item.standardItemId), // BT-157
    classifications: nonEmpty(
      item.classifications.map((c) => {
        const value = blank(c.code);
        if (!value) return undefined;
        const listVersion = blank(c.listVersion);
        return {
          code: value,
          listId: code(c.listId) ?? '',
          ...(listVersion ? { listVersion } : {}),
        }; // BT-158, -1, -2
      }),
    ),
    originCountry: code(item.originCountry), // BT-159
    attributes: nonEmpty(
      item.attributes.map((a) => {
        const name = a.name.trim(); // BT-160
        const code = blank(a.code); // EXT-FR-FE-159
        const valueQuantity = decimal(a.valueQuantity); // EXT-FR-FE-160
        if (!name && !code) return undefined;
        return {
          name,
          value: a.value.trim(), // BT-161
          ...(code ? { code } : {}),
          ...(valueQuantity ? { valueQuantity } : {}),
          ...(blank(a.valueUnit) ? { valueUnit: blank(a.valueUnit) } : {}), // EXT-FR-FE-161
        };
      }),
    ),
    parentLineId: blank(item.parentLineId), // Factur-X EXTENDED ParentLineID
    lineStatus: blank(item.lineStatus) as LineInput['lineStatus'], // Factur-X EXTENDED LineStatusReasonCode
    statedNetAmount: decimal(item.netAmount), // BT-131 as stated
    tourismTaxAmount: decimal(item.tourismTaxAmount), // PINT MY tourism tax (TTX)
    exemptionReasonCode: blank(item.vatExemptionReasonCode), // PINT ibt-186
    exemptionReason: blank(item.vatExemptionReason), // PINT ibt-185
    reverseChargeGoodsType: blank(item.reverseChargeGoodsType), // PINT AE BTAE-09
    commodityCode: blank(item.commodityCode), // UBL CommodityCode (PINT AE BTAE-13, OM BTOM-019)
    industryClassificationCode: blank(item.industryClassificationCode), // PINT OM BTOM-033
    hrTaxCategory: blank(item.hrTaxCategory), // HR-CIUS HR-BT-12 (HR:POVNAK, HR:PP, HR:PPMV)
    uuId: blank(item.uuId), // KSeF FA(3) UU_ID
    gtu: blank(item.gtu), // KSeF FA(3) GTU (the proto checks the list)
    dataDostawy: blank(item.dataDostawy), // KSeF FA(3) P_6A
    pkwiu: blank(item.pkwiu), // KSeF FA(3) PKWiU
    cn: blank(item.cn), // KSeF FA(3) CN
    pkob: blank(item.pkob), // KSeF FA(3) PKOB
    kursWaluty: decimal(item.kursWaluty), // KSeF FA(3) KursWaluty
    seller: lineSeller(item.seller), // EXTENDED-CTC-FR EXT-FR-FE-164..177
    statedVatTotal: decimal(item.vatTotalAmount), // EXT-FR-FE-181 as stated
    taxCurrencyVatTotal: decimal(item.taxCurrencyVatTotalAmount), // EXT-FR-FE-182
    precedingInvoice: linePrecedingInvoice(item.precedingInvoice), // EXT-FR-FE-136, 138
  };
}

/** EXTENDED-CTC-FR EXT-FR-FE-136 number and 138 date of a sub-invoice's preceding invoice; undefined without a number. */
function linePrecedingInvoice(m: LineItem['precedingInvoice']): LineInput['precedingInvoice'] {
  const number = blank(m?.number);
  if (!number) return undefined;
  const date = blank(m?.date);
  return date ? { number, date } : { number };
}

/** EXTENDED-CTC-FR line seller (EXT-FR-FE-164 name, 167 legal id, 177 country); undefined without a name. */
function lineSeller(m: LineItem['seller']): LineInput['seller'] {
  const name = blank(m?.name);
  if (!m || !name) return undefined;
  const identifiers = nonEmpty(m.identifiers.map(identifier));
  const legalRegistration = identifier(m.legalRegistration);
  const vatId = blank(m.vatId);
  const country = code(m.country);
  return {
    name,
    ...(identifiers ? { identifiers } : {}),
    ...(legalRegistration ? { legalRegistration } : {}),
    ...(vatId ? { vatId } : {}),
    ...(country ? { country } : {}),
  };
}

/** A product the line's item is made of (Factur-X EXTENDED IncludedReferencedProduct). */
function includedProduct(p: IncludedProductMessage): IncludedProduct | undefined {
  const name = blank(p.name);
  if (!name) return undefined;
  return {
    name,
    description: blank(p.description),
    globalIds: nonEmpty(p.globalIds.map((g) => identifier(g))),
    id: blank(p.id),
    sellerId: blank(p.sellerId),
    buyerId: blank(p.buyerId),
    industryId: blank(p.industryId),
    quantity: decimal(p.quantity),
    unit: code(p.unit),
  };
}
