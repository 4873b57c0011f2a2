/**
 * BT-151 VAT category codes: allowed by the resolved Peppol country profile for format peppol,
 * by the Factur-X rules' list for ZUGFeRD/Factur-X BASIC WL to EN16931 (EN 16931's without B), by
 * EN 16931 (BR-CL-18) otherwise; BR-S-05, BR-AE-02, BR-IC-02 and BR-O-02 on the parties.
 */
import test from 'ava';
import { issueAt, issueList, peppolParties, request } from './helpers.js';

const singapore = (b: any) => {
  peppolParties(b);
  b.format = 'peppol';
  b.invoice.seller.country = 'SG';
  b.invoice.seller.vat_id = 'SG201912345A';
  // The UEN as Peppol id: PINT SG writes it as BT-30 too (BR-112-GST-SG).
  b.invoice.seller.peppol_id = '0195:SGUEN201912345A';
  b.invoice.currency = 'SGD';
};

const errors: Array<{
  name: string;
  edit: (b: any) => void;
  path: string;
  code: string;
  message: string;
  expected?: string;
}> = [
  {
    name: 'EN 16931: SR is not a UNTDID 5305 code',
    edit: (b) => {
      b.format = 'ubl';
      b.invoice.items[0].tax_category = 'SR';
    },
    path: '$.invoice.items[0].tax_category',
    code: 'INVALID_CODE',
    message: 'invalid tax category code',
    expected: 'one of AE, L, M, E, S, Z, G, O, K, B',
  },
  {
    name: 'ZUGFeRD EN16931: B (split payment) is not in the Factur-X rules list',
    edit: (b) => (b.invoice.items[0].tax_category = 'B'),
    path: '$.invoice.items[0].tax_category',
    code: 'INVALID_CODE',
    message:
      'invalid tax category code: EN16931 (rules facturx-en16931) of FX-SCH-A-000587 / FX-SCH-A-000599 / FX-SCH-A-000602 / FX-SCH-A-000619: AE, E, G, K, L, M, O, S, Z',
  },
  {
    name: 'pint_sg (derived from SG): S not allowed',
    edit: (b) => {
      singapore(b);
      b.invoice.items[0].tax_category = 'S';
    },
    path: '$.invoice.items[0].tax_category',
    code: 'INVALID_CODE',
    message: 'tax category S is not allowed for country profile pint_sg',
    expected:
      'one of SR, ZR, ES, SRCA-S, SRCA-C, ES33, ESN33, DS, OS, NG, SRRC, SROVR-RS, SROVR-LVG, SRLVG, NA',
  },
  {
    name: 'pint_my (explicit): K not allowed',
    edit: (b) => {
      peppolParties(b);
      b.format = 'peppol';
      b.country_profile = 'pint_my';
      b.invoice.items[1].tax_category = 'K';
    },
    path: '$.invoice.items[1].tax_category',
    code: 'INVALID_CODE',
    message: 'tax category K is not allowed for country profile pint_my',
    expected: 'one of SA, SE, HVG, LVG, E, O, TTX',
  },
  {
    name: 'standard_eu: SR is a PINT SG code',
    edit: (b) => {
      peppolParties(b);
      b.format = 'peppol';
      b.invoice.items[0].tax_category = 'SR';
    },
    path: '$.invoice.items[0].tax_category',
    code: 'INVALID_CODE',
    message: 'tax category SR is not allowed for country profile standard_eu',
    expected: 'one of S, Z, E, AE, K, G, O, L, M, B',
  },
  {
    name: 'BR-S-05: S with rate 0',
    edit: (b) => {
      b.invoice.items[0].tax_category = 'S';
      b.invoice.items[0].vat_rate = 0;
    },
    path: '$.invoice.items[0].vat_rate',
    code: 'INVALID_VALUE',
    message: 'tax category S (standard rate) needs a VAT rate above 0 (BR-S-05)',
  },
  {
    name: 'BR-AE-02: reverse charge without buyer VAT id',
    edit: (b) => {
      b.invoice.items[0].tax_category = 'AE';
      delete b.invoice.buyer.vat_id;
    },
    path: '$.invoice.buyer.vat_id',
    code: 'REQUIRED',
    message: 'buyer VAT id required for tax category AE (BR-AE-02)',
  },
  {
    name: 'BR-IC-02: intra-community supply without buyer VAT id',
    edit: (b) => {
      b.invoice.items[1].tax_category = 'K';
      delete b.invoice.buyer.vat_id;
    },
    path: '$.invoice.buyer.vat_id',
    code: 'REQUIRED',
    message: 'buyer VAT id required for tax category K (BR-IC-02)',
  },
  {
    name: 'BR-O-02: not subject with seller VAT id',
    edit: (b) => (b.invoice.items[0].tax_category = 'O'),
    path: '$.invoice.seller.vat_id',
    code: 'INVALID_VALUE',
    message: 'tax category O (not subject to VAT) forbids the seller VAT id (BR-O-02)',
  },
];

