// With a certificate configured, the one port speaks TLS: gRPC over h2 (ALPN) and REST over
// HTTPS/1.1, with the same answers as cleartext.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@connectrpc/connect';
import { createGrpcTransport } from '@connectrpc/connect-node';
import { Health, HealthCheckResponse_ServingStatus } from '../../gen/grpc/health/v1/health_pb.js';
import { requires } from '../helpers/requires.js';
import { withServer } from '../helpers/server.js';

function selfSigned(): { dir: string; certFile: string; keyFile: string } | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '1',
      ],
      { stdio: 'ignore' },
    );
    return { dir, certFile, keyFile };
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

const tls = selfSigned();

const opensslMissing = tls
  ? undefined
  : 'openssl could not make a certificate (Debian openssl; npm run setup installs it)';

requires(opensslMissing)(
  'TLS: gRPC over h2 and REST over HTTPS/1.1 on the same port',
  async (t) => {
    if (!tls) return t.fail('no certificate');
    t.teardown(() => rmSync(tls.dir, { recursive: true, force: true }));
    const ca = readFileSync(tls.certFile);
    await withServer(
      t,
      async ({ port }) => {
        const baseUrl = `https://127.0.0.1:${port}`;
        const health = createClient(Health, createGrpcTransport({ baseUrl, nodeOptions: { ca } }));
        t.is(
          (await health.check({ service: '' })).status,
          HealthCheckResponse_ServingStatus.SERVING,
        );
        const body = await new Promise<string>((resolve, reject) => {
          https
            .get(`${baseUrl}/healthz`, { ca }, (res) => {
              let text = '';
              res.on('data', (c) => (text += c));
              res.on('end', () => resolve(text));
            })
            .on('error', reject);
        });
        t.deepEqual(JSON.parse(body), { status: 'ok' });
      },
      { tls: { certFile: tls.certFile, keyFile: tls.keyFile } },
    );
  },
);
