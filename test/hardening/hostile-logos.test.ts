/**
 * Issue 13, items 1, 2 and 4 (and the SVG of item 9), against the real server: a logo whose SVG
 * image names a server file (or a FIFO) is refused without the file being opened; a `<use>` bomb,
 * 50,000 nested groups and rasters declaring 12,000 or 20,000 pixels a side are refused from their
 * headers before anything is drawn — each 400 validation_failed naming
 * `$.customization.logo_base64`, from generate, validate, preview and keyless /mcp alike, and
 * nothing is charged. Large but honest logos are accepted and embedded scaled down.
 */
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { publicExample } from '../helpers/example.js';
import { postJson, startServer, withDemoKey, type RunningServer } from '../helpers/server.js';
import {
  b64,
  deepSvg,
  imageHrefSvg,
  jpegHeaderOnly,
  pngHeaderOnly,
  pngWith,
  pngZlibBomb,
  useBombSvg,
} from './hostile-logos.js';

let server: RunningServer;
test.before(async () => {
  // Anonymous MCP on: the most exposed configuration an operator can choose (the default answers 401).
  server = await startServer({ mcpAnonymous: true });
});
test.after.always(() => server?.close());

const LOGO = '$.customization.logo_base64';

function withLogo(logo: string, format = 'zugferd'): any {
  const body = publicExample();
  body.format = format;
  body.customization = { logo_base64: logo };
  return body;
}

const generate = (body: unknown) => postJson(server.baseUrl, '/v1/generate', body, withDemoKey());

function assertRefused(
  t: import('ava').ExecutionContext,
  res: Awaited<ReturnType<typeof generate>>,
  code: string,
  message: RegExp,
): void {
  t.is(res.status, 400, res.text.slice(0, 300));
  t.is(res.json.error, 'validation_failed');
  t.is(res.json.details.length, 1, JSON.stringify(res.json.details));
  t.like(res.json.details[0], { path: LOGO, code });
  t.regex(res.json.details[0].message, message);
}

/** A PNG with visible content, width × height, drawn with the canvas the preview uses. */
function realPng(width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#7c3aed';
  ctx.fillRect(0, 0, width / 2, height);
  return canvas.toBuffer('image/png');
}

test('item 1: an SVG image naming a server file, a URL or a file: URL is refused; nothing is read', async (t) => {
  const serverPng = fileURLToPath(new URL('../pdf/fixtures/logo.png', import.meta.url));
  for (const [href, attribute] of [
    [serverPng, 'href'],
    [serverPng, 'xlink:href'],
    ['/etc/passwd', 'href'],
    [`file://${serverPng}`, 'href'],
    ['http://169.254.169.254/latest/meta-data/logo.png', 'href'],
    ['data:image/svg+xml;base64,PHN2Zy8+', 'href'],
  ] as const) {
    const res = await generate(withLogo(b64(imageHrefSvg(href, attribute))));
    assertRefused(
      t,
      res,
      'INVALID_VALUE',
      /refers to .* a logo may refer only to its own elements/,
    );
    t.true(res.json.details[0].message.includes(href.slice(0, 40)), href);
  }
});

test('item 1: a FIFO named by an SVG image is never opened (the server answers at once)', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-fifo-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const fifo = join(dir, 'logo.png');
  execFileSync('mkfifo', [fifo]);
  assertRefused(t, await generate(withLogo(b64(imageHrefSvg(fifo)))), 'INVALID_VALUE', /refers to/);
  // The event loop was never blocked on the FIFO: the server still answers.
  t.is((await fetch(`${server.baseUrl}/healthz`)).status, 200);
});

test('item 1: references leaving the document through use, CSS url() and style sheets are refused', async (t) => {
  const svgs = [
    '<svg xmlns="http://www.w3.org/2000/svg"><use href="other.svg#logo"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9" fill="url(https://example.com/p.svg#g)"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9" style="fill: url(/etc/passwd)"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><style>.a { fill: url("file:///etc/passwd#x") }</style><rect class="a" width="9" height="9"/></svg>',
  ];
  for (const svg of svgs)
    assertRefused(t, await generate(withLogo(b64(svg))), 'INVALID_VALUE', /refers to/);
});

test('item 2: the <use> bomb (7 levels × 6, 280,000 shapes) is refused before drawing, by generate, validate and preview', async (t) => {
  const bomb = b64(useBombSvg(7, 6));
  t.true(bomb.length < 4000, 'a few kilobytes');
  assertRefused(t, await generate(withLogo(bomb)), 'OUT_OF_RANGE', /would draw too much/);
  const validated = await postJson(server.baseUrl, '/v1/validate', withLogo(bomb));
  t.is(validated.status, 200);
  t.false(validated.json.valid);
  t.like(validated.json.issues[0], { path: LOGO, code: 'OUT_OF_RANGE' });
  const preview = await postJson(
    server.baseUrl,
    '/v1/preview',
    { ...withLogo(bomb), page: 1 },
    withDemoKey(),
  );
  t.is(preview.status, 400, preview.text.slice(0, 300));
  t.is(preview.json.details[0].path, LOGO);
});

