/**
 * Which rule sets a document of a given format, profile and country profile must pass. This is
 * the one place that decides it; generate and retrieve both call it, then `validate(xml, ids)`.
 */
import { FACTURX_PROFILES, type FacturxProfile, isInstalled, ruleSet, RuleSetUnavailableError } from './rule-sets.js';
import { DEFAULT_RULES_DIR } from './rules-dir.js';

/**
 * Peppol BIS Billing 3.0 in CII syntax: its own rules (CEN + PEPPOL-EN16931-CII) when installed
 * (they come only from the mirror of the publishers' releases), else the CEN CII rules alone. The
 * answer's rule_sets says which judged the document.
 */
function peppolCii(): string[] {
  const rulesDir = process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR;
  return isInstalled(ruleSet('peppol-bis-cii'), rulesDir) ? ['peppol-bis-cii'] : ['en16931-cii'];
}

/** The Peppol country profiles of the public API and the PINT rule set each uses. */
const PEPPOL_RULE_SETS: Record<string, string[]> = {
  standard_eu: ['peppol-bis'],
  pint_international: ['pint'],
  pint_eu: ['pint-eu'],
  pint_sg: ['pint-sg'],
  pint_jp: ['pint-jp'],
  pint_au: ['pint-aunz'],
  pint_nz: ['pint-aunz'],
  pint_my: ['pint-my'],
  pint_ae: ['pint-ae'],
};

function facturxProfile(profile: string | undefined): FacturxProfile {
  const p = (profile ?? 'en16931').toLowerCase().replace('-', '_') as FacturxProfile;
  if (!FACTURX_PROFILES.includes(p)) {
    throw new RuleSetUnavailableError(`facturx-${p}`, 'UNKNOWN_RULE_SET', `Unknown ZUGFeRD/Factur-X profile "${profile}"`);
  }
  return p;
}

/**
 * The rule set ids for a format (zugferd, facturx, xrechnung, cii, ubl, peppol, fatturapa), its
 * profile (ZUGFeRD/Factur-X only; default en16931) and country profile (peppol only; default
 * standard_eu). XRechnung exists in both syntaxes: pass `syntax` ('cii' default, or 'ubl'); so
 * does Peppol BIS ('ubl' default, or 'cii').
 * Throws RuleSetUnavailableError for a combination no rule set covers (fail closed).
 */
export function ruleSetsFor(
  format: string,
  profile?: string,
  countryProfile?: string,
  syntax?: 'cii' | 'ubl',
): string[] {
  switch (format.toLowerCase()) {
    case 'zugferd':
    case 'facturx': {
      const p = facturxProfile(profile);
      const own = `facturx-${p.replace('_', '-')}`;
      // The EN16931 profile also has to pass the CEN rules themselves.
      return p === 'en16931' ? [own, 'en16931-cii'] : [own];
    }
    case 'cii':
      return ['en16931-cii'];
    case 'ubl':
      return ['en16931-ubl'];
    case 'xrechnung':
      return syntax === 'ubl' ? ['xrechnung-ubl', 'en16931-ubl'] : ['xrechnung-cii', 'en16931-cii'];
    // Peppol: UBL unless CII is asked for (standard_eu only: PINT exists in UBL alone).
    case 'peppol': {
      if (syntax === 'cii' && (countryProfile ?? 'standard_eu').toLowerCase() === 'standard_eu') return peppolCii();
      const ids = PEPPOL_RULE_SETS[(countryProfile ?? 'standard_eu').toLowerCase()];
      if (!ids) {
        throw new RuleSetUnavailableError(`peppol/${countryProfile}`, 'UNKNOWN_RULE_SET', `Unknown Peppol country profile "${countryProfile}"`);
      }
      return ids;
    }
    case 'fatturapa':
      return ['fatturapa'];
    default:
      throw new RuleSetUnavailableError(format, 'UNKNOWN_RULE_SET', `No rule set covers format "${format}"`);
  }
}
