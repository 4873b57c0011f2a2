/**
 * BR-B-01: split payment (VAT category B, Italy's scissione dei pagamenti) belongs to a domestic
 * Italian invoice. The official rules read "domestic" as: every country code the document states
 * is IT — in UBL every cbc:IdentificationCode (the parties' addresses, the deliver-to, the tax
 * representative, an item's country of origin), in CII every ram:CountryID (the addresses; an
 * item's origin is a ram:ID there). The EN 16931 rule sets hold it (CEN UBL and CII, Peppol BIS,
 * XRechnung, Factur-X) and PINT EU, which runs the aligned BIS rules; the other PINT profiles and
 * FatturaPA (EsigibilitaIVA S) are not judged by it.
 */
import { peppolProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

const SPLIT_PAYMENT = 'B';
const ITALY = 'IT';

export function checkSplitPayment(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const profile = peppolProfile(ctx);
  if (ctx.syntax !== 'ubl' && ctx.syntax !== 'cii') return;
  if (profile && !profile.ruleFamilies.includes('bis')) return;
  const categories = [...inv.items, ...inv.allowances, ...inv.charges].map((x) =>
    x.taxCategory.trim().toUpperCase(),
  );
  if (!categories.includes(SPLIT_PAYMENT)) return;
  const stated: [path: string, country: string][] = [
    ['$.invoice.seller.country', ctx.sellerCountry],
    ['$.invoice.buyer.country', ctx.buyerCountry],
    ['$.invoice.delivery.address.country', inv.delivery?.address?.country ?? ''],
    ['$.invoice.tax_representative.address.country', inv.taxRepresentative?.address?.country ?? ''],
    ...(ctx.syntax === 'ubl'
      ? inv.items.map((item, i): [string, string] => [
          `$.invoice.items[${i}].origin_country`,
          item.originCountry,
        ])
      : []),
  ];
  for (const [path, country] of stated) {
    const code = country.trim().toUpperCase();
    if (code === '' || code === ITALY || ctx.out.has(path)) continue;
    ctx.out.add(
      path,
      IssueCode.INVALID_VALUE,
      `VAT category B (split payment) belongs to a domestic Italian invoice (BR-B-01): every country the document states is IT, not ${code}`,
    );
  }
}
