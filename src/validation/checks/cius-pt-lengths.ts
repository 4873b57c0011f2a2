/**
 * CIUS-PT 2.1.1's text lengths (its datatype rules, `matches(.,'^(.{1,n})$')`: 1 to n characters
 * on one line, the value as written, trimmed), fatal in its rules: a request that states a longer
 * value is refused at its field rather than written and rejected (422). Each row: the rule, the
 * term, its limit, and where the request states it (length-rules.ts). The VAT id and tax numbers
 * (DT-CIUS-PT-029/030, 046.1/046.2), the payment means text and references (079.x, 080) have
 * shapes of their own (cius-pt-rules.ts, cius-pt-code-lists.ts).
 */
import type { Address, Invoice, Party } from '../../../gen/einvoice/v1/invoice_pb.js';
import { parsePeppolId } from '../../domain/codelists/index.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import {
  checkLengthRules,
  each,
  one,
  perLine,
  perLineEntry,
  type LengthRule,
  type Stated,
} from './length-rules.js';

/** The rule id of a datatype rule's number, e.g. 33 → DT-CIUS-PT-033. */
const dt = (n: number | string) =>
  `DT-CIUS-PT-${typeof n === 'number' ? String(n).padStart(3, '0') : n}`;

type AddressFields = Pick<
  Address,
  'street' | 'addressLine2' | 'addressLine3' | 'city' | 'postalCode' | 'countrySubdivision'
>;

/**
 * An address's six texts, 200 characters each; their rules are numbered one after another from
 * the street's (the seller's 033 … 038, the buyer's 048 … 053, the tax representative's 062 …
 * 067, the delivery's 073 … 078), as its terms (the seller's BT-35, 36, 162, 37, 38, 39).
 */
function addressRules(
  base: string,
  address: (inv: Invoice) => AddressFields | undefined,
  firstRule: number,
  terms: [string, string, string, string, string, string],
): LengthRule[] {
  const fields: [string, (a: AddressFields) => string][] = [
    ['street', (a) => a.street],
    ['address_line2', (a) => a.addressLine2],
    ['address_line3', (a) => a.addressLine3],
    ['city', (a) => a.city],
    ['postal_code', (a) => a.postalCode],
    ['country_subdivision', (a) => a.countrySubdivision],
  ];
  return fields.map(([field, value], k): LengthRule => {
    const stated = (inv: Invoice) => {
      const a = address(inv);
      return a ? value(a) : undefined;
    };
    return [dt(firstRule + k), terms[k]!, 200, one(`${base}.${field}`, stated)];
  });
}

/** BT-34 / BT-49: the identifier of the electronic address, after its EAS scheme. */
const endpointId = (p: Party | undefined): string | undefined => {
  const parsed = p?.peppolId.trim()
    ? parsePeppolId(p.peppolId.trim(), { peppol: false, nationalScheme: /^.+$/ })
    : undefined;
  return parsed?.ok ? parsed.value.id : undefined;
};

/** The seller's (BG-4) or the buyer's (BG-7) texts. */
function partyRules(role: 'seller' | 'buyer'): LengthRule[] {
  const base = `$.invoice.${role}`;
  const p = (inv: Invoice) => inv[role];
  const seller = role === 'seller';
  const ids = (inv: Invoice): Stated[] =>
    (p(inv)?.identifiers ?? []).map((x, i): Stated => [`${base}.identifiers[${i}].id`, x.id]);
  const legal = one(`${base}.legal_registration.id`, (inv) => p(inv)?.legalRegistration?.id);
  const [name, trading, address, contact] = seller ? [25, 26, 33, 39] : [42, 43, 48, 54];
  return [
    [dt(name), seller ? 'BT-27' : 'BT-44', 200, one(`${base}.name`, (inv) => p(inv)?.name)],
    [
      dt(trading),
      seller ? 'BT-28' : 'BT-45',
      200,
      one(`${base}.trading_name`, (inv) => p(inv)?.tradingName),
    ],
    [seller ? dt('027.1') : dt('044.1'), seller ? 'BT-29' : 'BT-46', 50, ids],
    seller ? [dt('028.1'), 'BT-30', 200, legal] : [dt('045.1'), 'BT-47', 50, legal],
    [
      seller ? dt('032.1') : dt('047.1'),
      seller ? 'BT-34' : 'BT-49',
      50,
      one(`${base}.peppol_id`, (inv) => endpointId(p(inv))),
    ],
    ...addressRules(
      base,
      p,
      address,
      seller
        ? ['BT-35', 'BT-36', 'BT-162', 'BT-37', 'BT-38', 'BT-39']
        : ['BT-50', 'BT-51', 'BT-163', 'BT-52', 'BT-53', 'BT-54'],
    ),
    [
      dt(contact),
      seller ? 'BT-41' : 'BT-56',
      200,
      one(`${base}.contact_name`, (inv) => p(inv)?.contactName),
    ],
    [
      dt(contact + 1),
      seller ? 'BT-42' : 'BT-57',
      200,
      one(`${base}.phone`, (inv) => p(inv)?.phone),
    ],
    [
      dt(contact + 2),
      seller ? 'BT-43' : 'BT-58',
      200,
      one(`${base}.email`, (inv) => p(inv)?.email),
    ],
  ];
}

