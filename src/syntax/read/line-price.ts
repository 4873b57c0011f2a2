/**
 * The public model computes a line's net amount as BT-131 = round2(BT-129 × BT-146) and has
 * no price base quantity (BT-149) or line allowances/charges (BG-27/28). A foreign document may
 * use both, so the unit price we return is chosen to regenerate the document's BT-131 where an
 * exact price exists; when none does, the caller reports the difference instead of hiding it.
 */
import { Decimal } from '../../domain/decimal.js';

/** Half-up rounding to 2 decimals (amounts). */
export function round2(d: Decimal): Decimal {
  return d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Parses an XML decimal string exactly; undefined when absent or not a number. */
export function decimalOf(text: string | undefined): Decimal | undefined {
  if (text === undefined) return undefined;
  const t = text.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return undefined;
  return new Decimal(t);
}

/** Inputs of the price derivation, as the document states them. */
export interface PriceFacts {
  /** BT-129 invoiced quantity. */
  quantity: Decimal;
  /** BT-146 item net price. */
  netPrice?: Decimal;
  /** BT-149 item price base quantity (1 when absent). */
  baseQuantity?: Decimal;
  /** BT-131 line net amount as declared. */
  lineNet?: Decimal;
}

/** The unit price to return and whether it regenerates the declared BT-131. */
export interface DerivedPrice {
  unitPrice: Decimal;
  /** BT-129, negated when the price's sign was moved to it. */
  quantity: Decimal;
  /** True when round2(quantity × unitPrice) equals the declared BT-131 (or none was declared). */
  reproduces: boolean;
  /** True when unitPrice differs from BT-146 as written. */
  adjusted: boolean;
}

const MAX_PRICE_DECIMALS = 8;

function fitsDecimals(d: Decimal, places: number): boolean {
  return d.decimalPlaces() <= places;
}

/**
 * Chooses BT-146 ÷ BT-149 when it regenerates BT-131, else BT-131 ÷ BT-129 when exact. A
 * negative price (the public model wants positive prices) moves its sign to the quantity.
 */
export function derivePrice(f: PriceFacts): DerivedPrice {
  // A line amount with more than 2 decimals (PINT allows them) is matched at 2 decimals, and
  // reported as not reproduced, since the public model rounds line amounts to 2 decimals.
  const exact = !f.lineNet || f.lineNet.decimalPlaces() <= 2;
  const chosen = choosePrice(exact ? f : { ...f, lineNet: round2(f.lineNet!) });
  const d = exact ? chosen : { ...chosen, reproduces: false };
  if (d.unitPrice.isNegative())
    return { ...d, unitPrice: d.unitPrice.negated(), quantity: d.quantity.negated() };
  return d;
}

function choosePrice(f: PriceFacts): DerivedPrice {
  const base = f.baseQuantity && !f.baseQuantity.isZero() ? f.baseQuantity : new Decimal(1);
  const reproduces = (p: Decimal) => !f.lineNet || round2(f.quantity.times(p)).equals(f.lineNet);
  const stated = f.netPrice ? f.netPrice.dividedBy(base) : undefined;
  if (stated && fitsDecimals(stated, MAX_PRICE_DECIMALS) && reproduces(stated)) {
    return { quantity: f.quantity, unitPrice: stated, reproduces: true, adjusted: !base.equals(1) };
  }
  if (f.lineNet && !f.quantity.isZero()) {
    const fromNet = f.lineNet.dividedBy(f.quantity);
    if (fitsDecimals(fromNet, MAX_PRICE_DECIMALS) && reproduces(fromNet)) {
      return {
        quantity: f.quantity,
        unitPrice: fromNet,
        reproduces: true,
        adjusted: !stated || !fromNet.equals(stated),
      };
    }
    const rounded = fromNet.toDecimalPlaces(MAX_PRICE_DECIMALS, Decimal.ROUND_HALF_UP);
    if (reproduces(rounded))
      return { quantity: f.quantity, unitPrice: rounded, reproduces: true, adjusted: true };
  }
  if (stated) {
    const rounded = stated.toDecimalPlaces(MAX_PRICE_DECIMALS, Decimal.ROUND_HALF_UP);
    return {
      quantity: f.quantity,
      unitPrice: rounded,
      reproduces: reproduces(rounded),
      adjusted: !rounded.equals(f.netPrice!),
    };
  }
  return {
    quantity: f.quantity,
    unitPrice: new Decimal(0),
    reproduces: reproduces(new Decimal(0)),
    adjusted: true,
  };
}
