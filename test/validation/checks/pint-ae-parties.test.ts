/**
 * PINT AE's rules on a party with a 0235 electronic address and on the deliver-to address its
 * transaction type asks for (pint-ae-parties.ts): each refused at its field, where generate used to
 * write the document and answer 422.
 */
import test from 'ava';
import { countryIssues } from './country-issues.js';

/** The issues of a PINT AE invoice under a patch, as "path rule". */
function issuesOf(patch: (inv: any) => void): string[] {
  return countryIssues('pint_ae', patch).map(
    (i) => `${i.path} ${/ibr-\d+-ae/.exec(i.message)?.[0] ?? i.code}`,
  );
}

test('a 0235 seller states the type of its registration authority from the UAE list; a trade licence its authority', (t) => {
  // Without a legal registration: a documented known issue of the preview profile (a warning).
  t.deepEqual(
    issuesOf((inv) => {
      inv.seller.peppol_id = '0235:1234567890';
      delete inv.seller.legal_registration;
    }).filter((i) => i.startsWith('$.invoice.seller')),
    [],
  );
  const registered = (type: string, authority = '') =>
    issuesOf((inv) => {
      inv.seller.peppol_id = '0235:1234567890';
      inv.seller.country = 'AE';
      inv.seller.legal_registration = { id: 'TL-778899' };
      inv.seller.legal_registration_authority_type = type;
      inv.seller.legal_registration_authority = authority;
    }).filter((i) => i.startsWith('$.invoice.seller.legal_registration_authority'));
  t.deepEqual(registered(' '), ['$.invoice.seller.legal_registration_authority_type ibr-181-ae']);
  t.deepEqual(registered('XX'), ['$.invoice.seller.legal_registration_authority_type ibr-173-ae']);
  t.deepEqual(registered('TL'), ['$.invoice.seller.legal_registration_authority ibr-172-ae']);
  t.deepEqual(registered('TL', 'Dubai Economy'), []);
  t.deepEqual(registered('EID'), []);
});

test("a buyer's trade licence names its authority (ibr-101-ae); a reverse-charge line wants the buyer's tax id (ibr-103-ae)", (t) => {
  t.true(
    issuesOf((inv) => {
      inv.buyer.legal_registration = { id: '112345679000001' };
      inv.buyer.legal_registration_authority_type = 'TL';
    }).includes('$.invoice.buyer.legal_registration_authority ibr-101-ae'),
  );
  t.true(
    issuesOf((inv) => {
      inv.items[0].tax_category = 'AE';
      inv.items[0].vat_rate = 0;
      delete inv.buyer.vat_id;
    }).includes('$.invoice.buyer.vat_id ibr-103-ae'),
  );
});

test("the seller's tax registration is its 10-digit TIN (ibr-148-ae)", (t) => {
  const tin = (id: string) =>
    issuesOf((inv) => {
      inv.seller.tax_registration_id = id;
    }).filter((i) => i.startsWith('$.invoice.seller.tax_registration_id'));
  t.deepEqual(tin('FR'), ['$.invoice.seller.tax_registration_id ibr-148-ae']);
  t.deepEqual(tin('1234567890'), []);
});

test("a buyer's tax number under a scheme other than VAT needs the seller's TIN (ibr-133-ae)", (t) => {
  const buyerNumber = (scheme: string, sellerTin: string) =>
    issuesOf((inv) => {
      delete inv.buyer.vat_id;
      inv.buyer.tax_registration_id = '1234567890';
      inv.buyer.tax_registration_scheme = scheme;
      inv.seller.tax_registration_id = sellerTin;
    }).filter((i) => i.startsWith('$.invoice.buyer.tax_registration_id'));
  t.deepEqual(buyerNumber('', ''), ['$.invoice.buyer.tax_registration_id ibr-133-ae']);
  t.deepEqual(buyerNumber('TAX', ''), ['$.invoice.buyer.tax_registration_id ibr-133-ae']);
  t.deepEqual(buyerNumber('', '1000000001'), []);
  t.deepEqual(buyerNumber('VAT', ''), []);
});

test("a 0235 buyer: its registration's authority type (CL too), and a tax id unless its address is its TRN", (t) => {
  const buyer = (endpoint: string, patch: (b: any) => void) =>
    issuesOf((inv) => {
      inv.buyer.peppol_id = `0235:${endpoint}`;
      patch(inv.buyer);
    }).filter((i) => i.startsWith('$.invoice.buyer'));
  t.deepEqual(
    buyer('5000000001', (b) => {
      b.legal_registration = { id: '112345679000001' };
      b.legal_registration_authority_type = '';
    }),
    ['$.invoice.buyer.legal_registration_authority_type ibr-180-ae'],
  );
  t.deepEqual(
    buyer('5000000001', (b) => {
      b.legal_registration = { id: '112345679000001' };
      b.legal_registration_authority_type = 'CL';
    }),
    [],
  );
  t.deepEqual(
    buyer('5000000001', (b) => {
      delete b.vat_id;
    }),
    ['$.invoice.buyer.vat_id ibr-149-ae'],
  );
  t.deepEqual(
    buyer('1000000001', (b) => {
      delete b.vat_id;
    }).filter((i) => i.includes('ibr-149-ae')),
    [],
  );
});

test('an e-commerce supply and an export delivered abroad state the deliver-to line 1, city and emirate (ibr-142-ae, ibr-152-ae)', (t) => {
  const delivery = (flags: string, address: any) =>
    issuesOf((inv) => {
      inv.transaction_type_flags = flags;
      inv.delivery = { address };
    }).filter((i) => i.startsWith('$.invoice.delivery'));
  t.deepEqual(delivery('00000010', { country: 'AE', city: 'Dubai' }), [
    '$.invoice.delivery.address.street ibr-142-ae',
    '$.invoice.delivery.address.country_subdivision ibr-142-ae',
  ]);
  t.deepEqual(delivery('00000001', { country: 'AE', country_subdivision: 'DXB' }), []);
  t.is(delivery('00000001', { country: 'OM' }).length, 3);
  t.deepEqual(
    delivery('00000010', {
      country: 'AE',
      city: 'Dubai',
      street: 'Sheikh Zayed Rd 1',
      country_subdivision: 'DXB',
    }),
    [],
  );
});
