/**
 * Memory under a mixed load (issue target: one instance, Node + JVM worker, ≤ 600 MB RSS over
 * 5 minutes, flat at the end). Runs the compiled service (`npm run build`) with a throwaway
 * accounts database, then 4 clients for SOAK_SECONDS (default 300), each cycling through: generate
 * ZUGFeRD EN16931 (10 lines), XRechnung, UBL, Peppol and FatturaPA; validate; retrieve of the
 * generated PDF; a preview PNG of the generate by transaction id. Prints RSS of Node and of the
 * worker every 30 s, the peak, and the growth over the last third (flat: within 5 %).
 * Run: `npm run bench -- soak` (or `SOAK_SECONDS=60 npx tsx bench/soak.ts`).
 */
import { DEFAULT_DEMO_API_KEY } from '../src/config.js';
import { benchInvoice } from './generate.js';
import { machineLoad, sampleCpu, sampleRss } from './_process-cpu.js';
import { startBenchServer } from './_bench-server.js';

const PORT = Number(process.env.BENCH_PORT ?? 18093);
const baseUrl = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CLIENTS = 4;
const headers = { 'content-type': 'application/json', 'x-api-key': DEFAULT_DEMO_API_KEY };

const child = await startBenchServer(PORT);

const italianInvoice = () => {
  const body = benchInvoice(10);
  body.format = 'fatturapa';
  delete body.profile;
  body.invoice.tipo_documento = 'TD01';
  body.invoice.seller = {
    ...body.invoice.seller,
    name: 'Rossi S.r.l.',
    vat_id: 'IT01234567897',
    street: 'Via Roma 1',
    city: 'Milano',
    postal_code: '20121',
    country: 'IT',
  };
  body.invoice.buyer = {
    ...body.invoice.buyer,
    name: 'Bianchi S.p.A.',
    vat_id: 'IT09876543217',
    street: 'Via Po 2',
    city: 'Torino',
    postal_code: '10121',
    country: 'IT',
    codice_destinatario: '0000000',
  };
  body.invoice.items = body.invoice.items.map((item: any) => ({ ...item, vat_rate: 22 }));
  return body;
};
const withInvoice = (
  format: string,
  extra: Record<string, unknown>,
  parties: { seller?: object; buyer?: object } = {},
) => {
  const body = benchInvoice(10);
  body.format = format;
  delete body.profile;
  Object.assign(body.invoice, extra);
  body.invoice.seller = { ...body.invoice.seller, ...parties.seller };
  body.invoice.buyer = { ...body.invoice.buyer, ...parties.buyer };
  return body;
};
const generateBodies = [
  benchInvoice(10),
  withInvoice(
    'xrechnung',
    { leitweg_id: '04011000-12345-03' },
    { seller: { phone: '+49 30 1234567' }, buyer: { email: 'ap@exemple.example' } },
  ),
  withInvoice('ubl', {}),
  withInvoice(
    'peppol',
    { buyer_reference: 'PO-4711' },
    { seller: { peppol_id: '9930:DE123456789' }, buyer: { peppol_id: '9957:FR40303265045' } },
  ),
  italianInvoice(),
];

const counts = new Map<string, number>();
const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

async function client(until: number, offset: number): Promise<void> {
  for (let i = offset; Date.now() < until; i++) {
    const body = generateBodies[i % generateBodies.length]!;
    const generated = await fetch(`${baseUrl}/v1/generate`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const json = (await generated.json()) as any;
    count(`generate ${body.format} ${generated.status}`);
    if (!generated.ok && (counts.get(`generate ${body.format} ${generated.status}`) ?? 0) === 1)
      console.error(body.format, JSON.stringify(json).slice(0, 600));
    const validated = await fetch(`${baseUrl}/v1/validate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ invoice: body.invoice }),
    });
    await validated.arrayBuffer();
    count(`validate ${validated.status}`);
    if (!generated.ok) continue;
    const document = json.pdf_base64 || json.xml_base64;
    if (document) {
      const retrieved = await fetch(`${baseUrl}/v1/retrieve`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ data_base64: document }),
      });
      await retrieved.arrayBuffer();
      count(`retrieve ${retrieved.status}`);
    }
    if (json.transaction_id && json.pdf_base64 && i % 3 === 0) {
      const preview = await fetch(
        `${baseUrl}/v1/preview/${json.transaction_id}.png?page=1&dpi=72`,
        { headers },
      );
      await preview.arrayBuffer();
      count(`preview ${preview.status}`);
    }
  }
}

try {
  const started = Date.now();
  const samples: { s: number; node: number; workers: number }[] = [];
  const sample = () => {
    const rss = sampleRss(child.pid!);
    if (rss) samples.push({ s: Math.round((Date.now() - started) / 1000), ...rss });
  };
  sample();
  const cpuBefore = sampleCpu(child.pid!);
  const timer = setInterval(sample, 5_000);
  await Promise.all(Array.from({ length: CLIENTS }, (_, k) => client(started + SECONDS * 1000, k)));
  clearInterval(timer);
  sample();
  const cpuAfter = sampleCpu(child.pid!);
  const total = (x: { node: number; workers: number }) => x.node + x.workers;
  console.log(`machine load ${machineLoad()}; ${CLIENTS} clients for ${SECONDS} s`);
  for (const x of samples.filter((_, i) => i % 6 === 0 || i === samples.length - 1)) {
    console.log(
      `  ${String(x.s).padStart(4)} s: Node ${x.node.toFixed(0)} MB + worker ${x.workers.toFixed(0)} MB = ${total(x).toFixed(0)} MB`,
    );
  }
  const peak = samples.reduce((a, b) => (total(b) > total(a) ? b : a));
  const lastThird = samples.filter((x) => x.s >= (SECONDS * 2) / 3);
  const growth =
    lastThird.length > 1
      ? (total(lastThird.at(-1)!) - total(lastThird[0]!)) / total(lastThird[0]!)
      : 0;
  console.log(
    `peak ${total(peak).toFixed(0)} MB at ${peak.s} s (Node ${peak.node.toFixed(0)}, worker ${peak.workers.toFixed(0)}); last third ${(growth * 100).toFixed(1)} % (${Math.abs(growth) <= 0.05 ? 'flat' : 'not flat'})`,
  );
  const requests = [...counts.values()].reduce((a, b) => a + b, 0);
  if (cpuBefore && cpuAfter)
    console.log(
      `CPU per request (all kinds): Node ${((cpuAfter.node - cpuBefore.node) / requests).toFixed(1)} ms, worker ${((cpuAfter.workers - cpuBefore.workers) / requests).toFixed(1)} ms`,
    );
  console.log(
    `requests: ${[...counts]
      .sort()
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ')}`,
  );
} finally {
  child.kill('SIGTERM');
}
