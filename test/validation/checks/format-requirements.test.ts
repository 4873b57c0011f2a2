/**
 * Format-specific requirements: xrechnung (leitweg_id, BR-DE-3/4/6/7/8/9), peppol (both
 * peppol_ids, buyer_reference), fatturapa (tipo_documento, the buyer's vat_id or codice_fiscale, codice_destinatario
 * or PEC, Natura on zero-rate lines).
 */
import test from 'ava';
import {
  germanPublic,
  issueAt,
  issueList,
  italian,
  peppolParties,
  request,
  warningCodes,
} from './helpers.js';

/** PINT SG with a seller identified by its UEN (0195 peppol_id, BR-112-GST-SG). */
const singaporean = (b: any) => {
  b.format = 'peppol';
  b.country_profile = 'pint_sg';
  b.invoice.seller.peppol_id = '0195:SGUEN201912345A';
};

const errors: Array<{
  name: string;
  edits: Array<(b: any) => void>;
  path: string;
  code: string;
  message: string;
}> = [
  {
    name: 'xrechnung: leitweg_id missing',
    edits: [germanPublic, (b) => delete b.invoice.leitweg_id],
    path: '$.invoice.leitweg_id',
    code: 'REQUIRED',
    message: 'leitweg_id required for XRechnung (BR-DE-15, written as BT-10 buyer reference)',
  },
  {
    name: 'xrechnung: BR-DE-6 seller phone',
    edits: [germanPublic, (b) => delete b.invoice.seller.phone],
    path: '$.invoice.seller.phone',
    code: 'REQUIRED',
    message: 'seller phone required for XRechnung (BR-DE-6, seller contact)',
  },
  {
    name: 'xrechnung: BR-DE-7 seller e-mail',
    edits: [germanPublic, (b) => delete b.invoice.seller.email],
    path: '$.invoice.seller.email',
    code: 'REQUIRED',
    message: 'seller e-mail required for XRechnung (BR-DE-7, seller contact)',
  },
  {
    name: 'xrechnung: BR-DE-3 seller city',
    edits: [germanPublic, (b) => delete b.invoice.seller.city],
    path: '$.invoice.seller.city',
    code: 'REQUIRED',
    message: 'seller city required for XRechnung (BR-DE-3)',
  },
  {
    name: 'xrechnung: BR-DE-9 buyer post code',
    edits: [germanPublic, (b) => delete b.invoice.buyer.postal_code],
    path: '$.invoice.buyer.postal_code',
    code: 'REQUIRED',
    message: 'buyer postal code required for XRechnung (BR-DE-9)',
  },
  {
    name: 'peppol: seller peppol_id',
    edits: [
      peppolParties,
      (b) => {
        b.format = 'peppol';
        delete b.invoice.seller.peppol_id;
      },
    ],
    path: '$.invoice.seller.peppol_id',
    code: 'REQUIRED',
    message:
      'seller peppol_id required for Peppol (BT-34 electronic address, <EAS code>:<identifier>)',
  },
  {
    name: 'peppol: buyer peppol_id',
    edits: [
      peppolParties,
      (b) => {
        b.format = 'peppol';
        delete b.invoice.buyer.peppol_id;
      },
    ],
    path: '$.invoice.buyer.peppol_id',
    code: 'REQUIRED',
    message:
      'buyer peppol_id required for Peppol (BT-49 electronic address, <EAS code>:<identifier>)',
  },
  {
    name: 'xrechnung: buyer without electronic address (BT-49)',
    edits: [
      germanPublic,
      (b) => {
        delete b.invoice.buyer.email;
        delete b.invoice.buyer.peppol_id;
      },
    ],
    path: '$.invoice.buyer.email',
    code: 'REQUIRED',
    message:
      'buyer electronic address required for XRechnung (BT-49, PEPPOL-EN16931-R010): give buyer.email (written with scheme EM) or buyer.peppol_id',
  },
  {
    name: 'peppol: GLN with a wrong check digit (PEPPOL-COMMON-R040)',
    edits: [
      peppolParties,
      (b) => {
        b.format = 'peppol';
        b.invoice.buyer.peppol_id = '0088:1234567890123';
      },
    ],
    path: '$.invoice.buyer.peppol_id',
    code: 'INVALID_FORMAT',
    message:
      'BT-49 electronic address 0088:1234567890123 is not a valid GLN (GS1 check digit) (PEPPOL-COMMON-R040)',
  },
  {
    name: 'pint_sg: Norwegian organisation number off mod 11 (ibr-069)',
    edits: [
      peppolParties,
      (b) => {
        b.format = 'peppol';
        b.country_profile = 'pint_eu';
        b.invoice.seller.identifiers = [{ id: '123456789', scheme: '0192' }];
      },
    ],
    path: '$.invoice.seller.identifiers[0].id',
    code: 'INVALID_FORMAT',
    message:
      'BT-29 identifier 0192:123456789 is not a valid Norwegian organisation number (9 digits, mod 11) (ibr-069)',
  },
  {
    name: 'pint_my: seller BRN (ibr-02-my)',
    edits: [peppolParties, malaysian, (b) => (b.invoice.seller.peppol_id = '0088:4000001000005')],
    path: '$.invoice.seller.legal_registration.id',
    code: 'REQUIRED',
    message:
      'seller BRN required for PINT MY (ibr-02-my, BT-30): give seller.legal_registration or a peppol_id with scheme 0230',
  },
  {
    name: 'pint_my: buyer BRN (ibr-03-my)',
    edits: [peppolParties, malaysian, (b) => (b.invoice.buyer.peppol_id = '0088:4000001000005')],
    path: '$.invoice.buyer.legal_registration.id',
    code: 'REQUIRED',
    message:
      'buyer BRN required for PINT MY (ibr-03-my, BT-47): give buyer.legal_registration or a peppol_id with scheme 0230',
  },
  {
    name: 'pint_my: the supplier TIN, with identifiers that all have a scheme (ibr-04-my)',
    edits: [
      peppolParties,
      malaysian,
      (b) => (b.invoice.seller.identifiers = [{ id: 'C2584563200', scheme: '0230' }]),
    ],
    path: '$.invoice.seller.tax_registration_id',
    code: 'REQUIRED',
    message:
      'seller TIN required for PINT MY (ibr-04-my, ibt-032): give seller.tax_registration_id (written with scheme GST), or the TIN as a seller identifier without scheme',
  },
  {
    name: 'pint_my: the supplier TIN under the scheme VAT does not count (ibr-04-my)',
    edits: [
      peppolParties,
      malaysian,
      (b) => {
        b.invoice.seller.identifiers = [{ id: 'C2584563200', scheme: '0230' }];
        b.invoice.seller.tax_registration_id = 'C2584563200';
        b.invoice.seller.tax_registration_scheme = 'VAT';
      },
    ],
    path: '$.invoice.seller.tax_registration_id',
    code: 'REQUIRED',
    message:
      'seller TIN required for PINT MY (ibr-04-my, ibt-032): give seller.tax_registration_id (written with scheme GST), or the TIN as a seller identifier without scheme',
  },
  {
    name: 'pint_my: no tax category, and the MY list has no S',
    edits: [peppolParties, malaysian, (b) => delete b.invoice.items[0].tax_category],
    path: '$.invoice.items[0].tax_category',
    code: 'REQUIRED',
    message:
      'tax_category required for country profile pint_my: its code list has no standard rate (S)',
  },
  {
    name: 'pint_ae: a reverse-charge line names its goods or services (ibr-166-ae)',
    edits: [
      peppolParties,
      emirati,
      (b) => {
        b.invoice.items[0].tax_category = 'AE';
        b.invoice.items[0].vat_rate = 5;
      },
    ],
    path: '$.invoice.items[0].reverse_charge_goods_type',
    code: 'REQUIRED',
    message:
      'PINT AE reverse-charge lines need the type of goods or services (BTAE-09, ibr-166-ae)',
  },
  {
    name: 'pint_ae: billing frequency from its code list (ibr-005-ae)',
    edits: [peppolParties, emirati, (b) => (b.invoice.billing_frequency = 'XYZ')],
    path: '$.invoice.billing_frequency',
    code: 'INVALID_CODE',
    message: 'invalid billing_frequency XYZ (ibr-005-ae)',
  },
  {
    name: 'pint_ae: standard rate is 5 % (ibr-190-ae)',
    edits: [peppolParties, emirati, (b) => (b.invoice.items[0].vat_rate = 10)],
    path: '$.invoice.items[0].vat_rate',
    code: 'INVALID_VALUE',
    message: 'the UAE standard rate (tax category S) is 5 % (ibr-190-ae)',
  },
  {
    name: 'pint_sg 1.4.1: BT-10 or BT-13 (PEPPOL-EN16931-R003-SG)',
    edits: [
      peppolParties,
      (b) => {
        b.format = 'peppol';
        b.country_profile = 'pint_sg';
        delete b.invoice.buyer_reference;
      },
    ],
    path: '$.invoice.buyer_reference',
    code: 'REQUIRED',
    message: 'buyer_reference (or purchase_order_reference) required for Peppol (BT-10 or BT-13)',
  },
  {
    name: 'pint_sg: SGD as GST accounting currency for an invoice in EUR (BR-113-GST-SG)',
    edits: [peppolParties, singaporean],
    path: '$.invoice.tax_currency',
    code: 'REQUIRED',
    message:
      'tax_currency SGD required for PINT SG when the invoice is in EUR (BR-113-GST-SG: GST is accounted in SGD)',
  },
  {
    name: "pint_sg: the seller's GST registration (BR-105-GST-SG)",
    edits: [
      peppolParties,
      singaporean,
      // A line of a seller not registered (NG) lifts the generic requirement, not BR-105.
      (b) => {
        b.invoice.seller.vat_id = '';
        for (const item of b.invoice.items) item.tax_category = 'SR';
        b.invoice.items.push({ ...b.invoice.items[0], tax_category: 'NG', vat_rate: 0 });
      },
    ],
    path: '$.invoice.seller.vat_id',
    code: 'REQUIRED',
    message:
      "seller GST registration number required for PINT SG with a GST category SR, ZR or another taxed one (BR-105-GST-SG: seller vat_id, or the tax representative's)",
  },
  {
    name: 'pint_sg: a not-registered (NG) line at a rate (BR-NG-01/09-GST-SG)',
    edits: [
      peppolParties,
      singaporean,
      (b) => b.invoice.items.push({ ...b.invoice.items[0], tax_category: 'NG', vat_rate: 9 }),
    ],
    path: '$.invoice.items[2].vat_rate',
    code: 'INVALID_VALUE',
    message:
      'a seller not registered for GST (NG) charges rate 0: its breakdown is one group with GST 0 (BR-NG-01-GST-SG, BR-NG-09-GST-SG)',
  },
  {
    name: 'pint_sg: a GST accounting currency with its totals in that currency (BR-53-GST-SG)',
    edits: [
      peppolParties,
      singaporean,
      (b) => {
        b.invoice.tax_currency = 'SGD';
        b.invoice.tax_currency_vat_total = 100;
        b.invoice.tax_currency_total_with_tax = 1100;
      },
    ],
    path: '$.invoice.tax_currency_total_without_tax',
    code: 'REQUIRED',
    message: 'the total without GST in SGD required for PINT SG with tax_currency (BR-53-GST-SG)',
  },
  {
    name: "pint_ae: the buyer's emirate (ibr-144-ae)",
    edits: [peppolParties, emirati, (b) => (b.invoice.buyer.city = 'Al Ain Oasis')],
    path: '$.invoice.buyer.country_subdivision',
    code: 'REQUIRED',
    message:
      "buyer emirate required for PINT AE (ibr-144-ae): give country_subdivision (AUH, DXB, SHJ, UAQ, FUJ, AJM, RAK) or the emirate's name as city",
  },
  {
    name: 'peppol: buyer_reference',
    edits: [
      peppolParties,
      (b) => {
        b.format = 'peppol';
        delete b.invoice.buyer_reference;
      },
    ],
    path: '$.invoice.buyer_reference',
    code: 'REQUIRED',
    message: 'buyer_reference (or purchase_order_reference) required for Peppol (BT-10 or BT-13)',
  },
  {
    name: 'fatturapa: tipo_documento missing',
    edits: [italian, (b) => delete b.invoice.tipo_documento],
    path: '$.invoice.tipo_documento',
    code: 'REQUIRED',
    message: 'tipo_documento required for FatturaPA',
  },
  {
    name: 'fatturapa: TD07 is the simplified invoice, not FatturaPA ordinaria',
    edits: [italian, (b) => (b.invoice.tipo_documento = 'TD07')],
    path: '$.invoice.tipo_documento',
    code: 'INVALID_CODE',
    message: 'invalid tipo_documento TD07',
  },
  {
    name: 'fatturapa: TD30 unknown',
    edits: [italian, (b) => (b.invoice.tipo_documento = 'TD30')],
    path: '$.invoice.tipo_documento',
    code: 'INVALID_CODE',
    message: 'invalid tipo_documento TD30',
  },
  {
    // TD29 (specifications 1.9, from April 2025) is a code of schema 1.2.3; the official 1.2.2
    // XSD that judges our documents refuses it, so a document with it could not be written valid.
    name: 'fatturapa: TD29 beside the installed 1.2.2 schema',
    edits: [italian, (b) => (b.invoice.tipo_documento = 'TD29')],
    path: '$.invoice.tipo_documento',
    code: 'INVALID_VALUE',
    message:
      'tipo_documento TD29 is a code of FatturaPA 1.2.3; the official schema installed here is 1.2.2, which refuses it, so no valid document can be written with it until the rules are updated',
  },
  {
    name: 'fatturapa: buyer without vat_id or codice_fiscale',
    edits: [italian, (b) => delete b.invoice.buyer.codice_fiscale],
    path: '$.invoice.buyer.codice_fiscale',
    code: 'REQUIRED',
    message:
      'buyer vat_id or codice_fiscale required for FatturaPA (CessionarioCommittente IdFiscaleIVA or CodiceFiscale)',
  },
  {
    name: 'fatturapa: neither codice_destinatario nor pec',
    edits: [italian, (b) => delete b.invoice.buyer.codice_destinatario],
    path: '$.invoice.buyer.codice_destinatario',
    code: 'REQUIRED',
    message:
      'buyer codice_destinatario (7 characters, or the 6-character office code of a public administration; or a peppol_id of scheme 0205 or 0201) or pec required for FatturaPA',
  },
  {
    name: 'fatturapa: codice_destinatario of 5 characters',
    edits: [italian, (b) => (b.invoice.buyer.codice_destinatario = 'UFABC')],
    path: '$.invoice.buyer.codice_destinatario',
    code: 'INVALID_FORMAT',
    message: 'invalid buyer codice destinatario',
  },
  {
    name: 'fatturapa: zero-rate line without natura',
    edits: [italian, (b) => (b.invoice.items[0].vat_rate = 0)],
    path: '$.invoice.items[0].natura',
    code: 'REQUIRED',
    message: 'natura required for a line with VAT rate 0 (FatturaPA)',
  },
  {
    name: 'fatturapa: natura on a taxed line',
    edits: [italian, (b) => (b.invoice.items[0].natura = 'N4')],
    path: '$.invoice.items[0].natura',
    code: 'INVALID_VALUE',
    message: 'natura only applies to lines with VAT rate 0 (FatturaPA)',
  },
];

