/**
 * A decimal of FA(3)'s amount, price and quantity types (TKwotowy, TKwotowy2, TIlosci,
 * TProcentowy) as the KSeF readers take it; anything else (a hostile or broken document) is no
 * value.
 */
import { Decimal } from '../../../domain/decimal.js';

export const ksefDecimal = (s: string | undefined): Decimal | undefined =>
  s !== undefined && /^-?\d{1,22}(\.\d{1,8})?$/.test(s) ? new Decimal(s) : undefined;
