/**
 * What the visual invoice says, read back as text (pdfjs): every business term of the full
 * fixture (references, periods, delivery, tax representative, payee, item details, line and
 * document allowances and charges, prepaid, rounding, tax currency, payment means, seller legal
 * details, notes with subjects) in every template and locale, in the locale's words; code values
 * with their meaning; and an invoice without these terms printed without a trace of them.
 */
import test from 'ava';
import { Decimal } from 'decimal.js';
import {
  LOCALES,
  renderInvoicePdf,
  TEMPLATES,
  type LocaleCode,
  type TemplateName,
} from '../../src/pdf/index.js';
import {
  chargeReasonName,
  noteSubjectName,
  paymentMeansName,
} from '../../src/pdf/locale/code-labels.js';
import { formatIban, formatterFor } from '../../src/pdf/locale/format.js';
import { labelsFor } from '../../src/pdf/locale/labels.js';
import { countryName } from '../../src/pdf/layout/parties.js';
import type { CalculatedInvoice } from '../../src/domain/model.js';
import { CLOCK, invoice } from './fixtures.js';
import { FULL, fullInvoice } from './full-invoice.js';
import { documentText, normalise } from './pdf-text.js';

const d = (v: Decimal.Value) => new Decimal(v);

function render(
  inv: CalculatedInvoice,
  template: TemplateName,
  locale: LocaleCode,
): Promise<Uint8Array> {
  return renderInvoicePdf(inv, { template, locale, watermark: false, creationDate: CLOCK });
}

/** The phrases the full fixture must show, in the locale's words and number format. */
function expectedPhrases(inv: CalculatedInvoice, locale: LocaleCode): string[] {
  const t = labelsFor(locale);
  const f = formatterFor(locale, 'EUR');
  return [
    // BT-11 … BT-19, BG-3, BG-14, BT-8
    t.orderReference,
    FULL.orderReference,
    t.salesOrderReference,
    FULL.salesOrderReference,
    t.contractReference,
    FULL.contractReference,
    t.projectReference,
    FULL.projectReference,
    t.despatchAdvice,
    FULL.despatchAdvice,
    t.receivingAdvice,
    FULL.receivingAdvice,
    t.tenderReference,
    FULL.tenderReference,
    t.invoicedObject,
    FULL.invoicedObject,
    t.accountingReference,
    FULL.accountingCost,
    t.precedingInvoice,
    `${FULL.precedingInvoice} (${f.date('2026-10-20')})`,
    t.period,
    `${f.date('2026-11-01')} – ${f.date('2026-11-30')}`,
    t.vatPointDate,
    t.paymentDate,
    // BG-13, BG-11
    t.deliverTo.toUpperCase(),
    FULL.deliveryParty,
    FULL.deliveryStreet,
    `GLN ${FULL.deliveryGln}`,
    t.taxRepresentative.toUpperCase(),
    FULL.taxRepresentative,
    `${t.vatId} ${FULL.taxRepresentativeVatId}`,
    // BT-29, BT-30, BT-32, BT-33, BT-47, BT-56
    `GLN ${FULL.sellerGln}`,
    `${t.legalRegistration} ${FULL.sellerRegistration}`,
    `${t.taxNumber} ${FULL.sellerTaxNumber}`,
    FULL.sellerLegalInfo,
    `SIREN ${FULL.buyerSiren}`,
    // BT-34, BT-49 with their scheme, BT-23
    `${t.electronicAddress} ${FULL.sellerAddress} (0088)`,
    `${t.electronicAddress} ${FULL.buyerAddress} (0225)`,
    `${t.businessProcess} ${FULL.businessProcess}`,
    `${t.contact}: ${FULL.buyerContact}`,
    // BG-25 details
    FULL.itemDescription,
    `${t.sellerItemId} ${FULL.sellerItemId}-1`,
    `${t.buyerItemId} ${FULL.buyerItemId}`,
    `GTIN ${FULL.gtin}`,
    `${t.classification}: ${FULL.classification} (STI)`,
    `${t.originCountry}: ${countryName('AT', locale)}`,
    `${FULL.attribute[0]}: ${FULL.attribute[1]}`,
    `${t.period}: ${f.date('2026-11-01')} – ${f.date('2026-11-15')}`,
    `${t.orderLine}: ${FULL.orderLine}`,
    `${t.grossPrice} ${f.price(d(130))}`,
    `${t.priceDiscount} ${f.price(d(-5))}`,
    `${t.unitPrice} ${t.pricePer} 10`,
    `${t.allowance}: ${FULL.lineAllowanceReason}, ${t.percentOf(f.rate(d(10)), f.amount(d(125)))}: ${f.amount(d('-12.50'))}`,
    `${t.charge}: ${chargeReasonName('FC', locale)}: ${f.amount(d(5))}`,
    `${t.lineNote}: ${FULL.lineNote}`,
    // BG-22, BG-20, BG-21, BT-6/BT-111, BT-113, BT-114, BG-23 BT-121
    t.lineTotal,
    `${t.allowance}: ${FULL.docAllowanceReason}`,
    f.money(d(-20)),
    `${t.charge}: ${chargeReasonName('FC', locale)}`,
    f.money(d(15)),
    t.vatInCurrency('CHF'),
    formatterFor(locale, 'CHF').money(FULL.taxCurrencyVat),
    t.paid,
    f.money(FULL.prepaid.neg()),
    t.rounding,
    f.money(FULL.rounding),
    t.amountDue,
    f.money(inv.totals.payable),
    'VATEX-EU-132',
    // BG-16 … BG-19, BT-83, BG-10
    `${t.payment} · ${paymentMeansName('58', locale)}`,
    t.accountName,
    t.account,
    formatIban(FULL.secondAccount),
    t.card,
    `**** ${FULL.cardDigits}`,
    t.mandateReference,
    FULL.mandate,
    t.creditorId,
    FULL.creditorId,
    FULL.remittance,
    t.payee,
    FULL.payeeName,
    // BT-21 / BT-22: a known subject in words, an unknown one as its code
    `${noteSubjectName('AAI', locale)}: ${FULL.noteAai}`,
    `${FULL.noteUnknownSubject}: ${FULL.noteUnknownText}`,
  ];
}

