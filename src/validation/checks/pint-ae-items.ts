/**
 * PINT AE's rules on an item by its type (BTAE-13, items[].commodity_code: G goods, S services, B
 * both) and its classifications, refused here rather than written and rejected:
 * - goods (G) are classified (BT-158, ibr-184-ae), and every classification is an HS code
 *   (list_id HS, ibr-188-ae);
 * - services (S) and both (B) need the service accounting code (BTAE-17, scheme SAC:
 *   ibr-185-ae, ibr-186-ae), which the public JSON has no field for: such an item type is
 *   NOT_CARRIED (convert leaves it out and lists it);
 * - a reverse-charge goods or services type is one of the RCM list (BTAE-09, ibr-006-ae);
 * - an item under the reverse charge (category AE) has its GTIN (BT-157 with scheme 0160,
 *   ibr-174-ae);
 * - a commercial invoice (380) or credit note (381) has a line neither exempt (E) nor out of scope
 *   (O) (ibr-151-ae);
 * - an exempt (E) document allowance or charge states its reason code (ibr-168-ae, ibr-169-ae);
 * - an address in the UAE names its emirate (AUH, DXB, SHJ, UAQ, FUJ, AJM, RAK; ibr-128-ae): the
 *   tax representative's and the deliver-to address's, which the writer does not derive from the
 *   city as it does the seller's and the buyer's (ibr-143-ae, ibr-144-ae).
 */
