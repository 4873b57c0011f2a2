/**
 * The requirements each format adds to the common checks (public API, "Format-specific
 * requirements enforced by validation"), plus the fatal rules of the format's official rule set
 * that the caller alone can satisfy. The presence facts (which field, which term, which rule) are
 * the registry row's input requirements (src/formats/input-requirements.ts): XRechnung's BR-DE
 * data and buyer electronic address, Peppol's electronic addresses and BT-10 or BT-13, PINT MY's
 * BRNs, PINT AE's addresses. This file applies them, and holds what depends on the content:
 * - zugferd / facturx, profile en16931: seller VAT id (worded in party-checks.ts).
 * - xrechnung: buyer_reference is only recommended: a warning, not an error (format-detection.ts).
 * - peppol: PINT SG's duties for taxed GST categories; PINT AE's emirate, due date (ibr-127-ae),
 *   5 % standard rate (ibr-190-ae) and code lists; PINT MY's supplier TIN (ibr-04-my,
 *   pint-my-checks.ts).
 * - fatturapa: tipo_documento in the list, buyer codice_destinatario or PEC, and Natura on
 *   zero-rate lines only (SDI checks 00400 / 00401). The fiscal identities are what the XSD and
 *   SDI require (fatturaPaMissingData, shared with generate): the seller's IdFiscaleIVA (its
 *   CodiceFiscale is optional, 1.2.1.2), the buyer's IdFiscaleIVA or CodiceFiscale (1.4.1).
 */
