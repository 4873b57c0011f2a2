/**
 * The KSeF block of an FA(3) invoice's visualisation: the KSeF number and the verification QR
 * code KOD I (the Ministry of Finance's KSeF 2.0 documentation): the code encodes the
 * verification link (src/syntax/ksef/ksef-verification.ts), and the KSeF number is printed under
 * it as its label. Drawn after payment and notes when the render options carry it.
 */
import qrcode from 'qrcode-generator';
import { ensureSpace, line, lineHeight, para, type Ctx } from './context.js';

/** The side of the code in points (about 30 mm: scanned from paper at arm's length). */
const CODE_SIDE = 85;
/** The quiet zone around the code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET = 4;

/** The dark modules of a QR code of `text` (byte mode, error correction M, the smallest version). */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

/** Draws the modules as one filled path at (x, y), `side` points square with its quiet zone. */
function drawCode(ctx: Ctx, modules: boolean[][], x: number, y: number, side: number): void {
  const n = modules.length;
  const unit = side / (n + 2 * QUIET);
  const doc = ctx.doc.save();
  doc.rect(x, y, side, side).fill('#ffffff');
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + (c + QUIET) * unit, y + (r + QUIET) * unit, unit, unit);
    }),
  );
  doc.fill('#000000');
  ctx.doc.restore();
}

/** The KSeF number and KOD I, when the render options carry them. */
export function ksefCode(ctx: Ctx): void {
  const k = ctx.opts.ksef;
  if (!k) return;
  const { style, palette } = ctx;
  const title = lineHeight(ctx, style.small, true) + 6;
  const label = lineHeight(ctx, style.small) + 2;
  ctx.y += 14;
  ensureSpace(ctx, title + CODE_SIDE + label);
  const x = ctx.left;
  line(ctx, 'KSeF', x, ctx.y, {
    size: style.small,
    bold: true,
    color: palette.muted,
    spacing: 0.3,
  });
  const top = ctx.y + title;
  drawCode(ctx, qrModules(k.verificationUrl), x, top, CODE_SIDE);
  // KOD I's label is the invoice's KSeF number, under the code (wider than it, from its left edge).
  line(ctx, k.ksefNumber, x, top + CODE_SIDE + 2, { size: style.small });
  const textX = x + CODE_SIDE + 50;
  const textW = ctx.right - textX;
  let y = top;
  line(ctx, `Numer KSeF: ${k.ksefNumber}`, textX, y, { bold: true });
  y += lineHeight(ctx, style.body, true) + 4;
  para(ctx, k.verificationUrl, textX, y, textW, { size: style.small, color: palette.muted });
  ctx.y = top + CODE_SIDE + label;
}
