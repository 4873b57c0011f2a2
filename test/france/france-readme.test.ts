/**
 * The README's French quick start works as written: its invoice is valid for validate, names the
 * French rule sets, and generate's field checks accept it; without BT-23 validate names BR-FR-08.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { validateResponse } from '../../src/validation/checks/validate-response.js';
import { writeFrench } from './helpers.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const start = readme.indexOf('## French quick start');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1));

test('the French quick start invoice is valid and is written with the BR-FR rule sets', (t) => {
  t.true(start > 0);
  const body = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]!);
  const res = validateResponse(fromJson(ValidateInvoiceRequestSchema, body));
  t.deepEqual(res.errors, []);
  t.deepEqual(writeFrench(body).ruleSetIds, [
    'facturx-en16931',
    'en16931-cii',
    'br-fr-facturx',
    'br-fr-facturx-warning',
  ]);
  delete body.invoice.business_process;
  const refused = validateResponse(fromJson(ValidateInvoiceRequestSchema, body));
  t.is(refused.issues[0]?.path, '$.invoice.business_process');
  t.regex(refused.issues[0]!.message, /BR-FR-08/);
});
