/**
 * BR-FXEXT-08: in Factur-X EXTENDED a GROUP line's net amount is the sum of its DETAIL and GROUP
 * sub-lines (src/validation/checks/group-line-sums.ts). Valid in validate and 422 in generate
 * before; now refused at the group's net amount. The EN 16931 profiles carry no line groups.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../../src/api/full-check.js';
import { publicExample } from '../../helpers/example.js';

const grouped = (groupPrice: number, extra: object[] = []) => {
  const body = publicExample();
  body.format = 'cii';
  body.profile = 'extended';
  const item = body.invoice.items[0];
  body.invoice.items = [
    { ...item, id: '1', quantity: 1, unit_price: groupPrice, line_status: 'GROUP' },
    { ...item, id: '1.1', parent_line_id: '1', quantity: 2, unit_price: 30 },
    { ...item, id: '1.2', parent_line_id: '1', quantity: 1, unit_price: 40 },
    ...extra,
  ];
  return validateAnswer(fromJson(ValidateInvoiceRequestSchema, body));
};

test('BR-FXEXT-08: a group line states the sum of its DETAIL and GROUP sub-lines', (t) => {
  const ok = grouped(100);
  t.true(ok.valid, ok.errors.join('\n'));
  const off = grouped(90);
  t.false(off.valid);
  t.deepEqual(
    off.issues.map((e) => `${e.path} ${e.code}`),
    ['$.invoice.items[0].net_amount BR-FXEXT-08'],
  );
  t.regex(off.issues[0]!.message, /100\.00/);
});

test('BR-FXEXT-08: an INFORMATION sub-line does not count', (t) => {
  const item = publicExample().invoice.items[0];
  const info = {
    ...item,
    id: '1.3',
    parent_line_id: '1',
    quantity: 1,
    unit_price: 5,
    line_status: 'INFORMATION',
  };
  t.true(grouped(100, [info]).valid);
});

test('a line named only by INFORMATION lines is a DETAIL line: it counts, and BR-FXEXT-08 asks no sum of it', (t) => {
  const body = publicExample();
  body.format = 'cii';
  body.profile = 'extended';
  const item = body.invoice.items[0];
  body.invoice.items = [
    { ...item, id: '1', quantity: 1, unit_price: 100 },
    {
      ...item,
      id: '1.1',
      parent_line_id: '1',
      quantity: 1,
      unit_price: 0,
      line_status: 'INFORMATION',
    },
  ];
  const answer = validateAnswer(fromJson(ValidateInvoiceRequestSchema, body));
  t.true(answer.valid, answer.errors.join('\n'));
});

test('BR-FXEXT-Z-01 and the others: a GROUP or INFORMATION line states only a category of the breakdown, or no VAT', (t) => {
  const item = publicExample().invoice.items[0];
  const info = (fields: object) => ({
    ...item,
    id: '1.3',
    parent_line_id: '1',
    quantity: 1,
    unit_price: 0,
    line_status: 'INFORMATION',
    ...fields,
  });
  // No category and rate 0: states no VAT (written without BG-30).
  t.true(grouped(100, [info({ vat_rate: 0 })]).valid);
  // The breakdown's category: fine.
  t.true(grouped(100, [info({ vat_rate: 19, tax_category: 'S' })]).valid);
  const zero = grouped(100, [info({ vat_rate: 0, tax_category: 'Z' })]);
  t.deepEqual(
    zero.issues.map((e) => `${e.path} ${e.code}`),
    ['$.invoice.items[3].tax_category BR-FXEXT-Z-01'],
  );
  const exempt = grouped(100, [info({ vat_rate: 0, tax_category: 'K' })]);
  t.deepEqual(
    exempt.issues.map((e) => e.code),
    ['BR-FXEXT-IC-01'],
  );
  t.regex(exempt.issues[0]!.message, /breakdown \(S\)/);
});
