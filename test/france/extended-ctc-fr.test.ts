/**
 * France (issue 41): the EXTENDED-CTC-FR profile (AFNOR XP Z12-012) in CII and UBL. The request's
 * profile extended_ctc_fr names it for formats cii and ubl only; its rows write the French BT-24
 * and name FNFE's EXTENDED-CTC-FR base rules of the syntax, then BR-FR for a French seller. CII
 * writes what Factur-X EXTENDED writes (the profile is its subset): the EXTENDED-only terms of
 * the model pass the independent checker's fr-cii-extended kind; UBL has no place for them and
 * refuses them with their JSON path. Both repeat a category's exemption reason on its lines (the
 * profile's VAT breakdown checks with reasons, BR-FREXT-*-08rev).
 */
import test from 'ava';
import { nameExtFrTerms } from '../../src/syntax/read/ext-fr-terms.js';
import { fromJson } from '@bufbuild/protobuf';
import {
  GenerateInvoiceRequestSchema,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { planDocument } from '../../src/api/generate/document-plan.js';
import { validateResponse } from '../../src/validation/checks/validate-response.js';
import { acceptingRow, formatRow, rowOfDocument } from '../../src/formats/format-rows.js';
import { readGuideline } from '../../src/formats/read-document.js';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import { check, skipReason, tempFile } from '../syntax/ubl/helpers/checker.js';
import { requires } from '../helpers/requires.js';
import { frenchInvoice, writeFrench } from './helpers.js';

const CTC_FR = 'urn:cen.eu:en16931:2017#conformant#urn.cpro.gouv.fr:1p0:extended-ctc-fr';
const validate = (body: any) => validateResponse(fromJson(ValidateInvoiceRequestSchema, body));

/** A French invoice using the EXTENDED-only terms the model carries. */
function extendedInvoice(): any {
  const inv = frenchInvoice('exempt');
  inv.invoiced_object = { id: 'OBJ-1', scheme: 'AAB' };
  inv.further_invoiced_objects = [{ id: 'OBJ-2', scheme: 'AAB' }];
  // Undated: BR-FR Flux 2 compares one due date (BR-FR-CO-07), a French document states one.
  inv.payment.further_terms = [{ description: 'Solde à 60 jours' }];
  return inv;
}

test('the rows: BT-24, label and rule sets of EXTENDED-CTC-FR in both syntaxes', (t) => {
  for (const syntax of ['cii', 'ubl'] as const) {
    const row = formatRow({ format: syntax, ciiProfile: 'extended_ctc_fr' })!;
    t.is(row.guidelineId, CTC_FR);
    t.is(row.label, 'EXTENDED-CTC-FR');
    t.deepEqual(row.ruleSetIds, [`extended-ctc-fr-${syntax}`]);
    const french = formatRow({
      format: syntax,
      ciiProfile: 'extended_ctc_fr',
      sellerCountry: 'FR',
    })!;
    t.deepEqual(french.ruleSetIds, [
      `extended-ctc-fr-${syntax}`,
      `br-fr-${syntax}`,
      `br-fr-${syntax}-warning`,
    ]);
    // A document read with its BT-24 is judged by the same row.
    const read = rowOfDocument({
      detectedFormat: syntax,
      syntax,
      profile: readGuideline(CTC_FR).profile,
      sellerCountry: 'FR',
    })!;
    t.is(read.key, `${syntax}/extended_ctc_fr`);
  }
  // The Factur-X EXTENDED keyword does not swallow the French id, nor the other way round.
  t.is(acceptingRow(CTC_FR)?.label, 'EXTENDED-CTC-FR');
  t.is(
    acceptingRow('urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended')?.label,
    'EXTENDED',
  );
  // The plain rows are unchanged.
  t.is(formatRow({ format: 'ubl' })!.label, 'EN16931');
  t.is(formatRow({ format: 'cii', ciiProfile: 'extended' })!.label, 'EXTENDED');
});

test('extended_ctc_fr is refused for the Factur-X / ZUGFeRD hybrids and XRechnung, with its path', (t) => {
  for (const format of ['facturx', 'zugferd', 'xrechnung', 'peppol']) {
    const res = validate({
      format,
      profile: 'extended_ctc_fr',
      invoice: frenchInvoice('domestic'),
    });
    const issue = res.issues.find((i) => i.path === '$.profile');
    t.truthy(issue, format);
    t.regex(issue!.message, /formats cii and ubl/, format);
  }
  for (const format of ['cii', 'ubl']) {
    const res = validate({
      format,
      profile: 'extended_ctc_fr',
      invoice: frenchInvoice('domestic'),
    });
    t.deepEqual(
      res.issues.map((i) => i.path),
      [],
      format,
    );
    t.is(res.format?.profile, 'EXTENDED-CTC-FR', format);
  }
});

test('UBL EXTENDED-CTC-FR refuses the EXTENDED-only terms it has no place for, by JSON path', (t) => {
  const res = validate({ format: 'ubl', profile: 'extended_ctc_fr', invoice: extendedInvoice() });
  const paths = res.issues.map((i) => i.path);
  t.true(paths.includes('$.invoice.payment.further_terms'), JSON.stringify(paths));
  t.true(paths.includes('$.invoice.further_invoiced_objects'), JSON.stringify(paths));
  // CII carries them.
  const cii = validate({ format: 'cii', profile: 'extended_ctc_fr', invoice: extendedInvoice() });
  t.deepEqual(
    cii.issues.map((i) => i.path),
    [],
  );
});

test('a dated further payment term is refused for a French seller (BR-FR-CO-07 takes one due date)', (t) => {
  // BR-FR Flux 2 1.4.0.03 stops (XPTY0004 in BR-FR-CO-07's $dueDate) on a document with two.
  const inv = extendedInvoice();
  inv.payment.further_terms = [{ description: 'Solde', due_date: '2026-12-04' }];
  const res = validate({ format: 'cii', profile: 'extended_ctc_fr', invoice: inv });
  const issue = res.issues.find((i) => i.path === '$.invoice.payment.further_terms[0].due_date');
  t.regex(issue?.message ?? '', /BR-FR-CO-07/);
});

test('UBL EXTENDED-CTC-FR repeats the category exemption reason on exempt lines, as CII does', (t) => {
  const reason = 'Exonération de TVA, article 261-4-4° du CGI';
  const ubl = writeFrench({
    format: 'ubl',
    profile: 'extended_ctc_fr',
    invoice: frenchInvoice('exempt'),
  });
  // Once in the exempt line's ClassifiedTaxCategory, once in the E breakdown.
  t.is(ubl.xml.split(`<cbc:TaxExemptionReason>${reason}</cbc:TaxExemptionReason>`).length - 1, 2);
  // Plain UBL EN16931 states it in the breakdown only.
  const plain = writeFrench({ format: 'ubl', invoice: frenchInvoice('exempt') });
  t.is(plain.xml.split(`<cbc:TaxExemptionReason>${reason}</cbc:TaxExemptionReason>`).length - 1, 1);
});

test('an EXT-FR element a reader cannot place is reported dropped by its EXT-FR-FE id, never lost silently', (t) => {
  // Every element of the FNFE note's list now has a field; a document can still state one where
  // the reader has no place for it (a second one, say), and the warning then names the term.
  const named = nameExtFrTerms([
    { path: '/Invoice/TaxExchangeRate[2]/Date', bt: 'Date', value: '2026-10-05' },
    {
      path: '/Invoice/OrderReference/IssueDate',
      bt: 'IssueDate',
      value: '2026-10-01',
      reason: 'stated twice',
    },
    { path: '/Invoice/Foo', bt: 'Foo', value: 'x' },
  ] as Parameters<typeof nameExtFrTerms>[0]);
  t.deepEqual(
    named.map((d) => d.bt),
    ['EXT-FR-FE-192', 'IssueDate', 'Foo'],
  );
});

test('CII EXTENDED-CTC-FR is CII D22B in generate, validate and retrieve; the other CII stays D16B', async (t) => {
  const inv = frenchInvoice('domestic');
  for (const [profile, syntaxVersion] of [
    ['extended_ctc_fr', 'D22B'],
    ['en16931', 'D16B'],
  ] as const) {
    const body = { format: 'cii', profile, invoice: inv };
    t.is(planDocument(fromJson(GenerateInvoiceRequestSchema, body)).version, syntaxVersion);
    t.is(validate(body).format?.version, syntaxVersion, profile);
    const out = await retrieveDocument(new TextEncoder().encode(writeFrench(body).xml), {
      locale: 'en',
      validate: async () => ({ valid: true, findings: [] }),
    });
    t.is(out.format.version, syntaxVersion, profile);
  }
  // UBL EXTENDED-CTC-FR is UBL 2.1 like any UBL.
  const ubl = { format: 'ubl', profile: 'extended_ctc_fr', invoice: inv };
  t.is(validate(ubl).format?.version, '2.1');
});

requires(skipReason(true))(
  'CII EXTENDED-CTC-FR with the EXTENDED-only terms passes fr-cii-extended',
  async (t) => {
    t.timeout(10 * 60_000);
    const invoice = extendedInvoice();
    const { xml } = writeFrench({ format: 'cii', profile: 'extended_ctc_fr', invoice });
    t.true(xml.includes(CTC_FR));
    const file = tempFile('fr-ctc-fr-extended-terms.xml', xml);
    const result = await check('fr-cii-extended', file);
    t.log(`fr-cii-extended: fatal [${result.fatal.join(' ')}], warnings ${result.warning.length}`);
    t.true(result.xsd_ok, result.xsd_errors.join('; '));
    t.deepEqual([...new Set(result.fatal)], []);
  },
);
