/**
 * The code lists that judge a request: a national CIUS of UBL with rules of its own (CIUS-PT)
 * states some lists instead of EN 16931's (src/formats/cius-pt-code-lists.ts); every other
 * format and profile keeps the EN 16931 list the caller passes. The registry row's profile
 * decides, not the country.
 */
import type {
  NationalCodeList,
  NationalCodePattern,
  UblCountryCodeLists,
} from '../../formats/cius-pt-code-lists.js';
import { isKnownTaxCategory } from '../../domain/tax-category.js';
import { formatRow, SELF_BILLED_TYPE_CODES } from '../../formats/format-rows.js';
import type { CheckContext } from './context.js';
import { narrowedList } from './judging-code-lists.js';

export type ListKey =
  | 'identifierSchemes'
  | 'globalIdentifierSchemes'
  | 'electronicAddressSchemes'
  | 'currencies'
  | 'countries'
  | 'chargeReasons'
  | 'unitCodes'
  | 'itemClassificationLists'
  | 'mimeCodes'
  | 'taxCategories'
  | 'paymentMeans'
  | 'taxSchemes'
  | 'objectSchemes'
  | 'exemptionCodes'
  | 'vatPrefixes';
type PatternKey =
  | 'exemptionReasonCode'
  | 'electronicAddressScheme'
  | 'paymentMeansForm'
  | 'paymentMeansText'
  | 'paymentMeansTextForm'
  | 'remittanceInformation';

/**
 * The narrower list of this kind that judges the request: its UBL country profile's, else its
 * registry row's own (the Factur-X profiles' categories), if either states one; narrowed further
 * by the list of the rule-set release in force on the document's date (judging-code-lists.ts).
 */
export function nationalCodeList(
  ctx: Pick<CheckContext, 'ublCountryProfile' | 'row' | 'judgingLists'>,
  key: ListKey,
): NationalCodeList | undefined {
  const lists: UblCountryCodeLists | undefined =
    ctx.ublCountryProfile?.codeLists ?? ctx.row?.codeLists;
  return narrowedList(lists?.[key], ctx.judgingLists?.[key]);
}

/** Who states the narrower lists: the country profile's label, else the row's. */
const listOwner = (ctx: Pick<CheckContext, 'ublCountryProfile' | 'row'>): string =>
  ctx.ublCountryProfile?.label ??
  (ctx.row ? `${ctx.row.label} (rules ${ctx.row.ruleSetIds[0]})` : '');

/** The pattern of this kind the request's UBL country profile states, else its registry row's (Factur-X's VATEX spelling). */
export function nationalCodePattern(
  ctx: Pick<CheckContext, 'ublCountryProfile' | 'row'>,
  key: PatternKey,
): NationalCodePattern | undefined {
  return (ctx.ublCountryProfile?.codeLists ?? ctx.row?.codeLists)?.[key];
}

/** The expected text of a national list: its codes and the rule that states them. */
export function nationalExpected(list: NationalCodeList, label: string): string {
  if (list.expected) return `${list.expected} (${list.ruleIds.join(' / ')})`;
  const codes = [...list.codes];
  const shown = codes.length > 20 ? `${codes.slice(0, 8).join(', ')}, ...` : codes.join(', ');
  return `${label} of ${list.ruleIds.join(' / ')}: ${shown}`;
}

/**
 * The list that judges one kind of code: the national one where the profile states it, else the
 * EN 16931 list given; either narrowed by the list of the release in force (never widened).
 */
export function codeListFor(
  ctx: Pick<CheckContext, 'ublCountryProfile' | 'row' | 'judgingLists'>,
  key: ListKey,
  en: ReadonlySet<string>,
  enExpected: string,
): { codes: ReadonlySet<string>; expected: string } {
  const national = nationalCodeList(ctx, key);
  if (national && national !== ctx.judgingLists?.[key])
    return { codes: national.codes, expected: nationalExpected(national, listOwner(ctx)) };
  const release = narrowedList({ ruleIds: [], codes: en, expected: enExpected }, national);
  return release?.ruleIds.length
    ? { codes: release.codes, expected: nationalExpected(release, listOwner(ctx)) }
    : { codes: en, expected: enExpected };
}

/**
 * Why a category of the national list cannot be generated: one whose VAT arithmetic neither the
 * CIUS nor EN 16931 states (CIUS-PT RED, INT, NOR, ISE, OUT, IC) is refused rather than computed
 * by guess. Undefined when the category is computable or no national list applies.
 */