import { TIPO_DOCUMENTO, TIPO_DOCUMENTO_SET } from '../../domain/codelists/fatturapa-codes.js';
import { specVersion } from '../spec-version.js';
import { DEFAULT_CURRENCY, DEFAULT_VAT_RATE, typeCodeOf } from '../../domain/defaults.js';
import { parsePeppolId } from '../../domain/codelists/peppol-id.js';
import { peppolCategoryCode, PINT_PROFILES } from '../../formats/ubl-profiles.js';
import { usesCountryProfile, type InputRequirement } from '../../formats/index.js';
import { MAX_LENGTH, asciiPlaceText, modalitaOf } from '../../syntax/fatturapa/index.js';
import { addressOf, recipientCode } from '../../formats/fatturapa-profile.js';
import { writtenTaxId } from '../../domain/national-tax-id.js';
import { checkAeItems } from './pint-ae-items.js';
import { checkAeParties } from './pint-ae-parties.js';
import { checkAeTypeRules } from './pint-ae-type-rules.js';
import { blank, pintUblProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { pintMy } from './pint-my-checks.js';
import { pintOm } from './pint-om-checks.js';

/** Adds a REQUIRED issue when the value is blank. */
function need(ctx: CheckContext, path: string, value: string | undefined, message: string): void {
  if (blank(value)) ctx.out.add(path, IssueCode.REQUIRED, message);
}

/** The value of a request field by its JSON path ($.invoice.seller.legal_registration.id → invoice.seller.legalRegistration.id). */
function valueAt(ctx: CheckContext, path: string): unknown {
  const camel = (name: string): string =>
    name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  let value: unknown = ctx.invoice;
  for (const name of path.replace(/^\$\.invoice\./, '').split('.')) {
    if (value === undefined || value === null) return undefined;
    value = (value as Record<string, unknown>)[camel(name)];
  }
  return value;
}

/** Whether the request meets one input requirement of its row. */
function meets(ctx: CheckContext, req: InputRequirement): boolean {
  const given = (path: string): boolean => {
    const v = valueAt(ctx, path);
    return Array.isArray(v) ? v.length > 0 : typeof v === 'string' && !blank(v);
  };
  if ((req.anyOf ?? [req.path]).some(given)) return true;
  if (!req.peppolIdSchemes || !req.party) return false;
  const parsed = parsePeppolId(ctx.invoice[req.party]?.peppolId ?? '');
  return parsed.ok && req.peppolIdSchemes.includes(parsed.value.scheme);
}

/** Whether a requirement applies to the invoice: its note condition (whenNote) holds and its type code is not excepted. */
function applies(ctx: CheckContext, req: InputRequirement): boolean {
  const inv = ctx.invoice;
  if (req.whenNote) {
    const { subject, text } = req.whenNote;
    if (
      !inv.invoiceNotes.some(
        (n) =>
          n.subjectCode.trim().toUpperCase() === subject && n.text.trim().toUpperCase() === text,
      )
    )
      return false;
  }
  const typeCode = typeCodeOf(inv.typeCode, inv.tipoDocumento);
  if (req.onlyTypeCodes && !req.onlyTypeCodes.includes(typeCode)) return false;
  return !req.exceptTypeCodes?.includes(typeCode);
}

/** The BT-21 subject codes of noteSubjects that no invoice note carries. */
function missingNoteSubjects(ctx: CheckContext, subjects: readonly string[]): string[] {
  const given = new Set(
    ctx.invoice.invoiceNotes
      .filter((n) => !blank(n.text))
      .map((n) => n.subjectCode.trim().toUpperCase()),
  );
  return subjects.filter((s) => !given.has(s));
}

/**
 * What a given value breaks of a requirement's shape (its code list, pattern, or the scheme of
 * the identifier it belongs to): the issue, or undefined when it conforms.
 */
function shapeIssue(
  ctx: CheckContext,
  req: InputRequirement,
): { code: IssueCode; message: string; expected?: string } | undefined {
  const value = valueAt(ctx, req.path);
  if (typeof value !== 'string' || blank(value)) return undefined;
  const v = value.trim();
  if (req.values && !req.values.includes(v))
    return {
      code: IssueCode.INVALID_CODE,
      message: `${req.term} ${v} is not accepted (${req.rule})`,
      expected: req.values.join(', '),
    };
  if (req.pattern && !req.pattern.test(v))
    return {
      code: IssueCode.INVALID_VALUE,
      message: `${req.term} ${v} does not have the required shape (${req.rule}): ${req.message}`,
    };
  if (req.startsWithValueOf) {
    const prefix = valueAt(ctx, req.startsWithValueOf);
    if (
      typeof prefix === 'string' &&
      !blank(prefix) &&
      !v.replace(/^[0-9]{4}:/, '').startsWith(prefix.trim())
    ) {
      return {
        code: IssueCode.INVALID_VALUE,
        message: `${req.term} must start with ${prefix.trim()} (${req.rule}): ${req.message}`,
      };
    }
  }
  if (req.scheme) {
    const scheme = valueAt(ctx, req.path.replace(/\.id$/, '.scheme'));
    if (typeof scheme !== 'string' || scheme.trim() !== req.scheme) {
      return {
        code: IssueCode.INVALID_VALUE,
        message: `${req.term} needs scheme ${req.scheme} (${req.rule}): ${req.message}`,
        expected: req.scheme,
      };
    }
  }
  return undefined;
}

/**
 * The row's input requirements: REQUIRED for each one the request does not meet (a party's only
 * when the party is given); a value given outside the requirement's code list or shape is
 * INVALID_CODE / INVALID_VALUE; notes missing a mandatory subject code are REQUIRED.
 */
function checkRowRequirements(ctx: CheckContext): void {
  for (const req of ctx.row?.inputRequirements ?? []) {
    if (req.party && !ctx.invoice[req.party]) continue;
    if (ctx.out.has(req.path)) continue;
    if (!applies(ctx, req)) continue;
    if (req.noteSubjects) {
      const missing = missingNoteSubjects(ctx, req.noteSubjects);
      if (missing.length)
        ctx.out.add(
          req.path,
          IssueCode.REQUIRED,
          `${req.message}; missing: ${missing.join(', ')}`,
          missing.join(', '),
        );
      continue;
    }
    if (!meets(ctx, req)) {
      ctx.out.add(req.path, IssueCode.REQUIRED, req.message, req.values?.join(', '));
      continue;
    }
    const issue = shapeIssue(ctx, req);
    if (issue) ctx.out.add(req.path, issue.code, issue.message, issue.expected);
  }
}

function peppol(ctx: CheckContext): void {
  checkContractValue(ctx);
  if (ctx.countryProfile?.id === 'pint_sg') pintSg(ctx);
  if (ctx.countryProfile?.id === 'pint_ae') pintAe(ctx);
  if (ctx.countryProfile?.id === 'pint_om') pintOm(ctx);
  if (ctx.countryProfile?.id === 'pint_my') pintMy(ctx);
}

/**
 * BTAE-05 describes the contract BT-12 names, in BT-12's element (write-ubl.ts): where the
 * profile writes it (PINT AE, OM), it needs contract_reference (elsewhere it is NOT_CARRIED).
 */
function checkContractValue(ctx: CheckContext): void {
  const inv = ctx.invoice;
  if (!pintUblProfile(ctx)?.contractValue || blank(inv.contractValue)) return;
  if (blank(inv.contractReference) && !ctx.out.has('$.invoice.contract_reference'))
    ctx.out.add(
      '$.invoice.contract_reference',
      IssueCode.REQUIRED,
      'contract_value (BTAE-05) is the value of the contract contract_reference names (BT-12): give contract_reference',
    );
}

/** Whether a Peppol id is one the profile's document also writes as the legal registration id (BT-30 / BT-47). */
function isLegalIdPeppolId(peppolId: string, jurisdiction: 'my' | 'sg'): boolean {
  const parsed = parsePeppolId(peppolId);
  return (
    parsed.ok &&
    PINT_PROFILES[jurisdiction].legalIds.some((rule) => rule.schemes.includes(parsed.value.scheme))
  );
}

/** The PINT SG GST categories that bring the BR-105…BR-113-GST-SG duties. */
const SG_TAXED = new Set([
  'SR',
  'SRCA-S',
  'SRCA-C',
  'ZR',
  'SRRC',
  'SROVR-RS',
  'SROVR-LVG',
  'SRLVG',
  'NA',
]);

/**
 * PINT SG BR-53-GST-SG: a GST accounting currency (BT-6) comes with the GST total (BT-111) and
 * the totals without and with GST in that currency (the sgdtotal-excl-gst and sgdtotal-incl-gst
 * references), whatever the categories.
 */
function sgAccountingTotals(ctx: CheckContext): void {
  const inv = ctx.invoice;
  if (blank(inv.taxCurrency)) return;
  for (const [path, given, what] of [
    ['$.invoice.tax_currency_vat_total', inv.taxCurrencyVatTotal, 'the GST total (BT-111)'],
    [
      '$.invoice.tax_currency_total_without_tax',
      inv.taxCurrencyTotalWithoutTax,
      'the total without GST',
    ],
    ['$.invoice.tax_currency_total_with_tax', inv.taxCurrencyTotalWithTax, 'the total with GST'],
  ] as const) {
    if (given !== undefined || ctx.out.has(path)) continue;
    ctx.out.add(
      path,
      IssueCode.REQUIRED,
      `${what} in ${inv.taxCurrency} required for PINT SG with tax_currency (BR-53-GST-SG)`,
    );
  }
}

/**
 * PINT SG 1.4.1: an invoice with a taxed or zero-rated GST category (SR, ZR, …) names the
 * seller's GST registration (BR-105-GST-SG), both parties' street and post code (BR-106 /
 * BR-107-GST-SG), the seller's UEN as legal registration
 * id (BR-112-GST-SG: legal_registration, or a peppol_id with scheme 0195), a credit note's reason
 * as a note (BR-111-GST-SG), and the GST accounting currency SGD when invoicing in another
 * (BR-113-GST-SG: tax_currency SGD; none when the invoice is in SGD).
 */
function pintSg(ctx: CheckContext): void {
  const inv = ctx.invoice;
  sgAccountingTotals(ctx);
  // NG, a seller not registered for GST, charges none: one NG group, its GST 0 (BR-NG-01/09-GST-SG).
  // Lines, document allowances and charges alike (BT-151, BT-95, BT-102).
  for (const [kind, list] of [
    ['items', inv.items],
    ['allowances', inv.allowances],
    ['charges', inv.charges],
  ] as const)
    list.forEach((x, i) => {
      const path = `$.invoice.${kind}[${i}].vat_rate`;
      if (
        x.taxCategory.trim().toUpperCase() === 'NG' &&
        // Without a rate the line has the default one.
        (x.vatRate ?? DEFAULT_VAT_RATE) !== 0 &&
        !ctx.out.has(path)
      )
        ctx.out.add(
          path,
          IssueCode.INVALID_VALUE,
          'a seller not registered for GST (NG) charges rate 0: its breakdown is one group with GST 0 (BR-NG-01-GST-SG, BR-NG-09-GST-SG)',
          '0',
        );
    });
  const taxed = inv.items.some((item) => {
    const code = item.taxCategory || ((item.vatRate ?? DEFAULT_VAT_RATE) > 0 ? 'S' : 'Z');
    return SG_TAXED.has(peppolCategoryCode('pint_sg', code));
  });
  if (!taxed) return;
  const rule = 'a GST category SR, ZR or another taxed one';
  for (const [role, party, id] of [
    ['seller', inv.seller, 'BR-106-GST-SG'],
    ['buyer', inv.buyer, 'BR-107-GST-SG'],
  ] as const) {
    if (!party) continue;
    need(
      ctx,
      `$.invoice.${role}.street`,
      party.street,
      `${role} street required for PINT SG with ${rule} (${id})`,
    );
    need(
      ctx,
      `$.invoice.${role}.postal_code`,
      party.postalCode,
      `${role} postal code required for PINT SG with ${rule} (${id})`,
    );
  }
  // BR-105-GST-SG: the seller's GST registration, or its tax representative's.
  if (inv.seller && blank(inv.seller.vatId) && blank(inv.taxRepresentative?.vatId))
    need(
      ctx,
      '$.invoice.seller.vat_id',
      inv.seller.vatId,
      `seller GST registration number required for PINT SG with ${rule} (BR-105-GST-SG: seller vat_id, or the tax representative's)`,
    );
  if (
    inv.seller &&
    blank(inv.seller.legalRegistration?.id) &&
    !isLegalIdPeppolId(inv.seller.peppolId, 'sg')
  ) {
    ctx.out.add(
      '$.invoice.seller.legal_registration.id',
      IssueCode.REQUIRED,
      `seller UEN required for PINT SG with ${rule} (BR-112-GST-SG, BT-30): give seller.legal_registration or a peppol_id with scheme 0195`,
    );
  }
  if (inv.typeCode === '381' && blank(inv.notes) && inv.invoiceNotes.length === 0) {
    ctx.out.add(
      '$.invoice.notes',
      IssueCode.REQUIRED,
      `a credit note's reason required as a note for PINT SG with ${rule} (BR-111-GST-SG)`,
    );
  }
  const currency = inv.currency || DEFAULT_CURRENCY;
  if (currency !== 'SGD' && inv.taxCurrency !== 'SGD') {
    ctx.out.add(
      '$.invoice.tax_currency',
      IssueCode.REQUIRED,
      `tax_currency SGD required for PINT SG when the invoice is in ${currency} (BR-113-GST-SG: GST is accounted in SGD)`,
      'SGD',
    );
  } else if (currency === 'SGD' && !blank(inv.taxCurrency)) {
    ctx.out.add(
      '$.invoice.tax_currency',
      IssueCode.INVALID_VALUE,
      'no tax_currency for a PINT SG invoice in SGD (BR-113-GST-SG)',
    );
  }
}

/** Invoice type codes PINT AE treats as credit notes (no due date, ibr-127-ae, nor payment means, ibr-191-ae, needed). */
export const AE_CREDIT_TYPES: ReadonlySet<string> = new Set(['381', '81', '261']);
/** PINT AE BTAE-02 flags a deemed supply (X1XXXXXX): no due date (ibr-127-ae) nor payment means (ibr-191-ae) needed. */
export const aeDeemedSupply = (flags: string | undefined): boolean =>
  /^[01]1[01]{6}$/.test(flags?.trim() ?? '');
/**
 * PINT AE BTAE-02 flags the document must be able to honour: a free trade zone (1XXXXXXX) needs
 * the beneficiary id BTAE-01 (beneficiary, ibr-007-ae); disclosed agent billing (XXXXX1XX) the
 * principal id BTAE-14 (principal, ibr-137-ae), which is not the seller's VAT id (ibr-176-ae);
 * type 480 and
 * 81 take no deemed supply, margin scheme or summary flag (ibr-157-ae); a margin scheme
 * (XX1XXXXX) has only category N (ibr-116-ae). Refused here rather than written and rejected.
 */
function aeTransactionFlags(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const flags = inv.transactionTypeFlags.trim();
  const path = '$.invoice.transaction_type_flags';
  if (flags && !/^[01]{8}$/.test(flags) && !ctx.out.has(path))
    ctx.out.add(
      path,
      IssueCode.INVALID_VALUE,
      'PINT AE states its transaction type flags (BTAE-02) in 8 digits 0 or 1 (20 digits are the PINT OM form)',
    );
  if (!/^[01]{8}$/.test(flags) || ctx.out.has(path)) return;
  if (flags[5] === '1') aeDisclosedAgent(ctx);
  // A summary invoice (XXX1XXXX) states the period it sums up (ibr-138-ae): any cac:InvoicePeriod,
  // which the billing frequency (BTAE-06) is written in as well.
  const period = inv.invoicingPeriod;
  if (flags[3] === '1' && blank(period?.start) && blank(period?.end) && blank(inv.billingFrequency))
    need(
      ctx,
      '$.invoice.invoicing_period.start',
      '',
      'the summary invoice flag (XXX1XXXX) needs the invoicing period it sums up (invoicing_period, IBG-14, ibr-138-ae)',
    );
  // Each flag's rule holds whatever the others say: checked one by one, not as alternatives.
  if (flags[0] === '1')
    need(
      ctx,
      '$.invoice.beneficiary.id',
      inv.beneficiary?.id,
      'the free trade zone flag (1XXXXXXX) needs the beneficiary id (beneficiary, BTAE-01, ibr-007-ae)',
    );
  if (
    ['480', '81'].includes(typeCodeOf(inv.typeCode, inv.tipoDocumento)) &&
    flags.slice(1, 4).includes('1')
  ) {
    ctx.out.add(
      path,
      IssueCode.INVALID_VALUE,
      'type 480 or 81 takes no deemed supply, margin scheme or summary invoice flag (ibr-157-ae)',
    );
  } else if (flags[2] === '1') {
    const categories = [
      ...inv.items.map((i) => i.taxCategory),
      ...inv.allowances.map((a) => a.taxCategory),
      ...inv.charges.map((c) => c.taxCategory),
    ];
    if (categories.some((c) => c.trim().toUpperCase() !== 'N'))
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        'a margin scheme (XX1XXXXX) has only tax category N, standard rate additional VAT (ibr-116-ae)',
      );
  }
}

