/**
 * Reads a FatturaPA 1.2 document (FPA12 / FPR12, any root prefix) into the domain model: the
 * header parties, the first body's general data and references, lines (SC / AC lines as BG-20 /
 * BG-21), the first payment detail and the attachments; places: ../fatturapa-places.ts. Further
 * bodies (a batch) and everything the public model cannot hold are returned in `dropped`.
 */
import type { Document, Element } from '@xmldom/xmldom';
import type { InvoiceInput } from '../../../domain/model.js';
import { BOLLO_VIRTUALE, formatoFor } from '../../../formats/fatturapa-profile.js';
import { DomWalk } from '../../read/dom-walk.js';
import { leftovers, type Dropped, type ReadResult } from '../../read/read-result.js';
import { decimalOf } from '../../read/line-price.js';
import { FATTURAPA_TERMS } from '../fatturapa-places.js';
import { readReferences } from './fatturapa-references.js';
import { readAllegati, readPayment } from './fatturapa-payment.js';
import { readEsigibilita, readSummaries } from './fatturapa-summary.js';
import { readFatturaPaParty } from './fatturapa-party.js';
import { readFatturaPaLine } from './fatturapa-lines.js';

/** The FatturaPA 1.2 root namespace (elements below the root are unqualified). */
export const FATTURAPA_NS = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

/** Reads p:FatturaElettronica. */
export function readFatturaPa(doc: Document): ReadResult {
  const root = doc.documentElement as unknown as Element;
  const w = new DomWalk({ x: '' });
  const dropped: Dropped[] = [];
  const header = w.one(root, 'x:FatturaElettronicaHeader');
  const transmission = w.one(header, 'x:DatiTrasmissione');
  const bodies = w.all(root, 'x:FatturaElettronicaBody');
  const body = bodies[0];
  const general = w.one(body, 'x:DatiGenerali/x:DatiGeneraliDocumento');
  const tipo = w.text(general, 'x:TipoDocumento');
  const issueDate = w.text(general, 'x:Data') ?? '';
  const invoice: InvoiceInput = {
    number: w.text(general, 'x:Numero') ?? '', // BT-1
    issueDate, // BT-2
    typeCode: tipo === 'TD04' ? '381' : '380', // BT-3 from TipoDocumento
    deliveryDate: issueDate, // BT-72: FatturaPA has no separate delivery date on the document
    currency: w.text(general, 'x:Divisa') ?? 'EUR', // BT-5
    seller: readFatturaPaParty(w, w.one(header, 'x:CedentePrestatore')), // BG-4
    buyer: readFatturaPaParty(w, w.one(header, 'x:CessionarioCommittente')), // BG-7
    lines: [],
  };
  if (tipo) invoice.tipoDocumento = tipo;
  const destinatario = w.text(transmission, 'x:CodiceDestinatario');
  if (destinatario) invoice.buyer.codiceDestinatario = destinatario;
  // FormatoTrasmissione follows from the recipient code (the writer states it from there): read
  // when it agrees; one that does not stays listed as dropped.
  const formato = w.one(transmission, 'x:FormatoTrasmissione');
  if (formato?.textContent?.trim() === formatoFor(destinatario)) w.take(formato);
  const pec = w.text(transmission, 'x:PECDestinatario');
  if (pec) invoice.buyer.pec = pec;
  // BT-22: Causale may be split over several elements of 200 characters; they are one text.
  const causali = w
    .all(general, 'x:Causale')
    .map((c) => (w.take(c)?.textContent ?? '').trim())
    .filter(Boolean);
  if (causali.length) invoice.note = causali.join(' ');

  const rep = w.one(header, 'x:RappresentanteFiscale/x:DatiAnagrafici');
  const repPaese = w.text(rep, 'x:IdFiscaleIVA/x:IdPaese');
  const repCodice = w.text(rep, 'x:IdFiscaleIVA/x:IdCodice');
  const repName = w.text(rep, 'x:Anagrafica/x:Denominazione');
  if (repPaese && repCodice && repName) {
    // BG-11: BT-62, BT-63; BG-12 (mandatory) only has the country FatturaPA gives, IdPaese.
    invoice.taxRepresentative = {
      name: repName,
      vatId: `${repPaese}${repCodice}`,
      address: { country: repPaese },
    };
  }
  // DatiBollo: the stamp duty paid virtually, with its amount (one without stays reported).
  const bollo = w.one(general, 'x:DatiBollo');
  const importoBollo = decimalOf(w.one(bollo, 'x:ImportoBollo')?.textContent?.trim());
  if (w.one(bollo, 'x:BolloVirtuale')?.textContent?.trim() === BOLLO_VIRTUALE && importoBollo) {
    w.take(bollo);
    invoice.importoBollo = importoBollo;
  }
  const rounding = decimalOf(w.text(general, 'x:Arrotondamento'));
  if (rounding && !rounding.isZero()) invoice.roundingAmount = rounding; // BT-114
  const accounting = w.text(w.one(header, 'x:CedentePrestatore'), 'x:RiferimentoAmministrazione');
  if (accounting) invoice.accountingCost = accounting; // BT-19

  const lines = w.all(body, 'x:DatiBeniServizi/x:DettaglioLinee');
  const kinds = lines.map((line, i) => readFatturaPaLine(w, line, i + 1, invoice, dropped));
  readReferences(w, w.one(body, 'x:DatiGenerali'), invoice, dropped);
  readPayment(w, body, invoice, dropped);
  readAllegati(w, body, invoice);
  readEsigibilita(w, body, invoice);
  const summary = readSummaries(w, body, general, invoice);
  const lineTotal = lines
    .filter((_, i) => kinds[i] === 'line')
    .reduce(
      (sum, l) =>
        sum.plus(decimalOf(l.getElementsByTagName('PrezzoTotale')[0]?.textContent ?? '0') ?? 0),
      decimalOf('0')!,
    );
  for (const extra of bodies.slice(1)) {
    w.take(extra);
    dropped.push({
      bt: 'FatturaElettronicaBody',
      path: '/FatturaElettronica/FatturaElettronicaBody',
      value: extra.getElementsByTagName('Numero')[0]?.textContent ?? '',
      reason: 'a batch holds further invoices; only the first is returned',
    });
  }
  dropped.push(...leftovers(root, w, FATTURAPA_TERMS));
  return { invoice, dropped, declared: { lineTotal, ...summary } };
}
