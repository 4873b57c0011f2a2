/**
 * Legal warnings and their triggers: DE_B2B_XRECHNUNG_ALTERNATIVE (info), DE_B2G_XRECHNUNG_MANDATORY
 * (warning), IT_SDI_REQUIRED (warning), PEPPOL_NETWORK_REGISTRATION (info), and the format
 * recommendations carried the same way. Warnings never make a request invalid.
 */
import test from 'ava';
import { checkRequest } from '../../../src/validation/checks/index.js';
import { germanPublic, italian, peppolParties, request, warningCodes } from './helpers.js';

const germanBuyer = (b: any) => {
  b.invoice.buyer = { name: 'Käufer GmbH', country: 'DE', vat_id: 'DE987654321' };
};

/** A Belgian B2B invoice dated 2026, both parties with 0208 enterprise numbers as Peppol ids. */
const belgian = (b: any) => {
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

/** An Omani seller and buyer in PINT international (not PINT OM), dated after August 2026. */
const omani = (b: any) => {
  b.format = 'peppol';
  b.country_profile = 'pint_international';
  b.invoice.date = '2026-09-01';
  b.invoice.due_date = '2026-10-01';
  b.invoice.currency = 'OMR';
  b.invoice.seller = {
    name: 'Muscat Industries SAOC',
    vat_id: 'OM1234567890',
    street: 'Sultan Qaboos Street 45',
    city: 'Muscat',
    postal_code: '0100',
    country: 'OM',
    peppol_id: '0088:4000001000005',
  };
  b.invoice.buyer = {
    name: 'Sultan Centre',
    vat_id: 'OM9988776655',
    street: 'Al Khuwair 14',
    city: 'Muscat',
    postal_code: '0133',
    country: 'OM',
    peppol_id: '0088:4000001000005',
  };
  b.invoice.buyer_reference = 'PO-4711';
  b.invoice.items.forEach((i: any) => (i.vat_rate = 5));
  delete b.invoice.payment;
};

const cases: Array<{ name: string; edits: Array<(b: any) => void>; codes: string[] }> = [
  { name: 'DE seller, FR buyer: none', edits: [], codes: [] },
  { name: 'DE B2B, auto', edits: [germanBuyer], codes: ['DE_B2B_XRECHNUNG_ALTERNATIVE'] },
  {
    name: 'DE B2B, zugferd',
    edits: [germanBuyer, (b) => (b.format = 'zugferd')],
    codes: ['DE_B2B_XRECHNUNG_ALTERNATIVE'],
  },
  {
    name: 'DE B2B, facturx',
    edits: [germanBuyer, (b) => (b.format = 'facturx')],
    codes: ['DE_B2B_XRECHNUNG_ALTERNATIVE'],
  },
  { name: 'DE B2B, ubl: no B2B note', edits: [germanBuyer, (b) => (b.format = 'ubl')], codes: [] },
  { name: 'DE B2B, cii: no B2B note', edits: [germanBuyer, (b) => (b.format = 'cii')], codes: [] },
  {
    name: 'DE B2B, plain pdf',
    edits: [germanBuyer, (b) => (b.format = 'pdf')],
    codes: ['DE_B2B_XRECHNUNG_ALTERNATIVE'],
  },
  {
    name: 'DE B2B, defaulted countries',
    edits: [
      (b) => {
        delete b.invoice.seller.country;
        b.invoice.buyer = { name: 'Käufer GmbH' };
      },
    ],
    codes: ['DE_B2B_XRECHNUNG_ALTERNATIVE'],
  },
  {
    name: 'DE B2G, xrechnung with buyer_reference',
    edits: [germanPublic, (b) => (b.invoice.buyer_reference = 'PO-1')],
    codes: [],
  },
  {
    name: 'DE B2G, xrechnung without buyer_reference',
    edits: [germanPublic],
    codes: ['XRECHNUNG_BUYER_REFERENCE_RECOMMENDED'],
  },
  {
    name: 'DE B2G, leitweg_id but zugferd',
    edits: [germanPublic, (b) => (b.format = 'zugferd')],
    codes: ['DE_B2G_XRECHNUNG_MANDATORY'],
  },
  {
    name: 'DE B2G, Leitweg-ID as buyer_reference, zugferd',
    edits: [
      germanBuyer,
      (b) => {
        b.format = 'zugferd';
        b.invoice.buyer_reference = '991-33333TEST-33';
      },
    ],
    codes: ['DE_B2G_XRECHNUNG_MANDATORY'],
  },
  // Without payment terms (BT-20), which FatturaPA has no place for (a FATTURAPA_NOT_CARRIED warning).
  {
    name: 'IT domestic, fatturapa',
    edits: [italian, (b) => delete b.invoice.payment?.terms],
    codes: [],
  },
  {
    name: 'IT domestic, ubl',
    edits: [italian, (b) => (b.format = 'ubl')],
    codes: ['IT_SDI_REQUIRED'],
  },
  {
    name: 'IT seller, FR buyer, facturx',
    edits: [
      (b) => {
        b.format = 'facturx';
        b.invoice.seller.country = 'IT';
        b.invoice.seller.vat_id = 'IT12345678903';
      },
    ],
    codes: ['IT_SDI_REQUIRED'],
  },
  {
    name: 'IT buyer of a DE seller, zugferd',
    edits: [
      (b) => {
        b.format = 'zugferd';
        b.invoice.buyer.country = 'IT';
        b.invoice.buyer.vat_id = 'IT12345678903';
      },
    ],
    codes: ['IT_SDI_REQUIRED'],
  },
  {
    name: 'peppol standard_eu',
    edits: [peppolParties, (b) => (b.format = 'peppol')],
    codes: ['PEPPOL_NETWORK_REGISTRATION'],
  },
  {
    name: 'peppol preview profile pint_au',
    edits: [
      peppolParties,
      (b) => {
        b.format = 'peppol';
        b.country_profile = 'pint_au';
      },
    ],
    codes: ['PEPPOL_NETWORK_REGISTRATION', 'PEPPOL_PREVIEW_PROFILE'],
  },
  {
    name: 'BE B2B, auto (peppol)',
    edits: [belgian],
    codes: ['BE_B2B_PEPPOL_MANDATORY', 'PEPPOL_NETWORK_REGISTRATION'],
  },
  {
    name: 'BE B2B, ubl',
    edits: [belgian, (b) => (b.format = 'ubl')],
    codes: ['BE_B2B_PEPPOL_MANDATORY'],
  },
  {
    name: 'BE B2B dated 2025, ubl',
    edits: [
      belgian,
      (b) => {
        b.format = 'ubl';
        b.invoice.date = '2025-12-31';
      },
    ],
    codes: ['BE_B2B_PEPPOL_MANDATORY'],
  },
  {
    name: 'OM seller, peppol in PINT international',
    edits: [omani],
    codes: ['OM_FAWTARA_EINVOICING', 'PEPPOL_NETWORK_REGISTRATION'],
  },
  {
    name: 'OM seller dated before August 2026',
    edits: [
      omani,
      (b) => {
        b.invoice.date = '2026-07-31';
        b.invoice.due_date = '2026-08-30';
      },
    ],
    codes: ['OM_FAWTARA_EINVOICING', 'PEPPOL_NETWORK_REGISTRATION'],
  },
  {
    name: 'BE seller, FR buyer: not domestic',
    edits: [
      belgian,
      (b) => {
        b.format = 'ubl';
        b.invoice.buyer = {
          name: 'Exemple SARL',
          vat_id: 'FR40303265045',
          city: 'Paris',
          country: 'FR',
        };
      },
    ],
    codes: [],
  },
];

for (const c of cases) {
  test(`legal warnings: ${c.name}`, (t) => {
    const req = request(...c.edits);
    t.deepEqual(warningCodes(req), c.codes);
    t.deepEqual(checkRequest(req).issues, [], 'warnings alone never make a request invalid');
  });
}

test('legal warnings: severities and legal bases', (t) => {
  const all = [
    ...checkRequest(request(germanBuyer)).format!.warnings,
    ...checkRequest(request(germanPublic, (b) => (b.format = 'zugferd'))).format!.warnings,
    ...checkRequest(request(italian, (b) => (b.format = 'ubl'))).format!.warnings,
    ...checkRequest(request(peppolParties, (b) => (b.format = 'peppol'))).format!.warnings,
  ];
  const by = Object.fromEntries(all.map((w) => [w.code, w]));
  t.is(by.DE_B2B_XRECHNUNG_ALTERNATIVE.severity, 'info');
  t.regex(by.DE_B2B_XRECHNUNG_ALTERNATIVE.legalBasis, /§ 14 .*UStG.*Wachstumschancengesetz/);
  t.is(by.DE_B2G_XRECHNUNG_MANDATORY.severity, 'warning');
  t.regex(by.DE_B2G_XRECHNUNG_MANDATORY.legalBasis, /ERechV\) § 4.*2014\/55\/EU/);
  t.is(by.IT_SDI_REQUIRED.severity, 'warning');
  t.regex(by.IT_SDI_REQUIRED.legalBasis, /205\/2017.*art\. 1 c\. 909/);
  t.is(by.PEPPOL_NETWORK_REGISTRATION.severity, 'info');
  t.regex(by.PEPPOL_NETWORK_REGISTRATION.message, /does not send/);
});

