/**
 * What a line says besides its table cells, as short phrases printed under the item name
 * (BT-153): item description (BT-154), item identifiers (BT-155 seller's, BT-156 buyer's, BT-157
 * standard), classifications (BT-158), origin (BT-159) and attributes (BG-32), line period
 * (BG-26), order line (BT-132), accounting reference (BT-133), object identifier (BT-128), gross
 * price and price discount (BT-148, BT-147), price base quantity (BT-149, BT-150), the line's
 * allowances and charges (BG-27, BG-28) with their amounts, the line's own exemption reason,
 * its EXTENDED group (ParentLineID, LineStatusReasonCode) and the line note (BT-127).
 * A line without any of these has no details, and its row is drawn exactly as a plain row.
 */
import type { CalculatedLine } from '../../domain/model.js';
import { unitName } from '../locale/units.js';
import type { Ctx } from './context.js';
import { allowanceChargeLabel, identifierText, periodText } from './describe.js';
import { countryName } from './parties.js';

/** Longest printed detail; the XML always carries the whole value. */
const MAX_DETAIL = 700;

function shorten(text: string): string {
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text;
}

/** The price discount's reason (EXT-FR-FE-196, else its code EXT-FR-FE-195), in parentheses. */
function discountReason(l: CalculatedLine): string {
  const reason = l.priceDiscountReason ?? l.priceDiscountReasonCode;
  return reason ? ` (${reason})` : '';
}

/** One phrase per fact group, in reading order; empty for a plain line. */
export function lineDetails(ctx: Ctx, l: CalculatedLine): string[] {
  const { labels: t, fmt } = ctx;
  const out: string[] = [];
  const group = (parts: Array<string | undefined>) => {
    const present = parts.filter((p): p is string => !!p);
    if (present.length) out.push(shorten(present.join(' · ')));
  };
  if (l.itemDescription) out.push(shorten(l.itemDescription));
  group([
    l.sellerItemId ? `${t.sellerItemId} ${l.sellerItemId}` : undefined,
    l.buyerItemId ? `${t.buyerItemId} ${l.buyerItemId}` : undefined,
    l.standardItemId ? identifierText(ctx, l.standardItemId, t.standardItemId) : undefined,
  ]);
  if (l.classifications?.length) {
    const codes = l.classifications.map(
      (c) => `${c.code} (${[c.listId, c.listVersion].filter(Boolean).join(' ')})`,
    );
    group([`${t.classification}: ${codes.join(', ')}`]);
  }
  group([
    l.originCountry ? `${t.originCountry}: ${countryName(l.originCountry, ctx.locale)}` : undefined,
    // BT-160: BT-161, or EXTENDED-CTC-FR's code (EXT-FR-FE-159) and measure with its unit (160, 161).
    ...(l.attributes ?? []).map((a) => {
      const name = [a.name, a.code && (a.name ? `(${a.code})` : a.code)].filter(Boolean).join(' ');
      const measure =
        a.valueQuantity &&
        `${fmt.quantity(a.valueQuantity)} ${unitName(a.valueUnit ?? '', ctx.locale, a.valueQuantity)}`;
      return `${name}: ${a.value || measure || ''}`;
    }),
  ]);
  const period = periodText(ctx, l.period);
  const object = l.objectIdentifier;
  group([
    period ? `${t.period}: ${period}` : undefined,
    // The line's own order (ibt-183) with its line (BT-132); else BT-132, with the order's date
    // where EXTENDED-CTC-FR states it (EXT-FR-FE-200).
    l.purchaseOrderReference
      ? `${t.orderReference}: ${[l.purchaseOrderReference, l.orderLineReference && `${t.pos} ${l.orderLineReference}`].filter(Boolean).join(' ')}`
      : l.orderLineReference
        ? `${t.orderLine}: ${l.orderLineReference}${l.purchaseOrderDate ? ` (${fmt.date(l.purchaseOrderDate)})` : ''}`
        : undefined,
    // EXTENDED-CTC-FR: the line's despatch advice, its line (EXT-FR-FE-141) and date (201).
    l.despatchAdviceReference
      ? `${t.despatchAdvice}: ${[
          l.despatchAdviceReference,
          l.despatchAdviceLine && `${t.pos} ${l.despatchAdviceLine}`,
          l.despatchAdviceDate && `(${fmt.date(l.despatchAdviceDate)})`,
        ]
          .filter(Boolean)
          .join(' ')}`
      : undefined,
    l.accountingCost ? `${t.accountingReference}: ${l.accountingCost}` : undefined,
    // BT-128, then the further ones of EXTENDED-CTC-FR (an AVV one on a sub-invoice's group line).
    ...[object, ...(l.furtherObjectIdentifiers ?? [])].map((o) =>
      o ? `${t.invoicedObject}: ${o.scheme ? `${o.id} (${o.scheme})` : o.id}` : undefined,
    ),
    // PINT ibg-36: the line's further documents, each with its type (ibt-189).
    ...(l.documentReferences ?? []).map(
      (r) => `${t.lineDocument}: ${r.typeCode ? `${r.id} (${r.typeCode})` : r.id}`,
    ),
  ]);
  const base = l.baseQuantity && !l.baseQuantity.eq(1) ? l.baseQuantity : undefined;
  group([
    l.grossPrice ? `${t.grossPrice} ${fmt.price(l.grossPrice)}` : undefined,
    l.priceDiscount && !l.priceDiscount.isZero()
      ? `${t.priceDiscount} ${fmt.price(l.priceDiscount.neg())}${discountReason(l)}`
      : undefined,
    // EXTENDED further price discounts, each as the first is shown.
    ...(l.furtherPriceDiscounts ?? [])
      .filter((d) => !d.isZero())
      .map((d) => `${t.priceDiscount} ${fmt.price(d.neg())}`),
    base
      ? `${t.unitPrice} ${t.pricePer} ${fmt.quantity(base)} ${unitName(l.baseQuantityUnit ?? l.unitCode, ctx.locale, base)}`
      : undefined,
  ]);
  // EXTENDED-CTC-FR: the line INCOTERMS and their named place (the international term, untranslated).
  if (l.incoterms)
    out.push(
      shorten(`Incoterms ${l.incoterms}${l.incotermsLocation ? ` ${l.incotermsLocation}` : ''}`),
    );
  for (const a of l.allowances ?? [])
    out.push(
      shorten(`${allowanceChargeLabel(ctx, a, 'allowance')}: ${fmt.amount(a.amount.neg())}`),
    );
  for (const c of l.charges ?? [])
    out.push(shorten(`${allowanceChargeLabel(ctx, c, 'charge')}: ${fmt.amount(c.amount)}`));
  // The line's own exemption reason (EXTENDED-CTC-FR, PINT), beside the breakdown's BT-120.
  if (l.exemptionReason || l.exemptionReasonCode)
    out.push(
      shorten(
        `${t.exemptionReason}: ${[l.exemptionReason, l.exemptionReasonCode && `(${l.exemptionReasonCode})`].filter(Boolean).join(' ')}`,
      ),
    );
  // EXTENDED line groups: the group a line belongs to, and a line that does not count.
  group([
    l.parentLineId ? `${t.partOfLine} ${l.parentLineId}` : undefined,
    l.lineStatus && l.lineStatus !== 'DETAIL' ? t.lineStatuses[l.lineStatus] : undefined,
  ]);
  if (l.note) out.push(shorten(`${t.lineNote}: ${l.note}`));
  return out;
}
