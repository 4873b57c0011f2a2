/**
 * PINT AE's item type and classification rules and the emirate of the addresses the writer
 * writes as given (pint-ae-items.ts): each refused at its field, where generate used to answer 422.
 */
import test from 'ava';
import { countryIssues } from './country-issues.js';

function issuesOf(patch: (inv: any) => void): string[] {
  return countryIssues('pint_ae', patch).map((i) => `${i.path} ${i.code}`);
}

test('goods (G) are classified by HS codes only; services and both need a code the JSON cannot carry', (t) => {
  t.deepEqual(
    issuesOf((inv) => {
      inv.items[0].commodity_code = 'G';
      delete inv.items[0].classifications;
    }),
    ['$.invoice.items[0].classifications REQUIRED'],
  );
  t.deepEqual(
    issuesOf((inv) => {
      inv.items[0].commodity_code = 'G';
      inv.items[0].classifications = [{ code: '12345678', list_id: 'STI' }];
    }),
    ['$.invoice.items[0].classifications[0].list_id INVALID_VALUE'],
  );
  t.deepEqual(
    issuesOf((inv) => {
      inv.items[0].commodity_code = 'G';
      inv.items[0].classifications = [{ code: '88098432324', list_id: 'HS' }];
    }),
    [],
  );
  t.deepEqual(
    issuesOf((inv) => (inv.items[0].commodity_code = 'S')),
    ['$.invoice.items[0].commodity_code NOT_CARRIED'],
  );
});

test('a tax representative or deliver-to address in the UAE names its emirate (ibr-128-ae)', (t) => {
  t.deepEqual(
    issuesOf(
      (inv) => (inv.delivery = { address: { country: 'AE', city: 'Dubai', street: 'Road 1' } }),
    ),
    ['$.invoice.delivery.address.country_subdivision REQUIRED'],
  );
  t.deepEqual(
    issuesOf(
      (inv) =>
        (inv.delivery = {
          address: { country: 'AE', city: 'Dubai', street: 'Road 1', country_subdivision: 'XYZ' },
        }),
    ),
    ['$.invoice.delivery.address.country_subdivision INVALID_CODE'],
  );
  t.deepEqual(
    issuesOf((inv) => (inv.delivery = { address: { country: 'OM', city: 'Muscat' } })),
    [],
  );
});

test('a reverse-charge goods or services type is one of the RCM list (ibr-006-ae)', (t) => {
  const rcm = (code: string) =>
    issuesOf((inv) => (inv.items[0].reverse_charge_goods_type = code)).filter((i) =>
      i.includes('reverse_charge_goods_type'),
    );
  t.deepEqual(rcm('0204'), ['$.invoice.items[0].reverse_charge_goods_type INVALID_CODE']);
  t.deepEqual(rcm('DL8.48.3.1'), []);
});

test('an item under the reverse charge (AE) has its GTIN, scheme 0160 (ibr-174-ae)', (t) => {
  const reverseCharge = (inv: any) => {
    Object.assign(inv.items[0], {
      tax_category: 'AE',
      vat_rate: 5,
      reverse_charge_goods_type: 'DL8.48.3.1',
    });
  };
  t.deepEqual(
    issuesOf((inv) => reverseCharge(inv)),
    ['$.invoice.items[0].standard_item_id.id REQUIRED'],
  );
  t.deepEqual(
    issuesOf((inv) => {
      reverseCharge(inv);
      inv.items[0].standard_item_id = { id: '04012345123456', scheme: '0088' };
    }),
    ['$.invoice.items[0].standard_item_id.scheme INVALID_VALUE'],
  );
  t.deepEqual(
    issuesOf((inv) => {
      reverseCharge(inv);
      inv.items[0].standard_item_id = { id: '04012345123456', scheme: '0160' };
    }),
    [],
  );
});

test('a commercial invoice or credit note has a line neither exempt nor out of scope (ibr-151-ae)', (t) => {
  const exemptOnly = (inv: any) => {
    for (const item of inv.items) Object.assign(item, { tax_category: 'E', vat_rate: 0 });
    inv.vat_exemptions = [{ tax_category: 'E', reason: 'Exempt supply' }];
  };
  t.deepEqual(issuesOf(exemptOnly), ['$.invoice.type_code INVALID_VALUE']);
  // One zero-rated line among the exempt ones is enough.
  t.deepEqual(
    issuesOf((inv) => {
      exemptOnly(inv);
      Object.assign(inv.items[0], { tax_category: 'Z', vat_rate: 0 });
    }),
    [],
  );
});

test('an invoice in another currency than AED states its VAT accounting currency, its VAT and total with VAT in AED and the rate (ibr-175-ae, ibr-159-ae)', (t) => {
  const needs = [
    '$.invoice.tax_currency REQUIRED',
    '$.invoice.tax_currency_vat_total REQUIRED',
    '$.invoice.tax_currency_total_with_tax REQUIRED',
    '$.invoice.tax_exchange_rate REQUIRED',
  ];
  t.deepEqual(
    issuesOf((inv) => (inv.currency = 'USD')),
    needs,
  );
  t.deepEqual(
    issuesOf((inv) => delete inv.currency),
    needs,
  );
});
