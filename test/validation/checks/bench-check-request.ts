/**
 * Micro-benchmark of checkRequest and validateResponse on the public example body (not a test:
 * timings do not belong in tests). Run: npx tsx test/validation/checks/bench-check-request.ts
 */
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { checkRequest, validateResponse } from '../../../src/validation/checks/index.js';
import { exampleBody } from './helpers.js';

const body = exampleBody();
const req = fromJson(ValidateInvoiceRequestSchema, body);
const bad = fromJson(ValidateInvoiceRequestSchema, { ...body, format: 'xrechnung' });

function bench(name: string, f: () => unknown, n = 50_000): void {
  for (let i = 0; i < 5_000; i++) f();
  const times = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    f();
    times[i] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  times.sort();
  const q = (p: number): string => times[Math.floor(p * (n - 1))].toFixed(1);
  console.log(`${name.padEnd(40)} p50 ${q(0.5)} µs  p99 ${q(0.99)} µs`);
}

bench('fromJson (public example)', () => fromJson(ValidateInvoiceRequestSchema, body));
bench('checkRequest (public example, valid)', () => checkRequest(req));
bench('validateResponse (public example)', () => validateResponse(req));
bench('validateResponse (xrechnung, 7 issues)', () => validateResponse(bad));
