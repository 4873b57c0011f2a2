/**
 * The FatturaPA writer's public surface: writeFatturaPa, the deterministic ProgressivoInvio and
 * the missing-data report. Import from here.
 */
export { writeFatturaPa, progressivoFromNumber, type WriteFatturaPaOptions } from './write-fatturapa.js';
export { fatturaPaMissingData, type FatturaPaMissingData } from './fatturapa-missing-data.js';
export { formatoTrasmissione, codiceDestinatario } from './fatturapa-header.js';
export { naturaOf, tipoDocumento } from './fatturapa-body.js';
