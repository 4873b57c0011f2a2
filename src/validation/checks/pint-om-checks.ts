/**
 * PINT OM 1.0.1 (country_profile pint_om): the Oman rules that depend on the content, checked
 * before generation so that a request the official rules would reject gets its JSON path. The
 * presence facts (issue time, the seller's address lines and telephone) are the row's input
 * requirements (formats/input-requirements.ts). The transaction type BTOM-001
 * (transaction_type_flags, 20 digits, default a full tax invoice) decides most of them:
 * - its shape: the first or the second digit is 1, never both (IBR-043-OM, CL-03-OM), and the
 *   combinations the rules exclude (IBR-138-OM … IBR-149-OM, IBR-176-OM);
 * - the data of third party, import of goods, special zone and profit margin invoices
 *   (BTOM-005 … BTOM-013, BTOM-021/022/030, BTOM-024/026, BTOM-020): pint-om-transaction-data.ts;
 * - the parties: seller VAT id (IBR-006-OM) and both VAT ids as OM + 10 digits (IBR-003-OM), the
 *   buyer's identifier or VAT id (IBR-016-OM) and address (IBR-019-OM), reverse charge imports
 *   (IBR-007/017/020/160-OM), exports (IBR-014-OM), e-commerce (IBR-040-OM);
 * - a re-export of goods: its supporting document with a UUID (IBR-013-OM);
 * - the lines: goods or services (IBR-078-OM, CL-07-OM), the HS code of goods (IBR-079/080/174-OM)
 *   from the Oman list (CL-08-OM-HS), one per line (IBR-080-OM), the ISIC code (IBR-081-OM) from
 *   its list (CL-08-OM-ISIC), the 5 % standard rate (ALIGNED-IBRP-S-05-OM), classification lists
 *   HS or MP (IBR-056-OM); line amounts in baisa that add up to whole hundredths per VAT group
 *   (ibr-123);
 * - the tax: another currency than OMR with its exchange rate BTOM-003 (7 decimals at most) and
 *   tax_currency OMR, none for OMR (IBR-004/005/034/059/172-OM; BT-111 = rate × BT-110, IBR-065-OM, is a domain
 *   rule: domain/document-problems.ts), exemption reason codes
 *   of E and Z from the Oman lists (IBR-069-OM, CL-05-OM, CL-10-OM); a paid amount names its
 *   prepayment invoices (IBR-058-OM);
 * - credit and debit notes: the reason BTOM-032 (IBR-023-OM, CL-02-OM) and each preceding
 *   invoice's number, date and UUID BTOM-031 (IBR-032-OM);
 * - the periods of summary and continuous supplies (IBR-036/037/057/072-OM).
 * No amount or quantity below zero (IBR-137-OM) is judged on the calculated invoice:
 * pint-om-amounts.ts.
 */
import { fromNumber, sum, type Decimal } from '../../domain/decimal.js';
import { DEFAULT_CURRENCY, DEFAULT_VAT_RATE, typeCodeOf } from '../../domain/defaults.js';
import { deriveTaxCategory } from '../../domain/tax-category.js';
import { PINT_PROFILES } from '../../formats/ubl-profiles.js';
import { blank, type CheckContext } from './context.js';
import { omCodeLists } from './pint-om-code-lists.js';
import { IssueCode } from './issues.js';
import { T } from './pint-om-flags.js';
import { omTransactionData } from './pint-om-transaction-data.js';

const FLAGS = '$.invoice.transaction_type_flags';