test('legal warnings: DE B2B with profile MINIMUM says it does not qualify', (t) => {
  const w = checkRequest(request(germanBuyer, (b) => (b.profile = 'minimum'))).format!.warnings[0];
  t.is(w.code, 'DE_B2B_XRECHNUNG_ALTERNATIVE');
  t.regex(w.message, /MINIMUM does not qualify/);
});

test('legal warnings: IT_SDI_REQUIRED is worded for who is Italian', (t) => {
  const seller = checkRequest(
    request((b) => {
      b.format = 'facturx';
      b.invoice.seller.country = 'IT';
      b.invoice.seller.vat_id = 'IT12345678903';
    }),
  ).format!.warnings[0];
  t.regex(seller.message, /^Italian seller/);
  t.regex(seller.legalBasis, /178\/2020/);
  const buyer = checkRequest(
    request((b) => {
      b.invoice.buyer.country = 'IT';
      b.invoice.buyer.vat_id = 'IT12345678903';
    }),
  ).format!.warnings[0];
  t.regex(buyer.message, /^Italian buyer/);
  const both = checkRequest(request(italian, (b) => (b.format = 'ubl'))).format!.warnings[0];
  t.regex(both.message, /^seller and buyer are in Italy/);
  t.regex(both.legalBasis, /205\/2017/);
});

