/**
 * Payment instructions and notes: payment terms (BT-20, and EXTENDED's further terms with their
 * due dates; EXTENDED's cash discounts and penalties, terms-adjustment-text.ts), due date (BT-9), the payment means
 * (BT-81 as words, or BT-82), bank transfer with the IBAN (BT-84, grouped by four for reading),
 * account name (BT-85) and BIC (BT-86), further accounts (BG-17), the card (BG-18), the direct
 * debit (BG-19: BT-89 mandate, BT-90 creditor id, BT-91 debited account), the remittance
 * information (BT-83; the invoice number BT-1 when absent and paid by transfer), the payee
 * (BG-10), and the invoice notes (BT-22) with their subjects (BT-21).
 */
import { noteSubjectName, paymentMeansName } from '../locale/code-labels.js';
import { formatIban } from '../locale/format.js';
import {
  ensureSpace,
  fitWords,
  line,
  lineHeight,
  measure,
  para,
  textWidth,
  type Ctx,
} from './context.js';
import { identifierText } from './describe.js';
import { adjustmentLines } from './terms-adjustment-text.js';

interface Row {
  label: string;
  value: string;
  /** Identifiers (IBAN, BIC, mandate, creditor id) stay on one line, however narrow the column. */
  oneLine?: boolean;
  bold?: boolean;
}

interface Block {
  title: string;
  rows: Row[];
  text?: string;
}

/** An account identifier: grouped by four when it is an IBAN, else as given. */
function accountText(id: string): string {
  return /^[A-Z]{2}\d{2}[A-Z0-9]/i.test(id.replace(/\s+/g, '')) ? formatIban(id) : id;
}

function paymentBlock(ctx: Ctx): Block | undefined {
  const { labels: t, fmt, inv } = ctx;
  const p = inv.payment;
  const rows: Row[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) rows.push({ label, value });
  };
  if (inv.dueDate) add(t.dueDate, fmt.date(inv.dueDate));
  if (p?.iban) rows.push({ label: t.iban, value: formatIban(p.iban), oneLine: true, bold: true });
  add(t.accountName, p?.accountName); // BT-85
  if (p?.bic) rows.push({ label: t.bic, value: p.bic, oneLine: true });
  for (const a of p?.creditTransfers ?? []) {
    // BG-17: each further account as its own rows, the identifier on one line.
    rows.push({ label: t.account, value: accountText(a.accountId), oneLine: true });
    if (a.accountName) add(t.accountName, a.accountName);
    if (a.bic) rows.push({ label: t.bic, value: a.bic, oneLine: true });
  }
  if (p?.card)
    add(t.card, [`**** ${p.card.panLastDigits}`, p.card.holderName].filter(Boolean).join(' · ')); // BG-18
  const dd = p?.directDebit; // BG-19: identifiers, each on one line
  if (dd?.mandateReference)
    rows.push({ label: t.mandateReference, value: dd.mandateReference, oneLine: true });
  if (dd?.creditorId) rows.push({ label: t.creditorId, value: dd.creditorId, oneLine: true });
  if (dd?.debitedAccount)
    rows.push({ label: t.debitedAccount, value: accountText(dd.debitedAccount), oneLine: true });
  add(t.paymentReference, p?.remittanceInformation ?? (p?.iban ? inv.number : undefined)); // BT-83
  const payee = inv.payee; // BG-10
  if (payee) {
    const ids = [
      payee.identifier && identifierText(ctx, payee.identifier, t.partyId),
      payee.legalRegistration && identifierText(ctx, payee.legalRegistration, t.legalRegistration),
    ];
    add(t.payee, [payee.name, ...ids].filter(Boolean).join(' · '));
  }
  // BT-20, then EXTENDED's further payment terms, each with its own due date (BT-9); under each
  // its cash discount and penalty (EXTENDED).
  const further = (p?.furtherTerms ?? []).flatMap((term) => [
    [term.description, term.dueDate && `${t.dueDate} ${fmt.date(term.dueDate)}`]
      .filter(Boolean)
      .join(' · '),
    ...adjustmentLines(ctx, term),
  ]);
  const first = [p?.terms, ...(p ? adjustmentLines(ctx, p) : [])];
  const text = [...first, ...further].filter(Boolean).join('\n') || undefined;
  if (!rows.length && !text) return undefined;
  const means =
    p?.meansText ??
    paymentMeansName(p?.meansCode, ctx.locale) ??
    p?.meansCode ??
    (p?.iban ? t.bankTransfer : undefined);
  return { title: means ? `${t.payment} · ${means}` : t.payment, rows, text };
}

