/**
 * Names for FatturaPA elements the public model cannot hold. FatturaPA is not an EN 16931
 * syntax, so most entries name the FatturaPA block (with the nearest EN 16931 term where the
 * CEN mapping TS 16931-3-? has one).
 */
import type { TermTable } from '../../../retrieve/read-result.js';

export const FATTURAPA_TERMS: TermTable = {
  DatiOrdineAcquisto: 'BT-13 (DatiOrdineAcquisto)',
  DatiContratto: 'BT-12 (DatiContratto)',
  DatiConvenzione: 'DatiConvenzione',
  DatiRicezione: 'BT-15 (DatiRicezione)',
  DatiDDT: 'BT-16 (DatiDDT)',
  DatiTrasporto: 'DatiTrasporto',
  DatiFattureCollegate: 'BG-3 (DatiFattureCollegate)',
  RegimeFiscale: 'RegimeFiscale',
  'DettaglioLinee/CodiceArticolo': 'BT-155/BT-157 (CodiceArticolo)',
  'DettaglioLinee/ScontoMaggiorazione': 'BG-27/BG-28 (ScontoMaggiorazione)',
  'DatiGeneraliDocumento/ScontoMaggiorazione': 'BG-20/BG-21 (ScontoMaggiorazione)',
  AltriDatiGestionali: 'AltriDatiGestionali',
  DatiRitenuta: 'DatiRitenuta',
  DatiBollo: 'DatiBollo',
  DatiCassaPrevidenziale: 'DatiCassaPrevidenziale',
  ImportoTotaleDocumento: 'BT-112 (ImportoTotaleDocumento)',
  Arrotondamento: 'BT-114 (Arrotondamento)',
  ModalitaPagamento: 'BT-81 (ModalitaPagamento)',
  CondizioniPagamento: 'CondizioniPagamento',
  ImportoPagamento: 'BT-115 (ImportoPagamento)',
  IdTrasmittente: 'IdTrasmittente',
  ProgressivoInvio: 'ProgressivoInvio',
  FormatoTrasmissione: 'FormatoTrasmissione',
  Provincia: 'BT-39/BT-54 (Provincia)',
  NumeroCivico: 'BT-35/BT-50 (NumeroCivico)',
  RiferimentoAmministrazione: 'BT-10/BT-19 (RiferimentoAmministrazione)',
  Allegati: 'BG-24 (Allegati)',
  TerzoIntermediarioOSoggettoEmittente: 'TerzoIntermediarioOSoggettoEmittente',
  SoggettoEmittente: 'SoggettoEmittente',
  RappresentanteFiscale: 'BG-11 (RappresentanteFiscale)',
  EsigibilitaIVA: 'EsigibilitaIVA',
  RiferimentoNormativo: 'BT-120 (RiferimentoNormativo)',
  UnitaMisura: 'BT-130 (UnitaMisura)',
  DataInizioPeriodo: 'BT-134 (DataInizioPeriodo)',
  DataFinePeriodo: 'BT-135 (DataFinePeriodo)',
};
