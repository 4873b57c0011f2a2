/**
 * Streams every document embeds with the same bytes (the shared font subsets, their ToUnicode
 * maps, the ICC profile): each is registered once with a digest of its bytes, so the document
 * /ID (pdfa-document.ts), which is a hash of everything written, hashes the 32-byte digest in
 * place of the tens of KB of the stream. The /ID still follows the content: equal documents get
 * equal IDs, and a different font or profile gives a different digest.
 */
import { createHash } from 'node:crypto';

/** Registered streams by length: a lookup costs one comparison of bytes at most per candidate. */
const byLength = new Map<number, { bytes: Buffer; digest: Buffer }[]>();

/** Registers bytes that many documents write unchanged (call once per process and stream). */
export function registerConstantStream(bytes: Buffer): void {
  const list = byLength.get(bytes.byteLength) ?? [];
  if (list.some((s) => s.bytes.equals(bytes))) return;
  list.push({ bytes, digest: createHash('sha256').update(bytes).digest() });
  byLength.set(bytes.byteLength, list);
}

/** The digest of `data` if it is (a copy of) a registered stream, else undefined. */
export function constantStreamDigest(data: Buffer): Buffer | undefined {
  const list = byLength.get(data.byteLength);
  return list?.find((s) => s.bytes.equals(data))?.digest;
}
