/**
 * Number formats and small derivations shared by the FatturaPA header and body writers: the XSD
 * wants fixed decimals (Amount2Decimal, Amount8Decimal, Quantita with 2..8, RateType "22.00"),
 * and splits a VAT number into IdPaese + IdCodice.
 */
import type { Decimal } from '../../../domain/decimal.js';
import type { create } from 'xmlbuilder2';

/** An xmlbuilder2 node. */
export type Node = ReturnType<typeof create>;

/** Amount2DecimalType, e.g. "1234.50". */
export function amount2(d: Decimal): string {
  return d.toFixed(2);
}

/** Amount8DecimalType / QuantitaType: 2 to 8 decimals, as many as the value has. */
export function decimals2to8(d: Decimal): string {
  const dp = Math.min(Math.max(d.decimalPlaces(), 2), 8);
  return d.toFixed(dp);
}

/** RateType: "22.00". */
export function rate(d: Decimal): string {
  return d.toFixed(2);
}

/** Appends `<name>text</name>`; returns the parent for chaining. */
export function leaf(parent: Node, name: string, text: string): Node {
  parent.ele(name).txt(text);
  return parent;
}

/** IdFiscaleIVA from a VAT id with country prefix ("IT01234567890" → IT / 01234567890); country as fallback prefix. */
export function splitVatId(vatId: string, country: string): { idPaese: string; idCodice: string } {
  const v = vatId.replace(/\s+/g, '').toUpperCase();
  if (/^[A-Z]{2}/.test(v)) return { idPaese: v.slice(0, 2), idCodice: v.slice(2) };
  return { idPaese: country, idCodice: v };
}
