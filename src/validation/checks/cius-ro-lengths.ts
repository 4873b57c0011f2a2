/**
 * CIUS-RO's length limits (BR-RO-L*: the characters of a term after normalize-space), fatal in
 * its rules: a request that states a longer value is refused at its field rather than written and
 * rejected (422). Each row: the term, its limit, and where the request states it. Terms the
 * request writes only from other fields (BT-82 from the means code) are left to the rules.
 */
import type { Address, Invoice, Party } from '../../../gen/einvoice/v1/invoice_pb.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** A stated value and its JSON path. */
type Stated = [path: string, value: string | undefined];
/** One BR-RO-L rule: the term it limits, the limit, the values the request states for it. */
type LengthRule = [rule: string, term: string, max: number, values: (inv: Invoice) => Stated[]];

const at = (path: string, value: string | undefined): Stated[] => [[path, value]];

/** The address terms of a party's address (street, line 2, line 3, city, postal code). */
function addressRules(
  base: string,
  address: (
    inv: Invoice,
  ) =>
    | Pick<Address, 'street' | 'addressLine2' | 'addressLine3' | 'city' | 'postalCode'>
    | undefined,
  terms: {
    street: [string, string];
    line2: [string, string];
    line3: [string, string];
    city: [string, string];
    postal: [string, string];
  },
): LengthRule[] {
  return [
    [terms.street[0], terms.street[1], 150, (inv) => at(`${base}.street`, address(inv)?.street)],
    [
      terms.line2[0],
      terms.line2[1],
      100,
      (inv) => at(`${base}.address_line2`, address(inv)?.addressLine2),
    ],
    [
      terms.line3[0],
      terms.line3[1],
      100,
      (inv) => at(`${base}.address_line3`, address(inv)?.addressLine3),
    ],
    [terms.city[0], terms.city[1], 50, (inv) => at(`${base}.city`, address(inv)?.city)],
    [
      terms.postal[0],
      terms.postal[1],
      20,
      (inv) => at(`${base}.postal_code`, address(inv)?.postalCode),
    ],
  ];
}

const party = (inv: Invoice, role: 'seller' | 'buyer'): Party | undefined => inv[role];

