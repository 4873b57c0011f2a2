/**
 * France (issue 41, readable view): the PDF of a French invoice shows every French datum of the
 * structured invoice (FNFE-MPE note: the readable file carries all of it) and is in French when
 * the request names no locale. Read back as text (pdfjs): the SIREN of seller and buyer (BT-30,
 * scheme 0002), a SIRET (BT-29, scheme 0009), the electronic addresses with their scheme (BT-34,
 * BT-49), the billing framework (BT-23), the notes PMT, PMD, AAB and BAR with their subjects
 * (BT-21, BT-22), the exemption reason with its code (BT-120, BT-121) and what Factur-X EXTENDED
 * adds (line groups, further price discounts), each in the French words of the one label table.
 * The Factur-X PDFs pass veraPDF (PDF/A-3B).
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GenerateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { planDocument } from '../../src/api/generate/document-plan.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { renderDocumentPdf } from '../../src/api/generate/render-pdf.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';
import { noteSubjectName } from '../../src/pdf/locale/code-labels.js';
import { labelsFor } from '../../src/pdf/locale/labels.js';
import { jvmToolsMissing, veraPdf } from '../conformance/helpers/validators.js';
import { requires } from '../helpers/requires.js';
import { documentText } from '../pdf/pdf-text.js';
import { frenchInvoice, type FrenchShape } from './helpers.js';

const CLOCK = new Date('2026-10-05T10:00:00Z');
const fr = labelsFor('fr');

/** The PDF generate returns for a request, with the locale its plan chose. */
async function generatePdf(body: any): Promise<{ pdf: Uint8Array; locale: string }> {
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  const written = writeDocumentXml(checked.invoice, checked.plan);
  const pdf = await renderDocumentPdf(
    checked.invoice,
    checked.plan,
    written,
    undefined,
    false,
    CLOCK,
  );
  if (!pdf) throw new Error('no PDF');
  return { pdf, locale: checked.plan.locale };
}

/** A French invoice of a shape whose seller also states its SIRET (BT-29, scheme 0009). */
function withSiret(shape: FrenchShape, typeCode: '380' | '381' = '380'): any {
  const inv = frenchInvoice(shape, typeCode);
  inv.seller.identifiers = [{ id: '30326504500012', scheme: '0009' }];
  return inv;
}

/** The French data every French invoice of the helpers states, as the PDF must print them. */
function frenchPhrases(inv: any): string[] {
  return [
    `SIREN ${inv.seller.legal_registration.id}`, // BT-30, scheme 0002
    `SIREN ${inv.buyer.legal_registration.id}`, // BT-47
    `SIRET ${inv.seller.identifiers[0].id}`, // BT-29, scheme 0009
    `${fr.electronicAddress} ${inv.seller.peppol_id.split(':')[1]} (0225)`, // BT-34
    `${fr.electronicAddress} ${inv.buyer.peppol_id.split(':')[1]} (0225)`, // BT-49
    `${fr.businessProcess} ${inv.business_process}`, // BT-23
    `${fr.vatId} ${inv.seller.vat_id}`, // BT-31
    `${fr.vatId} ${inv.buyer.vat_id}`, // BT-48
    // BT-21 / BT-22: PMT, PMD, AAB and BAR, each under its subject in French.
    ...inv.invoice_notes.map(
      (n: { text: string; subject_code: string }) =>
        `${noteSubjectName(n.subject_code, 'fr')}: ${n.text}`,
    ),
  ];
}

/** Every PDF the tests read, by file name, for one veraPDF run. */
const pdfs = new Map<string, Promise<Uint8Array>>();

/** The PDF of a request, generated once per name. */
function pdfOf(name: string, body: any): Promise<{ pdf: Uint8Array; locale: string }> {
  const made = generatePdf(body);
  pdfs.set(
    name,
    made.then((m) => m.pdf),
  );
  return made;
}

/** The invoice as a credit note (381) of the helpers' preceding invoice. */
function asCreditNote(inv: any): any {
  const credit = frenchInvoice('domestic', '381');
  const { due_date: _due, ...rest } = inv;
  return {
    ...rest,
    number: credit.number,
    type_code: '381',
    preceding_invoices: credit.preceding_invoices,
  };
}