test('legal warnings: DE B2B plain PDF names the transition', (t) => {
  const w = checkRequest(request(germanBuyer, (b) => (b.format = 'pdf'))).format!.warnings[0];
  t.regex(w.message, /plain PDF is only allowed during the transition/);
});

test('legal warnings: BE_B2B_PEPPOL_MANDATORY by format and date, with its legal basis', (t) => {
  const be = (...edits: Array<(b: any) => void>) =>
    checkRequest(request(belgian, ...edits)).format!.warnings.find(
      (w) => w.code === 'BE_B2B_PEPPOL_MANDATORY',
    )!;
  const met = be();
  t.is(met.severity, 'info');
  t.regex(met.message, /meets that/);
  t.regex(met.legalBasis, /law of 6 February 2024.*Royal Decree of 8 July 2025/);
  const notMet = be((b) => (b.format = 'facturx'));
  t.is(notMet.severity, 'warning');
  t.regex(notMet.message, /format facturx was chosen \(use peppol\)/);
  const notYet = be((b) => {
    b.format = 'facturx';
    b.invoice.date = '2025-12-31';
    b.invoice.due_date = '2026-01-30';
  });
  t.is(notYet.severity, 'info');
  t.regex(notYet.message, /dated before 2026-01-01/);
});

test('legal warnings: OM_FAWTARA_EINVOICING names PINT OM, the phases and its basis', (t) => {
  const om = (...edits: Array<(b: any) => void>) =>
    checkRequest(request(omani, ...edits)).format!.warnings.find(
      (w) => w.code === 'OM_FAWTARA_EINVOICING',
    )!;
  const now = om();
  t.is(now.severity, 'warning');
  t.regex(
    now.message,
    /PINT OM .*August 2026.*February 2027.*August 2027.*format peppol does not meet it \(use format peppol with country_profile pint_om\)/,
  );
  const met = om((b) => {
    b.country_profile = 'pint_om';
  });
  t.is(met.severity, 'info');
  t.regex(met.message, /this document is PINT OM/);
  t.regex(now.legalBasis, /Royal Decree 121\/2020.*Fawtara/);
  const before = om((b) => {
    b.invoice.date = '2026-07-31';
    b.invoice.due_date = '2026-08-30';
  });
  t.is(before.severity, 'info');
  t.regex(before.message, /dated before 2026-08-01/);
});
