/**
 * The one conversion from the public (proto) invoice to the domain model: defaults applied
 * (currency EUR, unit C62, VAT rate 19, country DE, delivery date = issue date per BR-FX-EN-04),
 * strings trimmed (blank → undefined), codes upper-cased, JSON doubles turned into exact decimals
 * once, here, and never touched as floats again. The parts (party, line, payment) live in
 * ./input/.
 */
import type { DocumentAllowanceCharge, Invoice } from '../../gen/einvoice/v1/invoice_pb.js';
import {
  DEFAULT_CURRENCY,
  typeCodeOf,
  type DocumentAllowanceChargeInput,
  type InvoiceInput,
} from '../domain/index.js';
import {
  blank,
  code,
  decimal,
  deliverTo,
  identifier,
  nonEmpty,
  period,
  postalAddress,
  vatIdentifier,
} from './input/common.js';
import { ZERO } from '../domain/decimal.js';
import { allowanceCharge, line } from './input/line.js';
import { party } from './input/party.js';
import { payment } from './input/payment.js';
import { rozliczenie, zalacznik, zamowienie } from './input/ksef-structures.js';
import type { KsefInvoiceKind } from '../domain/model.js';

/** BG-20 / BG-21 as given; category and rate are resolved by calculate(). */
function documentAllowanceCharge(m: DocumentAllowanceCharge): DocumentAllowanceChargeInput {
  return {
    ...allowanceCharge(m), // BT-92..BT-94, BT-97, BT-98 / BT-99..BT-101, BT-104, BT-105
    taxCategory: code(m.taxCategory), // BT-95 / BT-102
    vatRate: decimal(m.vatRate), // BT-96 / BT-103
    subInvoice: blank(m.subInvoice), // multi-vendor: the #number# of BT-173 / BT-175
  };
}

/** BT-3: the given type_code wins; otherwise 381 for a FatturaPA credit-note type, else 380. */
function typeCode(invoice: Invoice, tipo: string | undefined): string {
  return typeCodeOf(blank(invoice.typeCode), tipo);
}

/** PINT OM BTOM-005 … BTOM-013: the third party as given, when anything of it is. */
function thirdParty(invoice: Invoice): InvoiceInput['thirdParty'] {
  const t = invoice.thirdParty;
  const out = {
    name: blank(t?.name), // BTOM-005
    vatId: vatIdentifier(t?.vatId), // BTOM-006
    address: postalAddress(t?.address), // BTOM-007 … BTOM-013
  };
  return Object.values(out).some((v) => v) ? out : undefined;
}

/** Options that change how the public fields land in the model. */
export interface InputOptions {
  /** XRechnung: the Leitweg-ID is the buyer reference (BT-10, BR-DE-15). */
  leitwegAsBuyerReference?: boolean;
}

