/**
 * Which official rule sets judge a retrieved document: its own format's (ZUGFeRD/Factur-X per
 * profile, XRechnung per syntax, Peppol BIS or the PINT jurisdiction, FatturaPA), a standalone CII
 * by its Factur-X profile, EN 16931 otherwise.
 */
import test from 'ava';
import { ruleSetsForDetection } from '../../src/api/retrieve/detected-rule-sets.js';
import type { Detection } from '../../src/retrieve/index.js';

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