/**
 * Disclosed agent billing (BTAE-02 XXXXX1XX): the principal the agent bills for (BTAE-14,
 * ibr-137-ae), whom the seller's tax identifiers do not name (ibr-176-ae compares each of the
 * seller's PartyTaxScheme CompanyIDs, VAT id and tax registration, with it; ibr-177-ae wants one).
 */
function aeDisclosedAgent(ctx: CheckContext): void {
  const principal = ctx.invoice.principal?.id.trim() ?? '';
  const path = '$.invoice.principal.id';
  need(
    ctx,
    path,
    principal,
    'the disclosed agent billing flag (XXXXX1XX) needs the principal id (principal, BTAE-14, ibr-137-ae)',
  );
  if (!principal || ctx.out.has(path)) return;
  // The seller's ids as written: the VAT id in the TRN form (AE prefix dropped, party-values.ts).
  const seller = ctx.invoice.seller;
  const sellerIds = [
    seller?.vatId ? writtenTaxId(seller.vatId.trim(), 'pint_ae') : '',
    seller?.taxRegistrationId?.trim() ?? '',
  ].filter(Boolean);
  const principalTrn = writtenTaxId(principal, 'pint_ae');
  // Disclosed agent billing needs a seller tax id (ibr-177-ae), which ibr-176-ae compares.
  if (!sellerIds.length)
    need(
      ctx,
      '$.invoice.seller.vat_id',
      '',
      "disclosed agent billing (XXXXX1XX) needs the seller's (the agent's) VAT id or tax registration (ibr-177-ae), which ibr-176-ae compares with the principal's",
    );
  // Compared in the TRN form on both sides: the rule compares the written values, and its intent
  // (the principal is not the seller) holds for a principal given with the AE prefix as well.
  else if (sellerIds.every((id) => id === principalTrn))
    ctx.out.add(
      path,
      IssueCode.INVALID_VALUE,
      "in disclosed agent billing the principal (BTAE-14) is not the seller: give the principal's own id, not the seller's VAT id (ibr-176-ae)",
    );
}

