// A standard-rated or zero-rated VAT breakdown states no exemption reason (BR-S-10, BR-Z-10): where
// a rule set judging the document asserts the rule, under EN 16931's id or its own (PINT AE's
// aligned-ibrp-s-10, PINT A-NZ's aligned-ibrp-s-10-aunz and aligned-ibrp-z-10-aunz), the entry is
// NOT_CARRIED at its path instead of a document the rules reject.
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../../src/api/full-check.js';
import { countryInvoice } from '../../conformance/helpers/invoices.js';

const issueOf = (country_profile: string, category: 'S' | 'Z') => {
  const invoice: any = countryInvoice(country_profile, 1);
  for (const item of invoice.items) {
    item.tax_category = category;
    if (category === 'Z') item.vat_rate = 0;
  }
  invoice.vat_exemptions = [{ tax_category: category, reason: 'Not exempt' }];
  const a = validateAnswer(
    fromJson(ValidateInvoiceRequestSchema, { format: 'peppol', country_profile, invoice }),
  );
  return a.issues.find((i) => i.path === '$.invoice.vat_exemptions[0]');
};

for (const [profile, category] of [
  ['pint_au', 'Z'],
  ['pint_nz', 'Z'],
  ['pint_au', 'S'],
  ['pint_ae', 'S'],
  ['standard_eu', 'Z'],
] as const)
  test(`${profile}: an exemption reason for category ${category} is NOT_CARRIED`, (t) => {
    const issue = issueOf(profile, category);
    t.is(issue?.code, 'NOT_CARRIED', JSON.stringify(issue));
    t.regex(issue?.message ?? '', new RegExp(`BR-${category}-10`));
  });
