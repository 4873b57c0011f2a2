/**
 * PINT AE's rules on an item by its type (BTAE-13, items[].commodity_code: G goods, S services, B
 * both) and its classifications, refused here rather than written and rejected:
 * - goods (G) are classified (BT-158, ibr-184-ae), and every classification is an HS code
 *   (list_id HS, ibr-188-ae);
 * - services (S) and both (B) need the service accounting code (BTAE-17, scheme SAC:
 *   ibr-185-ae, ibr-186-ae), which the public JSON has no field for: such an item type is
 *   NOT_CARRIED (convert leaves it out and lists it);
 * - a reverse-charge goods or services type is one of the RCM list (BTAE-09, ibr-006-ae);
 * - an address in the UAE names its emirate (AUH, DXB, SHJ, UAQ, FUJ, AJM, RAK; ibr-128-ae): the
 *   tax representative's and the deliver-to address's, which the writer does not derive from the
 *   city as it does the seller's and the buyer's (ibr-143-ae, ibr-144-ae).
 */
import { AE_EMIRATE_CODES } from '../../formats/ubl-profiles.js';
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

function checkItems(ctx: CheckContext): void {
  ctx.invoice.items.forEach((item, i) => {
    const at = (field: string) => `$.invoice.items[${i}].${field}`;
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
export function checkAeItems(ctx: CheckContext): void {
  checkItems(ctx);
  checkEmirates(ctx);
}
