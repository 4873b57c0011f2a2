/**
 * BG-25 invoice lines as values of the UBL binding table. BT-152 is not sent for the categories
 * the profile writes without a rate (O everywhere, BR-O-05; E too in PINT AE); PINT AE adds the
 * line UUID, BT-154, BT-149/BT-148 and the line amounts BTAE-08/BTAE-10 derived from the line.
 */
import { lineExemptionOf } from '../../../domain/line-exemption.js';
import { groupLineIds, lineStatus } from '../../../domain/line-groups.js';
import { hasSubInvoices, subInvoiceOf, subInvoiceReason } from '../../../domain/sub-invoices.js';
import { omLineAmountWithVat, omLineVat } from '../../../domain/pint-om-line.js';
import { TOURISM_TAX } from '../../../domain/vat-breakdown.js';
import { taxCategoryRule } from '../../../domain/tax-category.js';
import { Decimal, round2, ZERO } from '../../../domain/decimal.js';
import type {
  CalculatedAllowanceCharge,
  CalculatedInvoice,
  CalculatedLine,
  LineSeller,
} from '../../../domain/model.js';
import type { UblProfile } from '../../../formats/ubl-profiles.js';
import type { Values } from '../../binding/binding.js';
import {
  LINE_ALLOWANCE,
  LINE_CHARGE,
  type AllowanceChargeTerms,
} from '../../binding/term-shapes.js';
import { nameUuid } from './name-uuid.js';
import { PT_EXEMPT_CATEGORIES, ptExemptionProperties } from '../cius-pt-line-exemption.js';
import { amount, breakdownAmount, plain } from './ubl-format.js';

/** PINT OM BTOM-034 service type written with BTOM-019: 00000000, no service type (CL-12-OM). */
const OM_SERVICE_TYPE = '00000000';

/** What the line values depend on besides the line. */
export interface LineContext {
  inv: CalculatedInvoice;
  profile: UblProfile;
  /** The currency that decides how amounts are written (none: always with their decimals). */
  currency: string | undefined;
  /** XRechnung Extension: a line with a parent is written inside it, as a sub invoice line. */
  subInvoiceLines?: boolean;
}

/** BG-27 / BG-28 (and, with category and rate added by the caller, BG-20 / BG-21) entries. */
export function allowanceChargeValues(
  list: readonly CalculatedAllowanceCharge[] | undefined,
  t: AllowanceChargeTerms,
  currency: string | undefined,
): Values[] | undefined {
  if (!list?.length) return undefined;
  return list.map((a) => ({
    [t.percent]: a.percentage && plain(a.percentage),
    [t.base]: a.baseAmount && breakdownAmount(a.baseAmount, currency),
    [t.amount]: breakdownAmount(a.amount, currency),
    [t.reasonCode]: a.reasonCode,
    [t.reason]: a.reason,
  }));
}

/** The category code in the profile's vocabulary (BT-151, BT-118, BT-95, BT-102). */
export const categoryCode = (code: string, profile: UblProfile): string =>
  profile.categoryMap[code] ?? code;

/** The rate to write for a category: none where the profile writes the category without one. */
export function rateOf(category: string, rate: Decimal, profile: UblProfile): string | undefined {
  return profile.noRateCategories.includes(categoryCode(category, profile))
    ? undefined
    : plain(rate);
}

/** The rate a document allowance or charge of this category states (PINT AE's E: 0, stated). */
export function allowanceRateOf(
  category: string,
  rate: Decimal,
  profile: UblProfile,
): string | undefined {
  return profile.allowanceRateCategories?.includes(categoryCode(category, profile))
    ? plain(rate)
    : rateOf(category, rate, profile);
}

/**
 * The rate a line or breakdown of this category states: the given one where the profile writes
 * the category's rate as given (PINT AE reverse charge) and the lines agree on it, else rateOf.
 */
export function statedRateOf(
  category: string,
  rate: Decimal,
  lines: readonly CalculatedLine[],
  profile: UblProfile,
): string | undefined {
  if (profile.statedRateCategories?.includes(categoryCode(category, profile))) {
    const given = [
      ...new Set(
        lines
          .filter((l) => l.taxCategory === category)
          .map((l) => (l.givenVatRate ?? l.vatRate).toString()),
      ),
    ];
    if (given.length === 1) return plain(new Decimal(given[0]));
  }
  return rateOf(category, rate, profile);
}

