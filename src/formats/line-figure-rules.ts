/**
 * The rules that refuse a line's figures where EN 16931 has none, by the rule set of the target:
 * an item net price other than gross price − discount (BT-146), a line net amount off quantity ×
 * price ÷ base quantity + charges − allowances (BT-131), an allowance or charge amount off base ×
 * percentage (BT-136, BT-141, BT-92, BT-99), a price base quantity unit other than the invoiced
 * quantity's (BT-150 vs BT-130), a line period outside the invoicing period (BG-26, BG-14), an
 * allowance's or charge's base amount without its percentage (PEPPOL-EN16931-R042). Peppol
 * BIS has all of them, and XRechnung 3.0 carries the same Peppol rules in both syntaxes (with a
 * slack of 0.5 for HUF; R120, the line amount, only as a warning), and so does PINT EU; PINT SG under ids of its own (-SG). Of the other
 * PINT rule sets, every one has ibr-088 (the base quantity unit) and ibr-085/086 (the line
 * period), and only A-NZ, AE and OM have figure rules (aligned-ibrp-004/053/054, ibr-131-ae,
 * IBR-075/071/033-OM; A-NZ and AE aligned-ibrp-057/058 for a base amount without percentage, on
 * every level);
 * PINT international, JP and MY have none, so there the domain's finding stays a warning.
 * CIUS-PT has its own, within 1.00. Each rule with the difference it tolerates (u:slack in the
 * Schematron).
 */
import { isCountryProfileId, type CountryProfileId } from './country-profiles.js';
import { followsGermanCius, usesCountryProfile } from './format-registry.js';

/** One rule and the difference it lets pass. */
export interface LineFigureRule {
  rule: string;
  /** The largest difference accepted (0: equal). */
  slack: string;
  /** Another slack for a document in one of these currencies (XRechnung: 0.5 for HUF). */
  slackByCurrency?: Readonly<Record<string, string>>;
  /** Another rule id for some of the domain's rules (CIUS-PT: one per allowance kind and level). */
  byDomainRule?: Readonly<Record<string, string>>;
  /** The domain's rules it judges, where not all (PINT OM: document allowances only, BR-31). */
  judges?: readonly string[];
}

/** The rules of one profile, by the figure they judge. */
export interface LineFigureRules {
  netPrice?: LineFigureRule;
  lineAmount?: LineFigureRule;
  allowanceAmount?: LineFigureRule;
  /** The rule that wants a price base quantity's unit (BT-150) equal to the invoiced quantity's (BT-130). */
  baseQuantityUnit?: string;
  /** The rules that want a line period (BG-26) within the invoicing period (BG-14): its start, its end. */
  linePeriod?: readonly [start: string, end: string];
  /** The rule that wants a price discount (BT-147) stated with its gross price (BT-148) in UBL. */
  discountNeedsGross?: string;
  /**
   * The rules that want the percentage of an allowance or charge that states its base amount
   * (BT-94 with BT-93, BT-101 with BT-100; BT-138/143 on lines where `lines`).
   */
  percentageWithBase?: {
    allowance: string;
    charge: string;
    lines: boolean;
    /** The line's rules where they have ids of their own. */
    lineAllowance?: string;
    lineCharge?: string;
  };
}

/** The rule sets with such rules: a Peppol country profile, XRechnung (either syntax), CIUS-PT. */
export type LineRuleSet = CountryProfileId | 'xrechnung' | 'cius_pt';

/**
 * Every PINT rule set: the base quantity unit of the price is the invoiced quantity's (ibr-088), a
 * line period is within the invoicing period (ibr-085, ibr-086).
 */
const PINT_LINES: LineFigureRules = {
  baseQuantityUnit: 'ibr-088',
  linePeriod: ['ibr-085', 'ibr-086'],
};

/**
 * PINT A-NZ and AE: an allowance's or charge's base amount and percentage both or neither, on the
 * document and on its lines (the rules' context cac:AllowanceCharge is every one but the price's).
 */
const ALIGNED_PERCENTAGE = {
  allowance: 'aligned-ibrp-057',
  charge: 'aligned-ibrp-058',
  lines: true,
};

const ANZ: LineFigureRules = {
  ...PINT_LINES,
  percentageWithBase: ALIGNED_PERCENTAGE,
  netPrice: { rule: 'aligned-ibrp-004', slack: '0' },
  lineAmount: { rule: 'aligned-ibrp-053', slack: '0.02' },
  allowanceAmount: { rule: 'aligned-ibrp-054', slack: '0.02' },
};

/** Peppol BIS 3's rules, which XRechnung 3.0 carries too (PEPPOL-EN16931-R040/R046/R120/R130). */
const PEPPOL_EN16931: LineFigureRules = {
  netPrice: { rule: 'PEPPOL-EN16931-R046', slack: '0' },
  lineAmount: { rule: 'PEPPOL-EN16931-R120', slack: '0.02' },
  allowanceAmount: { rule: 'PEPPOL-EN16931-R040', slack: '0.02' },
  baseQuantityUnit: 'PEPPOL-EN16931-R130',
  linePeriod: ['PEPPOL-EN16931-R110', 'PEPPOL-EN16931-R111'],
  percentageWithBase: {
    allowance: 'PEPPOL-EN16931-R042',
    charge: 'PEPPOL-EN16931-R042',
    lines: true,
  },
};

