/**
 * PINT OM 1.0.1: the data four transaction types (BTOM-001) ask for beyond the document, checked
 * before generation with the JSON path of the field:
 * - third party invoice (digit 4): the third party BTOM-005 … BTOM-013 in full (IBR-015-OM), its
 *   VAT id OM + 10 digits (IBR-003-OM);
 * - import of goods (digit 13): customs declaration BTOM-021, import date BTOM-030 and Incoterms
 *   BTOM-022 (IBR-085-OM) from the Incoterms list (CL-09-OM), the buyer's importer customs id
 *   (identifier scheme ICID, IBR-153-OM), each line's origin country (IBR-084-OM);
 * - special zone supplies (digit 14): both subdivision codes BTOM-024 / BTOM-026 (IBR-150-OM)
 *   from CL-13-OM, the zone licence (identifier scheme SZLN) of a party outside the mainland MO
 *   (IBR-151-OM, IBR-152-OM);
 * - profit margin invoice and self-invoice (digits 10, 11): the total amount due BTOM-020
 *   (IBR-082-OM; its sum against the lines is a domain rule: domain/document-problems.ts), the
 *   preceding invoice's number and UUID of a profit margin invoice (IBR-175-OM), a self-invoice's
 *   seller in Oman (IBR-087-OM) with lines out of scope O (IBR-086-OM), no HS code of precious
 *   stones, live animals or plants on a profit margin invoice (IBR-091-OM).
 * The parties' subdivision codes (CL-13-OM), Incoterms (CL-09-OM) and BTOM-020 as an amount
 * (bounded like every amount, OMR's 3 decimals) are checked whenever given.
 */
