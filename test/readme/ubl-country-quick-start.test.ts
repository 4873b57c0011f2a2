// The README's Croatian, Romanian and Portuguese quick start: its HR-CIUS invoice is valid as it
// stands, and its table names each country profile and rule set of the registry.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkRequest } from '../../src/validation/checks/index.js';
import { UBL_COUNTRY_PROFILES } from '../../src/formats/index.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const start = readme.indexOf('## Croatian, Romanian and Portuguese quick start');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1));

test('the HR-CIUS quick start invoice is valid, as HR-CIUS', (t) => {
  t.true(start > 0);
  const body = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]!);
  const result = checkRequest(fromJson(ValidateInvoiceRequestSchema, body));
  t.deepEqual(
    result.issues.map((i) => `${i.path} ${i.message}`),
    [],
  );
  t.is(result.format.profile, 'HR-CIUS');
});

test('the table names every national CIUS and its rule sets', (t) => {
  for (const p of Object.values(UBL_COUNTRY_PROFILES)) {
    t.true(section.includes(`\`${p.id}\``), p.id);
    for (const id of p.ruleSetIds) t.true(section.includes(`\`${id}\``), id);
    t.true(section.includes(p.label), p.label);
  }
});
