/**
 * PINT AE rules that validate did not know and generate met as a 422 from the official rules: a
 * credit note states its reason and, unless a volume discount (VD), the invoice it corrects
 * (ibr-158-ae, ibr-055-ae);
 * a summary invoice (transaction_type_flags XXX1XXXX) states its invoicing period (ibr-138-ae);
 * type 480 (out of scope of VAT) and 81 name the buyer's legal registration (ibr-136-ae) and take
 * only the categories E, O and Z (ibr-122-ae). Each is now refused by validate and generate
 * alike at the field to give, and the invoice that gives it generates valid.
 */
import test from 'ava';
import { countryInvoice } from '../conformance/helpers/invoices.js';
import { serviceForFile } from '../helpers/server.js';
import { generatedPint } from './helpers/pint-generate.js';

const service = serviceForFile(test);

/** A PINT AE invoice whose seller states the trade licence ibr-150-ae asks for. */
function licensed(): any {
  const invoice = countryInvoice('pint_ae', 1);
  return {
    ...invoice,
    seller: {
      ...invoice.seller,
      legal_registration: { id: 'TL-100123', scheme: '' },
      legal_registration_authority_type: 'TL',
      legal_registration_authority: 'Dubai Economy and Tourism',
    },
  };
}

const refusals = async (invoice: unknown): Promise<string[]> => {
  const body = { format: 'peppol', country_profile: 'pint_ae', invoice };
  const [validated, generated] = await Promise.all([
    service.post('/v1/validate', body),
    service.post('/v1/generate', body),
  ]);
  const issues = (res: any) =>
    (res.json.details ?? res.json.issues ?? []).map((d: any) => `${d.code} ${d.path}`).sort();
  // Validate and generate agree, and generate refuses before writing (400, not 422).
  if (generated.status !== 400) return [`generate ${generated.status}`];
  const said = issues(validated);
  return JSON.stringify(said) === JSON.stringify(issues(generated)) ? said : ['disagree'];
};

test('a summary invoice states its invoicing period (ibr-138-ae)', async (t) => {
  const invoice = { ...licensed(), transaction_type_flags: '00010000' };
  t.deepEqual(await refusals(invoice), ['REQUIRED $.invoice.invoicing_period.start']);
  await generatedPint(t, service, 'pint_ae', {
    ...invoice,
    invoicing_period: { start: '2026-10-01', end: '2026-10-31' },
  });
});

test('type 480 names the buyer legal registration and takes E, O and Z only', async (t) => {
  const invoice = { ...licensed(), type_code: '480' };
  t.deepEqual(await refusals(invoice), [
    'INVALID_VALUE $.invoice.items[0].tax_category',
    'REQUIRED $.invoice.buyer.legal_registration.id',
  ]);
  const outOfScope = {
    ...invoice,
    buyer: {
      ...invoice.buyer,
      legal_registration: { id: 'TL-100765', scheme: '' },
      legal_registration_authority_type: 'TL',
      legal_registration_authority: 'Dubai Economy and Tourism',
    },
    items: invoice.items.map((item: any) => ({
      ...item,
      tax_category: 'O',
      vat_rate: 0,
      vat_exemption_reason: 'Out of scope',
    })),
  };
  await generatedPint(t, service, 'pint_ae', outOfScope);
  // Each flag's rule holds beside the free trade zone flag (before: validate valid, generate 422).
  t.deepEqual(
    await refusals({
      ...outOfScope,
      transaction_type_flags: '10010000',
      beneficiary: { id: '100000000000203', scheme: '' },
      invoicing_period: { start: '2026-10-01', end: '2026-10-31' },
    }),
    ['INVALID_VALUE $.invoice.transaction_type_flags'],
  );
});

test('a credit note states its reason, and the preceding invoice the reason implies', async (t) => {
  const credit = {
    ...licensed(),
    type_code: '381',
    preceding_invoices: [{ number: 'INV-1', date: '2026-01-01' }],
  };
  t.deepEqual(await refusals(credit), ['REQUIRED $.invoice.credit_note_reason_code']);
  t.deepEqual(await refusals({ ...credit, credit_note_reason_code: 'VD' }), [
    'INVALID_VALUE $.invoice.credit_note_reason_code',
  ]);
  t.deepEqual(
    await refusals({ ...credit, preceding_invoices: [], credit_note_reason_code: 'DL8.61.1.A' }),
    ['REQUIRED $.invoice.preceding_invoices'],
  );
  await generatedPint(t, service, 'pint_ae', { ...credit, credit_note_reason_code: 'DL8.61.1.A' });
  await generatedPint(t, service, 'pint_ae', {
    ...credit,
    preceding_invoices: [],
    credit_note_reason_code: 'VD',
  });
});
