/**
 * CSS in an SVG logo (`style` attributes and `<style>` sheets), rewritten into the small subset
 * svg-to-pdfkit reads: `property:value` declarations and rules whose selectors are a tag, a class
 * or an id. The rewrite refuses `url()` references that leave the document, drops markers (the
 * renderer draws a marker at every vertex of a path, whatever element the reference names) and
 * writes normalised text, so the renderer's own patterns see no long runs of spaces to backtrack
 * over. The `#id` references found are collected with the property naming them: they count in
 * the logo's work bound.
 */
import { LogoError } from './logo-error.js';
import { SVG_LIMITS } from './logo-limits.js';

/** Properties never passed on: markers multiply a drawing by the vertices of every path. */
const DROPPED = new Set(['marker', 'marker-start', 'marker-mid', 'marker-end']);

const PROPERTY = /^-?[a-z][a-z0-9-]*$/;
/** Selectors svg-to-pdfkit understands: an optional tag or *, then classes and ids. */
const SELECTOR = /^(?:\*|[A-Za-z_][\w-]*)?(?:[.#][A-Za-z_][\w-]*)*$/;
/** A fragment reference as svg-to-pdfkit resolves it: "#" then an id (ids are limited to these characters). */
const FRAGMENT = /#([\w.:-]+)/g;
const LOCAL = /^#[\w.:-]+$/;

/** A reference to an element of the logo: the attribute or property that makes it, and the id. */
export type Reference = [property: string, id: string];

/** A style rule that refers to elements: what it applies to and what it refers to. */
export interface SheetRule {
  /** Simple selectors: an optional tag, then classes and ids (as svg-to-pdfkit matches them). */
  selectors: Array<{ tag?: string; classes: string[]; ids: string[] }>;
  refs: Reference[];
}

/**
 * Every element id a value may make the renderer look up. svg-to-pdfkit resolves not only
 * url(#id) but any value ending in #id (clip-path="#c", fill="#shape"), so every "#" followed by
 * an id counts; "#fff" only matters if an element is called "fff".
 */
export function fragmentReferences(value: string): string[] {
  if (!value.includes('#')) return [];
  return [...value.matchAll(FRAGMENT)].map((m) => m[1]!);
}

/** Refuses a value with a url() that is not a reference to an element of the logo itself. */
export function checkUrls(value: string, where: string): void {
  const lower = value.toLowerCase();
  for (let at = lower.indexOf('url('); at >= 0; ) {
    const close = value.indexOf(')', at + 4);
    if (close < 0) throw outside(where, value.slice(at));
    let target = value.slice(at + 4, close).trim();
    const quote = target[0];
    if ((quote === '"' || quote === "'") && target.length >= 2 && target.endsWith(quote))
      target = target.slice(1, -1).trim();
    if (!LOCAL.test(target)) throw outside(where, target);
    at = lower.indexOf('url(', close + 1);
  }
}

/** The error for a reference to anything outside the logo itself. */
export function outside(where: string, target: string): LogoError {
  const shown = target.length > 80 ? `${target.slice(0, 80)}…` : target;
  return new LogoError(
    `logo_base64: the SVG refers to ${JSON.stringify(shown)} in ${where}; a logo may refer only to its own elements (#id) and embed PNG or JPEG images as data: URLs`,
    'INVALID_VALUE',
    'an SVG without external references',
  );
}

/** Declarations as `property:value;…`, with references collected into `refs`. */
export function sanitiseDeclarations(text: string, where: string, refs: Reference[]): string {
  const out: string[] = [];
  for (const part of text.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .trim()
      .replace(/[ \t\r\n]+/g, ' ');
    if (!PROPERTY.test(property) || DROPPED.has(property) || value === '' || value.includes('\\'))
      continue;
    checkUrls(value, where);
    for (const id of fragmentReferences(value)) refs.push([property, id]);
    out.push(`${property}:${value}`);
  }
  return out.join(';');
}

/** Index just past the block that opens at `open` (a "{"), counting nested blocks. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css.charCodeAt(i);
    if (c === 0x7b) depth++;
    else if (c === 0x7d && --depth === 0) return i + 1;
  }
  return css.length;
}

function parseSelector(selector: string): SheetRule['selectors'][number] {
  const parts = selector.split(/(?=[.#])/);
  const tag = parts[0] && !/^[.#*]/.test(parts[0]) ? parts[0] : undefined;
  return {
    ...(tag ? { tag } : {}),
    classes: parts.filter((p) => p.startsWith('.')).map((p) => p.slice(1)),
    ids: parts.filter((p) => p.startsWith('#')).map((p) => p.slice(1)),
  };
}

/**
 * A `<style>` sheet as one simple rule per line; at-rules and selectors the renderer cannot use
 * are dropped. Rules that refer to elements are added to `referring`.
 */
export function sanitiseStyleSheet(text: string, referring: SheetRule[]): string {
  // Comments out first (linear: each is found once).
  let css = '';
  for (let i = 0; i < text.length; ) {
    const start = text.indexOf('/*', i);
    if (start < 0) {
      css += text.slice(i);
      break;
    }
    css += text.slice(i, start);
    const end = text.indexOf('*/', start + 2);
    i = end < 0 ? text.length : end + 2;
  }
  const rules: string[] = [];
  let open = -1;
  let i = 0;
  while (i < css.length) {
    // The next "{" is found once and kept until passed (at-statements may come before it).
    if (open < i) {
      const found = css.indexOf('{', i);
      open = found < 0 ? css.length : found;
    }
    const head = css.slice(i, open);
    if (head.trimStart().startsWith('@')) {
      const semicolon = head.indexOf(';');
      if (semicolon >= 0) {
        i += semicolon + 1; // @import, @charset, @namespace: never followed
        continue;
      }
    }
    if (open >= css.length) break;
    const end = blockEnd(css, open);
    const body = css.slice(open + 1, end - 1);
    const prelude = head.trim();
    i = end;
    if (prelude.startsWith('@') || body.includes('{')) continue; // @media, @font-face, nesting
    const selectors = prelude
      .split(',')
      .map((s) => s.trim())
      .filter((s) => SELECTOR.test(s));
    if (selectors.length === 0) continue;
    const refs: Reference[] = [];
    const declarations = sanitiseDeclarations(body, 'a <style> sheet', refs);
    if (!declarations) continue;
    if (refs.length > 0) referring.push({ selectors: selectors.map(parseSelector), refs });
    if (rules.length >= SVG_LIMITS.maxCssRules) {
      throw new LogoError(
        `logo_base64: the SVG's style sheets have more than ${SVG_LIMITS.maxCssRules} rules`,
        'OUT_OF_RANGE',
        `an SVG with at most ${SVG_LIMITS.maxCssRules} style rules`,
      );
    }
    rules.push(`${selectors.join(',')}{${declarations}}`);
  }
  return rules.join('\n');
}