/** A Malaysian invoice for PINT MY: SST categories and both BRNs (BT-30, BT-47) as 0230 Peppol ids. */
function malaysian(b: any): void {
  b.format = 'peppol';
  b.country_profile = 'pint_my';
  b.invoice.currency = 'MYR';
  b.invoice.seller = {
    ...b.invoice.seller,
    country: 'MY',
    vat_id: 'C2584563200',
    peppol_id: '0230:C2584563200',
  };
  b.invoice.buyer = {
    ...b.invoice.buyer,
    country: 'MY',
    vat_id: 'C2584563201',
    peppol_id: '0230:C2584563201',
  };
  for (const item of b.invoice.items) Object.assign(item, { vat_rate: 8, tax_category: 'SA' });
}

/** A UAE invoice for PINT AE at the 5 % standard rate. */
function emirati(b: any): void {
  b.format = 'peppol';
  b.country_profile = 'pint_ae';
  b.invoice.currency = 'AED';
  b.invoice.seller = {
    ...b.invoice.seller,
    country: 'AE',
    city: 'Dubai',
    vat_id: 'AE100000000000003',
    peppol_id: '0235:1000000000',
  };
  b.invoice.buyer = {
    ...b.invoice.buyer,
    country: 'AE',
    city: 'Abu Dhabi',
    vat_id: 'AE100000000000103',
    peppol_id: '0235:1000000001',
  };
  for (const item of b.invoice.items) Object.assign(item, { vat_rate: 5, tax_category: 'S' });
}

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
  {
    name: 'peppol: a purchase order reference instead of buyer_reference (PEPPOL-EN16931-R003)',
    edits: [
      peppolParties,
      (b) => {
        b.format = 'peppol';
        delete b.invoice.buyer_reference;
        b.invoice.purchase_order_reference = 'PO-1';
      },
    ],
  },
  {
    name: 'peppol: a Leitweg-ID instead of buyer_reference (written as BT-10, PEPPOL-EN16931-R003)',
    edits: [
      peppolParties,
      (b) => {
        b.format = 'peppol';
        delete b.invoice.buyer_reference;
        b.invoice.leitweg_id = '04011000-12345-03';
      },
    ],
  },
  { name: 'fatturapa complete', edits: [italian] },
  {
    name: 'fatturapa: the seller needs no codice_fiscale (IdFiscaleIVA suffices)',
    edits: [italian, (b) => delete b.invoice.seller.codice_fiscale],
  },
  {
    name: 'fatturapa: a buyer identified by its vat_id needs no codice_fiscale',
    edits: [
      italian,
      (b) => {
        delete b.invoice.buyer.codice_fiscale;
        b.invoice.buyer.vat_id = 'IT00743110157';
      },
    ],
  },
  {
    name: 'fatturapa: a codice fiscale with a wrong check digit is a warning (SDI judges it by its registry)',
    edits: [italian, (b) => (b.invoice.seller.codice_fiscale = '12345678901')],
  },
  {
    name: 'fatturapa with PEC instead of codice_destinatario',
    edits: [
      italian,
      (b) => {
        delete b.invoice.buyer.codice_destinatario;
        b.invoice.buyer.pec = 'mario.rossi@pec.it';
      },
    ],
  },
  {
    name: 'fatturapa zero-rate line with N2.1',
    edits: [
      italian,
      (b) => {
        b.invoice.items[0].vat_rate = 0;
        b.invoice.items[0].natura = 'N2.1';
      },
    ],
  },
  { name: 'pint_my complete (BRNs, SST categories)', edits: [peppolParties, malaysian] },
  {
    name: 'pint_my: identifiers with a scheme and the TIN as tax_registration_id (ibr-04-my)',
    edits: [
      peppolParties,
      malaysian,
      (b) => {
        b.invoice.seller.identifiers = [{ id: 'C2584563200', scheme: '0230' }];
        b.invoice.seller.tax_registration_id = 'C2584563200';
      },
    ],
  },
  { name: 'pint_ae complete (due date, 5 %)', edits: [peppolParties, emirati] },
  {
    name: 'pint_ae billing frequency MTH',
    edits: [peppolParties, emirati, (b) => (b.invoice.billing_frequency = 'MTH')],
  },
  {
    name: 'peppol with a valid GLN and Belgian enterprise number',
    edits: [
      peppolParties,
      (b) => {
        b.format = 'peppol';
        b.invoice.buyer.peppol_id = '0208:0123456749';
      },
    ],
  },
  {
    name: 'xrechnung buyer with peppol_id and no e-mail',
    edits: [
      germanPublic,
      (b) => {
        delete b.invoice.buyer.email;
        b.invoice.buyer.peppol_id = '9930:DE987654321';
      },
    ],
  },
  {
    name: 'zugferd minimum profile',
    edits: [
      (b) => {
        b.format = 'zugferd';
        b.profile = 'minimum';
      },
    ],
  },
  { name: 'pdf format', edits: [(b) => (b.format = 'pdf')] },
];

for (const c of fine) {
  test(`format requirement met: ${c.name}`, (t) => {
    t.deepEqual(issueList(request(...c.edits)), []);
  });
}

test('fatturapa: a codice fiscale whose check character does not match is warned about, not refused', (t) => {
  const req = request(italian, (b) => (b.invoice.buyer.codice_fiscale = 'RSSMRA85T10A562X'));
  t.is(issueAt(req, '$.invoice.buyer.codice_fiscale'), undefined);
  t.true(warningCodes(req).includes('CODICE_FISCALE_CHECK_CHARACTER'));
  t.false(warningCodes(request(italian)).includes('CODICE_FISCALE_CHECK_CHARACTER'));
});
