/**
 * Forms a target syntax needs for values the source states in a form of its own, applied to the
 * read invoice JSON before the target is written. Each keeps every business term of the source.
 * - A price discount (BT-147) without the gross price (BT-148): UBL states the discount alone
 *   (cac:Price/cac:AllowanceCharge without BaseAmount), CII only inside the gross price
 *   (GrossPriceProductTradePrice, whose ChargeAmount the schema requires). The gross price is
 *   then the net price plus the discount (EN 16931: BT-146 = BT-148 − BT-147), the value the
 *   source states by that definition: nothing is lost, and nothing is listed
 *   (term-differences.ts compares the two as equal).
 * - A VAT accounting currency (BT-6) equal to the invoice currency (BT-5): plain UBL states it so,
 *   the other formats only for another currency (BR-53 wants a BT-111 of its own, Peppol's
 *   PEPPOL-EN16931-R005 forbids it). The VAT is then accounted in the invoice currency, which is
 *   what the target says without BT-6; BT-6 is left out and listed.
 * - A VATEX code (BT-121) the source writes in lower case (vatex-eu-132-1a): the CEN rules compare
 *   it in upper case (BR-CL-22), the Factur-X rules as written (facturx-code-lists.ts). The code
 *   is the same entry of the list; it is written as the list spells it, and listed with the
 *   source's spelling.
 * - A gross price base quantity equal to the net price's (CII states BasisQuantity with both
 *   prices, often both 1): UBL's one price base quantity states it for both; nothing is lost.
 * - A gross price per another base quantity than the net price's, with the request's
 *   gross_price_per_net_base_quantity, into a target with one price base quantity (UBL): the gross
 *   price and its discounts per the net price's base quantity (× BT-149 / the gross base
 *   quantity), each restated value listed with the source's value and the one written.
 * - Further price discounts of a line (Factur-X EXTENDED) into a target with one (UBL,
 *   EN 16931 CII): BT-147 is the total discount taken from the gross price (EN 16931-1), so the
 *   target states their total, and the net price stays the gross price minus its discount; the
 *   single amounts are listed.
 * - A TipoDocumento for a target that requires one (FatturaPA) from a source without it: BT-3's
 *   own Italian reading (380 TD01, 381 TD04, 383 TD05, 386 TD02; TIPO_DOCUMENTO_OF_TYPE_CODE);
 *   another BT-3 stays generate's refusal naming the field.
 * - FatturaPA's CodiceDestinatario into a target with a buyer electronic address (BT-49) and
 *   none given: the address of scheme 0201 (an office code) or 0205 (an SDI code) it is, as the
 *   Italian mapping reads BT-49 (addressOfRecipientCode); nothing is lost.
 * - Line groups of Factur-X EXTENDED (parent_line_id, line_status) into a target without them
 *   (UBL, EN 16931 CII): a GROUP line is an informative subtotal of its sub-lines and an
 *   INFORMATION line counts in no total (line-groups.ts). Written as lines of their own they
 *   would count, stating the sub-lines' amounts twice; so the lines that count are written
 *   without their grouping, and the others are left out, each listed whole (BG-25).
 */
import { fromNumber, type Decimal } from '../../domain/decimal.js';
import { countedLines, type LineStatus } from '../../domain/line-groups.js';
import { DEFAULT_TYPE_CODE } from '../../domain/defaults.js';
import { VATEX_CODES_SET } from '../../domain/codelists/vatex-codes.generated.js';
import {
  addressOfRecipientCode,
  TIPO_DOCUMENTO_OF_TYPE_CODE,
} from '../../formats/fatturapa-profile.js';
import { pathSegments, type LostTermInit } from './lost-terms.js';

type Json = Record<string, unknown>;

/**
 * Sets the buyer's peppol_id from its CodiceDestinatario where it has none and `targetTakesIt`
 * (asked last: planning the target is the costly part); false otherwise.
 */
export function deriveBuyerAddress(invoice: unknown, targetTakesIt: () => boolean): boolean {
  const buyer = (invoice as Json | null)?.buyer as Json | undefined;
  if (!buyer || (typeof buyer.peppol_id === 'string' && buyer.peppol_id.trim())) return false;
  const address = addressOfRecipientCode(
    typeof buyer.codice_destinatario === 'string' ? buyer.codice_destinatario : undefined,
  );
  if (!address || !targetTakesIt()) return false;
  buyer.peppol_id = address;
  return true;
}

/** generate's refusal that a TipoDocumento derived from BT-3 answers. */
export const needsTipoDocumento = (issue: { code: string; path: string }): boolean =>
  issue.code === 'REQUIRED' && issue.path === '$.invoice.tipo_documento';

/** Sets tipo_documento from BT-3 (380 when none) where it has an Italian reading; false otherwise. */
export function deriveTipoDocumento(invoice: unknown): boolean {
  const inv = invoice as Json | null;
  if (!inv || (typeof inv.tipo_documento === 'string' && inv.tipo_documento.trim())) return false;
  const typeCode =
    typeof inv.type_code === 'string' && inv.type_code.trim()
      ? inv.type_code.trim()
      : DEFAULT_TYPE_CODE;
  const tipo = TIPO_DOCUMENTO_OF_TYPE_CODE[typeCode];
  if (!tipo) return false;
  inv.tipo_documento = tipo;
  return true;
}

