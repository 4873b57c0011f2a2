/**
 * The document-level terms of the whole EN 16931 invoice, on the request as given: BT-3 in
 * UNTDID 1001 (BR-CL-01), BT-7 / BT-26 real dates, BT-6 in ISO 4217 (BR-CL-05) with BT-111 given
 * with it (BR-53; BT-6 = BT-5 in format ubl only, without BT-111) and vice versa, BT-111 / BT-113 / BT-114 amounts, BT-21 in UNTDID 4451
 * (BR-CL-08), BT-18 scheme in UNTDID 1153 (BR-CL-07), BG-14 dates, the seller's and buyer's
 * identifiers (ISO 6523 ICD, BR-CL-10 / BR-CL-11; SEPA also for BT-29 as the bank-assigned
 * creditor id), BG-10 payee, BG-11 tax representative (VAT id prefix, BR-CO-09; country BR-20),
 * BG-13 delivery (location scheme BR-CL-26; country BR-57) and BT-120/121 exemptions (VATEX,
 * BR-CL-22). Orders of dates and the combinations that need the whole invoice are domain rules.
 */
import type { Address, Delivery, Invoice, Party } from '../../../gen/einvoice/v1/invoice_pb.js';
import { COUNTRY_CODES_SET } from '../../domain/codelists/country-codes.generated.js';
import { CURRENCY_CODES_SET } from '../../domain/codelists/currency-codes.generated.js';
import { DOCUMENT_TYPE_CODES_SET } from '../../domain/codelists/document-type-codes.generated.js';
import { ICD_CODES_SET } from '../../domain/codelists/icd-codes.generated.js';
import { NOTE_SUBJECT_CODES_SET } from '../../domain/codelists/note-subject-codes.generated.js';
import { REFERENCE_QUALIFIER_CODES_SET } from '../../domain/codelists/reference-qualifier-codes.generated.js';
import { VAT_CATEGORY_CODES_SET } from '../../domain/codelists/vat-category-codes.generated.js';
import { VATEX_CODES_SET } from '../../domain/codelists/vatex-codes.generated.js';
import { checkVatId } from '../../domain/codelists/vat-id.js';
import { OM_PARTY_ID_SCHEMES } from '../../domain/pint-om-party-ids.js';
import {
  COUNTRY_PROFILE_TAX_CATEGORY_SETS,
  FORMATS,
  PINT_PROFILE_ID,
} from '../../formats/index.js';
import { DEFAULT_NUMBER_BOUNDS } from './number-bounds.js';
import { blank, peppolProfile, type CheckContext } from './context.js';
import { parsePeppolId } from '../../domain/codelists/peppol-id.js';
import { IssueCode } from './issues.js';
import {
  codeListFor,
  nationalCodePattern,
  nationalTypeCodes,
  nationalVatIdShape,
} from './national-code-lists.js';
import { nationalTaxIdAccepted } from './party-checks.js';
import { checkPrecedingInvoicesCarriage } from './preceding-invoices-carriage.js';
import { checkExemptionsCarried } from './exemption-carriage.js';
import { ruleSetsAssert } from '../rule-ids.js';
import {
  checkAmount,
  checkCode,
  checkDateValue,
  checkPeriod,
  checkScheme,
  CURRENCY_EXPECTED,
} from './term-helpers.js';

const ICD_EXPECTED = 'an ISO 6523 ICD code, e.g. 0088 (GLN), 0002 (SIRENE), 0204 (Leitweg-ID)';

