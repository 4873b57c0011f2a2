/**
 * PrezzoUnitario and ScontoMaggiorazione of a DettaglioLinee such that SDI's check of PrezzoTotale
 * holds (error 00423: PrezzoUnitario, lowered by each SC and raised by each MG step, times
 * Quantita gives PrezzoTotale within one cent). FatturaPA has no line allowance or charge (BG-27,
 * BG-28), no gross price per another base quantity and no base quantity (BT-149): each is stated
 * in the price, so that the line's amounts add up as the EN 16931 line does:
 * - a gross price (BT-148) per unit is PrezzoUnitario with its discount (BT-147) as an SC step;
 * - a price per base quantity is written per unit (BT-146 ÷ BT-149);
 * - each line allowance is an SC step and each line charge an MG step of its amount per unit.
 * Quantita is unsigned: a negative quantity (a return) is written as its absolute value with the
 * price negated. A line whose stated net amount (BT-131) the steps do not give is written at its
 * net price per unit (BT-131 ÷ Quantita), with no steps.
 */
import { Decimal } from '../../../domain/decimal.js';
import type { CalculatedLine } from '../../../domain/model.js';

/** One ScontoMaggiorazione: SC lowers, MG raises the unit price by Importo. */
export interface PriceStep {
  tipo: 'SC' | 'MG';
  importo: Decimal;
}

/** What a DettaglioLinee states of its price. */
export interface LinePricing {
  /** Quantita (BT-129 without its sign). */
  quantity: Decimal;
  /** PrezzoUnitario. */
  price: Decimal;
  steps: PriceStep[];
}

/** Importo and PrezzoUnitario are Amount8DecimalType: at most 8 decimals. */
const DECIMALS = 8;
/** SDI's tolerance on PrezzoTotale. */
const CENT = new Decimal('0.01');

/**
 * BT-148 and BT-147 where FatturaPA can state them: a gross price on a line of positive quantity
 * with the price per unit (no BT-149) and above the net price, the discount being gross − net
 * (BT-147 as given must agree; the domain checks that). Elsewhere the net price alone is written
 * (the carriage check warns).
 */
export function priceDiscountOf(
  l: CalculatedLine,
): { price: Decimal; discount: Decimal } | undefined {
  if (!l.grossPrice || l.quantity.isNegative() || l.quantity.isZero()) return undefined;
  if (l.baseQuantity && !l.baseQuantity.eq(1)) return undefined;
  const discount = l.grossPrice.minus(l.unitPrice);
  return discount.greaterThan(0) ? { price: l.grossPrice, discount } : undefined;
}

/** The price after its steps (what SDI multiplies by Quantita). */
export function steppedPrice(price: Decimal, steps: readonly PriceStep[]): Decimal {
  return steps.reduce((p, s) => (s.tipo === 'SC' ? p.minus(s.importo) : p.plus(s.importo)), price);
}

/** Whether (price after steps) × quantity gives the net amount within SDI's cent. */
function addsUp(p: LinePricing, netAmount: Decimal): boolean {
  const total = steppedPrice(p.price, p.steps).times(p.quantity);
  return total.minus(netAmount).abs().lte(CENT);
}

/** The DettaglioLinee price of a line (see the file comment). */
export function linePricing(l: CalculatedLine): LinePricing {
  const quantity = l.quantity.abs();
  const sign = l.quantity.isNegative() ? -1 : 1;
  const gross = priceDiscountOf(l);
  const perBase =
    l.baseQuantity && !l.baseQuantity.isZero() && !l.baseQuantity.eq(1)
      ? l.unitPrice.div(l.baseQuantity).toDecimalPlaces(DECIMALS)
      : l.unitPrice;
  const perUnit = (amount: Decimal) => amount.div(quantity).toDecimalPlaces(DECIMALS);
  const steps: PriceStep[] = quantity.isZero()
    ? []
    : [
        ...(gross ? [{ tipo: 'SC' as const, importo: gross.discount }] : []),
        ...l.allowances.map((a) => ({ tipo: 'SC' as const, importo: perUnit(a.amount) })),
        ...l.charges.map((c) => ({ tipo: 'MG' as const, importo: perUnit(c.amount) })),
      ].filter((s) => !s.importo.isZero());
  const stated: LinePricing = {
    quantity,
    price: gross ? gross.price : perBase.times(sign),
    steps,
  };
  if (quantity.isZero() || addsUp(stated, l.netAmount)) return stated;
  const net: LinePricing = { quantity, price: perUnit(l.netAmount), steps: [] };
  return addsUp(net, l.netAmount) ? net : stated;
}
