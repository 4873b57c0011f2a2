/**
 * renderInvoicePdf: a CalculatedInvoice as a PDF/A-3b document a person reads, optionally with
 * the e-invoice XML embedded (Factur-X / ZUGFeRD / XRechnung hybrids). Composes the template's
 * header, the delivery and tax representative blocks, the lines table, the money summary, payment and notes, the KSeF code, then the per-page footer and
 * watermark, inside the PDF/A container.
 */
import type { CalculatedInvoice } from '../domain/model.js';
import { fontName, installFonts } from './fonts.js';
import {
  continuationHeader,
  classicHeader,
  compactHeader,
  minimalHeader,
} from './layout/headers.js';
import { linesTable } from './layout/lines-table.js';
import { otherParties } from './layout/other-parties.js';
import { customerLogo } from './layout/logo.js';
import { finishPages, footerHeight } from './layout/page-chrome.js';
import { paymentAndNotes } from './layout/payment.js';
import { ksefCode } from './layout/ksef-code.js';
import { summary } from './layout/summary.js';
import type { Ctx } from './layout/context.js';
import { formatterFor } from './locale/format.js';
import { documentTitle, labelsFor } from './locale/labels.js';
import { createPdfaDocument } from './pdfa-document.js';
import type { RenderOptions, TemplateName } from './render-options.js';
import { paletteFor, STYLES } from './theme.js';

/** Producer / CreatorTool written into Info and XMP. */
export const PRODUCER = 'einvoice';

const HEADERS: Record<TemplateName, (ctx: Ctx) => number> = {
  minimal: minimalHeader,
  classic: classicHeader,
  compact: compactHeader,
};

/** Renders the invoice; equal input and equal opts.creationDate give byte-identical output. */
export async function renderInvoicePdf(
  inv: CalculatedInvoice,
  opts: RenderOptions,
): Promise<Uint8Array> {
  const style = STYLES[opts.template];
  if (!style) throw new Error(`unknown template: ${String(opts.template)}`);
  const labels = labelsFor(opts.locale);
  if (!labels) throw new Error(`unknown locale: ${String(opts.locale)}`);
  if (!(opts.creationDate instanceof Date) || Number.isNaN(opts.creationDate.getTime())) {
    throw new Error('creationDate must be a valid Date');
  }
  // The logo first: a bad one fails before any page is laid out.
  const logo = await customerLogo(opts.customization);
  const docTitle = documentTitle(labels, inv.typeCode);
  const title = opts.title ?? `${docTitle} ${inv.number}`;
  const { doc, finish } = createPdfaDocument(
    {
      title,
      author: inv.seller.name,
      subject: `${docTitle} ${inv.number} · ${inv.seller.name} → ${inv.buyer.name}`,
      creator: PRODUCER,
      producer: PRODUCER,
      created: opts.creationDate,
    },
    opts.locale,
    opts.attachment,
  );
  installFonts(doc, style.family);
  doc.font(fontName(style.family, 'regular'));
  doc.addPage();
  const side = style.margin.side;
  const ctx: Ctx = {
    doc,
    inv,
    opts,
    locale: opts.locale,
    style,
    palette: paletteFor(opts.customization?.accentColor),
    labels,
    fmt: formatterFor(opts.locale, inv.currency),
    logo,
    left: side,
    right: doc.page.width - side,
    width: doc.page.width - 2 * side,
    top: style.margin.top,
    bottom: 0,
    y: 0,
    continuation: continuationHeader,
  };
  ctx.bottom = doc.page.height - style.margin.bottom - footerHeight(ctx) - 14;
  ctx.y = HEADERS[opts.template](ctx);
  otherParties(ctx);
  linesTable(ctx);
  summary(ctx);
  paymentAndNotes(ctx);
  ksefCode(ctx);
  finishPages(ctx);
  return finish();
}
