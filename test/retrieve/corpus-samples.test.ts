/**
 * Every valid official sample in the corpus is read: no exception, an invoice number, a named
 * format, and the sum check — the lines as the public model regenerates them
 * (round2(quantity × unit_price)) add up to the document's BT-106. Counts are logged per folder.
 */
import test from 'ava';
import { Decimal } from 'decimal.js';
import { corpusFile, corpusMissing, validSamples } from './corpus.js';
import { unavailable } from '../helpers/requires.js';
import { extractInvoiceXml } from '../../src/retrieve/pdf-attachments.js';
import { detectFormat } from '../../src/retrieve/detect.js';
import { parseXmlSafely } from '../../src/xml/safe-parse.js';
import { readCii } from '../../src/syntax/cii/reader/read-cii.js';
import { readUbl } from '../../src/syntax/ubl/reader/read-ubl.js';
import { readFatturaPa } from '../../src/syntax/fatturapa/reader/read-fatturapa.js';
import { KSEF_NS, readKsef } from '../../src/syntax/ksef/index.js';
import { round2 } from '../../src/syntax/read/line-price.js';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';

const readers = { cii: readCii, ubl: readUbl, fatturapa: readFatturaPa, ksef: readKsef };

if (corpusMissing) {
  unavailable('corpus samples', corpusMissing);
} else {
  test('every valid official sample is read, with the BT-106 sum check (stated BT-131, else computed)', async (t) => {
    const samples = validSamples();
    t.true(samples.length > 200, 'the manifest lists the official samples');
    const perFolder = new Map<
      string,
      {
        read: number;
        total: number;
        synthesized: number;
        sumChecked: number;
        sumOk: number;
        plainOk: number;
        plain: number;
      }
    >();
    const failures: string[] = [];
    for (const s of samples) {
      const row = perFolder.get(s.folder) ?? {
        read: 0,
        total: 0,
        synthesized: 0,
        sumChecked: 0,
        sumOk: 0,
        plainOk: 0,
        plain: 0,
      };
      perFolder.set(s.folder, row);
      row.total++;
      const bytes = corpusFile(s.path);
      const pdf = s.path.toLowerCase().endsWith('.pdf') ? await extractInvoiceXml(bytes) : null;
      const xml = pdf ? pdf.xml : bytes;
      const doc = parseXmlSafely(xml);
      const detection = detectFormat(
        doc,
        pdf ? { filename: pdf.filename, xmp: pdf.xmp } : undefined,
      );
      if (!detection.syntax || detection.detectedFormat === 'unknown') {
        failures.push(`${s.path}: not detected`);
        continue;
      }
      const { invoice, declared, synthesizedLines } = readers[detection.syntax](doc);
      // An FA(3) correction may have no FaWiersz (examples 5, 11, 13: KOR and KOR_ZAL stating
      // only sums, the corrected buyer or the order's lines): read with its number and what it
      // states instead; there are no lines to read.
      const sumsOnly =
        detection.syntax === 'ksef' &&
        invoice.lines.length === 0 &&
        !doc.getElementsByTagNameNS(KSEF_NS, 'FaWiersz').length;
      if (sumsOnly && invoice.number) {
        row.read++;
        continue;
      }
      if (!invoice.number || invoice.lines.length === 0) {
        failures.push(`${s.path}: no number or no lines`);
        continue;
      }
      row.read++;
      if (synthesizedLines) row.synthesized++;
      else if (declared.lineTotal) {
        row.sumChecked++;
        // BT-131 as the line's terms compute it (BT-149 base quantity, BG-27/28); EXTENDED
        // sub-lines (ParentLineID) are inside their group line's amount.
        const lineNet = (l: (typeof invoice.lines)[number]) => {
          const base = l.baseQuantity && !l.baseQuantity.isZero() ? l.baseQuantity : new Decimal(1);
          const sumOf = (xs: { amount?: Decimal }[] | undefined) =>
            (xs ?? []).reduce((a, x) => a.plus(x.amount ?? 0), new Decimal(0));
          return round2(l.quantity.times(l.unitPrice).dividedBy(base))
            .minus(sumOf(l.allowances))
            .plus(sumOf(l.charges));
        };
        const sum = invoice.lines
          .filter((l) => !l.parentLineId)
          .reduce((acc, l) => acc.plus(l.statedNetAmount ?? lineNet(l)), new Decimal(0));
        const ok = sum.equals(declared.lineTotal);
        if (ok) row.sumOk++;
        const plain =
          (!declared.allowanceTotal || declared.allowanceTotal.isZero()) &&
          (!declared.chargeTotal || declared.chargeTotal.isZero());
        if (plain) {
          row.plain++;
          if (ok) row.plainOk++;
          else
            failures.push(
              `${s.path}: lines sum ${sum.toString()} ≠ BT-106 ${declared.lineTotal.toString()}`,
            );
        }
      }
    }
    for (const [folder, r] of [...perFolder].sort()) {
      t.log(
        `${folder}: read ${r.read}/${r.total}; BT-106 sum ok ${r.sumOk}/${r.sumChecked}; without allowances/charges ${r.plainOk}/${r.plain}; lines built from BG-23 (MINIMUM/BASIC WL) ${r.synthesized}`,
      );
    }
    t.deepEqual(failures, []);
  });

  test('every valid official sample goes through retrieveDocument with a named format', async (t) => {
    const unnamed: string[] = [];
    for (const s of validSamples()) {
      const out = await retrieveDocument(corpusFile(s.path), { locale: 'en' });
      if (!out.ok || !out.invoice?.number || out.format.detectedFormat === 'unknown')
        unnamed.push(`${s.path}: ${JSON.stringify(out.errors)}`);
      if (s.path.endsWith('.pdf') && !out.format.hasPdf) unnamed.push(`${s.path}: has_pdf false`);
    }
    t.deepEqual(unnamed, []);
  });
}
