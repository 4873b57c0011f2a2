/**
 * The German rules inside Peppol BIS Billing 3 (DE-R-*, the XRechnung rules the Peppol
 * Schematron runs between a supplier and a buyer both in Germany, BT-40 = BT-55 = DE), checked
 * before generation so that generate refuses what the official rules would reject, each finding
 * at the JSON path of the value to give, its message naming the rule:
 * - DE-R-001: payment instructions (BG-16): an account, a card, a direct debit or a means code
 *   (a credit note's due date is written in a payment means of its own);
 * - DE-R-002, DE-R-006, DE-R-007: the seller contact (BG-6) with telephone (BT-42) and e-mail
 *   (BT-43); its contact point (BT-41, DE-R-005) defaults to the seller's name;
 * - DE-R-003, DE-R-004, DE-R-008, DE-R-009: seller and buyer city and post code (BT-37, BT-38,
 *   BT-52, BT-53); DE-R-010, DE-R-011: so has a deliver-to address when given (BT-77, BT-78);
 * - DE-R-015: the buyer reference (BT-10);
 * - DE-R-022: attachments' filenames (BT-125) unique, ignoring case;
 * - DE-R-030, DE-R-031: a direct debit (BG-19) with the creditor id (BT-90) and the debited
 *   account (BT-91).
 * - DE-R-018: the Skonto entries of the payment terms (BT-20; skonto-terms.ts).
 * DE-R-016 is EN 16931's category rules again (BR-S-02 and the like). Only Peppol BIS 3 (country
 * profile standard_eu) and PINT EU run them; XRechnung has its own (xrechnung-missing-data.ts).
 */
import { bothGerman } from '../../domain/german-parties.js';
import { ublProfile } from '../../formats/ubl-profiles.js';
import type { Invoice } from '../../../gen/einvoice/v1/invoice_pb.js';
import { typeCodeOf } from '../../domain/defaults.js';
import { CREDIT_NOTE_TYPE_CODES } from '../../syntax/ubl/index.js';
import { blank, peppolProfile, type CheckContext } from './context.js';
import { hasPaymentInstrument } from './dutch-rules.js';
import { IssueCode } from './issues.js';
import { skontoTermsProblem } from './skonto-terms.js';

/**
 * Whether the German rules judge the document: Peppol BIS 3 or PINT EU (UblProfile.germanRules;
 * not the national CIUS of format peppol, which have their own) between German parties.
 */
function germanRulesApply(ctx: CheckContext): boolean {
  const country = peppolProfile(ctx);
  if (!country || ctx.ublCountryProfile) return false;
  const ubl = country.pintJurisdiction
    ? ublProfile('pint', country.pintJurisdiction)
    : ublProfile('peppol');
  return ubl.germanRules === true && bothGerman(ctx.sellerCountry, ctx.buyerCountry);
}

/** Whether the UBL writer writes BG-16 for the invoice (see write-ubl.ts paymentMeans). */
function writesPaymentMeans(inv: Invoice): boolean {
  const credit = CREDIT_NOTE_TYPE_CODES.has(typeCodeOf(inv.typeCode, inv.tipoDocumento));
  return hasPaymentInstrument(inv) || (credit && !blank(inv.dueDate));
}

export function checkGermanPeppolRules(ctx: CheckContext): void {
  if (!germanRulesApply(ctx)) return;
  const inv = ctx.invoice;
  const rules = peppolProfile(ctx)?.pintJurisdiction ? 'PINT EU' : 'Peppol BIS 3';
  const add = (path: string, rule: string, message: string): void => {
    if (!ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.REQUIRED,
        `between a German supplier and a German buyer ${rules} requires ${message} (${rule})`,
      );
  };

  if (!writesPaymentMeans(inv))
    add(
      '$.invoice.payment.iban',
      'DE-R-001',
      'payment instructions (BG-16): give payment.iban, or payment.means_code with the card, direct debit or accounts it uses',
    );
  if (blank(inv.buyerReference) && blank(inv.leitwegId))
    add('$.invoice.buyer_reference', 'DE-R-015', 'the buyer reference (BT-10)');

  const seller = inv.seller;
  if (blank(seller?.phone))
    add('$.invoice.seller.phone', 'DE-R-006', 'a seller contact telephone number (BT-42)');
  if (blank(seller?.email))
    add('$.invoice.seller.email', 'DE-R-007', 'a seller contact e-mail address (BT-43)');
  if (blank(seller?.city)) add('$.invoice.seller.city', 'DE-R-003', 'the seller city (BT-37)');
  if (blank(seller?.postalCode))
    add('$.invoice.seller.postal_code', 'DE-R-004', 'the seller post code (BT-38)');
  if (blank(inv.buyer?.city)) add('$.invoice.buyer.city', 'DE-R-008', 'the buyer city (BT-52)');
  if (blank(inv.buyer?.postalCode))
    add('$.invoice.buyer.postal_code', 'DE-R-009', 'the buyer post code (BT-53)');
  const delivery = inv.delivery?.address;
  if (delivery && blank(delivery.city))
    add('$.invoice.delivery.address.city', 'DE-R-010', 'the deliver-to city (BT-77)');
  if (delivery && blank(delivery.postalCode))
    add('$.invoice.delivery.address.postal_code', 'DE-R-011', 'the deliver-to post code (BT-78)');

  const seen = new Set<string>();
  inv.attachments.forEach((a, i) => {
    const name = a.filename.trim().toLowerCase();
    if (!name) return;
    if (seen.has(name))
      add(
        `$.invoice.attachments[${i}].filename`,
        'DE-R-022',
        'attachments with filenames unique ignoring case (BT-125)',
      );
    seen.add(name);
  });

  const debit = inv.payment?.directDebit;
  if (debit && blank(debit.creditorId))
    add(
      '$.invoice.payment.direct_debit.creditor_id',
      'DE-R-030',
      "a direct debit's bank assigned creditor identifier (BT-90)",
    );
  if (debit && blank(debit.debitedAccount))
    add(
      '$.invoice.payment.direct_debit.debited_account',
      'DE-R-031',
      "a direct debit's debited account (BT-91)",
    );

  const skonto = skontoTermsProblem(inv.payment?.terms);
  if (skonto && !ctx.out.has('$.invoice.payment.terms'))
    ctx.out.add(
      '$.invoice.payment.terms',
      IssueCode.INVALID_FORMAT,
      `between a German supplier and a German buyer ${rules} reads ${skonto} (BT-20, DE-R-018)`,
    );
}
