/**
 * The lists of CIUS-RO and PINT EU narrower than EN 16931's (src/formats/cius-ro-code-lists.ts,
 * src/formats/pint-code-lists.ts): each equals what the official rule it names accepts, so the
 * table cannot drift from the rules; and each judges its own profile only: a CIUS-RO invoice of
 * type 471, a PINT EU invoice in MRU, are refused by validate (where generate answered 422
 * before), while plain UBL and PINT SG accept them as the CEN and PINT SG rules do.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { CURRENCY_CODES } from '../../src/domain/codelists/currency-codes.generated.js';
import { CIUS_RO_CODE_LISTS } from '../../src/formats/cius-ro-code-lists.js';
import { PINT_CODE_LISTS } from '../../src/formats/pint-code-lists.js';
import { checkRequest } from '../../src/validation/checks/index.js';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { exampleBody } from '../validation/checks/helpers.js';
import { requires } from '../helpers/requires.js';
import { ublCountryRequest } from './helpers/ubl-country-invoices.js';

function readSafe(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

const RO_XSLT = readSafe(
  join(
    corpusDir ?? '/nonexistent',
    'cius-ro/1.0.9/xslt/ROeFactura-UBL-validation-Invoice_v1.0.9.xslt',
  ),
);
const PINT_EU = readSafe(
  join(corpusDir ?? '/nonexistent', 'pint/pint-eu-1.1.1/sch/PINT-EN16931-aligned-rules.sch'),
);

/** The codes of the first `contains(' … ', …)` list in the test of the assert (or failed assert) with this id. */
function listOf(text: string, id: string): string[] {
  const at = text.search(new RegExp(`id="${id}"|name="id">${id}<`));
  const start = Math.max(text.lastIndexOf('<assert', at), text.lastIndexOf('<xsl:choose', at));
  const list = /contains\(\s*'\s([^']+)\s'/.exec(text.slice(start, at + 4000))?.[1] ?? '';
  return list.split(/\s+/).filter(Boolean).sort();
}

requires(RO_XSLT ? undefined : 'the corpus with cius-ro/1.0.9')(
  'CIUS-RO BT-3: the lists of BR-RO-020 (invoice, credit note)',
  (t) => {
    t.deepEqual(
      listOf(RO_XSLT!, 'BR-RO-020_1'),
      [...CIUS_RO_CODE_LISTS.invoiceTypes!.codes].sort(),
    );
    t.deepEqual(
      listOf(RO_XSLT!, 'BR-RO-020_2'),
      [...CIUS_RO_CODE_LISTS.creditNoteTypes!.codes].sort(),
    );
  },
);

requires(PINT_EU ? undefined : 'the corpus with pint/pint-eu-1.1.1')(
  'PINT EU BT-5 and BT-6: the ISO 4217 lists of BR-CL-04 and BR-CL-05, less STD (ibr-cl-04)',
  (t) => {
    // STD is the PINT base rules' to refuse (test/formats/pint-code-lists.test.ts).
    t.false(PINT_CODE_LISTS.pint_eu!.currencies!.codes.has('STD'));
    const ours = [...PINT_CODE_LISTS.pint_eu!.currencies!.codes].sort();
    for (const id of ['BR-CL-04', 'BR-CL-05']) {
      const official = new Set(listOf(PINT_EU!, id));
      t.true(official.size > 100, id);
      t.deepEqual(CURRENCY_CODES.filter((c) => official.has(c) && c !== 'STD').sort(), ours, id);
    }
  },
);

const issue = (body: any, path: string) =>
  checkRequest(fromJson(ValidateInvoiceRequestSchema, body)).issues.find((i) => i.path === path);

test('CIUS-RO refuses a type code outside BR-RO-020; plain UBL takes it', (t) => {
  for (const code of ['471', '326', '261']) {
    const ro = ublCountryRequest('cius_ro');
    ro.invoice.type_code = code;
    const found = issue(ro, '$.invoice.type_code');
    t.is(found?.code, 'INVALID_CODE', code);
    t.regex(found?.expected ?? '', /BR-RO-020/);
    delete ro.country_profile;
    t.is(issue(ro, '$.invoice.type_code'), undefined, `${code} in plain ubl`);
  }
  for (const code of ['380', '384', '389', '751', '381']) {
    const ro = ublCountryRequest('cius_ro');
    ro.invoice.type_code = code;
    t.is(issue(ro, '$.invoice.type_code'), undefined, code);
  }
});

test('PINT EU refuses CNH, MRU and UYW as BT-5 or BT-6; PINT SG takes them', (t) => {
  for (const code of ['CNH', 'MRU', 'UYW']) {
    const body: any = exampleBody();
    body.format = 'peppol';
    delete body.profile;
    body.country_profile = 'pint_eu';
    body.invoice.currency = code;
    t.is(issue(body, '$.invoice.currency')?.code, 'INVALID_CODE', code);
    body.invoice.currency = 'EUR';
    body.invoice.tax_currency = code;
    t.is(issue(body, '$.invoice.tax_currency')?.code, 'INVALID_CODE', code);
    body.country_profile = 'pint_sg';
    body.invoice.currency = code;
    delete body.invoice.tax_currency;
    t.is(issue(body, '$.invoice.currency'), undefined, `${code} in pint_sg`);
  }
});
