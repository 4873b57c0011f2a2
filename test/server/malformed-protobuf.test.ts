// A request body that is not valid protobuf is the caller's error on every protocol: Connect answers
// 400 invalid_argument, gRPC and gRPC-Web grpc-status 3 (INVALID_ARGUMENT), never connect-es's
// INTERNAL (500) — src/server/request-decode-errors.ts. A message that does decode is still served.
import test from 'ava';
import http2 from 'node:http2';
import { gzipSync } from 'node:zlib';
import { Code } from '@connectrpc/connect';
import { envelope } from '../helpers/grpc-envelope.js';
import { withServer } from '../helpers/server.js';

const PATH = '/einvoice.v1.InvoiceService/ValidateInvoice';

/** Bytes that no protobuf message decodes from: a truncated field, an illegal tag, bad UTF-8. */
const MALFORMED: Record<string, Buffer> = {
  'a truncated length-delimited field': Buffer.from([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f]),
  'field number 0': Buffer.from([0x00, 0x01, 0x02]),
  'a string that is not UTF-8': Buffer.from([0x0a, 0x04, 0x0a, 0x02, 0xff, 0xfe]),
};

/** The grpc-status of a gRPC-Web answer (its trailer frame). */
function grpcWebStatus(body: Buffer): string | undefined {
  for (let at = 0; at + 5 <= body.byteLength; ) {
    const length = body.readUInt32BE(at + 1);
    if (body[at] === 0x80)
      return /grpc-status:\s*(\d+)/i.exec(
        body.subarray(at + 5, at + 5 + length).toString('latin1'),
      )?.[1];
    at += 5 + length;
  }
  return undefined;
}

/** One gRPC call over h2c: the trailers' grpc-status and grpc-message. */
function grpcCall(
  baseUrl: string,
  body: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status?: string; message?: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(baseUrl);
    session.on('error', reject);
    const stream = session.request({
      ':method': 'POST',
      ':path': PATH,
      'content-type': 'application/grpc',
      te: 'trailers',
      ...headers,
    });
    let answer: { status?: string; message?: string } = {};
    stream.on(
      'trailers',
      (t) =>
        (answer = { status: t['grpc-status'] as string, message: t['grpc-message'] as string }),
    );
    stream.on(
      'response',
      (h) =>
        h['grpc-status'] &&
        (answer = { status: h['grpc-status'] as string, message: h['grpc-message'] as string }),
    );
    stream.on('data', () => undefined);
    stream.on('error', reject);
    stream.on('end', () => {
      session.close();
      resolve(answer);
    });
    stream.end(body);
  });
}

test('a request that is not valid protobuf is INVALID_ARGUMENT on Connect, gRPC (direct and compressed) and gRPC-Web', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    for (const [name, bytes] of Object.entries(MALFORMED)) {
      const connect = await fetch(baseUrl + PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/proto' },
        body: new Uint8Array(bytes),
      });
      const error = (await connect.json()) as { code: string; message: string };
      t.is(connect.status, 400, `Connect, ${name}`);
      t.is(error.code, 'invalid_argument', `Connect, ${name}`);
      t.regex(error.message, /^parse binary: /, `Connect, ${name}`);

      const web = await fetch(baseUrl + PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/grpc-web+proto' },
        body: new Uint8Array(envelope(bytes)),
      });
      t.is(web.status, 200, `gRPC-Web, ${name}`);
      t.is(
        grpcWebStatus(Buffer.from(await web.arrayBuffer())),
        String(Code.InvalidArgument),
        `gRPC-Web, ${name}`,
      );

      // The direct path (grpc-unary.ts) and, compressed, connect-node's.
      const direct = await grpcCall(baseUrl, envelope(bytes));
      t.is(direct.status, String(Code.InvalidArgument), `gRPC, ${name}`);
      t.regex(decodeURIComponent(direct.message ?? ''), /^parse binary: /, `gRPC, ${name}`);
      const compressed = await grpcCall(baseUrl, envelope(gzipSync(bytes), 1), {
        'grpc-encoding': 'gzip',
      });
      t.is(compressed.status, String(Code.InvalidArgument), `gRPC compressed, ${name}`);
    }

    // An empty message decodes (every field at its default): served, and refused by the field
    // checks as invalid data, not as an undecodable body.
    const empty = await fetch(baseUrl + PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/proto' },
      body: new Uint8Array(0),
    });
    t.not(empty.status, 500);
    t.not(
      ((await empty.json().catch(() => ({}))) as { message?: string }).message?.startsWith(
        'parse binary: ',
      ),
      true,
    );
  });
});
