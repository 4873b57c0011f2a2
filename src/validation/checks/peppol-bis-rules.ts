/**
 * Rules of Peppol BIS Billing 3 (and of PINT, which carries some) that the EN 16931 checks do not
 * make, checked before generation so that validate refuses what those rules would:
 * - PEPPOL-EN16931-R002: one document note (BT-22: notes and invoice_notes together) unless the
 *   seller and the buyer are both in Germany (their postal addresses, BT-40 and BT-55); every
 *   PINT rule set allows one note without exception (ibr-sr-51);
 * - PEPPOL-EN16931-P0112 (Peppol BIS): a partial (326) or corrected (384) invoice between German
 *   parties only;
 * - PEPPOL-EN16931-P0104 to P0111: the exemption codes of a category name that category:
 *   VATEX-EU-G goes with G, VATEX-EU-O with O, VATEX-EU-IC with K, VATEX-EU-AE with AE, and the
 *   margin schemes VATEX-EU-D, F, I and J with E (BT-121 and the category of its VAT breakdown,
 *   BT-118; and a line's exemption code with its BT-151).
 */
import { bothGerman } from '../../domain/german-parties.js';
import { blank, peppolProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** The Peppol country profiles whose rule sets hold these rules. */
const PEPPOL_RULES_PROFILES = new Set(['standard_eu', 'pint_eu']);

/** P0104 … P0111: the category each of these exemption codes names. */
const CATEGORY_OF_CODE: Readonly<Record<string, [category: string, rule: string]>> = {
  'VATEX-EU-G': ['G', 'PEPPOL-EN16931-P0104'],
  'VATEX-EU-O': ['O', 'PEPPOL-EN16931-P0105'],
  'VATEX-EU-IC': ['K', 'PEPPOL-EN16931-P0106'],
  'VATEX-EU-AE': ['AE', 'PEPPOL-EN16931-P0107'],
  'VATEX-EU-D': ['E', 'PEPPOL-EN16931-P0108'],
  'VATEX-EU-F': ['E', 'PEPPOL-EN16931-P0109'],
  'VATEX-EU-I': ['E', 'PEPPOL-EN16931-P0110'],
  'VATEX-EU-J': ['E', 'PEPPOL-EN16931-P0111'],
};

export function checkPeppolBisRules(ctx: CheckContext): void {
  const profile = peppolProfile(ctx);
  if (!profile) return;
  const inv = ctx.invoice;
  const add = (path: string, message: string): void => {
    if (!ctx.out.has(path)) ctx.out.add(path, IssueCode.INVALID_VALUE, message);
  };

  const notes = (blank(inv.notes) ? 0 : 1) + inv.invoiceNotes.length;
  const pint = profile.pintJurisdiction !== undefined;
  const german = bothGerman(ctx.sellerCountry, ctx.buyerCountry);
  if (notes > 1 && (pint || !german))
    add(
      blank(inv.notes) ? '$.invoice.invoice_notes[1]' : '$.invoice.invoice_notes[0]',
      pint
        ? `PINT takes one document note (BT-22); this invoice has ${notes} (notes and invoice_notes): join them into one (ibr-sr-51)`
        : `Peppol takes one document note (BT-22), unless the seller and the buyer are both in Germany; this invoice has ${notes} (notes and invoice_notes): join them into one (PEPPOL-EN16931-R002)`,
    );
  if (!PEPPOL_RULES_PROFILES.has(profile.id)) return;

  const typeCode = inv.typeCode.trim();
  if (profile.id === 'standard_eu' && (typeCode === '326' || typeCode === '384') && !german)
    add(
      '$.invoice.type_code',
      `Peppol BIS Billing 3 takes type code ${typeCode} only between a German seller and a German buyer (PEPPOL-EN16931-P0112); e.g. 380, or 381 to correct an invoice`,
    );

  const pairing = (path: string, code: string, category: string): void => {
    const named = CATEGORY_OF_CODE[code.trim().toUpperCase()];
    if (named && category.trim().toUpperCase() !== named[0])
      add(
        path,
        `exemption reason code ${code} goes with VAT category ${named[0]}, not ${category || 'none'} (${named[1]})`,
      );
  };
  inv.vatExemptions.forEach((e, i) =>
    pairing(`$.invoice.vat_exemptions[${i}].reason_code`, e.reasonCode, e.taxCategory),
  );
  inv.items.forEach((item, i) =>
    pairing(
      `$.invoice.items[${i}].vat_exemption_reason_code`,
      item.vatExemptionReasonCode,
      item.taxCategory,
    ),
  );
}