import { blank, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { T } from './pint-om-flags.js';
import { INCOTERMS_2020 } from '../../domain/codelists/incoterms.js';
import { checkAmount } from './term-helpers.js';

/** CL-09-OM: the Incoterms of an import (BTOM-022), the Incoterms 2020 rules. */
const INCOTERMS = INCOTERMS_2020;
/** CL-13-OM: the special zones (SHRFZ Sohar, SEZAD Duqm, SLLFZ Salalah, AFZ Al Mazunah), MO mainland, OTH. */
const SUBDIVISIONS = ['SHRFZ', 'SEZAD', 'SLLFZ', 'AFZ', 'MO', 'OTH'];
/** IBR-003-OM: a VAT id is OM followed by 10 digits. */
const OM_VAT_ID = /^OM\d{10}$/;
/** IBR-091-OM: HS chapters and headings a profit margin invoice cannot state (stones, animals, plants). */
const NO_PROFIT_MARGIN_HS = ['7101', '7102', '7103', '7104', '01', '06'];

/** The PINT OM checks of the third party, import, special zone and profit margin data. */
export function omTransactionData(ctx: CheckContext, is: (position: number) => boolean): void {
  codes(ctx);
  // A document that is no profit margin invoice may state BTOM-020 too: it is written as given.
  checkAmount(
    ctx,
    '$.invoice.profit_margin_total',
    ctx.invoice.profitMarginTotal,
    'profit_margin_total (BTOM-020, an amount in OMR: IBR-137-OM)',
    { nonNegative: true, maxDecimals: 3 },
  );
  if (is(T.thirdParty)) thirdParty(ctx);
  if (is(T.importGoods)) importOfGoods(ctx);
  if (is(T.specialZone)) specialZone(ctx);
  if (is(T.profitMargin) || is(T.profitMarginSelf)) profitMargin(ctx, is);
}

function need(ctx: CheckContext, path: string, value: string | undefined, message: string): void {
  if (blank(value) && !ctx.out.has(path)) ctx.out.add(path, IssueCode.REQUIRED, message);
}

/** Codes from their lists wherever they are given. */
function codes(ctx: CheckContext): void {
  const inv = ctx.invoice;
  // The import date BTOM-030 is written in the shipment its customs declaration BTOM-021 names
  // (cac:Shipment, whose cbc:ID the UBL schema requires).
  if (!blank(inv.importDate))
    need(
      ctx,
      '$.invoice.customs_declaration_number',
      inv.customsDeclarationNumber,
      'customs_declaration_number (BTOM-021) required with import_date (BTOM-030): the date is written in the shipment it names',
    );
  const incoterms = inv.incoterms.trim().toUpperCase();
  if (incoterms && !INCOTERMS.includes(incoterms) && !ctx.out.has('$.invoice.incoterms'))
    ctx.out.add(
      '$.invoice.incoterms',
      IssueCode.INVALID_CODE,
      `invalid incoterms ${inv.incoterms} (BTOM-022, CL-09-OM)`,
      INCOTERMS.join(', '),
    );
  for (const [path, given, term] of [
    ['$.invoice.seller', inv.seller?.countrySubdivisionCode, 'BTOM-024'],
    ['$.invoice.buyer', inv.buyer?.countrySubdivisionCode, 'BTOM-026'],
  ] as const) {
    const code = given?.trim().toUpperCase() ?? '';
    const at = `${path}.country_subdivision_code`;
    if (code && !SUBDIVISIONS.includes(code) && !ctx.out.has(at))
      ctx.out.add(
        at,
        IssueCode.INVALID_CODE,
        `invalid country_subdivision_code ${code} (${term}, CL-13-OM)`,
        SUBDIVISIONS.join(', '),
      );
  }
  const vatId = inv.thirdParty?.vatId.replace(/\s+/g, '').toUpperCase() ?? '';
  if (vatId && !OM_VAT_ID.test(vatId) && !ctx.out.has('$.invoice.third_party.vat_id'))
    ctx.out.add(
      '$.invoice.third_party.vat_id',
      IssueCode.INVALID_VALUE,
      `third party vat_id ${inv.thirdParty!.vatId} is no Omani VAT id: OM followed by 10 digits (BTOM-006, IBR-003-OM)`,
    );
}

/** IBR-015-OM: name, VAT id, address lines 1 to 3, city, post code and country of the third party. */
function thirdParty(ctx: CheckContext): void {
  const t = ctx.invoice.thirdParty;
  const a = t?.address;
  const rule = 'for a third party invoice (BTOM-001 digit 4, IBR-015-OM)';
  need(ctx, '$.invoice.third_party.name', t?.name, `third party name (BTOM-005) required ${rule}`);
  need(
    ctx,
    '$.invoice.third_party.vat_id',
    t?.vatId,
    `third party vat_id (BTOM-006: OM followed by 10 digits) required ${rule}`,
  );
  for (const [field, value, term] of [
    ['street', a?.street, 'BTOM-007'],
    ['address_line2', a?.addressLine2, 'BTOM-008'],
    ['address_line3', a?.addressLine3, 'BTOM-009'],
    ['city', a?.city, 'BTOM-010'],
    ['postal_code', a?.postalCode, 'BTOM-011'],
    ['country', a?.country, 'BTOM-013'],
  ] as const)
    need(
      ctx,
      `$.invoice.third_party.address.${field}`,
      value,
      `third party address ${field.replace('_', ' ')} (${term}) required ${rule}`,
    );
}

/** IBR-085-OM, IBR-153-OM, IBR-084-OM. */
function importOfGoods(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const rule = 'for an import of goods (BTOM-001 digit 13, IBR-085-OM)';
  need(
    ctx,
    '$.invoice.customs_declaration_number',
    inv.customsDeclarationNumber,
    `customs_declaration_number (BTOM-021) required ${rule}`,
  );
  need(ctx, '$.invoice.import_date', inv.importDate, `import_date (BTOM-030) required ${rule}`);
  need(
    ctx,
    '$.invoice.incoterms',
    inv.incoterms,
    `incoterms (BTOM-022, CL-09-OM) required ${rule}`,
  );
  const buyer = inv.buyer;
  if (buyer && !buyer.identifiers.some((i) => i.scheme.trim() === 'ICID'))
    need(
      ctx,
      '$.invoice.buyer.identifiers',
      '',
      "an import of goods names the buyer's importer customs id: an identifier with scheme ICID (IBR-153-OM)",
    );
  inv.items.forEach((item, i) =>
    need(
      ctx,
      `$.invoice.items[${i}].origin_country`,
      item.originCountry,
      'the lines of an import of goods state their origin country (BT-159, IBR-084-OM)',
    ),
  );
}

/** IBR-150-OM, IBR-151-OM, IBR-152-OM. */
function specialZone(ctx: CheckContext): void {
  const { seller, buyer } = ctx.invoice;
  for (const [role, party, term] of [
    ['seller', seller, 'BTOM-024'],
    ['buyer', buyer, 'BTOM-026'],
  ] as const) {
    if (!party) continue;
    const code = party.countrySubdivisionCode.trim().toUpperCase();
    need(
      ctx,
      `$.invoice.${role}.country_subdivision_code`,
      code,
      `${role} country_subdivision_code (${term}, CL-13-OM) required for a special zone supply (BTOM-001 digit 14, IBR-150-OM)`,
    );
    const mainland = code === 'MO';
    const exempt = role === 'buyer' && party.peppolId.replace(/^\d{4}:/, '') === '997770000099';
    if (!code || mainland || exempt) continue;
    if (!party.identifiers.some((i) => i.scheme.trim() === 'SZLN'))
      need(
        ctx,
        `$.invoice.${role}.identifiers`,
        '',
        `a special zone supply names the ${role}'s zone licence: an identifier with scheme SZLN, unless its subdivision is MO (${role === 'seller' ? 'IBR-151-OM' : 'IBR-152-OM'})`,
      );
  }
}

/** IBR-082-OM (presence), IBR-175-OM, IBR-087-OM, IBR-086-OM, IBR-091-OM. */
function profitMargin(ctx: CheckContext, is: (position: number) => boolean): void {
  const inv = ctx.invoice;
  const path = '$.invoice.profit_margin_total';
  if (inv.profitMarginTotal === undefined)
    need(
      ctx,
      path,
      '',
      "profit_margin_total (BTOM-020, in OMR) required for a profit margin invoice or self-invoice (BTOM-001 digit 10 or 11, IBR-082-OM): the sum of the lines' amounts with VAT",
    );
  if (is(T.profitMargin)) {
    if (
      !inv.precedingInvoices.some((p) => !blank(p.number) && !blank(p.uuid)) &&
      !ctx.out.has('$.invoice.preceding_invoices')
    )
      ctx.out.add(
        '$.invoice.preceding_invoices',
        IssueCode.REQUIRED,
        'a profit margin invoice (BTOM-001 digit 10) names the preceding invoice: its number and UUID (IBR-175-OM)',
      );
    inv.items.forEach((item, i) =>
      item.classifications.forEach((c, j) => {
        const at = `$.invoice.items[${i}].classifications[${j}].code`;
        const hs = c.code.trim();
        if (
          c.listId.trim() === 'HS' &&
          NO_PROFIT_MARGIN_HS.some((p) => hs.startsWith(p)) &&
          !ctx.out.has(at)
        )
          ctx.out.add(
            at,
            IssueCode.INVALID_VALUE,
            `a profit margin invoice cannot sell goods of HS ${hs} (precious stones 7101-7104, live animals 01, plants 06: IBR-091-OM)`,
          );
      }),
    );
  }
  if (!is(T.profitMarginSelf)) return;
  if (ctx.sellerCountry !== 'OM' && !ctx.out.has('$.invoice.seller.country'))
    ctx.out.add(
      '$.invoice.seller.country',
      IssueCode.INVALID_VALUE,
      'the seller of a profit margin self-invoice (BTOM-001 digit 11) is in Oman (IBR-087-OM)',
      'OM',
    );
  inv.items.forEach((item, i) => {
    const at = `$.invoice.items[${i}].tax_category`;
    const category = item.taxCategory.trim().toUpperCase();
    if (category !== 'O' && !ctx.out.has(at))
      ctx.out.add(
        at,
        IssueCode.INVALID_VALUE,
        'the lines of a profit margin self-invoice (BTOM-001 digit 11) are out of scope of VAT: tax_category O (IBR-086-OM)',
        'O',
      );
  });
}
