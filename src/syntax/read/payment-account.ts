/**
 * BT-84 and BT-86 as the public payment object can carry them: `iban` only holds a valid IBAN
 * (spaces removed, ISO 13616 check digits) and `bic` only a BIC shape. Other account ids (a
 * Swedish bankgiro, a placeholder) are reported as dropped, so that the returned JSON still
 * passes generate's checks.
 */
import { isValidIban } from '../../domain/codelists/index.js';
import type { PaymentInput } from '../../domain/model.js';
import type { Dropped } from './read-result.js';

const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** Sets payment.iban / payment.bic from the document's account id and BIC where they fit. */
export function takeAccount(
  payment: PaymentInput,
  account: string | undefined,
  bic: string | undefined,
  where: string,
  dropped: Dropped[],
): void {
  const iban = account?.replace(/\s+/g, '').toUpperCase();
  if (iban && isValidIban(iban)) payment.iban = iban;
  else if (account)
    dropped.push({
      bt: 'BT-84',
      path: where,
      value: account,
      reason: 'not an IBAN; the invoice JSON only carries IBANs',
    });
  const b = bic?.replace(/\s+/g, '').toUpperCase();
  if (b && BIC.test(b)) payment.bic = b;
  else if (bic) dropped.push({ bt: 'BT-86', path: where, value: bic, reason: 'not a BIC' });
}

/**
 * A BIC stated without the account it serves (BG-17 needs BT-84): the invoice JSON keeps no
 * account-less BIC, so it is reported as dropped, never silently left out.
 */
export function dropBicWithoutAccount(
  bic: string | undefined,
  where: string,
  dropped: Dropped[],
): void {
  if (!bic) return;
  dropped.push({
    bt: 'BT-86',
    path: where,
    value: bic,
    reason: 'a BIC without the account it serves (BT-84): the invoice JSON keeps none',
  });
}

/** What BT-87 may hold in the invoice JSON: the last 4 to 6 digits, as such or behind a mask. */
const CARD_DIGITS = /^[Xx*]*[0-9]{4,6}$/;

/**
 * BT-87 as the public card object carries it: only the last 4 to 6 digits of the card number
 * (PCI DSS; EN 16931 says an invoice should never state the whole number). A document that
 * states a whole number (an official PINT MY sample does) is read with all but its last 4 digits
 * masked, and the loss is reported, so that the JSON still passes generate's checks.
 */
export function cardNumber(pan: string | undefined, where: string, dropped: Dropped[]): string {
  const given = pan?.trim() ?? '';
  const digits = given.replace(/[\s-]+/g, '');
  if (!given || CARD_DIGITS.test(given) || !/^[0-9]{7,19}$/.test(digits)) return given;
  const masked = `${'X'.repeat(digits.length - 4)}${digits.slice(-4)}`;
  dropped.push({
    bt: 'BT-87',
    path: where,
    value: masked,
    reason: 'a whole card number is not carried (PCI DSS): its last 4 digits are, behind a mask',
  });
  return masked;
}
