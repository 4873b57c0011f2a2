/**
 * CIUS-PT 2.1.1 rules on the request's content beyond its code lists (cius-pt-code-lists.ts) and
 * number formats (number-bounds.ts), each reported on the JSON path with the rule id:
 * - the text lengths of its datatype rules (`matches(.,'^(.{1,n})$')`: n characters on one line);
 * - the tax numbers in cac:PartyTaxScheme: the country code first, 50 characters at most
 *   (DT-CIUS-PT-029/030 the seller's, 046.1/046.2 the buyer's);
 * - an item classification code wherever a cac:CommodityClassification is written (BR-CIUS-PT-57);
 * - on the calculated invoice: the totals BT-109, BT-112, BT-113 and BT-115 unsigned
 *   (DT-CIUS-PT-097.1, 099.1, 100.1, 102.1).
 */
import type { Invoice } from '../../../gen/einvoice/v1/invoice_pb.js';
import type { Decimal } from '../../domain/decimal.js';
import type { DocumentTotals } from '../../domain/model.js';
import { blank, type CheckContext } from './context.js';
import { IssueCode, type RuleIssue } from './issues.js';
import { nationalVatIdShape } from './national-code-lists.js';

/** One text field and the rule that bounds it: [JSON path, value, rule, most characters]. */
type TextLength = readonly [path: string, value: string | undefined, rule: string, max: number];

type Address = { street: string; city: string; postalCode: string; countrySubdivision: string };
/** An address's street, city, post code and subdivision with the rules' ids of the four. */
const addressLengths = (at: string, a: Address | undefined, rules: string[]): TextLength[] =>
  a
    ? [
        [`${at}.street`, a.street, rules[0]!, 200],
        [`${at}.city`, a.city, rules[1]!, 200],
        [`${at}.postal_code`, a.postalCode, rules[2]!, 200],
        [`${at}.country_subdivision`, a.countrySubdivision, rules[3]!, 200],
      ]
    : [];

/** A party's names, address and contact (BG-4 DT-CIUS-PT-025 …, BG-7 042 …). */
function partyLengths(role: 'seller' | 'buyer', inv: Invoice): TextLength[] {
  const p = inv[role];
  if (!p) return [];
  const [name, trading, street, contact] = role === 'seller' ? [25, 26, 33, 39] : [42, 43, 48, 54];
  const id = (n: number) => `DT-CIUS-PT-0${n}`;
  const at = `$.invoice.${role}`;
  return [
    [`${at}.name`, p.name, id(name), 200],
    [`${at}.trading_name`, p.tradingName, id(trading), 200],
    ...addressLengths(at, p, [id(street), id(street + 3), id(street + 4), id(street + 5)]),
    [`${at}.contact_name`, p.contactName, id(contact), 200],
    [`${at}.phone`, p.phone, id(contact + 1), 200],
    [`${at}.email`, p.email, id(contact + 2), 200],
  ];
}

/** The bounded text fields of the request. */
function textLengths(inv: Invoice): TextLength[] {
  return [
    ['$.invoice.number', inv.number, 'DT-CIUS-PT-001', 50],
    ['$.invoice.buyer_reference', inv.buyerReference, 'DT-CIUS-PT-009', 50],
    ['$.invoice.project_reference', inv.projectReference, 'DT-CIUS-PT-010', 50],
    ['$.invoice.contract_reference', inv.contractReference, 'DT-CIUS-PT-011', 20],
    ['$.invoice.purchase_order_reference', inv.purchaseOrderReference, 'DT-CIUS-PT-012', 20],
    ['$.invoice.sales_order_reference', inv.salesOrderReference, 'DT-CIUS-PT-013', 20],
    ['$.invoice.receiving_advice_reference', inv.receivingAdviceReference, 'DT-CIUS-PT-014', 20],
    ['$.invoice.despatch_advice_reference', inv.despatchAdviceReference, 'DT-CIUS-PT-015', 20],
    ['$.invoice.tender_reference', inv.tenderReference, 'DT-CIUS-PT-016', 20],
    ['$.invoice.accounting_cost', inv.accountingCost, 'DT-CIUS-PT-018', 50],
    ['$.invoice.payment.terms', inv.payment?.terms, 'DT-CIUS-PT-019', 200],
    ...inv.precedingInvoices.map(
      (p, i): TextLength => [
        `$.invoice.preceding_invoices[${i}].number`,
        p.number,
        'DT-CIUS-PT-023',
        50,
      ],
    ),
    ...partyLengths('seller', inv),
    ...partyLengths('buyer', inv),
    ['$.invoice.delivery.party_name', inv.delivery?.partyName, 'DT-CIUS-PT-068', 200],
    ...addressLengths('$.invoice.delivery.address', inv.delivery?.address, [
      'DT-CIUS-PT-073',
      'DT-CIUS-PT-076',
      'DT-CIUS-PT-077',
      'DT-CIUS-PT-078',
    ]),
    // BT-97 / BT-104 (DT-CIUS-PT-093), BT-139 / BT-144 (DT-CIUS-PT-126): the reasons.
    ...(['allowances', 'charges'] as const).flatMap((kind) =>
      inv[kind].map(
        (a, k): TextLength => [`$.invoice.${kind}[${k}].reason`, a.reason, 'DT-CIUS-PT-093', 200],
      ),
    ),
    ...inv.items.flatMap((item, i): TextLength[] => {
      const at = `$.invoice.items[${i}]`;
      return [
        ...(['allowances', 'charges'] as const).flatMap((kind) =>
          item[kind].map(
            (a, k): TextLength => [`${at}.${kind}[${k}].reason`, a.reason, 'DT-CIUS-PT-126', 200],
          ),
        ),
        [`${at}.id`, item.id, 'DT-CIUS-PT-114.1', 50],
        [`${at}.note`, item.note, 'DT-CIUS-PT-115', 500],
        [`${at}.order_line_reference`, item.orderLineReference, 'DT-CIUS-PT-119', 20],
        [`${at}.accounting_cost`, item.accountingCost, 'DT-CIUS-PT-120', 200],
        [`${at}.description`, item.description, 'DT-CIUS-PT-133', 200],
        [`${at}.item_description`, item.itemDescription, 'DT-CIUS-PT-134', 200],
        [`${at}.seller_item_id`, item.sellerItemId, 'DT-CIUS-PT-135', 50],
        [`${at}.buyer_item_id`, item.buyerItemId, 'DT-CIUS-PT-136', 50],
      ];
    }),
  ];
}

