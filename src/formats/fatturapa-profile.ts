/**
 * FatturaPA 1.2.2 facts as data, one place for the writer, the reader, the checks and convert:
 * namespace, transmission formats and the recipient code (with its BT-49 form), the defaults for
 * what the public JSON leaves out (RegimeFiscale, payment conditions, EsigibilitaIVA), split
 * payment, the TipoDocumento of a BT-3, and the Natura codes with their legal references
 * (RiferimentoNormativo) for zero-rated lines.
 */

import { parsePeppolId } from '../domain/codelists/peppol-id.js';

/** Namespace of FatturaPA 1.2 (unchanged in 1.2.2). */
export const FATTURAPA_NS = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
/** XML Signature namespace, declared as in the official examples. */
export const XMLDSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

/** FormatoTrasmissione / versione: public administration (6-char office code) or private (7 chars / PEC). */
export const FORMATO = { publicAdministration: 'FPA12', private: 'FPR12' } as const;

/**
 * The EAS schemes of an electronic address (BT-49) that are FatturaPA's CodiceDestinatario, as the
 * Italian mapping of EN 16931 reads them: 0201 the IPA code of a public administration's office
 * (6 characters), 0205 the SDI recipient code (CODDEST, 7 characters).
 */
const RECIPIENT_CODE_SCHEMES: ReadonlySet<string> = new Set(['0201', '0205']);
/** The XSD's CodiceDestinatarioType: an address of another shape is no recipient code. */
const RECIPIENT_CODE_SHAPE = /^[A-Za-z0-9]{6,7}$/;

/**
 * The buyer's CodiceDestinatario: the one given, else the identifier of an electronic address
 * (BT-49) of scheme 0201 or 0205 and of the code's shape (a Peppol invoice to an Italian
 * administration states it so); undefined without either.
 */
export function recipientCode(
  codiceDestinatario: string | undefined,
  address: { scheme: string; id: string } | undefined,
): string | undefined {
  const given = codiceDestinatario?.trim();
  if (given) return given;
  const id = address?.id.trim() ?? '';
  return address && RECIPIENT_CODE_SCHEMES.has(address.scheme) && RECIPIENT_CODE_SHAPE.test(id)
    ? id
    : undefined;
}

/**
 * The electronic address (BT-49, "<EAS>:<id>") a CodiceDestinatario is, the inverse of
 * recipientCode: 0201 for a 6-character office code, 0205 for a 7-character SDI code; undefined
 * for the placeholders (0000000 with a PEC only, XXXXXXX abroad), which route nowhere themselves.
 */
export function addressOfRecipientCode(codiceDestinatario: string | undefined): string | undefined {
  const code = codiceDestinatario?.trim().toUpperCase() ?? '';
  if (!RECIPIENT_CODE_SHAPE.test(code)) return undefined;
  if (code === CODICE_DESTINATARIO_PEC_ONLY || code === CODICE_DESTINATARIO_FOREIGN)
    return undefined;
  return `${code.length === 6 ? '0201' : '0205'}:${code}`;
}

/** The electronic address of a peppol_id ("0201:UFY9MH"), as parsePeppolId reads it, for recipientCode. */
export function addressOf(
  peppolId: string | undefined,
): { scheme: string; id: string } | undefined {
  const parsed = parsePeppolId(peppolId?.trim() ?? '', { peppol: false });
  return parsed.ok ? parsed.value : undefined;
}

/**
 * The transmission format of a buyer's CodiceDestinatario: FPA12 for the 6-character office code
 * of a public administration (IPA), else FPR12. The writer's FormatoTrasmissione and versione, and
 * the profile generate and convert report, are this one decision.
 */
export function formatoFor(codiceDestinatario: string | undefined): 'FPA12' | 'FPR12' {
  return codiceDestinatario?.trim().length === 6 ? FORMATO.publicAdministration : FORMATO.private;
}

/** CodiceDestinatario when only a PEC address is known. */
export const CODICE_DESTINATARIO_PEC_ONLY = '0000000';
/** CodiceDestinatario for a recipient outside Italy (SDI convention). */
export const CODICE_DESTINATARIO_FOREIGN = 'XXXXXXX';
/** CAP written for an address outside Italy (the XSD wants five digits; SDI convention). */
export const CAP_FOREIGN = '00000';