/** PINT AE BTAE-06 frequency of billing codes (ibr-005-ae). */
const AE_BILLING_FREQUENCIES: ReadonlySet<string> = new Set([
  'DLY',
  'WKY',
  'Q15',
  'MTH',
  'Q45',
  'Q60',
  'QTR',
  'YRL',
  'HYR',
  'OTH',
]);
/** PINT AE BTAE-09 goods or services subject to the reverse charge (ibr-006-ae). */
const AE_RCM_GOODS: ReadonlySet<string> = new Set([
  'DL8.48.3.1',
  'DL8.48.3.2',
  'DL8.48.3.3',
  'DL8.48.8.1',
  'DL8.48.8.2',
]);
/** PINT AE BTAE-03 reasons for a credit note (ibr-001-ae): the articles of the executive regulation, or VD (volume discount). */
export const AE_CREDIT_NOTE_REASONS: ReadonlySet<string> = new Set([
  'DL8.61.1.A',
  'DL8.61.1.B',
  'DL8.61.1.C',
  'DL8.61.1.D',
  'DL8.61.1.E',
  'VD',
]);
/** The UAE standard VAT rate (ibr-190-ae). */
const AE_STANDARD_RATE = 5;

/**
 * PINT AE: the 5 % standard rate (ibr-190-ae), the type of
 * goods or services on reverse-charge lines (ibr-166-ae, ibr-006-ae), the billing frequency
 * codes (ibr-005-ae), both parties' emirate (ibr-143-ae / ibr-144-ae: country_subdivision, or a
 * city the profile names the emirate of; street and city are the row's input requirements), a
 * tax point date before the issue date (ibr-141-ae), AED as the only VAT accounting currency
 * (ibr-140-ae) with its totals and rate beside another invoice currency (ibr-175-ae, ibr-159-ae), and a credit note's
 * reason code of the AE list (ibr-001-ae).
 */
