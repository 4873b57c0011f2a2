/**
 * Golden validate responses (snake_case JSON as the REST gateway writes them), and the same
 * result for camelCase input (vatId, unitPrice, vatRate) and for the generate request type.
 * Regenerate with `npx tsx test/validation/checks/golden/regenerate.ts` and review the diff.
 */
import test from 'ava';
import { fromJson, toJson, type JsonObject, type JsonValue } from '@bufbuild/protobuf';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  GenerateInvoiceRequestSchema,
  ValidateInvoiceRequestSchema,
  ValidateInvoiceResponseSchema,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { validateResponse } from '../../../src/validation/checks/index.js';
import { GOLDEN_CASES } from './golden/cases.js';
import { renderGolden } from './golden/render.js';

/** snake_case keys → lowerCamelCase, recursively. */
function camel(v: JsonValue): JsonValue {
  if (Array.isArray(v)) return v.map(camel);
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
        camel(x as JsonValue),
      ]),
    );
  }
  return v;
}

for (const c of GOLDEN_CASES) {
  test(`golden: ${c.name}`, (t) => {
    const expected = readFileSync(
      fileURLToPath(new URL(`./golden/${c.name}.json`, import.meta.url)),
      'utf8',
    );
    t.is(renderGolden(c.body()), expected);
  });

  test(`golden: ${c.name} from camelCase input`, (t) => {
    const body = c.body();
    const camelBody = camel(body) as JsonObject;
    t.not(JSON.stringify(camelBody), JSON.stringify(body));
    const a = validateResponse(fromJson(ValidateInvoiceRequestSchema, body));
    const b = validateResponse(fromJson(ValidateInvoiceRequestSchema, camelBody));
    t.deepEqual(toJson(ValidateInvoiceResponseSchema, b), toJson(ValidateInvoiceResponseSchema, a));
  });

  test(`golden: ${c.name} as a generate request`, (t) => {
    const body = c.body();
    const a = validateResponse(fromJson(ValidateInvoiceRequestSchema, body));
    const b = validateResponse(fromJson(GenerateInvoiceRequestSchema, body));
    t.deepEqual(toJson(ValidateInvoiceResponseSchema, b), toJson(ValidateInvoiceResponseSchema, a));
  });
}

test('golden: errors are "<json path>: <message>" of the issues', (t) => {
  const body = GOLDEN_CASES.find((c) => c.name === 'invalid-many')!.body();
  const res = validateResponse(fromJson(ValidateInvoiceRequestSchema, body));
  t.false(res.valid);
  t.true(res.errors.length > 5);
  t.deepEqual(
    res.errors,
    res.issues.map((i) => `${i.path}: ${i.message}`),
  );
});
