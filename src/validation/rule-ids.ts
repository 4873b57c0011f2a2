/**
 * Which rules the installed official rule sets assert, read from their compiled Schematron: a
 * rule EN 16931 names may have left a rule set (CEN's artefacts 1.3.16 and Peppol BIS 2026.5 no
 * longer carry BR-CO-25; Factur-X carries it in EXTENDED only; PINT MY and JP have no BR-61), so whether a domain finding
 * refuses a request is decided by the files that judge the document, not by a table of ours.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleSet } from './rule-sets.js';
import { DEFAULT_RULES_DIR } from './rules-dir.js';

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a rule set asserts a rule, by rules directory, rule set and rule (undefined: not installed). */
const asserted = new Map<string, boolean | undefined>();

/**
 * Rule contexts that never reach the case a check refuses. CII's BR-61 (CEN's artefacts and every
 * Factur-X profile) is asserted on the account element itself
 * (…SpecifiedTradeSettlementPaymentMeans[…]/ram:PayeePartyCreditorFinancialAccount), so a credit
 * transfer without any account passes there; UBL's sits on the payment means and fires.
 */
const UNREACHING_CONTEXT: Readonly<Record<string, RegExp>> = {
  'BR-61': /\/ram:PayeePartyCreditorFinancialAccount$/,
  // EXTENDED-CTC-FR's CII states BR-61 as a BR-CO-27 on the credit transfers (30, 58); CEN's
  // BR-CO-27 elsewhere (an account's IBAN or proprietary id, a direct debit's) is another rule.
  'BR-CO-27': /^(?![\s\S]*\b58\b)/,
};

/** Whether a compiled rule file asserts the rule in a context that can reach the checked case. */
function assertsIn(xslt: string, ruleId: string): boolean {
  // An id attribute or element, or the "[id]" an assert's text opens with (some compiled rules
  // carry no id attribute: EXTENDED-CTC-FR's CII).
  const pattern = new RegExp(`[>"'[]${escaped(ruleId)}[<"'\\]]`, 'g');
  const unreaching = UNREACHING_CONTEXT[ruleId];
  for (const m of xslt.matchAll(pattern)) {
    if (!unreaching) return true;
    // The rule's context: the match of the template the assert is compiled into.
    const start = xslt.lastIndexOf(' match="', m.index);
    const context = start < 0 ? '' : xslt.slice(start + 8, xslt.indexOf('"', start + 8));
    if (!unreaching.test(context)) return true;
  }
  return false;
}

function assertsRule(id: string, ruleId: string, rulesDir: string): boolean | undefined {
  const key = `${rulesDir}\0${id}\0${ruleId}`;
  if (asserted.has(key)) return asserted.get(key);
  let found: boolean | undefined;
  try {
    const files = ruleSet(id).xslt.map((f) => join(rulesDir, f));
    found = files.every((f) => existsSync(f))
      ? files.some((f) => assertsIn(readFileSync(f, 'utf8'), ruleId))
      : undefined;
  } catch {
    found = undefined;
  }
  asserted.set(key, found);
  return found;
}

/**
 * The ids under which the official rule sets assert an EN 16931 rule that some of them no longer
 * (or never) carry: PINT SG suffixes its own, PINT A-NZ and AE number theirs. Found by the rules'
 * texts (an assert asking for "the Payment due date or the Payment terms" is BR-CO-25's).
 */
export const SAME_RULE_IDS: Readonly<Record<string, readonly string[]>> = {
  // A stated VAT amount (BT-117) has at most two decimals (PINT A-NZ: every amount).
  'BR-DEC-20': ['BR-DEC-20', 'aligned-ibrp-005'],
  // A line net amount (BT-131) has at most two decimals (PINT A-NZ: every amount).
  'BR-DEC-23': ['BR-DEC-23', 'aligned-ibrp-005'],
  // A standard-rated or zero-rated breakdown states no exemption reason (PINT AE and A-NZ
  // number theirs).
  'BR-S-10': ['BR-S-10', 'aligned-ibrp-s-10', 'aligned-ibrp-s-10-aunz'],
  'BR-Z-10': ['BR-Z-10', 'aligned-ibrp-z-10-aunz'],
  // A breakdown of category O is the only one (PINT A-NZ numbers its own).
  'BR-O-11': ['BR-O-11', 'aligned-ibrp-o-11-aunz'],
  // Due date or payment terms when an amount is due.
  'BR-CO-25': ['BR-CO-25', 'BR-CO-25-SG', 'aligned-ibrp-061'],
  // A credit transfer names the payee's account (AE's: for code 30; CEN CII's syntax rule, which
  // fires where CII's BR-61 cannot; XRechnung's BG-17 for codes 30 and 58; EXTENDED-CTC-FR CII's
  // BR-CO-27 on the credit transfers).
  'BR-61': ['BR-61', 'aligned-ibrp-018', 'ibr-192-ae', 'CII-SR-470', 'BR-DE-23-a', 'BR-CO-27'],
  // An allowance or charge percentage names its base amount (no EN 16931 rule: Peppol's, PINT's
  // both-or-neither for document ones, Oman's for lines and documents, CIUS-PT's both-or-neither
  // with the amount within 1.00 of their product, document and line).
  'PEPPOL-EN16931-R041': [
    'PEPPOL-EN16931-R041',
    'DT-CIUS-PT-158',
    'DT-CIUS-PT-159',
    'DT-CIUS-PT-168',
    'DT-CIUS-PT-169',
    'PEPPOL-EN16931-R041-SG',
    'aligned-ibrp-057',
    'aligned-ibrp-058',
    'IBR-035-OM',
    'IBR-041-OM',
    'IBR-073-OM',
  ],
};

/**
 * Whether one of the rule sets asserts the rule, under its own id or one of SAME_RULE_IDS, as a
 * compiled assert writes it (an attribute value or element text). A rule set that is not
 * installed counts as asserting it: the check then stays as strict as the rule (and the document
 * is refused later for the missing rules anyway).
 */
export function ruleSetsAssert(
  ruleSetIds: readonly string[],
  ruleId: string,
  rulesDir = process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR,
): boolean {
  const ids = SAME_RULE_IDS[ruleId] ?? [ruleId];
  return ruleSetIds.some((id) => ids.some((rule) => assertsRule(id, rule, rulesDir) ?? true));
}