/**
 * An invoice in another currency than AED states its VAT in AED: the VAT accounting currency
 * AED with the VAT total in it (IBT-006, IBT-111) and the total with VAT in AED (BTAE-20;
 * ibr-175-ae), and the exchange rate (BTAE-04; ibr-159-ae). No currency is the default one.
 */
function aeForeignCurrency(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const currency = inv.currency.trim().toUpperCase() || DEFAULT_CURRENCY;
  if (currency === 'AED') return;
  for (const [path, given, what] of [
    [
      '$.invoice.tax_currency',
      !blank(inv.taxCurrency),
      'the VAT accounting currency AED (IBT-006)',
    ],
    [
      '$.invoice.tax_currency_vat_total',
      inv.taxCurrencyVatTotal !== undefined,
      'the VAT total in AED (IBT-111)',
    ],
    [
      '$.invoice.tax_currency_total_with_tax',
      inv.taxCurrencyTotalWithTax !== undefined,
      'the total with VAT in AED (BTAE-20)',
    ],
    [
      '$.invoice.tax_exchange_rate',
      inv.taxExchangeRate !== undefined,
      'the exchange rate to AED (BTAE-04, ibr-159-ae)',
    ],
  ] as const) {
    if (given || ctx.out.has(path)) continue;
    ctx.out.add(
      path,
      IssueCode.REQUIRED,
      `${what} required for a PINT AE invoice in ${currency} (ibr-175-ae, ibr-159-ae)`,
    );
  }
}

