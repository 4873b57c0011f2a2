/**
 * BG-25 invoice lines as values of the CII binding table. BT-152 is not sent for category O
 * (BR-O-05); EXTENDED repeats the category's exemption reason on the line (it must equal the
 * BG-23 one, BR-FXEXT-*-08rev); the table's profile ranks decide what each profile writes.
 */
import { lineExemptionOf } from '../../../domain/line-exemption.js';
import { groupLineIds, lineStatus, statesNoVat } from '../../../domain/line-groups.js';
import { hasSubInvoices, subInvoiceOf, subInvoiceReason } from '../../../domain/sub-invoices.js';
import type {
  CalculatedAllowanceCharge,
  CalculatedInvoice,
  CalculatedLine,
  LineSeller,
} from '../../../domain/model.js';
import { taxCategoryRule } from '../../../domain/tax-category.js';
import { DEFAULT_UNIT_CODE } from '../../../domain/defaults.js';
import type { ValueKey, Values } from '../../binding/binding.js';
import {
  LINE_ALLOWANCE,
  LINE_CHARGE,
  LINE_SHIP_TO,
  type AllowanceChargeTerms,
} from '../../binding/term-shapes.js';
import { amount, date102, percent, scaled } from './cii-format.js';
import { shipToValues } from './party-values.js';

/** BG-27 / BG-28 (and, with category and rate, BG-20 / BG-21) entries. */
export function allowanceChargeValues(
  list: readonly CalculatedAllowanceCharge[] | undefined,
  t: AllowanceChargeTerms,
): Values[] | undefined {
  if (!list?.length) return undefined;
  return list.map((a) => ({
    [t.percent]: a.percentage && percent(a.percentage),
    [t.base]: a.baseAmount && amount(a.baseAmount),
    [t.amount]: amount(a.amount),
    [t.reasonCode]: a.reasonCode,
    [t.reason]: a.reason,
  }));
}

/** EXTENDED-CTC-FR ItemSellerTradeParty: a scheme makes an identifier a GlobalID, else a plain ID. */
function lineSellerValues(s: LineSeller): Values {
  const ids = s.identifiers ?? [];
  return {
    'line/seller-id': ids.filter((i) => !i.scheme).map((i) => ({ 'line/seller-id': i.id })),
    'line/seller-global': ids
      .filter((i) => i.scheme)
      .map((i) => ({ 'line/seller-global': i.id, 'line/seller-global-scheme': i.scheme })),
    'EXT-FR-FE-164': s.name,
    'EXT-FR-FE-167': s.legalRegistration?.id,
    'EXT-FR-FE-167-scheme': s.legalRegistration?.scheme,
    'EXT-FR-FE-177': s.country,
    'line/seller-vat': s.vatId,
  };
}

