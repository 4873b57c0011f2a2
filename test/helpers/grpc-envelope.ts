/**
 * One gRPC / gRPC-Web length-prefixed message: a flags byte (1 = compressed, 0x80 = trailers),
 * the length as 4 bytes big-endian (the payload's own unless `length` declares another), the bytes.
 */
export function envelope(payload: Uint8Array, flags = 0, length = payload.length): Buffer {
  const head = Buffer.alloc(5);
  head[0] = flags;
  head.writeUInt32BE(length, 1);
  return Buffer.concat([head, payload]);
}