function pintAe(ctx: CheckContext): void {
  const inv = ctx.invoice;
  for (const [role, party, rule] of [
    ['seller', inv.seller, 'ibr-143-ae'],
    ['buyer', inv.buyer, 'ibr-144-ae'],
  ] as const) {
    if (!party) continue;
    const emirate =
      party.countrySubdivision || PINT_PROFILES.ae.countrySubentity?.(party.country, party.city);
    if (!blank(party.city) && blank(emirate)) {
      ctx.out.add(
        `$.invoice.${role}.country_subdivision`,
        IssueCode.REQUIRED,
        `${role} emirate required for PINT AE (${rule}): give country_subdivision (AUH, DXB, SHJ, UAQ, FUJ, AJM, RAK) or the emirate's name as city`,
      );
    }
  }
  if (!blank(inv.taxPointDate) && !blank(inv.date) && inv.taxPointDate >= inv.date) {
    ctx.out.add(
      '$.invoice.tax_point_date',
      IssueCode.INVALID_VALUE,
      'tax_point_date must be before the issue date for PINT AE (ibr-141-ae)',
    );
  }
  aeForeignCurrency(ctx);
  aeTransactionFlags(ctx);
  checkAeTypeRules(ctx); // credit notes 381 and 81, out of scope 480
  checkAeParties(ctx);
  checkAeItems(ctx);
  // The due date (ibr-127-ae) depends on the amount due: full-check.ts asks for it.
  inv.items.forEach((item, i) => {
    const rate = item.vatRate ?? DEFAULT_VAT_RATE;
    const standard = item.taxCategory === 'S' || (item.taxCategory === '' && rate > 0);
    const path = `$.invoice.items[${i}].vat_rate`;
    if (standard && rate !== AE_STANDARD_RATE && !ctx.out.has(path)) {
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        `the UAE standard rate (tax category S) is ${AE_STANDARD_RATE} % (ibr-190-ae)`,
        String(AE_STANDARD_RATE),
      );
    }
    const goods = `$.invoice.items[${i}].reverse_charge_goods_type`;
    if (item.taxCategory === 'AE' && !ctx.out.has(goods)) {
      if (blank(item.reverseChargeGoodsType))
        ctx.out.add(
          goods,
          IssueCode.REQUIRED,
          'PINT AE reverse-charge lines need the type of goods or services (BTAE-09, ibr-166-ae)',
          [...AE_RCM_GOODS].join(', '),
        );
      else if (!AE_RCM_GOODS.has(item.reverseChargeGoodsType.trim()))
        ctx.out.add(
          goods,
          IssueCode.INVALID_CODE,
          `invalid reverse_charge_goods_type ${item.reverseChargeGoodsType} (ibr-006-ae)`,
          [...AE_RCM_GOODS].join(', '),
        );
    }
  });
  // BTAE-03 as a credit note's DiscrepancyResponse writes it (write-ubl.ts, credit notes only).
  const reason = inv.creditNoteReasonCode?.trim() ?? '';
  if (
    reason &&
    AE_CREDIT_TYPES.has(typeCodeOf(inv.typeCode, inv.tipoDocumento)) &&
    !AE_CREDIT_NOTE_REASONS.has(reason) &&
    !ctx.out.has('$.invoice.credit_note_reason_code')
  )
    ctx.out.add(
      '$.invoice.credit_note_reason_code',
      IssueCode.INVALID_CODE,
      `invalid credit_note_reason_code ${reason} (ibr-001-ae)`,
      [...AE_CREDIT_NOTE_REASONS].join(', '),
    );
  if (
    !blank(inv.billingFrequency) &&
    !ctx.out.has('$.invoice.billing_frequency') &&
    !AE_BILLING_FREQUENCIES.has(inv.billingFrequency.trim().toUpperCase())
  ) {
    ctx.out.add(
      '$.invoice.billing_frequency',
      IssueCode.INVALID_CODE,
      `invalid billing_frequency ${inv.billingFrequency} (ibr-005-ae)`,
      [...AE_BILLING_FREQUENCIES].join(', '),
    );
  }
  for (const kind of ['allowances', 'charges'] as const) {
    inv[kind].forEach((entry, i) => {
      const path = `$.invoice.${kind}[${i}].vat_rate`;
      if (
        entry.taxCategory === 'S' &&
        entry.vatRate !== undefined &&
        entry.vatRate !== AE_STANDARD_RATE &&
        !ctx.out.has(path)
      ) {
        ctx.out.add(
          path,
          IssueCode.INVALID_VALUE,
          `the UAE standard rate (tax category S) is ${AE_STANDARD_RATE} % (ibr-190-ae)`,
          String(AE_STANDARD_RATE),
        );
      }
    });
  }
}

