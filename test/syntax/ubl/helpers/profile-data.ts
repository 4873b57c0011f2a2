/**
 * Invoices with the data only one PINT or national profile writes, each with the profile it goes
 * through: PINT AE (BTAE-01/02/03/06/09/11-16, ibt-185/186), PINT MY (the tourism tax, a commodity
 * code, the paid amounts ibg-35, the means id ibt-178 and the instalment ibg-33), PINT SG (BT-SG-001/002), PINT OM (BTOM-001/019/031-034) and HR-CIUS (HR-BT-2/4/5/12,
 * the HR extension), EXTENDED-CTC-FR (EXT-FR-FE-192, 195 to 200, the line INCOTERMS).
 * With the jurisdiction sets (invoices.ts) they reach every row of the UBL tables a writer fills.
 */
import { calculate } from '../../../../src/domain/calculate.js';
import { Decimal } from '../../../../src/domain/decimal.js';
import type { CalculatedInvoice, Party } from '../../../../src/domain/model.js';
import type { WriteUblOptions } from '../../../../src/syntax/ubl/writer/write-ubl.js';
import { EXTENDED_CTC_FR_GUIDELINE_ID } from '../../../../src/formats/cii-profiles.js';
import { invoiceSet, JURISDICTIONS } from './invoices.js';

/** One profile with the invoices that state its own data. */
export interface ProfileDataRow {
  profile: string;
  opts: WriteUblOptions;
  invoices: CalculatedInvoice[];
}

/** PINT AE BTAE-12 / BTAE-15 (BTAE-11 / BTAE-16 for the buyer): a trade licence and its issuer. */
const licensed = (p: Party, id: string): Party => ({
  ...p,
  legalRegistration: { id },
  legalRegistrationAuthorityType: 'TL',
  legalRegistrationAuthority: 'Dubai Economy and Tourism',
});

function pintAe(): CalculatedInvoice[] {
  const set = invoiceSet(JURISDICTIONS.ae);
  const lines = set.zeroExempt.lines.map((l, i) =>
    i === 0
      ? {
          ...l,
          taxCategory: 'AE',
          vatRate: l.givenVatRate ?? l.vatRate,
          reverseChargeGoodsType: 'DL8.48.3.1', // BTAE-09
          commodityCode: 'G', // BTAE-13
          // Goods under the reverse charge: classified (ibr-184-ae), with a GTIN (ibr-174-ae).
          classifications: [{ code: '84713000', listId: 'HS' }],
          standardItemId: { id: '04012345678901', scheme: '0160' },
        }
      : l.taxCategory === 'E'
        ? { ...l, exemptionReasonCode: 'DL8.46.2', exemptionReason: 'Residential units' }
        : l,
  );
  return [
    calculate({
      ...set.zeroExempt,
      lines,
      seller: licensed(set.zeroExempt.seller, 'TL-100123'),
      buyer: licensed(set.zeroExempt.buyer, 'TL-100765'),
      billingFrequency: 'MTH', // BTAE-06
      contractReference: 'CS-2026-03', // BT-12, with its value (BTAE-05)
      contractValue: 'AED 1000000',
      // A supply involving a free trade zone (BTAE-02) names its beneficiary (BTAE-01, ibr-007-ae);
      // billed by a disclosed agent (XXXXX1XX), its principal (BTAE-14, ibr-137-ae).
      transactionTypeFlags: '10000100',
      beneficiary: { id: '189098765401003', scheme: '0235' },
      principal: { id: '155667745601003', scheme: '0235' },
      invoicingPeriod: { start: '2026-10-01', end: '2026-10-31' },
    }),
    calculate({
      ...set.credit,
      seller: licensed(set.credit.seller, 'TL-100123'), // ibr-150-ae
      creditNoteReasonCode: 'DL8.61.1.E', // BTAE-03
      precedingInvoices: [{ number: 'INV-ae-1', date: '2026-10-01' }],
    }),
    // An export in USD: the VAT in AED, the total with VAT in AED (BTAE-20) and the rate (BTAE-04).
    calculate({
      ...set.single,
      seller: licensed(set.single.seller, 'TL-100123'),
      currency: 'USD',
      taxCurrency: 'AED',
      taxCurrencyVatTotal: new Decimal('367.25'),
      taxCurrencyTotalWithTax: new Decimal('7712.25'), // BTAE-20
      taxExchangeRate: new Decimal('3.6725'), // BTAE-04
    }),
  ];
}

