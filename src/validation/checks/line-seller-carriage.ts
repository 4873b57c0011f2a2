/**
 * The line seller (EXTENDED-CTC-FR EXT-FR-FE-164 to 177, items[].seller) has one place: CII's
 * SpecifiedLineTradeAgreement/ItemSellerTradeParty, written by the CII profiles extended and
 * extended_ctc_fr (Factur-X / ZUGFeRD EXTENDED and CII). UBL has no line groups, so no
 * multi-vendor invoice, and every other profile and format has no place for it: NOT_CARRIED
 * there, with the line's path, rather than lost silently.
 */
import { FORMATS } from '../../formats/index.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** Refuses items[].seller where the resolved format or CII profile has no place for it. */
export function checkLineSellerCarriage(ctx: CheckContext): void {
  if (ctx.syntax === 'none') return;
  const profile = FORMATS[ctx.format].ciiWriter?.profile ?? ctx.ciiProfile;
  const carried = ctx.syntax === 'cii' && (profile === 'extended' || profile === 'extended_ctc_fr');
  if (carried) return;
  ctx.invoice.items.forEach((item, i) => {
    const path = `$.invoice.items[${i}].seller`;
    if (!item.seller || ctx.out.has(path)) return;
    ctx.out.add(
      path,
      IssueCode.NOT_CARRIED,
      `${ctx.syntax === 'cii' ? `profile ${profile}` : `format ${ctx.format}`} has no place for the line seller (EXT-FR-FE-164 to EXT-FR-FE-177, ItemSellerTradeParty): generate it as cii with profile extended_ctc_fr, or as facturx, zugferd or cii with profile extended`,
    );
  });
}