/** XPath's `.` without the s flag: one character other than a line end (a code point). */
const fits = (value: string, max: number) => new RegExp(`^[^\\n\\r]{1,${max}}$`, 'u').test(value);

/** The datatype rules' text lengths: as written (trimmed), n characters on one line. */
function ciusPtTextLengths(ctx: CheckContext): void {
  for (const [path, value, rule, max] of textLengths(ctx.invoice)) {
    if (blank(value) || ctx.out.has(path) || fits(value!.trim(), max)) continue;
    ctx.out.add(
      path,
      /[\n\r]/.test(value!.trim()) ? IssueCode.INVALID_FORMAT : IssueCode.TOO_LONG,
      `CIUS-PT takes 1 to ${max} characters on one line here (${rule})`,
    );
  }
}

/**
 * The parties' tax numbers, written in cac:PartyTaxScheme/cbc:CompanyID beside the VAT id: the
 * country code first, 50 characters at most (the VAT id's own shape, nationalVatIdShape).
 */
function ciusPtTaxNumbers(ctx: CheckContext): void {
  for (const [role, rules] of [
    ['seller', 'DT-CIUS-PT-029, DT-CIUS-PT-030'],
    ['buyer', 'DT-CIUS-PT-046.1, DT-CIUS-PT-046.2'],
  ] as const) {
    const path = `$.invoice.${role}.tax_registration_id`;
    const taxNumber = ctx.invoice[role]?.taxRegistrationId.trim() ?? '';
    const shape = taxNumber ? nationalVatIdShape(ctx, taxNumber) : undefined;
    if (!shape || shape.ok || ctx.out.has(path)) continue;
    ctx.out.add(
      path,
      IssueCode.INVALID_FORMAT,
      `CIUS-PT writes the ${role}'s tax number with its country code first, 50 characters at most, e.g. PT999999990 (${rules})`,
      shape.expected,
    );
  }
}

/**
 * BR-CIUS-PT-57: an item with a cac:CommodityClassification states an item classification code
 * (BT-158) in one. The commodity code and the reverse charge goods type are written in the first
 * classification, so without a classification code they are refused.
 */
function ciusPtClassifications(ctx: CheckContext): void {
  ctx.invoice.items.forEach((item, i) => {
    if (item.classifications.some((c) => !blank(c.code))) return;
    const at = `$.invoice.items[${i}]`;
    const path = !blank(item.commodityCode)
      ? `${at}.commodity_code`
      : !blank(item.reverseChargeGoodsType)
        ? `${at}.reverse_charge_goods_type`
        : item.classifications.length
          ? `${at}.classifications[0].code`
          : undefined;
    if (path && !ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.REQUIRED,
        `CIUS-PT writes this in the item's classification, which then needs its code (BR-CIUS-PT-57): give classifications with a code, e.g. a CPV code with list_id STI`,
      );
  });
}

/** The request-level CIUS-PT rules of this file. */
export function checkCiusPtRules(ctx: CheckContext): void {
  ciusPtTextLengths(ctx);
  ciusPtTaxNumbers(ctx);
  ciusPtClassifications(ctx);
}

/** The totals CIUS-PT states unsigned, with 13 integer digits at most, and the field to fix. */
const UNSIGNED_TOTALS: readonly [keyof DocumentTotals, string, string, string][] = [
  ['taxExclusive', 'BT-109', 'DT-CIUS-PT-097.1', '$.invoice.items'],
  ['taxInclusive', 'BT-112', 'DT-CIUS-PT-099.1', '$.invoice.items'],
  ['prepaid', 'BT-113', 'DT-CIUS-PT-100.1', '$.invoice.paid_amount'],
  ['payable', 'BT-115', 'DT-CIUS-PT-102.1', '$.invoice.paid_amount'],
];

const unsigned = (d: Decimal) => !d.lessThan(0) && d.lessThan(1e13);

/**
 * On the calculated invoice (validate and generate alike, as full-check runs it): the totals of a
 * CIUS-PT document are unsigned (`^\d{1,13}\.\d{2}$`). A document whose total is negative is a
 * credit note (381, NC) stating its amounts positive.
 */
export function ciusPtTotalsIssues(
  countryProfile: string | undefined,
  totals: DocumentTotals,
): RuleIssue[] {
  if (countryProfile !== 'cius_pt') return [];
  const broken = UNSIGNED_TOTALS.find(([key]) => !unsigned(totals[key] as Decimal));
  if (!broken) return [];
  const [key, term, rule, path] = broken;
  return [
    {
      path,
      code: rule,
      message: `CIUS-PT states ${term} unsigned with at most 13 digits before the point (${rule}); this document's is ${(totals[key] as Decimal).toFixed(2)}: a negative total is issued as a credit note (type_code 381 or NC) with the amounts positive`,
    },
  ];
}
