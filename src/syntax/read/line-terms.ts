/**
 * The terms of one invoice line (BG-25) and of allowances and charges, from the values of any
 * syntax's binding table (CII's and UBL's share the term map's keys), every term as written:
 * BT-146 with its base quantity BT-149, gross price and discount (BT-148/147), line allowances
 * and charges (BG-27/28), and BT-131 kept as the stated net amount, so that a difference to what
 * the line's terms compute is reported, never hidden.
 */
import { Decimal } from '../../domain/decimal.js';
import { lineItemAmount } from '../../domain/line-amounts.js';
import type {
  AllowanceChargeInput,
  DocumentAllowanceChargeInput,
  Identifier,
  LineInput,
  LineSeller,
} from '../../domain/model.js';
import type { Values } from '../binding/binding.js';
import { LINE_ALLOWANCE, LINE_CHARGE, type AllowanceChargeTerms } from '../binding/term-shapes.js';
import type { Dropped } from './read-result.js';
import { date, dec, defined, identifier, list, obj, str } from './values.js';

/** BG-27 / BG-28 entries. */
export function allowancesCharges(
  entries: Values[],
  t: AllowanceChargeTerms,
): AllowanceChargeInput[] {
  return entries.map((e) =>
    defined({
      amount: dec(e, t.amount),
      baseAmount: dec(e, t.base),
      percentage: dec(e, t.percent),
      reason: str(e, t.reason),
      reasonCode: str(e, t.reasonCode),
    }),
  );
}

/** BG-20 / BG-21 entries: an allowance or charge with its VAT category and rate. */
export function documentAllowancesCharges(
  t: AllowanceChargeTerms,
  entries: Values[],
): DocumentAllowanceChargeInput[] {
  return allowancesCharges(entries, t).map((a, i) =>
    defined({ ...a, taxCategory: str(entries[i], t.category!), vatRate: dec(entries[i], t.rate!) }),
  );
}

/**
 * BT-131 as the line's own terms compute it: qty × price ÷ base (rounded as the domain rounds it:
 * to 2 decimals, or to the 3 of a line stated in baisa) − allowances + charges.
 */
export function computedNet(l: LineInput): Decimal {
  const sum = (xs: AllowanceChargeInput[] | undefined) =>
    (xs ?? []).reduce((s, x) => s.plus(x.amount ?? 0), new Decimal(0));
  return lineItemAmount(l).minus(sum(l.allowances)).plus(sum(l.charges));
}

/**
 * The terms of one BG-25 as the binding values (CII's or UBL's) hold them; `position` is its
 * 1-based place in the document. Terms one syntax has and the other has not (BT-149-1, the
 * EXTENDED parent line) are simply absent in the other's values.
 */
export function lineTerms(v: Values, position: number): LineInput {
  const period = obj(v, 'BG-26');
  return defined({
    id: str(v, 'BT-126') ?? String(position),
    description: str(v, 'BT-153') ?? '',
    quantity: dec(v, 'BT-129') ?? new Decimal(1),
    unitCode: str(v, 'BT-130') ?? 'C62',
    unitPrice: dec(v, 'BT-146') ?? new Decimal(0),
    vatRate: dec(v, 'BT-152') ?? new Decimal(0),
    taxCategory: str(v, 'BT-151'),
    note: str(v, 'BT-127'),
    objectIdentifier: identifier(v, 'BT-128', 'BT-128-1'),
    period: period
      ? defined({ start: date(period, 'BT-134'), end: date(period, 'BT-135') })
      : undefined,
    orderLineReference: str(v, 'BT-132'),
    accountingCost: str(v, 'BT-133'),
    allowances: allowancesCharges(list(v, LINE_ALLOWANCE.group), LINE_ALLOWANCE),
    charges: allowancesCharges(list(v, LINE_CHARGE.group), LINE_CHARGE),
    grossPrice: dec(v, 'BT-148'),
    priceDiscount: dec(v, 'BT-147'),
    priceDiscountReasonCode: str(v, 'EXT-FR-FE-195'), // EXTENDED-CTC-FR
    priceDiscountReason: str(v, 'EXT-FR-FE-196'),
    purchaseOrderReference: str(v, 'line/order-id'), // IBT-183 (read-ubl.ts, read-cii.ts: where carried)
    purchaseOrderDate: date(v, 'EXT-FR-FE-200'), // EXTENDED-CTC-FR
    despatchAdviceReference: str(v, 'line/despatch-advice'), // EXTENDED-CTC-FR
    despatchAdviceLine: str(v, 'EXT-FR-FE-141'),
    despatchAdviceDate: date(v, 'EXT-FR-FE-201'),
    deliveryNoteReference: str(v, 'line/delivery-note'), // Factur-X EXTENDED
    deliveryNoteLine: str(v, 'line/delivery-note-line'),
    deliveryNoteDate: date(v, 'line/delivery-note-date'),
    quotationReference: str(v, 'line/quotation'), // Factur-X EXTENDED
    quotationLine: str(v, 'line/quotation-line'),
    quotationDate: date(v, 'line/quotation-date'),
    packageQuantity: dec(v, 'line/package-quantity'), // Factur-X EXTENDED
    packageUnit: str(v, 'line/package-unit'),
    incoterms: str(v, 'line/incoterms'), // EXTENDED-CTC-FR
    incotermsLocation: str(v, 'line/incoterms-location'),
    // EXTENDED: the price discounts after the first (absent in UBL's values).
    furtherPriceDiscounts: list(v, 'EXT-FurtherPriceDiscount')
      .map((d) => dec(d, 'EXT-FurtherPriceDiscount-Amount'))
      .filter((d) => d !== undefined),
    furtherPriceDiscountReasons: furtherDiscountReasons(v),
    // BT-149 of the net price (BT-146 is per it; default 1); the gross price's own (BT-149-1) apart.
    baseQuantity: dec(v, 'BT-149'),
    baseQuantityUnit: str(v, 'BT-150') ?? str(v, 'BT-150/gross'),
    grossBaseQuantity: dec(v, 'BT-149/gross'),
    itemDescription: str(v, 'BT-154'),
    sellerItemId: str(v, 'BT-155'),
    buyerItemId: str(v, 'BT-156'),
    standardItemId: identifier(v, 'BT-157', 'BT-157-1'),
    classifications: list(v, 'BT-158/classification')
      .filter((c) => str(c, 'BT-158'))
      .map((c) =>
        defined({
          code: str(c, 'BT-158')!,
          listId: str(c, 'BT-158-1') ?? '',
          listVersion: str(c, 'BT-158-2'),
        }),
      ),
    originCountry: str(v, 'BT-159'),
    attributes: list(v, 'BG-32').map((a) =>
      defined({
        name: str(a, 'BT-160') ?? '',
        value: str(a, 'BT-161') ?? '',
        code: str(a, 'EXT-FR-FE-159'), // EXTENDED-CTC-FR
        valueQuantity: dec(a, 'EXT-FR-FE-160'),
        valueUnit: str(a, 'EXT-FR-FE-161'),
      }),
    ),
    parentLineId: str(v, 'EXT-ParentLineID'),
    statedNetAmount: dec(v, 'BT-131'),
  });
}

