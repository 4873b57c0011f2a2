/**
 * writeFatturaPa: the FatturaPA 1.2.2 writer (FatturaElettronica FPA12 or FPR12) from the domain
 * model, valid against the official XSD. SDI-specific values the public JSON does not carry get
 * the documented defaults of src/formats/fatturapa-profile.ts; missing required data is listed by
 * fatturaPaMissingData() instead of being invented.
 */
import { createHash } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { CalculatedInvoice } from '../../../domain/model.js';
import { FATTURAPA_NS, XMLDSIG_NS } from '../../../formats/fatturapa-profile.js';
import { writeBody } from './fatturapa-body.js';
import { formatoTrasmissione, writeHeader } from './fatturapa-header.js';

/** Options of writeFatturaPa. */
export interface WriteFatturaPaOptions {
  /** ProgressivoInvio (1..10 ASCII characters); see progressivoFromNumber. */
  progressivo: string;
}

/** A deterministic ProgressivoInvio from the invoice number: 10 base-36 characters of its SHA-256. */
export function progressivoFromNumber(number: string): string {
  const h = createHash('sha256').update(number).digest();
  return BigInt(`0x${h.subarray(0, 8).toString('hex')}`)
    .toString(36)
    .toUpperCase()
    .padStart(10, '0')
    .slice(-10);
}

/** Writes the invoice as a FatturaElettronica document (UTF-8 XML string). */
export function writeFatturaPa(inv: CalculatedInvoice, opts: WriteFatturaPaOptions): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    FATTURAPA_NS,
    'p:FatturaElettronica',
    {
      versione: formatoTrasmissione(inv.buyer),
      'xmlns:ds': XMLDSIG_NS,
    },
  );
  writeHeader(root, inv, opts.progressivo);
  writeBody(root, inv);
  return root.end({ prettyPrint: false });
}