function pintMy(): CalculatedInvoice[] {
  const single = invoiceSet(JURISDICTIONS.my).single;
  const [first, ...rest] = single.lines;
  return [
    calculate({
      ...single,
      lines: [
        {
          ...first,
          tourismTaxAmount: new Decimal('10'),
          commodityCode: '001',
          // PINT ibg-36: a further document of the line (ibt-188, its type ibt-189).
          documentReferences: [{ id: 'DOC-1001', typeCode: '801', scheme: 'DOC' }],
        },
        ...rest,
      ],
      // ibt-084-1: the account's scheme as PINT documents state it; ibt-178 the means' id and
      // ibg-33's instalment of the payment terms (ibt-176, ibt-177, ibt-187).
      payment: {
        ...single.payment,
        iban: 'DE89370400440532013000',
        accountScheme: 'IBAN',
        meansId: 'PM-1',
        termsInstallment: {
          amount: new Decimal('100'),
          dueDate: '2026-03-31',
          paymentMeansId: 'PM-1',
        },
      },
      // A supporting document's UUID, type code and type as text (PINT).
      attachments: [
        { id: 'K2-1', documentType: 'K2' },
        { id: 'V-1', uuid: '87f12c76-1bd9-54b7-83c3-a344d2edea02', typeCode: '938' },
      ],
      // PINT ibg-35: the payments the paid amount (BT-113) totals.
      paidAmount: new Decimal('15.50'),
      prepaidPayments: [
        {
          id: 'PP-1',
          amount: new Decimal('10'),
          receivedDate: '2026-01-05',
          paidDate: '2026-01-04',
          paidTime: '10:31:41',
          instructionId: 'Bank transfer',
        },
        { amount: new Decimal('5.50') },
      ],
    }),
  ];
}

function pintSg(): CalculatedInvoice[] {
  const single = invoiceSet(JURISDICTIONS.sg).single;
  return [
    calculate({
      ...single,
      currency: 'USD',
      taxCurrency: 'SGD',
      taxCurrencyVatTotal: new Decimal('180.00'),
      taxCurrencyTotalWithoutTax: new Decimal('2000.00'), // BT-SG-001
      taxCurrencyTotalWithTax: new Decimal('2180.00'), // BT-SG-002
    }),
  ];
}

/** An Omani party with the address lines, telephone and VATIN the Oman rules want (IBR-003/010/011/019-OM). */
const omani = (name: string, vatId: string, city: string): Party => ({
  name,
  vatId,
  street: 'Sultan Qaboos Street',
  addressLine2: 'Building 45',
  addressLine3: 'P.O. Box 88',
  city,
  postalCode: '100',
  country: 'OM',
  phone: '+968 24000000',
  electronicAddress: { scheme: '0248', id: vatId },
});