/** One BG-25. */
function lineValues(l: CalculatedLine, ctx: LineContext): Values {
  const { profile, currency } = ctx;
  const ae = profile.aeLineDetails;
  // PINT AE (ibr-126-ae): BT-149 base quantity 1 and BT-148 when not given: the net price plus
  // the price discount, as EN 16931 defines the net price (aligned-ibrp-004).
  const grossPrice = l.grossPrice ?? (ae ? l.unitPrice.plus(l.priceDiscount ?? 0) : undefined);
  const priceDiscount = l.priceDiscount ?? (grossPrice ? new Decimal(0) : undefined);
  const baseQuantity = l.baseQuantity ?? (ae ? new Decimal(1) : undefined);
  const hrExempt =
    profile.hrExtension && ['E', 'O'].includes(l.taxCategory)
      ? ctx.inv.vatBreakdown.find((b) => b.category === l.taxCategory)
      : undefined;
  // EXTENDED-CTC-FR: the exemption reason of the line's BG-23 group on the line, as CII EXTENDED
  // writes it (its own where it states one, else its category's); a multi-vendor line's starts
  // with its sub-invoice's #number#, as its group's (BR-FR-MV-08).
  const frExempt = profile.lineExemptionReasons ? lineExemptionOf(ctx.inv, l) : undefined;
  const sub =
    profile.lineExemptionReasons && hasSubInvoices(ctx.inv.businessProcess)
      ? subInvoiceOf(l)
      : undefined;
  const frReason = sub ? subInvoiceReason(sub, frExempt?.reason) : frExempt?.reason;
  const v: Values = {
    'BT-126': l.id,
    'line/uuid': profile.lineUuid ? nameUuid(`line:${ctx.inv.number}\u0000${l.id}`) : undefined,
    'BT-127': l.note,
    'BT-129': plain(l.quantity),
    'BT-130': l.unitCode,
    // PINT OM states line amounts in baisa (3 decimals): a stated one is written as stated.
    'BT-131': breakdownAmount(l.netAmount, currency),
    'BT-133': l.accountingCost,
    'BT-132': l.orderLineReference,
    // PINT ibt-183: the line's own order, in the OrderLineReference of its order line.
    ...(profile.lineOrderReference && l.orderLineReference && l.purchaseOrderReference
      ? { 'line/order-id': l.purchaseOrderReference }
      : {}),
    // EXTENDED-CTC-FR EXT-FR-FE-200: the date of the order BT-13 whose line BT-132 names.
    ...(l.orderLineReference && l.purchaseOrderDate && ctx.inv.purchaseOrderReference
      ? { 'line/order-id': ctx.inv.purchaseOrderReference, 'EXT-FR-FE-200': l.purchaseOrderDate }
      : {}),
    // EXTENDED-CTC-FR: the line's despatch advice by its line (a LineID is what UBL requires).
    ...(l.despatchAdviceReference && l.despatchAdviceLine
      ? {
          'EXT-FR-FE-141': l.despatchAdviceLine,
          'line/despatch-advice': l.despatchAdviceReference,
          'EXT-FR-FE-201': l.despatchAdviceDate,
        }
      : {}),
    'BT-128': l.objectIdentifier?.id,
    'BT-128-1': l.objectIdentifier?.scheme,
    // EXTENDED-CTC-FR: further invoiced objects (an AVV one on a sub-invoice's group line).
    'line/further-objects': l.furtherObjectIdentifiers?.map((o) => ({
      'line/further-object': o.id,
      'line/further-object-scheme': o.scheme,
    })),
    // PINT ibg-36 (the binding has the row in PINT only; the carriage check keeps it there).
    'line/document-references': l.documentReferences?.map((r) => ({
      'line/document-reference': r.id,
      'line/document-reference-type': r.typeCode,
      'line/document-reference-scheme': r.scheme,
    })),
    [LINE_ALLOWANCE.group]: allowanceChargeValues(l.allowances, LINE_ALLOWANCE, currency),
    [LINE_CHARGE.group]: allowanceChargeValues(l.charges, LINE_CHARGE, currency),
    // BT-154: PINT AE requires a description (ibr-125-ae); the item name stands for it when absent.
    'BT-154': l.itemDescription ?? (ae ? l.description : undefined),
    'BT-153': l.description,
    'BT-156': l.buyerItemId,
    'BT-155': l.sellerItemId,
    'BT-157': l.standardItemId?.id,
    'BT-157-1': l.standardItemId?.scheme,
    'BT-159': l.originCountry,
    'BT-151': categoryCode(l.taxCategory, profile),
    // PINT MY tourism tax: the second category TTX (scheme AAL) and its amount as the line's tax
    // total, which the TTX breakdown sums (aligned-ibrp-ttx-09).
    'line/tourism-tax-category': l.tourismTaxAmount ? TOURISM_TAX : undefined,
    // EXTENDED-CTC-FR EXT-FR-FE-181 / 182: a sub-invoice's VAT total on its group line.
    'line/tax-amount': l.tourismTaxAmount
      ? amount(l.tourismTaxAmount, currency)
      : l.vatTotal && amount(l.vatTotal, currency),
    'EXT-FR-FE-182':
      l.vatTotal && ctx.inv.taxCurrency && l.taxCurrencyVatTotal
        ? amount(l.taxCurrencyVatTotal, ctx.inv.taxCurrency)
        : undefined,
    'EXT-FR-FE-182@currencyID': l.vatTotal && l.taxCurrencyVatTotal && ctx.inv.taxCurrency,
    'BT-152': statedRateOf(l.taxCategory, l.vatRate, [l], profile),
    // PINT ibt-186 / ibt-185; HR-CIUS wants them on E and O lines (HR-BR-36): the category's own.
    'line/exemption-code': frExempt
      ? frExempt.reasonCode
      : (l.exemptionReasonCode ?? hrExempt?.exemptionReasonCode),
    'line/exemption-reason': frExempt ? frReason : (l.exemptionReason ?? hrExempt?.exemptionReason),
    // HR-CIUS HR-BT-12: the HR tax category name of an exempt or out-of-scope line (HR-BR-16):
    // the one given (HR:POVNAK, HR:PP, HR:PPMV on an E line), else HR:E or HR:O.
    'line/tax-category-name':
      profile.hrExtension && ['E', 'O'].includes(l.taxCategory)
        ? (l.hrTaxCategory ?? `HR:${l.taxCategory}`)
        : undefined,
    'line/tax-scheme': l.taxScheme, // CIUS-PT: a scheme other than VAT (BOL); else the document's
    'BT-146': plain(l.unitPrice),
    'BT-149': baseQuantity && plain(baseQuantity),
    'BT-150': baseQuantity ? (l.baseQuantityUnit ?? (ae ? l.unitCode : undefined)) : undefined,
    'BT-147': priceDiscount && plain(priceDiscount),
    'EXT-FR-FE-195': l.priceDiscount && l.priceDiscountReasonCode, // EXTENDED-CTC-FR
    'EXT-FR-FE-196': l.priceDiscount && l.priceDiscountReason,
    'line/incoterms': l.incoterms, // EXTENDED-CTC-FR
    'line/incoterms-location': l.incoterms && l.incotermsLocation,
    'BT-148': grossPrice && plain(grossPrice),
  };
  if (l.seller) v['line/seller'] = lineSellerValues(l.seller); // EXT-FR-FE-164..177
  if (l.precedingInvoice)
    v['line/preceding-invoice'] = {
      'EXT-FR-FE-136': l.precedingInvoice.number,
      'EXT-FR-FE-138': l.precedingInvoice.date,
    };
  if (l.period) v['BG-26'] = { 'BT-134': l.period.start, 'BT-135': l.period.end };
  // CIUS-PT: an exempt line's exemption reason among its item properties (BR-CIUS-PT-17, 18).
  const ptExemption =
    profile.exemptionAsItemProperty && PT_EXEMPT_CATEGORIES.has(l.taxCategory)
      ? ptExemptionProperties(lineExemptionOf(ctx.inv, l)).filter(
          (p) => !l.attributes?.some((a) => a.name === p.name),
        )
      : [];
  const attributes = [...(l.attributes ?? []), ...ptExemption];
  if (attributes.length)
    v['BG-32'] = attributes.map((a) => ({
      'BT-160': a.name || undefined,
      'BT-161': a.value || undefined,
      'EXT-FR-FE-159': a.code, // EXTENDED-CTC-FR
      'EXT-FR-FE-160': a.valueQuantity?.toFixed(),
      'EXT-FR-FE-161': a.valueQuantity && a.valueUnit,
    }));
  // BT-158; PINT AE BTAE-09 (NatureCode) and the CommodityCode (AE BTAE-13) in the first classification.
  const classifications: Values[] = (l.classifications ?? []).map((c) => ({
    'BT-158': c.code,
    'BT-158-1': c.listId,
    'BT-158-2': c.listVersion,
  }));
  const om = profile.omDetails;
  if (l.reverseChargeGoodsType || (l.commodityCode && !om)) {
    if (!classifications.length) classifications.push({});
    Object.assign(classifications[0], {
      'line/nature-code': l.reverseChargeGoodsType,
      'line/commodity-code': om ? undefined : l.commodityCode,
    });
  }
  if (om) {
    // PINT OM: goods or services (BTOM-019) with the service type 00000000 (CL-12-OM), the ISIC
    // code (BTOM-033), and on every line its VAT in baisa (BTOM-016: net × rate, 3 decimals,
    // IBR-168-OM; 0 for E, Z and O) and its amount with VAT (BTOM-017, IBR-158-OM).
    v['line/item-type'] = l.commodityCode;
    v['line/service-type'] = l.commodityCode ? OM_SERVICE_TYPE : undefined;
    v['line/industry-code'] = l.industryClassificationCode;
    v['line/vat'] = breakdownAmount(omLineVat(l), currency);
    v['line/amount-payable'] = breakdownAmount(omLineAmountWithVat(l), currency);
  }
  if (classifications.length) v['BT-158/classification'] = classifications;
  if (ae) {
    // PINT AE: line amount payable (BTAE-10, ibr-194-ae) and line VAT (BTAE-08) on every line but
    // the exempt ones (ibr-104-ae, ibr-163-ae); 0 for out-of-scope (O), zero-rate and margin-scheme (N) lines.
    const exempt = categoryCode(l.taxCategory, profile) === 'E';
    const vat =
      exempt || taxCategoryRule(l.taxCategory).noTaxCharged
        ? ZERO
        : round2(l.netAmount.mul(l.vatRate).div(100));
    v['line/amount-payable'] = amount(l.netAmount.plus(vat), currency);
    if (!exempt) v['line/vat'] = amount(vat, currency);
  }
  return v;
}

