/**
 * An SVG logo read with the bounded XML parser (src/xml/safe-parse.ts: no DTD, no entities,
 * size, depth and element count capped) and rebuilt from an allow-list: the elements
 * svg-to-pdfkit draws, their plain attributes, and references only to the logo's own elements.
 * An `href` or `url()` that leaves the document is refused (svg-to-pdfkit hands an image href to
 * pdfkit, which opens it as a file: `/etc/passwd`, a FIFO); images must be inline PNG or JPEG
 * data: URLs within the raster bounds. Scripts, foreignObject, markers, metadata and foreign
 * namespaces are dropped, links become groups (a link annotation would break PDF/A). What is
 * kept is the tree the renderer sees, written out again by svg-serialise.ts.
 */
import type { Element, Node } from '@xmldom/xmldom';
import { parseXmlSafely, UnsafeXmlError } from '../../xml/safe-parse.js';
import { LogoError } from './logo-error.js';
import { RASTER_LIMITS, SVG_LIMITS } from './logo-limits.js';
import { readRaster, type RasterImage } from './raster-image.js';
import {
  checkUrls,
  fragmentReferences,
  outside,
  sanitiseDeclarations,
  sanitiseStyleSheet,
  type Reference,
  type SheetRule,
} from './svg-css.js';

/** One kept element. */
export interface SvgElement {
  /** Its SVG name (a link is written as a group). */
  name: string;
  attrs: Array<[name: string, value: string]>;
  children: SvgNode[];
  /** Its position in document order (0 for the root). */
  index: number;
  /** Its id and classes, as the renderer matches style rules against them. */
  id?: string;
  classes: string[];
  /** The ids it makes the renderer look up (href="#id", url(#id), a value ending in #id), by property. */
  refs: Reference[];
  /** The raster an `<image>` draws. */
  image?: RasterImage;
  /** Characters of its attribute values (path data, point lists) and of its own text. */
  attrChars: number;
  textChars: number;
}

/** A kept node: an element or text (inside text elements and style sheets only). */
export type SvgNode = SvgElement | string;

/** A logo as the renderer will see it. */
export interface SanitisedSvg {
  root: SvgElement;
  /** Elements by id, the first in document order winning (as the renderer looks them up). */
  ids: Map<string, SvgElement>;
  /** The style rules that refer to elements (the others cost nothing extra). */
  sheet: SheetRule[];
  elements: number;
  /** Height / width from the viewBox, else from width and height. */
  aspect: number;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** What svg-to-pdfkit draws or needs for drawing; everything else is dropped with its content. */
const KEPT = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'a',
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
  'image',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'style',
]);
/** Elements whose text is content. */
const TEXT_HOLDERS = new Set(['text', 'tspan', 'textPath']);
/** Attributes never passed on (markers: see svg-css.ts). */
const DROPPED_ATTRIBUTES = new Set(['marker', 'marker-start', 'marker-mid', 'marker-end']);
const ATTRIBUTE_NAME = /^[A-Za-z_][\w.-]*$/;
/** Ids the renderer can look up exactly (see fragmentReferences). */
const ID = /^[\w.:-]+$/;
const LOCAL = /^#[\w.:-]+$/;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg);base64,/i;
/**
 * The SVG 1.0/1.1 document type declaration many editors still write: without an internal subset
 * it declares nothing and nothing is fetched, so it is removed rather than refused. Any other
 * DOCTYPE (an internal subset, entities) is refused by the parser.
 */
