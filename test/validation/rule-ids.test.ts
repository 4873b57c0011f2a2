/**
 * Which rules the installed rule sets assert (src/validation/rule-ids.ts), read from the compiled
 * Schematron: a rule id, its equivalents in other rule sets, and a context that never reaches the
 * checked case (CII's BR-61 sits on the account element, so it never sees a missing account).
 */
import test from 'ava';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ruleSet } from '../../src/validation/rule-sets.js';
import { ruleSetsAssert } from '../../src/validation/rule-ids.js';

/** A rules directory whose rule set `id` is the given compiled XSLT. */
function rulesWith(id: string, xslt: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'rule-ids-'));
  for (const file of ruleSet(id).xslt) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), xslt);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const template = (match: string, id: string) =>
  `<xsl:template match="${match}" priority="1" mode="M7"><svrl:failed-assert id="${id}"/></xsl:template>`;

test('BR-61 counts only where its context reaches a missing account; CII-SR-470 and BR-DE-23-a are the same rule', (t) => {
  const account =
    "//ram:SpecifiedTradeSettlementPaymentMeans[ram:TypeCode='30' or ram:TypeCode='58']/ram:PayeePartyCreditorFinancialAccount";
  const cases: [string, boolean][] = [
    [template(account, 'BR-61'), false],
    [template("//ram:SpecifiedTradeSettlementPaymentMeans[ram:TypeCode='58']", 'BR-61'), true],
    [template(account, 'BR-61') + template('rsm:CrossIndustryInvoice', 'CII-SR-470'), true],
    [template('/rsm:CrossIndustryInvoice', 'BR-DE-23-a'), true],
    [template("cac:PaymentMeans[cbc:PaymentMeansCode='58']", 'BR-61'), true],
  ];
  for (const [xslt, expected] of cases) {
    const rules = rulesWith('facturx-extended', xslt);
    t.teardown(rules.remove);
    t.is(ruleSetsAssert(['facturx-extended'], 'BR-61', rules.dir), expected, xslt);
  }
});

test('BR-CO-25: its own id or an equivalent; a rule set that is not installed counts as asserting it', (t) => {
  const rules = rulesWith('facturx-extended', template('/rsm:CrossIndustryInvoice', 'BR-CO-25'));
  t.teardown(rules.remove);
  t.true(ruleSetsAssert(['facturx-extended'], 'BR-CO-25', rules.dir));
  t.false(ruleSetsAssert(['facturx-extended'], 'BR-CO-26', rules.dir));
  t.true(ruleSetsAssert(['facturx-en16931'], 'BR-CO-26', rules.dir));
});

test('BR-61 as EXTENDED-CTC-FR CII states it: a "[BR-CO-27]" assert without an id on the credit transfers counts, CEN\'s direct-debit BR-CO-27 does not', (t) => {
  const textOnly = (match: string) =>
    `<xsl:template match="${match}" priority="1000" mode="M15"><svrl:failed-assert test="x"><svrl:text>
         [BR-CO-27]-Either the IBAN or a Proprietary ID (BT-84) shall be used.</svrl:text></svrl:failed-assert></xsl:template>`;
  const cases: [string, boolean][] = [
    [
      textOnly(
        "//ram:SpecifiedTradeSettlementPaymentMeans[some $code in tokenize('30 58', '\\s')  satisfies normalize-space(ram:TypeCode) = $code]",
      ),
      true,
    ],
    [
      textOnly(
        "//ram:SpecifiedTradeSettlementPaymentMeans[some $code in tokenize('49 59', '\\s')  satisfies normalize-space(ram:TypeCode) = $code]",
      ),
      false,
    ],
  ];
  for (const [xslt, expected] of cases) {
    const rules = rulesWith('extended-ctc-fr-cii', xslt);
    t.teardown(rules.remove);
    t.is(ruleSetsAssert(['extended-ctc-fr-cii'], 'BR-61', rules.dir), expected, xslt);
  }
});
