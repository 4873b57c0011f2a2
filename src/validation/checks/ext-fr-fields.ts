/**
 * The EXTENDED-CTC-FR additions of the FNFE note 1.4.0 that the contract carries as fields (the
 * dates of the contract, order and despatch advice EXT-FR-FE-199 / 197 / 198, the document's
 * despatch advice line EXT-FR-FE-141 (CII EXTENDED-CTC-FR only), a line's order
 * date EXT-FR-FE-200, a line's despatch advice with its line and date EXT-FR-FE-141 / 201, the
 * price discount's reasons EXT-FR-FE-195 / 196, the document's and the lines' INCOTERMS) have
 * one place per syntax: CII with profile extended_ctc_fr or extended (Factur-X / ZUGFeRD EXTENDED
 * have the same elements) and UBL with profile extended_ctc_fr. Everywhere else they are
 * NOT_CARRIED (format-carriage.ts asks extFrCarried); where they are carried, their values are
 * checked here.
 */
import { ALLOWANCE_REASON_CODES_SET } from '../../domain/codelists/allowance-reason-codes.generated.js';
import { isCalendarDate } from '../../domain/codelists/calendar-date.js';
import { INCOTERMS_2020 } from '../../domain/codelists/incoterms.js';
import { EXTENDED_CTC_FR } from '../../formats/format-registry.js';
import { blank, writtenCiiProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { checkLineDespatch } from './line-despatch.js';

/**
 * BR-FREXT-CL-27: the delivery terms codes of the EXTENDED-CTC-FR rules and of the D22B XSD
 * (UN/ECE Recommendation 5, Incoterms 2020; UNTDID 4053 1 and 2).
 */
const INCOTERMS_CODES: ReadonlySet<string> = new Set(['1', '2', ...[...INCOTERMS_2020].sort()]);

/** Whether the resolved format and profile write the EXTENDED-CTC-FR additions. */
export function extFrCarried(ctx: CheckContext): boolean {
  if (ctx.syntax === 'cii') {
    const profile = writtenCiiProfile(ctx);
    return profile === 'extended' || profile === EXTENDED_CTC_FR;
  }
  return ctx.syntax === 'ubl' && ctx.row?.ciiProfile === EXTENDED_CTC_FR;
}

/** Where to generate an EXTENDED-CTC-FR addition instead. */
export const EXT_FR_PLACES =
  'generate it as cii with profile extended_ctc_fr or extended (facturx, zugferd too), or as ubl with profile extended_ctc_fr';

/**
 * Whether a term of public-terms.ts is an EXTENDED-CTC-FR addition (EXT-FR-FE-n, the line
 * INCOTERMS EXT-FR-Incoterms, the document INCOTERMS' place EXT-FR-IncotermsLocation).
 */
export const isExtFrTerm = (term: string): boolean => term.startsWith('EXT-FR-');

/** The refusal of an addition (its term, its JSON path) the document has no place for. */
export function extFrNotCarried(ctx: CheckContext, term: string, path: string): string {
  const profile = writtenCiiProfile(ctx);
  const target = ctx.syntax === 'cii' ? `profile ${profile}` : `format ${ctx.format}`;
  const what =
    {
      'EXT-FR-Incoterms': 'the line INCOTERMS',
      'EXT-FR-IncotermsLocation': 'the named place of the INCOTERMS',
      'EXT-FR-LineDespatchAdvice': "a line's despatch advice",
    }[term] ?? term;
  const places = path === DOCUMENT_DESPATCH_LINE ? DOCUMENT_DESPATCH_LINE_PLACE : EXT_FR_PLACES;
  return `${target} has no place for ${what} (${path.split('.').pop()}): ${places}, or leave the field out`;
}

/** EXT-FR-FE-141 of the document: the line of the despatch advice BT-16 names. */
const DOCUMENT_DESPATCH_LINE = '$.invoice.despatch_advice_line';

/**
 * Its one place: CII EXTENDED-CTC-FR lifts CII-SR-333/334 in the header delivery; Factur-X
 * EXTENDED marks the element not used there, and UBL's cac:DespatchDocumentReference has no line.
 */
const DOCUMENT_DESPATCH_LINE_PLACE = 'generate it as cii with profile extended_ctc_fr';

/** Checks one date of an addition: a calendar date. */
function checkDate(ctx: CheckContext, path: string, value: string, label: string): boolean {
  if (blank(value) || ctx.out.has(path)) return false;
  if (isCalendarDate(value.trim())) return true;
  ctx.out.add(
    path,
    IssueCode.INVALID_FORMAT,
    `invalid ${label}: ${value} is not a calendar date`,
    'YYYY-MM-DD, a real calendar date',
  );
  return false;
}

/** The dated references: a date's field, its value, the reference it dates, that field, its term. */
type DatedReference = readonly [string, string, string, string, string];

/**
 * EXT-FR-FE-199 / 197 / 198: the date of the contract BT-12, the order BT-13 and the despatch
 * advice BT-16 name, each a calendar date beside its reference (KSeF FA(3) states the first two
 * too: ksef-carriage.ts).
 */
export function datedReferences(inv: CheckContext['invoice']): readonly DatedReference[] {
  return [
    [
      'contract_date',
      inv.contractDate,
      inv.contractReference,
      'contract_reference',
      'EXT-FR-FE-199',
    ],
    [
      'purchase_order_date',
      inv.purchaseOrderDate,
      inv.purchaseOrderReference,
      'purchase_order_reference',
      'EXT-FR-FE-197',
    ],
    [
      'despatch_advice_date',
      inv.despatchAdviceDate,
      inv.despatchAdviceReference,
      'despatch_advice_reference',
      'EXT-FR-FE-198',
    ],
  ];
}

/** Checks the dated references given: calendar dates, each beside the reference it dates. */
export function checkDatedReferences(ctx: CheckContext, dated: readonly DatedReference[]): void {
  for (const [field, date, reference, refField, term] of dated) {
    const path = `$.invoice.${field}`;
    if (checkDate(ctx, path, date, field.replace(/_/g, ' ')) && blank(reference))
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        `${field} is the date of the document ${refField} names (${term}): give the reference, or leave the date out`,
      );
  }
}

