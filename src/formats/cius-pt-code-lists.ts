/**
 * The code lists of CIUS-PT 2.1.1 (Portugal, eSPap) that replace EN 16931's for format ubl with
 * country_profile cius_pt. CIUS-PT is a Schematron of its own (the `DT-CIUS-PT-*` datatype
 * rules), not a layer over the EN 16931 rules: where it states a list, its list judges the
 * document, e.g. the ISO 6523 scheme 0001 that the EN list lacks, the Portuguese tax categories
 * (AA lower rate, NA, ...) and the national payment means (TR, MB, ...). Each list names the rule
 * it comes from; a test compares every list with the official Schematron so they cannot drift.
 * Lists CIUS-PT does not restate (units, countries, VATEX) stay EN 16931's.
 */

/** One list of a national CIUS, with the rule that states it. */
export interface NationalCodeList {
  /** The rule id(s) of the official Schematron that hold this list. */
  ruleIds: readonly string[];
  codes: ReadonlySet<string>;
  /** What to ask for, where the codes are too many to list (ISO 4217 less one code). */
  expected?: string;
}

/** A free-format code a national CIUS restricts by length only (no list). */
export interface NationalCodePattern {
  ruleIds: readonly string[];
  pattern: RegExp;
  /** What the caller is told. */
  expected: string;
  /** The pattern judges only the values that start with this (a coded form among free text). */
  prefix?: string;
}

/**
 * The lists a national CIUS of UBL states instead of EN 16931's; a list left out keeps the
 * EN 16931 one. Read by the input checks through ublCountryCodeList (validation/checks).
 */
export interface UblCountryCodeLists {
  /** BT-29, BT-30, BT-46, BT-47, BT-60, BT-61, BT-71, BT-157 schemes (ISO 6523 ICD). */
  identifierSchemes?: NationalCodeList;
  /** BT-95, BT-102, BT-118, BT-151 VAT category codes. */
  taxCategories?: NationalCodeList;
  /** BT-3 type codes of an Invoice (its cbc:InvoiceTypeCode); the list replaces UNTDID 1001. */
  invoiceTypes?: NationalCodeList;
  /** BT-3 type codes written in a CreditNote (cbc:CreditNoteTypeCode) instead of an Invoice. */
  creditNoteTypes?: NationalCodeList;
  /** BT-81 payment means codes. */
  paymentMeans?: NationalCodeList;
  /**
   * The tax schemes a line may state instead of the document's (LineItem.tax_scheme, UBL
   * ClassifiedTaxCategory/TaxScheme/ID); a profile without the list takes none.
   */
  taxSchemes?: NationalCodeList;
  /** BT-81 given in a coded form instead of a code of the list (CIUS-PT's ATM entity). */
  paymentMeansForm?: NationalCodePattern;
  /** BT-82 payment means text: its length, and the coded form of the ATM description. */
  paymentMeansText?: NationalCodePattern;
  paymentMeansTextForm?: NationalCodePattern;
  /** BT-83 remittance information: the form the national rules require of it. */
  remittanceInformation?: NationalCodePattern;
  /**
   * BT-31, BT-48, BT-63 VAT identifiers: the prefixes and the length the national rules accept,
   * instead of the national VAT number patterns (which are then a warning only).
   */
  vatIdentifier?: NationalCodeList & { maxLength: number };
  /** BT-121 VAT exemption reason code: a free code of the national list. */
  exemptionReasonCode?: NationalCodePattern;
  /** BT-34 / BT-49 electronic address scheme: a free code (no EAS list). */
  electronicAddressScheme?: NationalCodePattern;
  /** BT-34 / BT-49 electronic address scheme: a list narrower than the EAS list. */
  electronicAddressSchemes?: NationalCodeList;
  /**
   * BT-29, BT-46, BT-60, BT-71 schemes where a narrower list judges them than the legal
   * registrations' (Factur-X: the parties' GlobalID).
   */
  globalIdentifierSchemes?: NationalCodeList;
  /** BT-5, BT-6 currency codes: a list narrower than ISO 4217. */
  currencies?: NationalCodeList;
  /** BT-40, BT-55, BT-69, BT-80, BT-159 country codes: a list narrower than ISO 3166-1. */
  countries?: NationalCodeList;
  /** BT-105, BT-145 charge reason codes: a list narrower than UNTDID 7161. */
  chargeReasons?: NationalCodeList;
  /** BT-130 unit of the invoiced quantity: a list narrower than UN/ECE Rec 20 and 21. */
  unitCodes?: NationalCodeList;
  /** BT-158-1 item classification scheme: a list narrower than UNTDID 7143. */
  itemClassificationLists?: NationalCodeList;
  /** BT-125-1 attachment MIME codes: a list other than BR-CL-24's. */
  mimeCodes?: NationalCodeList;
  /** BT-18-1, BT-128-1 object identifier schemes: a list narrower than UNTDID 1153. */
  objectSchemes?: NationalCodeList;
  /** BT-121 VAT exemption reason codes: a list narrower than the CEF VATEX list. */
  exemptionCodes?: NationalCodeList;
  /** BT-31, BT-48, BT-63 VAT id prefixes: the country list of the rules' BR-CO-09. */
  vatPrefixes?: NationalCodeList;
}

