/**
 * `npm run bench -- france` (or `npx tsx bench/france.ts [runs]`): the CPU of a validated French
 * Factur-X EN16931 generate (profile rules, CEN rules, BR-FR Flux 2 fatal and _WARNING) against
 * today's German ZUGFeRD EN16931 generate, in process: the field checks, the maths, the XML, the
 * PDF/A-3 and the official validation on the JVM engine. CPU is this process plus its JVM worker
 * (/proc), per document, the two cases alternated so that the machine's load falls on both;
 * target: French ≤ 1.5 × German. The French EXTENDED-CTC-FR documents (CII and UBL, XML only:
 * their base rules, then BR-FR) are measured beside them.
 */
import { fromJson } from '@bufbuild/protobuf';
import { GenerateInvoiceRequestSchema } from '../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../src/api/generate/generate-operation.js';
import { writeDocumentXml } from '../src/api/generate/write-xml.js';
import { renderDocumentPdf } from '../src/api/generate/render-pdf.js';
import { warmUpFonts } from '../src/pdf/index.js';
import { createValidator } from '../src/validation/index.js';
import { frenchInvoice } from '../test/france/helpers.js';
import { machineLoad, sampleCpu } from './_process-cpu.js';
import { benchInvoice } from './generate.js';

const runs = Number(process.argv[2] ?? 40);

const german = benchInvoice(10);
const french = {
  format: 'facturx',
  profile: 'en16931',
  template: 'minimal',
  invoice: {
    ...frenchInvoice('domestic'),
    items: german.invoice.items.map((i: any) => ({
      ...i,
      vat_rate: i.vat_rate === 19 ? 20 : i.vat_rate === 7 ? 5.5 : 0,
      ...(i.vat_rate === 0 ? { tax_category: 'Z' } : {}),
    })),
  },
};

/** The same French invoice in EXTENDED-CTC-FR, standalone CII and UBL. */
const ctcFr = (format: 'cii' | 'ubl') => ({ ...french, format, profile: 'extended_ctc_fr' });
const ciiCtcFr = ctcFr('cii');
const ublCtcFr = ctcFr('ubl');

const validator = createValidator({ engine: 'jvm' });

async function once(body: any): Promise<void> {
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  const written = writeDocumentXml(checked.invoice, checked.plan);
  const doc = written.embedded ?? written.standalone!;
  const report = await validator.validate(doc.xml, doc.ruleSetIds);
  if (!report.valid)
    throw new Error(
      `not valid: ${report.findings
        .filter((f) => f.severity === 'fatal' || f.severity === 'error')
        .map((f) => f.ruleId)
        .join(' ')}`,
    );
  await renderDocumentPdf(
    checked.invoice,
    checked.plan,
    written,
    undefined,
    true,
    new Date('2026-10-05T00:00:00Z'),
  );
}

const cpu = (): number => {
  const s = sampleCpu(process.pid);
  if (!s) throw new Error('CPU sampling needs Linux /proc');
  return s.node + s.workers;
};

async function main(): Promise<void> {
  await warmUpFonts();
  for (let i = 0; i < 15; i++) {
    await once(german);
    await once(french);
    await once(ciiCtcFr);
    await once(ublCtcFr);
  }
  const spent = { german: 0, french: 0, ciiCtcFr: 0, ublCtcFr: 0 };
  for (let i = 0; i < runs; i++) {
    for (const [name, body] of [
      ['german', german],
      ['french', french],
      ['ciiCtcFr', ciiCtcFr],
      ['ublCtcFr', ublCtcFr],
    ] as const) {
      const before = cpu();
      await once(body);
      spent[name] += cpu() - before;
    }
  }
  const de = spent.german / runs;
  const fr = spent.french / runs;
  console.log(
    `load ${machineLoad()}; ${runs} documents each, CPU (Node + JVM) per validated generate:`,
  );
  console.log(
    `  German ZUGFeRD EN16931 (facturx-en16931, en16931-cii):                   ${de.toFixed(1)} ms`,
  );
  console.log(
    `  French Factur-X EN16931 (+ br-fr-facturx, br-fr-facturx-warning):        ${fr.toFixed(1)} ms`,
  );
  console.log(`  ratio ${(fr / de).toFixed(2)} (target ≤ 1.5)`);
  console.log(
    `  French CII EXTENDED-CTC-FR, XML only (+ extended-ctc-fr-cii, br-fr-cii):  ${(spent.ciiCtcFr / runs).toFixed(1)} ms`,
  );
  console.log(
    `  French UBL EXTENDED-CTC-FR, XML only (+ extended-ctc-fr-ubl, br-fr-ubl):  ${(spent.ublCtcFr / runs).toFixed(1)} ms`,
  );
  await validator.close();
}

await main();
