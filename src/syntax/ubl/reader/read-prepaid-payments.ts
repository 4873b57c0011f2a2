/**
 * PINT ibg-35, the paid amounts (cac:PrepaidPayment): the payments received before the invoice
 * that BT-113 totals. Read from a document whose profile takes them (UblProfile.prepaidPayments);
 * any other document's are reported as dropped, never taken: the XRechnung Extension's
 * cac:PrepaidPayment is a third party payment (BG-DEX-09) that adds to the amount due, another
 * term in the same element.
 */
import type { Values } from '../../binding/binding.js';
import type { PrepaidPayment } from '../../../domain/model.js';
import type { Dropped } from '../../read/read-result.js';
import { dec, defined, list, str } from '../../read/values.js';
import { ublProfileOfGuideline } from '../../../formats/format-rows.js';

/** Each element of a cac:PrepaidPayment, by value key, with its name. */
const ELEMENTS = [
  ['doc/prepaid-payment/id', 'ID'],
  ['doc/prepaid-payment/amount', 'PaidAmount'],
  ['doc/prepaid-payment/received', 'ReceivedDate'],
  ['doc/prepaid-payment/paid-date', 'PaidDate'],
  ['doc/prepaid-payment/paid-time', 'PaidTime'],
  ['doc/prepaid-payment/instruction', 'InstructionID'],
] as const;

/** The document's paid amounts, or undefined with what it states listed in dropped. */
export function readPrepaidPayments(
  v: Values,
  root: string,
  dropped: Dropped[],
): PrepaidPayment[] | undefined {
  const payments = list(v, 'doc/prepaid-payment');
  if (payments.length === 0) return undefined;
  if (ublProfileOfGuideline(str(v, 'BT-24'))?.prepaidPayments) {
    const read = payments.flatMap((p): PrepaidPayment[] => {
      const amount = dec(p, 'doc/prepaid-payment/amount');
      if (!amount) return [];
      return [
        defined({
          id: str(p, 'doc/prepaid-payment/id'),
          amount,
          receivedDate: str(p, 'doc/prepaid-payment/received'),
          paidDate: str(p, 'doc/prepaid-payment/paid-date'),
          paidTime: str(p, 'doc/prepaid-payment/paid-time'),
          instructionId: str(p, 'doc/prepaid-payment/instruction'),
        }),
      ];
    });
    // A payment without its amount is no paid amount (ibt-180): listed, as elsewhere.
    payments.forEach((p, i) => {
      if (!dec(p, 'doc/prepaid-payment/amount'))
        report(p, i, 'a prepaid payment without its amount (ibt-180)');
    });
    return read.length ? read : undefined;
  }
  payments.forEach((p, i) =>
    report(
      p,
      i,
      "a cac:PrepaidPayment outside PINT (the XRechnung Extension's third party payment, BG-DEX-09): the invoice JSON carries PINT's paid amounts (prepaid_payments) only",
    ),
  );
  return undefined;

  function report(p: Values, i: number, reason: string): void {
    for (const [key, name] of ELEMENTS) {
      const value = str(p, key);
      if (value)
        dropped.push({
          bt: 'PrepaidPayment',
          path: `/${root}/PrepaidPayment[${i + 1}]/${name}`,
          value,
          reason,
        });
    }
  }
}
