/**
 * Seller (BG-4) and buyer (BG-7) as printed text, plus the document facts block: invoice number
 * (BT-1), issue date (BT-2), delivery date (BT-72), due date (BT-9) and buyer reference (BT-10).
 */
import type { Party } from '../../domain/model.js';
import type { LocaleCode } from '../render-options.js';
import { line, lineHeight, type Ctx, type TextStyle } from './context.js';

const countryNames = new Map<string, Intl.DisplayNames>();
const resolved = new Map<string, string>();

/** BT-40 / BT-55 country name in the locale (the code when unknown). */
export function countryName(code: string, locale: LocaleCode): string {
  const key = `${locale}:${code}`;
  let name = resolved.get(key);
  if (name === undefined) {
    name = lookupCountry(code, locale);
    if (resolved.size < 2000) resolved.set(key, name);
  }
  return name;
}

function lookupCountry(code: string, locale: LocaleCode): string {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    countryNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Address lines of a party: street (BT-35), post code and city (BT-38, BT-37), country (BT-40). */
export function addressLines(ctx: Ctx, p: Party): string[] {
  const out: string[] = [];
  if (p.street) out.push(p.street);
  const city = [p.postalCode, p.city].filter(Boolean).join(' ');
  if (city) out.push(city);
  if (p.country) out.push(countryName(p.country, ctx.locale));
  return out;
}

/** The printed block of a party: name, address, VAT id (BT-31 / BT-48), contact. */
export function partyLines(ctx: Ctx, p: Party, withContact = false): Array<[string, TextStyle]> {
  const rows: Array<[string, TextStyle]> = [[p.name, { bold: true, size: ctx.style.body + 1 }]];
  for (const a of addressLines(ctx, p)) rows.push([a, {}]);
  if (p.vatId) rows.push([`${ctx.labels.vatId} ${p.vatId}`, { color: ctx.palette.muted }]);
  if (withContact && p.email) rows.push([p.email, { color: ctx.palette.muted }]);
  if (withContact && p.phone) rows.push([p.phone, { color: ctx.palette.muted }]);
  return rows;
}

/** Draws lines top-down and returns their height. */
export function drawLines(ctx: Ctx, rows: Array<[string, TextStyle]>, x: number, y: number, width: number, align: 'left' | 'right' = 'left'): number {
  let h = 0;
  for (const [text, s] of rows) {
    line(ctx, text, x, y + h, { ...s, align, fit: true }, width);
    h += lineHeight(ctx, s.size ?? ctx.style.body, s.bold) + 1.5;
  }
  return h;
}

/** The facts of the document as label/value pairs. */
export function documentFacts(ctx: Ctx): Array<[string, string]> {
  const { labels: t, fmt, inv } = ctx;
  const rows: Array<[string, string]> = [
    [t.invoiceNumber, inv.number],
    [t.issueDate, fmt.date(inv.issueDate)],
  ];
  if (inv.deliveryDate) rows.push([t.deliveryDate, fmt.date(inv.deliveryDate)]);
  if (inv.dueDate) rows.push([t.dueDate, fmt.date(inv.dueDate)]);
  if (inv.buyerReference) rows.push([t.buyerReference, inv.buyerReference]);
  return rows;
}

/** Draws the facts as a two-column grid (labels muted, values right-aligned); returns the height. */
export function drawFacts(ctx: Ctx, x: number, y: number, width: number, size = ctx.style.body): number {
  const lh = lineHeight(ctx, size) + 3.5;
  let h = 0;
  for (const [label, value] of documentFacts(ctx)) {
    line(ctx, label, x, y + h, { size, color: ctx.palette.muted });
    line(ctx, value, x, y + h, { size, bold: label === ctx.labels.invoiceNumber, align: 'right' }, width);
    h += lh;
  }
  return h;
}
