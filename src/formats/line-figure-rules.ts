/**
 * The rules that refuse a line's figures where EN 16931 has none, by the rule set of the target:
 * an item net price other than gross price − discount (BT-146), a line net amount off quantity ×
 * price ÷ base quantity + charges − allowances (BT-131), an allowance or charge amount off base ×
 * percentage (BT-136, BT-141, BT-92, BT-99), a price base quantity unit other than the invoiced
 * quantity's (BT-150 vs BT-130), a line period outside the invoicing period (BG-26, BG-14). Peppol
 * BIS has all of them, and XRechnung 3.0 carries the same Peppol rules in both syntaxes (with a
 * slack of 0.5 for HUF). Of the PINT rule sets, every one has ibr-088 (the base quantity unit) and
 * ibr-085/086 (the line period), and only A-NZ, AE and OM have figure rules
 * (aligned-ibrp-004/053/054, ibr-131-ae, IBR-075/071/033-OM); PINT international, EU, JP, MY and
 * SG have none, so there the domain's finding stays a warning. Each rule with the difference it
 * tolerates (u:slack in the Schematron).
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
}

/** The rule sets with such rules: a Peppol country profile, or XRechnung (either syntax). */
export type LineRuleSet = CountryProfileId | 'xrechnung';

/**
 * Every PINT rule set: the base quantity unit of the price is the invoiced quantity's (ibr-088), a
 * line period is within the invoicing period (ibr-085, ibr-086).
 */
const PINT_LINES: LineFigureRules = {
  baseQuantityUnit: 'ibr-088',
  linePeriod: ['ibr-085', 'ibr-086'],
};

const ANZ: LineFigureRules = {
  ...PINT_LINES,
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
};

/** XRechnung's $slackValue: 0.5 for a document in HUF, else 0.02. */
const XRECHNUNG_SLACK = { slack: '0.02', slackByCurrency: { HUF: '0.5' } };

export const LINE_FIGURE_RULES: Readonly<Partial<Record<LineRuleSet, LineFigureRules>>> = {
  standard_eu: PEPPOL_EN16931,
  xrechnung: {
    ...PEPPOL_EN16931,
    lineAmount: { rule: 'PEPPOL-EN16931-R120', ...XRECHNUNG_SLACK },
    allowanceAmount: { rule: 'PEPPOL-EN16931-R040', ...XRECHNUNG_SLACK },
  },
  pint_international: PINT_LINES,
  pint_eu: PINT_LINES,
  pint_sg: PINT_LINES,
  pint_jp: PINT_LINES,
  pint_my: PINT_LINES,
  pint_au: ANZ,
  pint_nz: ANZ,
  // ibr-131-ae: the amount equals base × percentage, or that rounded to 2 decimals.
  pint_ae: {
    ...PINT_LINES,
    netPrice: { rule: 'aligned-ibrp-004', slack: '0' },
    allowanceAmount: { rule: 'ibr-131-ae', slack: '0.005' },
  },
  pint_om: {
    ...PINT_LINES,
    netPrice: { rule: 'IBR-075-OM', slack: '0' },
    lineAmount: { rule: 'IBR-071-OM', slack: '0.01' },
    allowanceAmount: { rule: 'IBR-033-OM', slack: '0.01' },
  },
};

/** The slack of a rule for a document in the currency. */
export function slackOf(rule: LineFigureRule, currency: string): string {
  return rule.slackByCurrency?.[currency] ?? rule.slack;
}

/**
 * The line rules of a target: XRechnung (the format, or a CII profile xrechnung such as ZUGFeRD's),
 * or the Peppol country profile of a Peppol document; none for other formats.
 */
export function lineRules(
  format: string,
  countryProfile: string,
  ciiProfile?: string,
): LineFigureRules | undefined {
  if (followsGermanCius(format) || ciiProfile === 'xrechnung') return LINE_FIGURE_RULES.xrechnung;
  return usesCountryProfile(format) && isCountryProfileId(countryProfile)
    ? LINE_FIGURE_RULES[countryProfile]
    : undefined;
}
