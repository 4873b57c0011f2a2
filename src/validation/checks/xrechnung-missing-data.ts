/**
 * What XRechnung 3.0 requires (BR-DE-*) that the public JSON did not give. The writer never
 * invents such data; validate and generate report these entries (JSON path of the public request
 * plus a message naming the rule) so the caller can add them.
 */
import { isValidIban } from '../../domain/codelists/iban.js';
import type { CalculatedInvoice } from '../../domain/model.js';
import { skontoTermsProblem } from './skonto-terms.js';

/** One missing or unusable value, addressed by the public JSON path. */
export interface MissingData {
  path: string;
  message: string;
}

/** BR-DE-17 (a warning): the invoice type codes XRechnung lists. */
const XRECHNUNG_TYPE_CODES = new Set(['326', '380', '384', '389', '381', '875', '876', '877']);

/** BR-DE-16: the categories that need the seller's VAT id, tax registration or tax representative. */
const BR_DE_16_CATEGORIES = new Set(['S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M']);

/**
 * What XRechnung only warns about: an invoice type code outside its list (BR-DE-17 is a warning
 * in XRechnung 3.0, so the document is written).
 */
export function xrechnungWarnings(
  inv: CalculatedInvoice,
): { path: string; rule: string; message: string }[] {
  return XRECHNUNG_TYPE_CODES.has(inv.typeCode)
    ? []
    : [
        {
          path: '$.invoice.type_code',
          rule: 'BR-DE-17',
          message: `invoice type code ${inv.typeCode} is not one XRechnung lists (326, 380, 384, 389, 381, 875, 876, 877); it is written as given`,
        },
      ];
}

/** Lists every value XRechnung needs that the invoice lacks; empty when the invoice is complete. */
export function xrechnungMissingData(inv: CalculatedInvoice): MissingData[] {
  const out: MissingData[] = [];
  const need = (ok: unknown, path: string, message: string): void => {
    if (!ok) out.push({ path, message });
  };
  need(
    inv.buyerReference?.trim(),
    '$.invoice.leitweg_id',
    'XRechnung requires the Leitweg-ID as buyer reference (BT-10, BR-DE-15)',
  );
  need(
    inv.seller.city?.trim(),
    '$.invoice.seller.city',
    'XRechnung requires the seller city (BT-37, BR-DE-3)',
  );
  need(
    inv.seller.postalCode?.trim(),
    '$.invoice.seller.postal_code',
    'XRechnung requires the seller post code (BT-38, BR-DE-4)',
  );
  need(
    inv.seller.phone?.trim(),
    '$.invoice.seller.phone',
    'XRechnung requires a seller contact telephone number (BT-42, BR-DE-6)',
  );
  need(
    inv.seller.email?.trim(),
    '$.invoice.seller.email',
    'XRechnung requires a seller contact e-mail address (BT-43, BR-DE-7)',
  );
  need(
    inv.buyer.city?.trim(),
    '$.invoice.buyer.city',
    'XRechnung requires the buyer city (BT-52, BR-DE-8)',
  );
  need(
    inv.buyer.postalCode?.trim(),
    '$.invoice.buyer.postal_code',
    'XRechnung requires the buyer post code (BT-53, BR-DE-9)',
  );
  // BG-16 is any payment means: an account, a card, a direct debit, a means code; or, when only
  // the terms say how to pay, BT-81 "1" (instrument not defined), which validate warns about.
  const p = inv.payment;
  need(
    p?.iban?.trim() ||
      p?.terms?.trim() ||
      p?.meansCode?.trim() ||
      p?.creditTransfers?.length ||
      p?.card ||
      p?.directDebit,
    '$.invoice.payment.iban',
    'XRechnung requires payment instructions (BG-16, BR-DE-1): give the IBAN of the account to pay to, or payment terms saying how the invoice is paid',
  );
  // BR-DE-30 / BR-DE-31: a direct debit names the creditor and the debited account.
  if (p?.directDebit) {
    need(
      p.directDebit.creditorId?.trim(),
      '$.invoice.payment.direct_debit.creditor_id',
      'XRechnung requires the bank assigned creditor identifier of a direct debit (BT-90, BR-DE-30)',
    );
    need(
      p.directDebit.debitedAccount?.trim(),
      '$.invoice.payment.direct_debit.debited_account',
      'XRechnung requires the debited account of a direct debit (BT-91, BR-DE-31)',
    );
  }
  // BR-DE-10 / BR-DE-11: a deliver-to address names its city and post code.
  const deliverTo = inv.delivery?.address;
  if (deliverTo) {
    need(
      deliverTo.city?.trim(),
      '$.invoice.delivery.address.city',
      'XRechnung requires the deliver-to city of a deliver-to address (BT-77, BR-DE-10)',
    );
    need(
      deliverTo.postalCode?.trim(),
      '$.invoice.delivery.address.postal_code',
      'XRechnung requires the deliver-to post code of a deliver-to address (BT-78, BR-DE-11)',
    );
  }
  if (inv.payment?.iban?.trim() && inv.currency === 'EUR') {
    need(
      isValidIban(inv.payment.iban),
      '$.invoice.payment.iban',
      'The IBAN is not valid (BT-84, BR-DE-19: SEPA transfer needs a correct IBAN)',
    );
  }
  // BR-DE-16: with one of those categories, BT-31, the tax registration BT-32 or BG-11 will do.
  const categories = [...inv.lines, ...inv.allowances, ...inv.charges].map((x) => x.taxCategory);
  need(
    !categories.some((c) => BR_DE_16_CATEGORIES.has(c)) ||
      inv.seller.vatId?.trim() ||
      inv.seller.taxRegistrationId?.trim() ||
      inv.taxRepresentative,
    '$.invoice.seller.vat_id',
    'XRechnung requires the seller VAT identifier (BT-31), tax registration (BT-32) or a tax representative (BG-11) for VAT categories S, Z, E, AE, K, G, L, M (BR-DE-16)',
  );
  const skonto = skontoTermsProblem(inv.payment?.terms);
  if (skonto)
    out.push({
      path: '$.invoice.payment.terms',
      message: `XRechnung: ${skonto} (BT-20, BR-DE-18)`,
    });
  return out;
}
