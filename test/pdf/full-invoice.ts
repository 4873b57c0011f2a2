/**
 * A CalculatedInvoice that uses every business term the visual invoice prints, built here with
 * its own small arithmetic (not the domain's calculate()), so the renderer tests do not depend on
 * how the maths evolves: line allowances (BG-27) on every line, a charge (BG-28) on every third,
 * gross price / price discount (BT-148/147), a price base quantity (BT-149), item identifiers and
 * attributes, document allowance and charge (BG-20/21), prepaid (BT-113) and rounding (BT-114),
 * every document reference, delivery, payee, tax representative, payment means beyond IBAN,
 * seller legal details and notes with subjects.
 */
import { Decimal } from 'decimal.js';
import type {
  CalculatedAllowanceCharge,
  CalculatedDocumentAllowanceCharge,
  CalculatedInvoice,
  CalculatedLine,
  VatBreakdown,
} from '../../src/domain/model.js';
import { invoiceInput } from './fixtures.js';

const d = (v: Decimal.Value) => new Decimal(v);
const round2 = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Values the tests look for in the rendered text. */
export const FULL = {
  orderReference: 'PO-4711-A',
  salesOrderReference: 'SO-2026-881',
  contractReference: 'RV-2024-17',
  projectReference: 'PRJ-NORD-7',
  despatchAdvice: 'LS-55120',
  receivingAdvice: 'WE-9921',
  tenderReference: 'LOT-3',
  invoicedObject: 'METER-0042',
  accountingCost: 'KST-4400',
  precedingInvoice: 'RE-2026-00017',
  itemDescription: 'Senior engineer, remote, including code review',
  sellerItemId: 'ART-1001',
  buyerItemId: 'KD-77',
  gtin: '4012345678901',
  classification: '72212100',
  attribute: ['Colour', 'anthracite'] as const,
  orderLine: '10',
  lineNote: 'Delivered in two parts',
  lineAllowanceReason: 'Volume discount',
  deliveryParty: 'Atelier Lumière — Entrepôt',
  deliveryStreet: '5 quai de Bercy',
  deliveryGln: '3012345000007',
  payeeName: 'Nordlicht Factoring AG',
  taxRepresentative: 'Fiscal Rep France SAS',
  taxRepresentativeVatId: 'FR32123456789',
  sellerGln: '4000001123452',
  sellerRegistration: 'HRB 123456 B',
  sellerTaxNumber: '37/123/45678',
  sellerLegalInfo: 'Managing director: Erika Mustermann · Registered office: Berlin',
  buyerSiren: '954506077',
  buyerAddress: '954506077',
  sellerAddress: '4000001123452',
  businessProcess: 'S1',
  buyerContact: 'Claire Dubois',
  remittance: 'RE-2026-00042 K-4711',
  secondAccount: 'DE02120300000000202051',
  cardDigits: '4242',
  mandate: 'MANDATE-2026-01',
  creditorId: 'DE98ZZZ09999999999',
  noteAai: 'Goods remain our property until paid in full.',
  noteUnknownSubject: 'ZZQ',
  noteUnknownText: 'Shipment in recyclable boxes.',
  docAllowanceReason: 'Loyalty discount',
  prepaid: d('100.00'),
  rounding: d('0.01'),
  taxCurrencyVat: d('412.17'),
};

function lineAllowance(base: Decimal): CalculatedAllowanceCharge {
  const percentage = d(10);
  return {
    amount: round2(base.mul(percentage).div(100)),
    baseAmount: base,
    percentage,
    reason: FULL.lineAllowanceReason,
    reasonCode: '95',
  };
}

/**
 * The full invoice with n lines (allowance on each line); every option of the model is set once.
 * `typical` keeps what a common invoice carries (order number, invoicing period, delivery
 * address, one line discount, a document allowance, a prepayment) for the README screenshots.
 */
