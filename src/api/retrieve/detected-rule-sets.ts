/**
 * Which official rule sets judge a document that retrieve detected: the rule sets of its own
 * format and profile (ZUGFeRD/Factur-X per profile, XRechnung per syntax, Peppol BIS or the PINT
 * jurisdiction, FatturaPA XSD), and EN 16931 of its syntax for anything else.
 */
import type { Detection } from '../../retrieve/index.js';
import { ruleSetsFor } from '../../validation/rule-sets-for.js';

const FACTURX_PROFILE: Record<string, string> = {
  MINIMUM: 'minimum',
  'BASIC WL': 'basic_wl',
  BASIC: 'basic',
  EN16931: 'en16931',
  EXTENDED: 'extended',
};

/** PINT profile label (PINT-SG, PINT-AU, ...) → the public country profile. */
function pintCountryProfile(profile: string): string {
  const m = /^PINT(?:-([A-Z]+))?/.exec(profile);
  if (!m) return 'standard_eu';
  return m[1] ? `pint_${m[1].toLowerCase()}` : 'pint_international';
}

/** The rule set ids for a detected document. */
export function ruleSetsForDetection(detected: Detection): string[] {
  const syntax = detected.syntax === 'ubl' ? 'ubl' : 'cii';
  switch (detected.detectedFormat) {
    case 'zugferd':
    case 'facturx': {
      const profile = FACTURX_PROFILE[detected.profile];
      if (profile) return ruleSetsFor('facturx', profile);
      return detected.profile === 'XRECHNUNG' ? ruleSetsFor('xrechnung', undefined, undefined, 'cii') : ruleSetsFor('cii');
    }
    case 'xrechnung':
      return ruleSetsFor('xrechnung', undefined, undefined, syntax);
    case 'peppol':
      return ruleSetsFor('peppol', undefined, detected.profile.startsWith('PINT') ? pintCountryProfile(detected.profile) : 'standard_eu');
    case 'fatturapa':
      return ruleSetsFor('fatturapa');
    default:
      return ruleSetsFor(syntax === 'ubl' ? 'ubl' : 'cii');
  }
}
