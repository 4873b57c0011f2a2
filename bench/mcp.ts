/**
 * MCP overhead: an MCP tools/call of einvoice_validate against the direct REST call
 * POST /v1/validate with the same invoice, on the same server, alternating, sequential over
 * keep-alive HTTP/1.1. Reports p50/p95 of each and the added p50 (target: ≤ 2 ms).
 * Run: npx tsx bench/mcp.ts [iterations]
 */
import { readFileSync } from 'node:fs';
import { testConfig } from '../src/config.js';
import { createMcpHandler } from '../src/mcp/index.js';
import { build } from '../src/server/build.js';
import { validateResponse } from '../src/validation/checks/index.js';

const iterations = Number(process.argv[2] ?? 2000);
const example = JSON.parse(
  readFileSync(new URL('../test/fixtures/public-example.json', import.meta.url), 'utf8'),
);
const ops = { validate: (req: never) => validateResponse(req) };
const server = build(testConfig(), {
  invoice: ops,
  extraRoutes: new Map([['/mcp', createMcpHandler(ops)]]),
});
const port = await server.listen();
const base = `http://127.0.0.1:${port}`;

const restBody = JSON.stringify(example);
const mcpBody = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'einvoice_validate', arguments: example },
});

async function timed(path: string, body: string, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await res.text();
  const ms = performance.now() - start;
  if (res.status !== 200 || text.includes('"isError":true'))
    throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
  return ms;
}

const rest = () => timed('/v1/validate', restBody, {});
const mcp = () =>
  timed('/mcp', mcpBody, {
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2025-06-18',
  });

for (let i = 0; i < 200; i++) {
  await rest();
  await mcp();
}
const restMs: number[] = [];
const mcpMs: number[] = [];
for (let i = 0; i < iterations; i++) {
  restMs.push(await rest());
  mcpMs.push(await mcp());
}
await server.close();

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const f = (ms: number) => `${ms.toFixed(3)} ms`;
const added = pct(mcpMs, 50) - pct(restMs, 50);
console.log(`iterations: ${iterations} each (sequential, alternating, keep-alive)`);
console.log(`REST /v1/validate      p50 ${f(pct(restMs, 50))}  p95 ${f(pct(restMs, 95))}`);
console.log(`MCP tools/call         p50 ${f(pct(mcpMs, 50))}  p95 ${f(pct(mcpMs, 95))}`);
console.log(
  `added by MCP           p50 ${f(added)} (target ≤ 2 ms: ${added <= 2 ? 'met' : 'NOT met'})`,
);
