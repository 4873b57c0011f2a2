/**
 * The Icelandic rules inside Peppol BIS Billing 3 (IS-R-*), checked before generation so that
 * generate refuses what the official rules would reject, each at the JSON path of the value to
 * give, its message naming the rule. They key on the parties' postal countries (BT-40, BT-55).
 * An Icelandic supplier:
 * - IS-R-002: the seller's kennitala as legal registration (BT-30) under scheme 0196;
 * - IS-R-003: the seller's street (BT-35) and post code (BT-38);
 * - IS-R-006, IS-R-007: payment means 9 or 42 (BT-81) with an account (BT-84) of 12 characters
 *   (bank number, ledger and account number; credit_transfers[].account_id takes it);
 * - IS-R-008 to IS-R-010: a supporting document described EINDAGI (the final due date) has a
 *   YYYY-MM-DD date as its id (BT-122), on or after the due date (BT-9), which the invoice
 *   states (a UBL credit note states its due date in the payment means, where these rules do
 *   not look: it cannot carry EINDAGI).
 * An Icelandic supplier and an Icelandic buyer:
 * - IS-R-004: the buyer's kennitala (BT-47) under scheme 0196;
 * - IS-R-005: the buyer's street (BT-50) and post code (BT-53).
 * IS-R-001 (type code 380 or 381) is a warning: not refused.
 */
import type { Invoice } from '../../../gen/einvoice/v1/invoice_pb.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import {
  isCreditNote,
  NationalFindings,
  normalizeSpace,
  peppolNationalRulesApply,
  postalCountry,
  writtenLegalId,
  writtenPaymentMeans,
} from './peppol-national-context.js';

/** xs:date castable: YYYY-MM-DD, a real day. */
function isDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function checkIcelandicPeppolRules(ctx: CheckContext): void {
  const inv = ctx.invoice;
  if (!peppolNationalRulesApply(ctx) || postalCountry(inv.seller) !== 'IS') return;
  const f = new NationalFindings();
  partyRules(inv, 'seller', f, ['IS-R-002', 'IS-R-003']);
  if (postalCountry(inv.buyer) === 'IS') partyRules(inv, 'buyer', f, ['IS-R-004', 'IS-R-005']);

  writtenPaymentMeans(inv).forEach((m) => {
    const rule = m.code === '9' ? 'IS-R-006' : m.code === '42' ? 'IS-R-007' : undefined;
    if (rule && normalizeSpace(m.account ?? '').length !== 12)
      f.add(
        m.accountPath,
        m.account ? IssueCode.INVALID_FORMAT : IssueCode.REQUIRED,
        rule,
        `with payment means ${m.code} an account (BT-84) of 12 digits: bank number, ledger and account number (credit_transfers[].account_id)`,
      );
  });

  const due = inv.dueDate.trim();
  const credit = isCreditNote(inv);
  inv.attachments.forEach((a, i) => {
    if (a.description.trim() !== 'EINDAGI') return;
    const id = a.id.trim();
    const at = `$.invoice.attachments[${i}]`;
    if (!isDate(id))
      f.add(
        `${at}.id`,
        IssueCode.INVALID_FORMAT,
        'IS-R-008',
        'the final due date (EINDAGI, BT-122) as YYYY-MM-DD',
      );
    if (credit) {
      for (const rule of ['IS-R-009', 'IS-R-010'])
        f.add(
          `${at}.description`,
          IssueCode.INVALID_VALUE,
          rule,
          'no EINDAGI on a credit note: its due date (BT-9) is not stated where the rules look',
        );
    } else if (!due) {
      for (const rule of ['IS-R-009', 'IS-R-010'])
        f.add(
          '$.invoice.due_date',
          IssueCode.REQUIRED,
          rule,
          'with a final due date (EINDAGI) the due date (BT-9)',
        );
    } else if (!(due <= id))
      f.add(
        `${at}.id`,
        IssueCode.INVALID_VALUE,
        'IS-R-010',
        'the final due date (EINDAGI, BT-122) on or after the due date (BT-9)',
      );
  });
  f.flush(ctx, 'for an Icelandic supplier the Peppol national rules require');
}

/** IS-R-002 / IS-R-004 (kennitala, scheme 0196) and IS-R-003 / IS-R-005 (street, post code). */
function partyRules(
  inv: Invoice,
  role: 'seller' | 'buyer',
  f: NationalFindings,
  [legalRule, addressRule]: [string, string],
): void {
  const p = inv[role];
  const who = role === 'seller' ? 'the seller' : 'an Icelandic buyer';
  const legal = writtenLegalId(p);
  if (!legal)
    f.add(
      `$.invoice.${role}.legal_registration.id`,
      IssueCode.REQUIRED,
      legalRule,
      `${who}'s kennitala as legal registration (BT-30 / BT-47, scheme 0196)`,
    );
  else if (legal.scheme !== '0196')
    f.add(
      `$.invoice.${role}.legal_registration.scheme`,
      IssueCode.INVALID_VALUE,
      legalRule,
      `${who}'s legal registration (kennitala) under scheme 0196`,
    );
  if (!p?.street.trim())
    f.add(`$.invoice.${role}.street`, IssueCode.REQUIRED, addressRule, `${who}'s street`);
  if (!p?.postalCode.trim())
    f.add(`$.invoice.${role}.postal_code`, IssueCode.REQUIRED, addressRule, `${who}'s post code`);
}
