/**
 * Where FatturaPA has a place for an EN 16931 term (the Italian CIUS mapping of EN 16931 to
 * FatturaPA 1.2.x, AgID / Agenzia delle Entrate), and the FatturaPA code lists the writer and the
 * reader share. Unlike the CII and UBL binding tables this is no table an engine writes and reads
 * by: FatturaPA is no EN 16931 syntax, and its writer (writer/) and reader (reader/) are written
 * by hand. The list says which terms of the term map they carry — the carriage check
 * (validation/checks/fatturapa-carriage.ts) warns for any term set that has no place here, the
 * round-trip test (test/syntax/fatturapa/fatturapa-terms-round-trip.test.ts) checks that each
 * listed term is written and read back — and the keys are typed on the term map.
 */
import type { TermId } from '../binding/terms.js';

/**
 * The EXTENDED-CTC-FR additions FatturaPA states too: the order's and the contract's dates
 * (DatiDocumentiCorrelatiType/Data of DatiOrdineAcquisto and DatiContratto).
 */
export const FATTURAPA_DATED_TERMS = ['EXT-FR-FE-197', 'EXT-FR-FE-199'] as const;
type FatturaPaDatedTerm = (typeof FATTURAPA_DATED_TERMS)[number];
import type { TermTable } from '../read/read-result.js';

/**
 * Every EN 16931 term the FatturaPA writer writes and the reader reads back, with its place.
 * The carriage check warns for any set term not listed here.
 */
export const FATTURAPA_PLACES: Readonly<Partial<Record<TermId | FatturaPaDatedTerm, string>>> = {
  'BT-3': 'DatiGeneraliDocumento/TipoDocumento (380 TD01, 381 TD04)',
  'BT-11': 'DatiOrdineAcquisto/CodiceCUP',
  'BT-12': 'DatiContratto/IdDocumento',
  'BT-13': 'DatiOrdineAcquisto/IdDocumento',
  'EXT-FR-FE-197': 'DatiOrdineAcquisto/Data (the order date, purchase_order_date)',
  'EXT-FR-FE-199': 'DatiContratto/Data (the contract date, contract_date)',
  'BT-15': 'DatiRicezione/IdDocumento',
  'BT-18': 'DatiConvenzione/IdDocumento (without its scheme)',
  'BT-16': 'DatiDDT/NumeroDDT',
  'BT-17': 'DatiOrdineAcquisto/CodiceCIG',
  'BT-19': 'DettaglioLinee/RiferimentoAmministrazione (every line)',
  'BT-39': 'CedentePrestatore/Sede/Provincia',
  'BT-54': 'CessionarioCommittente/Sede/Provincia',
  'BG-3': 'DatiFattureCollegate (IdDocumento BT-25, Data BT-26)',
  'BG-13': 'DatiTrasporto/IndirizzoResa (BG-15; BT-72 DataOraConsegna)',
  'BG-20': 'DettaglioLinee with TipoCessionePrestazione SC',
  'BG-21': 'DettaglioLinee with TipoCessionePrestazione AC',
  'BG-24':
    'Allegati (NomeAttachment BT-122/BT-125-2, FormatoAttachment BT-125-1, DescrizioneAttachment BT-123, Attachment BT-125)',
  'BT-81': 'DettaglioPagamento/ModalitaPagamento',
  'BT-83': 'DettaglioPagamento/CodicePagamento',
  'BT-85': 'DettaglioPagamento/Beneficiario',
  'BT-114': 'DatiGeneraliDocumento/Arrotondamento',
  'BT-120': "DatiRiepilogo/RiferimentoNormativo (of the category's Natura group)",
  'BT-126': 'DettaglioLinee/NumeroLinea (numeric)',
  'BG-26': 'DettaglioLinee/DataInizioPeriodo, DataFinePeriodo',
  'BT-132': 'DatiOrdineAcquisto/NumItem with RiferimentoNumeroLinea',
  'BT-133': 'DettaglioLinee/RiferimentoAmministrazione',
  'BT-147': 'DettaglioLinee/ScontoMaggiorazione (SC, Importo per unit)',
  'BT-148': 'DettaglioLinee/PrezzoUnitario, with the ScontoMaggiorazione of BT-147',
  'BG-11':
    'RappresentanteFiscale (IdFiscaleIVA BT-63, Denominazione BT-62; BG-12 country from IdPaese)',
  'BT-155': 'DettaglioLinee/CodiceArticolo (CodiceTipo "Codice Art. fornitore")',
  'BT-156': 'DettaglioLinee/CodiceArticolo (CodiceTipo "Codice Art. cliente")',
  'BT-157': 'DettaglioLinee/CodiceArticolo (CodiceTipo = scheme)',
};