/** What Factur-X EXTENDED adds to a deliver-to party: an electronic address of an EAS scheme, a prefixed VAT id. */
function checkDeliverToExtended(ctx: CheckContext, path: string, d: Delivery): void {
  const endpoint = d.electronicAddress.trim();
  const parsed = endpoint ? parsePeppolId(endpoint, { peppol: false }) : undefined;
  if (parsed && !parsed.ok && !ctx.out.has(`${path}.electronic_address`))
    ctx.out.add(
      `${path}.electronic_address`,
      IssueCode.INVALID_FORMAT,
      `invalid electronic address: ${parsed.reason}`,
      '<EAS code>:<identifier>, e.g. 0088:4000001000005',
    );
  // BR-CO-09 (Factur-X EXTENDED judges every VAT registration, the ship-to's too): an ISO 3166-1
  // prefix as written, as for the tax representative's.
  const vatId = d.vatId.trim();
  const check = vatId ? checkVatId(vatId) : undefined;
  const prefixed =
    /^[A-Za-z]{2}\S/.test(vatId) &&
    (check?.valid || check?.nationalPattern || nationalTaxIdAccepted(ctx, vatId));
  if (vatId && !prefixed && !ctx.out.has(`${path}.vat_id`))
    ctx.out.add(
      `${path}.vat_id`,
      IssueCode.INVALID_FORMAT,
      `invalid VAT identifier ${vatId}: ${check?.reason ?? 'it has no country prefix'} (BR-CO-09)`,
      'the VAT identifier with its country prefix, e.g. ATU12345678',
    );
}

/** BG-12 / BG-15: the country is required when an address is given (BR-20, BR-57) and in ISO 3166-1. */
function checkAddress(
  ctx: CheckContext,
  path: string,
  address: Address | undefined,
  rule: string,
): void {
  if (!address) return;
  if (blank(address.country))
    ctx.out.add(
      `${path}.country`,
      IssueCode.REQUIRED,
      `the address needs a country code (${rule})`,
      'ISO 3166-1 alpha-2, e.g. DE',
    );
  else {
    // ISO 3166-1, or the national CIUS's older list (CIUS-PT DT-CIUS-PT-144, 145).
    const countries = codeListFor(
      ctx,
      'countries',
      COUNTRY_CODES_SET,
      'ISO 3166-1 alpha-2, e.g. DE',
    );
    checkCode(
      ctx,
      `${path}.country`,
      address.country,
      countries.codes,
      'country code',
      countries.expected,
    );
  }
}

/** BT-29 / BT-46, BT-30 / BT-47 schemes. */
function checkPartyIdentifiers(
  ctx: CheckContext,
  role: 'seller' | 'buyer',
  party: Party | undefined,
): void {
  if (!party) return;
  const base = `$.invoice.${role}`;
  const icd = icdList(ctx);
  const globalIds = globalIdList(ctx);
  // PINT OM also names its own schemes (BTOM-015 / BTOM-018, CL-06-OM: ICID, SZLN, …).
  const om = peppolProfile(ctx)?.id === 'pint_om';
  const extra = [...sepaScheme(ctx, role), ...(om ? OM_PARTY_ID_SCHEMES : [])];
  const expected = [
    globalIds.expected,
    ...(extra.includes('SEPA') ? ['SEPA'] : []),
    ...(om ? [`${[...OM_PARTY_ID_SCHEMES].join(', ')} (CL-06-OM)`] : []),
  ].join(', or ');
  party.identifiers.forEach((id, i) =>
    checkScheme(ctx, `${base}.identifiers[${i}]`, id, globalIds.codes, expected, extra),
  );
  checkScheme(ctx, `${base}.legal_registration`, party.legalRegistration, icd.codes, icd.expected);
}

/**
 * SEPA, the scheme of the bank-assigned creditor id, where the rules take it as a party
 * identifier: UBL's BR-CL-10 for the seller (where it is BT-90) and the payee; CII's for none
 * (CII states BT-90 as the creditor reference, payment.direct_debit.creditor_id), so not where a
 * CII is written beside the UBL either (XRechnung's PDF embeds one).
 */
function sepaScheme(ctx: CheckContext, role: 'seller' | 'buyer' | 'payee'): string[] {
  const writesCii = ctx.syntax === 'cii' || FORMATS[ctx.format].embeddedSyntax === 'cii';
  return ctx.syntax === 'ubl' && !writesCii && role !== 'buyer' ? ['SEPA'] : [];
}