/** Types the rules forbid together (IBR-138-OM … IBR-149-OM, IBR-176-OM): [type, others, rule]. */
const EXCLUSIONS: readonly [number, readonly number[], string][] = [
  [
    T.selfBilled,
    [T.thirdParty, T.export, T.importRcm, T.profitMargin, T.profitMarginSelf, T.importGoods],
    'IBR-138-OM',
  ],
  [
    T.summary,
    [T.continuous, T.export, T.profitMargin, T.profitMarginSelf, T.importGoods],
    'IBR-140-OM',
  ],
  [
    T.continuous,
    [T.summary, T.deemed, T.profitMargin, T.profitMarginSelf, T.importGoods],
    'IBR-141-OM',
  ],
  [
    T.export,
    [
      T.selfBilled,
      T.summary,
      T.deemed,
      T.importRcm,
      T.profitMargin,
      T.profitMarginSelf,
      T.importGoods,
    ],
    'IBR-142-OM',
  ],
  [T.deemed, [T.continuous, T.export, T.profitMargin, T.profitMarginSelf], 'IBR-143-OM'],
  [
    T.importRcm,
    [T.export, T.profitMargin, T.profitMarginSelf, T.importGoods, T.selfBilled],
    'IBR-144-OM',
  ],
  [
    T.profitMargin,
    [T.summary, T.continuous, T.export, T.deemed, T.importRcm, T.importGoods, T.selfBilled],
    'IBR-145-OM',
  ],
  [
    T.profitMarginSelf,
    [
      T.summary,
      T.continuous,
      T.export,
      T.deemed,
      T.importRcm,
      T.profitMargin,
      T.importGoods,
      T.selfBilled,
    ],
    'IBR-146-OM',
  ],
  [
    T.importGoods,
    [
      T.summary,
      T.continuous,
      T.export,
      T.importRcm,
      T.profitMargin,
      T.profitMarginSelf,
      T.ecommerce,
      T.selfBilled,
    ],
    'IBR-147-OM',
  ],
  [T.ecommerce, [T.profitMarginSelf], 'IBR-148-OM'],
  [
    T.simplified,
    [
      T.selfBilled,
      T.summary,
      T.export,
      T.importRcm,
      T.profitMargin,
      T.profitMarginSelf,
      T.importGoods,
    ],
    'IBR-149-OM',
  ],
  [T.prepayment, [T.summary, T.deemed, T.profitMarginSelf], 'IBR-176-OM'],
];

/** CL-05-OM, CL-10-OM: the exemption reason codes of E and Z. */
const EXEMPT_CODES = new Set(Array.from({ length: 12 }, (_, i) => `VATEX-OM-${pad(i + 1)}`));
const ZERO_RATE_CODES = new Set(Array.from({ length: 16 }, (_, i) => `VATZR-OM-${pad(i + 1)}`));
function pad(n: number): string {
  return String(n).padStart(2, '0');
}
/** CL-02-OM: the reasons of a credit or debit note. */
const NOTE_REASONS = ['CAN', 'VAT', 'VAL', 'QTY', 'OTH'];
/** Types that are credit or debit notes (IBR-023-OM, IBR-032-OM). */
const NOTE_TYPES = new Set(['381', '383', '261']);
/** IBR-003-OM: a VAT id is OM followed by 10 digits. */
const OM_VAT_ID = /^OM\d{10}$/;
/** The Oman standard rate (ALIGNED-IBRP-S-05-OM). */
const OM_STANDARD_RATE = 5;

/** The PINT OM checks of a request. */
export function pintOm(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const given = inv.transactionTypeFlags.trim();
  const flags = given || (PINT_PROFILES.om.transactionType ?? '');
  const is = (position: number): boolean => flags[position - 1] === '1';
  if (given && !/^[01]{20}$/.test(given)) {
    if (!ctx.out.has(FLAGS))
      ctx.out.add(
        FLAGS,
        IssueCode.INVALID_VALUE,
        'PINT OM states the transaction type (BTOM-001) in 20 digits 0 or 1 (IBR-001-OM), e.g. 10000000000000000000 for a full tax invoice',
      );
    return;
  }
  transactionType(ctx, flags, is);
  tax(ctx);
  taxSchemes(ctx);
  notes(ctx);
  // What depends on the transaction type is judged once the type itself stands.
  if (ctx.out.has(FLAGS)) return;
  parties(ctx, is);
  omTransactionData(ctx, is);
  lines(ctx, is);
  reExport(ctx, is);
  periods(ctx, is);
}

/** CL-10-OM: the zero-rate reason of a re-export of goods. */
const RE_EXPORT = 'VATZR-OM-12';

/**
 * IBR-013-OM: an export (BTOM-001 digit 7) with a line zero-rated as a re-export of goods names a
 * supporting document with its reference (BT-122) and UUID (BTOM-023).
 */