/** Converts a checked public invoice into the domain's InvoiceInput. */
export function toInvoiceInput(invoice: Invoice, options: InputOptions = {}): InvoiceInput {
  const issueDate = invoice.date;
  const tipo = code(invoice.tipoDocumento);
  const leitweg = blank(invoice.leitwegId);
  const payee = blank(invoice.payee?.name);
  const taxRepresentative = blank(invoice.taxRepresentative?.name);

  return {
    number: invoice.number.trim(), // BT-1
    issueDate, // BT-2
    typeCode: typeCode(invoice, tipo), // BT-3
    dueDate: blank(invoice.dueDate), // BT-9
    deliveryDate: blank(invoice.deliveryDate) ?? issueDate, // BT-72, BR-FX-EN-04
    currency: code(invoice.currency) ?? DEFAULT_CURRENCY, // BT-5
    note: blank(invoice.notes), // BT-22
    seller: party(invoice.seller), // BG-4
    buyer: party(invoice.buyer), // BG-7
    lines: invoice.items.map(line), // BG-25
    payment: payment(invoice.payment), // BG-16
    buyerReference:
      (options.leitwegAsBuyerReference && leitweg) || blank(invoice.buyerReference) || leitweg, // BT-10
    tipoDocumento: tipo,
    taxScheme: code(invoice.taxScheme),
    taxPointDate: blank(invoice.taxPointDate), // BT-7
    taxPointDateCode: blank(invoice.taxPointDateCode), // BT-8
    taxCurrency: code(invoice.taxCurrency), // BT-6
    taxCurrencyVatTotal: decimal(invoice.taxCurrencyVatTotal), // BT-111
    taxCurrencyTotalWithoutTax: decimal(invoice.taxCurrencyTotalWithoutTax), // PINT SG BT-SG-001
    taxCurrencyTotalWithTax: decimal(invoice.taxCurrencyTotalWithTax), // PINT SG BT-SG-002
    billingFrequency: code(invoice.billingFrequency), // PINT AE BTAE-06
    creditNoteReasonCode: blank(invoice.creditNoteReasonCode), // PINT AE BTAE-03
    transactionTypeFlags: blank(invoice.transactionTypeFlags), // PINT AE BTAE-02
    beneficiary: identifier(invoice.beneficiary), // PINT AE BTAE-01
    principal: identifier(invoice.principal), // PINT AE BTAE-14
    accountingCost: blank(invoice.accountingCost), // BT-19
    projectReference: blank(invoice.projectReference), // BT-11
    projectName: blank(invoice.projectName), // CII SpecifiedProcuringProject/Name
    contractReference: blank(invoice.contractReference), // BT-12
    contractDate: blank(invoice.contractDate), // EXT-FR-FE-199
    contractValue: blank(invoice.contractValue), // PINT AE BTAE-05
    purchaseOrderReference: blank(invoice.purchaseOrderReference), // BT-13
    purchaseOrderDate: blank(invoice.purchaseOrderDate), // EXT-FR-FE-197
    salesOrderReference: blank(invoice.salesOrderReference), // BT-14
    salesOrderDate: blank(invoice.salesOrderDate), // Factur-X EXTENDED
    deliveryNoteReference: blank(invoice.deliveryNoteReference), // Factur-X EXTENDED
    deliveryNoteDate: blank(invoice.deliveryNoteDate),
    documentName: blank(invoice.documentName), // Factur-X EXTENDED
    ...(invoice.testIndicator ? { testIndicator: true } : {}), // Factur-X EXTENDED
    receivingAdviceReference: blank(invoice.receivingAdviceReference), // BT-15
    despatchAdviceReference: blank(invoice.despatchAdviceReference), // BT-16
    despatchAdviceDate: blank(invoice.despatchAdviceDate), // EXT-FR-FE-198
    despatchAdviceLine: blank(invoice.despatchAdviceLine), // EXT-FR-FE-141 (document)
    tenderReference: blank(invoice.tenderReference), // BT-17
    businessProcess: blank(invoice.businessProcess), // BT-23
    issueTime: blank(invoice.issueTime), // HR-CIUS HR-BT-2
    operatorName: blank(invoice.operatorName), // HR-CIUS HR-BT-4
    operatorOib: blank(invoice.operatorOib), // HR-CIUS HR-BT-5
    ksefNumber: blank(invoice.ksefNumber), // KSeF number (not in FA(3); the readable PDF's KOD I)
    ksefEnvironment: blank(invoice.ksefEnvironment) as 'prod' | 'demo' | 'test' | undefined, // the proto checks the list
    rodzajFaktury: blank(invoice.rodzajFaktury) as KsefInvoiceKind | undefined, // FA(3) RodzajFaktury (closest BT-3); the proto checks the list
    podmiot3: nonEmpty(
      invoice.podmiot3.map((p) => ({
        party: party(p.party),
        rola: p.rola,
        ...(p.udzial !== undefined ? { udzial: decimal(p.udzial)! } : {}),
      })),
    ), // FA(3) Podmiot3 (the third parties, their Rola and Udzial)
    miejsceWystawienia: blank(invoice.miejsceWystawienia), // FA(3) P_1M
    rejestry: nonEmpty(
      invoice.rejestry.map((r) => ({
        pelnaNazwa: blank(r.pelnaNazwa),
        krs: blank(r.krs),
        regon: blank(r.regon),
        bdo: blank(r.bdo),
      })),
    ), // FA(3) Stopka/Rejestry
    przyczynaKorekty: blank(invoice.przyczynaKorekty), // FA(3) PrzyczynaKorekty
    typKorekty: invoice.typKorekty || undefined, // FA(3) TypKorekty (the proto checks 1–3)
    dodatkowyOpis: nonEmpty(
      invoice.dodatkowyOpis.map((d) => ({ key: d.key.trim(), value: d.value.trim() })),
    ), // FA(3) DodatkowyOpis without NrWiersza
    okresFaKorygowanej: blank(invoice.okresFaKorygowanej), // FA(3) OkresFaKorygowanej
    ...(invoice.fakturaDoParagonu ? { fakturaDoParagonu: true } : {}), // FA(3) FP
    ...(invoice.podmiotyPowiazane ? { podmiotyPowiazane: true } : {}), // FA(3) TP
    zamowienie: zamowienie(invoice.zamowienie), // FA(3) Zamowienie
    kwotaPrzedKorekta: decimal(invoice.kwotaPrzedKorekta), // FA(3) P_15ZK
    ...(invoice.metodaKasowa ? { metodaKasowa: true } : {}), // FA(3) Adnotacje/P_16
    ...(invoice.mechanizmPodzielonejPlatnosci ? { mechanizmPodzielonejPlatnosci: true } : {}), // P_18A
    ...(invoice.proceduraUproszczona ? { proceduraUproszczona: true } : {}), // P_23
    dataZaplaty: blank(invoice.dataZaplaty), // FA(3) Platnosc/Zaplacono, DataZaplaty
    podmiot2k: nonEmpty(invoice.podmiot2k.map(party)), // FA(3) Podmiot2K
    nrPartiiTowaru: nonEmpty(invoice.nrPartiiTowaru.map(blank)), // FA(3) NrPartiiTowaru
    rozliczenie: rozliczenie(invoice.rozliczenie), // FA(3) Rozliczenie
    zalacznik: zalacznik(invoice.zalacznik), // FA(3) Zalacznik
    ...(invoice.pricesIncludeVat ? { pricesIncludeVat: true } : {}), // FA(3) P_9B / P_11A (gross method)
    invoicedObject: identifier(invoice.invoicedObject), // BT-18
    furtherInvoicedObjects: nonEmpty(invoice.furtherInvoicedObjects.map(identifier)), // BT-18 (EXTENDED, further)
    additionalNotes: nonEmpty(
      invoice.invoiceNotes.map((n) => {
        const text = blank(n.text);
        // BT-22, BT-21; the Factur-X EXTENDED content code.
        return text
          ? { text, subjectCode: code(n.subjectCode), contentCode: blank(n.contentCode) }
          : undefined;
      }),
    ),
    precedingInvoices: nonEmpty(
      invoice.precedingInvoices.map((p) => {
        const number = blank(p.number);
        // BG-3: BT-25, BT-26; KSeF NrKSeFFaKorygowanej
        return number
          ? {
              number,
              date: blank(p.date),
              ksefNumber: blank(p.ksefNumber),
              uuid: blank(p.uuid), // PINT OM BTOM-031
            }
          : undefined;
      }),
    ),
    taxExchangeRate: decimal(invoice.taxExchangeRate), // PINT OM BTOM-003, EXTENDED-CTC-FR BT-167
    taxExchangeRateDate: blank(invoice.taxExchangeRateDate), // EXT-FR-FE-192
    sellerUuid: blank(invoice.sellerUuid), // PINT OM BTOM-004
    thirdParty: thirdParty(invoice), // PINT OM BTOM-005 … BTOM-013
    customsDeclarationNumber: blank(invoice.customsDeclarationNumber), // PINT OM BTOM-021
    importDate: blank(invoice.importDate), // PINT OM BTOM-030
    incoterms: code(invoice.incoterms), // PINT OM BTOM-022, EXTENDED-CTC-FR document INCOTERMS
    incotermsLocation: blank(invoice.incotermsLocation), // EXTENDED-CTC-FR
    profitMarginTotal: decimal(invoice.profitMarginTotal), // PINT OM BTOM-020
    prepaymentInvoices: nonEmpty(
      invoice.prepaymentInvoices.map((p) => {
        const number = blank(p.number); // PINT OM BTOM-027
        const uuid = blank(p.uuid); // PINT OM BTOM-014
        return number && uuid ? { number, uuid } : undefined;
      }),
    ),
    prepaidPayments: nonEmpty(
      invoice.prepaidPayments.map((p) => {
        const amount = decimal(p.amount); // PINT ibt-180
        return amount
          ? {
              id: blank(p.id),
              amount,
              receivedDate: blank(p.receivedDate), // PINT ibt-181
              paidDate: blank(p.paidDate),
              paidTime: blank(p.paidTime),
              instructionId: blank(p.instructionId),
            }
          : undefined;
      }),
    ), // PINT ibg-35
    invoicingPeriod: period(invoice.invoicingPeriod), // BG-14
    invoicee: invoicee(invoice.invoicee), // Factur-X EXTENDED
    payee: payee // BG-10
      ? {
          name: payee,
          identifier: identifier(invoice.payee?.identifier),
          legalRegistration: identifier(invoice.payee?.legalRegistration),
          address: postalAddress(invoice.payee?.address), // Factur-X EXTENDED
        }
      : undefined,
    taxRepresentative: taxRepresentative // BG-11: BT-62, BT-63, BG-12
      ? {
          name: taxRepresentative,
          vatId: vatIdentifier(invoice.taxRepresentative?.vatId) ?? '', // BT-63 as written
          address: postalAddress(invoice.taxRepresentative?.address) ?? { country: '' },
        }
      : undefined,
    delivery: deliverTo(invoice.delivery), // BG-13
    allowances: nonEmpty(invoice.allowances.map(documentAllowanceCharge)), // BG-20
    charges: nonEmpty(invoice.charges.map(documentAllowanceCharge)), // BG-21
    attachments: nonEmpty(
      invoice.attachments.map((a) => {
        const id = blank(a.id);
        if (!id) return undefined;
        return {
          id, // BT-122
          description: blank(a.description), // BT-123
          url: blank(a.url), // BT-124
          contentBase64: blank(a.contentBase64)?.replace(/\s+/g, ''), // BT-125
          mimeCode: blank(a.mimeCode)?.toLowerCase(), // BT-125-1 (MIME types are case-insensitive; the list is lower case)
          filename: blank(a.filename), // BT-125-2
          uuid: blank(a.uuid), // PINT OM BTOM-023
          typeCode: blank(a.typeCode), // UBL cbc:DocumentTypeCode (PINT)
          documentType: blank(a.documentType), // UBL cbc:DocumentType (PINT)
        };
      }),
    ),
    paidAmount: decimal(invoice.paidAmount), // BT-113
    statedVatTotal: decimal(invoice.vatTotal), // BT-110 as a MINIMUM document states it
    roundingAmount: decimal(invoice.roundingAmount), // BT-114
    importoBollo: decimal(invoice.importoBollo), // FatturaPA DatiBollo
    vatExemptions: nonEmpty(
      invoice.vatExemptions.map((e) => {
        const category = code(e.taxCategory);
        // BT-121 as given: the rules compare VATEX codes case-insensitively, and retrieve must not rewrite it.
        return category
          ? { category, reason: blank(e.reason), reasonCode: blank(e.reasonCode) }
          : undefined; // BT-118, BT-120, BT-121
      }),
    ),
    statedVatBreakdown: nonEmpty(
      invoice.vatBreakdown.map((b) => {
        const category = code(b.taxCategory);
        // BT-118, BT-119 (0 when none), BT-116 and BT-117 as stated.
        return category
          ? {
              category,
              rate: decimal(b.vatRate) ?? ZERO,
              taxableAmount: decimal(b.taxableAmount),
              taxAmount: decimal(b.taxAmount),
              taxCurrencyTaxAmount: decimal(b.taxCurrencyTaxAmount), // FA(3) P_14_xW
            }
          : undefined;
      }),
    ),
  };
}

/** Factur-X EXTENDED: the invoicee, when named. */
function invoicee(i: Invoice['invoicee']): InvoiceInput['invoicee'] {
  const name = blank(i?.name);
  if (!i || !name) return undefined;
  return {
    name,
    identifiers: nonEmpty(i.identifiers.map(identifier)),
    address: postalAddress(i.address),
  };
}
