/**
 * BG-23 VAT breakdown: one group per (BT-118 category, BT-119 rate). BT-116 is the exact sum of
 * the counted lines' BT-131 (group lines of Factur-X EXTENDED excluded) − the document allowances
 * (BT-92) + the document charges (BT-99) of that category and rate (BR-S-08, BR-Z-08, BR-E-08,
 * BR-AE-08, BR-IC-08, BR-G-08, BR-O-08, ...); BT-117 is BT-116 × BT-119 / 100 rounded half-up once
 * per group (BR-CO-17), never the sum of rounded line taxes. Exemption reasons (BT-120/BT-121)
 * are the caller's vat_exemptions for the category when given, else the category table's defaults.
 * A gross-method invoice (KSeF FA(3), art. 106e ust. 7-8) takes BT-117 from its lines' gross sum
 * (gross-lines.ts), whose net shares make BT-116.
 * BT-116 / BT-117 a document states (statedVatBreakdown) replace the computed ones of their group;
 * a stated VAT in the accounting currency (FA(3) P_14_xW) is kept on it.
 * PINT MY's tourism tax is one more group, TTX without rate: the taxed lines' BT-131 and the sum
 * of their flat tourism tax amounts.
 * A French multi-vendor or two-way invoice has one group per sub-invoice besides category and
 * rate, its BT-120 starting with #number# (sub-invoices.ts, BR-FR-MV-08, BR-FR-MV-09); a
 * document allowance or charge counts in the group of the sub-invoice it names.
 * In EXTENDED-CTC-FR a line that states its own exemption reason (BT-120 / BT-121 on the line)
 * has a group of its own within its category and rate, one per reason: the rules sum a group's
 * lines by category, rate and reason (BR-FREXT-E-08 and its siblings). The other lines and the
 * document allowances and charges keep the category's reason (line-exemption.ts).
 */
import { type Decimal, round2, sum, ZERO } from './decimal.js';
import type {
  CalculatedDocumentAllowanceCharge,
  CalculatedLine,
  InvoiceInput,
  VatBreakdown,
} from './model.js';
import { vatInGross } from './gross-lines.js';
import { lineExemption, type LineExemption } from './line-exemption.js';
import { subInvoiceOf, subInvoiceReason } from './sub-invoices.js';
import { CATEGORY_ORDER, taxCategoryRule } from './tax-category.js';

/** PINT MY tourism tax category (tax scheme AAL). */
export const TOURISM_TAX = 'TTX';

/** What besides the lines shapes BG-23. */
export interface BreakdownExtras {
  /** BG-20, resolved. */
  allowances?: readonly CalculatedDocumentAllowanceCharge[];
  /** BG-21, resolved. */
  charges?: readonly CalculatedDocumentAllowanceCharge[];
  /** BT-120 / BT-121 by category, replacing the defaults. */
  vatExemptions?: InvoiceInput['vatExemptions'];
  /** BT-116 / BT-117 as a document states them, replacing the computed ones of their group. */
  stated?: InvoiceInput['statedVatBreakdown'];
  /** A multi-vendor or two-way invoice (BT-23 B8 … M9): one group per sub-invoice too. */
  bySubInvoice?: boolean;
  /** EXTENDED-CTC-FR: one group per line exemption reason too (InvoiceInput.breakdownByLineExemption). */
  byLineExemption?: boolean;
}

/**
 * Groups the counted lines and the document allowances/charges into BG-23 entries, ordered by
 * category (S, Z, E, AE, K, G, O, L, M, others) then rate descending.
 */
