/**
 * The PINT rule sets' code lists narrower than EN 16931's (src/formats/pint-code-lists.ts): each
 * stated list equals the EN 16931 list validate uses intersected with every official list of the
 * rules it names, read from the official XSLT each PINT rule set runs, so the table cannot drift
 * from the rules; and validate refuses, per profile and list, a code the rule refuses and accepts
 * one it accepts (where generate answered 422 before).
 */
import test from 'ava';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromJson } from '@bufbuild/protobuf';
import { GenerateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';
import { CREDIT_NOTE_TYPE_CODES } from '../../src/domain/codelists/credit-note-type-codes.generated.js';
import { CURRENCY_CODES } from '../../src/domain/codelists/currency-codes.generated.js';
import { EAS_CODES } from '../../src/domain/codelists/eas-codes.generated.js';
import { INVOICE_TYPE_CODES } from '../../src/domain/codelists/invoice-type-codes.generated.js';
import type { CountryProfileId } from '../../src/formats/country-profiles.js';
import type { UblCountryCodeLists } from '../../src/formats/cius-pt-code-lists.js';
import {
  PINT_CODE_LISTS,
  PINT_PAYMENT_MEANS_CODES,
  PINT_SELF_BILLING_CODE_LISTS,
} from '../../src/formats/pint-code-lists.js';
import { AE_CREDIT_NOTE_REASONS } from '../../src/validation/checks/format-requirements.js';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { check, checkerPath } from '../conformance/helpers/validators.js';
import { requires } from '../helpers/requires.js';
import { exampleBody, issueAt, request, type Edit } from '../validation/checks/helpers.js';

type PintProfile = Exclude<CountryProfileId, 'standard_eu'>;

/** The official XSLT each PINT rule set runs (src/validation/rule-sets.ts), in the corpus. */
const BASE = 'PINT-UBL-validation-preprocessed.xslt';
const ALIGNED = 'PINT-jurisdiction-aligned-rules.xslt';
const FILES: Record<PintProfile, string[]> = {
  pint_international: [`pint-1.1.3/xslt/xslt/${BASE}`],
  pint_eu: [BASE, ALIGNED, 'PINT-EN16931-aligned-rules.xslt'].map(
    (f) => `pint-eu-1.1.1/xslt/xslt/${f}`,
  ),
  pint_sg: [BASE, ALIGNED].map((f) => `pint-sg-1.4.1/xslt/xslt/${f}`),
  pint_jp: [BASE, ALIGNED].map((f) => `pint-jp-1.1.3/xslt/xslt/${f}`),
  pint_au: [BASE, ALIGNED].map((f) => `pint-aunz-1.1.3/xslt/xslt/billing/${f}`),
  pint_nz: [BASE, ALIGNED].map((f) => `pint-aunz-1.1.3/xslt/xslt/billing/${f}`),
  pint_my: [BASE, ALIGNED].map((f) => `pint-my-1.3.1/xslt/xslt/billing/${f}`),
  pint_ae: [BASE, ALIGNED].map((f) => `pint-ae-2026.5/xslt/billing/${f}`),
  pint_om: [BASE, ALIGNED].map((f) => `pint-om-1.0.1/xslt/billing/${f}`),
};
const selfBillingFiles = (id: PintProfile): string[] =>
  FILES[id].map((f) => f.replace('/billing/', '/selfbilling/'));

function read(files: string[]): string | undefined {
  try {
    return files.map((f) => readFileSync(join(corpusDir!, 'pint', f), 'utf8')).join('\n');
  } catch {
    return undefined;
  }
}
const missing = corpusDir && read(FILES.pint_om) ? undefined : 'the corpus with the PINT rules';

/**
 * Every `contains(' … ', …)` list of the test of the failed assert with this id, in order (BT-3's
 * ibr-cl-01: the invoice list, then the credit note list).
 */
function listsOf(xslt: string, id: string): string[][] {
  const at = xslt.indexOf(`<xsl:attribute name="id">${id}</xsl:attribute>`);
  if (at < 0) throw new Error(`no assert ${id}`);
  const start = xslt.lastIndexOf('<xsl:choose>', at);
  const test = /<xsl:when test="([^"]*)"/.exec(xslt.slice(start, at))![1]!.replace(/&apos;/g, "'");
  return [...test.matchAll(/contains\(\s*'\s([^']+)\s'/g)].map((m) => m[1]!.trim().split(/\s+/));
}

