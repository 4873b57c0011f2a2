import test from 'ava';
import { create, toJson } from '@bufbuild/protobuf';
import { GenerateInvoiceResponseSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { jsonBody } from '../../src/rest/json-body.js';

const OPTIONS = { useProtoFieldName: true, alwaysEmitImplicit: true } as const;

function bytes(n: number, seed: number): Uint8Array {
  return Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff);
}

test('large bytes fields are spliced in: the same JSON as toJson + JSON.stringify', (t) => {
  for (const [pdf, xml] of [
    [100_000, 20_000],
    [4096, 0],
    [0, 2048],
    [10, 5],
    [1025, 1024],
  ] as const) {
    const message = create(GenerateInvoiceResponseSchema, {
      pdfBase64: bytes(pdf, 1),
      xmlBase64: bytes(xml, 7),
      filename: 'ä "quoted" \u0000.pdf',
      transactionId: 'tx-1',
      validation: { status: 'valid', profile: 'en16931' },
    });
    const expected = JSON.stringify(toJson(GenerateInvoiceResponseSchema, message, OPTIONS));
    // t.true, not t.is: a difference would print ~130 KB of base64.
    t.true(
      jsonBody(GenerateInvoiceResponseSchema, message, OPTIONS).toString('utf8') === expected,
      `pdf ${pdf} xml ${xml}`,
    );
    t.true(
      jsonBody(GenerateInvoiceResponseSchema, message, {}).toString('utf8') ===
        JSON.stringify(toJson(GenerateInvoiceResponseSchema, message)),
      `pdf ${pdf} xml ${xml}, defaults`,
    );
  }
});

test('the message itself is left as it was', (t) => {
  const pdf = bytes(5000, 3);
  const message = create(GenerateInvoiceResponseSchema, { pdfBase64: pdf });
  jsonBody(GenerateInvoiceResponseSchema, message, OPTIONS);
  t.is(message.pdfBase64, pdf);
});
