// The README's Belgian and Omani quick start: its Belgian invoice is valid as it stands, `auto`
// chooses Peppol BIS for it with the Belgian reason and the B2B mandate warning, a wrong 0208
// check digit gives the error the README quotes, and the table names the Oman rule sets.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkRequest } from '../../src/validation/checks/index.js';
import { RULE_SETS } from '../../src/validation/rule-sets.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const start = readme.indexOf('## Belgian and Omani quick start');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1));

test('the Belgian quick start invoice is valid, goes to Peppol BIS by auto, and carries the B2B warning', (t) => {
  t.true(start > 0);
  const body = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]!);
  const result = checkRequest(fromJson(ValidateInvoiceRequestSchema, body));
  t.deepEqual(
    result.issues.map((i) => `${i.path} ${i.message}`),
    [],
  );
  t.is(result.format.formatUsed, 'peppol');
  t.is(result.format.warnings.find((w) => w.code === 'BE_B2B_PEPPOL_MANDATORY')?.severity, 'info');
  const withoutIds = structuredClone(body);
  delete withoutIds.invoice.seller.peppol_id;
  delete withoutIds.invoice.buyer.peppol_id;
  const belgian = checkRequest(fromJson(ValidateInvoiceRequestSchema, withoutIds));
  t.is(belgian.format.formatUsed, 'peppol');
  t.regex(belgian.format.formatReason, /Belgian B2B default since 1 January 2026/);

  body.invoice.seller.peppol_id = '0208:0202239952';
  const wrong = checkRequest(fromJson(ValidateInvoiceRequestSchema, body));
  const quoted = /`(\$\.invoice\.seller\.peppol_id: [^`]+)`/.exec(section.replace(/\n/g, ' '))![1]!;
  t.deepEqual(
    wrong.issues.map((i) => `${i.path}: ${i.message}`),
    [quoted],
  );
});

test('the table names the Oman rule sets, which the registry holds', (t) => {
  for (const id of ['pint-om', 'pint-om-selfbilling']) {
    t.true(section.includes(`\`${id}\``), id);
    t.truthy(
      RULE_SETS.find((r) => r.id === id),
      id,
    );
  }
  t.true(section.includes('BE_B2B_PEPPOL_MANDATORY') && section.includes('OM_FAWTARA_EINVOICING'));
});
