/**
 * The Dutch rules of Peppol BIS 3 (NL-R-001 to NL-R-009) agree with the official Peppol
 * Schematron, judged by the independent checker (kind peppol): the complete Dutch invoice of
 * helpers/dutch-invoices.ts is written and passes; each case that breaks one rule, written by the
 * Peppol BIS writer without the checks, is rejected by exactly that Dutch rule, the one the checks
 * name before generation (test/validation/checks/dutch-rules.test.ts).
 */
import { fromJson } from '@bufbuild/protobuf';
import { InvoiceSchema } from '../../gen/einvoice/v1/invoice_pb.js';
import { toInvoiceInput } from '../../src/api/invoice-input.js';
import { calculate } from '../../src/domain/index.js';
import { writeUbl } from '../../src/syntax/ubl/index.js';
import { dutchInvoice, dutchRuleCases } from '../helpers/dutch-invoices.js';
import { requires } from '../helpers/requires.js';
import { check, skipReason, tempFile } from '../syntax/ubl/helpers/checker.js';

/** The Peppol BIS 3 document the writer makes of a request body, without any check. */
function peppolXml(body: any): string {
  const invoice = fromJson(InvoiceSchema, body.invoice);
  return writeUbl(calculate(toInvoiceInput(invoice)), { flavour: 'peppol' });
}

const dutchRules = (ids: string[]) => [...new Set(ids.filter((id) => id.startsWith('NL-R-')))];

requires(skipReason())(
  'the official Peppol rules accept the complete Dutch invoice and reject each case by its own Dutch rule',
  async (t) => {
    t.timeout(1_800_000);
    const judge = (name: string, body: any) =>
      check('peppol', tempFile(`dutch-${name}.xml`, peppolXml(body)));
    const complete = await judge('complete', dutchInvoice());
    t.true(complete.xsd_ok, complete.xsd_errors.join('; '));
    t.deepEqual(complete.fatal, []);
    for (const [i, c] of dutchRuleCases().entries()) {
      const verdict = await judge(`case-${i}`, c.body);
      t.deepEqual(
        dutchRules(verdict.fatal),
        [c.rule],
        `${c.rule} ${c.name}: ${verdict.fatal.join(' ')}`,
      );
    }
  },
);
