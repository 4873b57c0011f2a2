/**
 * The Dutch rules inside Peppol BIS Billing 3 (NL-R-001 to NL-R-009, the SI-UBL 2.0 rules of the
 * Netherlands that the Peppol Schematron runs for a supplier in NL, BT-40 = NL), checked before
 * generation so that generate refuses what the official rules would reject, each finding at the
 * JSON path of the value to give, its message naming the rule:
 * - NL-R-001: a credit note names the invoice it corrects (BG-3 / BT-25);
 * - NL-R-002: the supplier's address has street (BT-35), city (BT-37) and post code (BT-38);
 * - NL-R-003: the supplier's legal registration (BT-30) is a KVK or OIN number (0106, 0190);
 * - NL-R-004: so has a Dutch buyer's address (BT-50, BT-52, BT-53);
 * - NL-R-005: a Dutch buyer's legal registration (BT-47) is KVK or OIN too;
 * - NL-R-006: so has a Dutch tax representative's address (BT-64, BT-66, BT-67);
 * - NL-R-007: an amount due to the supplier comes with payment instructions (BG-16); it needs
 *   the calculated amount due, so full-check runs it (dutchPaymentMeansIssue);
 * - NL-R-008: between a Dutch supplier and a Dutch buyer, the payment means (BT-81) is one of
 *   30, 48, 49, 57, 58, 59;
 * - NL-R-009: a line's order line reference (BT-132) needs the order reference (BT-13).
 * Only Peppol BIS 3 (country profile standard_eu) runs them; the other formats leave them alone.
 */
