/**
 * PINT AE's rules on a party addressed by the UAE's own scheme (EAS 0235, peppol_id "0235:…")
 * and on the deliver-to address its transaction type asks for; refused here rather than written
 * and rejected:
 * - a buyer whose 0235 address is not a TRN-based one (1… or 9…) states its tax identifier
 *   (BT-48, ibr-149-ae); a seller's missing legal registration (ibr-150-ae) stays one of the
 *   preview profile's documented known issues (known-profile-issues.ts), returned as a warning;
 * - a legal registration beside a 0235 address states the type of its issuing authority
 *   (BTAE-15 / BTAE-16: ibr-181-ae, ibr-180-ae) from the UAE list (TL, EID, PAS, CD; the buyer's
 *   list adds CL: ibr-173-ae, ibr-183-ae), and a trade licence (TL) its authority's name
 *   (BTAE-12 / BTAE-11, ibr-172-ae, ibr-101-ae);
 * - a reverse-charge line wants the buyer's VAT identifier (ibr-103-ae);
 * - the seller's tax registration (BT-32) is its TIN, 10 digits starting with 1 (ibr-148-ae);
 * - a buyer's tax number, under a scheme other than VAT, needs the seller's TIN (ibr-133-ae);
 * - an e-commerce supply (BTAE-02 XXXXXX1X) and an export delivered outside the UAE (XXXXXXX1)
 *   state the deliver-to address line 1, city and emirate (ibr-142-ae, ibr-152-ae).
 */
import { blank, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** The authority types of a seller's registration (ibr-173-ae); a buyer's may also be CL (ibr-183-ae). */
const SELLER_AUTHORITY_TYPES: ReadonlySet<string> = new Set(['TL', 'EID', 'PAS', 'CD']);
const BUYER_AUTHORITY_TYPES: ReadonlySet<string> = new Set([...SELLER_AUTHORITY_TYPES, 'CL']);

/** A UAE TIN, the seller's tax registration (ibr-148-ae): 10 digits starting with 1. */
const AE_TIN = /^1\d{9}$/;

/** The UAE's own electronic address scheme. */
const UAE_EAS = '0235';

function add(ctx: CheckContext, path: string, code: IssueCode, message: string): void {
  if (!ctx.out.has(path)) ctx.out.add(path, code, message);
}

function checkParty(ctx: CheckContext, role: 'seller' | 'buyer'): void {
  const party = ctx.invoice[role];
  if (!party) return;
  const base = `$.invoice.${role}`;
  const type = party.legalRegistrationAuthorityType.trim().toUpperCase();
  if (type === 'TL' && blank(party.legalRegistrationAuthority))
    add(
      ctx,
      `${base}.legal_registration_authority`,
      IssueCode.REQUIRED,
      `a trade licence (TL) names its issuing authority (${role === 'seller' ? 'BTAE-12, ibr-172-ae' : 'BTAE-11, ibr-101-ae'}): give the ${role}'s legal_registration_authority`,
    );
  // A reverse-charge line wants the buyer's tax identifier (ibr-103-ae).
  if (
    role === 'buyer' &&
    blank(party.vatId) &&
    blank(party.taxRegistrationId) &&
    ctx.invoice.items.some((i) => i.taxCategory.trim().toUpperCase() === 'AE')
  )
    add(
      ctx,
      `${base}.vat_id`,
      IssueCode.REQUIRED,
      'a reverse-charge line (AE) wants the buyer VAT identifier (BT-48, ibr-103-ae)',
    );
  // The seller's tax registration (BT-32) is its TIN: 10 digits starting with 1 (ibr-148-ae).
  if (
    role === 'seller' &&
    !blank(party.taxRegistrationId) &&
    !AE_TIN.test(party.taxRegistrationId.trim())
  )
    add(
      ctx,
      `${base}.tax_registration_id`,
      IssueCode.INVALID_FORMAT,
      "the seller's tax registration is its TIN: 10 digits starting with 1 (BT-32, ibr-148-ae)",
    );
  // Every tax scheme the document states is VAT unless the seller states its TIN (ibr-133-ae):
  // the buyer's tax number goes under its own scheme (TAX unless given as VAT).
  const sellerTin = AE_TIN.test(ctx.invoice.seller?.taxRegistrationId.trim() ?? '');
  if (
    role === 'buyer' &&
    !blank(party.taxRegistrationId) &&
    party.taxRegistrationScheme.trim().toUpperCase() !== 'VAT' &&
    !sellerTin
  )
    add(
      ctx,
      `${base}.tax_registration_id`,
      IssueCode.INVALID_VALUE,
      "the buyer's tax number is stated under a scheme other than VAT, which PINT AE accepts only beside the seller's TIN (ibr-133-ae): give the seller's tax_registration_id (10 digits starting with 1), or the buyer's vat_id instead",
    );
  const [scheme, ...rest] = party.peppolId.split(':');
  if (scheme?.trim() !== UAE_EAS) return;
  const endpoint = rest.join(':').trim();
  const trnBased = /^[19]/.test(endpoint);
  const registered = !blank(party.legalRegistration?.id);
  if (role === 'buyer' && !trnBased && blank(party.vatId) && blank(party.taxRegistrationId))
    add(
      ctx,
      `${base}.vat_id`,
      IssueCode.REQUIRED,
      'a buyer with a 0235 peppol_id that is not its TRN (1… or 9…) states its tax identifier (BT-48, ibr-149-ae)',
    );
  if (!registered) return;
  const typePath = `${base}.legal_registration_authority_type`;
  const rule = role === 'seller' ? 'ibr-181-ae' : 'ibr-180-ae';
  const types = role === 'seller' ? SELLER_AUTHORITY_TYPES : BUYER_AUTHORITY_TYPES;
  if (!type)
    add(
      ctx,
      typePath,
      IssueCode.REQUIRED,
      `the ${role}'s legal registration beside a 0235 peppol_id states the type of its authority (${[...types].join(', ')}; ${rule})`,
    );
  else if (
    !types.has(type) &&
    (role === 'seller' ? party.country.trim().toUpperCase() === 'AE' : !trnBased)
  )
    add(
      ctx,
      typePath,
      IssueCode.INVALID_VALUE,
      `the type of the ${role}'s registration authority is one of ${[...types].join(', ')} (${role === 'seller' ? 'ibr-173-ae' : 'ibr-183-ae'})`,
    );
}

/** The deliver-to address an e-commerce supply or an export asks for (ibr-142-ae, ibr-152-ae). */
function checkDelivery(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const flags = inv.transactionTypeFlags.trim();
  if (!/^[01]{8}$/.test(flags)) return;
  const address = inv.delivery?.address;
  const rule =
    flags[6] === '1'
      ? 'ibr-142-ae: an e-commerce supply'
      : flags[7] === '1' && address?.country.trim().toUpperCase() !== 'AE'
        ? 'ibr-152-ae: an export delivered outside the UAE'
        : undefined;
  if (!rule) return;
  for (const [field, value] of [
    ['street', address?.street],
    ['city', address?.city],
    ['country_subdivision', address?.countrySubdivision],
  ] as const)
    if (blank(value))
      add(
        ctx,
        `$.invoice.delivery.address.${field}`,
        IssueCode.REQUIRED,
        `the deliver-to address line 1, city and emirate are required (BT-75, BT-77, BT-79; ${rule})`,
      );
}

/** PINT AE's 0235 party and deliver-to rules. */
export function checkAeParties(ctx: CheckContext): void {
  checkParty(ctx, 'seller');
  checkParty(ctx, 'buyer');
  checkDelivery(ctx);
}
