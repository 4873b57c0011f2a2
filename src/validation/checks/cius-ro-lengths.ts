/**
 * CIUS-RO's length limits (BR-RO-L*: the characters of a term after normalize-space), fatal in
 * its rules: a request that states a longer value is refused at its field rather than written and
 * rejected (422). Each row: the rule, the term, its limit, and where the request states it
 * (length-rules.ts).
 */
import type { Address, Invoice } from '../../../gen/einvoice/v1/invoice_pb.js';
import type { CheckContext } from './context.js';
import {
  checkLengthRules,
  each,
  meansTexts,
  one,
  perLine,
  perLineEntry,
  type Ids,
  type LengthRule,
} from './length-rules.js';

type AddressFields = Pick<
  Address,
  'street' | 'addressLine2' | 'addressLine3' | 'city' | 'postalCode'
>;

/** The terms of an address: street 150, lines 2 and 3 100, city 50, postal code 20 characters. */
function addressRules(
  base: string,
  address: (inv: Invoice) => AddressFields | undefined,
  ids: { street: Ids; line2: Ids; line3: Ids; city: Ids; postal: Ids },
): LengthRule[] {
  return [
    [...ids.street, 150, one(`${base}.street`, (inv) => address(inv)?.street)],
    [...ids.line2, 100, one(`${base}.address_line2`, (inv) => address(inv)?.addressLine2)],
    [...ids.line3, 100, one(`${base}.address_line3`, (inv) => address(inv)?.addressLine3)],
    [...ids.city, 50, one(`${base}.city`, (inv) => address(inv)?.city)],
    [...ids.postal, 20, one(`${base}.postal_code`, (inv) => address(inv)?.postalCode)],
  ];
}

/** The seller's or buyer's terms: name and trading name 200, its address, contact 100 each. */
function partyRules(
  role: 'seller' | 'buyer',
  ids: { name: Ids; trading: Ids; contact: Ids; phone: Ids; email: Ids } & Parameters<
    typeof addressRules
  >[2],
): LengthRule[] {
  const base = `$.invoice.${role}`;
  return [
    [...ids.name, 200, one(`${base}.name`, (inv) => inv[role]?.name)],
    [...ids.trading, 200, one(`${base}.trading_name`, (inv) => inv[role]?.tradingName)],
    ...addressRules(base, (inv) => inv[role], ids),
    [...ids.contact, 100, one(`${base}.contact_name`, (inv) => inv[role]?.contactName)],
    [...ids.phone, 100, one(`${base}.phone`, (inv) => inv[role]?.phone)],
    [...ids.email, 100, one(`${base}.email`, (inv) => inv[role]?.email)],
  ];
}

