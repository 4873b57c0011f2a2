/**
 * FatturaElettronicaHeader: DatiTrasmissione (who sends, ProgressivoInvio, FPA12/FPR12, SDI
 * recipient code or PEC), CedentePrestatore (seller, BG-4, with its Contatti: BT-42, BT-43),
 * RappresentanteFiscale (BG-11) and CessionarioCommittente (buyer, BG-7; FatturaPA has no contacts for the buyer).
 */
import type { CalculatedInvoice, Party } from '../../../domain/model.js';
import {
  CAP_FOREIGN,
  CODICE_DESTINATARIO_FOREIGN,
  CODICE_DESTINATARIO_PEC_ONLY,
  FATTURAPA_DEFAULTS,
  formatoFor,
  recipientCode,
} from '../../../formats/fatturapa-profile.js';
import { leaf, splitVatId, type Node } from './fatturapa-format.js';
import { ascii, asciiPlaceText, latinPlaceText } from './latin-text.js';

/** FPA12 when the recipient code is a 6-character public-administration office code, else FPR12. */
export function formatoTrasmissione(buyer: Party): 'FPA12' | 'FPR12' {
  return formatoFor(recipientCode(buyer.codiceDestinatario, buyer.electronicAddress));
}

/**
 * CodiceDestinatario: the given code (or the buyer's electronic address of scheme 0201 / 0205),
 * 0000000 with a PEC only, XXXXXXX for a recipient abroad.
 */
export function codiceDestinatario(buyer: Party): string {
  const code = recipientCode(buyer.codiceDestinatario, buyer.electronicAddress)?.toUpperCase();
  if (code) return code;
  if (buyer.pec) return CODICE_DESTINATARIO_PEC_ONLY;
  return buyer.country !== 'IT' ? CODICE_DESTINATARIO_FOREIGN : CODICE_DESTINATARIO_PEC_ONLY;
}

/** Writes the header. */
export function writeHeader(root: Node, inv: CalculatedInvoice, progressivo: string): void {
  const h = root.ele('FatturaElettronicaHeader');
  const dt = h.ele('DatiTrasmissione');
  // IdTrasmittente: the seller transmits its own invoice (BT-31 split into country and code).
  const sellerId = splitVatId(
    inv.seller.vatId ?? inv.seller.codiceFiscale ?? '',
    inv.seller.country,
  );
  const idt = dt.ele('IdTrasmittente');
  leaf(idt, 'IdPaese', sellerId.idPaese);
  leaf(idt, 'IdCodice', sellerId.idCodice);
  leaf(dt, 'ProgressivoInvio', ascii(progressivo, 10));
  leaf(dt, 'FormatoTrasmissione', formatoTrasmissione(inv.buyer));
  leaf(dt, 'CodiceDestinatario', codiceDestinatario(inv.buyer));
  if (inv.buyer.pec && !inv.buyer.codiceDestinatario)
    leaf(dt, 'PECDestinatario', inv.buyer.pec.trim());

  const cp = h.ele('CedentePrestatore');
  const cpa = cp.ele('DatiAnagrafici');
  writeIdFiscaleIva(cpa, inv.seller);
  if (inv.seller.codiceFiscale) leaf(cpa, 'CodiceFiscale', inv.seller.codiceFiscale.toUpperCase());
  leaf(cpa.ele('Anagrafica'), 'Denominazione', latinPlaceText('BT-27', inv.seller.name)); // BT-27
  leaf(cpa, 'RegimeFiscale', inv.seller.regimeFiscale ?? FATTURAPA_DEFAULTS.regimeFiscale);
  writeSede(cp, inv.seller, { street: 'BT-35', city: 'BT-37' });
  writeContatti(cp, inv.seller);
  // BT-19: the administration's reference for its accounting (String20Latin).
  if (inv.accountingCost?.trim())
    leaf(cp, 'RiferimentoAmministrazione', asciiPlaceText('BT-19', inv.accountingCost));

  const rep = inv.taxRepresentative;
  if (rep?.vatId.trim()) {
    // BG-11: RappresentanteFiscale has no address; BG-12's country is the IdPaese of BT-63.
    const ra = h.ele('RappresentanteFiscale').ele('DatiAnagrafici');
    writeIdFiscaleIva(ra, { name: rep.name, vatId: rep.vatId, country: rep.address.country }); // BT-63
    leaf(ra.ele('Anagrafica'), 'Denominazione', latinPlaceText('BT-62', rep.name)); // BT-62
  }

  const cc = h.ele('CessionarioCommittente');
  const cca = cc.ele('DatiAnagrafici');
  writeIdFiscaleIva(cca, inv.buyer);
  if (inv.buyer.codiceFiscale) leaf(cca, 'CodiceFiscale', inv.buyer.codiceFiscale.toUpperCase());
  leaf(cca.ele('Anagrafica'), 'Denominazione', latinPlaceText('BT-44', inv.buyer.name)); // BT-44
  writeSede(cc, inv.buyer, { street: 'BT-50', city: 'BT-52' });
}

