/**
 * The field checks of the whole EN 16931 invoice's terms: code lists (UNTDID 1001, 1153, 4451,
 * 4461, 5189, 7143, 7161, ISO 6523 ICD, VATEX, BR-CL-24 MIME, ISO 3166, ISO 4217, Rec 20),
 * calendar dates, amounts, attachments, and NOT_CARRIED for what the format or profile would lose.
 */
import test from 'ava';
import { issueAt, issueList, request } from './helpers.js';

const zugferd = (b: any) => (b.format = 'zugferd');
const cases: Array<{ name: string; edit: (b: any) => void; path: string; code: string }> = [
  { name: 'BT-3 not in UNTDID 1001', edit: (b) => (b.invoice.type_code = '999'), path: '$.invoice.type_code', code: 'INVALID_CODE' },
  { name: 'BT-7 not a calendar date', edit: (b) => (b.invoice.tax_point_date = '2026-02-30'), path: '$.invoice.tax_point_date', code: 'INVALID_FORMAT' },
  { name: 'BT-6 not in ISO 4217', edit: (b) => { b.invoice.tax_currency = 'XYZ'; b.invoice.tax_currency_vat_total = 1; }, path: '$.invoice.tax_currency', code: 'INVALID_CODE' },
  { name: 'BT-6 without BT-111 (BR-53)', edit: (b) => (b.invoice.tax_currency = 'CHF'), path: '$.invoice.tax_currency_vat_total', code: 'REQUIRED' },
  { name: 'BT-113 with 3 decimals', edit: (b) => (b.invoice.paid_amount = 1.005), path: '$.invoice.paid_amount', code: 'OUT_OF_RANGE' },
  { name: 'BT-21 not in UNTDID 4451', edit: (b) => (b.invoice.invoice_notes = [{ text: 'x', subject_code: 'QQQ' }]), path: '$.invoice.invoice_notes[0].subject_code', code: 'INVALID_CODE' },
  { name: 'BT-18 scheme not in UNTDID 1153', edit: (b) => (b.invoice.invoiced_object = { id: 'x', scheme: 'QQ' }), path: '$.invoice.invoiced_object.scheme', code: 'INVALID_CODE' },
  { name: 'BT-26 not a calendar date', edit: (b) => (b.invoice.preceding_invoices = [{ number: 'A', date: '2026-13-01' }]), path: '$.invoice.preceding_invoices[0].date', code: 'INVALID_FORMAT' },
  { name: 'BG-14 without dates', edit: (b) => (b.invoice.invoicing_period = {}), path: '$.invoice.invoicing_period.start', code: 'REQUIRED' },
  { name: 'BT-29 scheme not an ICD', edit: (b) => (b.invoice.seller.identifiers = [{ id: '1', scheme: '9999' }]), path: '$.invoice.seller.identifiers[0].scheme', code: 'INVALID_CODE' },
  { name: 'BT-47 scheme not an ICD', edit: (b) => (b.invoice.buyer.legal_registration = { id: '1', scheme: 'XX' }), path: '$.invoice.buyer.legal_registration.scheme', code: 'INVALID_CODE' },
  { name: 'BG-15 without country (BR-57)', edit: (b) => (b.invoice.delivery = { address: { city: 'Lille' } }), path: '$.invoice.delivery.address.country', code: 'REQUIRED' },
  { name: 'BT-121 not VATEX', edit: (b) => (b.invoice.vat_exemptions = [{ tax_category: 'E', reason_code: 'VATEX-XX' }]), path: '$.invoice.vat_exemptions[0].reason_code', code: 'INVALID_CODE' },
  { name: 'BT-120/121 both missing', edit: (b) => (b.invoice.vat_exemptions = [{ tax_category: 'E' }]), path: '$.invoice.vat_exemptions[0].reason', code: 'REQUIRED' },
  { name: 'BT-98 not in UNTDID 5189', edit: (b) => (b.invoice.allowances = [{ amount: 1, reason_code: 'FC' }]), path: '$.invoice.allowances[0].reason_code', code: 'INVALID_CODE' },
  { name: 'BT-105 not in UNTDID 7161', edit: (b) => (b.invoice.charges = [{ amount: 1, reason_code: '95' }]), path: '$.invoice.charges[0].reason_code', code: 'INVALID_CODE' },
  { name: 'BT-140 line allowance reason code', edit: (b) => (b.invoice.items[0].allowances = [{ amount: 1, reason_code: 'ZZZ' }]), path: '$.invoice.items[0].allowances[0].reason_code', code: 'INVALID_CODE' },
  { name: 'BT-136 negative', edit: (b) => (b.invoice.items[0].allowances = [{ amount: -1, reason: 'x' }]), path: '$.invoice.items[0].allowances[0].amount', code: 'OUT_OF_RANGE' },
  { name: 'BT-95 unknown category', edit: (b) => (b.invoice.allowances = [{ amount: 1, reason: 'x', tax_category: 'Q' }]), path: '$.invoice.allowances[0].tax_category', code: 'INVALID_CODE' },
  { name: 'BT-148 negative (BR-28)', edit: (b) => (b.invoice.items[0].gross_price = -1), path: '$.invoice.items[0].gross_price', code: 'OUT_OF_RANGE' },
  { name: 'BT-149 zero', edit: (b) => (b.invoice.items[0].base_quantity = 0), path: '$.invoice.items[0].base_quantity', code: 'OUT_OF_RANGE' },
  { name: 'BT-150 not in Rec 20', edit: (b) => (b.invoice.items[0].base_quantity_unit = 'PCS'), path: '$.invoice.items[0].base_quantity_unit', code: 'INVALID_CODE' },
  { name: 'BT-157 scheme not an ICD', edit: (b) => (b.invoice.items[0].standard_item_id = { id: '1', scheme: 'GTIN' }), path: '$.invoice.items[0].standard_item_id.scheme', code: 'INVALID_CODE' },
  { name: 'BT-158-1 not in UNTDID 7143', edit: (b) => (b.invoice.items[0].classifications = [{ code: '1', list_id: 'QQQ' }]), path: '$.invoice.items[0].classifications[0].list_id', code: 'INVALID_CODE' },
  { name: 'BT-159 not in ISO 3166', edit: (b) => (b.invoice.items[0].origin_country = 'XX'), path: '$.invoice.items[0].origin_country', code: 'INVALID_CODE' },
  { name: 'BT-135 not a calendar date', edit: (b) => (b.invoice.items[0].period = { end: '2026-02-29' }), path: '$.invoice.items[0].period.end', code: 'INVALID_FORMAT' },
  { name: 'BT-81 not in UNTDID 4461', edit: (b) => (b.invoice.payment.means_code = '999'), path: '$.invoice.payment.means_code', code: 'INVALID_CODE' },
  { name: 'BT-87 more than 6 digits', edit: (b) => (b.invoice.payment.card = { pan_last_digits: '4111111111111111' }), path: '$.invoice.payment.card.pan_last_digits', code: 'INVALID_FORMAT' },
  { name: 'BG-17 IBAN with wrong check digits', edit: (b) => (b.invoice.payment.credit_transfers = [{ account_id: 'DE00370400440532013000' }]), path: '$.invoice.payment.credit_transfers[0].account_id', code: 'INVALID_FORMAT' },
  { name: 'BT-125 not base64', edit: (b) => (b.invoice.attachments = [{ id: 'A', content_base64: 'not base64!', mime_code: 'application/pdf', filename: 'a.pdf' }]), path: '$.invoice.attachments[0].content_base64', code: 'INVALID_FORMAT' },
  { name: 'BT-125-1 not in BR-CL-24', edit: (b) => (b.invoice.attachments = [{ id: 'A', content_base64: 'AAAA', mime_code: 'application/zip', filename: 'a.zip' }]), path: '$.invoice.attachments[0].mime_code', code: 'INVALID_CODE' },
  { name: 'BT-125-2 missing', edit: (b) => (b.invoice.attachments = [{ id: 'A', content_base64: 'AAAA', mime_code: 'text/csv' }]), path: '$.invoice.attachments[0].filename', code: 'REQUIRED' },
  { name: 'BT-124 not an absolute URL', edit: (b) => (b.invoice.attachments = [{ id: 'A', url: 'spec.pdf' }]), path: '$.invoice.attachments[0].url', code: 'INVALID_FORMAT' },
];

