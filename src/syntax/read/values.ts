/**
 * Typed access to the values the binding engine read (keyed by the term map's keys), shared by
 * the readers of every syntax, and the lexical forms back to the domain's: CII format-102 dates
 * to YYYY-MM-DD (UBL dates pass as written), decimals exactly.
 */
import { Decimal } from '../../domain/decimal.js';
import type { Identifier } from '../../domain/model.js';
import type { ValueKey, Values } from '../binding/binding.js';

/** A leaf's text, undefined when absent. */
export const str = (v: Values | undefined, key: ValueKey): string | undefined => {
  const x = v?.[key];
  return typeof x === 'string' ? x : undefined;
};

/** A child group's values. */
export const obj = (v: Values | undefined, key: ValueKey): Values | undefined => {
  const x = v?.[key];
  return x && typeof x === 'object' && !Array.isArray(x) ? x : undefined;
};

/** A repeating group's values (empty when absent). */
export const list = (v: Values | undefined, key: ValueKey): Values[] => {
  const x = v?.[key];
  return Array.isArray(x) ? x : [];
};

/** An exact decimal, undefined when absent or not a number. */
export function dec(v: Values | undefined, key: ValueKey): Decimal | undefined {
  const t = str(v, key)?.trim();
  return t !== undefined && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(t) ? new Decimal(t) : undefined;
}

/** udt:DateTimeString format 102 (YYYYMMDD) → YYYY-MM-DD; other forms as written. */
export function date(v: Values | undefined, key: ValueKey): string | undefined {
  const t = str(v, key);
  return t && /^\d{8}$/.test(t) ? `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}` : t;
}

/** An identifier with its scheme (an attribute key of the same values). */
export function identifier(
  v: Values | undefined,
  key: ValueKey,
  schemeKey: ValueKey,
): Identifier | undefined {
  const id = str(v, key);
  if (!id) return undefined;
  const scheme = str(v, schemeKey);
  return scheme ? { id, scheme } : { id };
}

/** Drops undefined members (and empty arrays/objects), so readers return only what the document says. */
export function defined<T extends object>(o: T): T {
  for (const [k, x] of Object.entries(o)) {
    if (x === undefined || (Array.isArray(x) && x.length === 0))
      delete (o as Record<string, unknown>)[k];
  }
  return o;
}
