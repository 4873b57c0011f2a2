/**
 * What a FatturaPA document needs that the public JSON did not give (the XSD's mandatory Sede
 * fields, the seller's IdFiscaleIVA, the buyer's fiscal identity, a Natura for zero-rated lines
 * whose category has no single Italian meaning). The writer never invents these; validate and
 * generate report them by JSON path.
 */
import type { CalculatedInvoice } from '../../domain/model.js';
import { documentLevelLines, naturaOf, TIPO_CESSIONE } from '../../syntax/fatturapa/index.js';

/** One missing value, addressed by the public JSON path. */
export interface FatturaPaMissingData {
  path: string;
  message: string;
}

/** Lists every value FatturaPA needs that the invoice lacks; empty when the invoice is complete. */
export function fatturaPaMissingData(inv: CalculatedInvoice): FatturaPaMissingData[] {
  const out: FatturaPaMissingData[] = [];
  const need = (ok: unknown, path: string, message: string): void => {
    if (!ok) out.push({ path, message });
  };
  need(
    inv.seller.vatId?.trim(),
    '$.invoice.seller.vat_id',
    'FatturaPA requires the seller IdFiscaleIVA (CedentePrestatore)',
  );
  for (const role of ['seller', 'buyer'] as const) {
    const p = inv[role];
    need(
      p.street?.trim(),
      `$.invoice.${role}.street`,
      `FatturaPA requires the ${role} address (Sede/Indirizzo)`,
    );
    need(
      p.city?.trim(),
      `$.invoice.${role}.city`,
      `FatturaPA requires the ${role} city (Sede/Comune)`,
    );
    if (p.country === 'IT') {
      need(
        /^[0-9]{5}$/.test(p.postalCode?.trim() ?? ''),
        `$.invoice.${role}.postal_code`,
        `FatturaPA requires a five-digit CAP for the ${role} (Sede/CAP)`,
      );
    }
  }
  need(
    inv.buyer.vatId?.trim() || inv.buyer.codiceFiscale?.trim(),
    '$.invoice.buyer.codice_fiscale',
    'buyer vat_id or codice_fiscale required for FatturaPA (CessionarioCommittente IdFiscaleIVA or CodiceFiscale)',
  );
  inv.lines.forEach((l, i) => {
    if (l.vatRate.isZero() && !naturaOf(l)) {
      need(
        false,
        `$.invoice.items[${i}].natura`,
        `A zero-rated line needs its Natura (N1..N7) in FatturaPA; category ${l.taxCategory} has no single Italian meaning`,
      );
    }
  });
  // A zero-rated document allowance or charge (an SC / AC line) takes the Natura of its category's lines.
  const index = { allowances: 0, charges: 0 };
  for (const e of documentLevelLines(inv)) {
    const kind = e.tipo === TIPO_CESSIONE.allowance ? 'allowances' : 'charges';
    const i = index[kind]++;
    if (e.entry.vatRate.isZero() && !e.natura) {
      need(
        false,
        `$.invoice.${kind}[${i}].tax_category`,
        `A zero-rated document ${kind === 'allowances' ? 'allowance' : 'charge'} needs a Natura in FatturaPA: give a category with one (E, G, K, AE, O) or a line of category ${e.entry.taxCategory} with its natura`,
      );
    }
  }
  return out;
}
