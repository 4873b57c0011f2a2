/**
 * The KSeF FA(3) order of an advance invoice (Invoice.zamowienie: Zamowienie, ZamowienieWiersz)
 * in the domain model: texts trimmed (blank → undefined), numbers as exact decimals.
 */
import type { Zamowienie } from '../../../gen/einvoice/v1/invoice_pb.js';
import { ZERO } from '../../domain/decimal.js';
import type { KsefZamowienie } from '../../domain/model.js';
import { blank, decimal } from './common.js';

export function zamowienie(z: Zamowienie | undefined): KsefZamowienie | undefined {
  if (!z) return undefined;
  return {
    value: decimal(z.value) ?? ZERO, // WartoscZamowienia (required by the proto)
    lines: z.lines.map((l) => ({
      lineNumber: l.lineNumber, // NrWierszaZam
      uuId: blank(l.uuId), // UU_IDZ
      description: blank(l.description), // P_7Z
      sellerItemId: blank(l.sellerItemId), // IndeksZ
      gtin: blank(l.gtin), // GTINZ
      unit: blank(l.unit), // P_8AZ, as written
      quantity: decimal(l.quantity), // P_8BZ
      unitPrice: decimal(l.unitPrice), // P_9AZ
      netAmount: decimal(l.netAmount), // P_11NettoZ
      vatAmount: decimal(l.vatAmount), // P_11VatZ
      rateCode: blank(l.rateCode), // P_12Z (the proto checks the list)
      gtu: blank(l.gtu), // GTUZ
      beforeCorrection: l.beforeCorrection || undefined, // StanPrzedZ
    })),
  };
}
