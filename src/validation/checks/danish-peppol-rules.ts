/**
 * The Danish rules inside Peppol BIS Billing 3 and PINT EU (DK-R-*), checked before generation so that
 * generate refuses what the official rules would reject, each at the JSON path of the value to
 * give, its message naming the rule. They key on the parties' postal countries (BT-40, BT-55).
 * A Danish supplier, whatever the buyer:
 * - DK-R-002, DK-R-014: the seller's legal registration (BT-30), its scheme 0184 (CVR; in BIS a
 *   0184 peppol_id gives it, the PINT writer states BT-30 only as given);
 * - DK-R-016: a credit note to a Danish buyer with a negative amount due (BT-115): needs the
 *   calculated totals, see danishCreditNoteIssue.
 * Between a Danish supplier and a Danish buyer:
 * - DK-R-013: party identifiers (BT-29, BT-46) with their scheme;
 * - DK-R-017: the buyer's legal registration (BT-47) under scheme 0184 (BIS only, PINT EU has no
 *   such rule);
 * - DK-R-003: a UNSPSC item classification (BT-158, list TST) in version 19.05.01 or 26.08.01
 *   (BIS only: in PINT EU an earlier rule of the pattern takes the line first);
 * - DK-R-004: a charge with reason code ZZZ (non-VAT tax) names the tax in its reason: four
 *   digits, or a text with a # inside;
 * - DK-R-005 to DK-R-011 (invoices only, a credit note's payment means are not judged): the
 *   payment means code (BT-81) one of 1, 10, 31, 42, 48, 49, 50, 58, 59, 93, 97 (a DKK account
 *   without a code is written 30, which is not); 31 / 42 with account (BT-84) and bank
 *   registration number (BT-86); 49 with mandate (BT-89) and debited account (BT-91); 50 (giro)
 *   and 93 (FIK) with the card type code in the payment id (BT-83) and the giro / creditor number
 *   as account. UBL states one means per account: each is judged.
 */