/** XRechnung's $slackValue: 0.5 for a document in HUF, else 0.02. */
const XRECHNUNG_SLACK = { slack: '0.02', slackByCurrency: { HUF: '0.5' } };

/**
 * CIUS-PT 2.1.1: the figures within 1.00 (DT-CIUS-PT-157, 170; 158/159 on the document's
 * allowances and charges, 168/169 on the line's, where a base amount without its percentage fails
 * too).
 */
const CIUS_PT: LineFigureRules = {
  netPrice: { rule: 'DT-CIUS-PT-170', slack: '1.00' },
  discountNeedsGross: 'DT-CIUS-PT-170',
  lineAmount: { rule: 'DT-CIUS-PT-157', slack: '1.00' },
  allowanceAmount: {
    rule: 'DT-CIUS-PT-158',
    slack: '1.00',
    byDomainRule: {
      'BR-31': 'DT-CIUS-PT-158',
      'BR-36': 'DT-CIUS-PT-159',
      'BR-41': 'DT-CIUS-PT-168',
      'BR-43': 'DT-CIUS-PT-169',
    },
  },
  percentageWithBase: {
    allowance: 'DT-CIUS-PT-158',
    charge: 'DT-CIUS-PT-159',
    lines: true,
    lineAllowance: 'DT-CIUS-PT-168',
    lineCharge: 'DT-CIUS-PT-169',
  },
};

export const LINE_FIGURE_RULES: Readonly<Partial<Record<LineRuleSet, LineFigureRules>>> = {
  cius_pt: CIUS_PT,
  standard_eu: PEPPOL_EN16931,
  // XRechnung flags R120 a warning (KoSIT 2.5.0, both syntaxes): the line amount is not refused.
  xrechnung: {
    ...PEPPOL_EN16931,
    lineAmount: undefined,
    allowanceAmount: { rule: 'PEPPOL-EN16931-R040', ...XRECHNUNG_SLACK },
  },
  pint_international: PINT_LINES,
  // PINT EU runs Peppol BIS's line rules among its jurisdiction-aligned rules.
  pint_eu: PEPPOL_EN16931,
  // PINT SG, the same rules under ids of its own.
  pint_sg: {
    ...PINT_LINES,
    netPrice: { rule: 'PEPPOL-EN16931-R046-SG', slack: '0' },
    lineAmount: { rule: 'PEPPOL-EN16931-R120-SG', slack: '0.02' },
    allowanceAmount: { rule: 'PEPPOL-EN16931-R040-SG', slack: '0.02' },
    percentageWithBase: {
      allowance: 'PEPPOL-EN16931-R042-SG',
      charge: 'PEPPOL-EN16931-R042-SG',
      lines: true,
    },
  },
  pint_jp: PINT_LINES,
  pint_my: PINT_LINES,
  pint_au: ANZ,
  pint_nz: ANZ,
  // ibr-131-ae: the amount equals base × percentage, or that rounded to 2 decimals.
  // ibr-147-ae compares the line amount and its formula each rounded to the cent.
  pint_ae: {
    ...PINT_LINES,
    percentageWithBase: ALIGNED_PERCENTAGE,
    netPrice: { rule: 'aligned-ibrp-004', slack: '0' },
    lineAmount: { rule: 'ibr-147-ae', slack: '0.004' },
    allowanceAmount: {
      rule: 'ibr-131-ae',
      slack: '0.005',
      byDomainRule: { 'BR-36': 'ibr-146-ae', 'BR-43': 'ibr-146-ae' },
    },
  },
  pint_om: {
    ...PINT_LINES,
    percentageWithBase: {
      allowance: 'ALIGNED-IBRP-057',
      charge: 'ALIGNED-IBRP-058',
      lines: true,
      lineAllowance: 'IBR-073-OM',
      lineCharge: 'IBR-073-OM',
    },
    netPrice: { rule: 'IBR-075-OM', slack: '0' },
    lineAmount: { rule: 'IBR-071-OM', slack: '0.01' },
    // IBR-033-OM's rule is the document allowances'; IBR-063-OM (charges) shares its context with
    // IBR-041-OM's earlier rule in the same pattern, so it never fires, and the line allowances
    // and charges have no such rule: only a document allowance is refused.
    allowanceAmount: { rule: 'IBR-033-OM', slack: '0.01', judges: ['BR-31'] },
  },
};

/** The rule id that refuses a domain rule's finding. */
export function ruleIdOf(rule: LineFigureRule, domainRule: string): string {
  return rule.byDomainRule?.[domainRule] ?? rule.rule;
}

/** The slack of a rule for a document in the currency. */
export function slackOf(rule: LineFigureRule, currency: string): string {
  return rule.slackByCurrency?.[currency] ?? rule.slack;
}

/**
 * The line rules of a target: XRechnung (the format, or a CII profile xrechnung such as ZUGFeRD's),
 * the Peppol country profile of a Peppol document, CIUS-PT; none for other formats.
 */
export function lineRules(
  format: string,
  countryProfile: string,
  ciiProfile?: string,
): LineFigureRules | undefined {
  if (followsGermanCius(format) || ciiProfile === 'xrechnung') return LINE_FIGURE_RULES.xrechnung;
  if (countryProfile === 'cius_pt') return LINE_FIGURE_RULES.cius_pt;
  return usesCountryProfile(format) && isCountryProfileId(countryProfile)
    ? LINE_FIGURE_RULES[countryProfile]
    : undefined;
}
