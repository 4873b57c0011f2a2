/**
 * The FA(3) data beside the invoice's own that the KSeF reader reads as written: further
 * information (DodatkowyOpis; a line's are its attributes) and the seller's registers in the
 * footer (Stopka/Rejestry).
 */
import type { Element } from '@xmldom/xmldom';
import type { InvoiceInput, KsefRejestr, LineInput } from '../../../domain/model.js';
import type { DomWalk } from '../../read/dom-walk.js';

/**
 * DodatkowyOpis: without NrWiersza the invoice's further information; with it, an attribute
 * (BG-32) of the line of that NrWierszaFa. One naming no line read is left, so listed as dropped.
 */
export function readDodatkowyOpis(
  w: DomWalk,
  fa: Element | undefined,
  invoice: InvoiceInput,
): void {
  const own: { key: string; value: string }[] = [];
  // By NrWierszaFa, the first line of each (one lookup per entry: both repeat 10,000 times).
  const byNumber = new Map<string, LineInput>();
  for (const l of invoice.lines) if (l.id && !byNumber.has(l.id)) byNumber.set(l.id, l);
  for (const d of w.all(fa, 'x:DodatkowyOpis')) {
    const nr = w.one(d, 'x:NrWiersza')?.textContent?.trim();
    const key = w.one(d, 'x:Klucz')?.textContent?.trim() ?? '';
    const value = w.one(d, 'x:Wartosc')?.textContent?.trim() ?? '';
    if (!key || !value) continue;
    const line = nr === undefined ? undefined : byNumber.get(nr);
    if (nr !== undefined && !line) continue;
    w.take(d);
    if (!line) own.push({ key, value });
    else (line.attributes ??= []).push({ name: key, value });
  }
  if (own.length) invoice.dodatkowyOpis = own;
}

/** Stopka/Rejestry: the seller's numbers in other registers; an empty entry states nothing. */
export function readRejestry(w: DomWalk, root: Element): KsefRejestr[] {
  return w.all(root, 'x:Stopka/x:Rejestry').flatMap((r) => {
    w.take(r);
    const entry: KsefRejestr = {};
    const pelnaNazwa = w.text(r, 'x:PelnaNazwa');
    const krs = w.text(r, 'x:KRS');
    const regon = w.text(r, 'x:REGON');
    const bdo = w.text(r, 'x:BDO');
    if (pelnaNazwa) entry.pelnaNazwa = pelnaNazwa;
    if (krs) entry.krs = krs;
    if (regon) entry.regon = regon;
    if (bdo) entry.bdo = bdo;
    return Object.keys(entry).length ? [entry] : [];
  });
}