/** EXTENDED-CTC-FR ManufacturerParty: the line seller (EXT-FR-FE-164 name, 167 legal id, 177 country). */
function lineSellerValues(s: LineSeller): Values {
  return {
    'line/seller-ids': (s.identifiers ?? []).map((i) => ({
      'line/seller-global': i.id,
      'line/seller-global-scheme': i.scheme,
    })),
    'EXT-FR-FE-164': s.name,
    'EXT-FR-FE-167': s.legalRegistration?.id,
    'EXT-FR-FE-167-scheme': s.legalRegistration?.scheme,
    'EXT-FR-FE-177': s.country,
    'line/seller-vat': s.vatId,
  };
}

/**
 * Every BG-25. With EXTENDED-CTC-FR line groups each line states what it is (EXT-FR-FE-163):
 * GROUP for a group line, whose amount is a subtotal outside BT-106 and BG-23, DETAIL for every
 * other line, as CII EXTENDED does (line-groups.ts).
 */
export function linesValues(ctx: LineContext): Values[] {
  if (ctx.subInvoiceLines) return nestedLinesValues(ctx);
  const groups = groupLineIds(ctx.inv.lines);
  const statuses = groups.size > 0 || ctx.inv.lines.some((l) => l.lineStatus);
  return ctx.inv.lines.map((l) => ({
    ...lineValues(l, ctx),
    ...(statuses
      ? { 'EXT-LineStatusReasonCode': lineStatus(l, groups), 'EXT-ParentLineID': l.parentLineId }
      : {}),
  }));
}