/** What validate accepts without the PINT lists, per kind of list, and which of a rule's lists judges it. */
const EN: Record<string, { codes: readonly string[]; which: number }> = {
  invoiceTypes: { codes: INVOICE_TYPE_CODES, which: 0 },
  creditNoteTypes: { codes: CREDIT_NOTE_TYPE_CODES, which: 1 },
  currencies: { codes: CURRENCY_CODES, which: 0 },
  paymentMeans: { codes: PINT_PAYMENT_MEANS_CODES, which: 0 },
  electronicAddressSchemes: { codes: EAS_CODES, which: 0 },
};

/** EN list ∩ every official list of the rules named, for one stated list. */
function expectedCodes(xslt: string, key: string, ruleIds: readonly string[]): string[] {
  const en = EN[key]!;
  let codes = [...en.codes];
  for (const id of ruleIds) {
    const lists = listsOf(xslt, id);
    // aligned-ibrp-cl-02-jp states one list (an Invoice's) where ibr-cl-01 states two.
    const official = new Set(lists[Math.min(en.which, lists.length - 1)]);
    codes = codes.filter((c) => official.has(c));
  }
  return codes.sort();
}

function compare(t: any, xslt: string, lists: UblCountryCodeLists, what: string): void {
  for (const [key, list] of Object.entries(lists)) {
    if (!list || !('codes' in list) || !EN[key]) continue;
    t.deepEqual([...list.codes].sort(), expectedCodes(xslt, key, list.ruleIds), `${what} ${key}`);
  }
}

const PROFILES = Object.keys(FILES) as PintProfile[];

requires(missing)('every PINT profile states a list for each kind the rules narrow', (t) => {
  for (const id of PROFILES) {
    const lists = PINT_CODE_LISTS[id]!;
    t.deepEqual(Object.keys(lists).sort(), Object.keys(EN).sort(), id);
  }
});

requires(missing)(
  'each stated PINT list is the EN 16931 list ∩ the official lists of the rules it names',
  (t) => {
    for (const id of PROFILES) {
      const xslt = read(FILES[id])!;
      compare(t, xslt, PINT_CODE_LISTS[id]!, id);
      // And the kinds stated are really narrower: the EN list has codes the rules refuse.
      for (const [key, list] of Object.entries(PINT_CODE_LISTS[id]!))
        t.true(list.codes.size < EN[key]!.codes.length, `${id} ${key} narrows`);
    }
  },
);

requires(missing)(
  'the self-billing lists are the EN 16931 list ∩ the self-billing rule sets’ lists',
  (t) => {
    for (const [id, lists] of Object.entries(PINT_SELF_BILLING_CODE_LISTS)) {
      compare(t, read(selfBillingFiles(id as PintProfile))!, lists!, `${id} self-billing`);
    }
    t.deepEqual(Object.keys(PINT_SELF_BILLING_CODE_LISTS).sort(), [
      'pint_ae',
      'pint_au',
      'pint_my',
      'pint_nz',
      'pint_om',
    ]);
  },
);

/** A Peppol request of a PINT profile (the public example's parties with Peppol ids). */
const pint =
  (id: PintProfile): Edit =>
  (b) => {
    b.format = 'peppol';
    b.country_profile = id;
    b.invoice.seller.peppol_id = '0088:4000001000005';
    b.invoice.buyer.peppol_id = '0009:12345678900011';
    b.invoice.buyer_reference = 'PO-1';
  };

/** The code of the issue validate answers at a path for a PINT profile and an edit. */
const codeAt = (id: PintProfile, path: string, edit: Edit): string | undefined =>
  issueAt(request(pint(id), edit), path)?.code;

const TYPE = '$.invoice.type_code';
const CURRENCY = '$.invoice.currency';
const MEANS = '$.invoice.payment.means_code';
const ADDRESS = '$.invoice.seller.peppol_id';
const typeCode =
  (code: string): Edit =>
  (b) =>
    (b.invoice.type_code = code);

test('BT-3 (ibr-cl-01): every PINT profile refuses 326 and 384, which EN 16931 and plain UBL take', (t) => {
  for (const id of PROFILES)
    for (const code of ['326', '384', '262', '502']) {
      const issue = issueAt(request(pint(id), typeCode(code)), TYPE);
      t.is(issue?.code, 'INVALID_CODE', `${id} ${code}`);
      t.regex(issue?.expected ?? '', /ibr-cl-01/, `${id} ${code}`);
    }
  t.is(issueAt(request(typeCode('326')), TYPE), undefined);
});

test('BT-3 (ibr-cl-01): the codes the PINT rules take stay accepted', (t) => {
  for (const id of PROFILES) t.is(codeAt(id, TYPE, typeCode('381')), undefined, `${id} 381`);
  for (const id of PROFILES.filter((p) => !['pint_jp', 'pint_ae'].includes(p)))
    t.is(codeAt(id, TYPE, typeCode('393')), undefined, `${id} 393`);
  // PINT AE: 480 (out of scope of VAT) beyond its 380 / 381 (81 is no type_code of the API).
  t.is(codeAt('pint_ae', TYPE, typeCode('480')), undefined);
  t.is(codeAt('pint_ae', TYPE, typeCode('393')), 'INVALID_CODE');
  t.is(codeAt('pint_sg', TYPE, typeCode('480')), 'INVALID_CODE');
});

