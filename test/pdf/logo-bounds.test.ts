/**
 * The logo check (src/pdf/logo) as plain functions: what an SVG becomes after sanitising, how its
 * expanded work is counted (references, inherited paint, style sheet rules, cycles), and how PNG
 * and JPEG sizes are read from their headers. Honest logos of realistic size pass; the bounds
 * are exact.
 */
import test from 'ava';
import { createCanvas } from '@napi-rs/canvas';
import {
  inspectLogo,
  LogoError,
  prepareLogo,
  RASTER_LIMITS,
  SVG_LIMITS,
  type CheckedLogo,
} from '../../src/pdf/logo/index.js';
import { sanitiseSvg } from '../../src/pdf/logo/svg-sanitise.js';
import { svgWork } from '../../src/pdf/logo/svg-work.js';
import {
  b64,
  jpegHeaderOnly,
  pngHeaderOnly,
  pngWith,
  useBombSvg,
} from '../hardening/hostile-logos.js';

const SVG = (body: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 50"${attrs}>${body}</svg>`;
const work = (svg: string) => svgWork(sanitiseSvg(svg)).work;

function refusal(logo: string): LogoError {
  const error = (() => {
    try {
      inspectLogo(logo);
    } catch (e) {
      return e;
    }
    return undefined;
  })();
  if (!(error instanceof LogoError)) throw new Error(`expected a LogoError, got ${String(error)}`);
  return error;
}

async function drawn(svg: string): Promise<string> {
  const prepared = await prepareLogo(inspectLogo(b64(svg)));
  if (prepared.kind !== 'svg') throw new Error('not an SVG');
  return prepared.svg;
}

test('the sanitised SVG keeps drawing and drops scripts, foreign content, handlers, editor data, markers and links', async (t) => {
  const out = await drawn(
    SVG(
      '<script>alert(1)</script><foreignObject><div/></foreignObject><metadata><x/></metadata>' +
        '<a xlink:href="https://example.com"><rect width="10" height="10" onclick="x()" fill="#0f766e" marker-mid="url(#m)" inkscape:label="r" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"/></a>' +
        '<marker id="m"><circle r="9"/></marker><text x="1" y="9" style="font-weight: bold; marker: url(#m)">A &amp; B &lt; C</text>',
      ' onload="x()"',
    ),
  );
  t.is(
    out,
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 50"><g><rect width="10" height="10" fill="#0f766e"/></g><text x="1" y="9" style="font-weight:bold">A &amp; B &lt; C</text></svg>',
  );
});

test('style sheets keep simple rules only, normalised; @import and descendant selectors are dropped', async (t) => {
  const out = await drawn(
    SVG(
      '<style>@import url(x.css); /* c */ .cls-1 ,  rect#a { fill : #123 ;  stroke-width:2 } g .x { fill: red } @media print { .y { fill: red } }</style><rect id="a" class="cls-1" width="5" height="5"/>',
    ),
  );
  t.true(out.includes('<style>.cls-1,rect#a{fill:#123;stroke-width:2}</style>'), out);
});

test('an SVG given as a prefixed root or with a foreign root is judged by its namespace', (t) => {
  t.is(
    inspectLogo(
      b64(
        '<s:svg xmlns:s="http://www.w3.org/2000/svg" viewBox="0 0 4 1"><s:rect width="1" height="1"/></s:svg>',
      ),
    ).kind,
    'svg',
  );
  t.is(refusal(b64('<html><svg/></html>')).code, 'INVALID_FORMAT');
  t.is(refusal(b64('GIF89a not an image')).message, 'logo_base64 is not a PNG, JPEG or SVG image');
});

test('the SVG 1.1 DOCTYPE editors write is accepted; a DOCTYPE with entities is not', (t) => {
  const doctype =
    '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n';
  t.is(inspectLogo(b64(doctype + SVG('<rect width="9" height="9"/>'))).kind, 'svg');
  const entities =
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "svg11.dtd" [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>';
  t.regex(
    refusal(b64(entities + '<svg xmlns="&ns_svg;"/>')).message,
    /DOCTYPE or ENTITY declaration is refused/,
  );
});

test('references leaving the document are refused wherever they are written', (t) => {
  for (const body of [
    '<image href="/etc/passwd" width="1" height="1"/>',
    '<image xlink:href=" file:///etc/passwd "/>',
    '<use href="https://example.com/a.svg#x"/>',
    '<rect fill="url(other.svg#g)"/>',
    '<rect style="fill:url( \'//example.com/p\' )"/>',
    '<rect clip-path="url(#a"/>',
    '<style>.a{fill:url(x.svg#g)}</style>',
    '<linearGradient id="g" xlink:href="a.svg#b"/>',
    '<image href="data:image/svg+xml;base64,PHN2Zy8+"/>',
  ]) {
    const error = refusal(b64(SVG(body)));
    t.is(error.code, 'INVALID_VALUE', body);
    t.regex(error.message, /refers to/, body);
  }
});

test('the <use> bomb is refused, a modest use tree passes; work is counted once per expanded shape', (t) => {
  t.is(refusal(b64(useBombSvg(7, 6))).code, 'OUT_OF_RANGE');
  t.is(
    refusal(b64(useBombSvg(5, 6))).code,
    'OUT_OF_RANGE',
    '7,776 shapes plus their uses and look-ups',
  );
  // 3 levels of 6: 216 rects drawn through 258 uses and groups, each use with its look-up.
  t.is(work(useBombSvg(3, 6)), 779);
  t.is(work(useBombSvg(4, 6)), 4667, '1,296 shapes pass');
});

test('a paint server is counted for every shape that inherits it, also through <use>', (t) => {
  const pattern = `<pattern id="p" width="4" height="4">${'<rect width="1" height="1"/>'.repeat(200)}</pattern>`;
  const shapes = '<rect width="1" height="1"/>'.repeat(100);
  t.true(work(SVG(`<defs>${pattern}</defs><g>${shapes}</g>`)) < 500);
  t.is(
    refusal(b64(SVG(`<defs>${pattern}</defs><g fill="url(#p)">${shapes}</g>`))).code,
    'OUT_OF_RANGE',
    'the group passes the pattern to 100 shapes',
  );
  t.is(
    refusal(
      b64(
        SVG(`<defs>${pattern}<g id="s">${shapes}</g></defs><use href="#s" style="fill:url(#p)"/>`),
      ),
    ).code,
    'OUT_OF_RANGE',
    'a <use> passes it to its content',
  );
  t.is(
    refusal(
      b64(SVG(`<defs>${pattern}</defs><style>.a{fill:url(#p)}</style><g class="a">${shapes}</g>`)),
    ).code,
    'OUT_OF_RANGE',
    'so does a style rule',
  );
  t.is(
    refusal(
      b64(SVG(`<defs>${pattern}</defs>${'<rect width="1" height="1" fill="#p"/>'.repeat(100)}`)),
    ).code,
    'OUT_OF_RANGE',
    'a bare #id counts like url(#id)',
  );
  t.true(
    work(SVG(`<defs>${pattern}</defs><g clip-path="url(#p)">${shapes}</g>`)) < 500,
    'a clip path is drawn once for the group: it is not inherited',
  );
});

test('an Illustrator-style logo of 800 paths with 40 gradients in style rules passes', async (t) => {
  const gradients = Array.from(
    { length: 40 },
    (_, i) =>
      `<linearGradient id="linear-gradient-${i}" x1="0" x2="1"><stop offset="0" stop-color="#${(i * 5).toString(16).padStart(2, '0')}3a77"/><stop offset="1" stop-color="#06b6d4"/></linearGradient>`,
  ).join('');
  const rules = Array.from(
    { length: 40 },
    (_, i) => `.cls-${i}{fill:url(#linear-gradient-${i});}`,
  ).join('');
  const paths = Array.from(
    { length: 800 },
    (_, i) => `<path class="cls-${i % 40}" d="M${i % 200} ${i % 50}l3 0 0 3-3 0z"/>`,
  ).join('');
  const logo = SVG(`<defs>${gradients}<style>${rules}</style></defs><g>${paths}</g>`);
  const counted = work(logo);
  t.true(counted < SVG_LIMITS.maxWork, String(counted));
  const prepared = await prepareLogo(inspectLogo(b64(logo)));
  t.is(prepared.kind, 'svg');
});

test('reference cycles and render depth beyond the bound are refused', (t) => {
  t.is(refusal(b64(SVG('<g id="a"><use href="#a"/></g>'))).code, 'INVALID_VALUE');
  t.regex(
    refusal(b64(SVG('<pattern id="p"><rect fill="url(#p)"/></pattern><rect fill="url(#p)"/>')))
      .message,
    /refers to itself/,
  );
  const chain =
    Array.from({ length: 70 }, (_, i) => `<g id="c${i}"><use href="#c${i + 1}"/></g>`).join('') +
    '<rect id="c70"/>';
  t.regex(
    refusal(b64(SVG(`<defs>${chain}</defs><use href="#c0"/>`))).message,
    /deeper than 64 levels/,
  );
});

test('document bounds: nesting, element count and style rules', (t) => {
  t.regex(refusal(b64(SVG('<g>'.repeat(40) + '</g>'.repeat(40)))).message, /nests deeper than 32/);
  t.regex(
    refusal(b64(SVG('<rect/>'.repeat(SVG_LIMITS.maxElements)))).message,
    /more than 10000 elements/,
  );
  t.regex(
    refusal(b64(SVG(`<style>${'.a{fill:red}'.repeat(SVG_LIMITS.maxCssRules + 1)}</style>`)))
      .message,
    /more than 500 rules/,
  );
  t.is(refusal(b64(SVG('<!DOCTYPE svg [<!ENTITY x "y">]>'))).code, 'INVALID_FORMAT');
});

function png(width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').fillRect(0, 0, 1, 1);
  return canvas.toBuffer('image/png');
}

test('raster sizes come from the PNG IHDR and the JPEG frame header; 4000 passes, 4001 does not', (t) => {
  const size = (logo: CheckedLogo) =>
    logo.kind === 'raster' ? [logo.image.format, logo.image.width, logo.image.height] : [];
  t.deepEqual(size(inspectLogo(b64(png(RASTER_LIMITS.maxSide, 3)))), ['png', 4000, 3]);
  t.deepEqual(size(inspectLogo(`data:image/jpeg;base64,${b64(jpegHeaderOnly(4000, 4000))}`)), [
    'jpeg',
    4000,
    4000,
  ]);
  t.is(refusal(b64(png(4001, 3))).code, 'OUT_OF_RANGE');
  t.is(refusal(b64(jpegHeaderOnly(3, 4001))).code, 'OUT_OF_RANGE');
  t.regex(
    refusal(b64(pngHeaderOnly(12_000, 12_000))).message,
    /12000 × 12000 pixels; at most 4000 × 4000/,
  );
  t.is(
    refusal(b64(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).code,
    'INVALID_FORMAT',
    'a JPEG without a frame header',
  );
  t.is(refusal(b64(png(10, 10).subarray(0, 40))).code, 'INVALID_FORMAT', 'a truncated PNG');
  // pdfkit inflates an alpha PNG in a callback, where a zlib error would be thrown past every handler.
  t.regex(
    refusal(b64(pngWith(10, 10, Buffer.from('not zlib data')))).message,
    /not a readable PNG/,
  );
});

test('a raster above 1,500 px is scaled down once and reused; a small one is embedded as sent', async (t) => {
  const small = png(300, 100);
  const smallLogo = await prepareLogo(inspectLogo(b64(small)));
  t.true(smallLogo.kind === 'raster' && smallLogo.bytes.equals(small));
  const big = inspectLogo(b64(png(3000, 1200)));
  const [first, second] = [await prepareLogo(big), await prepareLogo(big)];
  if (first.kind !== 'raster' || second.kind !== 'raster') return t.fail('not a raster');
  t.is(first.bytes, second.bytes, 'the scaled copy is kept');
  t.deepEqual([first.bytes.readUInt32BE(16), first.bytes.readUInt32BE(20)], [1500, 600]);
});
