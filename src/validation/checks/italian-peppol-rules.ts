/**
 * The Italian rules inside Peppol BIS Billing 3 (IT-R-*), checked before generation so that
 * generate refuses what the official rules would reject, each at the JSON path of the value to
 * give, its message naming the rule. They key on the Schematron's supplier country (the seller
 * VAT id's prefix, else the tax representative's, else the postal country); the buyer plays no
 * part:
 * - IT-R-001: a seller tax registration (BT-32, any scheme but VAT) of 11 to 16 capital letters
 *   and digits (the codice fiscale);
 * - IT-R-002, IT-R-003, IT-R-004: the seller's street (BT-35), city (BT-37) and post code (BT-38).
 * The Peppol writer states no codice_fiscale: BT-32 is seller.tax_registration_id.
 */
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import {
  NationalFindings,
  normalizeSpace,
  peppolNationalRulesApply,
  supplierCountry,
} from './peppol-national-context.js';

export function checkItalianPeppolRules(ctx: CheckContext): void {
  const inv = ctx.invoice;
  if (!peppolNationalRulesApply(ctx) || supplierCountry(inv) !== 'IT') return;
  const f = new NationalFindings();
  const seller = inv.seller;
  const tax = seller?.taxRegistrationId.trim() ?? '';
  const scheme = seller?.taxRegistrationScheme.trim().toUpperCase() ?? '';
  if (tax && scheme !== 'VAT' && !/^[A-Z0-9]{11,16}$/.test(normalizeSpace(tax)))
    f.add(
      '$.invoice.seller.tax_registration_id',
      IssueCode.INVALID_FORMAT,
      'IT-R-001',
      'a seller tax registration (BT-32) of 11 to 16 capital letters and digits',
    );
  const need = [
    ['street', 'IT-R-002', 'the seller street (BT-35)'],
    ['city', 'IT-R-003', 'the seller city (BT-37)'],
    ['postal_code', 'IT-R-004', 'the seller post code (BT-38)'],
  ] as const;
  const value = { street: seller?.street, city: seller?.city, postal_code: seller?.postalCode };
  for (const [field, rule, what] of need)
    if (!value[field]?.trim()) f.add(`$.invoice.seller.${field}`, IssueCode.REQUIRED, rule, what);
  f.flush(ctx, 'for an Italian supplier the Peppol national rules require');
}
