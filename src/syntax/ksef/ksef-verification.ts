/**
 * The KSeF number and the invoice verification link (KOD I) of the Ministry of Finance's KSeF 2.0
 * documentation: a KSeF number is 35 characters, `NIP-YYYYMMDD-XXXXXXXXXXXX-CC`, CC the CRC-8
 * (polynomial 0x07, initial value 0x00) of the first 32 characters in upper-case hex; KOD I, the
 * QR code printed on an invoice's visualisation, encodes
 * `https://qr.ksef.mf.gov.pl/invoice/{seller NIP}/{P_1 as DD-MM-YYYY}/{SHA-256 of the FA(3) file, Base64URL}`
 * and carries the KSeF number (or OFFLINE) as its label.
 */
import { createHash } from 'node:crypto';

/** The KSeF environments and the host of their verification links. */
export const KSEF_QR_HOSTS = {
  prod: 'https://qr.ksef.mf.gov.pl',
  demo: 'https://qr-demo.ksef.mf.gov.pl',
  test: 'https://qr-test.ksef.mf.gov.pl',
} as const;
export type KsefEnvironment = keyof typeof KSEF_QR_HOSTS;

/** CRC-8, polynomial 0x07, initial value 0x00, no reflection, no final XOR. */
function crc8(data: string): number {
  let crc = 0;
  for (const byte of Buffer.from(data, 'ascii')) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/** Whether a string is a KSeF number: its shape and its CRC-8 check characters. */
export function ksefNumberValid(n: string): boolean {
  if (!/^\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/.test(n)) return false;
  return crc8(n.slice(0, 32)).toString(16).toUpperCase().padStart(2, '0') === n.slice(33);
}

/** KOD I: the verification link of an FA(3) file (its exact bytes), by seller NIP and issue date (YYYY-MM-DD). */
export function ksefVerificationUrl(
  file: string | Uint8Array,
  nip: string,
  issueDate: string,
  environment: KsefEnvironment = 'prod',
): string {
  const [y, m, d] = issueDate.split('-');
  const hash = createHash('sha256').update(file).digest('base64url');
  return `${KSEF_QR_HOSTS[environment]}/invoice/${nip}/${d}-${m}-${y}/${hash}`;
}