/**
 * A TipoDocumento of a schema release newer than the installed one (TD29 of 1.2.3 beside the
 * 1.2.2 XSD): the official rules that judge the document would refuse it, so it is refused here,
 * by its field, instead of a document that fails them (a 422 of our own writer).
 */
function checkTipoInstalled(ctx: CheckContext, tipo: string): void {
  const since = TIPO_DOCUMENTO.find((t) => t.code === tipo)?.since;
  const installed = specVersion(ctx.format);
  if (!since || !installed || !newerRelease(since, installed)) return;
  ctx.out.add(
    '$.invoice.tipo_documento',
    IssueCode.INVALID_VALUE,
    `tipo_documento ${tipo} is a code of FatturaPA ${since}; the official schema installed here is ${installed}, which refuses it, so no valid document can be written with it until the rules are updated`,
    `a code of FatturaPA ${installed}: TD01 to TD06, TD16 to TD28`,
  );
}

/** Whether release `a` (1.2.3) is newer than `b` (1.2.2), part by part. */
function newerRelease(a: string, b: string): boolean {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return false;
}

/**
 * BT-1 in Numero (String20Type: 1 to 20 Basic Latin characters). The invoice number identifies
 * the document to both parties, so it is never cut or respelled as other texts are: refused.
 */
function checkFatturaPaNumber(ctx: CheckContext): void {
  const number = ctx.invoice.number.replace(/\s+/g, ' ').trim();
  if (!number || ctx.out.has('$.invoice.number')) return;
  const written = asciiPlaceText('BT-1', number);
  if (written === number) return;
  const max = MAX_LENGTH['BT-1'];
  if ([...number].length > max)
    ctx.out.add(
      '$.invoice.number',
      IssueCode.TOO_LONG,
      `FatturaPA Numero (String20Type) holds an invoice number of at most ${max} characters`,
      `at most ${max} characters`,
    );
  else
    ctx.out.add(
      '$.invoice.number',
      IssueCode.INVALID_VALUE,
      `FatturaPA Numero (String20Type) takes Basic Latin characters only: the number would read "${written}"`,
      'letters A-Z, digits and ASCII punctuation',
    );
}

