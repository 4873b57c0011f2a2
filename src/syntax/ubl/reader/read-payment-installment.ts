/**
 * PINT ibt-178 (the payment means' cbc:ID) and ibg-33's instalment of the payment terms (ibt-176
 * Amount, ibt-177 InstallmentDueDate, ibt-187 PaymentMeansID, in the cac:PaymentTerms whose Note
 * is BT-20). Read from a document whose profile takes them (UblProfile.paymentInstallments); the
 * first means' identifier is the one kept, and another means' different identifier is reported
 * as dropped, as is every such value of any other document: never lost silently.
 */
import type { Values } from '../../binding/binding.js';
import type { PaymentInput } from '../../../domain/model.js';
import type { Dropped } from '../../read/read-result.js';
import { dec, defined, list, str } from '../../read/values.js';
import { ublProfileOfGuideline } from '../../../formats/format-rows.js';

/** The instalment's elements, by value key, with their names and PINT terms. */
const TERMS_ELEMENTS = [
  ['doc/terms-means-id', 'PaymentMeansID', 'ibt-187'],
  ['doc/terms-amount', 'Amount', 'ibt-176'],
  ['doc/terms-due-date', 'InstallmentDueDate', 'ibt-177'],
] as const;

/** The payment fields read (means_id, terms_installment); what is not read goes to dropped. */
export function readPaymentInstallment(
  v: Values,
  root: string,
  dropped: Dropped[],
): Pick<PaymentInput, 'meansId' | 'termsInstallment'> {
  const means = list(v, 'BG-16');
  const ids = means.map((m) => str(m, 'BG-16/id'));
  const taken = Boolean(ublProfileOfGuideline(str(v, 'BT-24'))?.paymentInstallments);
  const outside = 'ibt-178 and ibg-33 are read from PINT documents (but PINT EU) only';
  const meansId = taken ? ids[0] : undefined;
  ids.forEach((id, i) => {
    if (id && id !== meansId)
      dropped.push({
        bt: 'ibt-178',
        path: `/${root}/PaymentMeans[${i + 1}]/ID`,
        value: id,
        reason: taken
          ? "a further payment means' own identifier: the invoice JSON has one (payment.means_id, the first's)"
          : outside,
      });
  });
  if (!taken) {
    for (const [key, name, bt] of TERMS_ELEMENTS) {
      const value = str(v, key);
      if (value)
        dropped.push({ bt, path: `/${root}/PaymentTerms/${name}`, value, reason: outside });
    }
    return {};
  }
  const installment = defined({
    amount: dec(v, 'doc/terms-amount'), // ibt-176
    dueDate: str(v, 'doc/terms-due-date'), // ibt-177
    paymentMeansId: str(v, 'doc/terms-means-id'), // ibt-187
  });
  return defined({
    meansId,
    termsInstallment: Object.keys(installment).length ? installment : undefined,
  });
}
