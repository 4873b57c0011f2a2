/**
 * Belgium: a Belgian enterprise number (ISO 6523 ICD / EAS 0208) must pass its mod-97 check
 * (PEPPOL-COMMON-R043: ten digits, the last two equal 97 - (first eight mod 97)). Validate says so
 * on the field, with the rule id, wherever Peppol BIS reads one: the electronic address (BT-34 /
 * BT-49), party identifiers (BT-29 / BT-46) and legal registration ids (BT-30 / BT-47).
 */
import test from 'ava';
import { checkRequest } from '../../../src/validation/checks/index.js';
import { request } from './helpers.js';

const VALID = ['0202239951', '0403170701', '0417497106'];
/** Wrong check digits, nine digits, letters, and a number whose first eight digits are a multiple of 97 written with 00. */
const INVALID = ['0202239952', '202239951', '02022399AB', '0000009700'];

const belgian = (b: any) => {
  b.format = 'peppol';
  b.invoice.date = '2026-02-02';
  b.invoice.due_date = '2026-03-04';
  b.invoice.seller = {
    name: 'Atelier SRL',
    vat_id: 'BE0202239951',
    street: 'Rue Haute 1',
    city: 'Bruxelles',
    postal_code: '1000',
    country: 'BE',
    peppol_id: '0208:0202239951',
  };
  b.invoice.buyer = {
    name: 'Koper NV',
    vat_id: 'BE0403170701',
    street: 'Meir 1',
    city: 'Antwerpen',
    postal_code: '2000',
    country: 'BE',
    peppol_id: '0208:0403170701',
  };
  b.invoice.buyer_reference = 'PO-4711';
  b.invoice.items.forEach((i: any) => (i.vat_rate = 21));
  delete b.invoice.payment;
};

const places: Array<[string, (b: any, id: string) => void, string]> = [
  [
    'seller electronic address (BT-34)',
    (b, id) => (b.invoice.seller.peppol_id = `0208:${id}`),
    '$.invoice.seller.peppol_id',
  ],
  [
    'buyer electronic address (BT-49)',
    (b, id) => (b.invoice.buyer.peppol_id = `0208:${id}`),
    '$.invoice.buyer.peppol_id',
  ],
  [
    'seller identifier (BT-29)',
    (b, id) => (b.invoice.seller.identifiers = [{ scheme: '0208', id }]),
    '$.invoice.seller.identifiers[0].id',
  ],
  [
    'buyer identifier (BT-46)',
    (b, id) => (b.invoice.buyer.identifiers = [{ scheme: '0208', id }]),
    '$.invoice.buyer.identifiers[0].id',
  ],
  [
    'seller legal registration (BT-30)',
    (b, id) => (b.invoice.seller.legal_registration = { scheme: '0208', id }),
    '$.invoice.seller.legal_registration.id',
  ],
  [
    'buyer legal registration (BT-47)',
    (b, id) => (b.invoice.buyer.legal_registration = { scheme: '0208', id }),
    '$.invoice.buyer.legal_registration.id',
  ],
];

test('0208: the Belgian B2B invoice with valid enterprise numbers is valid', (t) => {
  t.deepEqual(
    checkRequest(request(belgian)).issues.map((i) => `${i.path} ${i.message}`),
    [],
  );
});

for (const [where, put, path] of places) {
  for (const id of VALID) {
    test(`0208: ${id} is accepted as ${where}`, (t) => {
      t.deepEqual(
        checkRequest(request(belgian, (b) => put(b, id))).issues.map(
          (i) => `${i.path} ${i.message}`,
        ),
        [],
      );
    });
  }
  for (const id of INVALID) {
    test(`0208: ${id} is refused as ${where}, at ${path}, by PEPPOL-COMMON-R043`, (t) => {
      const issues = checkRequest(request(belgian, (b) => put(b, id))).issues;
      const issue = issues.find((i) => i.path === path);
      t.truthy(issue, JSON.stringify(issues.map((i) => i.path)));
      t.is(issue!.code, 'INVALID_FORMAT');
      t.regex(issue!.message, /Belgian enterprise number.*PEPPOL-COMMON-R043/);
      t.regex(issue!.expected, /97 - \(first eight mod 97\)/);
    });
  }
}

test('0208 under PINT (pint_eu) is judged by ibr-113', (t) => {
  const issues = checkRequest(
    request(belgian, (b) => {
      b.country_profile = 'pint_eu';
      b.invoice.buyer.peppol_id = '0208:0403170702';
    }),
  ).issues;
  const issue = issues.find((i) => i.path === '$.invoice.buyer.peppol_id');
  t.regex(issue?.message ?? '', /ibr-113|PEPPOL-COMMON-R043/);
});