function reExport(ctx: CheckContext, is: (p: number) => boolean): void {
  const inv = ctx.invoice;
  if (!is(T.export) || !inv.items.some((i) => i.vatExemptionReasonCode.trim() === RE_EXPORT))
    return;
  if (inv.attachments.some((a) => !blank(a.id) && !blank(a.uuid))) return;
  const path = inv.attachments.length ? '$.invoice.attachments[0].uuid' : '$.invoice.attachments';
  if (!ctx.out.has(path))
    ctx.out.add(
      path,
      IssueCode.REQUIRED,
      `an export with a re-export of goods (${RE_EXPORT}) names a supporting document with its reference (id) and UUID (BTOM-023, IBR-013-OM)`,
    );
}

function transactionType(ctx: CheckContext, flags: string, is: (p: number) => boolean): void {
  if (ctx.out.has(FLAGS)) return;
  if (is(T.fullTax) === is(T.simplified)) {
    ctx.out.add(
      FLAGS,
      IssueCode.INVALID_VALUE,
      `transaction type ${flags}: exactly one of the first two digits (full tax invoice, simplified tax invoice) is 1 (IBR-043-OM, CL-03-OM)`,
    );
    return;
  }
  for (const [position, others, rule] of EXCLUSIONS) {
    const clash = others.find((o) => is(position) && is(o));
    if (clash === undefined) continue;
    ctx.out.add(
      FLAGS,
      IssueCode.INVALID_VALUE,
      `transaction type ${flags}: digits ${position} and ${clash} of BTOM-001 exclude each other (${rule})`,
    );
    return;
  }
  const type = typeCodeOf(ctx.invoice.typeCode, ctx.invoice.tipoDocumento);
  const selfIssued = [T.selfBilled, T.importRcm, T.profitMarginSelf, T.importGoods];
  if (['261', '389'].includes(type) && !selfIssued.some(is))
    ctx.out.add(
      FLAGS,
      IssueCode.INVALID_VALUE,
      `a self-billed document (type ${type}) is a self-billed invoice, an import of services, a profit margin self-invoice or an import of goods (digit 3, 9, 11 or 13 of BTOM-001, IBR-177-OM)`,
    );
}