for (const c of cases) {
  test(`term: ${c.name}`, (t) => {
    const req = request(zugferd, c.edit);
    t.is(issueAt(req, c.path)?.code, c.code, issueList(req).join(', '));
  });
}

test('an attachment beyond 10 MB decoded is refused', (t) => {
  const big = 'A'.repeat(Math.ceil((10 * 1024 * 1024 + 3) / 3) * 4);
  const req = request(zugferd, (b) => (b.invoice.attachments = [{ id: 'A', content_base64: big, mime_code: 'text/csv', filename: 'a.csv' }]));
  t.is(issueAt(req, '$.invoice.attachments[0].content_base64')?.code, 'OUT_OF_RANGE');
});

const fine: Array<{ name: string; edit: (b: any) => void }> = [
  { name: 'BT-3 384 corrected invoice', edit: (b) => (b.invoice.type_code = '384') },
  { name: 'BT-29 with scheme SEPA', edit: (b) => (b.invoice.seller.identifiers = [{ id: 'DE98ZZZ09999999999', scheme: 'SEPA' }]) },
  { name: 'BT-125 with MIME code in upper case', edit: (b) => (b.invoice.attachments = [{ id: 'A', content_base64: 'AAAA', mime_code: 'Application/PDF', filename: 'a.pdf' }]) },
  { name: 'seller identified by BT-30 with a tax registration id, no VAT id (BR-CO-26, BR-S-02)', edit: (b) => { delete b.invoice.seller.vat_id; b.invoice.seller.legal_registration = { id: 'HRB 12345' }; b.invoice.seller.tax_registration_id = '201/113/40209'; } },
  { name: 'AE buyer identified by its legal registration (BR-AE-02)', edit: (b) => { delete b.invoice.buyer.vat_id; b.invoice.buyer.legal_registration = { id: '303265045', scheme: '0002' }; b.invoice.items[0].tax_category = 'AE'; b.invoice.items[1].tax_category = 'AE'; } },
];

