/**
 * KSeF numbers (shape and CRC-8 check characters, the Ministry's documented example) and the
 * KOD I verification link (host per environment, seller NIP, P_1 as DD-MM-YYYY, SHA-256 of the
 * file's bytes in Base64URL).
 */
import test from 'ava';
import { createHash } from 'node:crypto';
import { ksefNumberValid, ksefVerificationUrl, writeKsef } from '../../../src/syntax/ksef/index.js';
import { ksefInvoices } from './helpers/ksef-invoices.js';

test('the documented KSeF number passes its CRC-8; a changed character or check fails', (t) => {
  t.true(ksefNumberValid('5265877635-20250826-0100001AF629-AF'));
  t.false(ksefNumberValid('5265877635-20250826-0100001AF628-AF'));
  t.false(ksefNumberValid('5265877635-20250826-0100001AF629-AE'));
  t.false(ksefNumberValid('5265877635-20250826-0100001af629-AF'));
  t.false(ksefNumberValid(''));
});

test('KOD I: host, NIP, DD-MM-YYYY and the Base64URL SHA-256 of the file', (t) => {
  const xml = writeKsef(ksefInvoices().domestic!);
  const url = ksefVerificationUrl(xml, '9999999999', '2026-02-15', 'test');
  const hash = createHash('sha256')
    .update(Buffer.from(xml, 'utf8'))
    .digest('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  t.is(url, `https://qr-test.ksef.mf.gov.pl/invoice/9999999999/15-02-2026/${hash}`);
  t.regex(
    ksefVerificationUrl(xml, '9999999999', '2026-02-15'),
    /^https:\/\/qr\.ksef\.mf\.gov\.pl\/invoice\/9999999999\/15-02-2026\/[A-Za-z0-9_-]{43}$/,
  );
});
