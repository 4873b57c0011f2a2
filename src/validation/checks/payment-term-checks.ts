/**
 * BG-16 payment terms beyond IBAN/BIC: BT-81 in UNTDID 4461 (BR-CL-16; the PINT rule sets add
 * Z01 to Z08, ibr-cl-16: the SG PayNow of the official examples is Z02), BG-17 accounts and the
 * BG-19 debited account (an account that looks like an IBAN with wrong check digits is a warning,
 * IBAN_CHECK_DIGITS: EN 16931 and the official rules set no checksum on BT-84 / BT-91, and valid
 * official documents carry test IBANs; proprietary account ids pass), BG-18 card (only the last 4
 * to 6 digits, PCI DSS: a proto rule), EXTENDED further payment terms (a real due date, and a
 * text or a date in each).
 */
import { isValidIban } from '../../domain/codelists/iban.js';
import { typeCodeOf } from '../../domain/defaults.js';
import { legalWarning } from './legal-warnings.js';
import { PAYMENT_MEANS_CODES_SET } from '../../domain/codelists/payment-means-codes.generated.js';
import { blank, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { codeListFor, isNationalCreditNote, nationalCodePattern } from './national-code-lists.js';
import { checkCode, checkDateValue } from './term-helpers.js';

/** Two letters and two digits at the start: an IBAN, whose check digits we can verify. */
const LOOKS_LIKE_IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,}$/;

function checkAccount(ctx: CheckContext, path: string, value: string): void {
  const account = value.replace(/\s+/g, '').toUpperCase();
  if (
    account !== '' &&
    !ctx.out.has(path) &&
    LOOKS_LIKE_IBAN.test(account) &&
    !isValidIban(account)
  ) {
    ctx.notes.push(
      legalWarning(
        'IBAN_CHECK_DIGITS',
        'warning',
        `${path.slice(2)} ${value}: looks like an IBAN but its check digits do not match (ISO 13616 MOD 97-10); the official rules accept it, but a bank will not`,
        'ISO 13616-1 (IBAN check digits); EN 16931-1 BT-84 / BT-91 set no checksum',
      ),
    );
  }
}

/** Checks the payment terms of the whole invoice. */
export function checkPaymentTerms(ctx: CheckContext): void {
  const p = ctx.invoice.payment;
  if (!p) return;
  // BT-81: UNTDID 4461 (BR-CL-16), or the row's PINT list (ibr-cl-16 with Z01 … Z08, narrowed by
  // PINT EU and SG: src/formats/pint-code-lists.ts), or the national CIUS's (CIUS-PT TR, MB, ...).
  const means = codeListFor(
    ctx,
    'paymentMeans',
    PAYMENT_MEANS_CODES_SET,
    'UNTDID 4461, e.g. 58 (SEPA credit transfer), 59 (SEPA direct debit), 48 (card)',
  );
  // A coded form the national CIUS takes instead of a code (CIUS-PT's ATM entity, DT-CIUS-PT-079.1).
  const meansForm = nationalCodePattern(ctx, 'paymentMeansForm');
  if (!meansForm?.pattern.test(p.meansCode.trim()))
    checkCode(
      ctx,
      '$.invoice.payment.means_code',
      p.meansCode,
      means.codes,
      'payment means code',
      meansForm ? `${means.expected}; or ${meansForm.expected}` : means.expected,
    );
  // Where only a means text, a remittance reference, a means id or a credit note's due date asks
  // for BG-16, the UBL writer states it with "1" (instrument not defined), never a guessed code; a
  // national list without "1" (CIUS-PT, DT-CIUS-PT-079.2) needs the code given.
  const meansOnlyFor =
    !p.meansCode.trim() &&
    !p.iban.trim() &&
    p.creditTransfers.length === 0 &&
    !p.directDebit &&
    !p.card &&
    Boolean(
      p.meansText.trim() ||
        p.remittanceInformation.trim() ||
        p.meansId.trim() ||
        (isNationalCreditNote(ctx, typeCodeOf(ctx.invoice.typeCode, ctx.invoice.tipoDocumento)) &&
          ctx.invoice.dueDate.trim()),
    );
  if (meansOnlyFor && !means.codes.has('1') && !ctx.out.has('$.invoice.payment.means_code'))
    ctx.out.add(
      '$.invoice.payment.means_code',
      IssueCode.REQUIRED,
      `the payment means code (BT-81) is required here: ${ctx.ublCountryProfile?.label ?? 'this format'} has no code for an undefined instrument (${means.expected})`,
      means.expected,
    );
  // BT-82 as the national CIUS bounds it (CIUS-PT: 150 characters, the ATM description's form).
  for (const key of ['paymentMeansText', 'paymentMeansTextForm'] as const) {
    const rule = nationalCodePattern(ctx, key);
    const text = p.meansText.trim();
    if (
      rule &&
      text &&
      (!rule.prefix || text.startsWith(rule.prefix)) &&
      !rule.pattern.test(text) &&
      !ctx.out.has('$.invoice.payment.means_text')
    )
      ctx.out.add(
        '$.invoice.payment.means_text',
        IssueCode.INVALID_FORMAT,
        `${ctx.ublCountryProfile!.label} takes the payment means text (BT-82) as ${rule.expected} (${rule.ruleIds.join(', ')})`,
        rule.expected,
      );
  }
  // BT-83 in the form the national CIUS requires of every remittance reference (CIUS-PT DT-CIUS-PT-080).
  const remittance = nationalCodePattern(ctx, 'remittanceInformation');
  if (
    remittance &&
    !blank(p.remittanceInformation) &&
    !remittance.pattern.test(p.remittanceInformation.trim()) &&
    !ctx.out.has('$.invoice.payment.remittance_information')
  )
    ctx.out.add(
      '$.invoice.payment.remittance_information',
      IssueCode.INVALID_FORMAT,
      `${ctx.ublCountryProfile!.label} takes a remittance reference (BT-83) only in its coded form (${remittance.ruleIds.join(', ')})`,
      remittance.expected,
    );
  p.creditTransfers.forEach((ct, i) =>
    checkAccount(ctx, `$.invoice.payment.credit_transfers[${i}].account_id`, ct.accountId),
  );
  if (p.directDebit)
    checkAccount(
      ctx,
      '$.invoice.payment.direct_debit.debited_account',
      p.directDebit.debitedAccount,
    );
  p.furtherTerms.forEach((term, i) => {
    const path = `$.invoice.payment.further_terms[${i}]`;
    if (term.description.trim() === '' && term.dueDate === '')
      ctx.out.add(
        `${path}.description`,
        IssueCode.REQUIRED,
        'a further payment term needs a text (BT-20) or a due date (BT-9)',
        'e.g. "2 % discount until 2026-06-13"',
      );
    checkDateValue(ctx, `${path}.due_date`, term.dueDate, 'due date');
  });
}