/** The account texts (BG-17) of the payment and of each further credit transfer. */
const accounts =
  (pick: 'id' | 'name' | 'bic') =>
  (inv: Invoice): Stated[] => {
    const p = inv.payment;
    const first = { id: p?.iban, name: p?.accountName, bic: p?.bic }[pick];
    const field = { id: 'iban', name: 'account_name', bic: 'bic' }[pick];
    const further = { id: 'account_id', name: 'account_name', bic: 'bic' }[pick];
    return [
      [`$.invoice.payment.${field}`, first],
      ...(p?.creditTransfers ?? []).map(
        (c, i): Stated => [
          `$.invoice.payment.credit_transfers[${i}].${further}`,
          { id: c.accountId, name: c.accountName, bic: c.bic }[pick],
        ],
      ),
    ];
  };

const attachments = (field: 'id' | 'description' | 'url' | 'filename') =>
  each(
    '$.invoice.attachments',
    (inv) => inv.attachments,
    (a) => a[field],
    `.${field}`,
  );

const RULES: LengthRule[] = [
  [dt(1), 'BT-1', 50, one('$.invoice.number', (inv) => inv.number)],
  // BT-10: the buyer reference, or the Leitweg-ID written in its place when there is none.
  [
    dt(9),
    'BT-10',
    50,
    (inv) =>
      inv.buyerReference.trim()
        ? [['$.invoice.buyer_reference', inv.buyerReference]]
        : [['$.invoice.leitweg_id', inv.leitwegId]],
  ],
  [dt(10), 'BT-11', 50, one('$.invoice.project_reference', (inv) => inv.projectReference)],
  [dt(11), 'BT-12', 20, one('$.invoice.contract_reference', (inv) => inv.contractReference)],
  [
    dt(12),
    'BT-13',
    20,
    one('$.invoice.purchase_order_reference', (inv) => inv.purchaseOrderReference),
  ],
  [dt(13), 'BT-14', 20, one('$.invoice.sales_order_reference', (inv) => inv.salesOrderReference)],
  [
    dt(14),
    'BT-15',
    20,
    one('$.invoice.receiving_advice_reference', (inv) => inv.receivingAdviceReference),
  ],
  [
    dt(15),
    'BT-16',
    20,
    one('$.invoice.despatch_advice_reference', (inv) => inv.despatchAdviceReference),
  ],
  [dt(16), 'BT-17', 20, one('$.invoice.tender_reference', (inv) => inv.tenderReference)],
  [dt('017.1'), 'BT-18', 50, one('$.invoice.invoiced_object.id', (inv) => inv.invoicedObject?.id)],
  [dt('017.1'), 'BT-122', 50, attachments('id')],
  [dt(18), 'BT-19', 50, one('$.invoice.accounting_cost', (inv) => inv.accountingCost)],
  [dt(19), 'BT-20', 200, one('$.invoice.payment.terms', (inv) => inv.payment?.terms)],
  [dt(21), 'BT-23', 50, one('$.invoice.business_process', (inv) => inv.businessProcess)],
  [
    dt(23),
    'BT-25',
    50,
    each(
      '$.invoice.preceding_invoices',
      (inv) => inv.precedingInvoices,
      (p) => p.number,
      '.number',
    ),
  ],
  [dt(31), 'BT-33', 200, one('$.invoice.seller.legal_info', (inv) => inv.seller?.legalInfo)],
  ...partyRules('seller'),
  ...partyRules('buyer'),
  [dt(57), 'BT-59', 200, one('$.invoice.payee.name', (inv) => inv.payee?.name)],
  [
    dt('058.1'),
    'BT-60',
    50,
    one('$.invoice.payee.identifier.id', (inv) => inv.payee?.identifier?.id),
  ],
  [
    dt('059.1'),
    'BT-61',
    50,
    one('$.invoice.payee.legal_registration.id', (inv) => inv.payee?.legalRegistration?.id),
  ],
  [
    dt(60),
    'BT-62',
    200,
    one('$.invoice.tax_representative.name', (inv) => inv.taxRepresentative?.name),
  ],
  ...addressRules(
    '$.invoice.tax_representative.address',
    (inv) => inv.taxRepresentative?.address,
    62,
    ['BT-64', 'BT-65', 'BT-164', 'BT-66', 'BT-67', 'BT-68'],
  ),
  [dt(68), 'BT-70', 200, one('$.invoice.delivery.party_name', (inv) => inv.delivery?.partyName)],
  [
    dt('069.1'),
    'BT-71',
    50,
    one('$.invoice.delivery.location.id', (inv) => inv.delivery?.location?.id),
  ],
  ...addressRules('$.invoice.delivery.address', (inv) => inv.delivery?.address, 73, [
    'BT-75',
    'BT-76',
    'BT-165',
    'BT-77',
    'BT-78',
    'BT-79',
  ]),
  [dt(81), 'BT-84', 50, accounts('id')],
  [dt(82), 'BT-85', 200, accounts('name')],
  [dt(83), 'BT-86', 50, accounts('bic')],
  [
    dt('084.1'),
    'BT-87',
    200,
    one('$.invoice.payment.card.pan_last_digits', (inv) => inv.payment?.card?.panLastDigits),
  ],
  [
    dt('084.2'),
    'BG-18 network',
    200,
    one('$.invoice.payment.card.network_id', (inv) => inv.payment?.card?.networkId),
  ],
  [
    dt(85),
    'BT-88',
    200,
    one('$.invoice.payment.card.holder_name', (inv) => inv.payment?.card?.holderName),
  ],
  [
    dt(86),
    'BT-89',
    50,
    one(
      '$.invoice.payment.direct_debit.mandate_reference',
      (inv) => inv.payment?.directDebit?.mandateReference,
    ),
  ],
  [
    dt('027.1'),
    'BT-90',
    50,
    one(
      '$.invoice.payment.direct_debit.creditor_id',
      (inv) => inv.payment?.directDebit?.creditorId,
    ),
  ],
  [
    dt(87),
    'BT-91',
    50,
    one(
      '$.invoice.payment.direct_debit.debited_account',
      (inv) => inv.payment?.directDebit?.debitedAccount,
    ),
  ],
  // BT-97 / BT-104 (093), BT-139 / BT-144 (126): the reasons.
  ...(['allowances', 'charges'] as const).map(
    (kind): LengthRule => [
      dt(93),
      kind === 'allowances' ? 'BT-97' : 'BT-104',
      200,
      each(
        `$.invoice.${kind}`,
        (inv) => inv[kind],
        (a) => a.reason,
        '.reason',
      ),
    ],
  ),
  [
    dt(107),
    'BT-120',
    200,
    each(
      '$.invoice.vat_exemptions',
      (inv) => inv.vatExemptions,
      (e) => e.reason,
      '.reason',
    ),
  ],
  [dt(109), 'BT-123', 200, attachments('description')],
  [dt(110), 'BT-124', 200, attachments('url')],
  [dt(113), 'BT-125 filename', 50, attachments('filename')],
  [dt('114.1'), 'BT-126', 50, perLine('id', (it) => it.id)],
  [dt(115), 'BT-127', 500, perLine('note', (it) => it.note)],
  [dt('116.1'), 'BT-128', 50, perLine('object_identifier.id', (it) => it.objectIdentifier?.id)],
  [dt(119), 'BT-132', 20, perLine('order_line_reference', (it) => it.orderLineReference)],
  [dt(120), 'BT-133', 200, perLine('accounting_cost', (it) => it.accountingCost)],
  ...(['allowances', 'charges'] as const).map(
    (kind): LengthRule => [
      dt(126),
      kind === 'allowances' ? 'BT-139' : 'BT-144',
      200,
      perLineEntry(
        kind,
        (it) => it[kind],
        'reason',
        (a) => a.reason,
      ),
    ],
  ),
  [dt(133), 'BT-153', 200, perLine('description', (it) => it.description)],
  [dt(134), 'BT-154', 200, perLine('item_description', (it) => it.itemDescription)],
  [dt(135), 'BT-155', 50, perLine('seller_item_id', (it) => it.sellerItemId)],
  [dt(136), 'BT-156', 50, perLine('buyer_item_id', (it) => it.buyerItemId)],
  [dt('137.1'), 'BT-157', 50, perLine('standard_item_id.id', (it) => it.standardItemId?.id)],
  [
    dt('138.1'),
    'BT-158',
    50,
    perLineEntry(
      'classifications',
      (it) => it.classifications,
      'code',
      (c) => c.code,
    ),
  ],
  [
    dt('138.3'),
    'BT-158 list version',
    20,
    perLineEntry(
      'classifications',
      (it) => it.classifications,
      'list_version',
      (c) => c.listVersion,
    ),
  ],
  [
    dt(139),
    'BT-160',
    200,
    perLineEntry(
      'attributes',
      (it) => it.attributes,
      'name',
      (a) => a.name,
    ),
  ],
  [
    dt(140),
    'BT-161',
    200,
    perLineEntry(
      'attributes',
      (it) => it.attributes,
      'value',
      (a) => a.value,
    ),
  ],
];

/** XPath's `.` without the s flag: one character other than a line end (a code point). */
const fits = (value: string, max: number) =>
  new RegExp(`^[^\\n\\r]{1,${max}}$`, 'u').test(value.trim());

export function checkCiusPtLengths(ctx: CheckContext): void {
  checkLengthRules(ctx, RULES, {
    cius: 'CIUS-PT',
    fits,
    code: (value) => (/[\n\r]/.test(value.trim()) ? IssueCode.INVALID_FORMAT : IssueCode.TOO_LONG),
    length: (value) => [...value.trim()].length,
    limit: (max) => `1 to ${max} characters on one line`,
  });
}