test('item 2: the <use> bomb through keyless /mcp (anonymous MCP enabled) is a tool error naming the logo', async (t) => {
  const res = await fetch(`${server.baseUrl}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'einvoice_generate', arguments: withLogo(b64(useBombSvg(7, 6))) },
    }),
  });
  t.is(res.status, 200);
  const result = ((await res.json()) as any).result;
  t.true(result.isError);
  const body = JSON.parse(result.content.at(-1).text);
  t.is(body.error, 'validation_failed');
  t.is(body.details[0].path, LOGO);
});

test('item 9: an SVG of 50,000 nested groups, plain or disguised as <g x="/>">, is refused (400, not 500)', async (t) => {
  for (const disguised of [false, true]) {
    assertRefused(
      t,
      await generate(withLogo(b64(deepSvg(50_000, disguised)))),
      'OUT_OF_RANGE',
      /nests deeper than 32/,
    );
  }
});

test('item 4: PNG and JPEG logos declaring 12,000 or 20,000 pixels a side are refused from their headers', async (t) => {
  for (const [logo, size] of [
    [pngHeaderOnly(12_000, 12_000), '12000 × 12000'],
    [pngHeaderOnly(20_000, 20_000), '20000 × 20000'],
    [jpegHeaderOnly(20_000, 20_000), '20000 × 20000'],
    [pngHeaderOnly(4_001, 10), '4001 × 10'],
  ] as const) {
    const res = await generate(withLogo(b64(logo)));
    assertRefused(t, res, 'OUT_OF_RANGE', new RegExp(`${size} pixels; at most 4000 × 4000`));
  }
  const preview = await postJson(
    server.baseUrl,
    '/v1/preview',
    { ...withLogo(b64(jpegHeaderOnly(20_000, 20_000))), page: 1 },
    withDemoKey(),
  );
  t.is(preview.status, 400);
  t.is(preview.json.details[0].path, LOGO);
});

test('item 4: a PNG whose small header hides a zlib bomb is refused', async (t) => {
  assertRefused(
    t,
    await generate(withLogo(b64(await pngZlibBomb()))),
    'OUT_OF_RANGE',
    /inflates to more than its 1000 × 1000 pixels/,
  );
});

test('a 60-byte transparent PNG with corrupt data is refused (pdfkit would throw it past every handler and end the process)', async (t) => {
  assertRefused(
    t,
    await generate(withLogo(b64(pngWith(10, 10, Buffer.from('not zlib data'))))),
    'INVALID_FORMAT',
    /not a readable PNG/,
  );
  t.is((await fetch(`${server.baseUrl}/healthz`)).status, 200);
});

test('a refused logo is not charged', async (t) => {
  const account = async () =>
    (
      await fetch(`${server.baseUrl}/v1/account`, { headers: withDemoKey() }).then(
        (r) => r.json() as Promise<any>,
      )
    ).account;
  const before = await account();
  assertRefused(t, await generate(withLogo(b64(useBombSvg(7, 6)))), 'OUT_OF_RANGE', /too much/);
  assertRefused(
    t,
    await generate(withLogo(b64(pngHeaderOnly(12_000, 12_000)))),
    'OUT_OF_RANGE',
    /12000/,
  );
  t.deepEqual(await account(), before);
});

test('a large honest PNG (3,000 × 2,000) is accepted and embedded scaled to 1,500 × 1,000', async (t) => {
  const res = await generate(withLogo(b64(realPng(3000, 2000))));
  t.is(res.status, 200, res.text.slice(0, 300));
  const pdf = Buffer.from(res.json.pdf_base64, 'base64').toString('latin1');
  t.regex(pdf, /\/Width 1500\s*\/Height 1000/);
  t.notRegex(pdf, /\/Width 3000/);
});

test('an SVG with an inline large PNG, a script, foreignObject and a link is drawn without them; the image scaled', async (t) => {
  const inline = `data:image/png;base64,${b64(realPng(3000, 600))}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 40" onload="alert(1)">
    <script>alert(1)</script><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject>
    <a href="https://example.com"><rect width="20" height="20" fill="#0f766e"/></a>
    <image xlink:href="${inline}" x="30" y="0" width="150" height="30"/></svg>`;
  const res = await generate(withLogo(b64(svg)));
  t.is(res.status, 200, res.text.slice(0, 300));
  const pdf = Buffer.from(res.json.pdf_base64, 'base64').toString('latin1');
  t.regex(pdf, /\/Width 1500\s*\/Height 300/);
  t.notRegex(pdf, /\/Subtype \/Link|\/URI/, 'no link annotation (it would break PDF/A)');
});
