/**
 * ram:ApplicableHeaderTradeDelivery (BG-13 deliver-to = the buyer's address, only for K; BT-72)
 * and ram:ApplicableHeaderTradeSettlement: currency (BT-5), payment means (BG-16: 58 SEPA credit
 * transfer with IBAN/BIC), VAT breakdown (BG-23), payment terms (BT-20, BT-9) and totals (BG-22),
 * in the XSD sequence.
 */
import type { CalculatedInvoice, VatBreakdown } from '../../../domain/model.js';
import { taxCategoryRule } from '../../../domain/tax-category.js';
import type { CiiProfileSettings } from '../../../formats/cii-profiles.js';
import { DATE_FORMAT_102, amount, date102, percent } from './cii-format.js';
import { group, leaf, verbatimLeaf, type XNode } from './xml-node.js';
import { termsForXml } from '../../payment-terms-text.js';

/** UNTDID 4461 code 58: SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';

/** ram:ApplicableHeaderTradeDelivery (always present, possibly empty). */
export function headerDelivery(inv: CalculatedInvoice): XNode {
  const needsDeliverTo = inv.vatBreakdown.some((b) => taxCategoryRule(b.category).deliverToCountry);
  return group('ram:ApplicableHeaderTradeDelivery', undefined, [
    needsDeliverTo &&
      group('ram:ShipToTradeParty', 'BG-13', [
        leaf('ram:Name', 'BT-70', inv.buyer.name),
        group('ram:PostalTradeAddress', undefined, [
          leaf('ram:PostcodeCode', 'BT-78', inv.buyer.postalCode),
          leaf('ram:LineOne', 'BT-75', inv.buyer.street),
          leaf('ram:CityName', 'BT-77', inv.buyer.city),
          leaf('ram:CountryID', 'BT-80', inv.buyer.country),
        ]),
      ]),
    group('ram:ActualDeliverySupplyChainEvent', 'BT-72', [
      group('ram:OccurrenceDateTime', 'BT-72', [leaf('udt:DateTimeString', 'BT-72', date102(inv.deliveryDate), DATE_FORMAT_102)]),
    ]),
  ], true);
}

function paymentMeans(inv: CalculatedInvoice, settings: CiiProfileSettings): XNode | null {
  const iban = inv.payment?.iban?.replace(/\s+/g, '');
  if (!iban) {
    const code = settings.paymentMeansWithoutAccount;
    return code ? group('ram:SpecifiedTradeSettlementPaymentMeans', 'BG-16', [leaf('ram:TypeCode', 'BT-81', code)]) : null;
  }
  return group('ram:SpecifiedTradeSettlementPaymentMeans', 'BG-16', [
    leaf('ram:TypeCode', 'BT-81', SEPA_CREDIT_TRANSFER),
    group('ram:PayeePartyCreditorFinancialAccount', 'BT-84', [leaf('ram:IBANID', 'BT-84', iban)]),
    group('ram:PayeeSpecifiedCreditorFinancialInstitution', 'BT-86', [leaf('ram:BICID', 'BT-86', inv.payment?.bic?.trim())]),
  ]);
}

function tradeTax(b: VatBreakdown): XNode {
  return group('ram:ApplicableTradeTax', 'BG-23', [
    leaf('ram:CalculatedAmount', 'BT-117', amount(b.taxAmount)),
    leaf('ram:TypeCode', 'BT-118', 'VAT'),
    leaf('ram:ExemptionReason', 'BT-120', b.exemptionReason),
    leaf('ram:BasisAmount', 'BT-116', amount(b.taxableAmount)),
    leaf('ram:CategoryCode', 'BT-118', b.category),
    leaf('ram:ExemptionReasonCode', 'BT-121', b.exemptionReasonCode),
    taxCategoryRule(b.category).rateSent && leaf('ram:RateApplicablePercent', 'BT-119', percent(b.rate)),
  ]);
}

/** ram:ApplicableHeaderTradeSettlement. */
export function headerSettlement(inv: CalculatedInvoice, settings: CiiProfileSettings): XNode {
  const t = inv.totals;
  return group('ram:ApplicableHeaderTradeSettlement', undefined, [
    leaf('ram:InvoiceCurrencyCode', 'BT-5', inv.currency),
    paymentMeans(inv, settings),
    ...inv.vatBreakdown.map(tradeTax),
    group('ram:SpecifiedTradePaymentTerms', undefined, [
      verbatimLeaf('ram:Description', 'BT-20', termsForXml(inv.payment?.terms)),
      group('ram:DueDateDateTime', 'BT-9', [leaf('udt:DateTimeString', 'BT-9', date102(inv.dueDate), DATE_FORMAT_102)]),
    ]),
    group('ram:SpecifiedTradeSettlementHeaderMonetarySummation', undefined, [
      leaf('ram:LineTotalAmount', 'BT-106', amount(t.lineTotal)),
      leaf('ram:ChargeTotalAmount', 'BT-108', amount(t.chargeTotal)),
      leaf('ram:AllowanceTotalAmount', 'BT-107', amount(t.allowanceTotal)),
      leaf('ram:TaxBasisTotalAmount', 'BT-109', amount(t.taxExclusive)),
      leaf('ram:TaxTotalAmount', 'BT-110', amount(t.taxTotal), { currencyID: inv.currency }),
      leaf('ram:GrandTotalAmount', 'BT-112', amount(t.taxInclusive)),
      leaf('ram:DuePayableAmount', 'BT-115', amount(t.payable)),
    ], true),
  ], true);
}
