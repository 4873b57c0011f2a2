/**
 * Peppol (BIS Billing 3.0 and every PINT profile): identifiers in an ISO 6523 scheme with a
 * format rule must pass it — GLN check digits (PEPPOL-COMMON-R040 / ibr-068), Norwegian and
 * Swedish organisation numbers, Belgian enterprise numbers, ABNs, … (see
 * domain/codelists/identifier-schemes.ts). The official rules check electronic addresses
 * (BT-34 / BT-49), party identifiers (BT-29 / BT-46 / BT-60) and legal registration identifiers
 * (BT-30 / BT-47 / BT-61); a wrong check digit there makes generate's document fail, so validate
 * says so first, on the field.
 */
import type { Identifier } from '../../../gen/einvoice/v1/invoice_pb.js';
import { identifierSchemeProblem } from '../../domain/codelists/identifier-schemes.js';
import { parsePeppolId } from '../../domain/codelists/peppol-id.js';
import { COUNTRY_PROFILES, usesCountryProfile } from '../../formats/index.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** The rule families that judge a country profile's documents (PINT EU runs the PINT base rules and the aligned BIS rules). */
function families(ctx: CheckContext): readonly ('bis' | 'pint')[] {
  return (ctx.countryProfile ?? COUNTRY_PROFILES.standard_eu).ruleFamilies;
}

function checkOne(ctx: CheckContext, path: string, term: string, scheme: string, id: string): void {
  if (!scheme || !id || ctx.out.has(path)) return;
  for (const family of families(ctx)) {
    const problem = identifierSchemeProblem(scheme, id, family);
    if (!problem) continue;
    ctx.out.add(
      path,
      IssueCode.INVALID_FORMAT,
      `${term} ${scheme}:${id} is not a valid ${problem.scheme.name} (${problem.rule})`,
      problem.scheme.expected,
    );
    return;
  }
}

function checkIdentifier(
  ctx: CheckContext,
  path: string,
  term: string,
  identifier: Identifier | undefined,
): void {
  if (identifier) checkOne(ctx, path, term, identifier.scheme, identifier.id);
}

/** Checks every scheme-bearing identifier of a Peppol invoice. */
export function checkIdentifierSchemes(ctx: CheckContext): void {
  if (!usesCountryProfile(ctx.format)) return;
  const inv = ctx.invoice;
  for (const [role, party, terms] of [
    ['seller', inv.seller, ['BT-34', 'BT-29', 'BT-30']],
    ['buyer', inv.buyer, ['BT-49', 'BT-46', 'BT-47']],
  ] as const) {
    if (!party) continue;
    const address = party.peppolId ? parsePeppolId(party.peppolId) : undefined;
    if (address?.ok)
      checkOne(
        ctx,
        `$.invoice.${role}.peppol_id`,
        `${terms[0]} electronic address`,
        address.value.scheme,
        address.value.id,
      );
    party.identifiers.forEach((identifier, i) =>
      checkIdentifier(
        ctx,
        `$.invoice.${role}.identifiers[${i}].id`,
        `${terms[1]} identifier`,
        identifier,
      ),
    );
    checkIdentifier(
      ctx,
      `$.invoice.${role}.legal_registration.id`,
      `${terms[2]} legal registration`,
      party.legalRegistration,
    );
  }
  checkIdentifier(
    ctx,
    '$.invoice.payee.identifier.id',
    'BT-60 payee identifier',
    inv.payee?.identifier,
  );
  checkIdentifier(
    ctx,
    '$.invoice.payee.legal_registration.id',
    'BT-61 payee legal registration',
    inv.payee?.legalRegistration,
  );
}
