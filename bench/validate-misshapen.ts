/**
 * A free, keyless validate of an invoice whose every line has misshapen members (a number where
 * text belongs, an unknown key, a list where a number belongs), as a fuzzer or an attacker sends
 * it: each member is reported once and the rest checked. The time must grow with the lines, not
 * with their square (the answer filtered each issue against each problem: 5,000 lines took 41 s).
 * Printed: ms per request for 1,000, 2,000 and 5,000 lines, and the 5,000 / 1,000 ratio (about 5
 * when linear). Run: npx tsx bench/validate-misshapen.ts
 */
import { createApp } from '../src/app.js';
import { testConfig } from '../src/config.js';

const LINE = { description: 0, unknown_member: 1, quantity: 'x', unit_price: [], vat_rate: 19 };

async function timeValidate(baseUrl: string, lines: number): Promise<number> {
  const body = JSON.stringify({ invoice: { items: Array.from({ length: lines }, () => LINE) } });
  const start = performance.now();
  const res = await fetch(`${baseUrl}/v1/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const answer = (await res.json()) as { valid: boolean; issues: unknown[] };
  const ms = performance.now() - start;
  if (res.status !== 200 || answer.valid) throw new Error(`unexpected answer ${res.status}`);
  return ms;
}

const app = createApp(testConfig());
const baseUrl = `http://127.0.0.1:${await app.listen()}`;
try {
  await timeValidate(baseUrl, 100); // warm-up
  const times: Record<number, number> = {};
  for (const lines of [1000, 2000, 5000]) {
    const runs = [0, 1, 2].map(() => 0);
    for (let i = 0; i < runs.length; i++) runs[i] = await timeValidate(baseUrl, lines);
    times[lines] = Math.min(...runs);
    console.log(
      `validate, ${lines} lines with 4 misshapen members each: ${times[lines].toFixed(0)} ms`,
    );
  }
  console.log(`5,000 / 1,000 lines: ${(times[5000] / times[1000]).toFixed(1)}× (linear: about 5×)`);
} finally {
  await app.close();
}