/** The path of a refusal that a derived gross price answers (generate's BT-147 line rule). */
export const needsGrossPrice = (issue: { code: string; path: string }): boolean =>
  issue.code === 'BT-147' && /\.items\[\d+\]\.gross_price$/.test(issue.path);

/**
 * Sets the gross price of the line at `path` ($.invoice.items[i].gross_price) to its net price
 * plus its price discount, the gross price the source states by definition; false when the line
 * has no such pair.
 */
export function deriveGrossPrice(invoice: unknown, path: string): boolean {
  const index = pathSegments(path).find((s): s is number => typeof s === 'number');
  const items = (invoice as Json | null)?.items;
  const line = Array.isArray(items) && index !== undefined ? (items[index] as Json) : undefined;
  if (!line || line.gross_price !== undefined) return false;
  const { unit_price: net, price_discount: discount } = line;
  if (typeof net !== 'number' || typeof discount !== 'number') return false;
  line.gross_price = fromNumber(net).plus(fromNumber(discount)).toNumber();
  return true;
}

/**
 * Leaves out a VAT accounting currency equal to the invoice currency that the target refuses
 * (generate's INVALID_VALUE at tax_currency), with its VAT total (BT-111), listed as lost BT-6;
 * undefined for any other refusal of tax_currency.
 */
export function sameTaxCurrencyLoss(
  invoice: unknown,
  issue: { code: string; path: string; message: string },
): LostTermInit | undefined {
  const inv = invoice as Json | null;
  if (!inv || issue.code !== 'INVALID_VALUE' || issue.path !== '$.invoice.tax_currency')
    return undefined;
  const currency = typeof inv.currency === 'string' && inv.currency ? inv.currency : 'EUR';
  if (inv.tax_currency !== currency) return undefined;
  delete inv.tax_currency;
  delete inv.tax_currency_vat_total;
  return {
    businessTerm: 'BT-6',
    sourcePath: issue.path,
    value: currency,
    reason: `${issue.message}: the target accounts the VAT in the invoice currency without stating BT-6`,
  };
}

/**
 * Writes the VATEX code at the refused `issue.path` as the list spells it, where the source's
 * spelling differs from a listed code only in case; the restated code, listed. Undefined for any
 * other issue or code.
 */
export function upperCaseVatex(
  invoice: unknown,
  issue: { code: string; path: string; message: string },
): LostTermInit | undefined {
  if (issue.code !== 'INVALID_CODE' || !/reason_code$/.test(issue.path)) return undefined;
  const segments = pathSegments(issue.path).slice(1);
  const key = segments.pop();
  let parent: unknown = invoice;
  for (const s of segments) parent = (parent as Json | null)?.[s as never];
  const holder = parent as Json | null | undefined;
  const written = typeof key === 'string' ? holder?.[key] : undefined;
  if (typeof written !== 'string') return undefined;
  const listed = written.trim().toUpperCase();
  if (listed === written || !VATEX_CODES_SET.has(listed)) return undefined;
  holder![key as string] = listed;
  return {
    businessTerm: 'BT-121',
    sourcePath: issue.path,
    value: written,
    reason: `${issue.message}: written ${listed}, the same code as the VATEX list spells it`,
  };
}

/** The path of a refusal that restating the gross price answers (one price base quantity). */
export const refusesGrossBase = (issue: { code: string; path: string }): boolean =>
  issue.code === 'NOT_CARRIED' && /\.items\[\d+\]\.gross_base_quantity$/.test(issue.path);

/** Decimal places of a restated price that does not divide exactly (a price has no fixed scale). */
const RESTATED_PLACES = 6;

/**
 * States the gross price (BT-148) and its discounts (BT-147, further EXTENDED ones) of the line at
 * `path` ($.invoice.items[i].gross_base_quantity) per the net price's base quantity (BT-149,
 * default 1) and leaves the gross base quantity out; each restated value as a listed term.
 * Undefined when the line has no gross price and base quantity to restate.
 */