import type { Invoice, Party } from '../../../gen/einvoice/v1/invoice_pb.js';
import type { Decimal } from '../../domain/decimal.js';
import { DEFAULT_COUNTRY, typeCodeOf } from '../../domain/defaults.js';
import { CREDIT_NOTE_TYPE_CODES } from '../../syntax/ubl/index.js';
import { blank, peppolProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** The Dutch legal entity schemes Peppol BIS 3 accepts: KVK (0106) and OIN (0190). */
const DUTCH_REGISTRATION_SCHEMES = new Set(['0106', '0190']);

/** NL-R-008: the payment means codes between Dutch parties. */
export const DUTCH_PAYMENT_MEANS = ['30', '48', '49', '57', '58', '59'] as const;
const DUTCH_PAYMENT_MEANS_SET: ReadonlySet<string> = new Set(DUTCH_PAYMENT_MEANS);

const isNl = (country: string | undefined): boolean => country?.trim().toUpperCase() === 'NL';

/** Whether the Dutch rules judge the document: Peppol BIS 3 and a supplier in the Netherlands. */
function dutchRulesApply(ctx: CheckContext): boolean {
  return peppolProfile(ctx)?.id === 'standard_eu' && isNl(ctx.sellerCountry);
}

/** Whether the document written is a UBL CreditNote (its type code, as the UBL writer decides). */
function isCreditNote(inv: Invoice): boolean {
  return CREDIT_NOTE_TYPE_CODES.has(typeCodeOf(inv.typeCode, inv.tipoDocumento));
}

/** The field checks of the Dutch rules (all but NL-R-007). */
export function checkDutchRules(ctx: CheckContext): void {
  if (!dutchRulesApply(ctx)) return;
  const inv = ctx.invoice;
  const buyerNl = isNl(ctx.buyerCountry);
  const add = (path: string, code: IssueCode, message: string, expected?: string): void => {
    if (!ctx.out.has(path)) ctx.out.add(path, code, message, expected);
  };

  // NL-R-001 (BR-NL-9): a credit note refers to the invoice it credits.
  if (isCreditNote(inv) && !inv.precedingInvoices.some((p) => !blank(p.number)))
    add(
      '$.invoice.preceding_invoices',
      IssueCode.REQUIRED,
      "a Dutch supplier's credit note names the invoice it corrects: give preceding_invoices[0].number (BT-25, NL-R-001)",
    );

  // NL-R-002, NL-R-004, NL-R-006 (BR-NL-3, -4, -5): street, city and post code.
  const address = (
    base: string,
    a: { street?: string; city?: string; postalCode?: string },
    whose: string,
    rule: string,
  ): void => {
    for (const [field, value, term] of [
      ['street', a.street, 'street'],
      ['city', a.city, 'city'],
      ['postal_code', a.postalCode, 'post code'],
    ] as const)
      if (blank(value))
        add(
          `${base}.${field}`,
          IssueCode.REQUIRED,
          `${whose} address states the street, the city and the post code in Peppol BIS 3: the ${term} is missing (${rule})`,
        );
  };
  address('$.invoice.seller', inv.seller ?? {}, "a Dutch supplier's", 'NL-R-002');
  if (buyerNl)
    address('$.invoice.buyer', inv.buyer ?? {}, "a Dutch supplier's Dutch buyer's", 'NL-R-004');
  const representative = inv.taxRepresentative?.address;
  if (representative && isNl(representative.country))
    address(
      '$.invoice.tax_representative.address',
      representative,
      "a Dutch supplier's Dutch tax representative's",
      'NL-R-006',
    );

  // NL-R-003, NL-R-005 (BR-NL-1, BR-NL-10): the legal registration is KVK or OIN.
  registration(ctx, 'seller', inv.seller);
  if (buyerNl) registration(ctx, 'buyer', inv.buyer);

  // NL-R-008 (BR-NL-12): the payment means code between Dutch parties.
  const p = inv.payment;
  if (buyerNl && p && !blank(p.meansCode) && !DUTCH_PAYMENT_MEANS_SET.has(p.meansCode.trim()))
    add(
      '$.invoice.payment.means_code',
      IssueCode.INVALID_VALUE,
      `between a Dutch supplier and a Dutch buyer the payment means code is one of ${DUTCH_PAYMENT_MEANS.join(', ')} in Peppol BIS 3, not ${p.meansCode.trim()} (BT-81, NL-R-008)`,
      DUTCH_PAYMENT_MEANS.join(', '),
    );
  else if (buyerNl && isCreditNote(inv) && !blank(inv.dueDate) && !hasPaymentInstrument(inv))
    // The credit note's due date is written in a payment means of its own (code 1, instrument
    // not defined), which NL-R-008 refuses: the code has to be given.
    add(
      '$.invoice.payment.means_code',
      IssueCode.REQUIRED,
      `between a Dutch supplier and a Dutch buyer a credit note's due date goes with a payment means code, one of ${DUTCH_PAYMENT_MEANS.join(', ')} (BT-81, NL-R-008)`,
      DUTCH_PAYMENT_MEANS.join(', '),
    );

  // NL-R-009 (BR-NL-13): an order line reference needs the order reference.
  if (inv.items.some((i) => !blank(i.orderLineReference)) && blank(inv.purchaseOrderReference))
    add(
      '$.invoice.purchase_order_reference',
      IssueCode.REQUIRED,
      "a Dutch supplier's invoice with an order line reference (BT-132) states the order it refers to (BT-13, NL-R-009)",
    );
}

/** NL-R-003 / NL-R-005: a party's legal registration, when stated, is a KVK or OIN number. */
function registration(ctx: CheckContext, role: 'seller' | 'buyer', party: Party | undefined): void {
  const reg = party?.legalRegistration;
  if (!reg || blank(reg.id)) return;
  const path = `$.invoice.${role}.legal_registration.scheme`;
  if (!DUTCH_REGISTRATION_SCHEMES.has(reg.scheme.trim()) && !ctx.out.has(path))
    ctx.out.add(
      path,
      IssueCode.INVALID_VALUE,
      `a Dutch ${role === 'seller' ? 'supplier' : "supplier's Dutch buyer"} states its legal registration as a KVK or OIN number (scheme 0106 or 0190) in Peppol BIS 3 (${role === 'seller' ? 'NL-R-003' : 'NL-R-005'})`,
      '0106 (KVK) or 0190 (OIN)',
    );
}

/** Whether the invoice gives what the UBL writer writes a payment means for (BG-16). */
export function hasPaymentInstrument(inv: Invoice): boolean {
  const p = inv.payment;
  return Boolean(
    p &&
      (!blank(p.meansCode) ||
        !blank(p.iban) ||
        p.creditTransfers.length > 0 ||
        p.directDebit ||
        p.card),
  );
}

/**
 * NL-R-007 (BR-NL-11), for the resolved Peppol country profile (format peppol only): a Dutch
 * supplier's invoice with an amount due (BT-115 > 0), or credit note with a negative one, states payment instructions (BG-16): an account, a direct debit, a card or
 * a payment means code (a credit note's due date is written in one too). Undefined when met.
 */
export function dutchPaymentMeansIssue(
  inv: Invoice,
  countryProfileId: string | undefined,
  payable: Decimal,
): { path: string; code: string; message: string } | undefined {
  if (countryProfileId !== 'standard_eu' || !isNl(inv.seller?.country || DEFAULT_COUNTRY))
    return undefined;
  const credit = isCreditNote(inv);
  const owed = credit ? payable.lessThan(0) : payable.greaterThan(0);
  if (!owed || hasPaymentInstrument(inv) || (credit && !blank(inv.dueDate))) return undefined;
  return {
    path: '$.invoice.payment.iban',
    code: 'NL-R-007',
    message:
      "a Dutch supplier's invoice with an amount due states how to pay (BG-16, NL-R-007): give payment.iban, or payment.means_code with the card, direct debit or accounts it uses",
  };
}
