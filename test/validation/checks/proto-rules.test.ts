/**
 * The buf.validate rules of the proto as issues: JSON paths in snake_case, stable codes, and the
 * public API's wording (required fields, patterns, `in` lists, lengths, ranges, items min).
 */
import test from 'ava';
import { create } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { checkRequest } from '../../../src/validation/checks/index.js';
import { issueAt, request } from './helpers.js';

const cases: Array<{
  name: string;
  edit: (b: any) => void;
  path: string;
  code: string;
  message: string;
}> = [
  {
    name: 'BT-1 number missing',
    edit: (b) => delete b.invoice.number,
    path: '$.invoice.number',
    code: 'REQUIRED',
    message: 'invoice number is required',
  },
  // A required string of spaces only was written as nothing, and the group it keys with it.
  {
    name: 'BG-10 payee name of spaces: the payee would be left out, its identifier with it',
    edit: (b) => (b.invoice.payee = { name: '   ', identifier: { id: 'PAYEE-1' } }),
    path: '$.invoice.payee.name',
    code: 'REQUIRED',
    message: 'name is required',
  },
  {
    name: 'BG-17 account id of spaces: the account name would go unwritten',
    edit: (b) =>
      (b.invoice.payment = {
        iban: 'DE02120300000000202051',
        credit_transfers: [{ account_id: ' ', account_name: 'Konto 2' }],
      }),
    path: '$.invoice.payment.credit_transfers[0].account_id',
    code: 'REQUIRED',
    message: 'account_id is required',
  },
  {
    name: 'BG-24 attachment id of spaces: the attachment would be dropped',
    edit: (b) => (b.invoice.attachments = [{ id: '\t ', url: 'https://example.com/a.pdf' }]),
    path: '$.invoice.attachments[0].id',
    code: 'REQUIRED',
    message: 'id is required',
  },
  {
    name: 'BT-2 date not YYYY-MM-DD',
    edit: (b) => (b.invoice.date = '14.03.2025'),
    path: '$.invoice.date',
    code: 'INVALID_FORMAT',
    message: 'invalid date',
  },
  {
    name: 'BT-40 country lower case',
    edit: (b) => (b.invoice.seller.country = 'de'),
    path: '$.invoice.seller.country',
    code: 'INVALID_FORMAT',
    message: 'invalid country code',
  },
  {
    name: 'BT-27 seller name missing',
    edit: (b) => delete b.invoice.seller.name,
    path: '$.invoice.seller.name',
    code: 'REQUIRED',
    message: 'seller name is required',
  },
  {
    name: 'BG-7 buyer missing',
    edit: (b) => delete b.invoice.buyer,
    path: '$.invoice.buyer',
    code: 'REQUIRED',
    message: 'buyer is required',
  },
  {
    name: 'BG-25 no items',
    edit: (b) => (b.invoice.items = []),
    path: '$.invoice.items',
    code: 'REQUIRED',
    message: 'at least one item is required',
  },
  {
    name: 'BT-146 unit price missing',
    edit: (b) => delete b.invoice.items[1].unit_price,
    path: '$.invoice.items[1].unit_price',
    code: 'REQUIRED',
    message: 'unit price is required',
  },
  {
    name: 'BT-129 quantity missing',
    edit: (b) => delete b.invoice.items[0].quantity,
    path: '$.invoice.items[0].quantity',
    code: 'REQUIRED',
    message: 'quantity is required',
  },
  {
    name: 'BT-152 VAT rate above 100',
    edit: (b) => (b.invoice.items[0].vat_rate = 101),
    path: '$.invoice.items[0].vat_rate',
    code: 'OUT_OF_RANGE',
    message: 'VAT rate must be between 0 and 100',
  },
  {
    name: 'BT-152 VAT rate negative',
    edit: (b) => (b.invoice.items[0].vat_rate = -1),
    path: '$.invoice.items[0].vat_rate',
    code: 'OUT_OF_RANGE',
    message: 'VAT rate must be between 0 and 100',
  },
  {
    name: 'BT-130 unit longer than 3',
    edit: (b) => (b.invoice.items[0].unit = 'HOUR'),
    path: '$.invoice.items[0].unit',
    code: 'TOO_LONG',
    message: 'invalid unit code',
  },
  {
    name: 'format not in list',
    edit: (b) => (b.format = 'xml'),
    path: '$.format',
    code: 'INVALID_VALUE',
    message: 'invalid format',
  },
  {
    name: 'BT-86 BIC length',
    edit: (b) => (b.invoice.payment.bic = 'COBADE'),
    path: '$.invoice.payment.bic',
    code: 'INVALID_FORMAT',
    message: 'invalid BIC',
  },
  {
    name: 'BT-1 number too long',
    edit: (b) => (b.invoice.number = 'x'.repeat(201)),
    path: '$.invoice.number',
    code: 'TOO_LONG',
    message: 'invoice number is too long',
  },
];

for (const c of cases) {
  test(`proto rule: ${c.name}`, (t) => {
    const issue = issueAt(request(c.edit), c.path);
    t.truthy(issue, `no issue at ${c.path}`);
    t.is(issue?.code, c.code);
    t.is(issue?.message, c.message);
  });
}

test('proto rule: the in-list expectation names the allowed values', (t) => {
  const issue = issueAt(
    request((b) => (b.format = 'xml')),
    '$.format',
  );
  t.is(
    issue?.expected,
    'one of auto, zugferd, facturx, xrechnung, ubl, cii, peppol, fatturapa, ksef, pdf',
  );
});

test('proto rule: a request without invoice has exactly one issue', (t) => {
  const res = checkRequest(create(ValidateInvoiceRequestSchema, {}));
  t.deepEqual(
    res.issues.map((i) => `${i.path} ${i.code}`),
    ['$.invoice REQUIRED'],
  );
  t.is(res.format?.formatUsed, 'zugferd');
  t.is(res.format?.version, '');
});

test('proto rule: the public example has no issue', (t) => {
  t.deepEqual(checkRequest(request()).issues, []);
});