function parties(ctx: CheckContext, is: (p: number) => boolean): void {
  const { seller, buyer } = ctx.invoice;
  const need = (path: string, value: string | undefined, message: string): void => {
    if (blank(value) && !ctx.out.has(path)) ctx.out.add(path, IssueCode.REQUIRED, message);
  };
  // IBR-006-OM: but on an import of goods or services or a profit margin self-invoice.
  if (seller && !is(T.importRcm) && !is(T.importGoods) && !is(T.profitMarginSelf))
    need(
      '$.invoice.seller.vat_id',
      seller.vatId,
      'seller vat_id required for PINT OM (IBR-006-OM: OM followed by 10 digits), but on an import or a profit margin self-invoice',
    );
  // IBR-007-OM: a seller identifier with its scheme on these types.
  const sellerIdType = [T.importRcm, T.importGoods, T.profitMarginSelf, T.specialZone].find(is);
  if (seller && sellerIdType !== undefined && !seller.identifiers.length)
    need(
      '$.invoice.seller.identifiers',
      '',
      `an import of goods or services, a profit margin self-invoice or a special zone supply (BTOM-001 digit ${sellerIdType}) needs a seller identifier with its scheme (IBR-007-OM)`,
    );
  for (const [role, party] of [
    ['seller', seller],
    ['buyer', buyer],
  ] as const) {
    const path = `$.invoice.${role}.vat_id`;
    const id = party?.vatId.replace(/\s+/g, '').toUpperCase() ?? '';
    if (id && !OM_VAT_ID.test(id) && !ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        `${role} vat_id ${party!.vatId} is no Omani VAT id: OM followed by 10 digits (IBR-003-OM)`,
      );
  }
  if (!buyer) return;
  // IBR-173-OM: for this buyer electronic address the seller states its UUID (BTOM-004).
  if (buyer.peppolId.replace(/^\d{4}:/, '') === '997770000099')
    need(
      '$.invoice.seller_uuid',
      ctx.invoice.sellerUuid,
      "seller_uuid required for PINT OM when the buyer electronic address is 997770000099 (BTOM-004, IBR-173-OM): the seller's version 5 UUID",
    );
  if (is(T.importRcm)) {
    if (seller?.country === 'OM' && !ctx.out.has('$.invoice.seller.country'))
      ctx.out.add(
        '$.invoice.seller.country',
        IssueCode.INVALID_VALUE,
        'the seller of an import of services (BTOM-001 digit 9) is not in Oman (IBR-160-OM)',
      );
  }
  if ([T.selfBilled, T.importRcm, T.profitMarginSelf, T.importGoods].some(is)) {
    need(
      '$.invoice.buyer.vat_id',
      buyer.vatId,
      'buyer vat_id required for a self-billed invoice, an import of goods or services or a profit margin self-invoice (IBR-017-OM)',
    );
    if (buyer.country !== 'OM' && !ctx.out.has('$.invoice.buyer.country'))
      ctx.out.add(
        '$.invoice.buyer.country',
        IssueCode.INVALID_VALUE,
        'the buyer of a self-billed invoice, an import of goods or services or a profit margin self-invoice is in Oman (IBR-020-OM)',
        'OM',
      );
  }
  if (
    [T.fullTax, T.thirdParty, T.summary, T.continuous, T.export, T.profitMargin, T.ecommerce].some(
      is,
    ) &&
    blank(buyer.vatId) &&
    !buyer.identifiers.length
  )
    need(
      '$.invoice.buyer.vat_id',
      '',
      'buyer vat_id or an identifier required for PINT OM (IBR-016-OM: a full tax, third party, summary, continuous supply, export, profit margin or e-commerce invoice)',
    );
  if (
    [
      T.fullTax,
      T.thirdParty,
      T.selfBilled,
      T.export,
      T.importRcm,
      T.profitMargin,
      T.profitMarginSelf,
      T.importGoods,
      T.specialZone,
      T.summary,
    ].some(is)
  )
    for (const [field, value] of addressFields(buyer))
      need(
        `$.invoice.buyer.${field}`,
        value,
        `buyer ${field.replace('_', ' ')} required for PINT OM (IBR-019-OM: address lines 1 to 3, city and postal code)`,
      );
  const delivery = ctx.invoice.delivery?.address;
  if (is(T.export))
    need(
      '$.invoice.delivery.address.country',
      delivery?.country,
      'an export (BTOM-001 digit 7) needs the deliver-to country (IBR-014-OM)',
    );
  if (is(T.ecommerce))
    for (const [field, value] of [
      ...addressFields(delivery ?? {}),
      ['country', delivery?.country] as const,
    ])
      need(
        `$.invoice.delivery.address.${field}`,
        value,
        `an e-commerce supply (BTOM-001 digit 12) needs the full deliver-to address (IBR-040-OM: ${field.replace('_', ' ')})`,
      );
}

/** The address members IBR-019-OM and IBR-040-OM ask for, by their JSON names. */
function addressFields(address: {
  street?: string;
  addressLine2?: string;
  addressLine3?: string;
  city?: string;
  postalCode?: string;
}): (readonly [string, string | undefined])[] {
  return [
    ['street', address.street],
    ['address_line2', address.addressLine2],
    ['address_line3', address.addressLine3],
    ['city', address.city],
    ['postal_code', address.postalCode],
  ];
}

/**
 * Line amounts in baisa (net_amount with 3 decimals, IBR-071-OM) are summed into the VAT
 * category's taxable amount (BT-116, ALIGNED-IBRP-S-08-OM) and the total without VAT (BT-109),
 * which has at most 2 decimals (ibr-123): per VAT group, the baisa must add up to whole
 * hundredths. Amounts computed from quantity × price have 2 decimals and cannot change that.
 */
function baisaSums(ctx: CheckContext): void {
  const groups = new Map<string, { sum: Decimal[]; first: number }>();
  ctx.invoice.items.forEach((item, i) => {
    if (item.netAmount === undefined || !Number.isFinite(item.netAmount)) return;
    const amount = fromNumber(item.netAmount);
    if (amount.decimalPlaces() <= 2) return;
    const key = `${item.taxCategory.trim().toUpperCase()} ${item.vatRate ?? ''}`;
    const group = groups.get(key) ?? { sum: [], first: i };
    group.sum.push(amount);
    groups.set(key, group);
  });
  for (const [key, group] of groups) {
    const total = sum(group.sum);
    const path = `$.invoice.items[${group.first}].net_amount`;
    if (total.decimalPlaces() <= 2 || ctx.out.has(path)) continue;
    const [category, rate] = key.split(' ');
    ctx.out.add(
      path,
      IssueCode.INVALID_VALUE,
      `the line net amounts in baisa of VAT category ${category || '(derived)'}${rate ? ` at ${rate} %` : ''} add up to ${total.toFixed()}: their taxable amount (BT-116) and the total without VAT (BT-109) have at most 2 decimals (ibr-123)`,
    );
  }
}