/**
 * The ICD list of BT-29, BT-46, BT-60 and BT-71, which CII writes as GlobalID: the Factur-X
 * profiles' narrower list where their rules judge, else the list of the legal registrations.
 */
export function globalIdList(ctx: CheckContext): { codes: ReadonlySet<string>; expected: string } {
  const icd = icdList(ctx);
  return codeListFor(ctx, 'globalIdentifierSchemes', icd.codes, icd.expected);
}

/** The ISO 6523 ICD list of the schemes: EN 16931's (BR-CL-10, BR-CL-11), or the national CIUS's. */
function icdList(ctx: CheckContext): { codes: ReadonlySet<string>; expected: string } {
  return codeListFor(ctx, 'identifierSchemes', ICD_CODES_SET, ICD_EXPECTED);
}

/** BT-118 of an exemption: EN 16931 codes, or the Peppol country profile's, or the national CIUS's. */
function categoryAllowed(ctx: CheckContext, code: string): boolean {
  const profile = peppolProfile(ctx);
  if (profile) return COUNTRY_PROFILE_TAX_CATEGORY_SETS[profile.id].has(code);
  return codeListFor(ctx, 'taxCategories', VAT_CATEGORY_CODES_SET, '').codes.has(code);
}

/**
 * The invoice type codes of Peppol BIS Billing 3 (profile 01): the invoice list of
 * PEPPOL-EN16931-P0100 and the credit note list of P0101 (release 2026.5). The writer puts the
 * credit note codes (381, 396, 81, 83, 532) in a CreditNote, the others in an Invoice.
 */
const PEPPOL_BIS_TYPE_CODES: ReadonlySet<string> = new Set(
  (
    '71 80 82 84 102 218 219 326 331 380 382 383 384 386 388 393 395 553 575 623 780 817 870 ' +
    '875 876 877 381 396 81 83 532'
  ).split(' '),
);

