/**
 * BG-16 payment instructions from the public Payment message: the IBAN and BIC normalised (no
 * spaces, upper case), BG-17 further accounts, BG-18 card, BG-19 direct debit. A further account
 * or debited account that is no IBAN (an AU account number, a bankgiro) and its BT-86 (an AU BSB
 * number) are written as given: only an IBAN has an electronic format to normalise to. Undefined
 * when nothing is given, so writers can rely on `payment` meaning "something to write".
 */
import type {
  Payment,
  PaymentInstallment,
  PaymentTermsAdjustment,
} from '../../../gen/einvoice/v1/invoice_pb.js';
import { isValidIban } from '../../domain/codelists/index.js';
import type { PaymentInput } from '../../domain/index.js';
import type {
  PaymentInstallment as Installment,
  PaymentTermsAdjustment as Adjustment,
} from '../../domain/model.js';
import { blank, code, decimal, nonEmpty } from './common.js';

/** An IBAN without spaces, upper-cased (its electronic format). */
const iban = (value: string | undefined) => blank(value)?.replace(/\s+/g, '').toUpperCase();

/** An account id: an IBAN in its electronic format, any other id as given. */
const account = (value: string | undefined) => {
  const normal = iban(value);
  return normal && isValidIban(normal) ? normal : blank(value);
};

/** A payment term's cash discount or penalty (Factur-X EXTENDED); undefined when empty. */
function adjustment(a: PaymentTermsAdjustment | undefined): Adjustment | undefined {
  if (!a) return undefined;
  const out: Adjustment = {
    basisDate: blank(a.basisDate),
    basisPeriod: decimal(a.basisPeriod),
    basisPeriodUnit: code(a.basisPeriodUnit),
    basisAmount: decimal(a.basisAmount),
    percent: decimal(a.percent),
    amount: decimal(a.amount),
  };
  return Object.values(out).some((v) => v !== undefined) ? out : undefined;
}

/** Converts checked payment instructions. */
export function payment(p: Payment | undefined): PaymentInput | undefined {
  if (!p) return undefined;
  const card = blank(p.card?.panLastDigits);
  const dd = p.directDebit;
  const directDebit = {
    mandateReference: blank(dd?.mandateReference), // BT-89
    creditorId: blank(dd?.creditorId), // BT-90
    debitedAccount: account(dd?.debitedAccount), // BT-91
    meansCode: code(dd?.meansCode), // its own payment means' BT-81 (UBL)
    meansText: blank(dd?.meansText), // and BT-82
  };
  const out: PaymentInput = {
    iban: iban(p.iban), // BT-84
    bic: code(p.bic), // BT-86
    terms: blank(p.terms), // BT-20
    meansCode: code(p.meansCode), // BT-81
    meansText: blank(p.meansText), // BT-82
    remittanceInformation: blank(p.remittanceInformation), // BT-83
    accountName: blank(p.accountName), // BT-85
    accountScheme: blank(p.accountScheme), // ibt-084-1 (PINT)
    condizioniPagamento: code(p.condizioniPagamento), // FatturaPA CondizioniPagamento
    bankName: blank(p.bankName), // KSeF NazwaBanku
    accountDescription: blank(p.accountDescription), // KSeF OpisRachunku
    ...(p.factorAccount ? { factorAccount: true } : {}), // KSeF RachunekBankowyFaktora
    creditTransfers: nonEmpty(
      p.creditTransfers.map((ct) => {
        const accountId = account(ct.accountId);
        return accountId
          ? {
              accountId,
              accountName: blank(ct.accountName),
              accountScheme: blank(ct.accountScheme), // ibt-084-1 (PINT)
              bic: isValidIban(accountId) ? code(ct.bic) : blank(ct.bic),
              paymentReference: blank(ct.paymentReference), // BT-83 of this account
              meansCode: code(ct.meansCode), // BT-81 of its payment means (UBL)
              meansText: blank(ct.meansText), // BT-82 of its payment means (UBL)
            }
          : undefined; // BG-17
      }),
    ),
    // BG-18: BT-87, BT-88 and the card network (UBL NetworkID).
    card: card
      ? {
          panLastDigits: card,
          holderName: blank(p.card?.holderName),
          networkId: blank(p.card?.networkId),
          meansCode: code(p.card?.meansCode), // its own payment means' BT-81 (UBL)
          meansText: blank(p.card?.meansText), // and BT-82
        }
      : undefined,
    directDebit: Object.values(directDebit).some((v) => v) ? directDebit : undefined, // BG-19
    discountTerms: adjustment(p.discountTerms), // EXTENDED ApplicableTradePaymentDiscountTerms
    penaltyTerms: adjustment(p.penaltyTerms), // EXTENDED ApplicableTradePaymentPenaltyTerms
    furtherTerms: nonEmpty(
      p.furtherTerms.map((t) => {
        const term = {
          description: blank(t.description), // BT-20 (EXTENDED)
          dueDate: blank(t.dueDate), // BT-9 (EXTENDED)
          discountTerms: adjustment(t.discountTerms),
          penaltyTerms: adjustment(t.penaltyTerms),
        };
        return Object.values(term).some((v) => v !== undefined) ? term : undefined;
      }),
    ),
    meansId: blank(p.meansId), // PINT ibt-178
    termsInstallment: installment(p.termsInstallment), // PINT ibg-33
  };
  return Object.values(out).some((v) => v !== undefined) ? out : undefined;
}

/** PINT ibg-33: the instalment of the payment terms, or undefined when it states nothing. */
function installment(i: PaymentInstallment | undefined): Installment | undefined {
  if (!i) return undefined;
  const out = {
    amount: decimal(i.amount), // ibt-176
    dueDate: blank(i.dueDate), // ibt-177
    paymentMeansId: blank(i.paymentMeansId), // ibt-187
  };
  return Object.values(out).some((v) => v !== undefined) ? out : undefined;
}
