/**
 * Which official rule sets judge a document that retrieve detected: the rule sets of its own
 * format and profile (ZUGFeRD/Factur-X per profile, XRechnung per syntax, Peppol BIS or the PINT
 * jurisdiction, FatturaPA XSD; a standalone CII by its Factur-X profile), and EN 16931 of its
 * syntax for anything else.
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

const PEPPOL_BIS = /urn:fdc:peppol\.eu:2017:poacc:billing:3\.0/;

/** PINT rule sets by the jurisdiction in the profile label (PINT-SG, PINT-AUNZ, ...). */
const PINT_RULE_SETS: Record<string, string> = { '': 'pint', EU: 'pint-eu', SG: 'pint-sg', JP: 'pint-jp', AU: 'pint-aunz', NZ: 'pint-aunz', AUNZ: 'pint-aunz', MY: 'pint-my', AE: 'pint-ae' };

/** The PINT rule set of a profile label; self-billing documents have their own (A-NZ, MY, AE). */
function pintRuleSets(profile: string): string[] | undefined {
  const m = /^PINT(?:-([A-Z]+))?( SELF-BILLING)?/.exec(profile);
  const base = m ? PINT_RULE_SETS[m[1] ?? ''] : undefined;
  if (!base) return undefined;
  if (m![2] && ['pint-aunz', 'pint-my', 'pint-ae'].includes(base)) return [`${base}-selfbilling`];
  return [base];
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
      return (detected.profile.startsWith('PINT') ? pintRuleSets(detected.profile) : undefined) ?? ruleSetsFor('peppol', undefined, 'standard_eu', syntax);
    case 'fatturapa':
      return ruleSetsFor('fatturapa');
    default: {
      // A standalone CII with a Factur-X guideline (MINIMUM, BASIC WL, BASIC, EXTENDED) is judged
      // by that profile's rules: MINIMUM and BASIC WL are no EN 16931 invoices (no lines, BR-16) and
      // EXTENDED goes beyond the CEN CII subset. EN16931 shares the CEN guideline id: CEN rules.
      // A CII with the Peppol BIS customization: the Peppol CII rules.
      if (syntax === 'cii' && PEPPOL_BIS.test(detected.guideline ?? '')) return ruleSetsFor('peppol', undefined, 'standard_eu', 'cii');
      const profile = syntax === 'cii' ? FACTURX_PROFILE[detected.profile] : undefined;
      if (profile && profile !== 'en16931') return ruleSetsFor('facturx', profile);
      return ruleSetsFor(syntax === 'ubl' ? 'ubl' : 'cii');
    }
  }
}