/** Checks the document-level terms. */
export function checkDocumentTerms(ctx: CheckContext): void {
  const inv: Invoice = ctx.invoice;
  const { out } = ctx;
  // BT-3: UNTDID 1001, or a code of the country profile's own list (PINT AE 480, out of scope of
  // VAT), or the national CIUS's list instead (CIUS-PT FT, FR, NC, ..., DT-CIUS-PT-003), or the
  // narrower one of the row's rules (PINT ibr-cl-01, src/formats/pint-code-lists.ts).
  const ownTypeCodes = peppolProfile(ctx)?.officialTypeCodes ?? [];
  const national = nationalTypeCodes(ctx);
  if (ownTypeCodes.includes(inv.typeCode.trim())) {
    // The jurisdiction's own code: its rules take it beyond the EN 16931 list.
  } else if (national)
    checkCode(
      ctx,
      '$.invoice.type_code',
      inv.typeCode,
      national.codes,
      'invoice type code',
      national.expected,
    );
  else {
    checkCode(
      ctx,
      '$.invoice.type_code',
      inv.typeCode,
      DOCUMENT_TYPE_CODES_SET,
      'invoice type code',
      `UNTDID 1001, e.g. 380 (invoice), 381 (credit note), 384 (corrected invoice)${ownTypeCodes.length ? `, or ${ownTypeCodes.join(', ')}` : ''}`,
    );
  }
  const typeCode = inv.typeCode.trim();
  if (
    peppolProfile(ctx)?.id === 'standard_eu' &&
    typeCode &&
    !PEPPOL_BIS_TYPE_CODES.has(typeCode) &&
    !out.has('$.invoice.type_code')
  )
    out.add(
      '$.invoice.type_code',
      IssueCode.INVALID_VALUE,
      `Peppol BIS Billing 3 takes type code ${typeCode} in neither an invoice nor a credit note (PEPPOL-EN16931-P0100, P0101; 389 self-billing has a Peppol profile of its own)`,
      [...PEPPOL_BIS_TYPE_CODES].join(', '),
    );
  checkDateValue(ctx, '$.invoice.tax_point_date', inv.taxPointDate, 'tax point date');
  checkDateValue(ctx, '$.invoice.import_date', inv.importDate, 'import date (BTOM-030)');
  const currencies = codeListFor(ctx, 'currencies', CURRENCY_CODES_SET, CURRENCY_EXPECTED);
  checkCode(
    ctx,
    '$.invoice.tax_currency',
    inv.taxCurrency,
    currencies.codes,
    'currency code',
    currencies.expected,
  );
  // The jurisdiction's one VAT accounting currency (PINT AE AED, MY MYR, JP JPY).
  const own = peppolProfile(ctx);
  const taxCurrency = inv.taxCurrency.trim().toUpperCase();
  if (own?.taxCurrency && taxCurrency && taxCurrency !== own.taxCurrency.code)
    out.add(
      '$.invoice.tax_currency',
      IssueCode.INVALID_VALUE,
      `the VAT accounting currency (BT-6) of ${own.label} is ${own.taxCurrency.code} (${own.taxCurrency.rule})`,
      own.taxCurrency.code,
    );
  // BT-6 equal to BT-5: in plain UBL (the CEN examples state it so) BT-110 is the total in that
  // currency (BR-53 holds) and a second one, BT-111, is refused; Peppol and XRechnung forbid it
  // (PEPPOL-EN16931-R005), and CII's BR-53 wants a BT-111 of its own.
  const sameCurrency = !blank(inv.taxCurrency) && inv.taxCurrency === (inv.currency || 'EUR');
  const { acceptsSameTaxCurrency, sameTaxCurrencyRule } = FORMATS[ctx.format];
  if (sameCurrency && !acceptsSameTaxCurrency) {
    out.add(
      '$.invoice.tax_currency',
      IssueCode.INVALID_VALUE,
      `tax_currency is only for a VAT accounting currency other than the invoice currency (BT-6${sameTaxCurrencyRule ? `, ${sameTaxCurrencyRule}` : ''}); format ubl alone accepts the invoice currency`,
    );
  }
  if (!blank(inv.taxCurrency) && !sameCurrency && inv.taxCurrencyVatTotal === undefined) {
    out.add(
      '$.invoice.tax_currency_vat_total',
      IssueCode.REQUIRED,
      'tax_currency needs the total VAT in that currency (BT-111, BR-53)',
    );
  }
  if (blank(inv.taxCurrency) && inv.taxCurrencyVatTotal !== undefined) {
    out.add(
      '$.invoice.tax_currency',
      IssueCode.REQUIRED,
      'tax_currency_vat_total needs the VAT accounting currency (BT-6)',
      'ISO 4217 alpha-3, e.g. EUR',
    );
  }
  if (sameCurrency && acceptsSameTaxCurrency && inv.taxCurrencyVatTotal !== undefined) {
    out.add(
      '$.invoice.tax_currency_vat_total',
      IssueCode.INVALID_VALUE,
      'tax_currency is the invoice currency: its VAT total is BT-110; leave tax_currency_vat_total out (BT-111 is for a VAT accounting currency other than the invoice currency)',
    );
  }
  checkAmount(
    ctx,
    '$.invoice.tax_currency_vat_total',
    inv.taxCurrencyVatTotal,
    'tax_currency_vat_total',
  );
  checkAmount(ctx, '$.invoice.paid_amount', inv.paidAmount, 'paid_amount');
  checkAmount(ctx, '$.invoice.vat_total', inv.vatTotal, 'vat_total');
  checkAmount(ctx, '$.invoice.rounding_amount', inv.roundingAmount, 'rounding_amount');
  checkImportoBollo(ctx);
  // BT-18-1: UNTDID 1153, or the older list of the rules that judge (CIUS-PT).
  const objectSchemes = codeListFor(
    ctx,
    'objectSchemes',
    REFERENCE_QUALIFIER_CODES_SET,
    'UNTDID 1153, e.g. AAG (drawing), AWV',
  );
  checkScheme(
    ctx,
    '$.invoice.invoiced_object',
    inv.invoicedObject,
    objectSchemes.codes,
    objectSchemes.expected,
  );
  inv.furtherInvoicedObjects.forEach((o, i) =>
    checkScheme(
      ctx,
      `$.invoice.further_invoiced_objects[${i}]`,
      o,
      objectSchemes.codes,
      objectSchemes.expected,
    ),
  );
  if (inv.furtherInvoicedObjects.length && !inv.invoicedObject?.id.trim()) {
    out.add(
      '$.invoice.invoiced_object',
      IssueCode.REQUIRED,
      'further_invoiced_objects follow the first invoiced object (BT-18): give it first',
      'an identifier, e.g. {"id": "R87654321012345", "scheme": "AAG"}',
    );
  }
  inv.invoiceNotes.forEach((n, i) =>
    checkCode(
      ctx,
      `$.invoice.invoice_notes[${i}].subject_code`,
      n.subjectCode,
      NOTE_SUBJECT_CODES_SET,
      'note subject code',
      'UNTDID 4451, e.g. AAI, REG, ABL',
    ),
  );
  inv.precedingInvoices.forEach((p, i) =>
    checkDateValue(
      ctx,
      `$.invoice.preceding_invoices[${i}].date`,
      p.date,
      'preceding invoice date',
    ),
  );
  checkPrecedingInvoicesCarriage(ctx);
  checkExemptionsCarried(ctx);
  checkPeriod(ctx, '$.invoice.invoicing_period', inv.invoicingPeriod);
  checkPartyIdentifiers(ctx, 'seller', inv.seller);
  checkPartyIdentifiers(ctx, 'buyer', inv.buyer);
  const icd = icdList(ctx);
  // PINT AE's beneficiary (BTAE-01) and principal (BTAE-14) are PartyIdentification ids, whose
  // schemes the rules judge as BT-46's (ibr-cl-10).
  for (const [field, id] of [
    ['beneficiary', inv.beneficiary],
    ['principal', inv.principal],
  ] as const)
    checkScheme(ctx, `$.invoice.${field}`, id, icd.codes, icd.expected);
  const globalIds = globalIdList(ctx);
  if (inv.payee) {
    const sepa = sepaScheme(ctx, 'payee');
    checkScheme(
      ctx,
      '$.invoice.payee.identifier',
      inv.payee.identifier,
      globalIds.codes,
      sepa.length ? `${globalIds.expected}, or SEPA` : globalIds.expected,
      sepa,
    );
    checkScheme(
      ctx,
      '$.invoice.payee.legal_registration',
      inv.payee.legalRegistration,
      icd.codes,
      icd.expected,
    );
  }
  const rep = inv.taxRepresentative;
  if (rep) {
    // BT-63: the national CIUS's shape where it states one (CIUS-PT DT-CIUS-PT-061.1), else BR-CO-09.
    const nationalShape = blank(rep.vatId) ? undefined : nationalVatIdShape(ctx, rep.vatId);
    if (nationalShape && !nationalShape.ok && !out.has('$.invoice.tax_representative.vat_id'))
      out.add(
        '$.invoice.tax_representative.vat_id',
        IssueCode.INVALID_FORMAT,
        `invalid VAT id: ${ctx.ublCountryProfile!.label} takes ${nationalShape.expected}`,
        nationalShape.expected,
      );
    if (
      !nationalShape &&
      !blank(rep.vatId) &&
      !out.has('$.invoice.tax_representative.vat_id') &&
      !checkVatId(rep.vatId).valid &&
      !checkVatId(rep.vatId).nationalPattern &&
      !nationalTaxIdAccepted(ctx, rep.vatId)
    ) {
      out.add(
        '$.invoice.tax_representative.vat_id',
        IssueCode.INVALID_FORMAT,
        'invalid VAT id: it needs an ISO 3166 country prefix (BR-CO-09)',
        'country prefix and national number, e.g. DE123456789',
      );
    }
    checkAddress(ctx, '$.invoice.tax_representative.address', rep.address, 'BR-20');
  }
  // Factur-X EXTENDED: the payee's address (its CountryID, as every CII address states one).
  checkAddress(ctx, '$.invoice.payee.address', inv.payee?.address, 'Factur-X EXTENDED');
  checkAddress(ctx, '$.invoice.invoicee.address', inv.invoicee?.address, 'Factur-X EXTENDED');
  const checkDeliverTo = (path: string, d: Delivery | undefined, rule: string) => {
    if (!d) return;
    checkScheme(ctx, `${path}.location`, d.location, globalIds.codes, globalIds.expected);
    checkAddress(ctx, `${path}.address`, d.address, rule);
    checkDeliverToExtended(ctx, path, d);
  };
  checkDeliverTo('$.invoice.delivery', inv.delivery, 'BR-57');
  // Factur-X EXTENDED: a line's own, shaped as BG-13 (extended-fields.ts keeps it to CII EXTENDED).
  inv.items.forEach((item, i) =>
    checkDeliverTo(`$.invoice.items[${i}].delivery`, item.delivery, 'Factur-X EXTENDED'),
  );
  const seen = new Set<string>();
  inv.vatExemptions.forEach((e, i) => {
    const base = `$.invoice.vat_exemptions[${i}]`;
    if (!out.has(`${base}.tax_category`) && !categoryAllowed(ctx, e.taxCategory)) {
      out.add(
        `${base}.tax_category`,
        IssueCode.INVALID_CODE,
        `invalid tax category ${e.taxCategory}`,
        'a VAT category code, e.g. E, AE, K, G, O',
      );
    } else if (seen.has(e.taxCategory)) {
      out.add(
        `${base}.tax_category`,
        IssueCode.INVALID_VALUE,
        `tax category ${e.taxCategory} has more than one exemption entry`,
      );
    }
    seen.add(e.taxCategory);
    if (blank(e.reason) && blank(e.reasonCode))
      out.add(
        `${base}.reason`,
        IssueCode.REQUIRED,
        'an exemption needs a reason or a reason code (BT-120 / BT-121)',
      );
    checkExemptionReasonCode(ctx, `${base}.reason_code`, e.reasonCode);
  });
  // A line's own exemption reason code (EXTENDED-CTC-FR, PINT): the same list (BR-CL-22).
  inv.items.forEach((line, i) =>
    checkExemptionReasonCode(
      ctx,
      `$.invoice.items[${i}].vat_exemption_reason_code`,
      line.vatExemptionReasonCode,
    ),
  );
  checkStatedBreakdown(ctx);
}