/**
 * A line's despatch advice line or date without the despatch advice (a PINT JP example states a
 * DespatchLineReference with its LineID alone): the fields need it (EXT-FR-FE-141, 201), so the
 * values are listed as dropped, not carried into a request generate would refuse. With `foreign`
 * (the reason), the whole line despatch advice is listed so: UBL outside EXTENDED-CTC-FR, whose
 * own profile (PINT JP) would refuse it on regeneration.
 */
export function reportOrphanDespatch(
  line: LineInput,
  where: string,
  dropped: Dropped[],
  foreign?: string,
): void {
  if (line.despatchAdviceReference && !foreign) return;
  const ubl = where.endsWith('/DespatchLineReference');
  for (const [bt, value, element] of [
    [
      'despatch_advice_reference',
      line.despatchAdviceReference,
      ubl ? 'DocumentReference/ID' : 'IssuerAssignedID',
    ],
    ['EXT-FR-FE-141', line.despatchAdviceLine, 'LineID'],
    [
      'EXT-FR-FE-201',
      line.despatchAdviceDate,
      ubl ? 'DocumentReference/IssueDate' : 'FormattedIssueDateTime',
    ],
  ] as const)
    if (value)
      dropped.push({
        bt,
        path: `${where}/${element}`,
        value,
        reason:
          foreign ?? 'a despatch advice line or date without the despatch advice it belongs to',
      });
  delete line.despatchAdviceReference;
  delete line.despatchAdviceLine;
  delete line.despatchAdviceDate;
}

/**
 * BT-131 as stated is the line's (a return line with a positive quantity and a negative amount
 * included): kept as written, BT-129 too (no sign moved between them, so both stay what the
 * source says), and a difference to the line formula reported. Both syntaxes read lines so.
 */
export function reportStatedNet(line: LineInput, path: string, dropped: Dropped[]): void {
  const stated = line.statedNetAmount;
  if (!stated) return;
  const computed = computedNet(line);
  if (!computed.equals(stated)) {
    dropped.push({
      bt: 'BT-131',
      path,
      value: stated.toString(),
      reason: `the line's quantity, price, base quantity and allowances/charges give ${computed.toFixed(Math.max(2, Math.min(computed.decimalPlaces(), 3)))}`,
    });
  }
}

/**
 * EXTENDED-CTC-FR's line seller (EXT-FR-FE-164 name, 167 legal id, 177 country, its VAT id),
 * with the identifiers each syntax states its own way; undefined without one.
 */
export function lineSellerOf(
  v: Values | undefined,
  identifiers: (v: Values) => Identifier[],
): LineSeller | undefined {
  if (!v) return undefined;
  const ids = identifiers(v).filter((i) => i.id !== '');
  return defined({
    name: str(v, 'EXT-FR-FE-164') ?? '',
    identifiers: ids.length ? ids : undefined,
    legalRegistration: identifier(v, 'EXT-FR-FE-167', 'EXT-FR-FE-167-scheme'),
    vatId: str(v, 'line/seller-vat'),
    country: str(v, 'EXT-FR-FE-177'),
  });
}

/** A line seller's global identifier with its scheme (CII GlobalID, UBL PartyIdentification). */
export const sellerGlobalId = (x: Values): Identifier =>
  defined({
    id: str(x, 'line/seller-global') ?? '',
    scheme: str(x, 'line/seller-global-scheme'),
  });

/** The reasons of EXTENDED's further price discounts by index, when any states one. */
function furtherDiscountReasons(v: Values): string[] | undefined {
  const discounts = list(v, 'EXT-FurtherPriceDiscount').filter(
    (d) => dec(d, 'EXT-FurtherPriceDiscount-Amount') !== undefined,
  );
  const reasons = discounts.map((d) => str(d, 'EXT-FurtherPriceDiscount-Reason')?.trim() ?? '');
  return reasons.some(Boolean) ? reasons : undefined;
}
