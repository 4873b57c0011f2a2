/**
 * One Redis value for bytes plus a little metadata: a 4-byte big-endian header length, the
 * header as JSON, then the payload. Keeps a PNG and its width, height, page count and ETag in a
 * single key, so one GET answers a preview.
 */

/** Packs a header and a payload into one buffer. */
export function seal(header: Record<string, unknown>, payload: Uint8Array): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const out = Buffer.allocUnsafe(4 + json.length + payload.byteLength);
  out.writeUInt32BE(json.length, 0);
  json.copy(out, 4);
  out.set(payload, 4 + json.length);
  return out;
}

/** Unpacks a buffer made by seal(); undefined for anything else. */
export function open<H>(
  value: Buffer | null | undefined,
): { header: H; payload: Uint8Array } | undefined {
  if (!value || value.length < 4) return undefined;
  const length = value.readUInt32BE(0);
  if (4 + length > value.length) return undefined;
  try {
    const header = JSON.parse(value.subarray(4, 4 + length).toString('utf8')) as H;
    return {
      header,
      payload: new Uint8Array(
        value.buffer,
        value.byteOffset + 4 + length,
        value.length - 4 - length,
      ),
    };
  } catch {
    return undefined;
  }
}