/**
 * The places of Basic Latin (ASCII) text and the longest value each takes (the XSD's
 * String15Type / String20Type / String60Type, `\p{IsBasicLatin}{1,n}`; the CIUS rules BR-IT-020
 * to BR-IT-080): the writer spells a value in ASCII and cuts it to the limit (asciiPlaceText), the
 * carriage check warns when that changes it.
 */
export const MAX_LENGTH = {
  'BT-1': 20, // Numero: refused rather than cut or respelled (format-requirements.ts)
  'BT-11': 15,
  'BT-17': 15,
  'BT-12': 20,
  'BT-13': 20,
  'BT-15': 20,
  'BT-16': 20,
  'BT-18': 20,
  'BT-19': 20,
  'BT-25': 20,
  'BT-132': 20,
  'BT-133': 20,
  'BT-83': 60, // CodicePagamento
} as const satisfies Partial<Record<TermId, number>>;

/** A term with a length bound. */
export type BoundedTerm = keyof typeof MAX_LENGTH;

/**
 * The places of Latin text and the longest value each takes (the XSD's String35/60/80/100/200/1000
 * LatinType, `[\p{IsBasicLatin}\p{IsLatin-1Supplement}]{1,n}`): the writer spells a value in
 * Latin-1 and cuts it to the limit (latinPlaceText), the carriage check warns when that changes
 * it. BT-22 (Causale) is repeated in parts of 200 characters, so it is never cut.
 */
export const LATIN_MAX_LENGTH = {
  'BT-22': Number.MAX_SAFE_INTEGER, // Causale, in parts
  'BT-27': 80, // CedentePrestatore Denominazione
  'BT-44': 80, // CessionarioCommittente Denominazione
  'BT-62': 80, // RappresentanteFiscale Denominazione
  'BT-35': 60, // Sede/Indirizzo
  'BT-37': 60, // Sede/Comune
  'BT-50': 60,
  'BT-52': 60,
  'BT-75': 60, // IndirizzoResa/Indirizzo
  'BT-77': 60, // IndirizzoResa/Comune
  'BT-85': 200, // Beneficiario
  'BT-97': 1000, // Descrizione of an SC line
  'BT-104': 1000, // Descrizione of an AC line
  'BT-120': 100, // RiferimentoNormativo
  'BT-122': 60, // NomeAttachment, when there is no BT-125-2
  'BT-125-2': 60, // NomeAttachment
  'BT-123': 100, // DescrizioneAttachment
  'BT-153': 1000, // DettaglioLinee/Descrizione
  'BT-155': 35, // CodiceValore
  'BT-156': 35,
  'BT-157': 35,
  'BT-157-1': 35, // CodiceTipo
} as const satisfies Partial<Record<TermId, number>>;

/** A term with a place of Latin text. */
export type LatinTerm = keyof typeof LATIN_MAX_LENGTH;

/** CodiceArticolo/CodiceTipo of the seller's (BT-155) and the buyer's (BT-156) item identifier. */
export const CODICE_TIPO = {
  seller: 'Codice Art. fornitore',
  buyer: 'Codice Art. cliente',
} as const;

/** TipoCessionePrestazione of a document allowance (BG-20) and charge (BG-21) written as a line. */
export const TIPO_CESSIONE = { allowance: 'SC', charge: 'AC' } as const;

