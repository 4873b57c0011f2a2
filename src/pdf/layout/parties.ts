/**
 * Seller (BG-4) and buyer (BG-7) as printed text, plus the document facts block: invoice number
 * (BT-1), issue date (BT-2), delivery date (BT-72), invoicing period (BG-14), VAT point date
 * (BT-7 / BT-8), due date (BT-9), buyer reference (BT-10), business process (BT-23) and the
 * document references (BT-11
 * … BT-19, BG-3 preceding invoices). Every optional fact prints only when the invoice has it.
 */
import type { Party, PostalAddress } from '../../domain/model.js';
import type { LocaleCode } from '../render-options.js';
import { line, lineHeight, measure, para, textWidth, type Ctx, type TextStyle } from './context.js';
import { identifierText, periodText, vatPointText } from './describe.js';

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

/**
 * Address lines of a party or a BG-12 / BG-15 address: lines 1–3 (BT-35, BT-36, BT-162), post
 * code and city (BT-38, BT-37), country subdivision (BT-39) and country (BT-40).
 */
export function addressLines(ctx: Ctx, p: Party | PostalAddress): string[] {
  const out: string[] = [];
  for (const l of [p.street, p.addressLine2, p.addressLine3]) if (l) out.push(l);
  const city = [p.postalCode, p.city].filter(Boolean).join(' ');
  if (city) out.push(city);
  if (p.countrySubdivision) out.push(p.countrySubdivision);
  if (p.country) out.push(countryName(p.country, ctx.locale));
  return out;
}

/**
 * BT-29 / BT-46 identifiers, BT-30 / BT-47 legal registration and BT-34 / BT-49 electronic
 * address, as printed phrases. The address keeps its EAS scheme in words and code: the French
 * rules (BR-FR-12, BR-FR-13) make it part of what the readable invoice must show.
 */
export function partyIdentifiers(ctx: Ctx, p: Party): string[] {
  const out = (p.identifiers ?? []).map((id) => identifierText(ctx, id, ctx.labels.partyId));
  if (p.legalRegistration)
    out.push(identifierText(ctx, p.legalRegistration, ctx.labels.legalRegistration));
  const address = p.electronicAddress;
  if (address) out.push(`${ctx.labels.electronicAddress} ${address.id} (${address.scheme})`);
  return out;
}

/**
 * The printed block of a party: name, trading name (BT-28 / BT-45), address, VAT id (BT-31 /
 * BT-48), and for the buyer its identifiers (BT-46, BT-47); contact point (BT-41 / BT-56),
 * email and phone where the template shows them. The seller's identifiers are in the footer.
 */
export function partyLines(ctx: Ctx, p: Party, withContact = false): Array<[string, TextStyle]> {
  const muted = { color: ctx.palette.muted };
  const rows: Array<[string, TextStyle]> = [[p.name, { bold: true, size: ctx.style.body + 1 }]];
  if (p.tradingName && p.tradingName !== p.name) rows.push([p.tradingName, muted]);
  for (const a of addressLines(ctx, p)) rows.push([a, {}]);
  if (p.vatId) rows.push([`${ctx.labels.vatId} ${p.vatId}`, muted]);
  if (!withContact) for (const id of partyIdentifiers(ctx, p)) rows.push([id, muted]);
  if (p.contactName && (withContact || p !== ctx.inv.seller))
    rows.push([`${ctx.labels.contact}: ${p.contactName}`, muted]);
  if (withContact && p.email) rows.push([p.email, muted]);
  if (withContact && p.phone) rows.push([p.phone, muted]);
  return rows;
}