import { CHARGE_REASON_CODES } from '../domain/codelists/charge-reason-codes.generated.js';
import { COUNTRY_CODES } from '../domain/codelists/country-codes.generated.js';
import { CURRENCY_CODES } from '../domain/codelists/currency-codes.generated.js';
import { ITEM_CLASSIFICATION_CODES } from '../domain/codelists/item-classification-codes.generated.js';
import { UNIT_CODES } from '../domain/codelists/unit-codes.generated.js';

const codes = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

/** An EN 16931 list without the codes given (space-separated). */
const without = (list: readonly string[], dropped: string): ReadonlySet<string> => {
  const drop = codes(dropped);
  return new Set(list.filter((code) => !drop.has(code)));
};

/** ISO 6523 ICD 0001 to 0180, 0183, 0184, 0191, 0192 (the ICD list of the release CIUS-PT names). */
const ICD = [
  ...Array.from({ length: 180 }, (_, i) => String(i + 1).padStart(4, '0')),
  '0183',
  '0184',
  '0191',
  '0192',
].join(' ');

/** The Rec 20/21 unit codes EN 16931 lists and CIUS-PT's DT-CIUS-PT-143 does not. */
const CIUS_PT_MISSING_UNITS = `AWG BPM DBM DBW FNU HAD HMO HWE IUG KNM KWN KWS KWY MKD MKM MKW MNJ MQD MQM MQW MRD MRM
  MRW MTZ NM3 NTU ODG ODK ODM OPM PTN Q29 Q30 Q31 Q32 Q33 Q34 Q35 Q36 Q37 Q38 Q39 Q40 Q41
  Q42 SM3 TPI XO1 XO2 XO3 XO4 XO5 XO6 XO7 XO8 XO9 XOG XOH XOI XOJ XOL XOM XON XOP XOQ XOR
  XOS XOV XOW XOX XOY XOZ XP1 XP3 XP4 XSX Z9`;

