/**
 * PINT A-NZ (aligned-ibr-001/002/004/005-aunz): an Australian party's legal registration (BT-30
 * seller, BT-47 buyer) is its ABN (scheme 0151), a New Zealand party's its NZBN (0088). Without
 * one, the writer derives it from a 0151/0088 peppol_id or an ABN vat_id (or reports the profile's
 * known issue); a registration given in another scheme would be written instead and fail the
 * rule, so it is refused here, at the JSON path of the scheme. The countries, schemes and rule
 * ids are the profile's LegalIdRule rows (src/formats/ubl-profiles.ts).
 */
import type { Party } from '../../../gen/einvoice/v1/invoice_pb.js';
import { PINT_PROFILES } from '../../formats/ubl-profiles.js';
import { blank, peppolProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** The A-NZ registration checks of the seller and the buyer. */
export function checkAunzRegistrations(ctx: CheckContext): void {
  const jurisdiction = peppolProfile(ctx)?.pintJurisdiction;
  if (jurisdiction !== 'au' && jurisdiction !== 'nz') return;
  const rules = PINT_PROFILES[jurisdiction].legalIds.filter((r) => r.required);
  for (const role of ['seller', 'buyer'] as const) {
    const party: Party | undefined = ctx.invoice[role];
    const reg = party?.legalRegistration;
    if (!reg || blank(reg.id)) continue;
    const rule = rules.find((r) => r.country === party?.country.trim().toUpperCase());
    const path = `$.invoice.${role}.legal_registration.scheme`;
    if (!rule?.required || rule.schemes.includes(reg.scheme.trim()) || ctx.out.has(path)) continue;
    ctx.out.add(
      path,
      IssueCode.INVALID_VALUE,
      `PINT A-NZ identifies ${rule.country === 'AU' ? 'an Australian' : 'a New Zealand'} ${role} by its ${rule.required.register}: the legal registration's scheme is ${rule.schemes.join(' or ')}, not ${reg.scheme.trim() || 'none'} (IBT-0${role === 'seller' ? '30' : '47'}, ${rule.required[role]})`,
      rule.schemes.join(', '),
    );
  }
}