/** PINT OM: goods or services and the ISIC code on the lines, a prepayment and the seller UUID, a credit note's preceding invoice UUID and reason. */
function pintOm(): CalculatedInvoice[] {
  const set = invoiceSet(JURISDICTIONS.ae);
  const om = (inv: CalculatedInvoice) => ({
    ...inv,
    currency: 'OMR',
    issueTime: '09:30:00', // ALIGNED-IBRP-016-OM
    seller: omani('Muscat Trading LLC', 'OM1234567890', 'Muscat'),
    buyer: omani('Sohar Retail SAOG', 'OM9988776655', 'Sohar'),
    lines: inv.lines.map((l) => ({
      ...l,
      commodityCode: 'S',
      industryClassificationCode: '620101',
    })),
  });
  return [
    calculate(om(set.mixed)),
    // A final invoice after a prepayment (BTOM-027, BTOM-014) from a seller with its UUID (BTOM-004).
    calculate({
      ...om(set.mixed),
      sellerUuid: '7d3c1a52-6f0e-4b8e-9a51-2c8f0e6b1d44',
      prepaymentInvoices: [{ number: 'PRE-om-1', uuid: '0b6f2f1e-3c4d-4e5f-8a9b-1c2d3e4f5a6b' }],
    }),
    // A third party (BTOM-005 … BTOM-013), an import's customs declaration, date and Incoterms
    // (BTOM-021/030/022), both special zones (BTOM-024/026) with CL-06-OM identifier schemes
    // (schemeName), a profit margin total (BTOM-020).
    calculate({
      ...om(set.mixed),
      seller: {
        ...omani('Muscat Trading LLC', 'OM1234567890', 'Muscat'),
        countrySubdivisionCode: 'SLLFZ',
        identifiers: [{ id: 'SZLN-SUP-001', scheme: 'SZLN' }],
      },
      buyer: {
        ...omani('Sohar Retail SAOG', 'OM9988776655', 'Sohar'),
        countrySubdivisionCode: 'SHRFZ',
        identifiers: [{ id: 'ICID-BUYER-001', scheme: 'ICID' }],
      },
      thirdParty: {
        name: 'Third-Party Agent LLC',
        vatId: 'OM6677889922',
        address: {
          street: 'Agent Plaza, Building 5',
          addressLine2: 'Floor 3',
          addressLine3: 'P.O. Box 909',
          city: 'Muscat',
          postalCode: '0117',
          countrySubdivision: 'Muscat',
          countrySubdivisionCode: 'MO',
          country: 'OM',
        },
      },
      taxRepresentative: {
        name: 'Muscat Tax Agents LLC',
        vatId: 'OM5566778899',
        address: { city: 'Muscat', country: 'OM', countrySubdivisionCode: 'MO' },
      },
      delivery: { address: { country: 'OM', countrySubdivisionCode: 'SHRFZ' } },
      customsDeclarationNumber: 'CUS-IMP-202604-1188',
      importDate: '2026-02-06',
      incoterms: 'CIF',
      profitMarginTotal: new Decimal('1050.5'),
    }),
    calculate({
      ...om(set.credit),
      creditNoteReasonCode: 'QTY', // BTOM-032
      precedingInvoices: [
        { number: 'INV-om-1', date: '2026-10-01', uuid: '4acf214e-fb91-5517-b841-02d5dca2c169' },
      ],
    }),
  ];
}

/** HR-CIUS: the issue time and the operator who issued the invoice; an exempt line (HR-BT-12). */
function hrCius(): CalculatedInvoice[] {
  const zeroExempt = invoiceSet(JURISDICTIONS.eu).zeroExempt;
  return [
    calculate({
      ...zeroExempt,
      issueTime: '10:15:00', // HR-BT-2
      operatorName: 'Operater 1', // HR-BT-4
      operatorOib: '12345678903', // HR-BT-5
      businessProcess: 'P1', // HR-BR-34
      // Every line with its KPD classification (HR-BR-25).
      lines: zeroExempt.lines.map((l) => ({
        ...l,
        classifications: [{ code: '62.10.11', listId: 'CG' }],
      })),
      // The E category's reason, which the exempt line and the HR breakdown repeat (HR-BR-36).
      vatExemptions: [{ category: 'E', reason: 'Oslobođeno PDV-a', reasonCode: 'VATEX-EU-132' }],
      // An exempt document allowance: its category's HR name and reason too (HR-BR-11).
      allowances: [
        { amount: new Decimal(1), reason: 'Popust', taxCategory: 'E', vatRate: new Decimal(0) },
      ],
    }),
  ];
}

