/**
 * The FatturaPA writer's public surface: writeFatturaPa and the deterministic ProgressivoInvio
 * (what the data must hold for it is validation's: src/validation/checks/fatturapa-missing-data.ts).
 * Import from here.
 */
export {
  writeFatturaPa,
  progressivoFromNumber,
  type WriteFatturaPaOptions,
} from './write-fatturapa.js';
export { formatoTrasmissione, codiceDestinatario } from './fatturapa-header.js';
export { naturaOf, tipoDocumento } from './fatturapa-body.js';
