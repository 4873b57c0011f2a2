/**
 * The look of each template as data: page margins, type sizes, table rules and fills, and the
 * colours derived from the caller's accent colour. The layout code reads these values and
 * never branches on a template name, except for the header, which differs by design.
 */
import type { FontFamily } from './fonts.js';
import type { TemplateName } from './render-options.js';

/** Visual parameters of one template. */
export interface TemplateStyle {
  name: TemplateName;
  family: FontFamily;
  margin: { top: number; side: number; bottom: number };
  /** Body text size in points. */
  body: number;
  /** Small print (labels, footer). */
  small: number;
  /** Document title size. */
  title: number;
  /** Vertical padding inside a table row. */
  rowPadding: number;
  /** Table look: hairlines between rows, a full grid, or zebra stripes. */
  table: 'rules' | 'grid' | 'zebra';
  /** Table header: plain text over an accent rule, or filled with the accent / a tint. */
  tableHeader: 'plain' | 'accent' | 'tint';
  /** Gap between blocks. */
  gap: number;
}

const MM = 72 / 25.4;

/** Converts millimetres to PDF points. */
export function mm(value: number): number {
  return value * MM;
}

export const STYLES: Record<TemplateName, TemplateStyle> = {
  minimal: {
    name: 'minimal',
    family: 'sans',
    margin: { top: mm(18), side: mm(20), bottom: mm(14) },
    body: 8.8,
    small: 7.3,
    title: 24,
    rowPadding: 4.6,
    table: 'rules',
    tableHeader: 'plain',
    gap: 26,
  },
  classic: {
    name: 'classic',
    family: 'sans',
    margin: { top: mm(16), side: mm(18), bottom: mm(14) },
    body: 8.6,
    small: 7.1,
    title: 20,
    rowPadding: 4,
    table: 'grid',
    tableHeader: 'accent',
    gap: 17,
  },
  compact: {
    name: 'compact',
    family: 'condensed',
    margin: { top: mm(12), side: mm(14), bottom: mm(11) },
    body: 7.8,
    small: 6.6,
    title: 15,
    rowPadding: 3.2,
    table: 'zebra',
    tableHeader: 'tint',
    gap: 13,
  },
};

/** Colours of a rendered invoice. */
export interface Palette {
  text: string;
  muted: string;
  rule: string;
  accent: string;
  /** The accent mixed with white: fills behind text. */
  tint: string;
  /** Faint fill for zebra rows. */
  stripe: string;
  /** Text colour that reads on the accent. */
  onAccent: string;
}

export const DEFAULT_ACCENT = '#8b5cf6';

function parseHex(hex: string): [number, number, number] | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function mix(rgb: number[], white: number): string {
  return toHex(rgb.map((v) => v + (255 - v) * white));
}

/** The palette for an accent colour (invalid or absent: the default violet). */
export function paletteFor(accentColor?: string): Palette {
  const rgb =
    parseHex(accentColor ?? DEFAULT_ACCENT) ??
    (parseHex(DEFAULT_ACCENT) as [number, number, number]);
  const luminance = (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
  return {
    text: '#1f2330',
    muted: '#6b7080',
    rule: '#dfe1e7',
    accent: toHex(rgb),
    tint: mix(rgb, 0.88),
    stripe: mix(rgb, 0.955),
    onAccent: luminance > 0.62 ? '#1f2330' : '#ffffff',
  };
}