/**
 * A VAT exemption reason code (BT-121): VATEX (BR-CL-22). A jurisdiction with exemption codes of
 * its own (PINT OM) checks them itself; a national CIUS with its own codes (CIUS-PT M01 ... M99)
 * states their form; the PINT rule sets without BR-CL-22 take any code (freeExemptionCodes).
 */
function checkExemptionReasonCode(ctx: CheckContext, path: string, code: string): void {
  const nationalReason = nationalCodePattern(ctx, 'exemptionReasonCode');
  if (nationalReason) {
    if (!blank(code) && !nationalReason.pattern.test(code.trim()) && !ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.INVALID_CODE,
        `invalid VAT exemption reason code: ${code} (${nationalReason.ruleIds.join(', ')})`,
        nationalReason.expected,
      );
  } else if (
    !peppolProfile(ctx)?.nationalExemptionCodes &&
    !peppolProfile(ctx)?.freeExemptionCodes
  ) {
    // The VATEX list, or the older one of the rules' release that judges (Peppol BIS 3.0.19).
    const vatex = codeListFor(
      ctx,
      'exemptionCodes',
      VATEX_CODES_SET,
      'a VATEX code, e.g. VATEX-EU-AE, VATEX-EU-IC',
    );
    checkCode(ctx, path, code, vatex.codes, 'VAT exemption reason code', vatex.expected);
  }
}