const extendedInvoice = (): any => {
  const inv = withSiret('domestic');
  inv.items[1].gross_price = 460;
  inv.items[1].price_discount = 5;
  inv.items[1].further_price_discounts = [5];
  inv.items.push({
    description: 'Module 1',
    quantity: 1,
    unit: 'DAY',
    unit_price: 0,
    vat_rate: 20,
    parent_line_id: '2',
    line_status: 'INFORMATION',
  });
  return inv;
};

for (const [shape, type] of [
  ['domestic', '380'],
  ['domestic', '381'],
  ['exempt', '380'],
  ['allowances', '380'],
] as const) {
  test(`Factur-X EN16931, ${shape} ${type}: every French datum, in French by default`, async (t) => {
    const inv = withSiret(shape, type);
    const { pdf, locale } = await pdfOf(`facturx-${shape}-${type}.pdf`, {
      format: 'facturx',
      profile: 'en16931',
      invoice: inv,
    });
    t.is(locale, 'fr', 'a seller in FR without a locale gets French');
    const text = await documentText(pdf);
    t.true(text.includes(`${type === '381' ? fr.creditNote : fr.invoice} ${inv.number}`));
    for (const phrase of frenchPhrases(inv)) t.true(text.includes(phrase), phrase);
    if (shape === 'exempt') {
      const e = inv.vat_exemptions[0];
      t.true(text.includes(fr.categories.E!));
      // BT-120 with BT-121.
      t.true(text.includes(`${fr.exemptionReason}: ${e.reason} (${e.reason_code})`));
    }
    if (shape === 'allowances') {
      t.true(text.includes(`${fr.allowance}: ${inv.allowances[0].reason}`));
      t.true(text.includes(`${fr.charge}: ${inv.charges[0].reason}`));
    }
    if (type === '381') t.true(text.includes(`${fr.precedingInvoice}`));
  });
}

test('Factur-X EXTENDED: line groups and further price discounts, in French', async (t) => {
  const inv = extendedInvoice();
  const { pdf } = await pdfOf('facturx-extended.pdf', {
    format: 'facturx',
    profile: 'extended',
    invoice: inv,
  });
  const text = await documentText(pdf);
  for (const phrase of frenchPhrases(inv)) t.true(text.includes(phrase), phrase);
  t.true(text.includes(`${fr.grossPrice} 460,00`));
  t.is(text.split(`${fr.priceDiscount} −5,00`).length - 1, 2, 'both price discounts (BT-147)');
  t.true(text.includes(`${fr.partOfLine} 2 · ${fr.lineStatuses.INFORMATION}`));
});

test('a requested locale wins; a seller outside France keeps English by default', async (t) => {
  const en = labelsFor('en');
  const inv = withSiret('domestic');
  const asked = await generatePdf({ format: 'facturx', locale: 'en', invoice: inv });
  t.is(asked.locale, 'en');
  const text = await documentText(asked.pdf);
  t.true(text.includes(`${en.electronicAddress} ${inv.seller.peppol_id.split(':')[1]} (0225)`));
  t.true(text.includes(`${en.businessProcess} ${inv.business_process}`));
  t.true(text.includes(`${noteSubjectName('BAR', 'en')}: B2B`));

  const german = planDocument(
    fromJson(GenerateInvoiceRequestSchema, {
      format: 'zugferd',
      invoice: { seller: { name: 'Muster GmbH', country: 'DE' } },
    }),
  );
  t.is(german.locale, 'en');
});

requires(jvmToolsMissing())('the French Factur-X PDFs pass veraPDF (PDF/A-3B)', async (t) => {
  // Its own documents, whatever order the other tests run in.
  await pdfOf('veraPDF-en16931-exempt.pdf', { format: 'facturx', invoice: withSiret('exempt') });
  await pdfOf('veraPDF-extended-381.pdf', {
    format: 'facturx',
    profile: 'extended',
    invoice: asCreditNote(extendedInvoice()),
  });
  const dir = mkdtempSync(join(tmpdir(), 'fr-pdfa-'));
  try {
    for (const [name, pdf] of pdfs) writeFileSync(join(dir, name), await pdf);
    const verdicts = await veraPdf(dir);
    t.is(verdicts.length, pdfs.size);
    for (const v of verdicts) t.true(v.compliant, `${v.file}: ${v.failed.join(', ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