for (const template of TEMPLATES) {
  test(`${template}: every term of the full invoice is printed, in every locale`, async (t) => {
    const inv = fullInvoice(6);
    for (const locale of LOCALES) {
      // pdfkit may break a line after a hyphen (VATEX-EU-|132): read such breaks as joined.
      const text = (await documentText(await render(inv, template, locale))).replace(/- /g, '-');
      const missing = expectedPhrases(inv, locale).filter((p) => !text.includes(normalise(p)));
      t.deepEqual(missing, [], `${template}/${locale}`);
    }
  });
}

test('a charge reason code without a short name prints as the code; a payment means code likewise', async (t) => {
  const inv = fullInvoice(3);
  inv.charges = [{ ...inv.charges[0], reasonCode: 'ABW' }];
  inv.payment = { ...inv.payment, meansCode: '31' };
  const text = await documentText(await render(inv, 'minimal', 'de'));
  t.true(text.includes('Zuschlag: ABW'));
  t.true(text.includes('Zahlung · 31'));
});

test('BT-82 payment means text is shown as given; BT-7 a date rather than the BT-8 code', async (t) => {
  const inv = fullInvoice(2);
  inv.payment = { ...inv.payment, meansText: 'Virement SEPA instantané' };
  inv.taxPointDateCode = undefined;
  inv.taxPointDate = '2026-11-25';
  const text = await documentText(await render(inv, 'classic', 'fr'));
  t.true(text.includes('Paiement · Virement SEPA instantané'));
  t.true(text.includes(normalise(`${labelsFor('fr').vatPointDate} 25/11/2026`)));
});

test('EXTENDED repeats: further payment terms with their due dates, further price discounts and invoiced objects are printed', async (t) => {
  const inv = fullInvoice(2);
  inv.payment = {
    ...inv.payment,
    terms: '2 % Skonto bis 13.06.2026',
    furtherTerms: [{ description: 'Ohne Abzug', dueDate: '2026-06-27' }],
  };
  inv.lines = inv.lines.map((l, i) =>
    i === 0
      ? { ...l, grossPrice: d(10), priceDiscount: d('0.3'), furtherPriceDiscounts: [d('0.17')] }
      : l,
  );
  inv.furtherInvoicedObjects = [{ id: 'R87654321012345' }];
  const text = await documentText(await render(inv, 'classic', 'de'));
  const f = formatterFor('de', 'EUR');
  t.true(text.includes('2 % Skonto bis 13.06.2026'));
  t.true(
    text.includes(normalise(`Ohne Abzug · ${labelsFor('de').dueDate} ${f.date('2026-06-27')}`)),
    text,
  );
  t.true(text.includes(normalise(`${labelsFor('de').priceDiscount} ${f.price(d('-0.17'))}`)), text);
  t.true(text.includes('R87654321012345'));
});