/** BT-22 notes: the first as given, the further ones with their BT-21 subject as a heading. */
function notesText(ctx: Ctx): string | undefined {
  const parts: string[] = [];
  if (ctx.inv.note) parts.push(ctx.inv.note);
  for (const n of ctx.inv.additionalNotes ?? []) {
    const subject = n.subjectCode
      ? (noteSubjectName(n.subjectCode, ctx.locale) ?? n.subjectCode)
      : undefined;
    parts.push(subject ? `${subject}: ${n.text}` : n.text);
  }
  return parts.length ? parts.join('\n') : undefined;
}

function labelWidth(ctx: Ctx, b: Block): number {
  return Math.max(0, ...b.rows.map((r) => textWidth(ctx, r.label))) + 12;
}

/** A value wider than its room wraps under itself, except account identifiers. */
function valueFits(ctx: Ctx, r: Row, room: number): boolean {
  return r.oneLine === true || textWidth(ctx, r.value, { bold: r.bold }) <= room;
}

function valueHeight(ctx: Ctx, r: Row, room: number): number {
  if (valueFits(ctx, r, room)) return lineHeight(ctx, ctx.style.body) + 3;
  return measure(ctx, r.value, room, { bold: r.bold }) + 3;
}

function blockHeight(ctx: Ctx, b: Block, width: number): number {
  let h = lineHeight(ctx, ctx.style.small, true) + 6;
  const labelW = labelWidth(ctx, b);
  for (const r of b.rows) h += valueHeight(ctx, r, width - labelW);
  if (b.text) h += measure(ctx, b.text, width) + 4;
  return h;
}

function drawBlock(ctx: Ctx, b: Block, x: number, y: number, width: number): void {
  const { style, palette } = ctx;
  line(
    ctx,
    b.title,
    x,
    y,
    { size: style.small, bold: true, color: palette.muted, spacing: 0.3, fit: true },
    width,
  );
  y += lineHeight(ctx, style.small, true) + 6;
  if (b.text) y += para(ctx, b.text, x, y, width) + 4;
  const labelW = labelWidth(ctx, b);
  const room = width - labelW;
  for (const r of b.rows) {
    line(ctx, r.label, x, y, { color: palette.muted });
    if (valueFits(ctx, r, room)) line(ctx, r.value, x + labelW, y, { bold: r.bold });
    else para(ctx, r.value, x + labelW, y, room, { bold: r.bold });
    y += valueHeight(ctx, r, room);
  }
}

/** Draws payment instructions and notes side by side (or the one present, full width). */
export function paymentAndNotes(ctx: Ctx): void {
  const blocks: Block[] = [];
  const pay = paymentBlock(ctx);
  if (pay) blocks.push(pay);
  const notes = notesText(ctx);
  if (notes) blocks.push({ title: ctx.labels.notes, rows: [], text: notes });
  if (!blocks.length) return;
  const gap = ctx.style.gap;
  const colW = blocks.length === 2 ? (ctx.width - gap) / 2 : ctx.width * 0.6;
  const h = Math.max(...blocks.map((b) => blockHeight(ctx, b, colW)));
  ctx.y += gap;
  if (h > ctx.bottom - ctx.top - 40) {
    // A note longer than a page: give each block its own run of text.
    for (const b of blocks) {
      ensureSpace(ctx, 60);
      drawBlock(ctx, { ...b, text: undefined }, ctx.left, ctx.y, ctx.width);
      ctx.y += blockHeight(ctx, { ...b, text: undefined }, ctx.width);
      if (b.text) longText(ctx, b.text);
    }
    return;
  }
  ensureSpace(ctx, h);
  blocks.forEach((b, i) => drawBlock(ctx, b, ctx.left + i * (colW + gap), ctx.y, colW));
  ctx.y += h;
}

/**
 * Text that may span pages, paragraph by paragraph. A word wider than the page is cut into lines
 * first (fitWords), so that each piece fits a page and every page break is ours (with the running
 * header and footer), never one pdfkit makes inside a paragraph over the footer.
 */
function longText(ctx: Ctx, text: string): void {
  for (const paragraph of fitWords(ctx, text, ctx.width).split(/\n/)) {
    const h = measure(ctx, paragraph || ' ', ctx.width);
    if (h > ctx.bottom - ctx.top) {
      // A single paragraph longer than a page: split by words.
      let rest = paragraph.split(' ');
      while (rest.length) {
        let n = rest.length;
        while (n > 1 && measure(ctx, rest.slice(0, n).join(' '), ctx.width) > ctx.bottom - ctx.y)
          n = Math.ceil(n / 2);
        ensureSpace(ctx, measure(ctx, rest.slice(0, n).join(' '), ctx.width));
        ctx.y += para(ctx, rest.slice(0, n).join(' '), ctx.left, ctx.y, ctx.width);
        rest = rest.slice(n);
      }
      continue;
    }
    ensureSpace(ctx, h);
    ctx.y += para(ctx, paragraph || ' ', ctx.left, ctx.y, ctx.width);
  }
}
