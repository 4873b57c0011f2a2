/**
 * The Norwegian rule inside Peppol BIS Billing 3, checked before generation so that generate
 * refuses what the official rules would reject: NO-R-001, a seller VAT id (BT-31) starting NO is
 * NO, a valid organisation number (nine digits, MOD 11) and MVA. It keys on the Schematron's
 * supplier country (the VAT id's prefix, else the postal country), the buyer plays no part.
 * NO-R-002 ("Foretaksregisteret" as BT-32) is a warning: the official rules accept the document.
 */
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import {
  NationalFindings,
  peppolNationalRulesApply,
  writtenVat,
} from './peppol-national-context.js';

/** u:mod11 of the Peppol Schematron: weights 2..7 from the right, the last digit the check. */
export function norwegianMod11(value: string): boolean {
  if (!/^\d+$/.test(value) || Number(value) <= 0) return false;
  const body = value.slice(0, -1).split('').reverse().map(Number);
  const sum = body.reduce((s, d, i) => s + d * ((i % 6) + 2), 0);
  return (11 - (sum % 11)) % 11 === Number(value.at(-1));
}

export function checkNorwegianPeppolRules(ctx: CheckContext): void {
  if (!peppolNationalRulesApply(ctx)) return;
  const vat = writtenVat(ctx.invoice.seller);
  if (!vat.startsWith('NO')) return;
  const f = new NationalFindings();
  if (!/^[0-9]{9}MVA$/.test(vat.slice(2)) || !norwegianMod11(vat.slice(2, 11)))
    f.add(
      '$.invoice.seller.vat_id',
      IssueCode.INVALID_FORMAT,
      'NO-R-001',
      'a VAT id of NO, a valid organisation number (9 digits, MOD 11) and MVA, e.g. NO987654325MVA',
    );
  f.flush(ctx, 'for a Norwegian supplier the Peppol national rules require');
}