/** One BG-25. */
function lineValues(inv: CalculatedInvoice, line: CalculatedLine): Values {
  const rule = taxCategoryRule(line.taxCategory);
  const exemption = lineExemptionOf(inv, line);
  // A multi-vendor line's reason starts with its sub-invoice's #number#, as its BG-23 group's (BR-FR-MV-08).
  const sub = hasSubInvoices(inv.businessProcess) ? subInvoiceOf(line) : undefined;
  const v: Values = {
    'BT-126': line.id,
    'EXT-ParentLineID': line.parentLineId,
    'BT-127': line.note,
    'BT-157': line.standardItemId?.id,
    'BT-157-1': line.standardItemId?.scheme,
    'BT-155': line.sellerItemId,
    'BT-156': line.buyerItemId,
    'BT-153': line.description,
    'BT-154': line.itemDescription,
    'BT-159': line.originCountry,
    'line/incoterms': line.incoterms, // EXTENDED-CTC-FR
    'line/incoterms-location': line.incoterms && line.incotermsLocation,
    'line/order-id': line.purchaseOrderReference, // EXTENDED ibt-183 (profile mask: the binding)
    'BT-132': line.orderLineReference,
    'EXT-FR-FE-200': date102(line.purchaseOrderDate), // EXTENDED-CTC-FR
    // EXTENDED-CTC-FR: the line's despatch advice with its line and date (EXT-FR-FE-141, 201).
    'line/despatch-advice': line.despatchAdviceReference,
    'EXT-FR-FE-141': line.despatchAdviceReference && line.despatchAdviceLine,
    'EXT-FR-FE-201': line.despatchAdviceReference && date102(line.despatchAdviceDate),
    // Factur-X EXTENDED: the line's delivery note with its line and date.
    'line/delivery-note': line.deliveryNoteReference,
    'line/delivery-note-line': line.deliveryNoteReference && line.deliveryNoteLine,
    'line/delivery-note-date': line.deliveryNoteReference && date102(line.deliveryNoteDate),
    // Factur-X EXTENDED: the line's quotation with its line and date.
    'line/quotation': line.quotationReference,
    'line/quotation-line': line.quotationReference && line.quotationLine,
    'line/quotation-date': line.quotationReference && date102(line.quotationDate),
    'BT-148': line.grossPrice && scaled(line.grossPrice),
    'BT-149/gross': line.grossPrice && line.grossBaseQuantity && scaled(line.grossBaseQuantity), // BT-149-1
    'BT-150/gross': line.grossPrice && line.grossBaseQuantity && line.baseQuantityUnit,
    'BT-147': line.priceDiscount && scaled(line.priceDiscount),
    'EXT-FR-FE-195': line.priceDiscount && line.priceDiscountReasonCode,
    'EXT-FR-FE-196': line.priceDiscount && line.priceDiscountReason,
    'EXT-FurtherPriceDiscount': line.furtherPriceDiscounts?.map((d, k) => ({
      'EXT-FurtherPriceDiscount-Amount': scaled(d),
      'EXT-FurtherPriceDiscount-Reason': line.furtherPriceDiscountReasons?.[k] || undefined,
    })),
    'BT-146': scaled(line.unitPrice),
    'BT-149': line.baseQuantity && scaled(line.baseQuantity),
    'BT-150': line.baseQuantity && line.baseQuantityUnit,
    'BT-129': scaled(line.quantity),
    // Factur-X EXTENDED: the number of packages and their type.
    'line/package-quantity': line.packageQuantity && scaled(line.packageQuantity),
    'line/package-unit': line.packageQuantity && line.packageUnit,
    // Factur-X EXTENDED: the products the item is made of.
    'line/product-instance': line.productInstances?.map((p) => ({
      'line/product-instance-batch': p.batchId,
      'line/product-instance-serial': p.serialId,
    })),
    'line/included-product': line.includedProducts?.map((p) => ({
      'line/included-product-id': p.id,
      'line/included-product-global': p.globalIds?.map((g) => ({
        'line/included-product-global': g.id,
        'line/included-product-scheme': g.scheme,
      })),
      'line/included-product-seller-id': p.sellerId,
      'line/included-product-buyer-id': p.buyerId,
      'line/included-product-industry-id': p.industryId,
      'line/included-product-name': p.name,
      'line/included-product-description': p.description,
      'line/included-product-quantity': p.quantity && scaled(p.quantity),
      'line/included-product-unit': p.quantity && (p.unit ?? DEFAULT_UNIT_CODE),
    })),
    // Factur-X EXTENDED: where this line is delivered.
    'line/ship-to': line.delivery && shipToValues(line.delivery, LINE_SHIP_TO),
    'BT-130': line.unitCode,
    'line/exemption-reason': sub ? subInvoiceReason(sub, exemption.reason) : exemption.reason,
    'BT-151': line.taxCategory,
    'line/exemption-code': exemption.reasonCode,
    'BT-152': rule.rateSent ? percent(line.vatRate) : undefined,
    [LINE_ALLOWANCE.group]: allowanceChargeValues(line.allowances, LINE_ALLOWANCE),
    [LINE_CHARGE.group]: allowanceChargeValues(line.charges, LINE_CHARGE),
    'BT-131': amount(line.netAmount),
    'EXT-FR-FE-181': line.vatTotal && amount(line.vatTotal), // a sub-invoice's VAT total
    'EXT-FR-FE-181@currencyID': line.vatTotal && inv.currency,
    'EXT-FR-FE-182':
      inv.taxCurrency && line.taxCurrencyVatTotal && amount(line.taxCurrencyVatTotal),
    'EXT-FR-FE-182@currencyID': line.taxCurrencyVatTotal && inv.taxCurrency,
    // EXT-FR-FE-184: the sub-invoice's total with VAT, its net plus its VAT total (BR-FR-MV-10).
    'EXT-FR-FE-184': line.vatTotal && amount(line.netAmount.plus(line.vatTotal)),
    'BT-128': line.objectIdentifier?.id,
    'BT-128-1': line.objectIdentifier?.scheme,
    // EXTENDED, EXTENDED-CTC-FR: further invoiced objects (an AVV one on a sub-invoice's group line).
    'line/further-objects': line.furtherObjectIdentifiers?.map((o) => ({
      'line/further-object': o.id,
      'line/further-object-scheme': o.scheme,
    })),
    'BT-133': line.accountingCost,
  };
  if (line.seller) v['line/seller'] = lineSellerValues(line.seller); // EXT-FR-FE-164..177
  if (line.precedingInvoice)
    v['line/preceding-invoice'] = {
      'EXT-FR-FE-136': line.precedingInvoice.number,
      'EXT-FR-FE-138': date102(line.precedingInvoice.date),
    };
  if (line.period)
    v['BG-26'] = { 'BT-134': date102(line.period.start), 'BT-135': date102(line.period.end) };
  if (line.attributes?.length)
    v['BG-32'] = line.attributes.map((a) => ({
      'BT-160': a.name || undefined,
      'BT-161': a.value || undefined,
      'EXT-FR-FE-159': a.code, // EXTENDED-CTC-FR
      'EXT-FR-FE-160': a.valueQuantity?.toFixed(),
      'EXT-FR-FE-161': a.valueQuantity && a.valueUnit,
    }));
  if (line.classifications?.length) {
    v['BT-158/classification'] = line.classifications.map((c) => ({
      'BT-158': c.code,
      'BT-158-1': c.listId,
      'BT-158-2': c.listVersion,
    }));
  }
  return v;
}

