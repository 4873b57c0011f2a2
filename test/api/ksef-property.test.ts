/**
 * Format ksef, property: 2,000 seeded random Polish requests, each a domestic invoice with
 * random changes (rates FA(3) has and one it lacks, categories, quantity and price decimals, NIPs
 * with good and bad check digits, EU and non-EU buyers, invoice kinds and corrections with and
 * without the corrected invoice's date or KSeF number, exempt supplies with and without their
 * provision, a foreign currency with and without its VAT in PLN per rate (P_14_xW), no line, a
 * negative price, no buyer name, a buyer's NrID, lines stated with VAT (prices_include_vat),
 * fields FA(3) has no place for). validate says
 * valid exactly when generate's checks accept the request, and every accepted request is written
 * as an FA(3) the official XSD accepts (libxml2, as the service runs it).
 */
import { fromJson } from '@bufbuild/protobuf';
import { polishBuyer } from '../helpers/polish-invoice.js';
import {
  GenerateInvoiceRequestSchema,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../src/api/full-check.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';
import { runInProcessXsd } from '../../src/validation/engine/in-process-xsd.js';
import { resolveRuleSets } from '../../src/validation/validator.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { ksefNumberValid } from '../../src/syntax/ksef/index.js';
import { requires } from '../helpers/requires.js';

const COUNT = 2000;
const SEED = 43;

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

const KSEF_NUMBERS = [...Array(256).keys()].map(
  (n) => `9999999999-20260215-0123456789AB-${n.toString(16).toUpperCase().padStart(2, '0')}`,
);
const GOOD_KSEF = KSEF_NUMBERS.find(ksefNumberValid)!;
const BAD_KSEF = KSEF_NUMBERS.find((n) => !ksefNumberValid(n))!;

type Rng = () => number;
const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const decimals = (r: Rng, max: number, n: number) => Math.round(r() * max * 10 ** n) / 10 ** n;

/** The line rates: [vat_rate, tax_category]; 19 % is no FA(3) rate. */
const RATES: readonly [number, string][] = [
  [23, 'S'],
  [8, 'S'],
  [5, 'S'],
  [0, 'Z'],
  [0, 'E'],
  [0, 'AE'],
  [19, 'S'],
];

/** One change of a Polish request. */
const CHANGES: readonly ((inv: any, r: Rng) => void)[] = [
  (inv, r) => {
    for (const item of inv.items) [item.vat_rate, item.tax_category] = pick(r, RATES);
    if (inv.items.some((i: any) => i.tax_category === 'E') && r() < 0.7)
      inv.vat_exemptions = [{ tax_category: 'E', reason: 'art. 43 ust. 1 pkt 37 ustawy o VAT' }];
  },
  (inv, r) => {
    for (const item of inv.items) item.quantity = decimals(r, 100, pick(r, [0, 2, 6, 7])) + 1;
  },
  (inv, r) => {
    for (const item of inv.items) item.unit_price = decimals(r, 1000, pick(r, [2, 4, 8])) + 1;
  },
  (inv, r) => {
    inv.seller.vat_id = pick(r, ['PL9999999999', 'PL1234567890', 'PL5260250995']);
  },
  (inv, r) => {
    const [country, vat] = pick(r, [
      ['DE', 'DE123456789'],
      ['GR', 'EL123456789'],
      ['US', ''],
    ] as const);
    inv.buyer = { ...inv.buyer, country, vat_id: vat, city: 'City', postal_code: '12345' };
    if (!vat) delete inv.buyer.vat_id;
    for (const item of inv.items) {
      item.vat_rate = 0;
      item.tax_category = country === 'US' ? 'G' : 'K';
    }
  },
  (inv, r) => {
    inv.type_code = pick(r, ['381', '384', '389']);
    if (r() < 0.8)
      inv.preceding_invoices = [
        {
          number: 'FV/2026/02/007',
          ...(r() < 0.8 ? { date: '2026-02-15' } : {}),
          ...(r() < 0.5 ? { ksef_number: r() < 0.8 ? GOOD_KSEF : BAD_KSEF } : {}),
        },
      ];
  },
  (inv, r) => {
    inv.currency = pick(r, ['PLN', 'EUR']);
  },
  (inv, r) => {
    const field = pick(r, ['buyer_reference', 'project_reference', 'allowances', 'item_id']);
    if (field === 'allowances')
      inv.allowances = [{ amount: 5, reason: 'Rabat', tax_category: 'S', vat_rate: 23 }];
    else if (field === 'item_id') {
      if (inv.items[0]) inv.items[0].id = pick(r, ['1', 'A-1']);
    } else inv[field] = 'REF-1';
  },
  (inv, r) => {
    if (r() < 0.5) inv.ksef_number = r() < 0.8 ? GOOD_KSEF : BAD_KSEF;
  },
  // What FA(3) takes and EN 16931 forbids: no line (BR-16), a negative price (BR-27).
  (inv, r) => {
    if (r() < 0.5) inv.items = [];
    else for (const item of inv.items) if (r() < 0.5) item.unit_price = -item.unit_price;
  },
  // No buyer name (BR-7); a foreign buyer named by its tax number (NrID), or by both ids (refused).
  (inv, r) => {
    if (r() < 0.5) delete inv.buyer.name;
    else {
      inv.buyer = { ...inv.buyer, country: 'US', tax_registration_id: '999999999' };
      if (r() < 0.7) delete inv.buyer.vat_id;
    }
  },
  // P_14_xW: a foreign-currency invoice with the VAT in PLN of some or all of its taxed groups.
  (inv, r) => {
    inv.currency = 'EUR';
    const rates = new Set<number>(
      inv.items.filter((i: any) => i.tax_category === 'S').map((i: any) => i.vat_rate),
    );
    inv.vat_breakdown = [...rates]
      .filter(() => r() < 0.85)
      .map((vat_rate) => ({
        tax_category: 'S',
        vat_rate,
        tax_currency_tax_amount: decimals(r, 1000, pick(r, [2, 2, 3])),
      }));
  },
  // The gross method (prices_include_vat, P_9B / P_11A), sometimes with a stated VAT of the 23 %
  // group (within 1 of ust. 8's or not) or a line's net amount (NOT_CARRIED beside it).
  (inv, r) => {
    inv.prices_include_vat = true;
    const roll = r();
    if (roll < 0.3)
      inv.vat_breakdown = [
        { tax_category: 'S', vat_rate: 23, tax_amount: decimals(r, 100, 2) + 30 },
      ];
    else if (roll < 0.4 && inv.items[0]) inv.items[0].net_amount = 100;
  },
];

/** A request: a valid domestic invoice with 1 to 4 random changes. */
function request(r: Rng, i: number): any {
  const inv: any = {
    number: `FV/2026/03/${i}`,
    date: '2026-03-02',
    due_date: '2026-03-16',
    currency: 'PLN',
    seller: {
      name: 'ABC AGD sp. z o.o.',
      vat_id: 'PL9999999999',
      street: 'ul. Kwiatowa 1',
      city: 'Warszawa',
      postal_code: '00-001',
      country: 'PL',
    },
    buyer: polishBuyer(),
    items: Array.from({ length: 1 + Math.floor(r() * 3) }, (_, n) => ({
      description: `Towar ${n + 1}`,
      quantity: 2,
      unit: 'C62',
      unit_price: 100,
      vat_rate: 23,
      tax_category: 'S',
    })),
  };
  const changes = 1 + Math.floor(r() * 4);
  for (let c = 0; c < changes; c++) pick(r, CHANGES)(inv, r);
  return { format: 'ksef', invoice: inv };
}

const installed = isInstalled(ruleSet('ksef-fa3'), DEFAULT_RULES_DIR);

requires(installed ? undefined : 'rule set ksef-fa3 is not installed (npm run rules:update)')(
  `validate valid ⇔ generate accepts, and every accepted request is a valid FA(3) (${COUNT} requests)`,
  (t) => {
    const r = random(SEED);
    const sets = resolveRuleSets(['ksef-fa3'], DEFAULT_RULES_DIR);
    let valid = 0;
    for (let i = 0; i < COUNT; i++) {
      const body = request(r, i);
      const verdict = validateAnswer(fromJson(ValidateInvoiceRequestSchema, body));
      let accepted = true;
      let written = '';
      try {
        const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
        written = writeDocumentXml(checked.invoice, checked.plan).standalone!.xml;
      } catch {
        accepted = false;
      }
      if (verdict.valid !== accepted)
        return t.fail(
          `request ${i}: validate ${verdict.valid}, generate ${accepted}: ${JSON.stringify(body)}`,
        );
      if (!accepted) continue;
      valid++;
      const findings = runInProcessXsd(written, sets);
      if (findings.length > 0)
        return t.fail(`request ${i}: ${findings[0]!.text}\n${JSON.stringify(body)}`);
    }
    t.log(`${valid} of ${COUNT} valid, each written valid against the FA(3) XSD`);
    // Both sides of the property are exercised.
    t.true(valid > COUNT / 10 && valid < COUNT - COUNT / 10, `${valid} valid`);
  },
);
