/**
 * FatturaPA text fields accept only Basic Latin and Latin-1 Supplement characters, with a maximum
 * length per field (String60Latin, String80Latin, String1000Latin ...). This turns any text into
 * what the XSD accepts: accents outside Latin-1 are stripped to their base letter, the euro sign
 * becomes "EUR", anything else unrepresentable becomes "?", and the result is cut to the limit.
 */
import {
  LATIN_MAX_LENGTH,
  MAX_LENGTH,
  type BoundedTerm,
  type LatinTerm,
} from '../fatturapa-places.js';

const LATIN1 = /^[\u0020-\u007e\u00a0-\u00ff]$/;
/** Letters that have no decomposition but a conventional Latin spelling. */
const SPELLED: Readonly<Record<string, string>> = {
  '€': 'EUR',
  Ł: 'L',
  ł: 'l',
  Œ: 'OE',
  œ: 'oe',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

/** Latin-1 text of at most `max` characters (whitespace normalised, as the XSD's normalizedString). */
export function latin(text: string, max: number): string {
  let out = '';
  for (const ch of text.replace(/\s+/g, ' ').trim()) {
    if (LATIN1.test(ch)) out += ch;
    else if (SPELLED[ch]) out += SPELLED[ch];
    else {
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...base].every((c) => LATIN1.test(c)) && base ? base : '?';
    }
  }
  return [...out].slice(0, max).join('').trimEnd();
}

/** Basic Latin (ASCII) text of at most `max` characters (String10Type, String20Type). */
export function ascii(text: string, max: number): string {
  return latin(text, max * 3)
    .normalize('NFKD')
    .replace(/[^\u0020-\u007e]/g, '')
    .slice(0, max)
    .trimEnd();
}

/** The text a Basic Latin place of a term holds (MAX_LENGTH): the value in ASCII, cut to the limit. */
export function asciiPlaceText(term: BoundedTerm, text: string): string {
  return ascii(text, MAX_LENGTH[term]);
}

/** The text a Latin place of a term holds (LATIN_MAX_LENGTH): the value in Latin-1, cut to the limit. */
export function latinPlaceText(term: LatinTerm, text: string): string {
  return latin(text, LATIN_MAX_LENGTH[term]);
}

/** Splits a long text into chunks of at most `max` characters (repeatable fields such as Causale). */
export function chunks(text: string, max: number): string[] {
  const t = latin(text, Number.MAX_SAFE_INTEGER);
  const out: string[] = [];
  for (let i = 0; i < t.length; i += max) out.push(t.slice(i, i + max).trim());
  return out.filter((c) => c.length > 0);
}