export function vatBreakdown(
  lines: readonly CalculatedLine[],
  extras: BreakdownExtras = {},
): VatBreakdown[] {
  const groups = new Map<
    string,
    {
      category: string;
      rate: Decimal;
      taxable: Decimal;
      gross?: Decimal;
      sub?: string;
      reason?: LineExemption;
      order: number;
      /** Whether a line counts in it (else only document allowances and charges do). */
      lined?: boolean;
      /** Whether a non-zero amount counts in it. */
      moved?: boolean;
    }
  >();
  const add = (
    category: string,
    rate: Decimal,
    amount: Decimal,
    sub?: string,
    gross?: Decimal,
    reason?: LineExemption,
    lined = false,
  ) => {
    const own = reason ? `|${reason.reasonCode ?? ''}|${reason.reason ?? ''}` : '';
    const key = `${sub ?? ''}|${category}|${rate.toString()}${own}`;
    const g = groups.get(key) ?? { category, rate, taxable: ZERO, sub, reason, order: 0 };
    g.taxable = g.taxable.plus(amount);
    if (gross) g.gross = (g.gross ?? ZERO).plus(gross);
    if (lined) g.lined = true;
    if (!amount.isZero()) g.moved = true;
    groups.set(key, g);
  };
  const exemptions = new Map((extras.vatExemptions ?? []).map((e) => [e.category, e]));
  // A line's own reason where it differs from its category's (EXTENDED-CTC-FR only).
  const ownReason = (line: CalculatedLine): LineExemption | undefined => {
    if (!extras.byLineExemption || (!line.exemptionReason && !line.exemptionReasonCode))
      return undefined;
    const own = lineExemption(line, exemptions.get(line.taxCategory), line.taxCategory);
    const category = lineExemption({}, exemptions.get(line.taxCategory), line.taxCategory);
    return own.reason === category.reason && own.reasonCode === category.reasonCode
      ? undefined
      : own;
  };
  // Sub-invoices in the order of their first line.
  const subs: string[] = [];
  for (const line of lines) {
    const sub = extras.bySubInvoice ? subInvoiceOf(line) : undefined;
    if (sub && !subs.includes(sub)) subs.push(sub);
    add(
      line.taxCategory,
      line.vatRate,
      line.netAmount,
      sub,
      line.grossAmount,
      ownReason(line),
      true,
    );
  }
  // PINT MY tourism tax: a flat amount per line, no rate; its group's taxable amount is the lines'.
  const tourism = lines.filter((l) => l.tourismTaxAmount);
  const tourismTax = tourism.length ? sum(tourism.map((l) => l.tourismTaxAmount!)) : undefined;
  for (const line of tourism)
    add(TOURISM_TAX, ZERO, line.netAmount, undefined, undefined, undefined, true);
  // A sub-invoice's document allowance or charge counts in its group (BR-FXEXT-*-08rev).
  const subOf = (a: CalculatedDocumentAllowanceCharge) =>
    extras.bySubInvoice ? a.subInvoice?.trim() || undefined : undefined;
  for (const a of extras.allowances ?? [])
    add(a.taxCategory, a.vatRate, a.amount.negated(), subOf(a));
  for (const c of extras.charges ?? []) add(c.taxCategory, c.vatRate, c.amount, subOf(c));
  for (const g of groups.values()) g.order = g.sub ? subs.indexOf(g.sub) + 1 : 0;
  // A group made only of zero document allowances or charges, beside a group of its category
  // with lines, states nothing: no rule asks for it (BR-S-08 and its siblings sum the groups a
  // document states; BR-Z-01 and its siblings want the category once, which the other group is),
  // and documents leave it out (PINT MY's zero early payment discount at LVG 0 % beside LVG 5 %).
  // Written when the caller's stated breakdown names it (a document that states it).
  const named = (g: { category: string; rate: Decimal; sub?: string }) =>
    (extras.stated ?? []).some(
      (x) =>
        x.category === g.category &&
        x.rate.equals(g.rate) &&
        (x.subInvoice ?? '') === (g.sub ?? ''),
    );
  const idle = (g: {
    category: string;
    rate: Decimal;
    sub?: string;
    lined?: boolean;
    moved?: boolean;
  }) =>
    !g.lined &&
    !g.moved &&
    !named(g) &&
    [...groups.values()].some((o) => o.lined && o.category === g.category && o.sub === g.sub);
  const sorted = [...groups.values()]
    .filter((g) => !idle(g))
    .sort((a, b) => a.order - b.order || compareGroups(a, b));
  return sorted.map(({ category, rate, taxable, gross, sub, reason: own }) => {
    const rule = taxCategoryRule(category);
    // BT-116: a sum of 2-decimal amounts, or of a PINT line's unrounded ones rounded here.
    const taxableAmount = round2(taxable);
    const entry: VatBreakdown = {
      category, // BT-118
      rate, // BT-119
      taxableAmount,
      // BT-117, BR-CO-17; the tourism tax is the lines' flat amounts.
      taxAmount:
        category === TOURISM_TAX && tourismTax
          ? tourismTax
          : gross // the gross method's VAT, from the gross sum (gross-lines.ts)
            ? vatInGross(gross, category, rate)
            : rule.rate === 'zero' || rule.noTaxCharged
              ? ZERO
              : round2(taxableAmount.mul(rate).div(100)), // BR-CO-17: of BT-116 as written
    };
    const { reason, reasonCode } = own ?? lineExemption({}, exemptions.get(category), category);
    if (reason) entry.exemptionReason = reason; // BT-120
    if (reasonCode) entry.exemptionReasonCode = reasonCode; // BT-121
    if ((reason || reasonCode) && !own && !exemptions.has(category))
      entry.exemptionDefaulted = true;
    if (sub) {
      entry.subInvoice = sub;
      entry.exemptionReason = subInvoiceReason(sub, reason); // BR-FR-MV-09
    }
    return withStated(entry, extras.stated);
  });
}

/**
 * A group's BT-116 / BT-117 as the document states them (e.g. PINT AE's BT-117 with 4
 * decimals), the computed ones kept beside them so that a difference is reported
 * (domain warning BT-116 / BT-117 in document-problems.ts), never silent.
 */
function withStated(entry: VatBreakdown, stated: BreakdownExtras['stated']): VatBreakdown {
  const s = stated?.find(
    (x) =>
      x.category === entry.category &&
      x.rate.equals(entry.rate) &&
      (x.subInvoice ?? '') === (entry.subInvoice ?? ''),
  );
  if (!s) return entry;
  // The VAT in the accounting currency is the caller's (its exchange rate is not ours to choose).
  const group = s.taxCurrencyTaxAmount
    ? { ...entry, taxCurrencyTaxAmount: s.taxCurrencyTaxAmount }
    : entry;
  if (!s.taxableAmount && !s.taxAmount) return group;
  return {
    ...group,
    taxableAmount: s.taxableAmount ?? entry.taxableAmount,
    taxAmount: s.taxAmount ?? entry.taxAmount,
    computed: { taxableAmount: entry.taxableAmount, taxAmount: entry.taxAmount },
  };
}

function categoryRank(code: string): number {
  const i = CATEGORY_ORDER.indexOf(code);
  return i === -1 ? CATEGORY_ORDER.length : i;
}

function compareGroups(
  a: { category: string; rate: Decimal },
  b: { category: string; rate: Decimal },
): number {
  const byRank = categoryRank(a.category) - categoryRank(b.category);
  if (byRank !== 0) return byRank;
  if (a.category !== b.category) return a.category < b.category ? -1 : 1;
  return b.rate.comparedTo(a.rate);
}
