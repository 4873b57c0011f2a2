/**
 * A BG-23 group stated as a document has it (vat_breakdown) is written as stated, so its taxable
 * amount (BT-116) must be where the official rules of the row want it around the sum of its
 * lines, charges and allowances (BR-x-08), or generate would write a document they reject:
 * - CEN's CII rules (EN 16931 CII, Factur-X BASIC and EN16931, Peppol BIS for CII, and the CII an
 *   XRechnung PDF embeds) want it equal for S, O, L and M (BR-S-08, BR-O-08, BR-AF-08, BR-AG-08)
 *   and less than 1 off for Z, E, AE, K and G;
 * - CEN's UBL rules (EN 16931 UBL, Peppol BIS) less than 1 off for every category.
 * So a UBL that states BT-116 a few cents off its lines is valid, and its CII is not: refused at
 * the stated taxable_amount for a CII target, never written to fail.
 * - Factur-X EXTENDED (BR-FXEXT-S08b, -Z-08b, -E-08b, -AE-08b, -IC-08b, -G-08b, -O-08b,
 *   -AF-08b, -AG-08b) and EXTENDED-CTC-FR (BR-FXEXT-x-08 in CII, BR-FREXT-x-08 in UBL) within
 *   0.01 per DETAIL line, document allowance and charge of the group. Their rules take either the
 *   group's lines (08ini) or those whose exemption reason is the group's (08rev); the writer
 *   repeats the group's reason on its lines (cii-binding.ts), so both sums are the group's.
 */
import { Decimal } from '../../domain/decimal.js';
import { countedLines } from '../../domain/line-groups.js';
import type { CalculatedInvoice, VatBreakdown } from '../../domain/model.js';
import type { RuleIssue as Issue } from './issues.js';

/** The CEN rule sets of either syntax whose BR-x-08 this checks, and whether they are CII's. */
const CEN_GROUP_RULES: Readonly<Record<string, 'cii' | 'ubl'>> = {
  'en16931-cii': 'cii',
  'facturx-basic': 'cii',
  'facturx-en16931': 'cii',
  'peppol-bis-cii': 'cii',
  'en16931-ubl': 'ubl',
  'peppol-bis': 'ubl',
};

/** The categories whose BT-116 the CII rules want equal to the group's sum. */
const CII_EXACT = new Set(['S', 'O', 'L', 'M']);

/**
 * A category as the CEN and Factur-X artefacts name it in rule ids (K is intra-community: IC;
 * L IGIC: AF; M IPSI: AG; the others by their code).
 */
export const ruleCategory = (category: string): string =>
  (({ K: 'IC', L: 'AF', M: 'AG' }) as Record<string, string>)[category] ?? category;

/** The BR-x-08 rule id of a category. */
const ruleOf = (category: string) => `BR-${ruleCategory(category)}-08`;

/**
 * The rule sets that judge a stated group within 0.01 per DETAIL line, allowance and charge, and
 * their rule id per category: Factur-X EXTENDED's BR-FXEXT-x-08b (S's is written without the
 * hyphen in Factur-X 1.09), EXTENDED-CTC-FR's BR-FXEXT-x-08 (CII) and BR-FREXT-x-08 (UBL).
 */
const PER_LINE_RULES: Readonly<Record<string, (category: string) => string>> = {
  'facturx-extended': (c) => (c === 'S' ? 'BR-FXEXT-S08b' : `BR-FXEXT-${ruleCategory(c)}-08b`),
  'extended-ctc-fr-cii': (c) => `BR-FXEXT-${ruleCategory(c)}-08`,
  'extended-ctc-fr-ubl': (c) => `BR-FREXT-${ruleCategory(c)}-08`,
};

/** 0.01 per DETAIL line, document allowance and charge of a group (the BR-FXEXT-x-08b slack). */
function perLineSlack(inv: CalculatedInvoice, group: VatBreakdown): Decimal {
  const inGroup = (x: { taxCategory: string; vatRate: Decimal }) =>
    x.taxCategory === group.category && x.vatRate.equals(group.rate);
  const count =
    countedLines(inv.lines).filter(inGroup).length +
    inv.allowances.filter(inGroup).length +
    inv.charges.filter(inGroup).length;
  return new Decimal('0.01').times(count);
}

/** The issues of the stated taxable amounts of a calculated invoice judged by the rule sets. */
export function statedTaxableAmountIssues(
  inv: CalculatedInvoice,
  ruleSetIds: readonly string[],
): Issue[] {
  return [...cenGroupIssues(inv, ruleSetIds), ...perLineIssues(inv, ruleSetIds)];
}

/** The per-line rules (PER_LINE_RULES) over the stated groups. */
function perLineIssues(inv: CalculatedInvoice, ruleSetIds: readonly string[]): Issue[] {
  const ruleOfCategory = ruleSetIds.map((id) => PER_LINE_RULES[id]).find(Boolean);
  if (!ruleOfCategory || !inv.statedVatBreakdown?.length) return [];
  const out: Issue[] = [];
  inv.statedVatBreakdown.forEach((stated, i) => {
    const rule = ruleOfCategory(stated.category);
    if (!stated.taxableAmount) return;
    const group = inv.vatBreakdown.find(
      (b) => b.category === stated.category && b.rate.equals(stated.rate),
    );
    const sum = group?.computed?.taxableAmount;
    if (!group || !sum) return;
    const off = stated.taxableAmount.minus(sum);
    const slack = perLineSlack(inv, group);
    if (off.abs().lessThanOrEqualTo(slack)) return;
    out.push({
      path: `$.invoice.vat_breakdown[${i}].taxable_amount`,
      code: rule,
      message: `The stated taxable amount ${stated.taxableAmount.toString()} of ${group.category} ${group.rate.toString()} % is ${off.toString()} from its DETAIL lines, charges and allowances (${sum.toString()}); the rules of this profile take at most ${slack.toFixed(2)} (0.01 each, ${rule}).`,
    });
  });
  return out;
}

/** CEN's BR-x-08 over the stated groups. */
function cenGroupIssues(inv: CalculatedInvoice, ruleSetIds: readonly string[]): Issue[] {
  const syntaxes = new Set(ruleSetIds.map((id) => CEN_GROUP_RULES[id]).filter(Boolean));
  if (!syntaxes.size || !inv.statedVatBreakdown?.length) return [];
  const out: Issue[] = [];
  inv.statedVatBreakdown.forEach((stated, i) => {
    if (!stated.taxableAmount) return;
    const group = inv.vatBreakdown.find(
      (b) => b.category === stated.category && b.rate.equals(stated.rate),
    );
    const sum = group?.computed?.taxableAmount;
    if (!group || !sum) return;
    const off = stated.taxableAmount.minus(sum);
    const exact = syntaxes.has('cii') && CII_EXACT.has(group.category);
    if (exact ? off.isZero() : off.abs().lessThan(1)) return;
    out.push({
      path: `$.invoice.vat_breakdown[${i}].taxable_amount`,
      code: ruleOf(group.category),
      message: `The stated taxable amount ${stated.taxableAmount.toString()} of ${group.category} ${group.rate.toString()} % is ${off.toString()} from its lines, charges and allowances (${sum.toString()}); the rules of this format want it ${exact ? 'equal (the CII rules)' : 'less than 1 off'} (${ruleOf(group.category)}).`,
    });
  });
  return out;
}