const SVG_DOCTYPE = /<!DOCTYPE\s+svg\s+(?:PUBLIC\s+"[^"<>[\]]*"\s+|SYSTEM\s+)"[^"<>[\]]*"\s*>/i;

interface State {
  ids: Map<string, SvgElement>;
  sheet: SheetRule[];
  images: Map<string, RasterImage>;
  elements: number;
  cssRules: number;
}

function embeddedImage(href: string, state: State): RasterImage {
  const url = href.replace(/[ \t\r\n]+/g, '');
  if (!DATA_IMAGE.test(url)) throw outside('<image href>', href.trim());
  const known = state.images.get(url);
  if (known) return known;
  if (state.images.size >= RASTER_LIMITS.maxImagesInSvg) {
    throw new LogoError(
      `logo_base64: the SVG embeds more than ${RASTER_LIMITS.maxImagesInSvg} images`,
      'OUT_OF_RANGE',
      `an SVG with at most ${RASTER_LIMITS.maxImagesInSvg} images`,
    );
  }
  const image = readRaster(
    Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'),
    'logo_base64: an image in the SVG',
  );
  state.images.set(url, image);
  return image;
}

function attributes(el: Element, out: SvgElement, state: State): void {
  const link = el.localName === 'a';
  for (let i = 0; i < el.attributes.length; i++) {
    const attr = el.attributes.item(i)!;
    const ns = attr.namespaceURI;
    const value = attr.value;
    let name: string;
    if (!ns) {
      name = attr.localName ?? attr.name;
      const lower = name.toLowerCase();
      // Event handlers, markers, and names the renderer's own parser could not read.
      if (!ATTRIBUTE_NAME.test(name) || lower.startsWith('on') || DROPPED_ATTRIBUTES.has(lower))
        continue;
    } else if (ns === XLINK_NS && attr.localName === 'href') name = 'xlink:href';
    else if (ns === XML_NS && attr.localName === 'space') name = 'xml:space';
    else continue; // namespace declarations and editor attributes (inkscape:, sodipodi:)
    if (name === 'href' || name === 'xlink:href') {
      if (link) continue; // the link itself is dropped: only its drawing stays
      if (out.name === 'image') {
        out.image = embeddedImage(value, state);
        continue;
      }
      const target = value.trim();
      if (!LOCAL.test(target)) throw outside(`<${out.name} ${name}>`, target);
      out.refs.push(['href', target.slice(1)]);
      out.attrs.push([name, target]);
      out.attrChars += target.length;
      continue;
    }
    if (name === 'id') {
      if (!ID.test(value)) continue;
      if (!state.ids.has(value)) state.ids.set(value, out);
      out.id = value;
    } else if (name === 'class') {
      out.classes = value.split(' ');
    } else if (name === 'style') {
      const css = sanitiseDeclarations(value, `the style of <${out.name}>`, out.refs);
      if (css) {
        out.attrs.push(['style', css]);
        out.attrChars += css.length;
      }
      continue;
    } else {
      checkUrls(value, `<${out.name} ${name}>`);
      for (const id of fragmentReferences(value)) out.refs.push([name, id]);
    }
    out.attrs.push([name, value]);
    out.attrChars += value.length;
  }
}

function isSvg(el: Element): boolean {
  return !el.namespaceURI || el.namespaceURI === SVG_NS;
}

function element(el: Element, state: State): SvgElement | undefined {
  if (!isSvg(el) || !KEPT.has(el.localName ?? '')) return undefined;
  const out: SvgElement = {
    name: el.localName === 'a' ? 'g' : el.localName!,
    attrs: [],
    children: [],
    index: state.elements++,
    classes: [],
    refs: [],
    attrChars: 0,
    textChars: 0,
  };
  attributes(el, out, state);
  if (out.name === 'style') {
    let css = '';
    for (let c: Node | null = el.firstChild; c; c = c.nextSibling)
      if (c.nodeType === 3 || c.nodeType === 4) css += c.nodeValue ?? '';
    const sheet = sanitiseStyleSheet(css, state.sheet);
    state.cssRules += sheet ? sheet.split('\n').length : 0;
    if (state.cssRules > SVG_LIMITS.maxCssRules) {
      throw new LogoError(
        `logo_base64: the SVG's style sheets have more than ${SVG_LIMITS.maxCssRules} rules`,
        'OUT_OF_RANGE',
        `an SVG with at most ${SVG_LIMITS.maxCssRules} style rules`,
      );
    }
    if (sheet) out.children.push(sheet);
    return out;
  }
  const keepsText = TEXT_HOLDERS.has(out.name);
  for (let c: Node | null = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 1) {
      const child = element(c as Element, state);
      if (child) out.children.push(child);
    } else if (keepsText && (c.nodeType === 3 || c.nodeType === 4)) {
      const text = c.nodeValue ?? '';
      out.children.push(text);
      out.textChars += text.length;
    }
  }
  return out;
}

function aspectOf(root: SvgElement): number {
  const attr = (name: string) => root.attrs.find(([n]) => n === name)?.[1];
  const box = (attr('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length === 4 && box[2]! > 0 && box[3]! > 0) return box[3]! / box[2]!;
  const width = parseFloat(attr('width') ?? '');
  const height = parseFloat(attr('height') ?? '');
  // Without a usable size the renderer fits the drawing into a 5:2 box, as before.
  return width > 0 && height > 0 ? height / width : 0.4;
}

/** Parses and rebuilds an SVG logo; throws LogoError on anything beyond the bounds or outside it. */
export function sanitiseSvg(text: string): SanitisedSvg {
  let doc;
  try {
    doc = parseXmlSafely(text.replace(SVG_DOCTYPE, ''), {
      maxBytes: SVG_LIMITS.maxBytes,
      maxDepth: SVG_LIMITS.maxDepth,
      maxElements: SVG_LIMITS.maxElements,
    });
  } catch (error) {
    if (!(error instanceof UnsafeXmlError)) throw error;
    const bound =
      error.reason === 'XML_TOO_DEEP' ||
      error.reason === 'XML_TOO_LARGE' ||
      error.reason === 'XML_TOO_MANY_ELEMENTS';
    throw new LogoError(
      `logo_base64: the SVG is refused: ${error.message}`,
      bound ? 'OUT_OF_RANGE' : 'INVALID_FORMAT',
      bound
        ? `an SVG of at most ${SVG_LIMITS.maxElements} elements nested at most ${SVG_LIMITS.maxDepth} deep`
        : undefined,
      { cause: error },
    );
  }
  const top = doc.documentElement!;
  if (top.localName !== 'svg' || !isSvg(top))
    throw new LogoError('logo_base64 is not a PNG, JPEG or SVG image');
  const state: State = { ids: new Map(), sheet: [], images: new Map(), elements: 0, cssRules: 0 };
  const root = element(top, state)!;
  return {
    root,
    ids: state.ids,
    sheet: state.sheet,
    elements: state.elements,
    aspect: aspectOf(root),
  };
}