/** CIUS-PT 2.1.1, from the official datatype Schematron (urn_feap.gov.pt_CIUS-PT_2.1.1-UBL-datatype.sch). */
export const CIUS_PT_CODE_LISTS: UblCountryCodeLists = {
  identifierSchemes: {
    // The party identification lists (027.2, 044.2, 058.2) add SEPA; the checks accept SEPA there as for EN.
    ruleIds: [
      'DT-CIUS-PT-028.2',
      'DT-CIUS-PT-045.2',
      'DT-CIUS-PT-059.2',
      'DT-CIUS-PT-069.2',
      'DT-CIUS-PT-137.2',
    ],
    codes: codes(ICD),
  },
  taxCategories: {
    ruleIds: ['DT-CIUS-PT-091', 'DT-CIUS-PT-105', 'DT-CIUS-PT-131'],
    codes: codes('AA S E RED INT NOR ISE OUT NA Z AE IC G O'),
  },
  invoiceTypes: {
    // UNTDID 1001's 380, 383, 386, 389 and the Portuguese document types (FT fatura, FS fatura
    // simplificada, FR fatura-recibo, ND nota de débito, ...).
    ruleIds: ['DT-CIUS-PT-003_i'],
    codes: codes('380 383 386 389 FT FS FR ND RP RE CS LD RA'),
  },
  creditNoteTypes: {
    // 381 and NC (nota de crédito): CreditNoteTypeCode, so the document is a CreditNote.
    ruleIds: ['DT-CIUS-PT-003_cn'],
    codes: codes('381 NC'),
  },
  paymentMeans: {
    // UNTDID 4461's subset and the Portuguese means (TR transfer, MB Multibanco, NU cash, ...).
    ruleIds: ['DT-CIUS-PT-079.2'],
    codes: codes('30 48 49 57 58 59 CC CD CH CI CO CS DE LC MB NU OU PR TB TR'),
  },
  taxSchemes: {
    // UN/ECE 5153's restriction for every TaxScheme/ID (line, breakdown, allowance or charge):
    // BOL the stamp duty (Imposto do Selo) beside VAT, ...
    ruleIds: ['DT-CIUS-PT-154', 'DT-CIUS-PT-155', 'DT-CIUS-PT-156'],
    codes: codes(`
      AAA AAB AAC AAD AAE AAF AAG AAH AAI AAJ AAK ADD BOL CAP CAR COC CST CUD CVD ENV EXC EXP FET
      FRE GCN GST ILL IMP IND LAC LCN LDP LOC LST MCA MCD OTH PDB PDC PRF SCN SSS STT SUP SUR SWT
      TAC TOT TOX TTA VAD VAT`),
  },
  paymentMeansForm: {
    // A Multibanco payment states its entity here; its reference is BT-83 (DT-CIUS-PT-080).
    ruleIds: ['DT-CIUS-PT-079.1'],
    pattern: /^#(ENTITY@ATMPAYMENT)#(.{1,20})#$/,
    expected: 'a code of DT-CIUS-PT-079.2 or the ATM entity as #ENTITY@ATMPAYMENT#12345#',
  },
  paymentMeansText: {
    ruleIds: ['DT-CIUS-PT-079.3'],
    pattern: /^.{1,150}$/,
    expected: 'a payment means text of 1 to 150 characters',
  },
  paymentMeansTextForm: {
    // The Multibanco (ATM) description beside the entity in BT-81.
    ruleIds: ['DT-CIUS-PT-079.4'],
    pattern: /^#(DESCRIPTION@ATMPAYMENT)#(.{1,125})#$/,
    prefix: '#DESCRIPTION@ATMPAYMENT#',
    expected: '#DESCRIPTION@ATMPAYMENT#<1 to 125 characters>#',
  },
  remittanceInformation: {
    // Every cbc:PaymentID: the Multibanco (ATM) reference or the DUC number, in their coded form.
    ruleIds: ['DT-CIUS-PT-080'],
    pattern: /^#(REFERENCE@ATMPAYMENT)#(.{1,20})#$|^#(REFERENCE@DUCPAYMENT)#(.{1,20})#$/,
    expected: '#REFERENCE@ATMPAYMENT#123456789# or #REFERENCE@DUCPAYMENT#123456789#',
  },
  vatIdentifier: {
    // The ISO 3166-1 list of the rules (with AN, without EL or XI), 1 to 50 characters in all
    // (029/046.1/061.1 the prefix, 030/046.2/061.2 the length); the national part is free.
    ruleIds: ['DT-CIUS-PT-029', 'DT-CIUS-PT-046.1', 'DT-CIUS-PT-061.1'],
    maxLength: 50,
    codes: codes(`
      AD AE AF AG AI AL AM AN AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BL BJ BM BN BO BR
      BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CX CY CZ DE DJ DK DM DO DZ EC
      EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY
      HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
      LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW
      MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA
      RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR ST SV SY SZ TC TD TF TG TH TJ TK TL
      TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`),
  },
  exemptionReasonCode: {
    // The Portuguese exemption codes (M01 ... M99 of the tax authority); the rules check the length.
    ruleIds: ['DT-CIUS-PT-108'],
    pattern: /^.{1,5}$/,
    expected: 'the Portuguese exemption reason code, 1 to 5 characters, e.g. M07',
  },
  electronicAddressScheme: {
    ruleIds: ['DT-CIUS-PT-032.2', 'DT-CIUS-PT-047.2'],
    pattern: /^.{1,20}$/,
    expected: 'a scheme of 1 to 20 characters',
  },
  // ISO 3166-1 as of before 1A, BQ, CW, RE, SS, SX and XI.
  countries: {
    ruleIds: [
      'DT-CIUS-PT-141',
      'DT-CIUS-PT-142',
      'DT-CIUS-PT-144',
      'DT-CIUS-PT-145',
      'DT-CIUS-PT-146',
    ],
    codes: without(COUNTRY_CODES, '1A BQ CW RE SS SX XI'),
  },
  // UNTDID 7161 before CAX … DAQ and PRV.
  chargeReasons: {
    ruleIds: ['DT-CIUS-PT-148', 'DT-CIUS-PT-150'],
    codes: without(
      CHARGE_REASON_CODES,
      'CAX CAY CAZ DAC DAF DAG DAH DAI DAJ DAK DAL DAM DAN DAO DAP DAQ PRV',
    ),
  },
  // The unit codes of an older Rec 20/21 release (77 fewer than EN 16931's; the test names them).
  unitCodes: { ruleIds: ['DT-CIUS-PT-143'], codes: without(UNIT_CODES, CIUS_PT_MISSING_UNITS) },
  // UNTDID 7143 before EMD, GMN, PPI and TSQ … TSU.
  itemClassificationLists: {
    ruleIds: ['DT-CIUS-PT-138.2'],
    codes: without(ITEM_CLASSIFICATION_CODES, 'EMD GMN PPI TSQ TSR TSS TST TSU'),
  },
  // Its own MIME list: BR-CL-24's without OpenDocument, with Word, Excel, XML and plain text.
  mimeCodes: {
    ruleIds: ['DT-CIUS-PT-112'],
    codes: codes(`text/plain image/png image/jpeg application/pdf application/msword
      application/vnd.openxmlformats-officedocument.wordprocessingml.document
      application/vnd.ms-excel application/vnd.openxmlformats-officedocument.spreadsheetml.sheet
      application/xml text/xml text/csv`),
  },
  // BT-5, BT-6: an ISO 4217 list older than EN 16931's (BYR where EN 16931 has BYN; no CNH, MRU,
  // SLE, UYW, VED, VES, XCG, ZWG).
  currencies: {
    ruleIds: ['DT-CIUS-PT-151', 'DT-CIUS-PT-152'],
    expected:
      'ISO 4217 alpha-3 as CIUS-PT lists it (BYR, not BYN; no CNH, MRU, SLE, UYW, VED, VES, XCG, ZWG), e.g. EUR',
    codes: new Set(
      CURRENCY_CODES.filter(
        (code) => !['BYN', 'CNH', 'MRU', 'SLE', 'UYW', 'VED', 'VES', 'XCG', 'ZWG'].includes(code),
      ),
    ),
  },
};
