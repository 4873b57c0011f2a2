/**
 * Issue 13, item 10, against the real server: quantities, prices and VAT rates beyond the
 * documented range (|x| < 10^15, FatturaPA's XSD digits) or with more decimals than the target
 * syntax keeps, and lines or totals whose calculated amounts leave that range, are 400
 * validation_failed naming the JSON path — on REST, Connect, gRPC and MCP alike, reported by
 * validate and refused by preview — never a 503 from a validation engine overflowing to Infinity.
 * The bounds themselves are accepted.
 */
import test from 'ava';
import { publicExample } from '../helpers/example.js';
import { postJson, startServer, withDemoKey, type RunningServer } from '../helpers/server.js';
import { generateEverywhere } from './transports.js';

let server: RunningServer;
test.before(async () => {
  server = await startServer();
});
test.after.always(() => server?.close());

type Patch = (body: any) => void;
const line =
  (patch: Record<string, unknown>): Patch =>
  (body) =>
    Object.assign(body.invoice.items[0], patch);

function invoice(patch: Patch, format = 'zugferd'): any {
  const body: any = publicExample();
  body.format = format;
  patch(body);
  return body;
}

const ITEM = '$.invoice.items[0]';

const HOSTILE: [string, any, string][] = [
  ['unit price 1e308', invoice(line({ unit_price: 1e308 })), `${ITEM}.unit_price`],
  ['quantity -1e308', invoice(line({ quantity: -1e308 })), `${ITEM}.quantity`],
  ['unit price 10^15', invoice(line({ unit_price: 1e15 })), `${ITEM}.unit_price`],
  ['unit price "Infinity"', invoice(line({ unit_price: 'Infinity' })), `${ITEM}.unit_price`],
  ['quantity "NaN"', invoice(line({ quantity: 'NaN' })), `${ITEM}.quantity`],
  ['quantity 1e-25 (25 decimals)', invoice(line({ quantity: 1e-25 })), `${ITEM}.quantity`],
  ['VAT rate 7.12345 (5 decimals)', invoice(line({ vat_rate: 7.12345 })), `${ITEM}.vat_rate`],
  ['line net 10^8 × 10^8', invoice(line({ quantity: 1e8, unit_price: 1e8 })), ITEM],
  [
    'a total beyond 10^15 from lines within it',
    invoice((b) => {
      b.invoice.items = Array.from({ length: 3 }, () => ({
        description: 'x',
        quantity: 1,
        unit_price: 4e14,
      }));
    }),
    '$.invoice.items',
  ],
  [
    'FatturaPA price with 9 decimals',
    invoice(line({ unit_price: 0.123456789 }), 'fatturapa'),
    `${ITEM}.unit_price`,
  ],
  [
    'FatturaPA price of 12 integer digits',
    invoice(line({ unit_price: 1e11 }), 'fatturapa'),
    `${ITEM}.unit_price`,
  ],
  [
    'FatturaPA VAT rate 22.125',
    invoice(line({ vat_rate: 22.125 }), 'fatturapa'),
    `${ITEM}.vat_rate`,
  ],
];

for (const [title, body, path] of HOSTILE) {
  test(`${title}: 400 validation_failed naming ${path} on REST, Connect, gRPC and MCP`, async (t) => {
    const answers = await generateEverywhere(server.baseUrl, body);
    for (const answer of answers) {
      // "Infinity" and "NaN" are JSON strings: the REST body shape already refuses a string where a number belongs.
      const allowed =
        typeof Object.values(body.invoice.items[0]).find(
          (v) => typeof v === 'string' && /^(Infinity|NaN)$/.test(v),
        ) === 'string'
          ? ['validation_failed', 'invalid_request']
          : ['validation_failed'];
      t.true(allowed.includes(answer.error), `${answer.transport}: ${answer.error}`);
      t.true(answer.paths.includes(path), `${answer.transport}: ${answer.paths.join(', ')}`);
    }
    const [rest] = answers;
    const at = rest.codes[rest.paths.indexOf(path)];
    t.true(['OUT_OF_RANGE', 'INVALID_VALUE', 'INVALID_TYPE'].includes(at), at);
  });
}

test('validate reports an out-of-range number as a problem, preview from invoice data refuses it', async (t) => {
  const body = invoice(line({ unit_price: 1e308 }));
  const validated = await postJson(server.baseUrl, '/v1/validate', body);
  t.is(validated.status, 200);
  t.false(validated.json.valid);
  t.like(validated.json.issues[0], { path: `${ITEM}.unit_price`, code: 'OUT_OF_RANGE' });
  t.regex(validated.json.errors[0], /unit_price: unit price must be less than 10\^15/);
  const preview = await postJson(
    server.baseUrl,
    '/v1/preview',
    { ...body, page: 1 },
    withDemoKey(),
  );
  t.is(preview.status, 400, preview.text.slice(0, 300));
  t.is(preview.json.details[0].path, `${ITEM}.unit_price`);
});

test('a number literal beyond ±1.8e308 (read by JSON.parse as Infinity) is a 400 naming its path from generate and a problem for validate, never a 500', async (t) => {
  const text = JSON.stringify(invoice(line({ unit_price: 271828.18 })));
  const generated = await postJson(
    server.baseUrl,
    '/v1/generate',
    text.replace('271828.18', '1e400'),
    withDemoKey(),
  );
  t.is(generated.status, 400, generated.text.slice(0, 300));
  t.is(generated.json.details[0].path, `${ITEM}.unit_price`);
  t.regex(generated.json.details[0].message, /beyond ±1\.8e308/);
  const validated = await postJson(
    server.baseUrl,
    '/v1/validate',
    text.replace('271828.18', `-${'9'.repeat(400)}.5`),
  );
  t.is(validated.status, 200, validated.text.slice(0, 300));
  t.false(validated.json.valid);
  t.like(validated.json.issues[0], { path: `${ITEM}.unit_price`, code: 'INVALID_TYPE' });
});

test('numbers at the documented bounds are valid', async (t) => {
  for (const body of [
    invoice(line({ quantity: 1, unit_price: 999_999_999_999.99, vat_rate: 7.7 })),
    // biome-ignore lint/correctness/noPrecisionLoss: a price with more digits than a double holds, on purpose
    invoice(line({ quantity: 0.00000001, unit_price: 0.12345678901234567 })),
    invoice(line({ quantity: -3, unit_price: 0, vat_rate: 5.5 })),
    invoice(
      (b) =>
        Object.assign(b.invoice.items[0], {
          // biome-ignore lint/correctness/noPrecisionLoss: the same, for UBL
          unit_price: 99_999_999_999.12345678,
          vat_rate: 22,
        }),
      'ubl',
    ),
  ]) {
    const validated = await postJson(server.baseUrl, '/v1/validate', body);
    t.true(validated.json.valid, JSON.stringify(validated.json.errors));
  }
});
