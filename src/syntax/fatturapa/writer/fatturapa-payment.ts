/**
 * DatiPagamento (BG-16) and Allegati (BG-24). DatiPagamento: CondizioniPagamento (TP02), one
 * DettaglioPagamento with Beneficiario BT-85, ModalitaPagamento from BT-81 (MP05 when only an
 * IBAN is given), DataScadenzaPagamento BT-9, ImportoPagamento BT-115, IBAN BT-84, BIC BT-86,
 * CodicePagamento BT-83. Allegati: one per BG-24 with embedded content (Attachment is mandatory).
 * Places: ../fatturapa-places.ts.
 */
import type { CalculatedInvoice } from '../../../domain/model.js';
import { FATTURAPA_DEFAULTS } from '../../../formats/fatturapa-profile.js';
import { FORMATO_ATTACHMENT, modalitaOf } from '../fatturapa-places.js';
import { amount2, leaf, type Node } from './fatturapa-format.js';
import { asciiPlaceText, latinPlaceText } from './latin-text.js';

/**
 * The ModalitaPagamento of BT-81; with an IBAN and a BT-81 FatturaPA has no code for (the carriage
 * check warns), or none, a bank transfer; undefined when the payment gives neither.
 */
export function modalitaPagamento(inv: CalculatedInvoice): string | undefined {
  const iban = inv.payment?.iban?.trim();
  return (
    modalitaOf(inv.payment?.meansCode?.trim()) ??
    (iban ? FATTURAPA_DEFAULTS.modalitaPagamentoBonifico : undefined)
  );
}

/** Writes DatiPagamento when a ModalitaPagamento is known. */
export function writePayment(b: Node, inv: CalculatedInvoice): void {
  const modalita = modalitaPagamento(inv);
  if (!modalita) return;
  const p = inv.payment;
  const dp = b.ele('DatiPagamento');
  leaf(dp, 'CondizioniPagamento', p?.condizioniPagamento ?? FATTURAPA_DEFAULTS.condizioniPagamento);
  const det = dp.ele('DettaglioPagamento');
  if (p?.accountName?.trim()) leaf(det, 'Beneficiario', latinPlaceText('BT-85', p.accountName)); // BT-85
  leaf(det, 'ModalitaPagamento', modalita); // BT-81
  if (inv.dueDate) leaf(det, 'DataScadenzaPagamento', inv.dueDate); // BT-9
  leaf(det, 'ImportoPagamento', amount2(inv.totals.payable)); // BT-115
  const iban = p?.iban?.replace(/\s+/g, '').toUpperCase();
  if (iban) leaf(det, 'IBAN', iban); // BT-84
  const bic = p?.bic?.replace(/\s+/g, '').toUpperCase();
  if (iban && bic) leaf(det, 'BIC', bic); // BT-86
  if (p?.remittanceInformation?.trim())
    leaf(det, 'CodicePagamento', asciiPlaceText('BT-83', p.remittanceInformation)); // BT-83
}

/** FormatoAttachment of a MIME code (BT-125-1), or undefined. */
export function formatoAttachment(mime: string | undefined): string | undefined {
  return Object.entries(FORMATO_ATTACHMENT).find(([, m]) => m === mime)?.[0];
}

/** Allegati: NomeAttachment BT-125-2 (else BT-122), FormatoAttachment BT-125-1, DescrizioneAttachment BT-123, Attachment BT-125. */
export function writeAllegati(b: Node, inv: CalculatedInvoice): void {
  for (const a of inv.attachments ?? []) {
    const content = a.contentBase64?.replace(/\s+/g, '');
    if (!content) continue;
    const al = b.ele('Allegati');
    leaf(
      al,
      'NomeAttachment',
      a.filename ? latinPlaceText('BT-125-2', a.filename) : latinPlaceText('BT-122', a.id),
    );
    const formato = formatoAttachment(a.mimeCode);
    if (formato) leaf(al, 'FormatoAttachment', formato);
    if (a.description?.trim())
      leaf(al, 'DescrizioneAttachment', latinPlaceText('BT-123', a.description));
    leaf(al, 'Attachment', content);
  }
}