function lines(ctx: CheckContext, is: (p: number) => boolean): void {
  baisaSums(ctx);
  const simplified = is(T.simplified);
  const lists = omCodeLists(); // CL-08-OM-HS, CL-08-OM-ISIC (absent without the prepared rules)
  ctx.invoice.items.forEach((item, i) => {
    const at = (field: string) => `$.invoice.items[${i}].${field}`;
    const kind = item.commodityCode.trim().toUpperCase();
    if (!ctx.out.has(at('commodity_code'))) {
      if (kind && kind !== 'G' && kind !== 'S')
        ctx.out.add(
          at('commodity_code'),
          IssueCode.INVALID_CODE,
          `invalid commodity_code ${item.commodityCode}: PINT OM names goods or services (BTOM-019, CL-07-OM)`,
          'G, S',
        );
      else if (!kind && !simplified)
        ctx.out.add(
          at('commodity_code'),
          IssueCode.REQUIRED,
          'commodity_code required for PINT OM: G goods or S services (BTOM-019, IBR-078-OM), but on a simplified tax invoice',
          'G, S',
        );
    }
    const classifications = item.classifications;
    const firstHs = classifications.findIndex((c) => c.listId.trim() === 'HS');
    classifications.forEach((c, j) => {
      const path = at(`classifications[${j}].list_id`);
      if (!['HS', 'MP'].includes(c.listId.trim()) && !ctx.out.has(path))
        ctx.out.add(
          path,
          IssueCode.INVALID_CODE,
          `PINT OM classifies items by HS (goods) or MP (services) only (IBR-056-OM), not ${c.listId || 'without a list'}`,
          'HS, MP',
        );
      // IBR-080-OM takes the string length of the line's one HS code: a second one (even the
      // same) leaves the official rules unable to evaluate the document (XPTY0004).
      else if (c.listId.trim() === 'HS' && j > firstHs)
        ctx.out.add(
          at(`classifications[${j}]`),
          IssueCode.INVALID_VALUE,
          `PINT OM gives a line one HS code (IBR-080-OM reads a single item classification with list_id HS); classifications[${firstHs}] is the line's HS code`,
        );
      else if (c.listId.trim() === 'HS' && !/^\d{12}$/.test(c.code.trim()))
        ctx.out.add(
          at(`classifications[${j}].code`),
          IssueCode.INVALID_VALUE,
          `the Oman HS code is 12 digits (IBR-080-OM), not ${c.code}`,
        );
      else if (c.listId.trim() === 'HS' && lists && !lists.hs.has(c.code.trim()))
        ctx.out.add(
          at(`classifications[${j}].code`),
          IssueCode.INVALID_CODE,
          `${c.code} is no Oman HS code (CL-08-OM-HS: the 12-digit codes of the Oman tariff)`,
        );
    });
    if (kind === 'G' && !classifications.some((c) => c.listId.trim() === 'HS'))
      ctx.out.add(
        at('classifications'),
        IssueCode.REQUIRED,
        'goods (commodity_code G) need their 12-digit Oman HS code as a classification with list_id HS (IBR-079-OM, IBR-174-OM)',
      );
    const isic = item.industryClassificationCode.trim();
    if (isic && lists && !lists.isic.has(isic) && !ctx.out.has(at('industry_classification_code')))
      ctx.out.add(
        at('industry_classification_code'),
        IssueCode.INVALID_CODE,
        `${isic} is no ISIC code of the Oman list (CL-08-OM-ISIC: 6 digits, e.g. 000000, 011101)`,
      );
    if (
      blank(item.industryClassificationCode) &&
      !simplified &&
      ![T.importRcm, T.importGoods, T.profitMarginSelf].some(is)
    )
      ctx.out.add(
        at('industry_classification_code'),
        IssueCode.REQUIRED,
        'industry_classification_code required for PINT OM: the 6-digit ISIC code (BTOM-033, IBR-081-OM), but on a simplified tax invoice, an import or a profit margin self-invoice',
      );
    // The category and rate as the writer resolves them: a line without a category is S at a
    // rate above 0, a line without a rate at the default one.
    const rate = item.vatRate ?? DEFAULT_VAT_RATE;
    if (
      deriveTaxCategory(item.taxCategory, fromNumber(rate)) === 'S' &&
      rate !== OM_STANDARD_RATE &&
      !ctx.out.has(at('vat_rate'))
    )
      ctx.out.add(
        at('vat_rate'),
        IssueCode.INVALID_VALUE,
        `the Oman standard rate (tax category S) is ${OM_STANDARD_RATE} % (ALIGNED-IBRP-S-05-OM)`,
        String(OM_STANDARD_RATE),
      );
    const code = item.vatExemptionReasonCode.trim();
    const category = deriveTaxCategory(item.taxCategory, fromNumber(rate));
    const list = exemptionList(category);
    if (code && list && !list.has(code) && !ctx.out.has(at('vat_exemption_reason_code')))
      ctx.out.add(
        at('vat_exemption_reason_code'),
        IssueCode.INVALID_CODE,
        `invalid exemption reason code ${code} for category ${category} (CL-05-OM, CL-10-OM)`,
        [...list].join(', '),
      );
  });
}

