/**
 * Seller (BG-4) and buyer (BG-7) checks: name not blank (BT-27 / BT-44; BT-44 not for a format
 * whose row waives BR-7), country in the full
 * ISO 3166-1 list (BT-40 / BT-55, BR-CL-14), VAT id prefix (BT-31 / BT-48, BR-CO-09), the
 * seller's VAT id required (the public API; BR-CO-26 / BR-S-02; not for O or SG NG lines, nor for
 * an A-NZ seller with its ABN/NZBN as peppol_id, nor for a seller identified by BT-29 or BT-30), Peppol participant ids with a
 * known EAS code (BT-34 / BT-49, BR-CL-25) and codici fiscali with their check character.
 *
 * A VAT id whose prefix is right but whose national part is off that country's pattern (e.g.
 * DE1111111) is a warning, not an error: EN 16931 asks only for the prefix (BR-CO-09), the
 * official examples use such numbers, and refusing them would refuse invoices the official rules
 * accept. Outside the EU the PINT profiles carry national tax numbers without an ISO prefix (SG GST
 * registration numbers, MY TINs, AU ABNs, NZ GST numbers): those get a coarse shape check only.
 */
import type { Party } from '../../../gen/einvoice/v1/invoice_pb.js';
import { COUNTRY_CODES_SET } from '../../domain/codelists/country-codes.generated.js';
import { isValidCodiceFiscale } from '../../domain/codelists/codice-fiscale.js';
import { REGIME_FISCALE, REGIME_FISCALE_RANGE } from '../../domain/codelists/fatturapa-codes.js';
import { PEPPOL_BIS_EAS_CODES, parsePeppolId } from '../../domain/codelists/peppol-id.js';
import { checkVatId, normalizeVatId } from '../../domain/codelists/vat-id.js';
import {
  appliesEnRule,
  FORMATS,
  isCiiProfileHybrid,
  usesCountryProfile,
} from '../../formats/index.js';
import { blank, peppolProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import {
  codeListFor,
  nationalCodeList,
  nationalCodePattern,
  nationalExpected,
  nationalVatIdShape,
} from './national-code-lists.js';
import { legalWarning } from './legal-warnings.js';

/** The role of a party, as it appears in JSON paths. */
export type Role = 'seller' | 'buyer';

/** The message when the seller has no VAT id, worded for the format and profile. */
function sellerVatIdRequiredMessage(ctx: CheckContext): string {
  if (ctx.ciiProfile === 'en16931' && isCiiProfileHybrid(ctx.format))
    return `VAT id required for ${FORMATS[ctx.format].name} EN16931 profile`;
  return 'seller VAT id is required';
}

/**
 * Categories whose seller has no VAT id to give: O "not subject to VAT" forbids it (BR-O-02), and
 * PINT SG NG is a seller not registered for GST.
 */
const NO_SELLER_TAX_ID_CATEGORIES = new Set(['O', 'NG']);

/** Whether any line is of a category whose seller has no VAT id. */
function hasNotSubjectLine(ctx: CheckContext): boolean {
  return ctx.invoice.items.some((i) => NO_SELLER_TAX_ID_CATEGORIES.has(i.taxCategory));
}

/**
 * PINT A-NZ: the GST number (BT-31) is optional; the seller is identified by its ABN or NZBN,
 * which generate writes as the legal registration id (BT-30) from peppol_id (BR-CO-26).
 */
function sellerIdentifiedByRegistration(ctx: CheckContext, party: Party): boolean {
  return (
    (peppolProfile(ctx)?.registrationIdentifiesSeller ?? false) &&
    /^(0151|0088):/.test(party.peppolId)
  );
}

/**
 * BR-CO-26: a seller identifier (BT-29) or legal registration id (BT-30) identifies the seller
 * without a VAT id. Whether its VAT categories then need a tax id (BR-S-02 accepts the tax
 * registration id BT-32 or a tax representative's BT-63) is the domain's category rule.
 */
function identifiedOtherwise(party: Party): boolean {
  return party.identifiers.some((i) => !blank(i.id)) || !blank(party.legalRegistration?.id);
}

/** Letters, digits and the separators national tax numbers use, after normalizeVatId. */
const NATIONAL_TAX_ID = /^[0-9A-Z+*/]{2,20}$/;

/** Whether a tax id without ISO prefix is a national number the Peppol country profile accepts (a JP T-number, an AE TRN). */
export function nationalTaxIdAccepted(ctx: CheckContext, vatId: string): boolean {
  // The Peppol profiles whose tax ids are national numbers, usually without an ISO prefix (nationalTaxIds).
  return Boolean(peppolProfile(ctx)?.nationalTaxIds && NATIONAL_TAX_ID.test(normalizeVatId(vatId)));
}

const VAT_ID_BASIS =
  'Council Directive 2006/112/EC, art. 214 and 215 (VAT identification numbers carry the ISO 3166 alpha-2 prefix of the Member State of issue); EN 16931-1 BR-CO-09';

/** BT-31 / BT-48: errors for a missing or unknown prefix, a warning for an off-pattern national part. */
function checkVatIdShape(ctx: CheckContext, role: Role, vatPath: string, vatId: string): void {
  const check = checkVatId(vatId);
  // A national CIUS whose rules state the shape (CIUS-PT DT-CIUS-PT-029 / 046.1: a prefix of
  // their list, at most 50 characters) judges by it alone: its documents are accepted so.
  const national = nationalVatIdShape(ctx, vatId);
  if (national && !national.ok) {
    ctx.out.add(
      vatPath,
      IssueCode.INVALID_FORMAT,
      `invalid VAT id: ${ctx.ublCountryProfile!.label} takes ${national.expected}`,
      national.expected,
    );
    return;
  }
  if (check.valid) return;
  if (national) {
    ctx.notes.push(
      legalWarning(
        'VAT_ID_NATIONAL_FORMAT',
        'warning',
        `${role} VAT id ${vatId} is no VAT number in a known shape (${check.reason}); ${ctx.ublCountryProfile!.label} requires only ${national.expected}, so it is written as given: please check it`,
        VAT_ID_BASIS,
      ),
    );
    return;
  }
  if (check.nationalPattern) {
    ctx.notes.push(
      legalWarning(
        'VAT_ID_NATIONAL_FORMAT',
        'warning',
        `${role} VAT id ${vatId} does not follow the national format (${check.reason}); EN 16931 requires only the country prefix (BR-CO-09), so it is accepted: please check the number`,
        VAT_ID_BASIS,
      ),
    );
    return;
  }
  if (nationalTaxIdAccepted(ctx, vatId)) return;
  // Country profiles whose official rules put no shape on the buyer's tax id (BT-48, buyerTaxIdAsGiven):
  // PINT JP checks only the seller's T-number (aligned-ibr-jp-01), and its examples state the
  // buyer's as ">T3210987654321". What the caller gives is written as given, with a warning.
  if (role === 'buyer' && peppolProfile(ctx)?.buyerTaxIdAsGiven) {
    ctx.notes.push(
      legalWarning(
        'VAT_ID_NATIONAL_FORMAT',
        'warning',
        `buyer tax id ${vatId} is no tax number in a known shape; the ${ctx.countryProfile?.id} rules put none on BT-48, so it is written as given: please check it`,
        VAT_ID_BASIS,
      ),
    );
    return;
  }
  ctx.out.add(
    vatPath,
    IssueCode.INVALID_FORMAT,
    `invalid VAT id: ${check.reason}`,
    'country prefix and national number, e.g. DE123456789',
  );
}

/** An e-mail address: local@domain, no spaces. */
const EMAIL = /^[^@\s]+@[^@\s]+$/;

/**
 * BT-43 / BT-58: EN 16931 and the Peppol rules put no shape on the contact e-mail, and official
 * samples state placeholders ("Email address"): a value that is no e-mail address is written as
 * given with a warning (XRechnung warns too, BR-DE-28). FatturaPA's Email type and FA(3)'s
 * TAdresEmail (…@…, 3 characters at least) refuse it.
 */
function checkEmail(ctx: CheckContext, role: Role, email: string): void {
  if (blank(email) || EMAIL.test(email)) return;
  const path = `$.invoice.${role}.email`;
  if (ctx.syntax === 'fatturapa' || ctx.syntax === 'ksef') {
    if (!ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.INVALID_FORMAT,
        'invalid e-mail address',
        'an e-mail address, e.g. billing@example.com',
      );
    return;
  }
  ctx.notes.push(
    legalWarning(
      'EMAIL_NOT_AN_ADDRESS',
      'warning',
      `${role} e-mail ${JSON.stringify(email)} is no e-mail address; it is written as given (EN 16931 puts no shape on BT-43 / BT-58): please check it`,
      'EN 16931-1 BT-43 / BT-58 (Text, no syntax rule); XRechnung BR-DE-28 (warning)',
    ),
  );
}

/** Checks one party (absent parties are reported by the proto rules). */
export function checkParty(ctx: CheckContext, role: Role, party: Party | undefined): void {
  if (!party) return;
  const { out } = ctx;
  const base = `$.invoice.${role}`;
  // BT-44 (BR-7): a format whose structure has no BR-7 (FA(3): a simplified invoice) takes none.
  if (blank(party.name) && (role === 'seller' || appliesEnRule(ctx.format, 'BR-7')))
    out.add(`${base}.name`, IssueCode.REQUIRED, `${role} name is required`);

  // BT-40, BT-55: ISO 3166-1, or the national CIUS's older list (CIUS-PT DT-CIUS-PT-141, 142).
  const country = role === 'seller' ? ctx.sellerCountry : ctx.buyerCountry;
  const countries = codeListFor(ctx, 'countries', COUNTRY_CODES_SET, 'ISO 3166-1 alpha-2, e.g. DE');
  if (!out.has(`${base}.country`) && !countries.codes.has(country)) {
    out.add(`${base}.country`, IssueCode.INVALID_CODE, 'invalid country code', countries.expected);
  }

  const vatPath = `${base}.vat_id`;
  if (blank(party.vatId)) {
    if (
      role === 'seller' &&
      !hasNotSubjectLine(ctx) &&
      !sellerIdentifiedByRegistration(ctx, party) &&
      !identifiedOtherwise(party)
    )
      out.add(vatPath, IssueCode.REQUIRED, sellerVatIdRequiredMessage(ctx));
  } else if (!out.has(vatPath)) {
    checkVatIdShape(ctx, role, vatPath, party.vatId);
  }

  checkEmail(ctx, role, party.email);

  if (party.peppolId !== '' && !out.has(`${base}.peppol_id`)) {
    // BT-34 / BT-49 scheme: the EAS list (BR-CL-25), or a national CIUS's free form (CIUS-PT).
    // A list narrower than the EAS list where the rules judging the format state one (Factur-X).
    const addressSchemes = nationalCodeList(ctx, 'electronicAddressSchemes');
    const parsed = parsePeppolId(party.peppolId, {
      peppol: usesCountryProfile(ctx.format),
      nationalScheme: nationalCodePattern(ctx, 'electronicAddressScheme')?.pattern,
    });
    if (!parsed.ok)
      out.add(
        `${base}.peppol_id`,
        IssueCode.INVALID_FORMAT,
        `invalid Peppol id: ${parsed.reason}`,
        '<EAS code>:<identifier>, e.g. 0088:4000001000005',
      );
    else if (addressSchemes && !addressSchemes.codes.has(parsed.value.scheme))
      out.add(
        `${base}.peppol_id`,
        IssueCode.INVALID_VALUE,
        addressSchemes.ruleIds.includes('PEPPOL-EN16931-CL008')
          ? `EAS code ${parsed.value.scheme} is no Peppol participant scheme of the release that judges the document's date (${addressSchemes.ruleIds.join(' / ')})`
          : `EAS code ${parsed.value.scheme} is in the EN 16931 list but not in the narrower one of the rules ${addressSchemes.ruleIds.join(' / ')}`,
        nationalExpected(addressSchemes, 'the EAS codes'),
      );
    else if (
      // The list of the release in force (judging-code-lists.ts) states CL008 when installed.
      !addressSchemes &&
      peppolProfile(ctx)?.id === 'standard_eu' &&
      !PEPPOL_BIS_EAS_CODES.has(parsed.value.scheme)
    )
      out.add(
        `${base}.peppol_id`,
        IssueCode.INVALID_VALUE,
        `EAS code ${parsed.value.scheme} is an EN 16931 electronic address but no Peppol participant scheme (PEPPOL-EN16931-CL008)`,
        'a Peppol participant id, e.g. 0088:4000001000005 or 0204:991-12345-67',
      );
  }

  checkCodiceFiscale(ctx, role, party.codiceFiscale);
  checkRegimeFiscale(ctx, role, party.regimeFiscale);
  // The description of an industry classification names a code: without one it has nothing to name.
  const name = `$.invoice.${role}.industry_classification_name`;
  if (
    party.industryClassificationName.trim() &&
    !party.industryClassificationCode.trim() &&
    !ctx.out.has(name)
  )
    ctx.out.add(
      name,
      IssueCode.INVALID_VALUE,
      'industry_classification_name describes industry_classification_code (the MSIC code): give the code, or leave the name out',
    );
}

/**
 * RegimeFiscale: a code of the XSD's list, and the seller's only (CedentePrestatore states it,
 * CessionarioCommittente has no place for it): on the buyer it would be lost without a word.
 */
function checkRegimeFiscale(ctx: CheckContext, role: Role, regimeFiscale: string): void {
  const path = `$.invoice.${role}.regime_fiscale`;
  const code = regimeFiscale.trim().toUpperCase();
  if (code === '' || ctx.out.has(path)) return;
  if (role !== 'seller')
    ctx.out.add(
      path,
      IssueCode.INVALID_VALUE,
      "regime_fiscale is the seller's VAT regime (FatturaPA CedentePrestatore/RegimeFiscale): the buyer has none",
    );
  else if (!Object.hasOwn(REGIME_FISCALE, code))
    ctx.out.add(
      path,
      IssueCode.INVALID_CODE,
      `invalid regime_fiscale ${code}: not in the FatturaPA 1.2.2 list`,
      REGIME_FISCALE_RANGE,
    );
}

/** The FatturaPA XSD's CodiceFiscaleType: 11 to 16 letters or digits. */
const CODICE_FISCALE_SHAPE = /^[A-Z0-9]{11,16}$/;
const CODICE_FISCALE_BASIS =
  'FatturaPA 1.2.2 XSD CodiceFiscaleType ([A-Z0-9]{11,16}); SDI checks the code against the Anagrafe Tributaria (errors 00305/00306), which no check character can replace; DM 23/12/1976 (check character), DPR 605/1973 art. 2';

/**
 * CodiceFiscale: a value outside the XSD's shape is refused; a check character that does not
 * match is a warning only: the XSD accepts it, and SDI judges the code by its registry.
 */
function checkCodiceFiscale(ctx: CheckContext, role: Role, codiceFiscale: string): void {
  const path = `$.invoice.${role}.codice_fiscale`;
  const cf = codiceFiscale.trim().toUpperCase();
  if (cf === '' || ctx.out.has(path)) return;
  if (!CODICE_FISCALE_SHAPE.test(cf)) {
    ctx.out.add(
      path,
      IssueCode.INVALID_FORMAT,
      'invalid codice fiscale: 11 to 16 letters or digits',
      '16-character personal code or 11-digit partita IVA',
    );
  } else if (!isValidCodiceFiscale(cf)) {
    ctx.notes.push(
      legalWarning(
        'CODICE_FISCALE_CHECK_CHARACTER',
        'warning',
        `${role} codice fiscale ${cf}: the check character or check digit does not match; written as given, but SDI refuses a code its registry does not know: please check it`,
        CODICE_FISCALE_BASIS,
      ),
    );
  }
}
