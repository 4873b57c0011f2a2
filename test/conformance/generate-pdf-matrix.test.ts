/**
 * Conformance (issue 4 item 6): the hybrid PDF/A-3 invoices of every CII profile × template ×
 * locale (zugferd, facturx), the XRechnung hybrid and the plain pdf format. Each must answer 200
 * with zero fatal findings of the official rules and embed exactly the returned XML; then one
 * veraPDF run over all of them (zero failed PDF/A-3B rules) and one Mustang run over the hybrid
 * ones (summary valid, zero errors). The default run takes a subset; EINVOICE_CONFORMANCE=1 all.
 */
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractInvoiceXml } from '../../src/retrieve/pdf-attachments.js';
import { pdfCases, type PdfCase } from './helpers/pdf-matrix.js';
import {
  EXHAUSTIVE,
  mapLimit,
  scratchDir,
  startService,
  type Answer,
  type Service,
} from './helpers/service.js';
import { jvmToolsMissing, mustang, veraPdf } from './helpers/validators.js';
import { requires } from '../helpers/requires.js';

let service: Service;
const scratch = scratchDir('pdf-matrix');
const cases = pdfCases(EXHAUSTIVE);
const answers = new Map<string, Answer>();

test.before(async (t) => {
  t.timeout(EXHAUSTIVE ? 3_600_000 : 600_000);
  service = await startService();
  await mapLimit(cases, 2, async (c) => {
    const answer = await service.post('/v1/generate', c.body);
    answers.set(c.name, answer);
    if (answer.status === 200)
      writeFileSync(
        join(scratch.dir, `${c.name}.pdf`),
        Buffer.from(answer.json.pdf_base64, 'base64'),
      );
  });
});
test.after.always(async () => {
  await service?.close();
  scratch.remove();
});

test(`${cases.length} PDFs: 200, zero fatal findings, attachment byte-identical to the returned XML`, async (t) => {
  const perFormat: Record<string, number> = {};
  for (const c of cases) {
    const a = answers.get(c.name)!;
    if (a.status !== 200) {
      t.fail(`${c.name}: ${a.status} ${a.text.slice(0, 600)}`);
      continue;
    }
    const v = a.json.validation;
    t.true(
      v.status === 'valid' ||
        v.status === 'valid_with_warnings' ||
        (c.format === 'pdf' && v.status === 'not_applicable'),
      `${c.name}: ${v.status}`,
    );
    const pdf = Buffer.from(a.json.pdf_base64, 'base64');
    t.is(pdf.subarray(0, 5).toString(), '%PDF-', c.name);
    const attached = await extractInvoiceXml(pdf);
    if (c.hybrid) {
      t.truthy(attached, `${c.name}: no embedded XML`);
      if (c.format === 'xrechnung') {
        // By design the standalone XRechnung is UBL while the hybrid embeds CII (xrechnung.xml).
        t.is(attached!.filename, 'xrechnung.xml', c.name);
        t.regex(
          Buffer.from(attached!.xml).toString('utf8'),
          /CrossIndustryInvoice[\s\S]*urn:xeinkauf\.de:kosit:xrechnung_3\.0/,
          c.name,
        );
      } else {
        t.true(
          Buffer.from(attached!.xml).equals(Buffer.from(a.json.xml_base64, 'base64')),
          `${c.name}: attachment differs from the XML`,
        );
      }
    } else {
      t.falsy(attached, `${c.name}: the pdf format carries no XML`);
    }
    perFormat[`${c.format}${c.profile ? `/${c.profile}` : ''}`] =
      (perFormat[`${c.format}${c.profile ? `/${c.profile}` : ''}`] ?? 0) + 1;
  }
  t.log('passing PDFs per format/profile:', JSON.stringify(perFormat));
});

requires(jvmToolsMissing())(
  'veraPDF: every generated PDF is PDF/A-3B with zero failed rules (one run over the directory)',
  async (t) => {
    t.timeout(EXHAUSTIVE ? 3_600_000 : 600_000);
    const verdicts = await veraPdf(scratch.dir);
    const produced = cases
      .filter((c) => answers.get(c.name)?.status === 200)
      .map((c) => `${c.name}.pdf`);
    t.is(new Set(produced).size, produced.length, 'PDF names are unique');
    const judged = new Set(verdicts.map((v) => v.file));
    t.deepEqual(
      produced.filter((f) => !judged.has(f)),
      [],
      'PDFs without a veraPDF report',
    );
    for (const v of verdicts)
      t.true(v.compliant, `${v.file}: failed ${v.failed.join(', ') || 'not compliant'}`);
    t.log(`veraPDF: ${verdicts.filter((v) => v.compliant).length}/${verdicts.length} compliant`);
  },
);

/**
 * Mustang is slow (~10 s a file even in one JVM): the default run checks two hybrids, the flag one
 * per format and profile (its PDF/A part is veraPDF again, which already saw every PDF).
 */
function mustangCases(): PdfCase[] {
  const hybrids = cases.filter((c) => c.hybrid && answers.get(c.name)?.status === 200);
  if (EXHAUSTIVE) {
    const seen = new Set<string>();
    return hybrids.filter((c) => {
      const key = `${c.format}/${c.profile ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  return [
    hybrids.find((c) => c.format === 'zugferd' && c.profile === 'en16931')!,
    hybrids.find((c) => c.format === 'xrechnung')!,
  ].filter(Boolean);
}

requires(jvmToolsMissing())(
  'Mustang: the ZUGFeRD/Factur-X/XRechnung hybrids are valid with zero errors',
  async (t) => {
    t.timeout(EXHAUSTIVE ? 3_600_000 : 600_000);
    const chosen = mustangCases();
    const verdicts = await mustang(chosen.map((c) => join(scratch.dir, `${c.name}.pdf`)));
    t.is(verdicts.length, chosen.length, 'one Mustang report per PDF');
    for (const v of verdicts) {
      t.is(v.status, 'valid', `${v.file}: ${v.errors.join(' | ')}`);
      t.deepEqual(v.errors, [], v.file);
    }
    t.log(
      `Mustang: ${verdicts.filter((v) => v.status === 'valid' && v.errors.length === 0).length}/${verdicts.length} valid (${verdicts.map((v) => v.file).join(', ')})`,
    );
  },
);
