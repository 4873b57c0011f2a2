/**
 * Country profile pint_om, property: 2,000 seeded random Omani requests, each the matrix invoice
 * (test/conformance/helpers/pint-om-invoices.ts) with random changes (transaction types and their
 * clashes; the third party, import, special zone and profit margin documents, whole or with a
 * field left out; rates, categories and exemption codes, VAT ids, a missing issue
 * time, telephone, address line, goods or services, HS or ISIC code, another currency, credit notes
 * with and without their reason and preceding invoice UUID, an exempt allowance). validate says
 * valid exactly when generate's checks accept the request; a sample of the accepted ones passes
 * the independent checker (kind pint-om) without a fatal finding.
 */
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromJson } from '@bufbuild/protobuf';
import {
  GenerateInvoiceRequestSchema,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../src/api/full-check.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';
import { omCases, omInvoice } from '../conformance/helpers/pint-om-invoices.js';
import { check, checkerPath } from '../conformance/helpers/validators.js';
import { scratchDir } from '../conformance/helpers/service.js';
import { requires } from '../helpers/requires.js';

const COUNT = 2000;
const SEED = 43;
/** Accepted documents handed to the independent checker (a JVM run each). */
const CHECKED = 6;

/** mulberry32: a small seeded generator, the same sequence on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = () => number;
const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** Transaction types: carried ones, refused ones, a clash and the 8-digit PINT AE form. */
const FLAGS = [
  '10000000000000000000',
  '01000000000000000000',
  '10000100000000000000',
  '10001000000000000000',
  '10010000000000000000',
  '10000000000010000000',
  '11000000000000000000',
  '10001010000000000000',
  '00000000',
];

/** One change of an Omani request. */
const CHANGES: readonly ((inv: any, r: Rng) => void)[] = [
  (inv, r) => {
    inv.transaction_type_flags = pick(r, FLAGS);
    if (inv.transaction_type_flags[4] === '1' || inv.transaction_type_flags[5] === '1')
      inv.invoicing_period = pick(r, [
        { start: '2026-01-01', end: '2026-01-31' },
        { start: '2025-12-15', end: '2026-01-10' },
      ]);
    if (inv.transaction_type_flags[4] === '1' && r() < 0.7)
      for (const item of inv.items) item.period = { start: '2026-01-01', end: '2026-01-31' };
  },
  (inv, r) => {
    const item = pick(r, inv.items as any[]);
    [item.vat_rate, item.tax_category] = pick(r, [
      [5, 'S'],
      [10, 'S'],
      [0, 'Z'],
      [0, 'E'],
    ] as const);
  },
  (inv, r) => {
    inv.vat_exemptions = pick(r, [
      [],
      [{ tax_category: 'Z', reason_code: 'VATEX-OM-01', reason: 'Wrong list' }],
      [
        { tax_category: 'Z', reason_code: 'VATZR-OM-03', reason: 'Zero rated' },
        { tax_category: 'E', reason_code: 'VATEX-OM-07', reason: 'Exempt' },
      ],
    ]);
  },
  (inv, r) => {
    inv[pick(r, ['seller', 'buyer'])].vat_id = pick(r, ['OM1234567890', 'OM12345', 'OM0000000001']);
  },
  (inv, r) => {
    const field = pick(r, [
      'issue_time',
      'seller.phone',
      'seller.address_line3',
      'buyer.address_line2',
    ]);
    const [head, tail] = field.split('.');
    if (tail) delete inv[head!][tail];
    else delete inv[head!];
  },
  (inv, r) => {
    const item = pick(r, inv.items as any[]);
    const what = pick(r, ['commodity', 'commodity-x', 'hs', 'isic']);
    if (what === 'commodity') delete item.commodity_code;
    if (what === 'commodity-x') item.commodity_code = 'X';
    if (what === 'hs') delete item.classifications;
    if (what === 'isic') delete item.industry_classification_code;
  },
  (inv, r) => {
    inv.currency = pick(r, ['OMR', 'USD']);
  },
  (inv, r) => {
    inv.type_code = '381';
    if (r() < 0.6) inv.credit_note_reason_code = pick(r, ['QTY', 'VAL', 'XYZ']);
    inv.preceding_invoices = [
      {
        number: 'OM-2026-001',
        date: '2026-01-05',
        ...(r() < 0.6 ? { uuid: '4acf214e-fb91-5517-b841-02d5dca2c169' } : {}),
      },
    ];
  },
  // The third party, import of goods, special zone and profit margin documents of the matrix,
  // whole or with one of their fields left out.
  (inv, r) => {
    const name = pick(r, [
      'third party invoice',
      'import of goods',
      'special zone supply',
      'profit margin self-invoice',
    ]);
    Object.assign(inv, structuredClone(omCases()[name]));
    if (r() < 0.5) {
      const field = pick(r, [
        'third_party',
        'customs_declaration_number',
        'incoterms',
        'profit_margin_total',
        'seller.country_subdivision_code',
        'buyer.identifiers',
      ]);
      const [head, tail] = field.split('.');
      if (tail) delete inv[head!][tail];
      else delete inv[head!];
    }
  },
  (inv, r) => {
    inv.allowances = [
      {
        amount: 1,
        reason: 'Discount',
        reason_code: '95',
        ...pick(r, [
          { tax_category: 'S', vat_rate: 5 },
          { tax_category: 'E', vat_rate: 0 },
        ]),
      },
    ];
  },
];

function request(r: Rng, i: number): any {
  const inv = omInvoice();
  inv.number = `OM-P-${i}`;
  const changes = 1 + Math.floor(r() * 3);
  for (let c = 0; c < changes; c++) pick(r, CHANGES)(inv, r);
  return { format: 'peppol', country_profile: 'pint_om', invoice: inv };
}

/** Every request: whether validate and generate agree, and the accepted documents. */
function run(): { disagreement?: string; accepted: { name: string; xml: string }[] } {
  const r = random(SEED);
  const accepted: { name: string; xml: string }[] = [];
  for (let i = 0; i < COUNT; i++) {
    const body = request(r, i);
    const verdict = validateAnswer(fromJson(ValidateInvoiceRequestSchema, body));
    let xml = '';
    try {
      const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
      xml = writeDocumentXml(checked.invoice, checked.plan).standalone!.xml;
    } catch {
      xml = '';
    }
    if (verdict.valid !== Boolean(xml))
      return {
        disagreement: `request ${i}: validate ${verdict.valid}, generate ${Boolean(xml)}: ${JSON.stringify(verdict.issues)} ${JSON.stringify(body)}`,
        accepted,
      };
    if (xml) accepted.push({ name: `om-${i}`, xml });
  }
  return { accepted };
}

const outcome = run();

test(`validate valid ⇔ generate accepts (${COUNT} PINT OM requests)`, (t) => {
  t.is(outcome.disagreement, undefined);
  t.log(`${outcome.accepted.length} of ${COUNT} valid`);
  // Both sides of the property are exercised.
  const valid = outcome.accepted.length;
  t.true(valid > COUNT / 10 && valid < COUNT - COUNT / 10, `${valid} valid`);
  // Accepted documents of each transaction type with data of its own.
  for (const [what, mark] of [
    ['third party', /<cac:AgentParty>/],
    ['import of goods', /<cac:Shipment>/],
    ['special zone', /<cbc:CountrySubentityCode>/],
    ['profit margin', /PM_TOTAL/],
  ] as const) {
    const n = outcome.accepted.filter((d) => mark.test(d.xml)).length;
    t.log(`${what}: ${n} accepted`);
    t.true(n > 0, `no accepted ${what} document`);
  }
});

requires(
  checkerPath() ? undefined : 'the independent checker ../shared/tools/check_einvoice.py is absent',
)(
  `a sample of ${CHECKED} accepted requests: the checker (pint-om) finds no fatal rule`,
  async (t) => {
    t.timeout(600_000);
    const scratch = scratchDir('pint-om-property');
    try {
      const step = Math.max(1, Math.floor(outcome.accepted.length / CHECKED));
      for (let k = 0; k < CHECKED && k * step < outcome.accepted.length; k++) {
        const doc = outcome.accepted[k * step]!;
        const file = join(scratch.dir, `${doc.name}.xml`);
        writeFileSync(file, doc.xml);
        // A self-billed document (389, 261) is judged by the self-billing rules.
        const kind = /<cbc:CustomizationID>urn:peppol:pint:selfbilling/.test(doc.xml)
          ? 'pint-om-sb'
          : 'pint-om';
        const verdict = await check(kind, file);
        t.deepEqual(verdict.fatal, [], `${doc.name}: ${verdict.raw}`);
      }
    } finally {
      scratch.remove();
    }
  },
);
