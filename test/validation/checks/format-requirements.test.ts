/**
 * Format-specific requirements: xrechnung (leitweg_id, BR-DE-3/4/6/7/8/9), peppol (both
 * peppol_ids, buyer_reference), fatturapa (tipo_documento, codici fiscali, codice_destinatario
 * or PEC, Natura on zero-rate lines).
 */
import test from 'ava';
import { germanPublic, issueAt, issueList, italian, peppolParties, request } from './helpers.js';

const errors: Array<{ name: string; edits: Array<(b: any) => void>; path: string; code: string; message: string }> = [
  { name: 'xrechnung: leitweg_id missing', edits: [germanPublic, (b) => delete b.invoice.leitweg_id], path: '$.invoice.leitweg_id', code: 'REQUIRED', message: 'leitweg_id required for XRechnung (BR-DE-15, written as BT-10 buyer reference)' },
  { name: 'xrechnung: BR-DE-6 seller phone', edits: [germanPublic, (b) => delete b.invoice.seller.phone], path: '$.invoice.seller.phone', code: 'REQUIRED', message: 'seller phone required for XRechnung (BR-DE-6, seller contact)' },
  { name: 'xrechnung: BR-DE-7 seller e-mail', edits: [germanPublic, (b) => delete b.invoice.seller.email], path: '$.invoice.seller.email', code: 'REQUIRED', message: 'seller e-mail required for XRechnung (BR-DE-7, seller contact)' },
  { name: 'xrechnung: BR-DE-3 seller city', edits: [germanPublic, (b) => delete b.invoice.seller.city], path: '$.invoice.seller.city', code: 'REQUIRED', message: 'seller city required for XRechnung (BR-DE-3)' },
  { name: 'xrechnung: BR-DE-9 buyer post code', edits: [germanPublic, (b) => delete b.invoice.buyer.postal_code], path: '$.invoice.buyer.postal_code', code: 'REQUIRED', message: 'buyer postal code required for XRechnung (BR-DE-9)' },
  { name: 'peppol: seller peppol_id', edits: [peppolParties, (b) => { b.format = 'peppol'; delete b.invoice.seller.peppol_id; }], path: '$.invoice.seller.peppol_id', code: 'REQUIRED', message: 'seller peppol_id required for Peppol (BT-34 electronic address, <EAS code>:<identifier>)' },
  { name: 'peppol: buyer peppol_id', edits: [peppolParties, (b) => { b.format = 'peppol'; delete b.invoice.buyer.peppol_id; }], path: '$.invoice.buyer.peppol_id', code: 'REQUIRED', message: 'buyer peppol_id required for Peppol (BT-49 electronic address, <EAS code>:<identifier>)' },
  { name: 'peppol: buyer_reference', edits: [peppolParties, (b) => { b.format = 'peppol'; delete b.invoice.buyer_reference; }], path: '$.invoice.buyer_reference', code: 'REQUIRED', message: 'buyer_reference (or purchase_order_reference) required for Peppol (BT-10 or BT-13)' },
  { name: 'fatturapa: tipo_documento missing', edits: [italian, (b) => delete b.invoice.tipo_documento], path: '$.invoice.tipo_documento', code: 'REQUIRED', message: 'tipo_documento required for FatturaPA' },
  { name: 'fatturapa: TD07 is the simplified invoice, not FatturaPA ordinaria', edits: [italian, (b) => (b.invoice.tipo_documento = 'TD07')], path: '$.invoice.tipo_documento', code: 'INVALID_CODE', message: 'invalid tipo_documento TD07' },
  { name: 'fatturapa: TD30 unknown', edits: [italian, (b) => (b.invoice.tipo_documento = 'TD30')], path: '$.invoice.tipo_documento', code: 'INVALID_CODE', message: 'invalid tipo_documento TD30' },
  { name: 'fatturapa: seller codice_fiscale', edits: [italian, (b) => delete b.invoice.seller.codice_fiscale], path: '$.invoice.seller.codice_fiscale', code: 'REQUIRED', message: 'seller codice_fiscale required for FatturaPA' },
  { name: 'fatturapa: buyer codice_fiscale', edits: [italian, (b) => delete b.invoice.buyer.codice_fiscale], path: '$.invoice.buyer.codice_fiscale', code: 'REQUIRED', message: 'buyer codice_fiscale required for FatturaPA' },
  { name: 'fatturapa: partita IVA with wrong check digit', edits: [italian, (b) => (b.invoice.seller.codice_fiscale = '12345678901')], path: '$.invoice.seller.codice_fiscale', code: 'INVALID_FORMAT', message: 'invalid codice fiscale: the check character or check digit does not match' },
  { name: 'fatturapa: neither codice_destinatario nor pec', edits: [italian, (b) => delete b.invoice.buyer.codice_destinatario], path: '$.invoice.buyer.codice_destinatario', code: 'REQUIRED', message: 'buyer codice_destinatario (7 characters, or the 6-character office code of a public administration) or pec required for FatturaPA' },
  { name: 'fatturapa: codice_destinatario of 5 characters', edits: [italian, (b) => (b.invoice.buyer.codice_destinatario = 'UFABC')], path: '$.invoice.buyer.codice_destinatario', code: 'INVALID_FORMAT', message: 'invalid buyer codice destinatario' },
  { name: 'fatturapa: zero-rate line without natura', edits: [italian, (b) => (b.invoice.items[0].vat_rate = 0)], path: '$.invoice.items[0].natura', code: 'REQUIRED', message: 'natura required for a line with VAT rate 0 (FatturaPA)' },
  { name: 'fatturapa: natura on a taxed line', edits: [italian, (b) => (b.invoice.items[0].natura = 'N4')], path: '$.invoice.items[0].natura', code: 'INVALID_VALUE', message: 'natura only applies to lines with VAT rate 0 (FatturaPA)' },
];