/**
 * IBR-009-OM: every tax scheme is VAT, the buyer has one (its VAT id), and a seller's other tax
 * registration (BT-32) stands only beside its VAT id. A tax_registration_id under another scheme
 * has no place then (NOT_CARRIED: convert leaves it out and lists it).
 */
function taxSchemes(ctx: CheckContext): void {
  for (const role of ['seller', 'buyer'] as const) {
    const party = ctx.invoice[role];
    if (!party || blank(party.taxRegistrationId)) continue;
    const vatScheme = party.taxRegistrationScheme.trim().toUpperCase() === 'VAT';
    const placed =
      role === 'seller' ? vatScheme || !blank(party.vatId) : vatScheme && blank(party.vatId);
    const path = `$.invoice.${role}.tax_registration_id`;
    if (!placed && !ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.NOT_CARRIED,
        role === 'seller'
          ? "PINT OM states a seller's other tax registration (BT-32) only beside its VAT id (IBR-009-OM)"
          : 'PINT OM states one buyer tax identifier, its VAT id (IBR-009-OM): give it as vat_id',
      );
  }
}

/** The exemption reason codes of a category (E, Z), or none. */
function exemptionList(category: string): ReadonlySet<string> | undefined {
  const c = category.trim().toUpperCase();
  return c === 'E' ? EXEMPT_CODES : c === 'Z' ? ZERO_RATE_CODES : undefined;
}

