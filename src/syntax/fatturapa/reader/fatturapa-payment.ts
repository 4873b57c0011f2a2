/**
 * DatiPagamento and Allegati, read back (places: ../fatturapa-places.ts). The first
 * DettaglioPagamento gives BG-16: ModalitaPagamento → BT-81, Beneficiario BT-85, IBAN BT-84, BIC
 * BT-86, CodicePagamento BT-83, DataScadenzaPagamento BT-9; ImportoPagamento is BT-115, which
 * the service recomputes; CondizioniPagamento is payment.condizioni_pagamento. Further
 * instalments stay reported. Allegati → BG-24.
 */
import type { Element } from '@xmldom/xmldom';
import type { InvoiceInput, PaymentInput } from '../../../domain/model.js';
import type { DomWalk } from '../../read/dom-walk.js';
import type { Dropped } from '../../read/read-result.js';
import { takeAccount } from '../../read/payment-account.js';
import { FATTURAPA_DEFAULTS } from '../../../formats/fatturapa-profile.js';
import { FORMATO_ATTACHMENT, meansCodeOf } from '../fatturapa-places.js';

/** Reads the first payment detail into invoice.payment and invoice.dueDate. */
export function readPayment(
  w: DomWalk,
  body: Element | undefined,
  invoice: InvoiceInput,
  dropped: Dropped[],
): void {
  const detail = w.one(body, 'x:DatiPagamento/x:DettaglioPagamento');
  if (!detail) return;
  const payment: PaymentInput = {};
  const modalita = w.one(detail, 'x:ModalitaPagamento')?.textContent?.trim();
  const means = modalita ? meansCodeOf(modalita) : undefined;
  if (means) {
    w.text(detail, 'x:ModalitaPagamento');
    payment.meansCode = means; // BT-81
  }
  takeAccount(
    payment,
    w.text(detail, 'x:IBAN'),
    w.text(detail, 'x:BIC'),
    '/FatturaElettronica/FatturaElettronicaBody/DatiPagamento/DettaglioPagamento',
    dropped,
  );
  const beneficiario = w.text(detail, 'x:Beneficiario');
  if (beneficiario) payment.accountName = beneficiario; // BT-85
  const codice = w.text(detail, 'x:CodicePagamento');
  if (codice) payment.remittanceInformation = codice; // BT-83
  // TP02 (payment in full) is the writer's default: read as no value.
  const condizioni = w.text(body, 'x:DatiPagamento/x:CondizioniPagamento');
  if (condizioni && condizioni !== FATTURAPA_DEFAULTS.condizioniPagamento)
    payment.condizioniPagamento = condizioni;
  if (Object.keys(payment).length) invoice.payment = payment;
  const due = w.text(detail, 'x:DataScadenzaPagamento');
  if (due) invoice.dueDate = due; // BT-9
  w.text(detail, 'x:ImportoPagamento'); // BT-115: recomputed (BR-CO-16)
}

/** Reads Allegati into BG-24 (the name is BT-122 and BT-125-2; FormatoAttachment or the name's extension gives BT-125-1). */
export function readAllegati(w: DomWalk, body: Element | undefined, invoice: InvoiceInput): void {
  for (const a of w.all(body, 'x:Allegati')) {
    if (w.one(a, 'x:AlgoritmoCompressione')) continue; // compressed content is no BT-125 as such: reported
    const name = w.one(a, 'x:NomeAttachment')?.textContent?.trim();
    const content = w.one(a, 'x:Attachment')?.textContent?.replace(/\s+/g, '');
    if (!name || !content) continue;
    const formato = (
      w.one(a, 'x:FormatoAttachment')?.textContent?.trim() ||
      /\.([A-Za-z0-9]+)$/.exec(name)?.[1] ||
      ''
    ).toUpperCase();
    const mimeCode = FORMATO_ATTACHMENT[formato === 'JPEG' ? 'JPG' : formato];
    if (!mimeCode) continue;
    w.take(a);
    const description = w.one(a, 'x:DescrizioneAttachment')?.textContent?.trim();
    (invoice.attachments ??= []).push({
      id: name,
      filename: name,
      mimeCode,
      contentBase64: content,
      ...(description ? { description } : {}),
    });
  }
}
