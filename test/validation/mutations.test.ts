/**
 * Official valid invoices, mutated one business term at a time with XPath edits, must produce the
 * rule ids the standard names for that mistake: a total changed (BT-112 → BR-CO-15/BR-CO-16),
 * the invoice number BT-1 removed (BR-02), a wrong currency code BT-5 (BR-CL-04), and a wrong
 * unit code BT-130 (BR-CL-23). Runs on the JVM engine, in CII and UBL.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import xpath from 'xpath';
import { createValidator } from '../../src/validation/index.js';
import { CORPUS, CORPUS_MISSING, jvmUnavailable } from './corpus.js';
import { unavailable } from '../helpers/requires.js';

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  ubl: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
};
const select = xpath.useNamespaces(NS);

type Edit = (doc: Document) => void;
const setText =
  (path: string, value: string): Edit =>
  (doc) => {
    const nodes = select(path, doc as unknown as Node) as unknown as Element[];
    if (nodes.length === 0) throw new Error(`nothing at ${path}`);
    for (const n of nodes) n.textContent = value;
  };
const setAttr =
  (path: string, name: string, value: string): Edit =>
  (doc) => {
    const nodes = select(path, doc as unknown as Node) as unknown as Element[];
    if (nodes.length === 0) throw new Error(`nothing at ${path}`);
    for (const n of nodes) n.setAttribute(name, value);
  };
const remove =
  (path: string): Edit =>
  (doc) => {
    const nodes = select(path, doc as unknown as Node) as unknown as Element[];
    if (nodes.length === 0) throw new Error(`nothing at ${path}`);
    for (const n of nodes) n.parentNode!.removeChild(n);
  };

const CII = 'en16931/cii/examples/CII_example1.xml';
const UBL = 'en16931/ubl/examples/ubl-tc434-example1.xml';
const SUMMATION = '//ram:SpecifiedTradeSettlementHeaderMonetarySummation';

const cases: { name: string; file: string; ruleSets: string[]; edit: Edit; expect: string[] }[] = [
  {
    name: 'CII BT-112 total changed',
    file: CII,
    ruleSets: ['en16931-cii'],
    edit: setText(`${SUMMATION}/ram:GrandTotalAmount`, '1.00'),
    expect: ['BR-CO-15', 'BR-CO-16'],
  },
  {
    name: 'CII BT-1 removed',
    file: CII,
    ruleSets: ['en16931-cii'],
    edit: remove('/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID'),
    expect: ['BR-02'],
  },
  {
    name: 'CII BT-5 wrong currency code',
    file: CII,
    ruleSets: ['en16931-cii'],
    edit: setText('//ram:InvoiceCurrencyCode', 'XXY'),
    expect: ['BR-CL-04'],
  },
  {
    name: 'CII BT-130 wrong unit code',
    file: CII,
    ruleSets: ['en16931-cii'],
    edit: setAttr('//ram:BilledQuantity', 'unitCode', 'NOPE'),
    expect: ['BR-CL-23'],
  },
  {
    name: 'UBL BT-112 total changed',
    file: UBL,
    ruleSets: ['en16931-ubl'],
    edit: setText('/ubl:Invoice/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount', '1.00'),
    expect: ['BR-CO-15', 'BR-CO-16'],
  },
  {
    name: 'UBL BT-1 removed',
    file: UBL,
    ruleSets: ['en16931-ubl'],
    edit: remove('/ubl:Invoice/cbc:ID'),
    expect: ['BR-02'],
  },
  {
    name: 'UBL BT-5 wrong currency code',
    file: UBL,
    ruleSets: ['en16931-ubl'],
    edit: setText('/ubl:Invoice/cbc:DocumentCurrencyCode', 'XXY'),
    expect: ['BR-CL-04'],
  },
  {
    name: 'UBL BT-130 wrong unit code',
    file: UBL,
    ruleSets: ['en16931-ubl'],
    edit: setAttr('//cbc:InvoicedQuantity', 'unitCode', 'NOPE'),
    expect: ['BR-CL-23'],
  },
];

const skip = !CORPUS ? CORPUS_MISSING : jvmUnavailable();

if (skip) {
  unavailable('mutated invoices', skip);
} else {
  const validator = createValidator({ engine: 'jvm', deadlineMs: 60_000 });
  test.after.always(() => validator.close());

  for (const c of cases) {
    test(c.name, async (t) => {
      const original = readFileSync(join(CORPUS!, c.file), 'utf8');
      const before = await validator.validate(original, c.ruleSets);
      t.true(before.valid, 'the unmutated sample is valid');
      const doc = new DOMParser().parseFromString(original, 'application/xml');
      c.edit(doc);
      const report = await validator.validate(
        new XMLSerializer().serializeToString(doc),
        c.ruleSets,
      );
      t.false(report.valid);
      const fired = new Set(
        report.findings
          .filter((f) => f.severity === 'fatal' || f.severity === 'error')
          .map((f) => f.ruleId),
      );
      for (const rule of c.expect)
        t.true(fired.has(rule), `${rule} expected, got ${[...fired].join(', ')}`);
    });
  }
}
