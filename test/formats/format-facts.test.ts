/**
 * The facts call sites ask the registry instead of comparing format or country-profile names:
 * each property holds for exactly the formats and profiles the old comparisons named.
 */
import test from 'ava';
import {
  COUNTRY_PROFILES,
  FORMAT_IDS,
  FORMAT_ROWS,
  FORMATS,
  countryProfileOfGuideline,
  documentSyntax,
  followsGermanCius,
  formatInfo,
  isCiiProfileHybrid,
  readDocumentFormat,
  ublProfileOfGuideline,
  usesCountryProfile,
  writesCii,
  type CountryProfileId,
} from '../../src/formats/index.js';

const formatsWhere = (p: (id: string) => boolean) => FORMAT_IDS.filter(p);
const profilesWhere = (p: (id: CountryProfileId) => boolean) =>
  (Object.keys(COUNTRY_PROFILES) as CountryProfileId[]).filter(p);

test('format properties: the formats the old comparisons named', (t) => {
  t.deepEqual(formatsWhere(usesCountryProfile), ['peppol']);
  t.deepEqual(formatsWhere(followsGermanCius), ['xrechnung']);
  t.deepEqual(formatsWhere(writesCii), ['zugferd', 'facturx', 'xrechnung', 'cii']);
  t.deepEqual(formatsWhere(isCiiProfileHybrid), ['zugferd', 'facturx']);
  t.deepEqual(
    formatsWhere((f) => FORMATS[f as keyof typeof FORMATS].usesCiiProfile),
    ['zugferd', 'facturx', 'cii'],
  );
  t.deepEqual(
    formatsWhere((f) => FORMATS[f as keyof typeof FORMATS].syntaxes.length > 1),
    ['xrechnung'],
  );
  t.deepEqual(
    formatsWhere((f) => FORMATS[f as keyof typeof FORMATS].acceptsSameTaxCurrency === true),
    ['ubl'],
  );
  t.deepEqual(
    formatsWhere(
      (f) => FORMATS[f as keyof typeof FORMATS].sameTaxCurrencyRule === 'PEPPOL-EN16931-R005',
    ),
    ['xrechnung', 'peppol'],
  );
  t.deepEqual(
    formatsWhere((f) => FORMATS[f as keyof typeof FORMATS].clearanceCountry === 'IT'),
    ['fatturapa'],
  );
  t.is(FORMATS.zugferd.name, 'ZUGFeRD');
  t.is(FORMATS.facturx.name, 'Factur-X');
  t.is(formatInfo('auto'), undefined);
  t.is(formatInfo('toString'), undefined);
  t.false(usesCountryProfile('toString'));
});

test('documentSyntax: the requested syntax for XRechnung only', (t) => {
  t.is(documentSyntax('xrechnung'), 'ubl');
  t.is(documentSyntax('xrechnung', 'cii'), 'cii');
  t.is(documentSyntax('xrechnung', 'fatturapa'), 'ubl');
  t.is(documentSyntax('ubl', 'cii'), 'ubl');
  t.is(documentSyntax('zugferd', 'ubl'), 'cii');
  t.is(documentSyntax('pdf', 'cii'), 'none');
});

test('country profile properties: the profiles the old sets named', (t) => {
  t.deepEqual(
    profilesWhere((id) => COUNTRY_PROFILES[id].jurisdictionRules),
    ['pint_sg', 'pint_au', 'pint_nz', 'pint_my', 'pint_ae', 'pint_om', 'pint_jp'],
  );
  t.deepEqual(
    profilesWhere((id) => COUNTRY_PROFILES[id].nationalTaxIds === true),
    [
      'pint_international',
      'pint_sg',
      'pint_au',
      'pint_nz',
      'pint_my',
      'pint_ae',
      'pint_om',
      'pint_jp',
    ],
  );
  t.deepEqual(
    profilesWhere((id) => COUNTRY_PROFILES[id].nationalExemptionCodes === true),
    ['pint_om'],
  );
  t.deepEqual(
    profilesWhere((id) => COUNTRY_PROFILES[id].buyerTaxIdAsGiven === true),
    ['pint_jp'],
  );
  t.deepEqual(
    profilesWhere((id) => COUNTRY_PROFILES[id].registrationIdentifiesSeller === true),
    ['pint_au', 'pint_nz'],
  );
  for (const id of Object.keys(COUNTRY_PROFILES) as CountryProfileId[]) {
    const p = COUNTRY_PROFILES[id];
    t.is(
      p.pintJurisdiction as string | undefined,
      id.startsWith('pint_') ? id.slice(5) : undefined,
      id,
    );
    t.deepEqual(
      [...p.ruleFamilies],
      id === 'standard_eu' ? ['bis'] : id === 'pint_eu' ? ['pint', 'bis'] : ['pint'],
      id,
    );
  }
});