export function fullInvoice(n = 6, typical = false): CalculatedInvoice {
  const full = fullTerms(n, typical);
  if (!typical) return full;
  const { seller, buyer, payment } = full;
  return {
    ...full,
    seller: {
      ...seller,
      identifiers: undefined,
      tradingName: undefined,
      contactName: undefined,
      legalInfo: undefined,
    },
    buyer: { ...buyer, legalRegistration: undefined, addressLine2: undefined },
    salesOrderReference: undefined,
    despatchAdviceReference: undefined,
    receivingAdviceReference: undefined,
    tenderReference: undefined,
    invoicedObject: undefined,
    accountingCost: undefined,
    precedingInvoices: undefined,
    taxPointDateCode: undefined,
    projectReference: undefined,
    contractReference: undefined,
    taxCurrency: undefined,
    taxCurrencyVatTotal: undefined,
    taxRepresentative: undefined,
    payee: undefined,
    additionalNotes: undefined,
    delivery: { ...full.delivery, location: undefined },
    payment: { iban: payment?.iban, bic: payment?.bic, terms: payment?.terms, meansCode: '58' },
  };
}

function fullTerms(n: number, typical: boolean): CalculatedInvoice {
  const input = invoiceInput(n);
  const lines: CalculatedLine[] = input.lines.map((l, i) => {
    const first = i === 0;
    const baseQuantity = i === 1 && !typical ? d(10) : undefined;
    const base = round2(l.quantity.mul(l.unitPrice).div(baseQuantity ?? 1));
    const allowances = !typical || first ? [lineAllowance(base)] : [];
    // Charge by reason code only (FC, freight): printed with its meaning.
    const charges: CalculatedAllowanceCharge[] =
      i % 3 === 2 && !typical ? [{ amount: d('5.00'), reasonCode: 'FC' }] : [];
    const net = base
      .minus(allowances.reduce((s, a) => s.plus(a.amount), d(0)))
      .plus(charges.reduce((s, c) => s.plus(c.amount), d(0)));
    const category = l.taxCategory ?? (l.vatRate.isZero() ? 'Z' : 'S');
    return {
      ...l,
      taxCategory: category,
      netAmount: net,
      allowances,
      charges,
      baseQuantity,
      baseQuantityUnit: baseQuantity ? l.unitCode : undefined,
      sellerItemId: i % 2 === 0 ? `${FULL.sellerItemId}-${i + 1}` : undefined,
      standardItemId: i % 2 === 0 && !typical ? { id: FULL.gtin, scheme: '0160' } : undefined,
      ...(first && !typical
        ? {
            itemDescription: FULL.itemDescription,
            buyerItemId: FULL.buyerItemId,
            classifications: [{ code: FULL.classification, listId: 'STI' }],
            originCountry: 'AT',
            attributes: [{ name: FULL.attribute[0], value: FULL.attribute[1] }],
            period: { start: '2026-11-01', end: '2026-11-15' },
            orderLineReference: FULL.orderLine,
            accountingCost: 'KST-1',
            objectIdentifier: { id: 'OBJ-1', scheme: 'AAA' },
            grossPrice: l.unitPrice.plus(5),
            priceDiscount: d(5),
            note: FULL.lineNote,
          }
        : {}),
    };
  });
  const lineTotal = lines.reduce((s, l) => s.plus(l.netAmount), d(0));
  // BG-20 / BG-21 at the standard rate.
  const allowances: CalculatedDocumentAllowanceCharge[] = [
    {
      amount: d('20.00'),
      reason: FULL.docAllowanceReason,
      reasonCode: '95',
      taxCategory: 'S',
      vatRate: d(19),
    },
  ];
  const charges: CalculatedDocumentAllowanceCharge[] = typical
    ? []
    : [{ amount: d('15.00'), reasonCode: 'FC', taxCategory: 'S', vatRate: d(19) }];
  const groups = new Map<string, VatBreakdown>();
  for (const l of lines) {
    const key = `${l.taxCategory}|${l.vatRate.toString()}`;
    const g = groups.get(key) ?? {
      category: l.taxCategory,
      rate: l.vatRate,
      taxableAmount: d(0),
      taxAmount: d(0),
    };
    g.taxableAmount = g.taxableAmount.plus(l.netAmount);
    if (l.taxCategory === 'E')
      Object.assign(g, {
        exemptionReason: 'Exempt under Art. 132 VAT Directive',
        exemptionReasonCode: 'VATEX-EU-132',
      });
    groups.set(key, g);
  }
  for (const ac of [
    ...allowances.map((a) => ({ ...a, sign: -1 })),
    ...charges.map((c) => ({ ...c, sign: 1 })),
  ]) {
    const g = groups.get(`${ac.taxCategory}|${ac.vatRate.toString()}`);
    if (g) g.taxableAmount = g.taxableAmount.plus(ac.amount.mul(ac.sign));
  }
  const vatBreakdown = [...groups.values()].map((g) => ({
    ...g,
    taxAmount: round2(g.taxableAmount.mul(g.rate).div(100)),
  }));
  const allowanceTotal = allowances.reduce((s, a) => s.plus(a.amount), d(0));
  const chargeTotal = charges.reduce((s, c) => s.plus(c.amount), d(0));
  const taxExclusive = lineTotal.minus(allowanceTotal).plus(chargeTotal);
  const taxTotal = vatBreakdown.reduce((s, v) => s.plus(v.taxAmount), d(0));
  const taxInclusive = taxExclusive.plus(taxTotal);
  return {
    ...input,
    seller: {
      ...input.seller,
      tradingName: 'Nordlicht',
      identifiers: [{ id: FULL.sellerGln, scheme: '0088' }],
      legalRegistration: { id: FULL.sellerRegistration },
      taxRegistrationId: FULL.sellerTaxNumber,
      legalInfo: FULL.sellerLegalInfo,
      contactName: 'Jonas Berg',
      electronicAddress: { id: FULL.sellerAddress, scheme: '0088' },
    },
    businessProcess: FULL.businessProcess,
    buyer: {
      ...input.buyer,
      legalRegistration: { id: FULL.buyerSiren, scheme: '0002' },
      electronicAddress: { id: FULL.buyerAddress, scheme: '0225' },
      contactName: FULL.buyerContact,
      addressLine2: 'Bâtiment B',
    },
    lines,
    allowances,
    charges,
    vatBreakdown,
    totals: {
      lineTotal,
      allowanceTotal,
      chargeTotal,
      taxExclusive,
      taxTotal,
      taxInclusive,
      prepaid: FULL.prepaid,
      rounding: typical ? d(0) : FULL.rounding,
      payable: taxInclusive.minus(FULL.prepaid).plus(typical ? 0 : FULL.rounding),
    },
    purchaseOrderReference: FULL.orderReference,
    salesOrderReference: FULL.salesOrderReference,
    contractReference: FULL.contractReference,
    projectReference: FULL.projectReference,
    despatchAdviceReference: FULL.despatchAdvice,
    receivingAdviceReference: FULL.receivingAdvice,
    tenderReference: FULL.tenderReference,
    invoicedObject: { id: FULL.invoicedObject },
    accountingCost: FULL.accountingCost,
    precedingInvoices: [{ number: FULL.precedingInvoice, date: '2026-10-20' }],
    invoicingPeriod: { start: '2026-11-01', end: '2026-11-30' },
    taxPointDateCode: '432',
    taxCurrency: 'CHF',
    taxCurrencyVatTotal: FULL.taxCurrencyVat,
    delivery: {
      partyName: FULL.deliveryParty,
      location: { id: FULL.deliveryGln, scheme: '0088' },
      address: { street: FULL.deliveryStreet, city: 'Paris', postalCode: '75012', country: 'FR' },
    },
    payee: { name: FULL.payeeName, legalRegistration: { id: 'HRB 99999' } },
    taxRepresentative: {
      name: FULL.taxRepresentative,
      vatId: FULL.taxRepresentativeVatId,
      address: { street: '1 rue du Fisc', city: 'Lyon', postalCode: '69001', country: 'FR' },
    },
    payment: {
      ...input.payment,
      meansCode: '58',
      accountName: 'Nordlicht Software GmbH',
      remittanceInformation: FULL.remittance,
      creditTransfers: [{ accountId: FULL.secondAccount, bic: 'BYLADEM1001' }],
      card: { panLastDigits: FULL.cardDigits, holderName: 'C. Dubois' },
      directDebit: { mandateReference: FULL.mandate, creditorId: FULL.creditorId },
    },
    additionalNotes: [
      { subjectCode: 'AAI', text: FULL.noteAai },
      { subjectCode: FULL.noteUnknownSubject, text: FULL.noteUnknownText },
    ],
  };
}