function fatturapa(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const { out } = ctx;
  checkFatturaPaNumber(ctx);
  // DatiGeneraliDocumento/Data is a DataFatturaType: from 1 January 1970 (the XSD's minInclusive).
  if (!blank(inv.date) && inv.date < '1970-01-01' && !out.has('$.invoice.date'))
    out.add(
      '$.invoice.date',
      IssueCode.INVALID_VALUE,
      `FatturaPA dates a document from 1 January 1970 (DataFatturaType); ${inv.date} is earlier`,
      'a date from 1970-01-01',
    );
  if (blank(inv.tipoDocumento)) {
    out.add(
      '$.invoice.tipo_documento',
      IssueCode.REQUIRED,
      'tipo_documento required for FatturaPA',
      'TD01 to TD29, e.g. TD01',
    );
  } else if (!out.has('$.invoice.tipo_documento') && !TIPO_DOCUMENTO_SET.has(inv.tipoDocumento)) {
    out.add(
      '$.invoice.tipo_documento',
      IssueCode.INVALID_CODE,
      `invalid tipo_documento ${inv.tipoDocumento}`,
      'TD01 to TD06, TD16 to TD29',
    );
  } else if (!out.has('$.invoice.tipo_documento')) {
    checkTipoInstalled(ctx, inv.tipoDocumento);
  }
  if (inv.buyer) {
    if (blank(inv.buyer.vatId) && blank(inv.buyer.codiceFiscale)) {
      out.add(
        '$.invoice.buyer.codice_fiscale',
        IssueCode.REQUIRED,
        'buyer vat_id or codice_fiscale required for FatturaPA (CessionarioCommittente IdFiscaleIVA or CodiceFiscale)',
      );
    }
    const code = recipientCode(inv.buyer.codiceDestinatario, addressOf(inv.buyer.peppolId));
    if (!code && blank(inv.buyer.pec)) {
      out.add(
        '$.invoice.buyer.codice_destinatario',
        IssueCode.REQUIRED,
        'buyer codice_destinatario (7 characters, or the 6-character office code of a public administration; or a peppol_id of scheme 0205 or 0201) or pec required for FatturaPA',
      );
    }
  }
  // CondizioniPagamento lives in DatiPagamento, which the writer states with a payment means.
  const payment = inv.payment;
  if (
    payment &&
    !blank(payment.condizioniPagamento) &&
    !modalitaOf(payment.meansCode.trim()) &&
    blank(payment.iban)
  )
    out.add(
      '$.invoice.payment.condizioni_pagamento',
      IssueCode.INVALID_VALUE,
      'condizioni_pagamento needs a payment means FatturaPA states (payment.means_code or iban): DatiPagamento holds both',
    );
  inv.items.forEach((item, i) => {
    const rate = item.vatRate ?? DEFAULT_VAT_RATE;
    const path = `$.invoice.items[${i}].natura`;
    if (rate === 0 && blank(item.natura))
      out.add(
        path,
        IssueCode.REQUIRED,
        'natura required for a line with VAT rate 0 (FatturaPA)',
        'N1, N2.1, N2.2, N3.1 to N3.6, N4, N5, N6.1 to N6.9 or N7',
      );
    if (rate > 0 && !blank(item.natura))
      out.add(
        path,
        IssueCode.INVALID_VALUE,
        'natura only applies to lines with VAT rate 0 (FatturaPA)',
      );
  });
}

/** Checks the requirements of the resolved format: its row's input requirements, then the content-dependent ones. */
export function checkFormatRequirements(ctx: CheckContext): void {
  checkRowRequirements(ctx);
  if (usesCountryProfile(ctx.format)) peppol(ctx);
  else if (ctx.syntax === 'fatturapa') fatturapa(ctx);
}
