/**
 * DatiGenerali after DatiGeneraliDocumento, in XSD order: DatiOrdineAcquisto (BT-13 with BT-11
 * CodiceCUP and BT-17 CodiceCIG, the order date as Data; one block per line with BT-132 as
 * NumItem), DatiContratto (BT-12, the contract date as Data), DatiConvenzione (BT-18), DatiRicezione (BT-15), DatiFattureCollegate (BG-3), DatiDDT (BT-16) and DatiTrasporto
 * (BT-72 DataOraConsegna when it differs from BT-2, BG-15 IndirizzoResa). Places:
 * ../fatturapa-places.ts.
 */
import type { CalculatedInvoice, PostalAddress } from '../../../domain/model.js';
import { CAP_FOREIGN } from '../../../formats/fatturapa-profile.js';
import { leaf, type Node } from './fatturapa-format.js';
import { asciiPlaceText, latinPlaceText } from './latin-text.js';

/** A term's value cut to its place's length (MAX_LENGTH; the carriage check warns beforehand). */
const cut = asciiPlaceText;

/** Writes the reference blocks of DatiGenerali. */
export function writeReferences(dg: Node, inv: CalculatedInvoice): void {
  const order = inv.purchaseOrderReference?.trim();
  if (order) {
    const o = dg.ele('DatiOrdineAcquisto');
    leaf(o, 'IdDocumento', cut('BT-13', order)); // BT-13
    if (inv.purchaseOrderDate) leaf(o, 'Data', inv.purchaseOrderDate); // EXT-FR-FE-197
    if (inv.projectReference) leaf(o, 'CodiceCUP', cut('BT-11', inv.projectReference)); // BT-11
    if (inv.tenderReference) leaf(o, 'CodiceCIG', cut('BT-17', inv.tenderReference)); // BT-17
    inv.lines.forEach((l, i) => {
      if (!l.orderLineReference) return;
      const ol = dg.ele('DatiOrdineAcquisto');
      leaf(ol, 'RiferimentoNumeroLinea', String(i + 1));
      leaf(ol, 'IdDocumento', cut('BT-13', order));
      leaf(ol, 'NumItem', cut('BT-132', l.orderLineReference)); // BT-132
    });
  }
  if (inv.contractReference) {
    const c = dg.ele('DatiContratto');
    leaf(c, 'IdDocumento', cut('BT-12', inv.contractReference)); // BT-12
    if (inv.contractDate) leaf(c, 'Data', inv.contractDate); // EXT-FR-FE-199
  }
  if (inv.invoicedObject?.id.trim())
    leaf(dg.ele('DatiConvenzione'), 'IdDocumento', cut('BT-18', inv.invoicedObject.id)); // BT-18
  if (inv.receivingAdviceReference)
    leaf(dg.ele('DatiRicezione'), 'IdDocumento', cut('BT-15', inv.receivingAdviceReference)); // BT-15
  for (const p of inv.precedingInvoices ?? []) {
    const f = dg.ele('DatiFattureCollegate');
    leaf(f, 'IdDocumento', cut('BT-25', p.number)); // BT-25
    if (p.date) leaf(f, 'Data', p.date); // BT-26
  }
  if (inv.despatchAdviceReference) {
    const d = dg.ele('DatiDDT');
    leaf(d, 'NumeroDDT', cut('BT-16', inv.despatchAdviceReference)); // BT-16
    // DataDDT is mandatory and EN 16931 has no despatch date: the delivery date (BT-72) stands in.
    leaf(d, 'DataDDT', inv.deliveryDate || inv.issueDate);
  }
  const address = deliveryAddress(inv.delivery?.address);
  const deliveryDate =
    inv.deliveryDate && inv.deliveryDate !== inv.issueDate ? inv.deliveryDate : undefined;
  if (address || deliveryDate) {
    const t = dg.ele('DatiTrasporto');
    if (address) writeIndirizzo(t.ele('IndirizzoResa'), address); // BG-15
    if (deliveryDate) leaf(t, 'DataOraConsegna', `${deliveryDate}T00:00:00`); // BT-72
  }
}

/** A BG-15 address FatturaPA can hold: IndirizzoType needs Indirizzo and Comune. */
export function deliveryAddress(a: PostalAddress | undefined): PostalAddress | undefined {
  return a?.street?.trim() && a.city?.trim() && a.country ? a : undefined;
}

/** IndirizzoType: Indirizzo BT-75, CAP BT-78 (00000 abroad), Comune BT-77, Provincia BT-79, Nazione BT-80. */
function writeIndirizzo(s: Node, a: PostalAddress): void {
  leaf(s, 'Indirizzo', latinPlaceText('BT-75', a.street ?? ''));
  leaf(
    s,
    'CAP',
    a.country === 'IT' && /^\d{5}$/.test(a.postalCode?.trim() ?? '')
      ? a.postalCode!.trim()
      : CAP_FOREIGN,
  );
  leaf(s, 'Comune', latinPlaceText('BT-77', a.city ?? ''));
  if (/^[A-Z]{2}$/.test(a.countrySubdivision ?? '')) leaf(s, 'Provincia', a.countrySubdivision!);
  leaf(s, 'Nazione', a.country);
}
