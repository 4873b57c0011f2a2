/**
 * The fields of the invoice JSON that only FatturaPA writes: a FatturaPA source converted into
 * another format loses them, and they are listed, never dropped silently. The other formats take
 * these fields in a generate request and leave them out (one request may serve several formats),
 * so generate's checks do not refuse them; convert is where their loss must be said.
 * - CodiceFiscale (seller, buyer): the Italian tax code;
 * - CodiceDestinatario and PECDestinatario (the buyer): the SDI routing;
 * - RegimeFiscale (the seller): its Italian VAT regime;
 * - CondizioniPagamento (the payment): instalments, in full or in advance;
 * - DatiBollo (the document): the stamp duty paid virtually;
 * - Natura (a line): the exemption code of a zero-rated line;
 * - TipoDocumento: its TD01 and TD04 are BT-3 380 and 381, which the target states; any other
 *   (TD24 deferred invoice, TD08 simplified credit note …) says more than BT-3.
 */
import { addressOfRecipientCode, FATTURAPA_DEFAULTS } from '../../formats/fatturapa-profile.js';
import type { LostTermInit } from './lost-terms.js';

/** The FatturaPA element of each party field (seller and buyer). */
const PARTY_FIELDS: Readonly<Record<string, string>> = {
  codice_fiscale: 'CodiceFiscale',
  codice_destinatario: 'CodiceDestinatario',
  pec: 'PECDestinatario',
  regime_fiscale: 'RegimeFiscale',
};
const PARTIES = ['seller', 'buyer'] as const;

/** TipoDocumento values that BT-3 states whole: the ones the FatturaPA writer derives from it. */
const PLAIN_TIPI: ReadonlySet<string> = new Set([
  FATTURAPA_DEFAULTS.tipoDocumentoInvoice,
  FATTURAPA_DEFAULTS.tipoDocumentoCreditNote,
]);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The FatturaPA-only fields set in the read invoice JSON, each as a lost term of a target in `format`. */
export function fatturaPaOnlyLosses(invoiceJson: unknown, format: string): LostTermInit[] {
  const inv = (invoiceJson ?? {}) as Record<string, any>;
  const reason = (element: string) =>
    `FatturaPA's ${element}: format ${format} has no place for it`;
  const lost: LostTermInit[] = [];
  const add = (element: string, sourcePath: string, value: unknown) => {
    if (text(value))
      lost.push({ businessTerm: element, sourcePath, value: text(value), reason: reason(element) });
  };
  const tipo = text(inv.tipo_documento).toUpperCase();
  if (tipo && !PLAIN_TIPI.has(tipo)) add('TipoDocumento', '$.invoice.tipo_documento', tipo);
  for (const role of PARTIES)
    for (const [field, element] of Object.entries(PARTY_FIELDS)) {
      // A recipient code the target states as the buyer's electronic address is carried.
      const carried =
        field === 'codice_destinatario' &&
        addressOfRecipientCode(inv[role]?.[field]) === text(inv[role]?.peppol_id);
      if (!carried) add(element, `$.invoice.${role}.${field}`, inv[role]?.[field]);
    }
  if (typeof inv.importo_bollo === 'number')
    add('DatiBollo', '$.invoice.importo_bollo', inv.importo_bollo.toFixed(2));
  add(
    'CondizioniPagamento',
    '$.invoice.payment.condizioni_pagamento',
    inv.payment?.condizioni_pagamento,
  );
  (Array.isArray(inv.items) ? inv.items : []).forEach((item: any, i: number) =>
    add('Natura', `$.invoice.items[${i}].natura`, item?.natura),
  );
  return lost;
}
