/**
 * How much drawing an SVG logo asks for once every reference is expanded, computed before
 * anything is drawn. svg-to-pdfkit draws a `<use>` target, a gradient, pattern, clip path or mask
 * again for each reference, so 3 KB of nested `<use>` (7 levels of 6) became 280,000 shapes, a
 * minute of blocked event loop and an out-of-memory crash. The model follows the renderer: an
 * element costs its own weight, its children's and each referenced target's work; a shape or text
 * also pays for the paint servers of its fill and stroke, which it may inherit from a group or a
 * `<use>` around it (one gradient on a group is drawn once per shape inside). What sits in `<defs>`,
 * a symbol, gradient, pattern, clip path or mask costs only where it is referenced. Each element's
 * work is computed once per inherited paint, and the pass stops as soon as the bound is passed. A
 * reference cycle (which the renderer would cut at a different place on every path) is refused.
 */
import { LogoError } from './logo-error.js';
import { SVG_LIMITS } from './logo-limits.js';
import type { SheetRule, Reference } from './svg-css.js';
import type { SanitisedSvg, SvgElement } from './svg-sanitise.js';

/** The work and render depth of an SVG logo. */
export interface SvgWork {
  /** Work units with every reference expanded (see SVG_LIMITS.maxWork). */
  work: number;
  /** Deepest nesting once references are followed. */
  depth: number;
}

/** Text elements: laying out glyphs costs the renderer about three shapes. */
const TEXT = new Set(['text', 'tspan', 'textPath']);
/** Elements the renderer fills and strokes. */
const PAINTED = new Set([
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
]);
/** Containers the renderer never draws where they stand: their content is drawn when referenced. */
const REFERENCED_ONLY = new Set([
  'defs',
  'symbol',
  'linearGradient',
  'radialGradient',
  'pattern',
  'clipPath',
  'mask',
  'style',
]);
/** Paint properties inherited by descendants (and by the content of a `<use>`). */
const PAINT = new Set(['fill', 'stroke']);

/** The paint servers an element draws with, if it inherits them. */
interface Paint {
  fill?: SvgElement;
  stroke?: SvgElement;
}
const NO_PAINT: Paint = {};

function tooMuch(): LogoError {
  return new LogoError(
    `logo_base64: the SVG would draw too much: more than ${SVG_LIMITS.maxWork} work units once its <use> and other references are expanded (about one per shape drawn); send a simpler SVG or a PNG`,
    'OUT_OF_RANGE',
    `an SVG of at most ${SVG_LIMITS.maxWork} shapes once references are expanded`,
  );
}

/** The style rules that apply to an element, matched as svg-to-pdfkit matches them. */
function sheetReferences(sheet: SheetRule[], el: SvgElement): Reference[] {
  const refs: Reference[] = [];
  for (const rule of sheet) {
    const applies = rule.selectors.some(
      (s) =>
        (!s.tag || s.tag === el.name) &&
        s.ids.every((id) => id === el.id) &&
        s.classes.every((c) => el.classes.includes(c)),
    );
    if (applies) refs.push(...rule.refs);
  }
  return refs;
}

/** Computes the expanded work of a logo; throws LogoError beyond the bounds or on a cycle. */
export function svgWork(svg: SanitisedSvg): SvgWork {
  // Keyed by element, and by the inherited paint when there is any (most elements inherit none).
  const done = new Map<number | string, SvgWork>();
  const active = new Set<SvgElement>();
  // Each reference makes the renderer search the tree, in document order, until it finds the id.
  const lookup = (target: SvgElement) => 1 + Math.floor(target.index / 256);
  const referencesOf = new Map<SvgElement, Reference[]>();
  const references = (el: SvgElement): Reference[] => {
    if (svg.sheet.length === 0) return el.refs;
    let refs = referencesOf.get(el);
    if (!refs) referencesOf.set(el, (refs = [...el.refs, ...sheetReferences(svg.sheet, el)]));
    return refs;
  };

  const visit = (el: SvgElement, inherited: Paint, level: number, referenced = true): SvgWork => {
    if (!referenced && REFERENCED_ONLY.has(el.name)) return { work: 1, depth: 1 };
    const key =
      inherited.fill || inherited.stroke
        ? `${el.index}:${inherited.fill?.index ?? ''}:${inherited.stroke?.index ?? ''}`
        : el.index;
    const known = done.get(key);
    if (known) return known;
    if (level > SVG_LIMITS.maxRenderDepth) {
      throw new LogoError(
        `logo_base64: the SVG nests deeper than ${SVG_LIMITS.maxRenderDepth} levels once its references are followed`,
        'OUT_OF_RANGE',
        `an SVG nested at most ${SVG_LIMITS.maxRenderDepth} levels deep`,
      );
    }
    if (active.has(el))
      throw new LogoError(
        'logo_base64: the SVG refers to itself (a reference cycle)',
        'INVALID_VALUE',
        'an SVG without reference cycles',
      );
    active.add(el);
    let work =
      (TEXT.has(el.name) ? 3 : 1) + Math.floor(el.attrChars / 128) + Math.floor(el.textChars / 8);
    let depth = 0;
    const add = (sub: SvgWork, extra: number) => {
      work += sub.work + extra;
      depth = Math.max(depth, sub.depth);
      if (work > SVG_LIMITS.maxWork) throw tooMuch();
    };

    const refs = references(el);
    // Its own fill and stroke: of several candidates (attribute, style, rules) the costliest counts.
    const paint: Paint = { ...inherited };
    const own: Paint = {};
    for (const [property, id] of refs) {
      const target = svg.ids.get(id);
      if (!target || !PAINT.has(property)) continue;
      const which = property as keyof Paint;
      const current = own[which];
      if (
        !current ||
        visit(target, NO_PAINT, level + 1).work > visit(current, NO_PAINT, level + 1).work
      )
        own[which] = target;
    }
    Object.assign(paint, own);

    if (PAINTED.has(el.name)) {
      for (const server of [paint.fill, paint.stroke])
        if (server) add(visit(server, NO_PAINT, level + 1), lookup(server));
    }
    for (const [property, id] of refs) {
      const target = svg.ids.get(id);
      if (!target || PAINT.has(property)) continue;
      // The content of a <use> inherits from it; paint servers, clip paths and masks start afresh.
      add(visit(target, el.name === 'use' ? paint : NO_PAINT, level + 1), lookup(target));
    }
    for (const child of el.children)
      if (typeof child !== 'string') add(visit(child, paint, level + 1, false), 0);

    active.delete(el);
    const result = { work, depth: depth + 1 };
    done.set(key, result);
    return result;
  };
  return visit(svg.root, NO_PAINT, 1);
}
