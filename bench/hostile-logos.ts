/**
 * The hostile logos of issue 13 (and honest ones at the bounds) through generate's logo path:
 * the field check (validate's), then the visual PDF as generate renders it (the official
 * validation, which does not look at the logo, is left out). Each case runs in its own process,
 * so its RSS is its own and a crash or a hang is reported, not suffered: printed are the outcome,
 * the time and the RSS before and after (the bound for a refused logo: +100 MB). Run
 * `npx tsx bench/hostile-logos.ts` (or `npm run bench -- hostile-logos`); a case name as argument
 * runs that case alone.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fromJson } from '@bufbuild/protobuf';
import { createCanvas } from '@napi-rs/canvas';
import { GenerateInvoiceRequestSchema } from '../gen/einvoice/v1/invoice_service_pb.js';
import {
  b64,
  deepSvg,
  imageHrefSvg,
  jpegHeaderOnly,
  pngWith,
  deflateZeros,
  pngZlibBomb,
  transparentPng,
  useBombSvg,
} from '../test/hardening/hostile-logos.js';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../test/pdf/fixtures/${name}`, import.meta.url));
const SVG = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50">${body}</svg>`;

/** Every case: a name, whether it is an attack (bound: refused, +100 MB at most), and its logo. */
const CASES: Array<[name: string, hostile: boolean, logo: () => Promise<string> | string]> = [
  ['svg image href = a server PNG', true, () => b64(imageHrefSvg(fixture('logo.png')))],
  ['svg image href = /etc/passwd', true, () => b64(imageHrefSvg('/etc/passwd'))],
  ['svg <use> bomb 7 × 6 (3 KB)', true, () => b64(useBombSvg(7, 6))],
  ['svg 50,000 nested <g>', true, () => b64(deepSvg(50_000))],
  ['svg 50,000 nested <g x="/>">', true, () => b64(deepSvg(50_000, true))],
  [
    'png 12,000 × 12,000 RGBA (560 KB)',
    true,
    async () => b64(await transparentPng(12_000, 12_000)),
  ],
  [
    'png 20,000 × 20,000 gray (390 KB)',
    true,
    async () => b64(pngWith(20_000, 20_000, await deflateZeros(20_000 * 20_001, 20_001), 0)),
  ],
  ['jpeg header 20,000 × 20,000', true, () => b64(jpegHeaderOnly(20_000, 20_000))],
  [
    'png 1,000 × 1,000 hiding 512 MB of zlib',
    true,
    async () => b64(await pngZlibBomb(512 * 1024 * 1024)),
  ],
  ['logo.svg (fixture)', false, () => readFileSync(fixture('logo.svg')).toString('base64')],
  [
    'logo.png 360 × 90 (fixture)',
    false,
    () => readFileSync(fixture('logo.png')).toString('base64'),
  ],
  [
    'png 4,000 × 4,000 (scaled to 1,500)',
    false,
    () => {
      const canvas = createCanvas(4000, 4000);
      const ctx = canvas.getContext('2d');
      for (let i = 0; i < 40; i++) {
        ctx.fillStyle = `hsl(${i * 9}, 70%, 50%)`;
        ctx.fillRect(i * 100, 0, 100, 4000);
      }
      return canvas.toBuffer('image/png').toString('base64');
    },
  ],
  [
    'svg 4,800 rects (at the work bound)',
    false,
    () =>
      b64(
        SVG(
          Array.from(
            { length: 4800 },
            (_, i) =>
              `<rect x="${i % 200}" y="${(i / 200) | 0}" width="1" height="1" fill="#${(i % 4096).toString(16).padStart(3, '0')}"/>`,
          ).join(''),
        ),
      ),
  ],
  [
    'svg 950 rects with a gradient',
    false,
    () =>
      b64(
        SVG(
          `<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient></defs>${Array.from({ length: 950 }, (_, i) => `<rect x="${i % 200}" y="${(i / 200) | 0}" width="1" height="1" fill="url(#g)"/>`).join('')}`,
        ),
      ),
  ],
  [
    'svg one path of 60,000 segments',
    false,
    () =>
      b64(
        SVG(
          `<path d="M0 0 ${Array.from({ length: 60_000 }, (_, i) => `L${i % 200} ${(i * 7) % 50}`).join(' ')}" fill="#123"/>`,
        ),
      ),
  ],
  [
    'svg 1,500 texts',
    false,
    () =>
      b64(
        SVG(
          Array.from(
            { length: 1500 },
            (_, i) => `<text x="${i % 200}" y="${(i / 200) | 0}" font-size="3">Ab${i}</text>`,
          ).join(''),
        ),
      ),
  ],
];

