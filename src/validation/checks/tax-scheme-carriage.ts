/**
 * The document's tax scheme (tax_scheme: the cac:TaxScheme/cbc:ID of BT-31, BT-48 and every VAT
 * breakdown, BG-23, and line category, BT-151) is one the target's rules accept, or it is refused
 * naming the field, never written to fail them:
 * - EN 16931 UBL (ubl, its national CIUS, xrechnung, Peppol standard_eu and pint_eu) reads a
 *   category only under the scheme VAT (BR-47, BR-48, BR-CO-04, BR-CO-17 look at
 *   TaxScheme/ID = VAT), and so do PINT MY, AE and JP (aligned-ibrp-047/048, aligned-ibr-jp-03);
 * - PINT SG, AU and NZ want GST (BR-47-GST-SG, aligned-ibrp-047-aunz);
 * - PINT international accepts either;
 * - CII, FatturaPA and KSeF write VAT whatever the request says: GST there would be lost.
 * Convert leaves a refused scheme out and lists it as lost (the target's own scheme is written).
 */
import { peppolProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** The schemes the target's official rules accept. */
function acceptedSchemes(ctx: CheckContext): readonly string[] {
  const profile = ctx.syntax === 'ubl' ? peppolProfile(ctx) : undefined;
  if (profile?.id === 'pint_international') return ['VAT', 'GST'];
  return [profile?.taxScheme ?? 'VAT'];
}

export function checkTaxSchemeCarriage(ctx: CheckContext): void {
  const path = '$.invoice.tax_scheme';
  const scheme = ctx.invoice.taxScheme.trim();
  if (ctx.syntax === 'none' || !scheme || ctx.out.has(path)) return;
  const accepted = acceptedSchemes(ctx);
  if (accepted.includes(scheme)) return;
  const target =
    ctx.countryProfile && peppolProfile(ctx)
      ? `country profile ${ctx.countryProfile.id}`
      : `format ${ctx.format}`;
  ctx.out.add(
    path,
    IssueCode.NOT_CARRIED,
    `${target} states its VAT identifiers and tax categories under the tax scheme ${accepted.join(' or ')} only (cac:TaxScheme/cbc:ID, no business term of its own): leave tax_scheme out`,
  );
}
