/**
 * The range and precision of the numbers of a request: BT-129 quantity, BT-146 unit price and
 * BT-152 VAT rate, and the amounts calculated from them (BT-131 line net, the document totals).
 * A double on the wire can be 1e308 or 1e-300; such a number has no meaning on an invoice and
 * breaks downstream (a validation engine overflowing to Infinity, an XSD pattern of 11 integer
 * digits, a price rounded to zero in a syntax that keeps 8 decimals). Each bound below is either
 * what a syntax can hold or a limit far beyond any real invoice; one table, read by the checks and
 * quoted by the docs (README, src/validation/checks/README.md, proto comments).
 *
 * Amounts are never input: they are calculated and rounded half-up to 2 decimals (EN 16931
 * BR-DEC-23 and the other BR-DEC rules), so only their magnitude needs a bound here.
 */
import { FORMATS, usesCountryProfile, type FormatId } from '../../formats/index.js';

/** Bounds of one kind of number. */
export interface NumberBound {
  /** Every value must be strictly below this in absolute value. */
  maxAbs: number;
  /** The most decimals a value may have (as written in the request, e.g. 0.125 has 3). */
  maxDecimals: number;
  /** The rule that sets the bound, where a rule set's own (named in the refusal). */
  rule?: string;
}

/** The bounds of a request's numbers for one format. */
export interface NumberBounds {
  quantity: NumberBound;
  unitPrice: NumberBound;
  vatRate: NumberBound;
  /** Every calculated amount: a line's net (quantity × unit price) and the invoice total with VAT. */
  amount: NumberBound;
}

/**
 * Every format except FatturaPA: |x| < 10^15 (15 integer digits; a double still holds cents
 * exactly there); prices and quantities with up to 20 decimals (what the CII writer keeps; UBL
 * writes them as given); VAT rates with up to 4 (CII writes percentages with at most 4).
 */
export const DEFAULT_NUMBER_BOUNDS: NumberBounds = {
  quantity: { maxAbs: 1e15, maxDecimals: 20 },
  unitPrice: { maxAbs: 1e15, maxDecimals: 20 },
  vatRate: { maxAbs: 1e15, maxDecimals: 4 },
  amount: { maxAbs: 1e15, maxDecimals: 2 },
};

/** A rate between two currencies (BT-167, BTOM-003), in every format that carries one: as a price. */
export const EXCHANGE_RATE_BOUND: NumberBound = DEFAULT_NUMBER_BOUNDS.unitPrice;

/**
 * FatturaPA 1.2.2 XSD: Quantita [0-9]{1,12}.[0-9]{2,8}, PrezzoUnitario [0-9]{1,11}.[0-9]{2,8}
 * (Amount8DecimalType), amounts [0-9]{1,11}.[0-9]{2} (Amount2DecimalType), AliquotaIVA
 * [0-9]{1,3}.[0-9]{2} (RateType).
 */
export const FATTURAPA_NUMBER_BOUNDS: NumberBounds = {
  quantity: { maxAbs: 1e12, maxDecimals: 8 },
  unitPrice: { maxAbs: 1e11, maxDecimals: 8 },
  vatRate: { maxAbs: 1e3, maxDecimals: 2 },
  amount: { maxAbs: 1e11, maxDecimals: 2 },
};

/**
 * CIUS-PT 2.1.1's datatype rules: quantities with 3 decimals (DT-CIUS-PT-117.1), prices with 8
 * (127.1 … 129.1), rates and percentages with 2 and 3 integer digits (090.1, 092.1, 125.1,
 * 132.1), amounts with 2 and 13 integer digits.
 */
export const CIUS_PT_NUMBER_BOUNDS: NumberBounds = {
  quantity: { maxAbs: 1e13, maxDecimals: 3 },
  unitPrice: { maxAbs: 1e13, maxDecimals: 8 },
  vatRate: { maxAbs: 1e3, maxDecimals: 2 },
  amount: { maxAbs: 1e13, maxDecimals: 2 },
};

/**
 * PINT OM 1.0.1: every amount the document states, the prices (cbc:PriceAmount) and allowance
 * bases among them, in baisa: 3 decimals at most (IBR-DEC-03-OM). A price is written as given.
 */
export const PINT_OM_NUMBER_BOUNDS: NumberBounds = {
  ...DEFAULT_NUMBER_BOUNDS,
  unitPrice: { maxAbs: 1e15, maxDecimals: 3, rule: 'IBR-DEC-03-OM' },
};

/** The bounds for the format (and country profile: a national CIUS, a Peppol one) a request is generated in. */
export function numberBoundsFor(format: FormatId, countryProfile?: string): NumberBounds {
  if (countryProfile === 'cius_pt') return CIUS_PT_NUMBER_BOUNDS;
  if (countryProfile === 'pint_om') return PINT_OM_NUMBER_BOUNDS;
  return FORMATS[format].syntax === 'fatturapa' ? FATTURAPA_NUMBER_BOUNDS : DEFAULT_NUMBER_BOUNDS;
}

/** A request's bounds: its national CIUS's, its Peppol country profile's or its format's. */
export function boundsOf(ctx: {
  format: FormatId;
  ublCountryProfile?: { id: string };
  countryProfile?: { id: string };
}): NumberBounds {
  const peppol = usesCountryProfile(ctx.format) ? ctx.countryProfile?.id : undefined;
  return numberBoundsFor(ctx.format, ctx.ublCountryProfile?.id ?? peppol);
}

/** The decimals of a finite double as written in JSON (its shortest round-trip form): 0.125 → 3, 1e-7 → 7, 1e21 → 0. */
export function decimalsOf(n: number): number {
  const s = String(Math.abs(n));
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(s);
  if (!m) return 0;
  const fraction = m[2]?.length ?? 0;
  const exponent = m[3] ? Number(m[3]) : 0;
  return Math.max(0, fraction - exponent);
}

/** 1e15 as people write it: "10^15". */
export function powerOfTen(n: number): string {
  return `10^${Math.round(Math.log10(n))}`;
}