test('EXTENDED cash discount and penalty are printed under their payment terms, in the language', async (t) => {
  const inv = fullInvoice(2);
  inv.payment = {
    ...inv.payment,
    terms: 'Zahlbar innerhalb 30 Tagen',
    discountTerms: {
      percent: d(2),
      basisPeriod: d(10),
      basisPeriodUnit: 'DAY',
      basisDate: '2026-10-03',
      basisAmount: d(119),
      amount: d('2.38'),
    },
    furtherTerms: [
      {
        description: 'Später',
        penaltyTerms: { percent: d(5), basisPeriod: d(1), basisPeriodUnit: 'MON' },
      },
    ],
  };
  const de = await documentText(await render(inv, 'classic', 'de'));
  const f = formatterFor('de', 'EUR');
  t.true(
    de.includes(
      normalise(
        `Skonto ${f.rate(d(2))} innerhalb 10 Tagen ab ${f.date('2026-10-03')} auf ${f.money(d(119))}: ${f.money(d('2.38'))}`,
      ),
    ),
    de,
  );
  t.true(de.includes(normalise(`Verzugszuschlag ${f.rate(d(5))} nach 1 Monat`)), de);
  const en = await documentText(await render(inv, 'classic', 'en'));
  t.true(en.includes('Cash discount') && en.includes('within 10 days'), en);
});

/** The same invoice with every new optional term spelled out as absent or empty. */
function explicitlyEmpty(inv: CalculatedInvoice): CalculatedInvoice {
  return {
    ...inv,
    allowances: [],
    charges: [],
    lines: inv.lines.map((l) => ({
      ...l,
      allowances: [],
      charges: [],
      attributes: [],
      classifications: [],
    })),
    additionalNotes: [],
    precedingInvoices: [],
    seller: { ...inv.seller, identifiers: [] },
    buyer: { ...inv.buyer, identifiers: [] },
    payment: inv.payment && { ...inv.payment, creditTransfers: [] },
    invoicingPeriod: {},
  };
}

test('an invoice without the new terms: empty lists draw nothing (byte-identical) and no new label appears', async (t) => {
  for (const template of TEMPLATES) {
    for (const locale of LOCALES) {
      const inv = invoice(4);
      const pdf = await render(inv, template, locale);
      t.deepEqual(
        Buffer.from(await render(explicitlyEmpty(inv), template, locale)),
        Buffer.from(pdf),
        `${template}/${locale}`,
      );
      const l = labelsFor(locale);
      const text = await documentText(pdf);
      const absent = [
        l.orderReference,
        l.contractReference,
        l.projectReference,
        l.period,
        l.vatPointDate,
        l.deliverTo.toUpperCase(),
        l.taxRepresentative.toUpperCase(),
        l.payee,
        l.legalRegistration,
        l.taxNumber,
        l.sellerItemId,
        l.grossPrice,
        l.priceDiscount,
        l.classification,
        l.originCountry,
        l.mandateReference,
        l.creditorId,
        l.accountName,
        `${l.allowance}:`,
        `${l.charge}:`,
        l.paid,
        l.rounding,
        l.lineTotal,
        l.electronicAddress,
        l.businessProcess,
      ];
      t.deepEqual(
        absent.filter((a) => text.includes(a)),
        [],
        `${template}/${locale}`,
      );
    }
  }
});

test("the domain's own calculation renders: its line and document allowances, charges and prepaid amount are printed", async (t) => {
  const { calculate } = await import('../../src/domain/index.js');
  const { invoiceInput } = await import('./fixtures.js');
  const input = invoiceInput(2);
  input.lines[0] = {
    ...input.lines[0],
    allowances: [{ percentage: d(10), baseAmount: d(125), reason: 'Early booking' }],
  };
  const inv = calculate({
    ...input,
    allowances: [{ amount: d(10), reason: 'Loyalty', taxCategory: 'S', vatRate: d(19) }],
    charges: [{ amount: d(7), reasonCode: 'FC', taxCategory: 'S', vatRate: d(19) }],
    paidAmount: d(50),
  });
  const text = await documentText(await render(inv, 'compact', 'de'));
  const f = formatterFor('de', 'EUR');
  for (const phrase of [
    'Nachlass: Early booking, 10 % von 125,00: −12,50',
    'Nachlass: Loyalty',
    f.money(d(-10)),
    'Zuschlag: Fracht',
    f.money(d(7)),
    'Bereits gezahlt',
    f.money(d(-50)),
    f.money(inv.totals.payable),
  ]) {
    t.true(text.includes(normalise(phrase)), phrase);
  }
});