/** IdFiscaleIVA from BT-31 / BT-48. */
function writeIdFiscaleIva(parent: Node, p: Party): void {
  if (!p.vatId) return;
  const { idPaese, idCodice } = splitVatId(p.vatId, p.country);
  const id = parent.ele('IdFiscaleIVA');
  leaf(id, 'IdPaese', idPaese);
  leaf(id, 'IdCodice', idCodice.slice(0, 28));
}

/**
 * Telefono (TelFaxType): 5 to 12 Basic Latin characters. A longer number is written without its
 * spaces and separators ("+39 02 1234567" → "+39021234567"); one that still does not fit is left out.
 */
export function telefono(phone: string | undefined): string | undefined {
  const given = (phone ?? '').trim();
  for (const candidate of [given, given.replace(/\s+/g, ''), given.replace(/[^0-9+]/g, '')]) {
    if (/^[\u0020-\u007e]{5,12}$/.test(candidate)) return candidate;
  }
  return undefined;
}

/** Email (EmailContattiType): 7 to 256 characters shaped like x@y.z; anything else is left out. */
export function contattiEmail(email: string | undefined): string | undefined {
  const e = (email ?? '').trim();
  return e.length >= 7 && e.length <= 256 && /^.+@.+[.]+.+$/.test(e) ? e : undefined;
}

/** CedentePrestatore/Contatti: BT-42 seller phone (Telefono), BT-43 seller e-mail (Email). */
function writeContatti(parent: Node, p: Party): void {
  const phone = telefono(p.phone);
  const email = contattiEmail(p.email);
  if (!phone && !email) return;
  const c = parent.ele('Contatti');
  if (phone) leaf(c, 'Telefono', phone); // BT-42
  if (email) leaf(c, 'Email', email); // BT-43
}

/** Provincia: the two-letter sigla of the province (ProvinciaType [A-Z]{2}); anything else has no place. */
export function provincia(subdivision: string | undefined): boolean {
  return /^[A-Z]{2}$/.test(subdivision?.trim() ?? '');
}

/** Sede (BG-5 / BG-8): Indirizzo BT-35/50, CAP BT-38/53, Comune BT-37/52, Provincia BT-39/54, Nazione BT-40/55. */
function writeSede(
  parent: Node,
  p: Party,
  terms: { street: 'BT-35' | 'BT-50'; city: 'BT-37' | 'BT-52' },
): void {
  const s = parent.ele('Sede');
  leaf(s, 'Indirizzo', latinPlaceText(terms.street, p.street ?? ''));
  leaf(s, 'CAP', p.country === 'IT' ? (p.postalCode ?? '').trim() : CAP_FOREIGN);
  leaf(s, 'Comune', latinPlaceText(terms.city, p.city ?? ''));
  if (provincia(p.countrySubdivision)) leaf(s, 'Provincia', p.countrySubdivision!.trim()); // BT-39 / BT-54
  leaf(s, 'Nazione', p.country);
}
