/**
 * Which official rule sets judge a retrieved document: its own format's (ZUGFeRD/Factur-X per
 * profile, XRechnung per syntax, Peppol BIS or the PINT jurisdiction, FatturaPA), a standalone CII
 * by its Factur-X profile, EN 16931 otherwise.
 */
import test from 'ava';
import { ruleSetsForDetection } from '../../src/api/retrieve/detected-rule-sets.js';
import type { Detection } from '../../src/retrieve/index.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { ruleSetsFor } from '../../src/validation/rule-sets-for.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';

const cii = (detectedFormat: Detection['detectedFormat'], profile: string): Detection => ({ detectedFormat, profile, version: '', hasPdf: false, syntax: 'cii' });
const ubl = (detectedFormat: Detection['detectedFormat'], profile: string): Detection => ({ detectedFormat, profile, version: '', hasPdf: false, syntax: 'ubl' });

const cases: Array<[string, Detection, string[]]> = [
  ['ZUGFeRD EN16931 PDF: Factur-X EN16931 and CEN', cii('zugferd', 'EN16931'), ['facturx-en16931', 'en16931-cii']],
  ['Factur-X MINIMUM PDF', cii('facturx', 'MINIMUM'), ['facturx-minimum']],
  ['standalone CII with the MINIMUM guideline: no CEN rules (no lines, BR-16)', cii('cii', 'MINIMUM'), ['facturx-minimum']],
  ['standalone CII with the BASIC WL guideline', cii('cii', 'BASIC WL'), ['facturx-basic-wl']],
  ['standalone CII with the EXTENDED guideline: beyond the CEN CII subset', cii('cii', 'EXTENDED'), ['facturx-extended']],
  ['standalone CII with the EN 16931 guideline: CEN', cii('cii', 'EN16931'), ['en16931-cii']],
  ['XRechnung UBL', ubl('xrechnung', 'XRECHNUNG'), ['xrechnung-ubl', 'en16931-ubl']],
  ['Peppol BIS 3', ubl('peppol', 'PEPPOL BIS 3'), ['peppol-bis']],
  ['PINT A-NZ self-billing', ubl('peppol', 'PINT-AUNZ SELF-BILLING'), ['pint-aunz-selfbilling']],
  ['plain UBL', ubl('ubl', 'EN16931'), ['en16931-ubl']],
];

for (const [name, detection, expected] of cases) {
  test(`rule sets: ${name}`, (t) => {
    t.deepEqual(ruleSetsForDetection(detection), expected);
  });
}

test('rule sets: a CII with the Peppol BIS customization gets the Peppol CII rules when installed, else the CEN CII rules', (t) => {
  const guideline = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
  const detection: Detection = { ...cii('cii', 'PEPPOL BIS 3'), guideline };
  const expected = isInstalled(ruleSet('peppol-bis-cii'), process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR) ? ['peppol-bis-cii'] : ['en16931-cii'];
  t.deepEqual(ruleSetsForDetection(detection), expected);
  t.deepEqual(ruleSetsFor('peppol', undefined, 'standard_eu', 'cii'), expected);
  t.deepEqual(ruleSetsFor('peppol', undefined, 'standard_eu'), ['peppol-bis'], 'Peppol is UBL unless CII is asked for');
});
