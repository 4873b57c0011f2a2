/**
 * FatturaPA's public surface: the writer, the reader, and what validation checks against (the
 * document-level lines and the Natura of a line as the writer makes them, the places and lengths
 * of the terms). Code outside src/syntax/fatturapa imports from here only (test/layers.test.ts).
 */
export {
  writeFatturaPa,
  progressivoFromNumber,
  formatoTrasmissione,
  codiceDestinatario,
  naturaOf,
  tipoDocumento,
  type WriteFatturaPaOptions,
} from './writer/index.js';
export { documentLevelLines, type DocumentLevelLine } from './writer/fatturapa-body.js';
export { contattiEmail, telefono } from './writer/fatturapa-header.js';
export { asciiPlaceText, latinPlaceText } from './writer/latin-text.js';
export { readFatturaPa, FATTURAPA_NS } from './reader/read-fatturapa.js';
export {
  FATTURAPA_DATED_TERMS,
  FATTURAPA_PLACES,
  FORMATO_ATTACHMENT,
  LATIN_MAX_LENGTH,
  MAX_LENGTH,
  TIPO_CESSIONE,
  meansCodeOf,
  modalitaOf,
  type BoundedTerm,
  type LatinTerm,
} from './fatturapa-places.js';
