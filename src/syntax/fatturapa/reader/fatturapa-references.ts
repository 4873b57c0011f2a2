/**
 * The reference blocks of DatiGenerali, read back (places: ../fatturapa-places.ts):
 * DatiOrdineAcquisto (BT-13, BT-11 CodiceCUP, BT-17 CodiceCIG; NumItem of a block naming lines is
 * their BT-132; Data the order date), DatiContratto (BT-12, Data the contract date), DatiConvenzione (BT-18), DatiRicezione (BT-15), DatiFattureCollegate (BG-3),
 * DatiDDT (BT-16), DatiTrasporto (BT-72 DataOraConsegna, BG-15 IndirizzoResa). CUP and CIG
 * repeated with the same value in further blocks are the same fact; what stays (dates, further
 * ids, the carrier) is reported by the caller's leftovers.
 */
import type { Element } from '@xmldom/xmldom';
import type { InvoiceInput, PostalAddress } from '../../../domain/model.js';
import { CAP_FOREIGN } from '../../../formats/fatturapa-profile.js';
import type { DomWalk } from '../../read/dom-walk.js';
import type { Dropped } from '../../read/read-result.js';

/** Reads the blocks into `invoice` (lines already read, in document order). */
export function readReferences(
  w: DomWalk,
  general: Element | undefined,
  invoice: InvoiceInput,
  dropped: Dropped[],
): void {
  const cupCig = (block: Element) => {
    const cup = w.one(block, 'x:CodiceCUP')?.textContent?.trim();
    if (cup && (invoice.projectReference ?? cup) === cup)
      invoice.projectReference = w.text(block, 'x:CodiceCUP'); // BT-11
    const cig = w.one(block, 'x:CodiceCIG')?.textContent?.trim();
    if (cig && (invoice.tenderReference ?? cig) === cig)
      invoice.tenderReference = w.text(block, 'x:CodiceCIG'); // BT-17
  };
  const firstId = (name: string): string | undefined => {
    let out: string | undefined;
    for (const block of w.all(general, `x:${name}`)) {
      const id = w.one(block, 'x:IdDocumento')?.textContent?.trim();
      if (id && (out ?? id) === id) out = w.text(block, 'x:IdDocumento');
      cupCig(block);
    }
    return out;
  };
  // The date (Data) of the blocks naming a reference, where they state one date.
  const dateOf = (name: string, id: string | undefined): string | undefined => {
    const named = w
      .all(general, `x:${name}`)
      .filter((b) => id && w.one(b, 'x:IdDocumento')?.textContent?.trim() === id.trim());
    const dates = new Set(
      named.map((b) => w.one(b, 'x:Data')?.textContent?.trim()).filter(Boolean),
    );
    if (dates.size !== 1) return undefined;
    let out: string | undefined;
    for (const b of named) out = w.text(b, 'x:Data') ?? out;
    return out;
  };
  // BT-13, and BT-132 for the lines a block names.
  for (const block of w.all(general, 'x:DatiOrdineAcquisto')) {
    const id = w.one(block, 'x:IdDocumento')?.textContent?.trim();
    if (id && (invoice.purchaseOrderReference ?? id) === id)
      invoice.purchaseOrderReference = w.text(block, 'x:IdDocumento');
    cupCig(block);
    const item = w.one(block, 'x:NumItem')?.textContent?.trim();
    const refs = w.all(block, 'x:RiferimentoNumeroLinea');
    if (!item || refs.length === 0 || id !== invoice.purchaseOrderReference) continue;
    const lines = refs.map((r) => invoice.lines.find((l) => l.id === r.textContent?.trim()));
    if (lines.some((l) => !l || (l.orderLineReference ?? item) !== item)) continue;
    for (const l of lines) l!.orderLineReference = item;
    w.takeAll(block, 'x:RiferimentoNumeroLinea');
    w.text(block, 'x:NumItem');
  }
  const orderDate = dateOf('DatiOrdineAcquisto', invoice.purchaseOrderReference);
  if (orderDate) invoice.purchaseOrderDate = orderDate; // EXT-FR-FE-197
  const contract = firstId('DatiContratto');
  if (contract) invoice.contractReference = contract; // BT-12
  const contractDate = dateOf('DatiContratto', contract);
  if (contractDate) invoice.contractDate = contractDate; // EXT-FR-FE-199
  const convenzione = firstId('DatiConvenzione');
  if (convenzione) invoice.invoicedObject = { id: convenzione }; // BT-18 (FatturaPA has no scheme)
  const receiving = firstId('DatiRicezione');
  if (receiving) invoice.receivingAdviceReference = receiving; // BT-15
  for (const f of w.all(general, 'x:DatiFattureCollegate')) {
    const number = w.text(f, 'x:IdDocumento');
    if (!number) continue;
    const date = w.text(f, 'x:Data');
    (invoice.precedingInvoices ??= []).push(date ? { number, date } : { number }); // BG-3: BT-25, BT-26
  }
  const ddt = w
    .all(general, 'x:DatiDDT')
    .map((d) => w.one(d, 'x:NumeroDDT')?.textContent?.trim())
    .filter(Boolean);
  if (ddt.length) {
    // BT-16 holds one despatch advice; further ones stay reported.
    const first = w
      .all(general, 'x:DatiDDT')
      .find((d) => w.one(d, 'x:NumeroDDT')?.textContent?.trim() === ddt[0]);
    invoice.despatchAdviceReference = w.text(first, 'x:NumeroDDT');
  }
  const transport = w.one(general, 'x:DatiTrasporto');
  const consegna = w.text(transport, 'x:DataOraConsegna');
  if (consegna) {
    invoice.deliveryDate = consegna.slice(0, 10); // BT-72
    if (!/T00:00:00(\.0+)?(Z|[+-]00:00)?$/.test(consegna)) {
      dropped.push({
        bt: 'BT-72',
        path: '/FatturaElettronica/FatturaElettronicaBody/DatiGenerali/DatiTrasporto/DataOraConsegna',
        value: consegna,
        reason: 'BT-72 is a date: the time of day is not carried',
      });
    }
  }
  const resa = w.one(transport, 'x:IndirizzoResa');
  if (resa) invoice.delivery = { ...invoice.delivery, address: readIndirizzo(w, resa) }; // BG-15
}

/** IndirizzoType → BG-15 (the CAP 00000 written for an address abroad is no post code). */
function readIndirizzo(w: DomWalk, el: Element): PostalAddress {
  const street = w.text(el, 'x:Indirizzo');
  const number = w.text(el, 'x:NumeroCivico');
  const country = w.text(el, 'x:Nazione') ?? '';
  const cap = w.text(el, 'x:CAP');
  const out: PostalAddress = { country }; // BT-80
  const line = street && number ? `${street} ${number}` : street;
  if (line) out.street = line; // BT-75
  const city = w.text(el, 'x:Comune');
  if (city) out.city = city; // BT-77
  if (cap && !(cap === CAP_FOREIGN && country !== 'IT')) out.postalCode = cap; // BT-78
  const provincia = w.text(el, 'x:Provincia');
  if (provincia) out.countrySubdivision = provincia; // BT-79
  return out;
}