/** PINT MY with both BRNs (ibr-02-my, ibr-03-my) as 0230 Peppol ids, which every PINT MY invoice needs. */
function malaysianParties(b: any): void {
  peppolParties(b);
  b.format = 'peppol';
  b.country_profile = 'pint_my';
  b.invoice.seller.peppol_id = '0230:C2584563200';
  b.invoice.buyer.peppol_id = '0230:C2584563201';
}

for (const c of errors) {
  test(`tax category: ${c.name}`, (t) => {
    const req = request(c.edit);
    const issue = issueAt(req, c.path);
    t.is(issue?.code, c.code, issueList(req).join(', '));
    t.is(issue?.message, c.message);
    if (c.expected) t.is(issue?.expected, c.expected);
  });
}

const fine: Array<{ name: string; edit: (b: any) => void }> = [
  {
    name: 'AE with buyer VAT id and the defaulted rate 19 (forced to 0 in the domain)',
    edit: (b) => (b.invoice.items[0].tax_category = 'AE'),
  },
  { name: 'K with buyer VAT id', edit: (b) => (b.invoice.items[0].tax_category = 'K') },
  {
    name: 'Z with rate 0',
    edit: (b) => {
      b.invoice.items[0].tax_category = 'Z';
      b.invoice.items[0].vat_rate = 0;
    },
  },
  {
    name: 'O without any VAT id (seller VAT id then not required)',
    edit: (b) => {
      b.invoice.items[0].tax_category = 'O';
      b.invoice.items[1].tax_category = 'O';
      delete b.invoice.seller.vat_id;
      delete b.invoice.buyer.vat_id;
    },
  },
  {
    name: 'pint_sg: SR and ZR',
    edit: (b) => {
      singapore(b);
      b.invoice.items[0].tax_category = 'SR';
      b.invoice.items[1].tax_category = 'ZR';
      b.invoice.items[1].vat_rate = 0;
    },
  },
  {
    name: 'standard_eu: B (Italian split payment), in the Peppol BIS code list beyond the public table',
    edit: (b) => {
      peppolParties(b);
      b.format = 'peppol';
      b.invoice.items[0].tax_category = 'B';
      // A domestic Italian invoice (BR-B-01).
      b.invoice.seller.country = 'IT';
      b.invoice.seller.vat_id = 'IT12345678903';
      b.invoice.buyer.country = 'IT';
      b.invoice.buyer.vat_id = 'IT01234567897';
    },
  },
  {
    name: 'pint_my (explicit): SA',
    edit: (b) => {
      malaysianParties(b);
      b.invoice.items[0].tax_category = 'SA';
      b.invoice.items[1].tax_category = 'SE';
    },
  },
  {
    name: 'pint_my: official HVG and LVG codes',
    edit: (b) => {
      malaysianParties(b);
      b.invoice.items[0].tax_category = 'HVG';
      b.invoice.items[1].tax_category = 'LVG';
    },
  },
  {
    name: 'pint_sg: official SRCA-S and ESN33 codes',
    edit: (b) => {
      singapore(b);
      b.invoice.items[0].tax_category = 'SRCA-S';
      b.invoice.items[1].tax_category = 'ESN33';
      b.invoice.items[1].vat_rate = 0;
    },
  },
  {
    name: 'pint_sg: NG (seller not GST-registered) without a seller tax id',
    edit: (b) => {
      singapore(b);
      delete b.invoice.seller.vat_id;
      b.invoice.items[0].tax_category = 'NG';
      b.invoice.items[0].vat_rate = 0;
      b.invoice.items[1].tax_category = 'NG';
      b.invoice.items[1].vat_rate = 0;
    },
  },
  { name: 'no tax_category (derived S/Z in the domain)', edit: () => undefined },
];