export function uncomputableCategory(
  ctx: Pick<CheckContext, 'ublCountryProfile' | 'row'>,
  code: string,
): { message: string; expected: string } | undefined {
  const list = nationalCodeList(ctx, 'taxCategories');
  if (!list?.codes.has(code) || isKnownTaxCategory(code)) return undefined;
  return {
    message: `tax category ${code} of ${listOwner(ctx)} is not supported: its VAT arithmetic is not stated by the rules, so it cannot be computed`,
    expected: `one of ${[...list.codes].filter(isKnownTaxCategory).join(', ')}`,
  };
}

/**
 * BT-3: the type codes a national CIUS takes instead of UNTDID 1001 (CIUS-PT: its invoice and
 * credit note lists, FT, FR, NC, ...), or the registry row's (the PINT rule sets' ibr-cl-01), with
 * the expected text; undefined when neither states one. A PINT jurisdiction with a self-billing
 * specification (A-NZ, MY, AE, OM) also takes that row's self-billed codes (389, 261): generate
 * writes those under its self-billing rules.
 */
export function nationalTypeCodes(
  ctx: Pick<CheckContext, 'ublCountryProfile' | 'row'>,
): { codes: ReadonlySet<string>; expected: string } | undefined {
  const lists = ctx.ublCountryProfile?.codeLists ?? ctx.row?.codeLists;
  if (!lists?.invoiceTypes) return undefined;
  const owner = listOwner(ctx);
  const credit = lists.creditNoteTypes;
  const selfBilled = selfBillingTypeCodes(ctx);
  return {
    codes: new Set([
      ...lists.invoiceTypes.codes,
      ...(credit?.codes ?? []),
      ...(selfBilled?.codes ?? []),
    ]),
    expected: `${nationalExpected(lists.invoiceTypes, owner)}${credit ? `; in a credit note ${nationalExpected(credit, owner)}` : ''}${selfBilled ? `; self-billed ${selfBilled.expected}` : ''}`,
  };
}

/** BT-3 389 and 261 as the self-billing row of the request's Peppol country profile takes them. */
function selfBillingTypeCodes(
  ctx: Pick<CheckContext, 'ublCountryProfile' | 'row'>,
): { codes: readonly string[]; expected: string } | undefined {
  const row = ctx.row;
  if (ctx.ublCountryProfile || !row?.countryProfile || row.selfBilling) return undefined;
  const sb = formatRow({
    format: row.format,
    syntax: row.syntax,
    countryProfile: row.countryProfile,
    selfBilling: true,
  });
  const lists = sb?.selfBilling ? sb.codeLists : undefined;
  if (!lists) return undefined;
  const codes = [
    ...(lists.invoiceTypes?.codes ?? []),
    ...(lists.creditNoteTypes?.codes ?? []),
  ].filter((code) => SELF_BILLED_TYPE_CODES.has(code));
  const rules = [
    ...new Set([...(lists.invoiceTypes?.ruleIds ?? []), ...(lists.creditNoteTypes?.ruleIds ?? [])]),
  ];
  return {
    codes,
    expected: `${sb!.label} (rules ${sb!.ruleSetIds[0]}) of ${rules.join(' / ')}: ${codes.join(', ')}`,
  };
}

/** Whether BT-3 makes the document a credit note by the national CIUS's credit note list (CIUS-PT 381, NC). */
export function isNationalCreditNote(
  ctx: Pick<CheckContext, 'ublCountryProfile'>,
  typeCode: string,
): boolean {
  return ctx.ublCountryProfile?.codeLists?.creditNoteTypes?.codes.has(typeCode.trim()) ?? false;
}

/**
 * BT-31, BT-48, BT-63: whether a VAT id has the shape the national CIUS's rules require (a
 * prefix of their ISO 3166-1 list, a length); undefined when the profile states no shape.
 */
export function nationalVatIdShape(
  ctx: Pick<CheckContext, 'ublCountryProfile'>,
  vatId: string,
): { ok: boolean; expected: string } | undefined {
  const rule = ctx.ublCountryProfile?.codeLists?.vatIdentifier;
  if (!rule) return undefined;
  const v = vatId.trim();
  return {
    ok: v.length <= rule.maxLength && rule.codes.has(v.slice(0, 2)),
    expected: `a country prefix of ${rule.ruleIds.join(' / ')} (ISO 3166-1 alpha-2) and at most ${rule.maxLength} characters, e.g. PT123456789`,
  };
}
