/**
 * Numbers, money, rates and dates per locale, with fixed patterns rather than Intl, so the
 * output does not change with the ICU version of the Node binary (golden files stay stable).
 * Values arrive as exact decimals and are rounded half-up only for display.
 */
import { Decimal } from '../../domain/decimal.js';
import type { LocaleCode } from '../render-options.js';

interface NumberStyle {
  group: string;
  decimal: string;
  /** Space between a number and a following % or currency sign ('' for none). */
  unitSpace: string;
  /** Currency sign before the number (en) or after it (the others). */
  currencyFirst: boolean;
  date: (y: string, m: string, d: string) => string;
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const STYLES: Record<LocaleCode, NumberStyle> = {
  en: {
    group: ',',
    decimal: '.',
    unitSpace: '',
    currencyFirst: true,
    date: (y, m, d) => `${Number(d)} ${EN_MONTHS[Number(m) - 1]} ${y}`,
  },
  de: {
    group: '.',
    decimal: ',',
    unitSpace: NBSP,
    currencyFirst: false,
    date: (y, m, d) => `${d}.${m}.${y}`,
  },
  fr: {
    group: NNBSP,
    decimal: ',',
    unitSpace: NBSP,
    currencyFirst: false,
    date: (y, m, d) => `${d}/${m}/${y}`,
  },
  es: {
    group: '.',
    decimal: ',',
    unitSpace: NBSP,
    currencyFirst: false,
    date: (y, m, d) => `${d}/${m}/${y}`,
  },
  it: {
    group: '.',
    decimal: ',',
    unitSpace: '',
    currencyFirst: false,
    date: (y, m, d) => `${d}/${m}/${y}`,
  },
};

/** Currency signs for the common BT-5 codes; other codes print as the ISO code. */
const SYMBOLS: Record<string, string> = {
  EUR: '€',
  USD: '$',
  GBP: '£',
  JPY: '¥',
  INR: '₹',
  PLN: 'zł',
  SEK: 'kr',
  DKK: 'kr',
  NOK: 'kr',
};

/** Formats decimals, amounts and dates for one locale and currency. */
export interface Formatter {
  /** A number with between minDp and maxDp decimals (trailing zeros trimmed to minDp). */
  number(value: Decimal, minDp: number, maxDp: number): string;
  /** An amount with 2 decimals, without currency sign (table cells). */
  amount(value: Decimal): string;
  /** An amount with 2 decimals and the currency sign (totals). */
  money(value: Decimal): string;
  /** BT-129 quantity: up to 4 decimals. */
  quantity(value: Decimal): string;
  /** BT-146 unit price: 2 to 4 decimals. */
  price(value: Decimal): string;
  /** BT-152 / BT-119 rate in percent. */
  rate(value: Decimal): string;
  /** An ISO date YYYY-MM-DD in the locale's pattern. */
  date(iso: string): string;
}

function groupDigits(digits: string, group: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += group;
    out += digits[i];
  }
  return out;
}

/** Builds the formatter of a locale for the invoice currency (BT-5). */
export function formatterFor(locale: LocaleCode, currency: string): Formatter {
  const s = STYLES[locale];
  const number = (value: Decimal, minDp: number, maxDp: number): string => {
    let fixed = value.toFixed(maxDp, Decimal.ROUND_HALF_UP);
    const negative = fixed.startsWith('-');
    if (negative) fixed = fixed.slice(1);
    let [int, frac = ''] = fixed.split('.');
    while (frac.length > minDp && frac.endsWith('0')) frac = frac.slice(0, -1);
    const body = groupDigits(int, s.group) + (frac ? s.decimal + frac : '');
    return negative && /[1-9]/.test(fixed) ? `−${body}` : body;
  };
  const symbol = SYMBOLS[currency] ?? currency;
  const amount = (value: Decimal): string => number(value, 2, 2);
  return {
    number,
    amount,
    money(value) {
      const text = amount(value);
      if (s.currencyFirst) {
        const sep = symbol.length > 1 ? NBSP : '';
        return text.startsWith('−') ? `−${symbol}${sep}${text.slice(1)}` : `${symbol}${sep}${text}`;
      }
      return `${text}${NBSP}${symbol}`;
    },
    quantity: (value) => number(value, 0, 4),
    price: (value) => number(value, 2, 4),
    rate: (value) => `${number(value, 0, 2)}${s.unitSpace}%`,
    date(iso) {
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
      return m ? s.date(m[1], m[2], m[3]) : iso;
    },
  };
}

/** BT-84 IBAN in groups of four for reading (the XML keeps it without spaces). */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, `$1 `);
}