/**
 * The XRechnung Extension's lines: a line with a parent (parent_line_id) is written inside it as a
 * sub invoice line (BG-DEX-01, cac:SubInvoiceLine), in the order given; the lines without one
 * are the invoice lines. Validate refuses what would not nest (a parent named twice, a cycle, a
 * depth the reader does not bind: sub-invoice-lines.ts), so every line is written once.
 */
function nestedLinesValues(ctx: LineContext): Values[] {
  const lines = ctx.inv.lines;
  const values = lines.map((l) => {
    const v = lineValues(l, ctx);
    if (l.parentLineId && statesNoPrice(l)) delete v['BT-146'];
    return v;
  });
  const byId = new Map<string, Values>();
  lines.forEach((l, i) => {
    if (!byId.has(l.id)) byId.set(l.id, values[i]!);
  });
  const top: Values[] = [];
  lines.forEach((l, i) => {
    const parent = l.parentLineId === undefined ? undefined : byId.get(l.parentLineId);
    if (!parent || parent === values[i]) {
      top.push(values[i]!);
      return;
    }
    const subLines = (parent['line/sub-lines'] ??= []) as Values[];
    subLines.push(values[i]!);
  });
  return top;
}

/**
 * A sub invoice line that states its amount and no price: the Extension asks no price of a
 * sub-line (BR-26 judges cac:InvoiceLine), and one that sums sub-lines of its own often has
 * none; read back, its price is 0 against a stated amount that is not (line-problems.ts warns),
 * which only such a line says. It is written without cac:Price, as read.
 */
const statesNoPrice = (l: CalculatedLine): boolean =>
  l.unitPrice.isZero() &&
  l.statedNetAmount !== undefined &&
  !l.statedNetAmount.isZero() &&
  !l.grossPrice &&
  !l.priceDiscount &&
  !l.baseQuantity;
