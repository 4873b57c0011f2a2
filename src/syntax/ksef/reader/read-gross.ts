/**
 * FA(3) lines stated gross (art. 106e ust. 7-8 of the Polish VAT act): a line with a rate (P_12)
 * whose price and value are P_9B and P_11A, with neither P_9A nor P_11. An invoice none of whose
 * rated lines is stated net reads as prices_include_vat, its lines' unit prices being P_9B; the
 * model computes each line's gross value (P_11A) and each rate's sums from them (gross-lines.ts).
 * The per-rate sums the document declares (P_13_x, P_14_x) may differ from that formula within
 * BR-CO-17's tolerance (the Ministry's example 19 states 813 / 187 of a gross 1000, 813.01 /
 * 186.99 by ust. 8): such sums are read as stated (vat_breakdown), so they are written back as
 * the document has them. A simplified invoice's one line without amounts is its gross total
 * (readSimplifiedLine).
 */
import { calculate } from '../../../domain/calculate.js';
import { Decimal, sum } from '../../../domain/decimal.js';
import { lineItemAmount } from '../../../domain/line-amounts.js';
import type { InvoiceInput, LineInput } from '../../../domain/model.js';
import type { Dropped } from '../../read/read-result.js';
import { KSEF_RATE_SUMS, KSEF_SUM_GROUP, ksefInvoiceMargin, ksefRate } from '../ksef-places.js';

/**
 * How each rated line states its amounts: gross (P_9B / P_11A with P_12), net (P_9A / P_11), or
 * none (no quantity, price, discount nor value: a simplified invoice's line).
 */
export type LineKinds = Map<LineInput, 'gross' | 'net' | 'none'>;

/** A line's gross value as the model computes it: quantity × P_9B rounded, less P_10. */
const grossOf = (l: LineInput): Decimal =>
  lineItemAmount({ ...l, statedNetAmount: undefined }).minus(
    sum((l.allowances ?? []).map((a) => a.amount ?? new Decimal(0))),
  );

/**
 * Sets prices_include_vat when some rated line is stated gross and none net, and returns it. A
 * stated P_11A that is not quantity × P_9B − P_10 is dropped (the model computes the gross value);
 * lines stated gross among lines stated net are listed as dropped (the method is the invoice's).
 */
export function readGrossMethod(
  invoice: InvoiceInput,
  kinds: LineKinds,
  dropped: Dropped[],
): boolean {
  const gross = [...kinds].filter(([, k]) => k === 'gross').map(([l]) => l);
  if (gross.length === 0) return false;
  if ([...kinds.values()].includes('net')) {
    for (const l of gross)
      dropped.push({
        bt: 'FA(3) FaWiersz/P_11A',
        path: `/Faktura/Fa/FaWiersz[NrWierszaFa=${l.id}]`,
        reason: `line ${l.id} is stated gross (P_9B, P_11A) among lines stated net: the gross method (prices_include_vat) is the whole invoice's`,
      });
    return false;
  }
  invoice.pricesIncludeVat = true;
  for (const l of invoice.lines) {
    const stated = l.statedNetAmount;
    delete l.statedNetAmount;
    if (stated && !stated.equals(grossOf(l)))
      dropped.push({
        bt: 'FA(3) FaWiersz/P_11A',
        path: `/Faktura/Fa/FaWiersz[NrWierszaFa=${l.id}]/P_11A`,
        value: stated.toString(),
        reason: `line ${l.id}: the gross value is not quantity × P_9B − P_10 (${grossOf(l).toString()}), which the model computes`,
      });
  }
  return true;
}

/**
 * The declared per-rate sums of a gross-method invoice: each FA(3) field whose sums differ from
 * the computed ones is stated (vat_breakdown) for the one group (category, rate) that feeds it.
 * False when a differing field names no one group (two rates in one field, or none): the sums
 * are then not restated.
 */
export function readGrossSums(
  invoice: InvoiceInput,
  declaredNet: ReadonlyMap<string, Decimal>,
  declaredVat: ReadonlyMap<string, Decimal>,
  sign: number,
): boolean {
  const computed = calculate(invoice).vatBreakdown;
  const margin = ksefInvoiceMargin(invoice);
  const stated: NonNullable<InvoiceInput['statedVatBreakdown']> = [];
  for (const s of KSEF_RATE_SUMS) {
    const groups = computed.filter(
      (b) => ksefRate(b.category, b.rate, invoice.buyer.country, margin)?.sum.net === s.net,
    );
    const net = (declaredNet.get(s.net) ?? new Decimal(0)).times(sign);
    const vat = (declaredVat.get(s.net) ?? new Decimal(0)).times(sign);
    const lineNet = sum(groups.map((b) => b.taxableAmount));
    const lineVat = sum(groups.map((b) => b.taxAmount));
    if (net.equals(lineNet) && (!s.vat || vat.equals(lineVat))) continue;
    if (groups.length !== 1) return false;
    const { category, rate } = groups[0]!;
    stated.push({ category, rate, taxableAmount: net, ...(s.vat ? { taxAmount: vat } : {}) });
  }
  if (stated.length) invoice.statedVatBreakdown = stated;
  return true;
}

/**
 * A simplified invoice (UPR, art. 106e ust. 5 pkt 3: at most 450 PLN or 100 EUR gross) may state
 * of its lines neither quantity, price nor value: only the gross total (P_15), and each line's
 * rate (P_12) or the per-rate sums (P_13_x, P_14_x) instead. Its one line is then that total
 * stated gross: quantity 1 (the reader's default without P_8B) at a gross unit price of P_15,
 * read by the gross method, so that the VAT follows by ust. 8. A line without a rate takes the
 * group of the one per-rate sum the invoice states (KSEF_SUM_GROUP: the Ministry's example 15).
 * Not with two lines or more (the total names no line's share), nor a line without a rate
 * beside several sums or none.
 */
export function readSimplifiedLine(
  invoice: InvoiceInput,
  kinds: LineKinds,
  p15: Decimal,
  sign: number,
  declaredNet: ReadonlyMap<string, Decimal>,
): boolean {
  const [only, ...more] = invoice.lines;
  if (!only || more.length > 0 || kinds.get(only) !== 'none') return false;
  if (!only.taxCategory) {
    const fields = [...declaredNet.keys()];
    const group = fields.length === 1 ? KSEF_SUM_GROUP[fields[0]!] : undefined;
    if (!group) return false;
    only.taxCategory = group.category;
    only.vatRate = new Decimal(group.rate);
  }
  only.unitPrice = p15.times(sign);
  kinds.set(only, 'gross');
  return true;
}