import { fromNumber } from '../../domain/decimal.js';
import { DEFAULT_VAT_RATE, typeCodeOf } from '../../domain/defaults.js';
import { deriveTaxCategory } from '../../domain/tax-category.js';
import { AE_EMIRATE_CODES, peppolCategoryCode } from '../../formats/ubl-profiles.js';
import type { LineItem } from '../../../gen/einvoice/v1/invoice_pb.js';
import { blank, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** The goods and services under the reverse charge mechanism (BTAE-09, ibr-006-ae). */
const RCM_GOODS_TYPES: ReadonlySet<string> = new Set([
  'DL8.48.8.2',
  'DL8.48.8.1',
  'DL8.48.3.1',
  'DL8.48.3.2',
  'DL8.48.3.3',
]);

/** The GTIN scheme an item under the reverse charge is identified by (ibr-174-ae). */
const GTIN_SCHEME = '0160';

/** A line's category as the writer writes it (BT-151): S or Z by its rate when it names none. */
function lineCategory(item: LineItem): string {
  return peppolCategoryCode(
    'pint_ae',
    deriveTaxCategory(item.taxCategory, fromNumber(item.vatRate ?? DEFAULT_VAT_RATE)),
  );
}

/** ibr-174-ae: an item under the reverse charge has its standard identifier, a GTIN (BT-157, scheme 0160). */
function checkReverseChargeGtin(ctx: CheckContext, item: LineItem, i: number): void {
  if (lineCategory(item) !== 'AE') return;
  const id = item.standardItemId;
  const at = `$.invoice.items[${i}].standard_item_id`;
  if (blank(id?.id) && !ctx.out.has(`${at}.id`))
    ctx.out.add(
      `${at}.id`,
      IssueCode.REQUIRED,
      `an item under the reverse charge (category AE) needs its GTIN: standard_item_id with scheme ${GTIN_SCHEME} (BT-157, ibr-174-ae)`,
    );
  else if (id && !blank(id.id) && id.scheme.trim() !== GTIN_SCHEME && !ctx.out.has(`${at}.scheme`))
    ctx.out.add(
      `${at}.scheme`,
      IssueCode.INVALID_VALUE,
      `an item under the reverse charge (category AE) is identified by its GTIN, scheme ${GTIN_SCHEME} (BT-157-1, ibr-174-ae)`,
      GTIN_SCHEME,
    );
}

/** ibr-151-ae: a commercial invoice (380) or credit note (381) has a line neither E nor O. */
function checkTypeCategories(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const type = typeCodeOf(inv.typeCode, inv.tipoDocumento);
  const path = '$.invoice.type_code';
  if (!['380', '381'].includes(type) || !inv.items.length || ctx.out.has(path)) return;
  if (inv.items.every((item) => ['E', 'O'].includes(lineCategory(item))))
    ctx.out.add(
      path,
      IssueCode.INVALID_VALUE,
      `a commercial invoice (380) or credit note (381) has a line in another category than E (exempt) or O (not subject to VAT) (ibr-151-ae): give type_code 480 (out of scope of VAT; 81 for its credit note), or the taxed lines`,
      '480, 81',
    );
}

function checkItems(ctx: CheckContext): void {
  ctx.invoice.items.forEach((item, i) => {
    const at = (field: string) => `$.invoice.items[${i}].${field}`;
    checkReverseChargeGtin(ctx, item, i);
    const rcm = item.reverseChargeGoodsType.trim();
    if (rcm && !RCM_GOODS_TYPES.has(rcm) && !ctx.out.has(at('reverse_charge_goods_type')))
      ctx.out.add(
        at('reverse_charge_goods_type'),
        IssueCode.INVALID_CODE,
        'the type of goods or services under the reverse charge is one of the RCM list (BTAE-09, ibr-006-ae)',
        [...RCM_GOODS_TYPES].join(', '),
      );
    const type = item.commodityCode.trim().toUpperCase();
    if ((type === 'S' || type === 'B') && !ctx.out.has(at('commodity_code')))
      ctx.out.add(
        at('commodity_code'),
        IssueCode.NOT_CARRIED,
        `item type ${type} needs the service accounting code (BTAE-17, scheme SAC; ${type === 'S' ? 'ibr-185-ae' : 'ibr-186-ae'}), which the JSON has no field for: give G for goods, or leave the item type out`,
      );
    if (type === 'G' && item.classifications.length === 0 && !ctx.out.has(at('classifications')))
      ctx.out.add(
        at('classifications'),
        IssueCode.REQUIRED,
        'goods (item type G) are classified by their HS code (BT-158 with list_id HS, ibr-184-ae)',
      );
    item.classifications.forEach((c, k) => {
      const path = at(`classifications[${k}].list_id`);
      if (c.listId.trim().toUpperCase() !== 'HS' && !ctx.out.has(path))
        ctx.out.add(
          path,
          IssueCode.INVALID_VALUE,
          'PINT AE classifies an item by its HS code only (list_id HS, ibr-188-ae)',
          'HS',
        );
    });
  });
}

/** The emirate of the addresses the writer writes as given (ibr-128-ae). */
function checkEmirates(ctx: CheckContext): void {
  const inv = ctx.invoice;
  for (const [path, address] of [
    ['$.invoice.tax_representative.address', inv.taxRepresentative?.address],
    ['$.invoice.delivery.address', inv.delivery?.address],
  ] as const) {
    if (!address || address.country.trim().toUpperCase() !== 'AE') continue;
    const at = `${path}.country_subdivision`;
    if (!AE_EMIRATE_CODES.has(address.countrySubdivision.trim().toUpperCase()) && !ctx.out.has(at))
      ctx.out.add(
        at,
        blank(address.countrySubdivision) ? IssueCode.REQUIRED : IssueCode.INVALID_CODE,
        'an address in the UAE names its emirate (ibr-128-ae)',
        [...AE_EMIRATE_CODES].join(', '),
      );
  }
}

/** PINT AE's item and address rules. */
/**
 * ibr-168-ae, ibr-169-ae: an exempt (E) document allowance or charge states its reason code
 * (BT-98 / BT-105; the rules' messages name IBT-196 / IBT-198, their tests the reason code).
 */
function checkExemptAllowancesCharges(ctx: CheckContext): void {
  for (const [kind, list, rule] of [
    ['allowances', ctx.invoice.allowances, 'ibr-168-ae'],
    ['charges', ctx.invoice.charges, 'ibr-169-ae'],
  ] as const)
    list.forEach((ac, k) => {
      const path = `$.invoice.${kind}[${k}].reason_code`;
      if (ac.taxCategory.trim().toUpperCase() !== 'E' || !blank(ac.reasonCode) || ctx.out.has(path))
        return;
      ctx.out.add(
        path,
        IssueCode.REQUIRED,
        `an exempt (E) document ${kind === 'allowances' ? 'allowance' : 'charge'} states its reason code in PINT AE (${rule})`,
        kind === 'allowances' ? 'UNTDID 5189, e.g. 95' : 'UNTDID 7161, e.g. FC',
      );
    });
}

export function checkAeItems(ctx: CheckContext): void {
  checkItems(ctx);
  checkTypeCategories(ctx);
  checkExemptAllowancesCharges(ctx);
  checkEmirates(ctx);
}
