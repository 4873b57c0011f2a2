/**
 * The Peppol country profiles, pinned to the public API's tables: derivation from seller.country,
 * the explicit override, CustomizationID (BT-24), tax scheme, status and tax category codes.
 */
import test from 'ava';
import {
  COUNTRY_PROFILES,
  PEPPOL_BIS3_PROFILE_ID,
  resolveCountryProfile,
  type CountryProfileId,
} from '../../src/formats/index.js';
import { EU_MEMBER_STATES } from '../../src/domain/codelists/index.js';

const derivation: Array<[string, CountryProfileId]> = [
  ...EU_MEMBER_STATES.map((c): [string, CountryProfileId] => [c, 'standard_eu']),
  ['GB', 'standard_eu'],
  ['SG', 'pint_sg'],
  ['AU', 'pint_au'],
  ['NZ', 'pint_nz'],
  ['MY', 'pint_my'],
  ['AE', 'pint_ae'],
  ['OM', 'pint_om'],
  ['JP', 'pint_jp'],
  ['US', 'standard_eu'],
  ['CH', 'standard_eu'],
  ['', 'standard_eu'],
];
for (const [country, id] of derivation) {
  test(`country profile: seller ${country || '(none)'} → ${id}`, (t) => {
    const r = resolveCountryProfile(country);
    t.is(r.profile.id, id);
    t.is(r.source, 'derived');
  });
}

test('country profile: explicit country_profile overrides the derivation', (t) => {
  const r = resolveCountryProfile('SG', 'pint_eu');
  t.is(r.profile.id, 'pint_eu');
  t.is(r.source, 'explicit');
  t.is(resolveCountryProfile('DE', 'pint_jp').profile.id, 'pint_jp');
});

test('country profile: an empty or unknown explicit value falls back to the derivation', (t) => {
  t.is(resolveCountryProfile('SG', '').profile.id, 'pint_sg');
  t.is(resolveCountryProfile('SG', 'nope').profile.id, 'pint_sg');
});

const table: Array<[CountryProfileId, 'VAT' | 'GST', 'stable' | 'preview', string, string[]]> = [
  [
    'standard_eu',
    'VAT',
    'stable',
    'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'],
  ],
  [
    'pint_international',
    'VAT',
    'stable',
    'urn:peppol:pint:billing-1',
    ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'],
  ],
  ['pint_sg', 'GST', 'stable', 'urn:peppol:pint:billing-1@sg-1', ['SR', 'ZR', 'ES']],
  [
    'pint_eu',
    'VAT',
    'stable',
    'urn:peppol:pint:billing-1@eu-1',
    ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'],
  ],
  ['pint_au', 'GST', 'preview', 'urn:peppol:pint:billing-1@au-1', ['S', 'Z', 'E']],
  ['pint_nz', 'GST', 'preview', 'urn:peppol:pint:billing-1@nz-1', ['S', 'Z', 'E']],
  ['pint_my', 'VAT', 'preview', 'urn:peppol:pint:billing-1@my-1', ['SA', 'SE']],
  ['pint_ae', 'VAT', 'preview', 'urn:peppol:pint:billing-1@ae-1', ['S', 'Z', 'E']],
  ['pint_om', 'VAT', 'stable', 'urn:peppol:pint:billing-1@om-1', ['S', 'Z', 'E']],
  ['pint_jp', 'VAT', 'preview', 'urn:peppol:pint:billing-1@jp-1', ['S', 'Z', 'E']],
];
for (const [id, scheme, status, customizationId, codes] of table) {
  test(`country profile: ${id} row as in the public API`, (t) => {
    const p = COUNTRY_PROFILES[id];
    t.is(p.taxScheme, scheme);
    t.is(p.status, status);
    t.is(p.customizationId, customizationId);
    t.deepEqual([...p.taxCategories], codes);
    t.is(
      p.knownIssues.length > 0,
      status === 'preview',
      'preview profiles carry their known blocking issues',
    );
  });
}

test('country profile: the table has exactly the ten public profiles', (t) => {
  t.deepEqual(Object.keys(COUNTRY_PROFILES).sort(), table.map((r) => r[0]).sort());
});

test('country profile: standard_eu uses the Peppol BIS 3 ProfileID (BT-23)', (t) => {
  t.is(COUNTRY_PROFILES.standard_eu.profileId, PEPPOL_BIS3_PROFILE_ID);
  t.is(PEPPOL_BIS3_PROFILE_ID, 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
});
