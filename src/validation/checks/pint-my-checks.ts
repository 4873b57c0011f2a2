/**
 * PINT MY 1.3.1 (country_profile pint_my), ibr-04-my: the document states the supplier's TIN
 * (ibt-032), as a tax registration under another scheme than VAT (BT-32, seller
 * tax_registration_id, written with scheme GST) or as a seller identifier without scheme
 * (BT-29). The writer makes the vat_id that identifier when the seller gives no identifiers
 * (UblProfile.taxIdAsPartyId); a seller with identifiers, all of them with a scheme, and no
 * tax_registration_id would be written without its TIN.
 */
import { blank, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

const TIN = '$.invoice.seller.tax_registration_id';

/** Whether the seller's TIN will be written (ibr-04-my). */
function statesSupplierTin(ctx: CheckContext): boolean {
  const seller = ctx.invoice.seller!;
  if (!blank(seller.taxRegistrationId))
    return seller.taxRegistrationScheme.trim().toUpperCase() !== 'VAT';
  if (seller.identifiers.length) return seller.identifiers.some((i) => blank(i.scheme));
  return !blank(seller.vatId);
}

/** The PINT MY checks of a request. */
export function pintMy(ctx: CheckContext): void {
  if (!ctx.invoice.seller || ctx.out.has(TIN) || statesSupplierTin(ctx)) return;
  ctx.out.add(
    TIN,
    IssueCode.REQUIRED,
    'seller TIN required for PINT MY (ibr-04-my, ibt-032): give seller.tax_registration_id (written with scheme GST), or the TIN as a seller identifier without scheme',
  );
}
