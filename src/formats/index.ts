/**
 * The format registry: the public surface of src/formats (format → syntax, container, file
 * names, version; the rows of format × CII profile × country profile with their BT-24, label and
 * rule sets; the Peppol country profiles; the `auto` choice).
 */
export {
  FORMATS,
  FORMAT_IDS,
  EN_RULE_PROTO_CHECKS,
  appliesEnRule,
  groupsByLineExemption,
  CII_PROFILE_LABELS,
  DEFAULT_CII_PROFILE,
  documentSyntax,
  followsGermanCius,
  formatInfo,
  isCiiProfileHybrid,
  isFormatId,
  isCiiProfile,
  takesProfile,
  usesCountryProfile,
  writesCii,
} from './format-registry.js';
export {
  FORMAT_ROWS,
  acceptedLabel,
  acceptingRow,
  countryProfileOfDocument,
  countryProfileOfGuideline,
  formatRow,
  profileLabel,
  writtenProfileLabel,
  rowOfDocument,
  SELF_BILLED_TYPE_CODES,
  ublProfileOfGuideline,
  xmpLabel,
} from './format-rows.js';
export type { FormatRow, RowQuery, ReadDocument } from './format-rows.js';
export { hybridFormat, readDocumentFormat, readGuideline } from './read-document.js';
export type {
  DocumentFormat,
  GuidelineInfo,
  HybridOrigin,
  HybridXmp,
  ReadVersion,
} from './read-document.js';
export type { InputRequirement } from './input-requirements.js';
export type {
  FormatId,
  FormatInfo,
  Syntax,
  Container,
  CiiProfile,
  WaivableEnRule,
} from './format-registry.js';
export {
  COUNTRY_PROFILES,
  COUNTRY_PROFILE_TAX_CATEGORY_SETS,
  allowedTaxCategories,
  PEPPOL_BIS3_PROFILE_ID,
  PINT_PROFILE_ID,
  isCountryProfileId,
  resolveCountryProfile,
} from './country-profiles.js';
export type {
  CountryProfile,
  CountryProfileId,
  PintJurisdiction,
  ResolvedCountryProfile,
} from './country-profiles.js';
export {
  UBL_COUNTRY_PROFILES,
  isUblCountryProfileId,
  resolveUblCountryProfile,
} from './ubl-country-profiles.js';
export type { UblCountryProfile, UblCountryProfileId } from './ubl-country-profiles.js';
export { chooseFormat, AUTO_RULES } from './choose-format.js';
export type { ChoiceParty, ChoiceRequest, FormatChoice } from './choose-format.js';
