// The Dutch rules of Peppol BIS 3 (NL-R-001 to NL-R-009) before generation: each one at the JSON
// path of the value to give, its message naming the rule; only for a supplier in NL and only in
// Peppol BIS 3. NL-R-007 needs the amount due: full-check runs it (validate and generate alike).
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../../src/api/full-check.js';
import { dutchInvoice, dutchRuleCases } from '../../helpers/dutch-invoices.js';
import { exampleBody, issueAt, issueList, request } from './helpers.js';

const dutch = (edit?: (b: any) => void) =>
  request((b) => {
    Object.assign(b, dutchInvoice());
    edit?.(b);
  });

test('NL: a complete Dutch Peppol BIS invoice has no issue, for validate too', (t) => {
  t.deepEqual(issueList(dutch()), []);
  const answer = validateAnswer(fromJson(ValidateInvoiceRequestSchema, dutchInvoice()));
  t.true(answer.valid, answer.errors.join('\n'));
});

for (const c of dutchRuleCases())
  test(`NL: ${c.rule} ${c.name} at ${c.path}`, (t) => {
    const answer = validateAnswer(fromJson(ValidateInvoiceRequestSchema, c.body));
    const issue = answer.issues.find((i) => i.path === c.path);
    t.truthy(issue, answer.errors.join('\n'));
    t.true(
      issue!.code === c.rule ||
        issue!.message.includes(`(${c.rule})`) ||
        issue!.message.includes(`, ${c.rule})`),
      `${issue!.code}: ${issue!.message}`,
    );
    // Exactly that rule: no other Dutch rule fires on the case.
    t.deepEqual(
      answer.issues.filter((i) => /NL-R-\d{3}/.test(`${i.code} ${i.message}`)).map((i) => i.path),
      [c.path],
    );
  });

test('NL: outside Peppol BIS 3, or for a supplier elsewhere, the Dutch rules do not apply', (t) => {
  // The same gaps in plain UBL: EN 16931 has none of these rules.
  const ubl = dutch((b) => {
    b.format = 'ubl';
    b.invoice.seller.street = '';
    b.invoice.items[0].order_line_reference = '3';
  });
  t.is(issueAt(ubl, '$.invoice.seller.street'), undefined);
  t.is(issueAt(ubl, '$.invoice.purchase_order_reference'), undefined);
  // A German supplier's Peppol invoice to a Dutch buyer: no Dutch rule.
  const german = dutch((b) => {
    b.invoice.seller = (exampleBody() as any).invoice.seller;
    b.invoice.seller.peppol_id = '0088:4000001000005';
    b.invoice.buyer.street = '';
    b.invoice.payment.means_code = '31';
  });
  t.is(issueAt(german, '$.invoice.buyer.street'), undefined);
  t.is(issueAt(german, '$.invoice.payment.means_code'), undefined);
  // A Dutch supplier's foreign buyer: NL-R-004, -005 and -008 ask nothing of it.
  const foreign = dutch((b) => {
    b.invoice.buyer = { ...(exampleBody() as any).invoice.buyer, peppol_id: '9957:FR40303265045' };
    b.invoice.buyer.street = '';
    b.invoice.buyer.legal_registration = { id: '4000001000005', scheme: '0088' };
    b.invoice.payment.means_code = '31';
  });
  t.deepEqual(issueList(foreign), []);
});

test('NL-R-007: a credit note owes the supplier nothing; an invoice with nothing due needs no means', (t) => {
  const noPayment = (edit: (b: any) => void) => {
    const body = dutchInvoice();
    body.invoice.payment = { terms: 'Paid in advance' };
    edit(body);
    return validateAnswer(fromJson(ValidateInvoiceRequestSchema, body));
  };
  const paid = noPayment((b) => {
    b.invoice.paid_amount = 121;
  });
  t.false(
    paid.issues.some((i) => i.code === 'NL-R-007'),
    paid.errors.join('\n'),
  );
  const credit = noPayment((b) => {
    b.invoice.type_code = '381';
    b.invoice.preceding_invoices = [{ number: 'NL-2025-0041', date: '2025-03-01' }];
    delete b.invoice.due_date;
  });
  t.false(
    credit.issues.some((i) => i.code === 'NL-R-007'),
    credit.errors.join('\n'),
  );
});
