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
