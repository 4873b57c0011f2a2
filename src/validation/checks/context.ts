/**
 * What every check needs to know about one request, resolved once: the invoice, the format it
 * would be generated in (after `auto`), the CII profile, the Peppol country profile, the format
 * registry row of the document, the party countries with the public defaults applied, and the
 * issue collector.
 */
import type { Invoice } from '../../../gen/einvoice/v1/invoice_pb.js';
import {
  FORMATS,
  usesCountryProfile,
  type CiiProfile,
  type CountryProfile,
  type FormatId,
  type FormatRow,
  type Syntax,
  type UblCountryProfile,
} from '../../formats/index.js';
import type { CiiWriterProfile } from '../../formats/cii-profiles.js';
import { PINT_PROFILES, type UblProfile } from '../../formats/ubl-profiles.js';
import type { LegalWarning } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { fromNumber } from '../../domain/decimal.js';
import { DEFAULT_VAT_RATE } from '../../domain/defaults.js';
import { deriveTaxCategory } from '../../domain/tax-category.js';
import type { IssueCollector } from './issues.js';
import type { JudgingCodeLists } from './judging-code-lists.js';

/** The resolved facts of one request. */
export interface CheckContext {
  invoice: Invoice;
  /** The format generate would produce (never auto). */
  format: FormatId;
  /** The format as requested ('' and 'auto' mean automatic). */
  requestedFormat: string;
  /** The syntax of the document generate returns (CII for an XRechnung asked for with syntax cii). */
  syntax: Syntax | 'none';
  /** The CII profile (default en16931). */
  ciiProfile: CiiProfile;
  /** The resolved country profile, for format peppol. */
  countryProfile?: CountryProfile;
  /** The national CIUS of format ubl the request chose (country_profile hr_cius, cius_ro, cius_pt). */
  ublCountryProfile?: UblCountryProfile;
  /** The registry row of the document generate would write (none for the plain PDF). */
  row?: FormatRow;
  /** BT-40 with the default (DE) applied. */
  sellerCountry: string;
  /** BT-55 with the default (DE) applied. */
  buyerCountry: string;
  out: IssueCollector;
  /** The code lists of the rule-set release in force on the document's date, where its rule set has dated releases. */
  judgingLists?: JudgingCodeLists;
  /** Findings that do not make the request invalid (format.warnings), e.g. a VAT id off its national pattern. */
  notes: LegalWarning[];
}

/** The Peppol country profile whose rules judge the document: the resolved one where the format has country profiles (peppol), else none. */
export function peppolProfile(
  ctx: Pick<CheckContext, 'format' | 'countryProfile'>,
): CountryProfile | undefined {
  return usesCountryProfile(ctx.format) ? ctx.countryProfile : undefined;
}

/** The UBL profile of the document's PINT country profile, where it is written in UBL. */
export function pintUblProfile(
  ctx: Pick<CheckContext, 'syntax' | 'format' | 'countryProfile'>,
): UblProfile | undefined {
  const jurisdiction = ctx.syntax === 'ubl' ? peppolProfile(ctx)?.pintJurisdiction : undefined;
  return jurisdiction ? PINT_PROFILES[jurisdiction] : undefined;
}

/**
 * The CII profile the document is written at: the one the format's CII writer fixes (XRechnung in
 * CII), else the requested one.
 */
export function writtenCiiProfile(
  ctx: Pick<CheckContext, 'format' | 'ciiProfile'>,
): CiiWriterProfile {
  return FORMATS[ctx.format].ciiWriter?.profile ?? ctx.ciiProfile;
}

/** Whether a string is missing or only whitespace. */
export function blank(s: string | undefined): boolean {
  return s === undefined || s.trim() === '';
}

/** The XRechnung rule sets (KoSIT), one per syntax. */
export const XRECHNUNG_RULE_SETS: ReadonlySet<string> = new Set(['xrechnung-ubl', 'xrechnung-cii']);

/** Whether one of these rule sets judges the document the context describes. */
export function judgedBy(ctx: Pick<CheckContext, 'row'>, ruleSets: ReadonlySet<string>): boolean {
  return ctx.row?.ruleSetIds.some((id) => ruleSets.has(id)) ?? false;
}

/** The VAT categories of the lines, allowances and charges (a line's derived from its rate when not given). */
export function usedCategories(inv: CheckContext['invoice']): Set<string> {
  return new Set([
    ...inv.items.map((i) =>
      deriveTaxCategory(i.taxCategory, fromNumber(i.vatRate ?? DEFAULT_VAT_RATE)),
    ),
    ...[...inv.allowances, ...inv.charges].map((a) => a.taxCategory.trim().toUpperCase()),
  ]);
}