test('BT-3: PINT JP takes 380 alone in an invoice (aligned-ibrp-cl-02-jp), credit notes by ibr-cl-01', (t) => {
  const issue = issueAt(request(pint('pint_jp'), typeCode('393')), TYPE);
  t.is(issue?.code, 'INVALID_CODE');
  t.regex(issue?.expected ?? '', /aligned-ibrp-cl-02-jp/);
  t.is(codeAt('pint_jp', TYPE, typeCode('380')), undefined);
  t.is(codeAt('pint_jp', TYPE, typeCode('396')), undefined);
});

test('BT-3: 389 and 261 only where the jurisdiction has self-billing rules (A-NZ, MY, AE, OM)', (t) => {
  for (const id of ['pint_au', 'pint_nz', 'pint_my', 'pint_ae', 'pint_om'] as const)
    for (const code of ['389', '261'])
      t.is(codeAt(id, TYPE, typeCode(code)), undefined, `${id} ${code}`);
  for (const id of ['pint_international', 'pint_eu', 'pint_sg', 'pint_jp'] as const)
    for (const code of ['389', '261'])
      t.is(codeAt(id, TYPE, typeCode(code)), 'INVALID_CODE', `${id} ${code}`);
});

test('BT-5 (ibr-cl-04): every PINT profile refuses STD; PINT EU also CNH, MRU, UYW (BR-CL-04)', (t) => {
  const currency =
    (code: string): Edit =>
    (b) =>
      (b.invoice.currency = code);
  for (const id of PROFILES) {
    const issue = issueAt(request(pint(id), currency('STD')), CURRENCY);
    t.is(issue?.code, 'INVALID_CODE', id);
    t.regex(issue?.expected ?? '', /ibr-cl-04/, id);
    // PINT OM wants OMR or a tax currency (its own rule, INVALID_VALUE): the list takes USD.
    t.not(codeAt(id, CURRENCY, currency('USD')), 'INVALID_CODE', `${id} USD`);
    const cnh = codeAt(id, CURRENCY, currency('CNH'));
    if (id === 'pint_eu') t.is(cnh, 'INVALID_CODE');
    else t.not(cnh, 'INVALID_CODE', `${id} CNH`);
  }
  t.is(
    issueAt(
      request((b) => (b.format = 'ubl'), currency('STD')),
      CURRENCY,
    ),
    undefined,
  );
});

test('BT-81 (ibr-cl-16): PINT refuses 69; PINT EU also Z01 … Z08 (BR-CL-16); PINT SG 98 and Z03 … Z08 (BR-CL-16-SG)', (t) => {
  const means =
    (code: string): Edit =>
    (b) =>
      (b.invoice.payment.means_code = code);
  for (const id of PROFILES) {
    const issue = issueAt(request(pint(id), means('69')), MEANS);
    t.is(issue?.code, 'INVALID_CODE', id);
    t.regex(issue?.expected ?? '', /ibr-cl-16/, id);
    t.is(codeAt(id, MEANS, means('58')), undefined, `${id} 58`);
    t.is(
      codeAt(id, MEANS, means('Z02')),
      id === 'pint_eu' ? 'INVALID_CODE' : undefined,
      `${id} Z02`,
    );
    t.is(
      codeAt(id, MEANS, means('Z05')),
      ['pint_eu', 'pint_sg'].includes(id) ? 'INVALID_CODE' : undefined,
      `${id} Z05`,
    );
    t.is(codeAt(id, MEANS, means('98')), id === 'pint_sg' ? 'INVALID_CODE' : undefined, `${id} 98`);
  }
  t.regex(issueAt(request(pint('pint_eu'), means('Z01')), MEANS)?.expected ?? '', /BR-CL-16/);
  t.regex(issueAt(request(pint('pint_sg'), means('98')), MEANS)?.expected ?? '', /BR-CL-16-SG/);
  t.is(issueAt(request(means('69')), MEANS), undefined);
});

test('BT-34 (ibr-cl-25): every PINT profile refuses EAS 0147 and EM, which EN 16931 takes', (t) => {
  const address =
    (value: string): Edit =>
    (b) =>
      (b.invoice.seller.peppol_id = value);
  for (const id of PROFILES) {
    for (const value of ['0147:123456', 'EM:billing@example.com']) {
      const issue = issueAt(request(pint(id), address(value)), ADDRESS);
      t.is(issue?.code, 'INVALID_VALUE', `${id} ${value}`);
      t.regex(issue?.message ?? '', /ibr-cl-25/, `${id} ${value}`);
    }
    t.is(codeAt(id, ADDRESS, address('0088:4000001000005')), undefined, id);
  }
  t.is(issueAt(request(address('0147:123456')), ADDRESS), undefined);
});