test('a CustomizationID names its country profile and UBL profile (what the UBL binding matched by hand)', (t) => {
  // The Peppol rows (the national CIUS of format ubl are no Peppol country profiles).
  for (const row of FORMAT_ROWS.filter(
    (r) =>
      r.countryProfile && r.syntax === 'ubl' && Object.hasOwn(COUNTRY_PROFILES, r.countryProfile),
  )) {
    // A-NZ's shared @aunz-1 (written for both countries) is read as pint_au.
    t.is(
      countryProfileOfGuideline(row.guidelineId),
      row.guidelineId.includes('@aunz-') ? 'pint_au' : (row.countryProfile as CountryProfileId),
      row.key,
    );
    const profile = ublProfileOfGuideline(row.guidelineId)!;
    t.is(profile.billingFrequencyInPeriod, /@ae-\d/.test(row.guidelineId), row.key);
    t.is(profile.taxIdAsPartyId, row.countryProfile === 'pint_my', row.key);
  }
  t.is(countryProfileOfGuideline('urn:cen.eu:en16931:2017'), undefined);
  t.is(ublProfileOfGuideline(undefined), undefined);
});

test('readDocumentFormat: the format, label and version a read document declares', (t) => {
  const xr = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
  t.deepEqual(readDocumentFormat('ubl', xr), {
    format: 'xrechnung',
    profile: 'XRECHNUNG',
    version: { declared: '3.0' },
  });
  t.deepEqual(readDocumentFormat('ubl', 'urn:peppol:pint:billing-1@sg-1'), {
    format: 'peppol',
    profile: 'PINT-SG',
    version: { exact: '1.0' },
  });
  t.deepEqual(readDocumentFormat('ubl', 'urn:factur-x.eu:1p0:minimum'), {
    format: 'ubl',
    profile: 'MINIMUM',
    version: { exact: '2.1' },
  });
  t.deepEqual(readDocumentFormat('cii', xr), {
    format: 'xrechnung',
    profile: 'XRECHNUNG',
    version: { declared: '3.0' },
  });
  t.deepEqual(readDocumentFormat('cii', 'urn:cen.eu:en16931:2017', { filename: 'xrechnung.xml' }), {
    format: 'xrechnung',
    profile: 'XRECHNUNG',
    version: { exact: '' },
  });
  t.deepEqual(readDocumentFormat('cii', 'urn:cen.eu:en16931:2017'), {
    format: 'cii',
    profile: 'EN16931',
    version: { exact: 'D16B' },
  });
  t.deepEqual(
    readDocumentFormat('cii', 'urn:factur-x.eu:1p0:minimum', {
      filename: 'factur-x.xml',
      sellerCountry: 'FR',
    }),
    { format: 'facturx', profile: 'MINIMUM', version: { installed: true } },
  );
  t.deepEqual(
    readDocumentFormat('cii', 'urn:cen.eu:en16931:2017', {
      filename: 'factur-x.xml',
      sellerCountry: 'DE',
    }),
    { format: 'zugferd', profile: 'EN16931', version: { installed: true } },
  );
  t.deepEqual(
    readDocumentFormat('cii', 'urn:cen.eu:en16931:2017', { filename: 'ZUGFeRD-invoice.xml' }),
    { format: 'zugferd', profile: 'EN16931', version: { exact: '1.0' } },
  );
  t.deepEqual(
    readDocumentFormat('cii', 'x', {
      filename: 'factur-x.xml',
      xmp: { conformanceLevel: 'BASIC WL' },
      sellerCountry: 'FR',
    }).profile,
    'BASIC WL',
  );
});