/**
 * ModalitaPagamento ↔ BT-81 (UNTDID 4461): the first code of a row is what the reader returns,
 * every code of a row is written as that ModalitaPagamento.
 */
export const MODALITA_PAGAMENTO: readonly (readonly [string, readonly string[]])[] = [
  ['MP01', ['10']], // contanti: in cash
  ['MP02', ['20']], // assegno: cheque
  ['MP03', ['21']], // assegno circolare: banker's draft
  ['MP05', ['58', '30', '31', '42']], // bonifico: SEPA credit transfer (Italy is in SEPA), credit transfer
  ['MP08', ['48', '54', '55']], // carta di pagamento: bank / credit / debit card
  ['MP19', ['59']], // SEPA Direct Debit
  ['MP09', ['49']], // RID: direct debit
];

/** BT-81 of a ModalitaPagamento, or undefined. */
export function meansCodeOf(modalita: string): string | undefined {
  return MODALITA_PAGAMENTO.find(([m]) => m === modalita)?.[1][0];
}

/** ModalitaPagamento of a BT-81 (MP05 bank transfer when none is given and an IBAN is). */
export function modalitaOf(meansCode: string | undefined): string | undefined {
  if (!meansCode) return undefined;
  return MODALITA_PAGAMENTO.find(([, codes]) => codes.includes(meansCode))?.[0];
}

/** FormatoAttachment (String10) ↔ BT-125-1 MIME code. */
export const FORMATO_ATTACHMENT: Readonly<Record<string, string>> = {
  PDF: 'application/pdf',
  PNG: 'image/png',
  JPG: 'image/jpeg',
  CSV: 'text/csv',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ODS: 'application/vnd.oasis.opendocument.spreadsheet',
  XML: 'text/xml',
};

/**
 * Names for FatturaPA elements the reader leaves: the FatturaPA block, with the nearest EN 16931
 * term where the mapping has one (the term then has no further place in the public model).
 */
export const FATTURAPA_TERMS: TermTable = {
  DatiOrdineAcquisto: 'DatiOrdineAcquisto',
  DatiContratto: 'DatiContratto',
  DatiConvenzione: 'DatiConvenzione',
  DatiRicezione: 'DatiRicezione',
  DatiDDT: 'DatiDDT',
  DatiTrasporto: 'DatiTrasporto',
  DatiFattureCollegate: 'DatiFattureCollegate',
  RegimeFiscale: 'RegimeFiscale',
  'DettaglioLinee/CodiceArticolo': 'BT-157 (CodiceArticolo)',
  'DettaglioLinee/ScontoMaggiorazione': 'BG-27/BG-28 (ScontoMaggiorazione)',
  'DatiGeneraliDocumento/ScontoMaggiorazione': 'BG-20/BG-21 (ScontoMaggiorazione)',
  AltriDatiGestionali: 'AltriDatiGestionali',
  DatiRitenuta: 'DatiRitenuta',
  DatiBollo: 'DatiBollo',
  DatiCassaPrevidenziale: 'DatiCassaPrevidenziale',
  ModalitaPagamento: 'BT-81 (ModalitaPagamento)',
  CondizioniPagamento: 'CondizioniPagamento',
  ImportoPagamento: 'BT-115 (ImportoPagamento)',
  IdTrasmittente: 'IdTrasmittente',
  ProgressivoInvio: 'ProgressivoInvio',
  FormatoTrasmissione: 'FormatoTrasmissione',
  NumeroCivico: 'BT-35/BT-50 (NumeroCivico)',
  RiferimentoAmministrazione: 'BT-19/BT-133 (RiferimentoAmministrazione)',
  Allegati: 'BG-24 (Allegati)',
  TerzoIntermediarioOSoggettoEmittente: 'TerzoIntermediarioOSoggettoEmittente',
  SoggettoEmittente: 'SoggettoEmittente',
  EsigibilitaIVA: 'EsigibilitaIVA',
  RiferimentoNormativo: 'BT-120 (RiferimentoNormativo)',
  UnitaMisura: 'BT-130 (UnitaMisura)',
};