import type { Decimal } from '../../domain/decimal.js';
import type { Invoice, Party } from '../../../gen/einvoice/v1/invoice_pb.js';
import { peppolProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import {
  isCreditNote,
  isXPathNumber,
  NationalFindings,
  normalizeSpace,
  peppolBisApplies,
  postalCountry,
  writtenLegalId,
  writtenPaymentMeans,
} from './peppol-national-context.js';

const DK_MEANS = ['1', '10', '31', '42', '48', '49', '50', '58', '59', '93', '97'];
const UNSPSC_VERSIONS = ['19.05.01', '19.0501', '26.08.01', '26.0801'];

/** DK-R-004: "ZZZ" names the tax: four digits (0-9999), or a text with a # neither first nor last. */
function namesNonVatTax(reason: string): boolean {
  const n = normalizeSpace(reason);
  if (n.length === 4 && isXPathNumber(reason) && Number(reason) >= 0 && Number(reason) <= 9999)
    return true;
  return reason.includes('#') && !reason.startsWith('#') && !reason.endsWith('#');
}

export function checkDanishPeppolRules(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const pintEu = peppolProfile(ctx)?.id === 'pint_eu';
  if ((!peppolBisApplies(ctx) && !pintEu) || postalCountry(inv.seller) !== 'DK') return;
  const f = new NationalFindings();
  // The PINT writer states BT-30 only as given: a 0184 Peppol id does not give it there.
  const legal = pintEu ? givenLegalId(inv.seller) : writtenLegalId(inv.seller);
  if (!legal)
    f.add(
      '$.invoice.seller.legal_registration.id',
      IssueCode.REQUIRED,
      'DK-R-002',
      `the seller legal registration (BT-30, the CVR number, scheme 0184${pintEu ? '' : '; or a 0184 peppol_id'})`,
    );
  else if (legal.scheme !== '0184')
    f.add(
      '$.invoice.seller.legal_registration.scheme',
      IssueCode.INVALID_VALUE,
      'DK-R-014',
      'the seller legal registration (BT-30) under scheme 0184 (CVR)',
    );

  if (postalCountry(inv.buyer) === 'DK') domesticRules(inv, f, pintEu);
  f.flush(ctx, `for a Danish supplier ${pintEu ? 'PINT EU' : 'Peppol BIS 3'} requires`);
}

/** BT-30 as given (legal_registration), without the 0184 Peppol id the BIS writer uses. */
function givenLegalId(p: Party | undefined): { id: string; scheme: string } | undefined {
  const id = p?.legalRegistration?.id.trim();
  return id ? { id, scheme: p!.legalRegistration!.scheme.trim().toUpperCase() } : undefined;
}

function domesticRules(inv: Invoice, f: NationalFindings, pintEu: boolean): void {
  for (const role of ['seller', 'buyer'] as const)
    inv[role]?.identifiers.forEach((id, i) => {
      if (id.id.trim() && !id.scheme.trim())
        f.add(
          `$.invoice.${role}.identifiers[${i}].scheme`,
          IssueCode.REQUIRED,
          'DK-R-013',
          'party identifiers (BT-29, BT-46) with their scheme',
        );
    });
  // DK-R-017 is BIS's only: PINT EU's jurisdiction rules do not have it.
  const buyerLegal = pintEu ? undefined : writtenLegalId(inv.buyer);
  if (buyerLegal && buyerLegal.scheme !== '0184')
    f.add(
      '$.invoice.buyer.legal_registration.scheme',
      IssueCode.INVALID_VALUE,
      'DK-R-017',
      'a Danish buyer legal registration (BT-47) under scheme 0184 (CVR)',
    );

  // DK-R-003 never fires in PINT EU: an earlier rule of its pattern has the same line context.
  if (!pintEu)
    inv.items.forEach((item, i) => {
      const cls = item.classifications;
      const tst = cls.findIndex((c) => c.listId.trim().toUpperCase() === 'TST');
      if (tst >= 0 && !cls.some((c) => UNSPSC_VERSIONS.includes(c.listVersion.trim())))
        f.add(
          `$.invoice.items[${i}].classifications[${tst}].list_version`,
          IssueCode.INVALID_VALUE,
          'DK-R-003',
          'a UNSPSC classification (list TST) in version 19.05.01 or 26.08.01',
        );
    });
  const zzz = (list: { reason: string; reasonCode: string }[], at: string) =>
    list.forEach((a, j) => {
      if (a.reasonCode.trim().toUpperCase() === 'ZZZ' && !namesNonVatTax(a.reason.trim()))
        f.add(
          `${at}[${j}].reason`,
          IssueCode.INVALID_FORMAT,
          'DK-R-004',
          'a non-VAT tax (reason code ZZZ) named in the reason: its 4-digit tax category, or a text with a # neither first nor last',
        );
    });
  zzz(inv.allowances, '$.invoice.allowances');
  zzz(inv.charges, '$.invoice.charges');
  inv.items.forEach((item, i) => {
    zzz(item.allowances, `$.invoice.items[${i}].allowances`);
    zzz(item.charges, `$.invoice.items[${i}].charges`);
  });

  if (!isCreditNote(inv)) paymentMeansRules(inv, f);
}

function paymentMeansRules(inv: Invoice, f: NationalFindings): void {
  const debit = inv.payment?.directDebit;
  writtenPaymentMeans(inv).forEach((m, i) => {
    if (!DK_MEANS.includes(m.code)) {
      f.add(
        '$.invoice.payment.means_code',
        IssueCode.INVALID_VALUE,
        'DK-R-005',
        `a payment means code (BT-81) of ${DK_MEANS.join(', ')}, not ${m.code}${inv.payment?.meansCode.trim() ? '' : ' (the default for an account outside EUR): give payment.means_code'}`,
      );
      return;
    }
    const pid = m.paymentId ?? '';
    const account = m.account ?? '';
    if ((m.code === '31' || m.code === '42') && !account)
      f.add(
        m.accountPath,
        IssueCode.REQUIRED,
        'DK-R-006',
        'with payment means 31 or 42 the account (BT-84)',
      );
    if ((m.code === '31' || m.code === '42') && !m.bic)
      f.add(
        m.bicPath,
        IssueCode.REQUIRED,
        'DK-R-006',
        'with payment means 31 or 42 the bank registration number (BT-86; a further account in credit_transfers takes a national one)',
      );
    if (m.code === '49' && (i > 0 || !debit?.mandateReference.trim()))
      f.add(
        i > 0 ? m.accountPath : '$.invoice.payment.direct_debit.mandate_reference',
        i > 0 ? IssueCode.INVALID_VALUE : IssueCode.REQUIRED,
        'DK-R-007',
        'with payment means 49 the mandate reference (BT-89) in every payment means: one account only',
      );
    if (m.code === '49' && i === 0 && !debit?.debitedAccount.trim())
      f.add(
        '$.invoice.payment.direct_debit.debited_account',
        IssueCode.REQUIRED,
        'DK-R-007',
        'with payment means 49 the debited account (BT-91)',
      );
    if (m.code === '50') {
      if (!['01#', '04#', '15#'].includes(pid.slice(0, 3)))
        f.add(
          m.paymentIdPath,
          pid ? IssueCode.INVALID_FORMAT : IssueCode.REQUIRED,
          'DK-R-008',
          'with payment means 50 (giro) a payment id (BT-83) starting 01#, 04# or 15#',
        );
      else if (pid.slice(0, 3) !== '01#' && pid.length !== 19)
        f.add(
          m.paymentIdPath,
          IssueCode.INVALID_FORMAT,
          'DK-R-009',
          'with payment means 50 and a payment id starting 04# or 15# its 16-digit instruction id, e.g. 04#1234567890123456',
        );
      if (!/^[0-9]{7,8}$/.test(account))
        f.add(
          m.accountPath,
          account ? IssueCode.INVALID_FORMAT : IssueCode.REQUIRED,
          'DK-R-008',
          'with payment means 50 (giro) the giro account number of 7 or 8 digits as account (BT-84; credit_transfers[].account_id)',
        );
    }
    if (m.code === '93') {
      if (!['71#', '73#', '75#'].includes(pid.slice(0, 3)))
        f.add(
          m.paymentIdPath,
          pid ? IssueCode.INVALID_FORMAT : IssueCode.REQUIRED,
          'DK-R-010',
          'with payment means 93 (FIK) a payment id (BT-83) starting 71#, 73# or 75#',
        );
      else if (pid.slice(0, 3) !== '73#' && pid.length !== 18 && pid.length !== 19)
        f.add(
          m.paymentIdPath,
          IssueCode.INVALID_FORMAT,
          'DK-R-011',
          'with payment means 93 and a payment id starting 71# or 75# its 15 or 16-digit instruction id, e.g. 71#123456789012345',
        );
      if (account.length !== 8)
        f.add(
          m.accountPath,
          account ? IssueCode.INVALID_FORMAT : IssueCode.REQUIRED,
          'DK-R-010',
          'with payment means 93 (FIK) the creditor number of 8 characters as account (BT-84; credit_transfers[].account_id)',
        );
    }
  });
}

/**
 * DK-R-016, on the calculated invoice (validate and generate alike, as full-check runs it): a
 * Danish supplier's credit note to a Danish buyer has no negative amount due (BT-115). Undefined
 * when met.
 */
export function danishCreditNoteIssue(
  inv: Invoice,
  countryProfileId: string | undefined,
  payable: Decimal,
): { path: string; code: string; message: string } | undefined {
  if (
    (countryProfileId !== 'standard_eu' && countryProfileId !== 'pint_eu') ||
    postalCountry(inv.seller) !== 'DK' ||
    postalCountry(inv.buyer) !== 'DK' ||
    !isCreditNote(inv) ||
    !payable.lessThan(0)
  )
    return undefined;
  return {
    path: '$.invoice.type_code',
    code: IssueCode.INVALID_VALUE,
    message: `between a Danish supplier and a Danish buyer ${countryProfileId === 'pint_eu' ? 'PINT EU' : 'Peppol BIS 3'} refuses a credit note with a negative amount due (BT-115, DK-R-016): state the credited amounts positive, or issue an invoice`,
  };
}
