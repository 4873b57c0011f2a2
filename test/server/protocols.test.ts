// One ValidateInvoice, four ways in: REST (curl-style JSON), gRPC with a client built only from
// the .proto files (@grpc/grpc-js), and the Connect, gRPC and gRPC-Web protocols through
// connect-es. All must give the same answer, because all reach one implementation.
import test from 'ava';
import { fromJson, toJson } from '@bufbuild/protobuf';
import { createClient } from '@connectrpc/connect';
import {
  createConnectTransport,
  createGrpcTransport,
  createGrpcWebTransport,
} from '@connectrpc/connect-node';
import {
  InvoiceService,
  ValidateInvoiceRequestSchema,
  ValidateInvoiceResponseSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { publicExample } from '../helpers/example.js';
import { callUnary, serviceClient } from '../helpers/grpc-js-client.js';
import { postJson, withServer } from '../helpers/server.js';

const asPublicJson = (message: any) =>
  toJson(ValidateInvoiceResponseSchema, message, {
    useProtoFieldName: true,
    alwaysEmitImplicit: true,
  });

function invalidExample() {
  const body = publicExample();
  body.format = 'zugferd';
  delete body.invoice.seller.vat_id;
  body.invoice.items[0].unit = 'XXX';
  return body;
}

for (const [name, body] of [
  ['valid', publicExample()],
  ['invalid', invalidExample()],
] as const) {
  test(`ValidateInvoice (${name}) answers the same over REST, gRPC (proto files only), Connect, gRPC and gRPC-Web`, async (t) => {
    await withServer(t, async ({ baseUrl, port }) => {
      const rest = await postJson(baseUrl, '/v1/validate', body);
      t.is(rest.status, 200);
      t.is(rest.json.valid, name === 'valid');

      const grpcClient = serviceClient(
        'einvoice/v1/invoice_service.proto',
        'einvoice.v1.InvoiceService',
        port,
      );
      t.teardown(() => grpcClient.close());
      const viaGrpcJs = await callUnary(grpcClient, 'ValidateInvoice', body);
      t.is(viaGrpcJs.valid, rest.json.valid);
      t.deepEqual(viaGrpcJs.errors, rest.json.errors);
      t.is(viaGrpcJs.format.format_used, rest.json.format.format_used);
      t.deepEqual(
        viaGrpcJs.format.warnings.map((w: any) => w.code),
        rest.json.format.warnings.map((w: any) => w.code),
      );

      const request = fromJson(ValidateInvoiceRequestSchema, body);
      const transports = {
        connect: createConnectTransport({ baseUrl, httpVersion: '1.1' }),
        'connect-h2': createConnectTransport({ baseUrl, httpVersion: '2' }),
        grpc: createGrpcTransport({ baseUrl }),
        'grpc-web': createGrpcWebTransport({ baseUrl, httpVersion: '1.1' }),
      };
      for (const [protocol, transport] of Object.entries(transports)) {
        const response = await createClient(InvoiceService, transport).validateInvoice(request);
        t.deepEqual(asPublicJson(response), rest.json, protocol);
      }
    });
  });
}

test('camelCase input (vatId, unitPrice, vatRate) is accepted and gives the snake_case answer', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const snake = publicExample();
    const camel = JSON.parse(
      JSON.stringify(snake).replace(
        /"([a-z]+)_([a-z])([a-z_]*)":/g,
        (_m, a: string, b: string, c: string) =>
          `"${a}${b.toUpperCase()}${c.replace(/_([a-z])/g, (_x, y: string) => y.toUpperCase())}":`,
      ),
    );
    t.truthy(camel.invoice.items[0].unitPrice);
    const a = await postJson(baseUrl, '/v1/validate', snake);
    const b = await postJson(baseUrl, '/v1/validate', camel);
    t.is(b.status, 200);
    t.deepEqual(b.json, a.json);
  });
});
