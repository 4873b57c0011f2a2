/**
 * Property: on 300 seeded random Polish invoices (rates of FA(3) and some it lacks, 0–6 decimals
 * of quantity, corrections with and without the corrected invoice's date, NIPs with good and bad
 * check digits), an invoice without FA(3) findings (ksefRequirements) is written valid against the
 * official XSD (xmllint with the corpus catalog) with the per-rate sums equal to its lines; every
 * document the XSD refuses had a finding (requirements ⇔ a valid FA(3)).
 */
import test from 'ava';
import path from 'node:path';
import { calculate } from '../../../src/domain/calculate.js';
import { Decimal } from '../../../src/domain/decimal.js';
import type { CalculatedInvoice } from '../../../src/domain/model.js';
import { ksefRequirements, ksefSumFindings, writeKsef } from '../../../src/syntax/ksef/index.js';
import { requires } from '../../helpers/requires.js';
import { corpusDir, skipReason, tempFile, xsdErrors } from '../ubl/helpers/checker.js';
import { base, line, PL_SELLER } from './helpers/ksef-invoices.js';

const N = 300;
/** A small seeded PRNG (mulberry32), so a failure reproduces. */
function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const RATES: [string, string][] = [
  ['23', 'S'],
  ['8', 'S'],
  ['5', 'S'],
  ['0', 'Z'],
  ['0', 'E'],
  ['0', 'AE'],
  ['19', 'S'],
  ['0', 'L'],
];

function randomInvoice(r: () => number, i: number): CalculatedInvoice {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const lines = Array.from({ length: 1 + Math.floor(r() * 4) }, (_, j) => {
    const [rate, cat] = pick(RATES);
    const qty = new Decimal(Math.floor(r() * 1e6) + 1)
      .div(new Decimal(10).pow(Math.floor(r() * 8)))
      .toString();
    return line(
      j + 1,
      `pozycja ${j + 1}`,
      qty,
      (Math.floor(r() * 100000) / 100).toFixed(2),
      rate,
      cat,
    );
  });
  const type = pick(['380', '380', '381', '384', '386']);
  const dated = r() < 0.8;
  return calculate(
    base(`FV/${i}`, lines, {
      typeCode: type,
      seller: { ...PL_SELLER, vatId: r() < 0.9 ? 'PL9999999999' : 'PL9999999998' },
      ...(type === '380'
        ? {}
        : { precedingInvoices: [{ number: 'FV/1', ...(dated ? { date: '2026-01-15' } : {}) }] }),
      vatExemptions: [{ category: 'E', reason: 'art. 43 ust. 1 ustawy' }],
    }),
  );
}

requires(skipReason(false))(
  `${N} random invoices: no FA(3) finding ⇔ valid against the XSD with sums equal to the lines`,
  async (t) => {
    process.env.XML_CATALOG_FILES = path.join(corpusDir, 'ksef-fa3', 'xsd', 'catalog.xml');
    const xsd = path.join(corpusDir, 'ksef-fa3', 'xsd', 'schemat_FA(3)_v1-0E.xsd');
    const r = rng(43);
    const cases = Array.from({ length: N }, (_, i) => {
      const inv = randomInvoice(r, i);
      return {
        i,
        findings: ksefRequirements(inv),
        sums: ksefSumFindings(inv),
        file: tempFile(`prop-${i}.xml`, writeKsef(inv)),
      };
    });
    const errors = await xsdErrors(
      xsd,
      cases.map((c) => c.file),
    );
    const invalid = new Set(
      cases.filter((c) => errors.some((e) => e.includes(`/prop-${c.i}.xml`))).map((c) => c.i),
    );
    const clean = cases.filter((c) => c.findings.length === 0);
    t.true(
      clean.length > 50 && clean.length < N,
      `clean ${clean.length} of ${N}: the generator must produce both`,
    );
    for (const c of clean) {
      t.false(
        invalid.has(c.i),
        `invoice ${c.i} had no finding but fails the XSD: ${errors.filter((e) => e.includes(`/prop-${c.i}.xml`)).join('; ')}`,
      );
      t.deepEqual(c.sums, [], `invoice ${c.i}`);
    }
    for (const i of invalid)
      t.true(cases[i]!.findings.length > 0, `invoice ${i} fails the XSD without a finding`);
    t.log(
      `${clean.length} of ${N} without findings, all valid; ${invalid.size} refused by the XSD, each with a finding`,
    );
  },
);
