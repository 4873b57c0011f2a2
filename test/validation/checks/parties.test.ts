/**
 * Seller (BG-4) and buyer (BG-7): names, ISO 3166-1 countries with the DE default, VAT id shapes
 * per country (BT-31/BT-48), the seller VAT id requirement worded per format, Peppol ids with a
 * known EAS code (BT-34/BT-49), codici fiscali with their check character.
 */
import test from 'ava';
import { checkRequest } from '../../../src/validation/checks/index.js';
import { issueAt, issueList, italian, peppolParties, request, warningCodes } from './helpers.js';

const errors: Array<{
  name: string;
  edit: (b: any) => void;
  path: string;
  code: string;
  message: string;
}> = [
  {
    name: 'BT-40 unknown country',
    edit: (b) => (b.invoice.seller.country = 'XX'),
    path: '$.invoice.seller.country',
    code: 'INVALID_CODE',
    message: 'invalid country code',
  },
  {
    name: 'BT-55 unknown country',
    edit: (b) => (b.invoice.buyer.country = 'UK'),
    path: '$.invoice.buyer.country',
    code: 'INVALID_CODE',
    message: 'invalid country code',
  },
  {
    name: 'BT-44 blank buyer name',
    edit: (b) => (b.invoice.buyer.name = ' '),
    path: '$.invoice.buyer.name',
    code: 'REQUIRED',
    message: 'buyer name is required',
  },
  {
    name: 'BT-31 missing, zugferd en16931',
    edit: (b) => {
      delete b.invoice.seller.vat_id;
      b.format = 'zugferd';
    },
    path: '$.invoice.seller.vat_id',
    code: 'REQUIRED',
    message: 'VAT id required for ZUGFeRD EN16931 profile',
  },
  {
    name: 'BT-31 missing, auto → zugferd',
    edit: (b) => delete b.invoice.seller.vat_id,
    path: '$.invoice.seller.vat_id',
    code: 'REQUIRED',
    message: 'VAT id required for ZUGFeRD EN16931 profile',
  },
  {
    name: 'BT-31 missing, facturx en16931',
    edit: (b) => {
      delete b.invoice.seller.vat_id;
      b.format = 'facturx';
    },
    path: '$.invoice.seller.vat_id',
    code: 'REQUIRED',
    message: 'VAT id required for Factur-X EN16931 profile',
  },
  {
    name: 'BT-31 missing, zugferd basic',
    edit: (b) => {
      delete b.invoice.seller.vat_id;
      b.format = 'zugferd';
      b.profile = 'basic';
    },
    path: '$.invoice.seller.vat_id',
    code: 'REQUIRED',
    message: 'seller VAT id is required',
  },
  {
    name: 'BT-48 unknown prefix (BR-CO-09)',
    edit: (b) => (b.invoice.buyer.vat_id = 'QQ123456789'),
    path: '$.invoice.buyer.vat_id',
    code: 'INVALID_FORMAT',
    message: 'invalid VAT id: expected a two-letter country prefix, e.g. DE123456789',
  },
  {
    name: 'BT-31 Singapore GST number outside format peppol',
    edit: (b) => (b.invoice.seller.vat_id = 'M2-1234567-K'),
    path: '$.invoice.seller.vat_id',
    code: 'INVALID_FORMAT',
    message: 'invalid VAT id: expected a two-letter country prefix, e.g. DE123456789',
  },
  {
    name: 'BT-31 Greek id with GR prefix',
    edit: (b) => (b.invoice.seller.vat_id = 'GR123456789'),
    path: '$.invoice.seller.vat_id',
    code: 'INVALID_FORMAT',
    message: 'invalid VAT id: Greek VAT ids use the prefix EL, e.g. EL123456789',
  },
  {
    name: 'BT-48 no country prefix',
    edit: (b) => (b.invoice.buyer.vat_id = '40303265045'),
    path: '$.invoice.buyer.vat_id',
    code: 'INVALID_FORMAT',
    message: 'invalid VAT id: expected a two-letter country prefix, e.g. DE123456789',
  },
  {
    name: 'BT-34 unknown EAS code',
    edit: (b) => (b.invoice.seller.peppol_id = '9999:123'),
    path: '$.invoice.seller.peppol_id',
    code: 'INVALID_FORMAT',
    message: 'invalid Peppol id: unknown EAS code 9999',
  },
  {
    name: 'BT-49 without colon',
    edit: (b) => (b.invoice.buyer.peppol_id = '0088123'),
    path: '$.invoice.buyer.peppol_id',
    code: 'INVALID_FORMAT',
    message: 'invalid Peppol id: expected <EAS code>:<identifier>, e.g. 0088:4000001000005',
  },
];