/** Defaults for data the public JSON does not carry. */
export const FATTURAPA_DEFAULTS = {
  /** RegimeFiscale when the seller states none (seller.regime_fiscale): ordinary regime. */
  regimeFiscale: 'RF01',
  /** CondizioniPagamento: payment in full. */
  condizioniPagamento: 'TP02',
  /** ModalitaPagamento: bank transfer (with IBAN). */
  modalitaPagamentoBonifico: 'MP05',
  /** EsigibilitaIVA: immediate (but for split payment, ESIGIBILITA_SPLIT_PAYMENT). */
  esigibilitaIva: 'I',
  /** TipoDocumento when tipo_documento is absent: invoice, or credit note for BT-3 381. */
  tipoDocumentoInvoice: 'TD01',
  tipoDocumentoCreditNote: 'TD04',
} as const;

/**
 * The TipoDocumento of a BT-3 (UNTDID 1001) that says the same, for a source without one: a
 * commercial invoice TD01, a credit note TD04, a debit note TD05, a prepayment invoice TD02
 * (acconto / anticipo su fattura). Other codes have no single Italian reading.
 */
export const TIPO_DOCUMENTO_OF_TYPE_CODE: Readonly<Record<string, string>> = {
  '380': FATTURAPA_DEFAULTS.tipoDocumentoInvoice,
  '381': FATTURAPA_DEFAULTS.tipoDocumentoCreditNote,
  '383': 'TD05',
  '386': 'TD02',
};

/** DatiBollo/BolloVirtuale: the stamp duty is paid virtually (the only value the XSD has). */
export const BOLLO_VIRTUALE = 'SI';

/**
 * Split payment (scissione dei pagamenti, art. 17-ter DPR 633/72): EN 16931's VAT category B is
 * FatturaPA's EsigibilitaIVA S of the rate's DatiRiepilogo, both ways.
 */
export const SPLIT_PAYMENT = { category: 'B', esigibilita: 'S' } as const;

/**
 * Natura for a zero-rated line when the caller gave none, from the EN 16931 category (BT-151)
 * where the meaning is the same; Z (zero rated) has several Italian readings (N3.x) and is left
 * to the caller (reported as missing data).
 */
export const NATURA_BY_CATEGORY: Readonly<Record<string, string>> = {
  E: 'N4', // esenti
  G: 'N3.1', // non imponibili: esportazioni
  K: 'N3.2', // non imponibili: cessioni intracomunitarie
  AE: 'N6.9', // inversione contabile: altri casi
  O: 'N2.2', // non soggette: altri casi
};

/** RiferimentoNormativo (max 100 Latin-1 characters) written with each Natura in DatiRiepilogo. */
export const RIFERIMENTO_NORMATIVO: Readonly<Record<string, string>> = {
  N1: 'Escluse ex art. 15 DPR 633/72',
  N2: 'Non soggette',
  'N2.1': 'Non soggette ad IVA ai sensi degli artt. da 7 a 7-septies DPR 633/72',
  'N2.2': 'Non soggette - altri casi',
  N3: 'Non imponibili',
  'N3.1': 'Non imponibili - esportazioni, art. 8 DPR 633/72',
  'N3.2': 'Non imponibili - cessioni intracomunitarie, art. 41 DL 331/93',
  'N3.3': 'Non imponibili - cessioni verso San Marino, art. 71 DPR 633/72',
  'N3.4': "Non imponibili - operazioni assimilate alle cessioni all'esportazione",
  'N3.5': "Non imponibili - a seguito di dichiarazioni d'intento",
  'N3.6': 'Non imponibili - altre operazioni che non concorrono alla formazione del plafond',
  N4: 'Esenti ex art. 10 DPR 633/72',
  N5: 'Regime del margine / IVA non esposta in fattura',
  N6: 'Inversione contabile',
  'N6.1': 'Inversione contabile - cessione di rottami e altri materiali di recupero',
  'N6.2': 'Inversione contabile - cessione di oro e argento',
  'N6.3': 'Inversione contabile - subappalto nel settore edile',
  'N6.4': 'Inversione contabile - cessione di fabbricati',
  'N6.5': 'Inversione contabile - cessione di telefoni cellulari',
  'N6.6': 'Inversione contabile - cessione di prodotti elettronici',
  'N6.7': 'Inversione contabile - prestazioni comparto edile e settori connessi',
  'N6.8': 'Inversione contabile - operazioni settore energetico',
  'N6.9': 'Inversione contabile - altri casi, art. 17 DPR 633/72',
  N7: 'IVA assolta in altro stato UE',
};