/** Draws lines top-down and returns their height. */
export function drawLines(
  ctx: Ctx,
  rows: Array<[string, TextStyle]>,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' = 'left',
): number {
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
  const add = (label: string, value: string | undefined) => {
    if (value) rows.push([label, value]);
  };
  if (inv.deliveryDate) rows.push([t.deliveryDate, fmt.date(inv.deliveryDate)]);
  add(t.period, periodText(ctx, inv.invoicingPeriod)); // BG-14
  add(t.vatPointDate, vatPointText(ctx)); // BT-7 / BT-8
  if (inv.dueDate) rows.push([t.dueDate, fmt.date(inv.dueDate)]);
  if (inv.buyerReference) rows.push([t.buyerReference, inv.buyerReference]);
  add(t.businessProcess, inv.businessProcess); // BT-23
  // A reference with its document's date where EXTENDED-CTC-FR states it (EXT-FR-FE-197/199/198).
  const dated = (reference: string | undefined, date: string | undefined) =>
    reference && date ? `${reference} (${fmt.date(date)})` : reference;
  add(t.orderReference, dated(inv.purchaseOrderReference, inv.purchaseOrderDate)); // BT-13
  add(t.salesOrderReference, inv.salesOrderReference); // BT-14
  add(t.contractReference, dated(inv.contractReference, inv.contractDate)); // BT-12
  add(t.projectReference, inv.projectReference); // BT-11
  // BT-16, with its line where EXTENDED-CTC-FR states it (EXT-FR-FE-141 of the document).
  const despatchLine = inv.despatchAdviceReference && inv.despatchAdviceLine;
  add(
    t.despatchAdvice,
    dated(
      despatchLine
        ? `${inv.despatchAdviceReference} ${t.pos} ${despatchLine}`
        : inv.despatchAdviceReference,
      inv.despatchAdviceDate,
    ),
  );
  add(t.receivingAdvice, inv.receivingAdviceReference); // BT-15
  // The delivery's INCOTERMS (PINT OM BTOM-022, EXTENDED-CTC-FR document level) with their place:
  // the international term, untranslated.
  if (inv.incoterms)
    add(
      'Incoterms',
      inv.incotermsLocation ? `${inv.incoterms} ${inv.incotermsLocation}` : inv.incoterms,
    );
  add(t.tenderReference, inv.tenderReference); // BT-17
  // BT-18, and EXTENDED's further invoiced objects after it.
  for (const o of [inv.invoicedObject, ...(inv.furtherInvoicedObjects ?? [])])
    if (o) add(t.invoicedObject, o.scheme ? `${o.id} (${o.scheme})` : o.id);
  add(t.accountingReference, inv.accountingCost); // BT-19
  for (const p of inv.precedingInvoices ?? [])
    add(t.precedingInvoice, p.date ? `${p.number} (${fmt.date(p.date)})` : p.number); // BG-3
  return rows;
}

/** A fact fits on one line unless label and value together are wider than the column. */
function factFits(ctx: Ctx, label: string, value: string, width: number, size: number): boolean {
  return (
    textWidth(ctx, label, { size }) +
      8 +
      textWidth(ctx, value, { size, bold: label === ctx.labels.invoiceNumber }) <=
    width
  );
}

/** Height of the facts block in a column of `width` (long values wrap below their label). */
export function factsHeight(ctx: Ctx, width: number, size = ctx.style.body): number {
  const lh = lineHeight(ctx, size) + 3.5;
  let h = 0;
  for (const [label, value] of documentFacts(ctx)) {
    h += lh;
    if (!factFits(ctx, label, value, width, size)) h += measure(ctx, value, width, { size }) + 1;
  }
  return h;
}

/** Draws the facts as a two-column grid (labels muted, values right-aligned); returns the height. */
export function drawFacts(
  ctx: Ctx,
  x: number,
  y: number,
  width: number,
  size = ctx.style.body,
): number {
  const lh = lineHeight(ctx, size) + 3.5;
  let h = 0;
  for (const [label, value] of documentFacts(ctx)) {
    line(ctx, label, x, y + h, { size, color: ctx.palette.muted });
    if (factFits(ctx, label, value, width, size)) {
      line(
        ctx,
        value,
        x,
        y + h,
        { size, bold: label === ctx.labels.invoiceNumber, align: 'right' },
        width,
      );
    } else {
      h += lh;
      h += para(ctx, value, x, y + h - 2, width, { size, align: 'right' }) + 1;
      continue;
    }
    h += lh;
  }
  return h;
}
