/**
 * Seller (BG-4) and buyer (BG-7) checks: name not blank (BT-27 / BT-44), country in the full
 * ISO 3166-1 list (BT-40 / BT-55, BR-CL-14), VAT id prefix and national shape (BT-31 / BT-48),
 * the seller's VAT id required (the public API; BR-CO-26 / BR-S-02), Peppol participant ids with
 * a known EAS code (BT-34 / BT-49, BR-CL-25) and codici fiscali with their check character.
 */
import type { Party } from '../../../gen/einvoice/v1/invoice_pb.js';
import { COUNTRY_CODES_SET } from '../../domain/codelists/country-codes.generated.js';
import { isValidCodiceFiscale } from '../../domain/codelists/codice-fiscale.js';
import { parsePeppolId } from '../../domain/codelists/peppol-id.js';
import { checkVatId } from '../../domain/codelists/vat-id.js';
import { blank, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** The role of a party, as it appears in JSON paths. */
export type Role = 'seller' | 'buyer';

/** The message when the seller has no VAT id, worded for the format and profile. */
function sellerVatIdRequiredMessage(ctx: CheckContext): string {
  if (ctx.ciiProfile === 'en16931' && ctx.format === 'zugferd') return 'VAT id required for ZUGFeRD EN16931 profile';
  if (ctx.ciiProfile === 'en16931' && ctx.format === 'facturx') return 'VAT id required for Factur-X EN16931 profile';
  return 'seller VAT id is required';
}

/** Whether any line is "not subject to VAT" (O), which forbids VAT ids (BR-O-02). */
function hasNotSubjectLine(ctx: CheckContext): boolean {
  return ctx.invoice.items.some((i) => i.taxCategory === 'O');
}

/** Checks one party (absent parties are reported by the proto rules). */
export function checkParty(ctx: CheckContext, role: Role, party: Party | undefined): void {
  if (!party) return;
  const { out } = ctx;
  const base = `$.invoice.${role}`;
  if (blank(party.name)) out.add(`${base}.name`, IssueCode.REQUIRED, `${role} name is required`);

  const country = role === 'seller' ? ctx.sellerCountry : ctx.buyerCountry;
  if (!out.has(`${base}.country`) && !COUNTRY_CODES_SET.has(country)) {
    out.add(`${base}.country`, IssueCode.INVALID_CODE, 'invalid country code', 'ISO 3166-1 alpha-2, e.g. DE');
  }

  const vatPath = `${base}.vat_id`;
  if (blank(party.vatId)) {
    if (role === 'seller' && !hasNotSubjectLine(ctx)) out.add(vatPath, IssueCode.REQUIRED, sellerVatIdRequiredMessage(ctx));
  } else if (!out.has(vatPath)) {
    const check = checkVatId(party.vatId);
    if (!check.valid) out.add(vatPath, IssueCode.INVALID_FORMAT, `invalid VAT id: ${check.reason}`, 'country prefix and national number, e.g. DE123456789');
  }

  if (party.peppolId !== '' && !out.has(`${base}.peppol_id`)) {
    const parsed = parsePeppolId(party.peppolId);
    if (!parsed.ok) out.add(`${base}.peppol_id`, IssueCode.INVALID_FORMAT, `invalid Peppol id: ${parsed.reason}`, '<EAS code>:<identifier>, e.g. 0088:1234567890123');
  }

  if (party.codiceFiscale !== '' && !out.has(`${base}.codice_fiscale`) && !isValidCodiceFiscale(party.codiceFiscale.toUpperCase())) {
    out.add(`${base}.codice_fiscale`, IssueCode.INVALID_FORMAT, 'invalid codice fiscale: the check character or check digit does not match', '16-character personal code or 11-digit partita IVA with a valid check character');
  }
}