const RULES: LengthRule[] = [
  ['BR-RO-L155', 'BT-1', 200, (inv) => at('$.invoice.number', inv.number)],
  ['BR-RO-L0302', 'BT-12', 200, (inv) => at('$.invoice.contract_reference', inv.contractReference)],
  [
    'BR-RO-L0303',
    'BT-13',
    200,
    (inv) => at('$.invoice.purchase_order_reference', inv.purchaseOrderReference),
  ],
  [
    'BR-RO-L0304',
    'BT-14',
    200,
    (inv) => at('$.invoice.sales_order_reference', inv.salesOrderReference),
  ],
  [
    'BR-RO-L0305',
    'BT-15',
    200,
    (inv) => at('$.invoice.receiving_advice_reference', inv.receivingAdviceReference),
  ],
  [
    'BR-RO-L0306',
    'BT-16',
    200,
    (inv) => at('$.invoice.despatch_advice_reference', inv.despatchAdviceReference),
  ],
  ['BR-RO-L0307', 'BT-17', 200, (inv) => at('$.invoice.tender_reference', inv.tenderReference)],
  ['BR-RO-L1001', 'BT-19', 100, (inv) => at('$.invoice.accounting_cost', inv.accountingCost)],
  ['BR-RO-L301', 'BT-20', 300, (inv) => at('$.invoice.payment.terms', inv.payment?.terms)],
  [
    'BR-RO-L302',
    'BT-22',
    300,
    (inv) => [
      ['$.invoice.notes', inv.notes],
      ...inv.invoiceNotes.map((n, i): Stated => [`$.invoice.invoice_notes[${i}].text`, n.text]),
    ],
  ],
  [
    'BR-RO-L156',
    'BT-25',
    200,
    (inv) =>
      inv.precedingInvoices.map(
        (p, i): Stated => [`$.invoice.preceding_invoices[${i}].number`, p.number],
      ),
  ],
  ['BR-RO-L201', 'BT-27', 200, (inv) => at('$.invoice.seller.name', party(inv, 'seller')?.name)],
  [
    'BR-RO-L202',
    'BT-28',
    200,
    (inv) => at('$.invoice.seller.trading_name', party(inv, 'seller')?.tradingName),
  ],
  [
    'BR-RO-L1000',
    'BT-33',
    1000,
    (inv) => at('$.invoice.seller.legal_info', party(inv, 'seller')?.legalInfo),
  ],
  ...addressRules('$.invoice.seller', (inv) => party(inv, 'seller'), {
    street: ['BR-RO-L151', 'BT-35'],
    line2: ['BR-RO-L1002', 'BT-36'],
    line3: ['BR-RO-L1003', 'BT-162'],
    city: ['BR-RO-L0501', 'BT-37'],
    postal: ['BR-RO-L0201', 'BT-38'],
  }),
  [
    'BR-RO-L1004',
    'BT-41',
    100,
    (inv) => at('$.invoice.seller.contact_name', party(inv, 'seller')?.contactName),
  ],
  ['BR-RO-L1005', 'BT-42', 100, (inv) => at('$.invoice.seller.phone', party(inv, 'seller')?.phone)],
  ['BR-RO-L1006', 'BT-43', 100, (inv) => at('$.invoice.seller.email', party(inv, 'seller')?.email)],
  ['BR-RO-L203', 'BT-44', 200, (inv) => at('$.invoice.buyer.name', party(inv, 'buyer')?.name)],
  [
    'BR-RO-L204',
    'BT-45',
    200,
    (inv) => at('$.invoice.buyer.trading_name', party(inv, 'buyer')?.tradingName),
  ],
  ...addressRules('$.invoice.buyer', (inv) => party(inv, 'buyer'), {
    street: ['BR-RO-L152', 'BT-50'],
    line2: ['BR-RO-L1007', 'BT-51'],
    line3: ['BR-RO-L1008', 'BT-163'],
    city: ['BR-RO-L0502', 'BT-52'],
    postal: ['BR-RO-L0202', 'BT-53'],
  }),
  [
    'BR-RO-L1009',
    'BT-56',
    100,
    (inv) => at('$.invoice.buyer.contact_name', party(inv, 'buyer')?.contactName),
  ],
  ['BR-RO-L1010', 'BT-57', 100, (inv) => at('$.invoice.buyer.phone', party(inv, 'buyer')?.phone)],
  ['BR-RO-L1011', 'BT-58', 100, (inv) => at('$.invoice.buyer.email', party(inv, 'buyer')?.email)],
  ['BR-RO-L205', 'BT-59', 200, (inv) => at('$.invoice.payee.name', inv.payee?.name)],
  [
    'BR-RO-L206',
    'BT-62',
    200,
    (inv) => at('$.invoice.tax_representative.name', inv.taxRepresentative?.name),
  ],
  ...addressRules('$.invoice.tax_representative.address', (inv) => inv.taxRepresentative?.address, {
    street: ['BR-RO-L153', 'BT-64'],
    line2: ['BR-RO-L1012', 'BT-65'],
    line3: ['BR-RO-L1013', 'BT-164'],
    city: ['BR-RO-L0503', 'BT-66'],
    postal: ['BR-RO-L0203', 'BT-67'],
  }),
  [
    'BR-RO-L207',
    'BT-70',
    200,
    (inv) => at('$.invoice.delivery.party_name', inv.delivery?.partyName),
  ],
  ...addressRules('$.invoice.delivery.address', (inv) => inv.delivery?.address, {
    street: ['BR-RO-L154', 'BT-75'],
    line2: ['BR-RO-L1014', 'BT-76'],
    line3: ['BR-RO-L1015', 'BT-165'],
    city: ['BR-RO-L0504', 'BT-77'],
    postal: ['BR-RO-L0204', 'BT-78'],
  }),
  [
    'BR-RO-L140',
    'BT-83',
    140,
    (inv) => at('$.invoice.payment.remittance_information', inv.payment?.remittanceInformation),
  ],
  [
    'BR-RO-L208',
    'BT-85',
    200,
    (inv) => at('$.invoice.payment.account_name', inv.payment?.accountName),
  ],
  [
    'BR-RO-L1017',
    'BT-97',
    100,
    (inv) => inv.allowances.map((a, i): Stated => [`$.invoice.allowances[${i}].reason`, a.reason]),
  ],
  [
    'BR-RO-L1018',
    'BT-104',
    100,
    (inv) => inv.charges.map((c, i): Stated => [`$.invoice.charges[${i}].reason`, c.reason]),
  ],
  [
    'BR-RO-L1019',
    'BT-120',
    100,
    (inv) =>
      inv.items.map(
        (it, i): Stated => [`$.invoice.items[${i}].vat_exemption_reason`, it.vatExemptionReason],
      ),
  ],
  [
    'BR-RO-L303',
    'BT-127',
    300,
    (inv) => inv.items.map((it, i): Stated => [`$.invoice.items[${i}].note`, it.note]),
  ],
  [
    'BR-RO-L1021',
    'BT-133',
    100,
    (inv) =>
      inv.items.map(
        (it, i): Stated => [`$.invoice.items[${i}].accounting_cost`, it.accountingCost],
      ),
  ],
  [
    'BR-RO-L1022',
    'BT-139',
    100,
    (inv) =>
      inv.items.flatMap((it, i) =>
        it.allowances.map(
          (a, j): Stated => [`$.invoice.items[${i}].allowances[${j}].reason`, a.reason],
        ),
      ),
  ],
  [
    'BR-RO-L1023',
    'BT-144',
    100,
    (inv) =>
      inv.items.flatMap((it, i) =>
        it.charges.map((c, j): Stated => [`$.invoice.items[${i}].charges[${j}].reason`, c.reason]),
      ),
  ],
  [
    'BR-RO-L1024',
    'BT-153',
    100,
    (inv) =>
      inv.items.map((it, i): Stated => [`$.invoice.items[${i}].description`, it.description]),
  ],
  [
    'BR-RO-L212',
    'BT-154',
    200,
    (inv) =>
      inv.items.map(
        (it, i): Stated => [`$.invoice.items[${i}].item_description`, it.itemDescription],
      ),
  ],
  [
    'BR-RO-L0505',
    'BT-160',
    50,
    (inv) =>
      inv.items.flatMap((it, i) =>
        it.attributes.map(
          (a, j): Stated => [`$.invoice.items[${i}].attributes[${j}].name`, a.name],
        ),
      ),
  ],
  [
    'BR-RO-L1025',
    'BT-161',
    100,
    (inv) =>
      inv.items.flatMap((it, i) =>
        it.attributes.map(
          (a, j): Stated => [`$.invoice.items[${i}].attributes[${j}].value`, a.value],
        ),
      ),
  ],
];

/** The characters XPath's string-length counts after normalize-space (code points). */
const normalizedLength = (value: string): number =>
  [...value.replace(/[ \t\r\n]+/g, ' ').trim()].length;

export function checkCiusRoLengths(ctx: CheckContext): void {
  for (const [rule, term, max, values] of RULES)
    for (const [path, value] of values(ctx.invoice)) {
      if (!value || normalizedLength(value) <= max || ctx.out.has(path)) continue;
      ctx.out.add(
        path,
        IssueCode.TOO_LONG,
        `CIUS-RO takes at most ${max} characters in ${term} (${rule}); this has ${normalizedLength(value)}`,
        `at most ${max} characters`,
      );
    }
}
