/**
 * Invoice lines (BG-25): BT-129 quantity any finite number (0 too), BT-146 unit price positive or zero (BR-27), BT-130 unit in the
 * full UN/ECE Rec 20/21 list with the C62 default, Natura codes (FatturaPA).
 */
import test from 'ava';
import { issueAt, issueList, request } from './helpers.js';

const errors: Array<{
  name: string;
  edit: (b: any) => void;
  path: string;
  code: string;
  message: string;
}> = [
  {
    name: 'BT-146 unit price negative (BR-27)',
    edit: (b) => (b.invoice.items[0].unit_price = -5),
    path: '$.invoice.items[0].unit_price',
    code: 'OUT_OF_RANGE',
    message: 'unit price must be positive or zero (BR-27)',
  },
  {
    name: 'BT-146 unit price just below zero',
    edit: (b) => (b.invoice.items[0].unit_price = -0.01),
    path: '$.invoice.items[0].unit_price',
    code: 'OUT_OF_RANGE',
    message: 'unit price must be positive or zero (BR-27)',
  },
  {
    name: 'BT-146 unit price NaN',
    edit: (b) => (b.invoice.items[0].unit_price = 'NaN'),
    path: '$.invoice.items[0].unit_price',
    code: 'INVALID_VALUE',
    message: 'unit price must be a finite number',
  },
  {
    name: 'BT-130 unknown unit',
    edit: (b) => (b.invoice.items[0].unit = 'PCS'),
    path: '$.invoice.items[0].unit',
    code: 'INVALID_CODE',
    message: 'invalid unit code',
  },
  {
    name: 'BT-130 lower-case unit',
    edit: (b) => (b.invoice.items[0].unit = 'hur'),
    path: '$.invoice.items[0].unit',
    code: 'INVALID_CODE',
    message: 'invalid unit code',
  },
  {
    name: 'Natura unknown',
    edit: (b) => (b.invoice.items[0].natura = 'N8'),
    path: '$.invoice.items[0].natura',
    code: 'INVALID_FORMAT',
    message: 'invalid natura code',
  },
  {
    name: 'Natura N3.7 not in the list',
    edit: (b) => (b.invoice.items[0].natura = 'N3.7'),
    path: '$.invoice.items[0].natura',
    code: 'INVALID_CODE',
    message: 'invalid natura code',
  },
  {
    name: 'Natura generic N2 rejected by SDI',
    edit: (b) => (b.invoice.items[0].natura = 'N2'),
    path: '$.invoice.items[0].natura',
    code: 'INVALID_CODE',
    message:
      'natura N2 is no longer accepted by SDI (since 2021): use one of its sub-codes, e.g. N2.1',
  },
];

for (const c of errors) {
  test(`line: ${c.name}`, (t) => {
    const req = request(c.edit);
    const issue = issueAt(req, c.path);
    t.is(issue?.code, c.code, issueList(req).join(', '));
    t.is(issue?.message, c.message);
  });
}

const fine: Array<{ name: string; edit: (b: any) => void }> = [
  { name: 'BT-129 negative quantity (return)', edit: (b) => (b.invoice.items[0].quantity = -2) },
  {
    name: 'BT-129 zero quantity (EN 16931 sets no bound; official samples state such lines)',
    edit: (b) => (b.invoice.items[0].quantity = 0),
  },
  { name: 'BT-130 omitted (default C62)', edit: (b) => delete b.invoice.items[0].unit },
  { name: 'BT-130 Rec 21 package code XPP', edit: (b) => (b.invoice.items[0].unit = 'XPP') },
  { name: 'BT-130 DAY', edit: (b) => (b.invoice.items[0].unit = 'DAY') },
  { name: 'BT-152 omitted (default 19)', edit: (b) => delete b.invoice.items[0].vat_rate },
  { name: 'BT-152 zero', edit: (b) => (b.invoice.items[0].vat_rate = 0) },
  { name: 'BT-146 fractional price', edit: (b) => (b.invoice.items[0].unit_price = 0.0001) },
  {
    name: 'BT-146 zero price (a free item; BR-27 forbids only negatives)',
    edit: (b) => (b.invoice.items[1].unit_price = 0),
  },
];

for (const c of fine) {
  test(`line accepted: ${c.name}`, (t) => {
    t.deepEqual(issueList(request(c.edit)), []);
  });
}

test('line: every line is checked, with its own index', (t) => {
  const req = request((b) => {
    b.invoice.items[0].unit = 'PCS';
    b.invoice.items[1].unit = 'PCS';
  });
  t.deepEqual(issueList(req), [
    '$.invoice.items[0].unit INVALID_CODE',
    '$.invoice.items[1].unit INVALID_CODE',
  ]);
});

test('BR-65: a classification scheme of white space only is no scheme', (t) => {
  const req = request((b) => {
    b.format = 'cii';
    b.invoice.items[0].classifications = [{ code: '12345', list_id: ' ' }];
  });
  t.is(issueAt(req, '$.invoice.items[0].classifications[0].list_id')?.code, 'REQUIRED');
});

test('a document charge rate has the decimals of a line rate: 1e-9 would be written 0 (BR-S-07)', (t) => {
  const req = request((b) => {
    b.format = 'cii';
    b.invoice.charges = [{ amount: 30, tax_category: 'S', vat_rate: 1e-9, reason: 'Packing' }];
  });
  t.is(issueAt(req, '$.invoice.charges[0].vat_rate')?.code, 'OUT_OF_RANGE');
});
