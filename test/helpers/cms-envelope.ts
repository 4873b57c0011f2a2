/**
 * A CMS SignedData envelope (RFC 5652; a CAdES .p7m) around a document, built for tests in DER
 * or BER. The signer info is a placeholder: the service reads the content and verifies no
 * signature (src/retrieve/signed-envelope.ts).
 */
function length(n: number): number[] {
  if (n < 0x80) return [n];
  const out: number[] = [];
  for (let x = n; x > 0; x = Math.floor(x / 256)) out.unshift(x % 256);
  return [0x80 | out.length, ...out];
}
export const der = (tag: number, ...parts: Uint8Array[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag, ...length(body.length)]), body]);
};
/** BER indefinite length: the content, then end-of-contents. */
export const ber = (tag: number, ...parts: Uint8Array[]) =>
  Buffer.concat([Buffer.from([tag, 0x80]), ...parts, Buffer.from([0, 0])]);
export const oid = (...bytes: number[]) => der(0x06, Buffer.from(bytes));
export const PKCS7 = [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07];
export const SIGNED_DATA = oid(...PKCS7, 0x02);
export const DATA = oid(...PKCS7, 0x01);
export const SHA256 = der(0x30, oid(0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01));
/** A SignerInfo's place: its content is not read. */
const SIGNER_INFOS = der(0x31, der(0x30, der(0x02, Buffer.from([1]))));

export interface EnvelopeOptions {
  /** BER: indefinite lengths, the content in chunks of this many bytes. */
  chunks?: number;
  /** No eContent (a detached signature). */
  detached?: boolean;
  contentType?: Buffer;
}

/** A ContentInfo of SignedData around `content`. */
export function envelope(content: Uint8Array, o: EnvelopeOptions = {}): Buffer {
  const write = o.chunks ? ber : der;
  const value = o.chunks
    ? ber(
        0x24,
        ...Array.from({ length: Math.ceil(content.length / o.chunks) }, (_, i) =>
          der(0x04, content.subarray(i * o.chunks!, (i + 1) * o.chunks!)),
        ),
      )
    : der(0x04, content);
  const encapsulated = write(
    0x30,
    o.contentType ?? DATA,
    ...(o.detached ? [] : [write(0xa0, value)]),
  );
  const signedData = write(
    0x30,
    der(0x02, Buffer.from([1])),
    der(0x31, SHA256),
    encapsulated,
    SIGNER_INFOS,
  );
  return write(0x30, SIGNED_DATA, write(0xa0, signedData));
}