const withChecker = requires(
  missing ??
    (checkerPath() ? undefined : 'the independent checker (../shared/tools/check_einvoice.py)'),
);

/** The document generate writes for a PINT request (its field checks must pass). */
function written(id: PintProfile, edit: Edit): string {
  const body: any = exampleBody();
  pint(id)(body);
  edit(body);
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  return writeDocumentXml(checked.invoice, checked.plan).standalone!.xml;
}

withChecker(
  'documents at the edges of the PINT lists that validate accepts pass the official rules; the codes refused are the rules’ (oracle)',
  async (t) => {
    t.timeout(600_000);
    const scratch = mkdtempSync(join(tmpdir(), 'einvoice-pint-lists-'));
    t.teardown(() => rmSync(scratch, { recursive: true, force: true }));
    const docs: [string, string, string][] = [
      [
        'eu-393-usd-30',
        'pint-eu',
        written('pint_eu', (b) => {
          b.invoice.type_code = '393';
          b.invoice.currency = 'USD';
          b.invoice.payment.means_code = '30';
        }),
      ],
      [
        'base-396-z01',
        'pint-base',
        written('pint_international', (b) => {
          b.invoice.type_code = '396';
          b.invoice.payment.means_code = 'Z01';
        }),
      ],
      ['aunz-389', 'pint-aunz-sb', written('pint_au', typeCode('389'))],
      // PayNow (Z02), which BR-CL-16-SG keeps of the PINT codes.
      [
        'sg-z02',
        'pint-sg',
        written('pint_sg', (b) => {
          b.invoice.currency = 'SGD';
          b.invoice.seller.peppol_id = '0195:SGUEN200212345Z';
          b.invoice.seller.country = 'SG';
          b.invoice.buyer.country = 'SG';
          b.invoice.seller.vat_id = 'M90312345A';
          b.invoice.payment.means_code = 'Z02';
          for (const item of b.invoice.items) {
            item.tax_category = 'SR';
            item.vat_rate = 9;
          }
        }),
      ],
    ];
    for (const [name, kind, xml] of docs) {
      const target = join(scratch, `${name}.xml`);
      writeFileSync(target, xml);
      const verdict = await check(kind, target);
      t.true(verdict.xsd_ok, verdict.raw);
      t.deepEqual(verdict.fatal, [], `${name}: ${verdict.raw}`);
    }
    // The first document with the codes validate now refuses: each is a fatal of the rule named.
    const refused = docs[0]![2]
      .replace('<cbc:InvoiceTypeCode>393<', '<cbc:InvoiceTypeCode>326<')
      .replace(/(<cbc:PaymentMeansCode[^>]*>)30</, '$169<')
      .replace('schemeID="0088">', 'schemeID="0147">')
      .replaceAll('USD', 'STD');
    const target = join(scratch, 'refused.xml');
    writeFileSync(target, refused);
    const verdict = await check('pint-eu', target);
    for (const id of ['ibr-cl-01', 'ibr-cl-04', 'ibr-cl-16', 'ibr-cl-25'])
      t.true(verdict.fatal.includes(id), `${id}: ${verdict.raw}`);
  },
);

requires(missing)(
  'PINT AE BTAE-03: the credit note reasons are those of ibr-001-ae (billing and self-billing)',
  (t) => {
    for (const files of [FILES.pint_ae, selfBillingFiles('pint_ae')])
      t.deepEqual(
        listsOf(read(files)!, 'ibr-001-ae')[0]!.sort(),
        [...AE_CREDIT_NOTE_REASONS].sort(),
      );
  },
);

test('PINT AE BTAE-03 (ibr-001-ae): validate refuses a credit note reason outside the list', (t) => {
  const reason =
    (type: string, code: string): Edit =>
    (b) => {
      b.invoice.type_code = type;
      b.invoice.credit_note_reason_code = code;
    };
  const path = '$.invoice.credit_note_reason_code';
  for (const type of ['381', '261']) {
    const issue = issueAt(request(pint('pint_ae'), reason(type, 'DL8.61.1.Z')), path);
    t.is(issue?.code, 'INVALID_CODE', type);
    t.regex(issue?.message ?? '', /ibr-001-ae/);
    for (const code of ['VD', 'DL8.61.1.A'])
      t.is(codeAt('pint_ae', path, reason(type, code)), undefined, `${type} ${code}`);
  }
});
