/**
 * An address's country_subdivision_code (deliver-to, tax representative, third party) is written
 * in PINT OM only, as its examples state it (cbc:CountrySubentityCode). Elsewhere no format writes
 * it: NOT_CARRIED, never dropped silently. The seller's and buyer's codes (BTOM-024 / BTOM-026)
 * are party terms (public-terms.ts).
 */
import { peppolProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

export function checkAddressCodeCarriage(ctx: CheckContext): void {
  if (peppolProfile(ctx)?.id === 'pint_om') return;
  const inv = ctx.invoice;
  for (const [path, address] of [
    ['$.invoice.delivery.address', inv.delivery?.address],
    ['$.invoice.tax_representative.address', inv.taxRepresentative?.address],
    ['$.invoice.third_party.address', inv.thirdParty?.address],
    ['$.invoice.payee.address', inv.payee?.address],
    ['$.invoice.invoicee.address', inv.invoicee?.address],
  ] as const) {
    const at = `${path}.country_subdivision_code`;
    if (!address?.countrySubdivisionCode.trim() || ctx.out.has(at)) continue;
    ctx.out.add(
      at,
      IssueCode.NOT_CARRIED,
      "an address's subdivision code is written for country_profile pint_om only: generate it as peppol with that profile, or leave the field out",
    );
  }
}