for (const c of fine) {
  test(`tax category accepted: ${c.name}`, (t) => {
    t.deepEqual(issueList(request(c.edit)), []);
  });
}

test('BR-B-01: split payment (B) belongs to a domestic Italian invoice: every stated country is IT (in UBL also an origin country); of the PINT profiles only EU is judged by it', (t) => {
  const split = (format: string, edit: (b: any) => void = () => {}) =>
    request((b) => {
      b.format = format;
      delete b.profile;
      b.invoice.seller.country = 'IT';
      b.invoice.seller.vat_id = 'IT12345678903';
      b.invoice.buyer.country = 'IT';
      b.invoice.buyer.vat_id = 'IT01234567897';
      b.invoice.items[0].tax_category = 'B';
      b.invoice.items[0].vat_rate = 22;
    }, edit);
  t.is(issueAt(split('ubl'), '$.invoice.buyer.country'), undefined);
  for (const format of ['ubl', 'cii'])
    t.regex(
      issueAt(
        split(format, (b) => (b.invoice.buyer.country = 'FR')),
        '$.invoice.buyer.country',
      )?.message ?? '',
      /BR-B-01/,
      format,
    );
  const origin = (b: any) => (b.invoice.items[0].origin_country = 'CN');
  t.regex(
    issueAt(split('ubl', origin), '$.invoice.items[0].origin_country')?.message ?? '',
    /BR-B-01/,
  );
  t.is(issueAt(split('cii', origin), '$.invoice.items[0].origin_country'), undefined);
  // PINT EU runs the aligned BIS rules, BR-B-01 among them (before: valid here, 422 on generate).
  const pintEu = (b: any) => {
    b.country_profile = 'pint_eu';
    b.invoice.buyer.country = 'FR';
  };
  t.regex(issueAt(split('peppol', pintEu), '$.invoice.buyer.country')?.message ?? '', /BR-B-01/);
});

test('PINT SG: an NG line without a rate has the default one, which NG cannot have (BR-NG-01/09-GST-SG)', (t) => {
  const req = request((b) => {
    singapore(b);
    delete b.invoice.seller.vat_id;
    b.invoice.items[0].tax_category = 'NG';
    delete b.invoice.items[0].vat_rate;
  });
  t.is(issueAt(req, '$.invoice.items[0].vat_rate')?.code, 'INVALID_VALUE');
});

test('PINT SG: a document charge of a seller not registered for GST (NG) has rate 0 too', (t) => {
  const req = request((b) => {
    singapore(b);
    delete b.invoice.seller.vat_id;
    for (const item of b.invoice.items) Object.assign(item, { tax_category: 'NG', vat_rate: 0 });
    b.invoice.charges = [{ amount: 5, reason: 'Freight', tax_category: 'NG', vat_rate: 0.005 }];
  });
  t.is(issueAt(req, '$.invoice.charges[0].vat_rate')?.code, 'INVALID_VALUE');
});