/** One case in this process: the check, then the PDF; prints one JSON line. */
async function runCase(name: string): Promise<void> {
  const [, , make] = CASES.find(([n]) => n === name)!;
  const { fullCheck } = await import('../src/api/full-check.js');
  const { calculate } = await import('../src/domain/index.js');
  const { toInvoiceInput } = await import('../src/api/invoice-input.js');
  const { planDocument } = await import('../src/api/generate/document-plan.js');
  const { writeDocumentXml } = await import('../src/api/generate/write-xml.js');
  const { renderDocumentPdf } = await import('../src/api/generate/render-pdf.js');
  const { benchInvoice } = await import('./generate.js');
  const body = benchInvoice(10);
  const render = async (logo: string | undefined) => {
    const req = fromJson(GenerateInvoiceRequestSchema, {
      ...body,
      ...(logo ? { customization: { logo_base64: logo } } : {}),
    });
    const checked = fullCheck(req);
    if (checked.issues.length > 0)
      return `400 ${checked.issues.map((i) => `${i.path} ${i.code}: ${i.message}`).join('; ')}`;
    const plan = planDocument(req);
    const invoice = calculate(toInvoiceInput(req.invoice!));
    try {
      const pdf = await renderDocumentPdf(
        invoice,
        plan,
        writeDocumentXml(invoice, plan),
        req.customization,
        true,
        new Date(),
        checked.logo,
      );
      return `200 PDF of ${Math.round((pdf?.length ?? 0) / 1024)} KB`;
    } catch (error) {
      return `error ${(error as Error).message}`;
    }
  };
  await render(undefined); // fonts and code warm
  const logo = await make();
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const outcome = await render(logo);
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  process.stdout.write(
    `${JSON.stringify({ outcome, ms: Math.round(ms), rssBeforeMb: Math.round(before / 1e6), rssPeakMb: Math.round(peak / 1e6) })}\n`,
  );
}

/** Runs a case in a child process, killing it after `seconds`. */
function child(
  name: string,
  seconds: number,
): Promise<{ outcome: string; ms?: number; rssBeforeMb?: number; rssPeakMb?: number }> {
  return new Promise((resolve) => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', '--expose-gc', fileURLToPath(import.meta.url), '--case', name],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => proc.kill('SIGKILL'), seconds * 1000);
    proc.on('exit', (code, signal) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line));
      } catch {
        const why =
          signal === 'SIGKILL'
            ? `killed after ${seconds} s`
            : `exited ${code ?? signal}: ${err
                .trim()
                .split('\n')
                .filter((l) => /error|heap/i.test(l))
                .slice(0, 1)
                .join('')}`;
        resolve({ outcome: why });
      }
    });
  });
}

const at = process.argv.indexOf('--case');
if (at > 0) {
  await runCase(process.argv[at + 1]!);
} else {
  const only = process.argv.slice(2);
  const seconds = Number(process.env.HOSTILE_LOGO_TIMEOUT_SECONDS ?? 120);
  let over = 0;
  for (const [name, hostile] of CASES) {
    if (only.length > 0 && !only.some((o) => name.includes(o))) continue;
    const r = await child(name, seconds);
    const grew =
      r.rssPeakMb !== undefined && r.rssBeforeMb !== undefined
        ? r.rssPeakMb - r.rssBeforeMb
        : undefined;
    const bad = hostile && (grew === undefined || grew > 100 || !r.outcome.startsWith('400'));
    if (bad) over++;
    const rss = grew === undefined ? '' : `RSS ${r.rssBeforeMb} → ${r.rssPeakMb} MB (+${grew})`;
    console.log(
      `${bad ? '!!' : '  '} ${name.padEnd(40)} ${String(r.ms ?? '-').padStart(6)} ms  ${rss.padEnd(28)} ${r.outcome.slice(0, 150)}`,
    );
  }
  console.log(
    over === 0
      ? 'every hostile logo refused within +100 MB'
      : `${over} hostile logo(s) not refused within +100 MB`,
  );
  process.exitCode = over === 0 ? 0 : 1;
}
