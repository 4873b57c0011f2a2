/**
 * Rules of Peppol BIS 3 (and PINT EU) that EN 16931 does not make
 * (src/validation/checks/peppol-bis-rules.ts): one document note unless both parties are German
 * (PEPPOL-EN16931-R002), and the exemption codes that name their category (P0104 … P0107). Each
 * case was valid in validate and 422 in generate before; plain UBL keeps accepting them, as the
 * CEN rules do.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { GOLDEN_CASES } from './golden/cases.js';
import { issueAt, request, type Edit } from './helpers.js';

const peppol =
  (countryProfile = 'standard_eu'): Edit =>
  (b) => {
    b.format = 'peppol';
    delete b.profile;
    b.country_profile = countryProfile;
    b.invoice.seller.peppol_id = '0088:4000001000005';
    b.invoice.buyer.peppol_id = '0009:12345678900011';
    b.invoice.buyer_reference = 'PO-1';
  };
const ubl: Edit = (b) => {
  b.format = 'ubl';
  delete b.profile;
};
const twoNotes: Edit = (b) =>
  (b.invoice.invoice_notes = [{ text: 'Second note', subject_code: 'AAI' }]);

test('R002: one document note in Peppol BIS, unless both parties are German; PINT EU one always', (t) => {
  for (const [profile, rule] of [
    ['standard_eu', /PEPPOL-EN16931-R002/],
    ['pint_eu', /ibr-sr-51/],
  ] as const)
    t.regex(
      issueAt(request(peppol(profile), twoNotes), '$.invoice.invoice_notes[0]')?.message ?? '',
      rule,
      profile,
    );
  t.is(issueAt(request(ubl, twoNotes), '$.invoice.invoice_notes[0]'), undefined);
  const german: Edit = (b) => {
    b.invoice.buyer.country = 'DE';
    b.invoice.buyer.vat_id = 'DE987654321';
  };
  t.is(issueAt(request(peppol(), twoNotes, german), '$.invoice.invoice_notes[0]'), undefined);
  const oneNote: Edit = (b) => {
    delete b.invoice.notes;
    b.invoice.invoice_notes = [{ text: 'The only note', subject_code: 'AAI' }];
  };
  t.is(issueAt(request(peppol(), oneNote), '$.invoice.invoice_notes[0]'), undefined);
});

test('P0104 … P0107: VATEX-EU-G, O, IC and AE go with G, O, K and AE in Peppol BIS', (t) => {
  for (const [code, rule] of [
    ['VATEX-EU-G', 'P0104'],
    ['VATEX-EU-O', 'P0105'],
    ['VATEX-EU-IC', 'P0106'],
    ['VATEX-EU-AE', 'P0107'],
  ] as const) {
    const exempt: Edit = (b) => {
      for (const item of b.invoice.items) {
        item.tax_category = 'E';
        item.vat_rate = 0;
      }
      b.invoice.vat_exemptions = [{ tax_category: 'E', reason: 'Exempt', reason_code: code }];
    };
    const path = '$.invoice.vat_exemptions[0].reason_code';
    t.regex(issueAt(request(peppol(), exempt), path)?.message ?? '', new RegExp(rule), code);
    t.is(issueAt(request(ubl, exempt), path), undefined, `${code} in plain ubl`);
  }
});

test('ibr-sr-51: every PINT profile takes one document note, German parties or not', (t) => {
  const pintSg = GOLDEN_CASES.find((c) => c.name === 'peppol-pint-sg')!.body() as any;
  pintSg.invoice.invoice_notes = [{ text: 'Second note' }];
  t.regex(
    issueAt(fromJson(ValidateInvoiceRequestSchema, pintSg), '$.invoice.invoice_notes[0]')
      ?.message ?? '',
    /ibr-sr-51/,
  );
});
