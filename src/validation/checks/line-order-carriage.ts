/**
 * IBT-183, a line's own purchase order (items[].purchase_order_reference), for an invoice that
 * covers several orders. EN 16931 has no such term (UBL-CR-528 and CII-SR-108 warn against the
 * elements); it has a place in
 * - UBL with the PINT profiles but PINT EU (UblProfile.lineOrderReference):
 *   OrderLineReference/OrderReference/ID, whose OrderLineReference requires its LineID, the
 *   order line BT-132; PINT SG states orders on the lines or on the document, not both
 *   (BR-110-SG);
 * - CII with the profiles extended and extended_ctc_fr (Factur-X / ZUGFeRD EXTENDED too): the
 *   line's BuyerOrderReferencedDocument/IssuerAssignedID.
 * Elsewhere NOT_CARRIED, naming those places; FatturaPA writes without it and warns
 * (fatturapa-carriage.ts), as for every term it has no place for.
 */
import { emits } from '../../syntax/cii/index.js';
import { blank, pintUblProfile, writtenCiiProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** Where IBT-183 is written instead. */
const PLACES =
  'generate it as peppol with a PINT country_profile outside the EU, or as facturx, zugferd or cii with profile extended (or extended_ctc_fr)';

/**
 * How the target states a line's own order: in CII EXTENDED, in a PINT profile (with its
 * restriction), or not at all.
 */
export function lineOrderPlace(
  ctx: CheckContext,
): 'cii' | 'beside-document-order' | 'alone' | undefined {
  // CII: where the binding's profile mask has the line's IssuerAssignedID (EXTENDED).
  if (ctx.syntax === 'cii')
    return emits('line/order-id', writtenCiiProfile(ctx)) ? 'cii' : undefined;
  return pintUblProfile(ctx)?.lineOrderReference;
}

/** Refuses a line's own purchase order where the target has no place for it, or not this way. */
export function checkLineOrderCarriage(ctx: CheckContext): void {
  if (ctx.syntax === 'none' || ctx.syntax === 'fatturapa') return;
  const place = lineOrderPlace(ctx);
  const documentOrder = ctx.invoice.purchaseOrderReference.trim();
  ctx.invoice.items.forEach((item, i) => {
    const path = `$.invoice.items[${i}].purchase_order_reference`;
    if (blank(item.purchaseOrderReference) || ctx.out.has(path)) return;
    if (!place)
      ctx.out.add(
        path,
        IssueCode.NOT_CARRIED,
        `${ctx.syntax === 'cii' ? `profile ${writtenCiiProfile(ctx)}` : `format ${ctx.format}`} has no place for a line's own purchase order (ibt-183; EN 16931 has none): ${PLACES}, or leave the field out`,
      );
    else if (place !== 'cii' && blank(item.orderLineReference))
      ctx.out.add(
        `$.invoice.items[${i}].order_line_reference`,
        IssueCode.REQUIRED,
        "order_line_reference required beside the line's purchase_order_reference: UBL states the order in cac:OrderLineReference, whose LineID (BT-132) it requires",
      );
    else if (place === 'alone' && documentOrder && documentOrder !== 'NA')
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        `the PINT SG rules take the purchase order on the lines or on the document, not both (BR-110-SG): leave purchase_order_reference ${documentOrder} out, or this one`,
      );
  });
}