/** CIUS-PT: a stamp duty line (category NA at 10 %) under its own tax scheme BOL, as its breakdown. */
function ciusPt(): CalculatedInvoice[] {
  const single = invoiceSet(JURISDICTIONS.eu).single;
  const stamp = {
    ...single.lines[0],
    id: 'stamp-duty',
    taxCategory: 'NA',
    vatRate: new Decimal(10),
    taxScheme: 'BOL',
  };
  return [calculate({ ...single, lines: [...single.lines, stamp] })];
}

/** EXTENDED-CTC-FR: the additions of the FNFE note the contract carries (contract, order and despatch advice dates, exchange rate and its date, the price discount's reasons, the document's and the line INCOTERMS, the item attribute code and measure). */
function extendedCtcFr(): CalculatedInvoice[] {
  const single = invoiceSet(JURISDICTIONS.eu).single;
  return [
    calculate({
      ...single,
      contractReference: 'CT-2026-7',
      contractDate: '2026-01-15', // EXT-FR-FE-199
      purchaseOrderReference: 'PO-2026-31',
      purchaseOrderDate: '2026-01-20', // EXT-FR-FE-197
      despatchAdviceReference: 'BL-2026-5',
      despatchAdviceDate: '2026-02-01', // EXT-FR-FE-198
      incoterms: 'FCA', // the document-level INCOTERMS (root cac:DeliveryTerms)
      incotermsLocation: 'Roissy',
      currency: 'USD',
      taxCurrency: 'EUR',
      taxExchangeRate: new Decimal('0.9215'), // BT-167
      taxExchangeRateDate: '2026-10-01', // EXT-FR-FE-192
      lines: single.lines.map((l, i) =>
        i === 0
          ? {
              ...l,
              grossPrice: l.unitPrice.plus(5),
              priceDiscount: new Decimal(5),
              priceDiscountReasonCode: '95', // EXT-FR-FE-195
              priceDiscountReason: 'Remise', // EXT-FR-FE-196
              orderLineReference: '3',
              purchaseOrderDate: '2026-01-20', // EXT-FR-FE-200
              incoterms: 'DAP', // the line INCOTERMS
              incotermsLocation: 'Le Havre',
              // The line's despatch advice with its line and date (EXT-FR-FE-141, 201).
              despatchAdviceReference: 'BL-7',
              despatchAdviceLine: '2',
              despatchAdviceDate: '2026-02-01',
              // EXT-FR-FE-159, 160, 161: an attribute code, a value as a measure.
              attributes: [
                {
                  name: 'Longueur',
                  value: '',
                  code: 'AAB',
                  valueQuantity: new Decimal('42.5'),
                  valueUnit: 'CMT',
                },
              ],
            }
          : l,
      ),
    }),
  ];
}

/** Every profile whose own data the jurisdiction sets do not state. */
export function profileDataRows(): ProfileDataRow[] {
  return [
    { profile: 'pint_ae', opts: { flavour: 'pint', pintJurisdiction: 'ae' }, invoices: pintAe() },
    { profile: 'pint_my', opts: { flavour: 'pint', pintJurisdiction: 'my' }, invoices: pintMy() },
    { profile: 'pint_sg', opts: { flavour: 'pint', pintJurisdiction: 'sg' }, invoices: pintSg() },
    { profile: 'pint_om', opts: { flavour: 'pint', pintJurisdiction: 'om' }, invoices: pintOm() },
    {
      profile: 'extended_ctc_fr',
      opts: { flavour: 'ubl', customizationId: EXTENDED_CTC_FR_GUIDELINE_ID },
      invoices: extendedCtcFr(),
    },
    {
      profile: 'hr_cius',
      opts: { flavour: 'ubl', countryProfile: 'hr_cius' },
      invoices: hrCius(),
    },
    {
      profile: 'cius_pt',
      opts: { flavour: 'ubl', countryProfile: 'cius_pt' },
      invoices: ciusPt(),
    },
  ];
}
