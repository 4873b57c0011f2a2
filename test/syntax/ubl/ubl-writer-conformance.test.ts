/**
 * Conformance of the UBL writer against the official rules: every flavour × country profile ×
 * invoice shape is schema-valid UBL 2.1 (one xmllint run per root), and passes the official
 * Schematron (EN 16931, XRechnung, Peppol BIS, each PINT set) through the independent checker
 * with zero fatal findings except the documented preview-profile blockers, listed exactly.
 * Schematron runs start JVMs, so by default a representative subset runs; EINVOICE_CONFORMANCE=1
 * runs the whole matrix.
 */
import type { CalculatedInvoice, Party } from '../../../src/domain/model.js';
import { knownProfileIssues } from '../../../src/syntax/ubl/writer/known-profile-issues.js';
import { writeUbl } from '../../../src/syntax/ubl/writer/write-ubl.js';
import {
  check,
  exhaustive,
  limit,
  skipReason,
  tempFile,
  ublXsd,
  xsdErrors,
} from './helpers/checker.js';
import { requires } from '../../helpers/requires.js';
import { invoiceSet, JURISDICTIONS } from './helpers/invoices.js';
import { REPRESENTATIVE, UBL_MATRIX } from './helpers/matrix.js';

interface Doc {
  id: string;
  profile: string;
  kind: string;
  credit: boolean;
  file: string;
  expectedFatal: string[];
}

function documents(): Doc[] {
  const docs: Doc[] = [];
  for (const row of UBL_MATRIX) {
    for (const [shape, inv] of Object.entries(invoiceSet(JURISDICTIONS[row.jurisdiction]!))) {
      const id = `${row.profile}/${shape}`;
      const xml = writeUbl(inv, row.opts);
      const expectedFatal = knownProfileIssues(row.profile, inv)
        .map((i) => i.ruleId)
        .sort();
      docs.push({
        id,
        profile: row.profile,
        kind: row.kind,
        credit: xml.includes('<CreditNote'),
        file: tempFile(`${row.profile}--${shape}.xml`, xml),
        expectedFatal,
      });
    }
  }
  return docs;
}

/** The single-line invoice and the credit note stripped of every optional value. */
function sparseInvoices(): CalculatedInvoice[] {
  const set = invoiceSet(JURISDICTIONS.eu!);
  const strip = (p: Party): Party => ({ name: p.name, country: p.country });
  return [set.single!, set.credit!].map((inv) => ({
    ...inv,
    dueDate: undefined,
    note: undefined,
    payment: undefined,
    buyerReference: undefined,
    seller: { ...strip(inv.seller), vatId: inv.seller.vatId },
    buyer: strip(inv.buyer),
  }));
}

const unique = (xs: string[]): string[] => [...new Set(xs)].sort();
/** The checker validates every UBL file against the Invoice schema; for a CreditNote that is its only XSD error. */
const onlyCreditNoteRootError = (errors: string[]): boolean =>
  errors.every(
    (e) =>
      (e.includes('CreditNote') && e.includes('No matching global declaration')) ||
      e.endsWith('fails to validate'),
  );

requires(skipReason(false))(
  'UBL 2.1 XSD: every flavour × country profile × shape (Invoice and CreditNote schemas)',
  async (t) => {
    t.timeout(5 * 60_000);
    const docs = documents();
    // Sparse documents too: no payment, due date, note, contact, address details or peppol_id.
    const sparse = sparseInvoices().flatMap((inv, i) =>
      UBL_MATRIX.map((row) => ({
        credit: inv.typeCode === '381',
        file: tempFile(`sparse-${i}-${row.profile}.xml`, writeUbl(inv, row.opts)),
      })),
    );
    const all = [...docs, ...sparse];
    const invoices = all.filter((d) => !d.credit).map((d) => d.file);
    const credits = all.filter((d) => d.credit).map((d) => d.file);
    t.deepEqual(await xsdErrors(ublXsd('Invoice'), invoices), []);
    t.deepEqual(await xsdErrors(ublXsd('CreditNote'), credits), []);
    t.is(docs.length, UBL_MATRIX.length * 5);
    t.log(
      `${all.length} documents schema-valid (${invoices.length} Invoice, ${credits.length} CreditNote)`,
    );
  },
);

requires(skipReason(true))(
  'official Schematron: zero fatal findings except the documented preview blockers',
  async (t) => {
    t.timeout(15 * 60_000); // JVM start-ups; the machine may be busy
    const docs = documents().filter((d) => exhaustive || REPRESENTATIVE.has(d.id));
    const results = await limit(
      2,
      docs.map((d) => () => check(d.kind, d.file)),
    );
    let passed = 0;
    docs.forEach((d, i) => {
      const r = results[i]!;
      t.log(
        `${d.id} (${d.kind}): xsd ${r.xsd_ok ? 'ok' : d.credit ? 'CreditNote' : 'FAILED'}, fatal [${unique(r.fatal).join(' ')}], warnings ${unique(r.warning).length}`,
      );
      const xsdOk = r.xsd_ok || (d.credit && onlyCreditNoteRootError(r.xsd_errors));
      t.true(xsdOk, `${d.id}: ${r.xsd_errors.join('; ')}`);
      t.deepEqual(unique(r.fatal), d.expectedFatal, `${d.id} (${d.kind}) fatal findings`);
      if (xsdOk && unique(r.fatal).join() === d.expectedFatal.join()) passed++;
    });
    const clean = docs.filter((d, i) => results[i]!.fatal.length === 0).length;
    t.log(
      `${docs.length} documents checked (${exhaustive ? 'full matrix' : 'representative subset; EINVOICE_CONFORMANCE=1 for all'}): ${passed} as expected, ${clean} with zero fatal findings`,
    );
  },
);
