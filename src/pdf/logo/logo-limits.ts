/**
 * The bounds on a caller's logo (customization.logo_base64), in one place. A logo is drawn at
 * most 120 mm wide and 60 pt high, so nothing a real logo needs comes near them; what lies beyond
 * them is an attack on the renderer: a decompression bomb, millions of pixels, or an SVG whose
 * `<use>` references multiply a few kilobytes into hundreds of thousands of shapes.
 */

/** Bounds on raster logos (PNG, JPEG), also on the images inside an SVG logo. */
export const RASTER_LIMITS = {
  /** Largest width and height in pixels, read from the PNG IHDR or JPEG SOFn header. */
  maxSide: 4000,
  /**
   * Images with a longer side are scaled down to it once, before the PDF embeds them: 1,500 px
   * covers the widest logo (120 mm) at 300 dpi, the preview's highest resolution.
   */
  embedSide: 1500,
  /** Distinct images inside one SVG logo. */
  maxImagesInSvg: 8,
} as const;

/** Bounds on SVG logos. */
export const SVG_LIMITS = {
  /** Bytes of SVG text (the field allows 2,000,000 base64 characters, 1.5 MB). */
  maxBytes: 1_500_000,
  /** Element nesting in the document. */
  maxDepth: 32,
  /** Elements in the document. */
  maxElements: 10_000,
  /**
   * Nesting once references are followed (`<use>` of a group that uses another group ...): the
   * renderer recurses once per level.
   */
  maxRenderDepth: 64,
  /**
   * Work units of the drawing with every reference expanded: one per element drawn (three for
   * text), one more per 128 characters of its attributes (path data, point lists) and per 8
   * characters of its text, plus the element look-up the renderer does for each reference.
   * svg-to-pdfkit needs about 0.05 ms a unit on an idle machine of ours (0.5 ms under the load
   * of a busy shared one; bench/hostile-logos.ts), so the largest accepted logo blocks the event
   * loop for about a quarter of a second: 5,000 plain shapes, 1,000 filled with a gradient, or a
   * path of 40,000 segments. A logo needs far less; a `<use>` bomb far more.
   */
  maxWork: 5_000,
  /** Rules in `<style>` sheets (each is matched against every element). */
  maxCssRules: 500,
} as const;