/** The values of the additions, where the document carries them. */
export function checkExtFrFields(ctx: CheckContext): void {
  if (!extFrCarried(ctx)) return;
  const inv = ctx.invoice;
  checkDatedReferences(ctx, datedReferences(inv));
  // EXT-FR-FE-141 of the document: CII EXTENDED-CTC-FR only; it needs the despatch advice BT-16.
  if (!blank(inv.despatchAdviceLine) && !ctx.out.has(DOCUMENT_DESPATCH_LINE)) {
    const profile = writtenCiiProfile(ctx);
    if (ctx.syntax !== 'cii' || profile !== EXTENDED_CTC_FR)
      ctx.out.add(
        DOCUMENT_DESPATCH_LINE,
        IssueCode.NOT_CARRIED,
        extFrNotCarried(ctx, 'EXT-FR-FE-141', DOCUMENT_DESPATCH_LINE),
      );
    else if (blank(inv.despatchAdviceReference))
      ctx.out.add(
        DOCUMENT_DESPATCH_LINE,
        IssueCode.INVALID_VALUE,
        'despatch_advice_line is the line of the despatch advice despatch_advice_reference names (EXT-FR-FE-141): give the reference, or leave the line out',
      );
  }
  // The document-level INCOTERMS (CII-FREXT-SR-293, UBL-FREXT-CR-410; BR-FREXT-CL-27).
  checkIncoterms(ctx, '$.invoice', inv.incoterms, inv.incotermsLocation, 'the INCOTERMS');
  // EXT-FR-FE-195 / 196: the reasons of the price discount BT-147, its code from UNTDID 5189
  // (BR-FREXT-CL-19-GP: the allowance reason codes of BR-CL-19).
  inv.items.forEach((item, i) => {
    const base = `$.invoice.items[${i}]`;
    const code = item.priceDiscountReasonCode.trim();
    const CODE = `${base}.price_discount_reason_code`;
    if (code && !ctx.out.has(CODE) && !ALLOWANCE_REASON_CODES_SET.has(code))
      ctx.out.add(
        CODE,
        IssueCode.INVALID_CODE,
        `price discount reason code ${code} is not an allowance reason code of UNTDID 5189 (BR-FREXT-CL-19-GP)`,
        [...ALLOWANCE_REASON_CODES_SET].join(', '),
      );
    for (const [field, value] of [
      ['price_discount_reason_code', code],
      ['price_discount_reason', item.priceDiscountReason.trim()],
    ] as const)
      if (item.priceDiscount === undefined && value && !ctx.out.has(`${base}.${field}`))
        ctx.out.add(
          `${base}.${field}`,
          IssueCode.INVALID_VALUE,
          `${field} is the reason of the price discount (EXT-FR-FE-${field.endsWith('code') ? '195' : '196'}): give price_discount with gross_price, or leave it out`,
        );
    // EXT-FR-FE-200: the date of the order a line refers to. UBL states it in the line's
    // OrderLineReference (its BT-132) with the order BT-13 as OrderReference/cbc:ID; CII needs
    // neither (an official Factur-X EXTENDED example dates a line's order without BT-132).
    const ORDER_DATE = `${base}.purchase_order_date`;
    if (
      checkDate(ctx, ORDER_DATE, item.purchaseOrderDate, 'purchase order date') &&
      ctx.syntax === 'ubl' &&
      (blank(item.orderLineReference) || blank(inv.purchaseOrderReference))
    )
      ctx.out.add(
        ORDER_DATE,
        IssueCode.INVALID_VALUE,
        'UBL states the line order date (EXT-FR-FE-200) in the line reference to its order: give order_line_reference (BT-132) and purchase_order_reference (BT-13), or leave the date out',
      );
    // The line's despatch advice with its line EXT-FR-FE-141 and date EXT-FR-FE-201.
    const DATE = `${base}.despatch_advice_date`;
    const dated = checkDate(ctx, DATE, item.despatchAdviceDate, 'despatch advice date');
    checkLineDespatch(ctx, item, base, dated ? item.despatchAdviceDate.trim() : undefined);
    // The line INCOTERMS (BR-FREXT-CL-27) and their named place.
    checkIncoterms(ctx, base, item.incoterms, item.incotermsLocation, 'the line INCOTERMS');
  });
}

/** INCOTERMS (the document's or a line's, under base) from BR-FREXT-CL-27; their place needs them. */
function checkIncoterms(
  ctx: CheckContext,
  base: string,
  given: string,
  location: string,
  what: string,
): void {
  const incoterms = given.trim();
  const INCOTERMS = `${base}.incoterms`;
  if (incoterms && !ctx.out.has(INCOTERMS) && !INCOTERMS_CODES.has(incoterms))
    ctx.out.add(
      INCOTERMS,
      IssueCode.INVALID_CODE,
      `INCOTERMS ${incoterms} is not a delivery terms code of the rules (BR-FREXT-CL-27)`,
      [...INCOTERMS_CODES].join(', '),
    );
  const LOCATION = `${base}.incoterms_location`;
  if (!incoterms && location.trim() && !ctx.out.has(LOCATION))
    ctx.out.add(
      LOCATION,
      IssueCode.INVALID_VALUE,
      `incoterms_location is the named place of ${what}: give incoterms, or leave it out`,
    );
}