for (const c of errors) {
  test(`format requirement: ${c.name}`, (t) => {
    const req = request(...c.edits);
    const issue = issueAt(req, c.path);
    t.is(issue?.code, c.code, issueList(req).join(', '));
    t.is(issue?.message, c.message);
  });
}

const fine: Array<{ name: string; edits: Array<(b: any) => void> }> = [
  { name: 'xrechnung complete', edits: [germanPublic] },
  { name: 'peppol complete', edits: [peppolParties, (b) => (b.format = 'peppol')] },
  { name: 'peppol: a purchase order reference instead of buyer_reference (PEPPOL-EN16931-R003)', edits: [peppolParties, (b) => { b.format = 'peppol'; delete b.invoice.buyer_reference; b.invoice.purchase_order_reference = 'PO-1'; }] },
  { name: 'PINT SG without buyer_reference (its rules require neither BT-10 nor BT-13)', edits: [peppolParties, (b) => { b.format = 'peppol'; b.country_profile = 'pint_sg'; delete b.invoice.buyer_reference; }] },
  { name: 'fatturapa complete', edits: [italian] },
  { name: 'fatturapa with PEC instead of codice_destinatario', edits: [italian, (b) => { delete b.invoice.buyer.codice_destinatario; b.invoice.buyer.pec = 'mario.rossi@pec.it'; }] },
  { name: 'fatturapa TD29 (specifications 1.9, from April 2025)', edits: [italian, (b) => (b.invoice.tipo_documento = 'TD29')] },
  { name: 'fatturapa zero-rate line with N2.1', edits: [italian, (b) => { b.invoice.items[0].vat_rate = 0; b.invoice.items[0].natura = 'N2.1'; }] },
  { name: 'zugferd minimum profile', edits: [(b) => { b.format = 'zugferd'; b.profile = 'minimum'; }] },
  { name: 'pdf format', edits: [(b) => (b.format = 'pdf')] },
];

for (const c of fine) {
  test(`format requirement met: ${c.name}`, (t) => {
    t.deepEqual(issueList(request(...c.edits)), []);
  });
}
