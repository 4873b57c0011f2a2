/**
 * The national rules inside Peppol BIS 3 (SE-R, DK-R, NO-R, IT-R, GR-R, IS-R) agree with the
 * official Peppol Schematron, judged by the independent checker (kind peppol). Per country, two
 * runs: the complete domestic invoice of helpers/peppol-national-invoices.ts, generated through
 * generate's own checks and writer, passes with no fatal finding; a document breaking several cases at once, written by
 * the Peppol BIS writer without the checks, is rejected by exactly the national rules the checks
 * name before generation (test/validation/checks/peppol-national-rules.test.ts); the same broken
 * document written as PINT EU is rejected by the same national rules (but DK-R-003, which PINT EU
 * shadows, and DK-R-017, which it lacks).
 */
import { fromJson } from '@bufbuild/protobuf';
import { InvoiceSchema } from '../../gen/einvoice/v1/invoice_pb.js';
import { GenerateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';
import { toInvoiceInput } from '../../src/api/invoice-input.js';
import { calculate } from '../../src/domain/index.js';
import { writeUbl } from '../../src/syntax/ubl/index.js';
import { COUNTRY_PROFILES } from '../../src/formats/index.js';
import { broken, NATIONAL_RULES } from '../helpers/peppol-national-invoices.js';
import { requires } from '../helpers/requires.js';
import { check, skipReason, tempFile } from '../syntax/ubl/helpers/checker.js';

/** The Peppol BIS 3 document the writer makes of a request body, without any check. */
function peppolXml(body: any): string {
  const invoice = fromJson(InvoiceSchema, body.invoice);
  return writeUbl(calculate(toInvoiceInput(invoice)), { flavour: 'peppol' });
}

/** The PINT EU document the writer makes of a request body, without any check. */
function pintEuXml(body: any): string {
  const invoice = fromJson(InvoiceSchema, body.invoice);
  const profile = COUNTRY_PROFILES.pint_eu;
  return writeUbl(calculate(toInvoiceInput(invoice)), {
    flavour: 'pint',
    pintJurisdiction: profile.pintJurisdiction,
    customizationId: profile.customizationId,
    profileId: profile.profileId,
  });
}

/** The document generate returns for a request body (its checks throw on a refused one). */
function generatedXml(body: any): string {
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  return writeDocumentXml(checked.invoice, checked.plan).standalone!.xml;
}

const national = (ids: string[]) =>
  [...new Set(ids.filter((id) => /^(SE|DK|NO|IT|GR|IS)-R-/.test(id)))].sort();

const gated = requires(skipReason());
for (const rules of NATIONAL_RULES)
  gated.serial(
    `${rules.country}: the official rules accept the complete invoice and reject the broken one by its national rules`,
    async (t) => {
      t.timeout(600_000);
      const key = rules.country.toLowerCase();
      const complete = await check(
        'peppol',
        tempFile(`${key}-complete.xml`, generatedXml(rules.complete())),
      );
      t.true(complete.xsd_ok, complete.xsd_errors.join('; '));
      t.deepEqual(complete.fatal, []);
      const cases = rules.together.map((i) => rules.cases[i]!);
      const verdict = await check(
        'peppol',
        tempFile(`${key}-broken.xml`, peppolXml(broken(rules, ...cases))),
      );
      t.deepEqual(
        national(verdict.fatal),
        [...new Set(cases.map((c) => c.rule))].sort(),
        verdict.fatal.join(' '),
      );
      // PINT EU's jurisdiction rules name the same national rules in the PINT EU document, but
      // those it does not apply (Denmark's DK-R-003 and DK-R-017).
      const silentInPintEu = new Set(rules.silentInPintEu ?? []);
      const pint = await check(
        'pint-eu',
        tempFile(`${key}-broken-pint-eu.xml`, pintEuXml(broken(rules, ...cases))),
      );
      t.deepEqual(
        national(pint.fatal),
        [...new Set(cases.map((c) => c.rule).filter((r) => !silentInPintEu.has(r)))].sort(),
        pint.fatal.join(' '),
      );
    },
  );
