/**
 * The format member of the validate response: format_used and format_reason (auto rules and
 * explicit formats), profile labels, version only when valid, country_profile for peppol.
 */
import test from 'ava';
import { checkRequest } from '../../../src/validation/checks/index.js';
import { specVersion } from '../../../src/validation/spec-version.js';
import { germanPublic, italian, peppolParties, request } from './helpers.js';

const cases: Array<{
  name: string;
  edits: Array<(b: any) => void>;
  format: string;
  profile: string;
  version: string;
  reason: RegExp;
  countryProfile?: string;
}> = [
  // ZUGFeRD / Factur-X: the release of the installed rules (2.5.2 = 1.09.2 from the mirror, 2.4 = 1.08 from Maven).
  {
    name: 'auto, DE seller → zugferd EN16931',
    edits: [],
    format: 'zugferd',
    profile: 'EN16931',
    version: specVersion('zugferd'),
    reason: /seller country DE/,
  },
  {
    name: 'auto, FR seller → facturx',
    edits: [
      (b) => {
        b.invoice.seller.country = 'FR';
        b.invoice.seller.vat_id = 'FR40303265045';
      },
    ],
    format: 'facturx',
    profile: 'EN16931',
    version: specVersion('facturx'),
    reason: /French seller/,
  },
  {
    name: 'auto, leitweg_id → xrechnung',
    edits: [germanPublic, (b) => (b.format = 'auto')],
    format: 'xrechnung',
    profile: 'XRECHNUNG',
    version: '3.0.2',
    reason: /leitweg_id/,
  },
  {
    name: 'auto, both peppol ids → peppol standard_eu',
    edits: [peppolParties],
    format: 'peppol',
    profile: 'PEPPOL-BIS-3',
    version: '3.0',
    reason: /Peppol participant id/,
    countryProfile: 'standard_eu',
  },
  {
    name: 'auto, IT buyer with codice fiscale → fatturapa',
    edits: [italian, (b) => (b.format = 'auto')],
    format: 'fatturapa',
    profile: 'FPR12',
    version: '1.2.2',
    reason: /Italian buyer/,
  },
  {
    name: 'explicit cii basic',
    edits: [
      (b) => {
        b.format = 'cii';
        b.profile = 'basic';
      },
    ],
    format: 'cii',
    profile: 'BASIC',
    version: 'D16B',
    reason: /requested/,
  },
  {
    name: 'explicit peppol, SG seller → pint_sg',
    edits: [
      peppolParties,
      (b) => {
        b.format = 'peppol';
        b.invoice.seller.country = 'SG';
        b.invoice.seller.vat_id = 'SG201912345A';
        b.invoice.seller.peppol_id = '0195:SGUEN201912345A';
        b.invoice.currency = 'SGD';
      },
    ],
    format: 'peppol',
    profile: 'PINT-SG',
    version: '3.0',
    reason: /requested/,
    countryProfile: 'pint_sg',
  },
  {
    name: 'explicit country_profile overrides the DE seller',
    edits: [
      peppolParties,
      (b) => {
        b.format = 'peppol';
        b.country_profile = 'pint_eu';
      },
    ],
    format: 'peppol',
    profile: 'PINT-EU',
    version: '3.0',
    reason: /requested/,
    countryProfile: 'pint_eu',
  },
];

for (const c of cases) {
  test(`format detection: ${c.name}`, (t) => {
    const res = checkRequest(request(...c.edits));
    t.deepEqual(res.issues, []);
    t.is(res.format?.formatUsed, c.format);
    t.is(res.format?.profile, c.profile);
    t.is(res.format?.version, c.version);
    t.regex(res.format?.formatReason ?? '', c.reason);
    t.is(res.format?.countryProfile, c.countryProfile ?? '');
  });
}

test('format detection: no version when invalid', (t) => {
  const res = checkRequest(request((b) => (b.invoice.items[0].unit = 'PCS')));
  t.is(res.format?.formatUsed, 'zugferd');
  t.is(res.format?.version, '');
});

test('format detection: country_profile is ignored for formats other than peppol', (t) => {
  const res = checkRequest(request((b) => (b.country_profile = 'pint_sg')));
  t.is(res.format?.countryProfile, '');
  t.is(res.format?.formatUsed, 'zugferd');
});