for (const c of errors) {
  test(`party: ${c.name}`, (t) => {
    const req = request(c.edit);
    const issue = issueAt(req, c.path);
    t.is(issue?.code, c.code, issueList(req).join(', '));
    t.is(issue?.message, c.message);
  });
}

const fine: Array<{ name: string; edit: (b: any) => void }> = [
  {
    name: 'BT-40/BT-55 omitted (default DE)',
    edit: (b) => {
      delete b.invoice.seller.country;
      delete b.invoice.buyer.country;
    },
  },
  { name: 'BT-31 Greek EL prefix', edit: (b) => (b.invoice.seller.vat_id = 'EL123456789') },
  { name: 'BT-31 with spaces', edit: (b) => (b.invoice.seller.vat_id = 'DE 123 456 789') },
  {
    name: 'BT-31 Swiss UID with MWST',
    edit: (b) => (b.invoice.seller.vat_id = 'CHE-123.456.789 MWST'),
  },
  { name: 'BT-31 Norwegian MVA', edit: (b) => (b.invoice.seller.vat_id = 'NO123456789MVA') },
  {
    name: 'BT-48 country without a national pattern (coarse check)',
    edit: (b) => (b.invoice.buyer.vat_id = 'US123456789'),
  },
  { name: 'BT-48 buyer without VAT id', edit: (b) => delete b.invoice.buyer.vat_id },
  {
    name: 'BT-34 Peppol URL form',
    edit: (b) => (b.invoice.seller.peppol_id = 'iso6523-actorid-upis::0088:4000001000005'),
  },
  {
    name: 'codice fiscale lower case',
    edit: (b) => (b.invoice.buyer.codice_fiscale = 'rssmra85t10a562s'),
  },
];

for (const c of fine) {
  test(`party accepted: ${c.name}`, (t) => {
    t.deepEqual(issueList(request(c.edit)), []);
  });
}

test('party: BT-31 with the right prefix but off the national pattern is accepted with a VAT_ID_NATIONAL_FORMAT warning', (t) => {
  const req = request((b) => (b.invoice.seller.vat_id = 'DE12345678'));
  t.deepEqual(issueList(req), []);
  const warning = checkRequest(req).format?.warnings.find(
    (w) => w.code === 'VAT_ID_NATIONAL_FORMAT',
  );
  t.is(warning?.severity, 'warning');
  t.is(
    warning?.message,
    'seller VAT id DE12345678 does not follow the national format (expected the DE pattern, e.g. DE123456789); EN 16931 requires only the country prefix (BR-CO-09), so it is accepted: please check the number',
  );
  t.regex(warning?.legalBasis ?? '', /2006\/112\/EC/);
});

test('party: a VAT id on its national pattern gives no VAT_ID_NATIONAL_FORMAT warning', (t) => {
  const warnings = checkRequest(request(() => undefined)).format?.warnings ?? [];
  t.false(warnings.some((w) => w.code === 'VAT_ID_NATIONAL_FORMAT'));
});

const pint = (profile: string, country: string, seller: string, buyer: string) => (b: any) => {
  peppolParties(b);
  b.format = 'peppol';
  b.country_profile = profile;
  b.invoice.seller.country = country;
  b.invoice.buyer.country = country;
  b.invoice.seller.vat_id = seller;
  b.invoice.buyer.vat_id = buyer;
};

const nationalTaxIds: Array<{ name: string; edit: (b: any) => void }> = [
  {
    name: 'pint_sg GST registration numbers',
    edit: pint('pint_sg', 'SG', 'M2-1234567-K', 'MR85004322'),
  },
  { name: 'pint_my TINs', edit: pint('pint_my', 'MY', 'C26628753000', 'IG12345678010') },
  { name: 'pint_au ABN', edit: pint('pint_au', 'AU', '57946356658', '51824753556') },
  { name: 'pint_nz GST numbers', edit: pint('pint_nz', 'NZ', '888-888-888', '999-999-999') },
];

for (const c of nationalTaxIds) {
  test(`party accepted: PINT national tax number without ISO prefix: ${c.name}`, (t) => {
    t.deepEqual(
      issueList(request(c.edit)).filter((i) => i.includes('vat_id')),
      [],
    );
  });
}