/**
 * Every BG-25. With EXTENDED line groups, each line says what it is (LineStatusReasonCode): GROUP
 * for a group line, whose amount is a subtotal outside BT-106 and BG-23 (the Factur-X rules
 * BR-FXEXT-*-08 leave GROUP lines out of the category sums), DETAIL for every other line.
 */
export function linesValues(inv: CalculatedInvoice): Values[] {
  const groups = groupLineIds(inv.lines);
  const statuses = groups.size > 0 || inv.lines.some((l) => l.lineStatus);
  const inBreakdown = new Set(inv.vatBreakdown.map((b) => b.category));
  return inv.lines.map((l) => {
    const v = lineValues(inv, l);
    if (!statuses) return v;
    const status = lineStatus(l, groups);
    if (status !== 'DETAIL' && statesNoVat(l) && !inBreakdown.has(l.taxCategory)) withoutLineVat(v);
    return { ...v, 'EXT-LineStatusReasonCode': status };
  });
}

/**
 * A GROUP or INFORMATION line (outside the totals) needs no VAT (BG-30): EXTENDED asks it of
 * DETAIL lines only (BR-FXEXT-CO-04). One that states none (no category, rate 0: how a line read
 * without VAT comes back) is written without where the category its rate would give (Z) is none
 * of the VAT breakdown's, which the BR-FXEXT-Z-01 rule would then ask for, counting every line
 * whatever its status. A category a line does state is checked instead
 * (non-counting-line-vat.ts).
 */
const LINE_VAT_KEYS = [
  'BT-151',
  'BT-152',
  'line/exemption-reason',
  'line/exemption-code',
] as const satisfies readonly ValueKey[];

function withoutLineVat(v: Values): void {
  for (const key of LINE_VAT_KEYS) delete v[key];
}