function tax(ctx: CheckContext): void {
  const inv = ctx.invoice;
  // An invoice without a currency is written in the default one.
  const currency = inv.currency.trim().toUpperCase() || DEFAULT_CURRENCY;
  const taxCurrency = inv.taxCurrency.trim().toUpperCase();
  const RATE = '$.invoice.tax_exchange_rate';
  const rate = inv.taxExchangeRate;
  if (currency && currency !== 'OMR') {
    if (rate === undefined && !ctx.out.has(RATE))
      ctx.out.add(
        RATE,
        IssueCode.REQUIRED,
        `tax_exchange_rate required for a PINT OM invoice in ${currency}: what one ${currency} is in OMR (BTOM-003, IBR-004-OM)`,
      );
    if (!taxCurrency && !ctx.out.has('$.invoice.tax_currency'))
      ctx.out.add(
        '$.invoice.tax_currency',
        IssueCode.REQUIRED,
        `tax_currency OMR required for a PINT OM invoice in ${currency}, with tax_currency_vat_total (IBR-034-OM)`,
        'OMR',
      );
    // IBR-066-OM asks an S breakdown in OMR beside the one in the invoice currency, and
    // ALIGNED-IBRP-S-01-OM counts the S breakdowns of both: exactly one. PINT OM 1.0.1 thus
    // refuses every such document; it is refused here, with the reason.
    const standard = [...inv.items, ...inv.allowances, ...inv.charges].some(
      (e) =>
        e.taxCategory.trim().toUpperCase() === 'S' ||
        (!e.taxCategory.trim() && (e.vatRate ?? 0) > 0),
    );
    if (standard && !ctx.out.has('$.invoice.currency'))
      ctx.out.add(
        '$.invoice.currency',
        IssueCode.INVALID_VALUE,
        `PINT OM 1.0.1 rejects a standard-rated (S) invoice in ${currency}: IBR-066-OM asks its S breakdown also in OMR, which ALIGNED-IBRP-S-01-OM counts as a second one; invoice in OMR`,
        'OMR',
      );
  } else if (rate !== undefined && !ctx.out.has(RATE))
    ctx.out.add(
      RATE,
      IssueCode.INVALID_VALUE,
      'an invoice in OMR has no exchange rate: BTOM-003 converts another invoice currency to OMR (IBR-172-OM)',
    );
  if (rate !== undefined && !ctx.out.has(RATE)) {
    if (!Number.isFinite(rate) || rate <= 0)
      ctx.out.add(RATE, IssueCode.INVALID_VALUE, 'tax_exchange_rate is a positive number');
    else if (fromNumber(rate).decimalPlaces() > 7)
      ctx.out.add(
        RATE,
        IssueCode.INVALID_VALUE,
        `tax_exchange_rate ${rate} has more than 7 decimals (IBR-005-OM)`,
      );
  }
  if (taxCurrency && taxCurrency !== 'OMR' && !ctx.out.has('$.invoice.tax_currency'))
    ctx.out.add(
      '$.invoice.tax_currency',
      IssueCode.INVALID_VALUE,
      'the VAT accounting currency of PINT OM is OMR (ALIGNED-IBRP-003-OM)',
      'OMR',
    );
  // A line's category as the writer resolves it (S or Z by its rate when it names none).
  const categories = new Set([
    ...inv.items.map((e) =>
      deriveTaxCategory(e.taxCategory, fromNumber(e.vatRate ?? DEFAULT_VAT_RATE)),
    ),
    ...[...inv.allowances, ...inv.charges].map((e) => e.taxCategory.trim().toUpperCase()),
  ]);
  for (const category of ['E', 'Z']) {
    if (!categories.has(category)) continue;
    const index = inv.vatExemptions.findIndex(
      (e) => e.taxCategory.trim().toUpperCase() === category,
    );
    const code = index < 0 ? '' : inv.vatExemptions[index]!.reasonCode.trim();
    const path =
      index < 0 ? '$.invoice.vat_exemptions' : `$.invoice.vat_exemptions[${index}].reason_code`;
    if (ctx.out.has(path)) continue;
    const list = exemptionList(category)!;
    if (!code)
      ctx.out.add(
        path,
        IssueCode.REQUIRED,
        `PINT OM states an exemption reason code for category ${category} (IBR-069-OM): give a vat_exemptions entry for ${category} with its reason_code`,
        [...list].join(', '),
      );
    else if (!list.has(code))
      ctx.out.add(
        path,
        IssueCode.INVALID_CODE,
        `invalid exemption reason code ${code} for category ${category} (${category === 'E' ? 'CL-05-OM' : 'CL-10-OM'})`,
        [...list].join(', '),
      );
  }
  for (const kind of ['allowances', 'charges'] as const) {
    inv[kind].forEach((entry, i) => {
      const at = (field: string) => `$.invoice.${kind}[${i}].${field}`;
      const category = entry.taxCategory.trim().toUpperCase();
      if (
        category === 'S' &&
        entry.vatRate !== undefined &&
        entry.vatRate !== OM_STANDARD_RATE &&
        !ctx.out.has(at('vat_rate'))
      )
        ctx.out.add(
          at('vat_rate'),
          IssueCode.INVALID_VALUE,
          `the Oman standard rate (tax category S) is ${OM_STANDARD_RATE} % (IBR-045-OM, IBR-047-OM)`,
          String(OM_STANDARD_RATE),
        );
      if (entry.percentage !== undefined && entry.baseAmount === undefined)
        ctx.out.add(
          at('base_amount'),
          IssueCode.REQUIRED,
          'PINT OM states the base amount with a percentage (IBR-041-OM)',
        );
      if (kind === 'charges' && blank(entry.reasonCode) && !ctx.out.has(at('reason_code')))
        ctx.out.add(
          at('reason_code'),
          IssueCode.REQUIRED,
          'PINT OM document-level charges name their reason code (IBR-042-OM, UNTDID 7161)',
        );
    });
  }
  // Even 0: a stated BT-113 (PrepaidAmount) needs its prepayment invoice references (IBR-058-OM).
  const prepayments = '$.invoice.prepayment_invoices';
  if (
    inv.paidAmount !== undefined &&
    !inv.prepaymentInvoices.some((p) => !blank(p.number) && !blank(p.uuid)) &&
    !ctx.out.has(prepayments)
  )
    ctx.out.add(
      prepayments,
      IssueCode.REQUIRED,
      'a paid amount (BT-113) in PINT OM names the prepayment invoice: its number and UUID (BTOM-027, BTOM-014; IBR-058-OM)',
    );
}

