/**
 * France (issue 41): the multi-vendor (BT-23 B8, S8, M8) and two-way (B9) invoices the
 * sub-invoice tests write in CII and UBL EXTENDED-CTC-FR.
 */
import { frenchInvoice } from './helpers.js';

const SELLER = {
  name: 'Exemple Conseil SARL',
  legal_registration: { id: '303265045', scheme: '0002' },
  country: 'FR',
};
const PARTNER = {
  name: 'Atelier Partenaire SAS',
  legal_registration: { id: '552100554', scheme: '0002' },
  country: 'FR',
};

/**
 * Two sub-invoices: the seller's (numbered with BT-1, BR-FR-MV-11) of two services at 20 %, and
 * a partner's of parts at 20 %, with an exempt training line (category E) when `exempt`.
 */
export function multiVendor(framework: string, exempt = false): any {
  const inv = frenchInvoice('domestic');
  inv.business_process = framework;
  const own = { id: inv.number, scheme: 'AFL' };
  const partner = { id: 'AP-2026-17', scheme: 'AFL' };
  const line = (id: string, parent: string | undefined, more: any) => ({
    id,
    ...(parent ? { parent_line_id: parent } : { line_status: 'GROUP' }),
    unit: 'C62',
    vat_rate: 20,
    quantity: 1,
    ...more,
  });
  inv.items = [
    line('1', undefined, {
      description: 'Sous-facture Exemple Conseil',
      unit_price: 1900,
      object_identifier: own,
      seller: SELLER,
    }),
    line('2', '1', {
      description: 'Conseil',
      quantity: 10,
      unit: 'HUR',
      unit_price: 100,
      object_identifier: own,
      seller: SELLER,
    }),
    line('3', '1', {
      description: 'Formation',
      quantity: 2,
      unit: 'DAY',
      unit_price: 450,
      object_identifier: own,
      seller: SELLER,
    }),
    line('4', undefined, {
      description: 'Sous-facture Atelier Partenaire',
      unit_price: exempt ? 1300 : 500,
      object_identifier: partner,
      seller: PARTNER,
    }),
    line('5', '4', {
      description: 'Pièces',
      quantity: 5,
      unit_price: 100,
      object_identifier: partner,
      seller: PARTNER,
    }),
  ];
  if (exempt) {
    inv.items.push(
      line('6', '4', {
        description: 'Formation professionnelle continue',
        unit: 'DAY',
        unit_price: 800,
        vat_rate: 0,
        tax_category: 'E',
        object_identifier: partner,
        seller: PARTNER,
      }),
    );
    inv.vat_exemptions = [
      {
        tax_category: 'E',
        reason: 'Exonération de TVA, article 261-4-4° du CGI',
        reason_code: 'VATEX-EU-132-1I',
      },
    ];
  }
  return inv;
}

/**
 * A two-way invoice (B9, self-billed 389): the seller's sub-invoice and the buyer's, each group
 * line naming its party's legal identifier (BR-FR-BD-02, BD-13).
 */
export function twoWay(): any {
  const inv = multiVendor('B9');
  inv.type_code = '389';
  const buyer = {
    ...PARTNER,
    name: inv.buyer.name,
    legal_registration: inv.buyer.legal_registration,
  };
  for (const item of inv.items.slice(3)) item.seller = buyer;
  return inv;
}

/** A B8 credit note: each sub-invoice names the invoice it credits (BR-FR-MV-14). */
export function creditNote(): any {
  const inv = multiVendor('B8');
  inv.type_code = '381';
  delete inv.due_date;
  inv.preceding_invoices = [{ number: 'FA-2026-0001', date: '2026-09-15' }];
  inv.items[0].preceding_invoice = { number: 'FA-2026-0001', date: '2026-09-15' };
  inv.items[3].preceding_invoice = { number: 'AP-2026-09', date: '2026-09-12' };
  return inv;
}

/**
 * The same invoice as UBL EXTENDED-CTC-FR's rules want it: each sub-invoice's group line without
 * a parent states a further invoiced object with scheme AVV, other than S8, B8, M8
 * (BR-FR-MV-03_BT-128_AVV), here the framework of a plain invoice of goods or services.
 */
export function withAvv(inv: any): any {
  const own = inv.business_process.startsWith('S') ? 'S1' : 'B1';
  for (const item of inv.items)
    if (item.line_status === 'GROUP' && !item.parent_line_id)
      item.further_object_identifiers = [{ id: own, scheme: 'AVV' }];
  return inv;
}