/**
 * vat_breakdown: BG-23 amounts as stated. EN 16931 gives BT-116 / BT-117 at most 2 decimals
 * (BR-DEC-19, BR-DEC-20); most PINT rule sets set no such limit (PINT AE's official examples
 * state BT-117 with 4), so there they keep the precision prices have, but PINT EU keeps CEN's
 * BR-DEC-20 and PINT A-NZ's aligned-ibrp-005 keeps every amount to 2. Each group is stated once.
 */
function checkStatedBreakdown(ctx: CheckContext): void {
  const pint = peppolProfile(ctx)?.profileId === PINT_PROFILE_ID;
  const twoDecimals = !pint || !ctx.row || ruleSetsAssert(ctx.row.ruleSetIds, 'BR-DEC-20');
  const maxDecimals = twoDecimals ? undefined : DEFAULT_NUMBER_BOUNDS.unitPrice.maxDecimals;
  const seen = new Set<string>();
  ctx.invoice.vatBreakdown.forEach((b, i) => {
    const base = `$.invoice.vat_breakdown[${i}]`;
    if (!ctx.out.has(`${base}.tax_category`) && !categoryAllowed(ctx, b.taxCategory)) {
      ctx.out.add(
        `${base}.tax_category`,
        IssueCode.INVALID_CODE,
        `invalid tax category ${b.taxCategory}`,
        'a VAT category code, e.g. S, Z, E, AE',
      );
    }
    const key = `${b.taxCategory}|${b.vatRate ?? 0}`;
    if (seen.has(key))
      ctx.out.add(
        `${base}.tax_category`,
        IssueCode.INVALID_VALUE,
        `tax category ${b.taxCategory} at rate ${b.vatRate ?? 0} is stated more than once`,
      );
    seen.add(key);
    if (
      b.taxableAmount === undefined &&
      b.taxAmount === undefined &&
      b.taxCurrencyTaxAmount === undefined
    )
      ctx.out.add(
        `${base}.tax_amount`,
        IssueCode.REQUIRED,
        'a stated breakdown needs taxable_amount (BT-116), tax_amount (BT-117) or tax_currency_tax_amount',
      );
    checkAmount(ctx, `${base}.taxable_amount`, b.taxableAmount, 'taxable_amount', { maxDecimals });
    checkAmount(ctx, `${base}.tax_amount`, b.taxAmount, 'tax_amount', { maxDecimals });
    // FA(3) P_14_xW: an amount of 2 decimals (TKwotowy).
    checkAmount(
      ctx,
      `${base}.tax_currency_tax_amount`,
      b.taxCurrencyTaxAmount,
      'tax_currency_tax_amount',
    );
  });
}

/** FatturaPA's stamp duty: an amount of 2 decimals above 0 (a DatiBollo of 0 says nothing). */
function checkImportoBollo(ctx: CheckContext): void {
  const path = '$.invoice.importo_bollo';
  const value = ctx.invoice.importoBollo;
  checkAmount(ctx, path, value, 'importo_bollo', { nonNegative: true, maxDecimals: 2 });
  if (value === 0 && !ctx.out.has(path))
    ctx.out.add(
      path,
      IssueCode.OUT_OF_RANGE,
      'importo_bollo must be more than 0 (leave it out when no stamp duty is paid)',
      'the stamp duty paid, e.g. 2.00',
    );
}