for (const c of fine) {
  test(`term accepted: ${c.name}`, (t) => {
    t.deepEqual(issueList(request(zugferd, c.edit)), []);
  });
}

test('NOT_CARRIED: UBL carries every term but line groups; FatturaPA names the format; CII profiles name the profile', (t) => {
  const ubl = request((b) => { b.format = 'ubl'; b.invoice.purchase_order_reference = 'PO-1'; b.invoice.paid_amount = 10; });
  t.is(issueAt(ubl, '$.invoice.purchase_order_reference'), undefined);
  t.is(issueAt(ubl, '$.invoice.paid_amount'), undefined);
  const group = request((b) => { b.format = 'peppol'; b.invoice.items[0].parent_line_id = '9'; });
  t.regex(issueAt(group, '$.invoice.items[0].parent_line_id')?.message ?? '', /format peppol does not carry line groups/);
  const fatturapa = request((b) => { b.format = 'fatturapa'; b.invoice.purchase_order_reference = 'PO-1'; });
  t.regex(issueAt(fatturapa, '$.invoice.purchase_order_reference')?.message ?? '', /format fatturapa does not carry BT-13 yet/);
  const minimum = request((b) => { b.format = 'zugferd'; b.profile = 'minimum'; b.invoice.items[0].id = 'A1'; });
  t.regex(issueAt(minimum, '$.invoice.items[0].id')?.message ?? '', /profile minimum does not carry BT-126/);
  t.is(issueAt(request((b) => { b.format = 'zugferd'; b.invoice.items[0].id = 'A1'; }), '$.invoice.items[0].id'), undefined);
  const pdf = request((b) => { b.format = 'pdf'; b.invoice.purchase_order_reference = 'PO-1'; });
  t.deepEqual(issueList(pdf), []);
});
