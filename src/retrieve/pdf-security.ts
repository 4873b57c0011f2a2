/**
 * The PDF standard security handler (ISO 32000-2, 7.6.4), decryption only, for the empty user
 * password. A PDF "protected" with an owner password alone (no copying, no editing) opens in every
 * viewer without a password; its embedded invoice XML must be readable too. PDF/A-3 forbids
 * encryption, so such a file is no conformant hybrid invoice: retrieve reads it and says so.
 * A PDF that needs a user password to open stays refused: we never guess passwords.
 *
 * Covers every revision in use: R2 and R3 (RC4, 40 to 128 bits), R4 (crypt filters: RC4 or
 * AES-128), R5 and R6 (AES-256). Keys and checks follow the standard's algorithms 1, 2, 2.A, 2.B,
 * 4 and 5; the numbers are in the comments.
 */
import { createDecipheriv, createCipheriv, createHash } from 'node:crypto';

/** How one kind of data (strings, streams, embedded files) is encrypted. */
type Method = 'none' | 'rc4' | 'aes128' | 'aes256';

/** Why a PDF's encryption cannot be undone. */
export class PdfSecurityError extends Error {}

/** The parts of the /Encrypt dictionary the handler reads (strings as their bytes). */
export interface EncryptDictionary {
  filter?: string;
  v: number;
  r: number;
  /** Key length in bits (V2, V3; V4 and V5 take it from the crypt filter). */
  length?: number;
  o: Uint8Array;
  u: Uint8Array;
  ue?: Uint8Array;
  p: number;
  encryptMetadata: boolean;
  /** V4, V5: crypt filter name → its /CFM method name (V2, AESV2, AESV3, None). */
  cryptFilters: Map<string, { cfm: string; length?: number }>;
  stmF?: string;
  strF?: string;
  eff?: string;
}

/** Decrypts the strings and streams of one PDF with its file key. */
export interface Decryptor {
  string(data: Uint8Array, objectNumber: number, generation: number): Uint8Array;
  stream(data: Uint8Array, objectNumber: number, generation: number): Uint8Array;
  /** Embedded file streams (V4/V5 /EFF, else as other streams). */
  embeddedFile(data: Uint8Array, objectNumber: number, generation: number): Uint8Array;
  /** False when /EncryptMetadata is false: the XMP metadata stream is in clear text. */
  encryptMetadata: boolean;
}

/** Algorithm 2, step a: the padding string (and the empty password, padded). */
const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

const md5 = (...parts: Uint8Array[]): Buffer => {
  const h = createHash('md5');
  for (const p of parts) h.update(p);
  return h.digest();
};

/** RC4 (the standard's V1 and V2 cipher); node's OpenSSL 3 no longer ships it. */
export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
    out[k] = data[k] ^ s[(s[i] + s[j]) & 0xff];
  }
  return out;
}

/** AES-CBC with the 16-byte IV in front (7.6.3.1); the PKCS#5 padding removed when well formed. */
function aesDecrypt(key: Uint8Array, data: Uint8Array): Uint8Array {
  if (data.length < 32) return new Uint8Array(0); // an IV and no block: an empty string
  const body = data.subarray(16, 16 + Math.floor((data.length - 16) / 16) * 16);
  const decipher = createDecipheriv(
    key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc',
    key,
    data.subarray(0, 16),
  );
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(body), decipher.final()]);
  const pad = plain[plain.length - 1];
  const padded =
    pad >= 1 && pad <= 16 && plain.subarray(plain.length - pad).every((b) => b === pad);
  return padded ? plain.subarray(0, plain.length - pad) : plain;
}

function aesNoIv(key: Uint8Array, data: Uint8Array, encrypt: boolean, iv?: Uint8Array): Buffer {
  const algorithm = key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc';
  const c = encrypt
    ? createCipheriv(algorithm, key, iv ?? Buffer.alloc(16))
    : createDecipheriv(algorithm, key, iv ?? Buffer.alloc(16));
  c.setAutoPadding(false);
  return Buffer.concat([c.update(data), c.final()]);
}

/** The 32-bit /P value as the four little-endian bytes algorithm 2 hashes. */
function permissionBytes(p: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32LE(p | 0);
  return b;
}

/** Algorithms 2 (the file key from the empty user password) and 4/5 (its check against /U), R2–R4. */
function rc4FileKey(e: EncryptDictionary, firstId: Uint8Array, keyBytes: number): Buffer {
  const parts = [PAD, e.o.subarray(0, 32), permissionBytes(e.p), firstId];
  if (e.r >= 4 && !e.encryptMetadata) parts.push(Buffer.from([0xff, 0xff, 0xff, 0xff]));
  let key = md5(...parts);
  if (e.r >= 3) for (let i = 0; i < 50; i++) key = md5(key.subarray(0, keyBytes));
  key = key.subarray(0, keyBytes);
  const opens =
    e.r === 2
      ? Buffer.from(rc4(key, PAD)).equals(Buffer.from(e.u.subarray(0, 32)))
      : revision3Check(key, firstId).equals(Buffer.from(e.u.subarray(0, 16)));
  if (!opens) throw new PdfSecurityError('the PDF needs a password to open');
  return key;
}

