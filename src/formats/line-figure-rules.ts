/**
 * The rules that refuse a line's figures where EN 16931 has none, by Peppol country profile:
 * an item net price other than gross price − discount (BT-146), a line net amount off quantity ×
 * price ÷ base quantity + charges − allowances (BT-131), an allowance or charge amount off base ×
 * percentage (BT-136, BT-141, BT-92, BT-99). Peppol BIS has all three; of the PINT rule sets only
 * A-NZ, AE and OM have some (aligned-ibrp-004/053/054, ibr-131-ae, IBR-075/071/033-OM); PINT
 * international, EU, JP, MY and SG have none, so there the domain's finding stays a warning.
 * Each rule with the difference it tolerates (u:slack in the Schematron).
 */
import type { CountryProfileId } from './country-profiles.js';

/** One rule and the difference it lets pass. */
export interface LineFigureRule {
  rule: string;
  /** The largest difference accepted (0: equal). */
  slack: string;
}

/** The rules of one profile, by the figure they judge. */
export interface LineFigureRules {
  netPrice?: LineFigureRule;
  lineAmount?: LineFigureRule;
  allowanceAmount?: LineFigureRule;
}

const ANZ: LineFigureRules = {
  netPrice: { rule: 'aligned-ibrp-004', slack: '0' },
  lineAmount: { rule: 'aligned-ibrp-053', slack: '0.02' },
  allowanceAmount: { rule: 'aligned-ibrp-054', slack: '0.02' },
};

export const LINE_FIGURE_RULES: Readonly<Partial<Record<CountryProfileId, LineFigureRules>>> = {
  standard_eu: {
    netPrice: { rule: 'PEPPOL-EN16931-R046', slack: '0' },
    lineAmount: { rule: 'PEPPOL-EN16931-R120', slack: '0.02' },
    allowanceAmount: { rule: 'PEPPOL-EN16931-R040', slack: '0.02' },
  },
  pint_au: ANZ,
  pint_nz: ANZ,
  // ibr-131-ae: the amount equals base × percentage, or that rounded to 2 decimals.
  pint_ae: {
    netPrice: { rule: 'aligned-ibrp-004', slack: '0' },
    allowanceAmount: { rule: 'ibr-131-ae', slack: '0.005' },
  },
  pint_om: {
    netPrice: { rule: 'IBR-075-OM', slack: '0' },
    lineAmount: { rule: 'IBR-071-OM', slack: '0.01' },
    allowanceAmount: { rule: 'IBR-033-OM', slack: '0.01' },
  },
};