const RULES: LengthRule[] = [
  ['BR-RO-L155', 'BT-1', 200, one('$.invoice.number', (inv) => inv.number)],
  [
    'BR-RO-L0302',
    'BT-12',
    200,
    one('$.invoice.contract_reference', (inv) => inv.contractReference),
  ],
  [
    'BR-RO-L0303',
    'BT-13',
    200,
    one('$.invoice.purchase_order_reference', (inv) => inv.purchaseOrderReference),
  ],
  [
    'BR-RO-L0304',
    'BT-14',
    200,
    one('$.invoice.sales_order_reference', (inv) => inv.salesOrderReference),
  ],
  [
    'BR-RO-L0305',
    'BT-15',
    200,
    one('$.invoice.receiving_advice_reference', (inv) => inv.receivingAdviceReference),
  ],
  [
    'BR-RO-L0306',
    'BT-16',
    200,
    one('$.invoice.despatch_advice_reference', (inv) => inv.despatchAdviceReference),
  ],
  ['BR-RO-L0307', 'BT-17', 200, one('$.invoice.tender_reference', (inv) => inv.tenderReference)],
  ['BR-RO-L1001', 'BT-19', 100, one('$.invoice.accounting_cost', (inv) => inv.accountingCost)],
  ['BR-RO-L301', 'BT-20', 300, one('$.invoice.payment.terms', (inv) => inv.payment?.terms)],
  ['BR-RO-L302', 'BT-22', 300, one('$.invoice.notes', (inv) => inv.notes)],
  [
    'BR-RO-L302',
    'BT-22',
    300,
    each(
      '$.invoice.invoice_notes',
      (inv) => inv.invoiceNotes,
      (n) => n.text,
      '.text',
    ),
  ],
  [
    'BR-RO-L156',
    'BT-25',
    200,
    each(
      '$.invoice.preceding_invoices',
      (inv) => inv.precedingInvoices,
      (p) => p.number,
      '.number',
    ),
  ],
  [
    'BR-RO-L1000',
    'BT-33',
    1000,
    one('$.invoice.seller.legal_info', (inv) => inv.seller?.legalInfo),
  ],
  ...partyRules('seller', {
    name: ['BR-RO-L201', 'BT-27'],
    trading: ['BR-RO-L202', 'BT-28'],
    street: ['BR-RO-L151', 'BT-35'],
    line2: ['BR-RO-L1002', 'BT-36'],
    line3: ['BR-RO-L1003', 'BT-162'],
    city: ['BR-RO-L0501', 'BT-37'],
    postal: ['BR-RO-L0201', 'BT-38'],
    contact: ['BR-RO-L1004', 'BT-41'],
    phone: ['BR-RO-L1005', 'BT-42'],
    email: ['BR-RO-L1006', 'BT-43'],
  }),
  ...partyRules('buyer', {
    name: ['BR-RO-L203', 'BT-44'],
    trading: ['BR-RO-L204', 'BT-45'],
    street: ['BR-RO-L152', 'BT-50'],
    line2: ['BR-RO-L1007', 'BT-51'],
    line3: ['BR-RO-L1008', 'BT-163'],
    city: ['BR-RO-L0502', 'BT-52'],
    postal: ['BR-RO-L0202', 'BT-53'],
    contact: ['BR-RO-L1009', 'BT-56'],
    phone: ['BR-RO-L1010', 'BT-57'],
    email: ['BR-RO-L1011', 'BT-58'],
  }),
  ['BR-RO-L205', 'BT-59', 200, one('$.invoice.payee.name', (inv) => inv.payee?.name)],
  [
    'BR-RO-L206',
    'BT-62',
    200,
    one('$.invoice.tax_representative.name', (inv) => inv.taxRepresentative?.name),
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
    one('$.invoice.delivery.party_name', (inv) => inv.delivery?.partyName),
  ],
  ...addressRules('$.invoice.delivery.address', (inv) => inv.delivery?.address, {
    street: ['BR-RO-L154', 'BT-75'],
    line2: ['BR-RO-L1014', 'BT-76'],
    line3: ['BR-RO-L1015', 'BT-165'],
    city: ['BR-RO-L0504', 'BT-77'],
    postal: ['BR-RO-L0204', 'BT-78'],
  }),
  ['BR-RO-L1016', 'BT-82', 100, meansTexts],
  [
    'BR-RO-L140',
    'BT-83',
    140,
    one('$.invoice.payment.remittance_information', (inv) => inv.payment?.remittanceInformation),
  ],
  [
    'BR-RO-L208',
    'BT-85',
    200,
    one('$.invoice.payment.account_name', (inv) => inv.payment?.accountName),
  ],
  [
    'BR-RO-L209',
    'BT-88',
    200,
    one('$.invoice.payment.card.holder_name', (inv) => inv.payment?.card?.holderName),
  ],
  [
    'BR-RO-L0308',
    'BT-122',
    200,
    each(
      '$.invoice.attachments',
      (inv) => inv.attachments,
      (a) => a.id,
      '.id',
    ),
  ],
  [
    'BR-RO-L1020',
    'BT-123',
    100,
    each(
      '$.invoice.attachments',
      (inv) => inv.attachments,
      (a) => a.description,
      '.description',
    ),
  ],
  [
    'BR-RO-L210',
    'BT-124',
    200,
    each(
      '$.invoice.attachments',
      (inv) => inv.attachments,
      (a) => a.url,
      '.url',
    ),
  ],
  [
    'BR-RO-L211',
    'BT-125',
    200,
    each(
      '$.invoice.attachments',
      (inv) => inv.attachments,
      (a) => a.filename,
      '.filename',
    ),
  ],
  [
    'BR-RO-L1017',
    'BT-97',
    100,
    each(
      '$.invoice.allowances',
      (inv) => inv.allowances,
      (a) => a.reason,
      '.reason',
    ),
  ],
  [
    'BR-RO-L1018',
    'BT-104',
    100,
    each(
      '$.invoice.charges',
      (inv) => inv.charges,
      (c) => c.reason,
      '.reason',
    ),
  ],
  ['BR-RO-L1019', 'BT-120', 100, perLine('vat_exemption_reason', (it) => it.vatExemptionReason)],
  ['BR-RO-L303', 'BT-127', 300, perLine('note', (it) => it.note)],
  ['BR-RO-L1021', 'BT-133', 100, perLine('accounting_cost', (it) => it.accountingCost)],
  [
    'BR-RO-L1022',
    'BT-139',
    100,
    perLineEntry(
      'allowances',
      (it) => it.allowances,
      'reason',
      (a) => a.reason,
    ),
  ],
  [
    'BR-RO-L1023',
    'BT-144',
    100,
    perLineEntry(
      'charges',
      (it) => it.charges,
      'reason',
      (c) => c.reason,
    ),
  ],
  ['BR-RO-L1024', 'BT-153', 100, perLine('description', (it) => it.description)],
  ['BR-RO-L212', 'BT-154', 200, perLine('item_description', (it) => it.itemDescription)],
  [
    'BR-RO-L0505',
    'BT-160',
    50,
    perLineEntry(
      'attributes',
      (it) => it.attributes,
      'name',
      (a) => a.name,
    ),
  ],
  [
    'BR-RO-L1025',
    'BT-161',
    100,
    perLineEntry(
      'attributes',
      (it) => it.attributes,
      'value',
      (a) => a.value,
    ),
  ],
];

/** The characters XPath's string-length counts after normalize-space (code points). */
const normalizedLength = (value: string): number =>
  [...value.replace(/[ \t\r\n]+/g, ' ').trim()].length;

export function checkCiusRoLengths(ctx: CheckContext): void {
  checkLengthRules(ctx, RULES, {
    cius: 'CIUS-RO',
    fits: (value, max) => normalizedLength(value) <= max,
    length: normalizedLength,
    limit: (max) => `at most ${max} characters`,
  });
}