export function restateGrossPrice(invoice: unknown, path: string): LostTermInit[] | undefined {
  const index = pathSegments(path).find((s): s is number => typeof s === 'number');
  const items = (invoice as Json | null)?.items;
  const line = Array.isArray(items) && index !== undefined ? (items[index] as Json) : undefined;
  if (!line || typeof line.gross_base_quantity !== 'number' || line.gross_base_quantity <= 0)
    return undefined;
  const grossBase = fromNumber(line.gross_base_quantity);
  const netBase = fromNumber(typeof line.base_quantity === 'number' ? line.base_quantity : 1);
  const base = `$.invoice.items[${index}]`;
  const per = `restated per the net price's base quantity ${netBase.toString()} (the target has one price base quantity, BT-149; the source states it per ${grossBase.toString()})`;
  const restate = (v: number): Decimal =>
    fromNumber(v).times(netBase).dividedBy(grossBase).toDecimalPlaces(RESTATED_PLACES);
  const out: LostTermInit[] = [
    {
      businessTerm: 'BT-149',
      sourcePath: `${base}.gross_base_quantity`,
      value: grossBase.toString(),
      reason: `the gross price's own base quantity: the gross price is ${per}`,
    },
  ];
  for (const [field, bt] of [
    ['gross_price', 'BT-148'],
    ['price_discount', 'BT-147'],
  ] as const) {
    const value = line[field];
    if (typeof value !== 'number') continue;
    const written = restate(value);
    line[field] = written.toNumber();
    out.push({
      businessTerm: bt,
      sourcePath: `${base}.${field}`,
      value: String(value),
      reason: `${per}: written as ${written.toString()}`,
      writtenValue: written.toString(),
    });
  }
  const further = line.further_price_discounts;
  if (Array.isArray(further) && further.length) {
    const written = further.map((d) => restate(Number(d)));
    out.push({
      businessTerm: 'BT-147',
      sourcePath: `${base}.further_price_discounts`,
      value: JSON.stringify(further),
      reason: `${per}: written as ${written.map((d) => d.toString()).join(', ')}`,
      writtenValue: written.map((d) => d.toString()).join(', '),
    });
    line.further_price_discounts = written.map((d) => d.toNumber());
  }
  delete line.gross_base_quantity;
  return out;
}

/**
 * Leaves out a gross base quantity the line's net price has too (base_quantity, 1 when absent,
 * which is then stated): the target's one price base quantity says it for both. False when the
 * two differ.
 */
export function shareGrossBase(invoice: unknown, path: string): boolean {
  const index = pathSegments(path).find((s): s is number => typeof s === 'number');
  const items = (invoice as Json | null)?.items;
  const line = Array.isArray(items) && index !== undefined ? (items[index] as Json) : undefined;
  if (!line || typeof line.gross_base_quantity !== 'number') return false;
  const net = typeof line.base_quantity === 'number' ? line.base_quantity : 1;
  if (!fromNumber(net).equals(fromNumber(line.gross_base_quantity))) return false;
  line.base_quantity = net;
  delete line.gross_base_quantity;
  return true;
}

/** The path of a refusal that folding the further price discounts answers (one price discount). */
export const refusesFurtherDiscounts = (issue: { code: string; path: string }): boolean =>
  issue.code === 'NOT_CARRIED' && /\.items\[\d+\]\.further_price_discounts$/.test(issue.path);

/**
 * States the price discount (BT-147) of the line at `path` ($.invoice.items[i].
 * further_price_discounts) as the total of its discounts and leaves the further ones out; the
 * single amounts listed as BT-147. Undefined when the line has no first discount to add them to.
 */
export function foldFurtherDiscounts(invoice: unknown, path: string): LostTermInit | undefined {
  const index = pathSegments(path).find((s): s is number => typeof s === 'number');
  const items = (invoice as Json | null)?.items;
  const line = Array.isArray(items) && index !== undefined ? (items[index] as Json) : undefined;
  const further = line?.further_price_discounts;
  if (!line || typeof line.price_discount !== 'number' || !Array.isArray(further)) return undefined;
  const amounts = [line.price_discount, ...further.map(Number)];
  const total = amounts.reduce((a, d) => a.plus(fromNumber(d)), fromNumber(0));
  line.price_discount = total.toNumber();
  delete line.further_price_discounts;
  return {
    businessTerm: 'BT-147',
    sourcePath: path,
    value: JSON.stringify(amounts),
    reason: `the target states one price discount, the total taken from the gross price (BT-147): the ${amounts.length} discounts are written as their total ${total.toString()}`,
    writtenValue: total.toString(),
  };
}

/** The refusal of a line's grouping (Factur-X EXTENDED's parent_line_id, line_status). */
export const refusesLineGroup = (issue: { code: string; path: string }): boolean =>
  issue.code === 'NOT_CARRIED' && /\.items\[\d+\]\.(line_status|parent_line_id)$/.test(issue.path);

/** Why a line that counts in no total is left out of a target without line groups. */
export const NON_COUNTING_LINE =
  'a GROUP or INFORMATION line (Factur-X EXTENDED line_status) counts in no total: the target has no line groups, and written as a line of its own it would count, stating its sub-lines twice; the lines that count are written';

/** The indexes of the read invoice's lines that count in no total (GROUP, INFORMATION). */
export function nonCountingLines(invoice: unknown): number[] {
  const items = (invoice as Json | null)?.items;
  if (!Array.isArray(items)) return [];
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const lines = items.map((item: Json, index) => ({
    index,
    id: text(item?.id),
    parentLineId: text(item?.parent_line_id) || undefined,
    lineStatus: (text(item?.line_status).toUpperCase() || undefined) as LineStatus | undefined,
  }));
  const counted = new Set(countedLines(lines).map((l) => l.index));
  return lines.filter((l) => !counted.has(l.index)).map((l) => l.index);
}
