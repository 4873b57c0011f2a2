/**
 * What a payment means code asks of the payment groups (src/validation/checks/payment-means-groups.ts):
 * PEPPOL-EN16931-R061 in Peppol BIS, PINT EU and XRechnung, BR-DE-23-b to BR-DE-25-b in
 * XRechnung; and nothing of it in the formats whose rules do not ask it (plain UBL, Factur-X).
 * Each case was valid in validate and 422 in generate before.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { GOLDEN_CASES } from './golden/cases.js';
import { issueAt, issueList, request, type Edit } from './helpers.js';

const xrechnung: Edit = (b) => {
  b.format = 'xrechnung';
  delete b.profile;
  b.invoice.leitweg_id = '04011000-1234512345-06';
  b.invoice.seller.peppol_id = 'EM:billing@muster-software.de';
  b.invoice.buyer.peppol_id = 'EM:compta@exemple-conseil.fr';
};
const peppol: Edit = (b) => {
  b.format = 'peppol';
  delete b.profile;
  b.country_profile = 'standard_eu';
  b.invoice.seller.peppol_id = '0088:4000001000005';
  b.invoice.buyer.peppol_id = '0009:12345678900011';
  b.invoice.buyer_reference = 'PO-1';
};
const means =
  (code: string, payment: object = {}): Edit =>
  (b) => {
    b.invoice.payment = { terms: 'Payable within 30 days', means_code: code, ...payment };
  };
const card = { card: { pan_last_digits: '1234', holder_name: 'M. Muster' } };
const debit = {
  direct_debit: { mandate_reference: 'MANDATE-1', debited_account: 'FR7630006000011234567890189' },
};

test('R061: a direct debit states its mandate reference in Peppol BIS and XRechnung, not in plain UBL', (t) => {
  for (const format of [peppol, xrechnung]) {
    const req = request(
      format,
      means('49', { direct_debit: { debited_account: 'DE02120300000000202051' } }),
    );
    t.regex(
      issueAt(req, '$.invoice.payment.direct_debit.mandate_reference')?.message ?? '',
      /R061/,
    );
    t.is(
      issueAt(
        request(format, means('49', debit)),
        '$.invoice.payment.direct_debit.mandate_reference',
      ),
      undefined,
    );
  }
  const ubl = request((b) => (b.format = 'ubl'), means('49'));
  t.is(issueAt(ubl, '$.invoice.payment.direct_debit.mandate_reference'), undefined);
});

test('BR-DE-24: a card payment in XRechnung carries the card and no account', (t) => {
  const noCard = request(xrechnung, means('48', { iban: 'DE89370400440532013000' }));
  t.regex(issueAt(noCard, '$.invoice.payment.card')?.message ?? '', /BR-DE-24-a/);
  t.regex(issueAt(noCard, '$.invoice.payment.iban')?.message ?? '', /BR-DE-24-b/);
  t.deepEqual(issueList(request(xrechnung, means('48', card))), []);
  // Factur-X has no such rule: the example's account with a card code stays valid.
  t.deepEqual(issueList(request(means('48', { iban: 'DE89370400440532013000', ...card }))), []);
});

test('BR-DE-25: a SEPA direct debit in XRechnung carries the direct debit and neither account nor card', (t) => {
  const bare = request(xrechnung, means('59', { iban: 'DE89370400440532013000', ...card }));
  t.regex(issueAt(bare, '$.invoice.payment.direct_debit')?.message ?? '', /BR-DE-25-a/);
  t.regex(issueAt(bare, '$.invoice.payment.iban')?.message ?? '', /BR-DE-25-b/);
  t.regex(issueAt(bare, '$.invoice.payment.card')?.message ?? '', /BR-DE-25-b/);
  t.deepEqual(issueList(request(xrechnung, means('59', debit))), []);
});

test('BR-DE-23-b: a credit transfer in XRechnung carries neither card nor direct debit', (t) => {
  const req = request(
    xrechnung,
    means('58', { iban: 'DE89370400440532013000', ...card, ...debit }),
  );
  t.regex(issueAt(req, '$.invoice.payment.card')?.message ?? '', /BR-DE-23-b/);
  t.regex(issueAt(req, '$.invoice.payment.direct_debit')?.message ?? '', /BR-DE-23-b/);
  t.deepEqual(issueList(request(xrechnung, means('58', { iban: 'DE89370400440532013000' }))), []);
});

test('R061-SG: a direct debit in PINT SG states its mandate reference', (t) => {
  const sg = GOLDEN_CASES.find((c) => c.name === 'peppol-pint-sg')!.body() as any;
  sg.invoice.payment = { means_code: '49', terms: 'Direct debit' };
  t.regex(
    issueAt(
      fromJson(ValidateInvoiceRequestSchema, sg),
      '$.invoice.payment.direct_debit.mandate_reference',
    )?.message ?? '',
    /R061/,
  );
});