/** Algorithm 5, steps b–e: what /U starts with when the user password is right. */
function revision3Check(key: Buffer, firstId: Uint8Array): Buffer {
  let x = rc4(key, md5(PAD, firstId));
  for (let i = 1; i <= 19; i++) {
    x = rc4(
      key.map((b) => b ^ i),
      x,
    );
  }
  return Buffer.from(x);
}

/** Algorithm 2.B (R6): the hash of a password with a salt (no owner data: the user's). */
function revision6Hash(password: Uint8Array, salt: Uint8Array): Buffer {
  let k: Buffer = createHash('sha256').update(password).update(salt).digest();
  for (let round = 0; ; round++) {
    const k1 = Buffer.concat(Array(64).fill(Buffer.concat([password, k])));
    const e = aesNoIv(k.subarray(0, 16), k1, true, k.subarray(16, 32));
    // The first 16 bytes as a big-endian number, modulo 3: the sum of the bytes modulo 3.
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i];
    k = createHash(['sha256', 'sha384', 'sha512'][sum % 3])
      .update(e)
      .digest();
    if (round >= 63 && e[e.length - 1] <= round - 31) break;
  }
  return k.subarray(0, 32);
}

/** Algorithm 2.A (R5, R6): the file key, after checking the empty user password (algorithm 11). */
function aes256FileKey(e: EncryptDictionary): Buffer {
  if (e.u.length < 48 || !e.ue || e.ue.length < 32)
    throw new PdfSecurityError('the PDF encryption dictionary is malformed');
  const empty = new Uint8Array(0);
  const hash = (salt: Uint8Array) =>
    e.r === 5 ? createHash('sha256').update(salt).digest() : revision6Hash(empty, salt);
  if (!hash(e.u.subarray(32, 40)).equals(Buffer.from(e.u.subarray(0, 32))))
    throw new PdfSecurityError('the PDF needs a password to open');
  return aesNoIv(hash(e.u.subarray(40, 48)), e.ue.subarray(0, 32), false);
}

/** Algorithm 1: the key of one object (RC4 and AES-128); AES-256 uses the file key itself. */
function objectKey(fileKey: Buffer, method: Method, num: number, gen: number): Uint8Array {
  if (method === 'aes256') return fileKey;
  const suffix = Buffer.from([num, num >> 8, num >> 16, gen, gen >> 8]);
  const salt = method === 'aes128' ? [Buffer.from('sAlT', 'latin1')] : [];
  return md5(fileKey, suffix, ...salt).subarray(0, Math.min(fileKey.length + 5, 16));
}

function methodOf(e: EncryptDictionary, filter: string | undefined): Method {
  if (e.v < 4) return 'rc4';
  const name = filter ?? 'Identity';
  if (name === 'Identity') return 'none';
  const cf = e.cryptFilters.get(name);
  if (!cf) throw new PdfSecurityError(`the PDF names an unknown crypt filter ${name}`);
  switch (cf.cfm) {
    case 'None':
      return 'none';
    case 'V2':
      return 'rc4';
    case 'AESV2':
      return 'aes128';
    case 'AESV3':
      return 'aes256';
    default:
      throw new PdfSecurityError(`the PDF uses the unsupported crypt method ${cf.cfm}`);
  }
}

/** The key length in bytes of RC4 and AES-128 data (V4: the crypt filter's, in bytes or bits). */
function keyBytesOf(e: EncryptDictionary): number {
  if (e.v === 1) return 5;
  if (e.v === 4) {
    const cf = e.stmF ? e.cryptFilters.get(e.stmF) : undefined;
    const n = cf?.length ?? 16;
    return n > 32 ? n / 8 : n; // some writers give the crypt filter's length in bits
  }
  return (e.length ?? 40) / 8;
}

/**
 * The decryptor of a PDF opened with the empty user password. Throws PdfSecurityError when the
 * PDF needs a real password, uses another security handler or an unknown method.
 */
export function openWithEmptyPassword(e: EncryptDictionary, firstId: Uint8Array): Decryptor {
  if (e.filter !== 'Standard')
    throw new PdfSecurityError(`the PDF uses the ${e.filter ?? 'unnamed'} security handler`);
  const stringMethod = methodOf(e, e.strF);
  const streamMethod = methodOf(e, e.stmF);
  const fileMethod = methodOf(e, e.eff ?? e.stmF);
  let fileKey: Buffer;
  if (e.v === 5 && (e.r === 5 || e.r === 6)) fileKey = aes256FileKey(e);
  else if (e.v >= 1 && e.v <= 4 && e.r >= 2 && e.r <= 4) {
    const bytes = keyBytesOf(e);
    if (!Number.isInteger(bytes) || bytes < 5 || bytes > 16)
      throw new PdfSecurityError('the PDF encryption key length is malformed');
    fileKey = rc4FileKey(e, firstId, bytes);
  } else throw new PdfSecurityError(`the PDF uses encryption V${e.v} R${e.r}`);
  const run = (method: Method) => (data: Uint8Array, num: number, gen: number) => {
    if (method === 'none') return data;
    const key = objectKey(fileKey, method, num, gen);
    return method === 'rc4' ? rc4(key, data) : aesDecrypt(key, data);
  };
  return {
    string: run(stringMethod),
    stream: run(streamMethod),
    embeddedFile: run(fileMethod),
    encryptMetadata: e.encryptMetadata,
  };
}