function notes(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const reason = inv.creditNoteReasonCode.trim();
  const path = '$.invoice.credit_note_reason_code';
  // CL-02-OM judges the code wherever it is written: a note's, or an invoice's with its
  // preceding invoices (format-carriage.ts).
  if (reason && !NOTE_REASONS.includes(reason) && !ctx.out.has(path))
    ctx.out.add(
      path,
      IssueCode.INVALID_CODE,
      `invalid credit_note_reason_code ${reason} (CL-02-OM)`,
      NOTE_REASONS.join(', '),
    );
  const type = typeCodeOf(inv.typeCode, inv.tipoDocumento);
  if (!NOTE_TYPES.has(type)) return;
  if (!reason && !ctx.out.has(path))
    ctx.out.add(
      path,
      IssueCode.REQUIRED,
      `credit_note_reason_code required for a PINT OM credit or debit note (type ${type}; BTOM-032, IBR-023-OM)`,
      NOTE_REASONS.join(', '),
    );
  if (!inv.precedingInvoices.length && !ctx.out.has('$.invoice.preceding_invoices'))
    ctx.out.add(
      '$.invoice.preceding_invoices',
      IssueCode.REQUIRED,
      `a PINT OM credit or debit note (type ${type}) names the preceding invoice: number, date and uuid (IBR-032-OM)`,
    );
  inv.precedingInvoices.forEach((p, i) => {
    for (const [field, value] of [
      ['date', p.date],
      ['uuid', p.uuid],
    ] as const) {
      const at = `$.invoice.preceding_invoices[${i}].${field}`;
      if (blank(value) && !ctx.out.has(at))
        ctx.out.add(
          at,
          IssueCode.REQUIRED,
          `a PINT OM credit or debit note states the preceding invoice's ${field === 'uuid' ? 'UUID (BTOM-031)' : 'issue date (BT-26)'} (IBR-032-OM)`,
        );
    }
  });
}

function periods(ctx: CheckContext, is: (p: number) => boolean): void {
  const inv = ctx.invoice;
  const summary = is(T.summary);
  if (!summary && !is(T.continuous)) return;
  const period = inv.invoicingPeriod;
  if ((blank(period?.start) || blank(period?.end)) && !ctx.out.has('$.invoice.invoicing_period'))
    ctx.out.add(
      '$.invoice.invoicing_period',
      IssueCode.REQUIRED,
      'a summary or continuous supply invoice states its period start and end (IBR-037-OM)',
    );
  else if (summary && period!.start.slice(0, 7) !== period!.end.slice(0, 7))
    ctx.out.add(
      '$.invoice.invoicing_period',
      IssueCode.INVALID_VALUE,
      'the period of a summary invoice lies within one calendar month (IBR-036-OM)',
    );
  if (!summary) return;
  inv.items.forEach((item, i) => {
    const p = item.period;
    const path = `$.invoice.items[${i}].period`;
    if (ctx.out.has(path)) return;
    if (is(T.fullTax) && (blank(p?.start) || blank(p?.end)))
      ctx.out.add(
        path,
        IssueCode.REQUIRED,
        'the lines of a full tax summary invoice state their period start and end (IBR-072-OM)',
      );
    else if (p && !blank(p.start) && !blank(p.end) && p.start.slice(0, 7) !== p.end.slice(0, 7))
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        'a line period of a summary invoice lies within one calendar month (IBR-057-OM)',
      );
  });
}