test('party: BT-43 / BT-58 that is no e-mail address (official PINT AE samples state "Email address") is written as given with an EMAIL_NOT_AN_ADDRESS warning; FatturaPA and FA(3) refuse it', (t) => {
  const req = request((b) => (b.invoice.seller.email = 'Email address'));
  t.is(issueAt(req, '$.invoice.seller.email'), undefined);
  t.true(warningCodes(req).includes('EMAIL_NOT_AN_ADDRESS'));
  t.false(
    warningCodes(request((b) => (b.invoice.seller.email = 'billing@example.com'))).includes(
      'EMAIL_NOT_AN_ADDRESS',
    ),
  );
  const fattura = request(italian, (b) => (b.invoice.buyer.email = 'not-an-email'));
  t.is(issueAt(fattura, '$.invoice.buyer.email')?.code, 'INVALID_FORMAT');
  // FA(3)'s TAdresEmail: …@…, 3 characters at least.
  const ksef = request((b) => {
    b.format = 'ksef';
    b.invoice.buyer.email = 'Z';
  });
  t.is(issueAt(ksef, '$.invoice.buyer.email')?.code, 'INVALID_FORMAT');
});

test('party: PINT JP puts no shape on the buyer tax id (BT-48): the examples\' ">T3210987654321" is accepted with a warning; other profiles still refuse it', (t) => {
  const jp = (b: any) => {
    peppolParties(b);
    b.format = 'peppol';
    b.country_profile = 'pint_jp';
    b.invoice.buyer.vat_id = '>T3210987654321';
  };
  const req = request(jp);
  t.is(issueAt(req, '$.invoice.buyer.vat_id'), undefined, issueList(req).join(', '));
  t.true(warningCodes(req).includes('VAT_ID_NATIONAL_FORMAT'));
  t.is(
    issueAt(
      request(jp, (b) => (b.country_profile = 'pint_sg')),
      '$.invoice.buyer.vat_id',
    )?.code,
    'INVALID_FORMAT',
  );
});

test('party: a codice fiscale whose check character does not match is a CODICE_FISCALE_CHECK_CHARACTER warning, not an error (SDI judges it by its registry)', (t) => {
  const req = request((b) => (b.invoice.buyer.codice_fiscale = 'RSSMRA85T10A562T'));
  t.is(issueAt(req, '$.invoice.buyer.codice_fiscale'), undefined);
  t.true(warningCodes(req).includes('CODICE_FISCALE_CHECK_CHARACTER'));
});

test('party: Peppol BIS 3 takes only Peppol participant schemes (PEPPOL-EN16931-CL008); other formats the whole EAS list', (t) => {
  const email = (format: string, countryProfile?: string) =>
    request(peppolParties, (b) => {
      b.format = format;
      if (countryProfile) b.country_profile = countryProfile;
      b.invoice.seller.peppol_id = 'EM:billing@muster-software.de';
    });
  const issue = issueAt(email('peppol'), '$.invoice.seller.peppol_id');
  t.is(issue?.code, 'INVALID_VALUE');
  t.regex(
    issue?.message ?? '',
    /EAS code EM .*no Peppol participant scheme .*PEPPOL-EN16931-CL008\)/,
  );
  // An EN 16931 electronic address of format ubl (and XRechnung) may be an e-mail address.
  t.deepEqual(issueList(email('ubl')), []);
  t.deepEqual(issueList(request(peppolParties, (b) => (b.format = 'peppol'))), []);
});

test('party: a Dutch supplier in Peppol BIS 3 states its legal registration as KVK or OIN (NL-R-003, NL-R-005)', (t) => {
  const dutch = (seller: string, buyerCountry = 'FR') =>
    request(peppolParties, (b) => {
      b.format = 'peppol';
      b.invoice.seller.country = 'NL';
      b.invoice.seller.vat_id = 'NL123456789B01';
      b.invoice.seller.legal_registration = { id: '12345678', scheme: seller };
      b.invoice.buyer.legal_registration = { id: '4000001000005', scheme: '0088' };
      if (buyerCountry === 'NL') {
        b.invoice.buyer.country = 'NL';
        b.invoice.buyer.vat_id = 'NL987654321B01';
      }
    });
  const issue = issueAt(dutch('0088'), '$.invoice.seller.legal_registration.scheme');
  t.is(issue?.code, 'INVALID_VALUE');
  t.regex(issue?.message ?? '', /KVK or OIN .*NL-R-003/);
  t.deepEqual(issueList(dutch('0106')), []);
  // A Dutch buyer of a Dutch supplier too; a foreign buyer keeps its own scheme.
  t.deepEqual(issueList(dutch('0190', 'NL')), [
    '$.invoice.buyer.legal_registration.scheme INVALID_VALUE',
  ]);
  // Outside Peppol BIS the scheme is free.
  t.deepEqual(
    issueList(
      request((b) => {
        b.invoice.seller.country = 'NL';
        b.invoice.seller.vat_id = 'NL123456789B01';
        b.invoice.seller.legal_registration = { id: '12345678', scheme: '0088' };
      }),
    ),
    [],
  );
});
