/**
 * A response message as the bytes of its protobuf JSON, for the REST routes. Large top-level
 * `bytes` fields (a generate's PDF and XML) are base64-encoded once by Node's native encoder and
 * spliced into the text as bytes: the generic path (protobuf-es's JavaScript base64, then
 * JSON.stringify copying the long string, then UTF-8 encoding it again) cost about 2 ms of CPU
 * per generate. The JSON is the same as `JSON.stringify(toJson(schema, message, options))`.
 */
import {
  ScalarType,
  toJson,
  type DescField,
  type DescMessage,
  type JsonWriteOptions,
  type Message,
} from '@bufbuild/protobuf';

/** Below this size a bytes field goes the generic way (the splice is not worth it). */
const SPLICE_MIN_BYTES = 1024;

/** Placeholder for the i-th spliced field: JSON.stringify escapes NUL, so it cannot clash. */
const placeholder = (i: number): string => `\u0000bytes-${i}\u0000`;

function largeBytesFields(schema: DescMessage, message: Message): DescField[] {
  const fields: DescField[] = [];
  for (const field of schema.fields) {
    if (field.fieldKind !== 'scalar' || field.scalar !== ScalarType.BYTES || field.oneof) continue;
    const value = (message as unknown as Record<string, unknown>)[field.localName];
    if (value instanceof Uint8Array && value.byteLength >= SPLICE_MIN_BYTES) fields.push(field);
  }
  return fields;
}

/**
 * The message as UTF-8 protobuf JSON; `finish` reshapes the JSON object first (a route's public
 * shape, e.g. retrieve's), and may drop or move the large fields.
 */
export function jsonBody(
  schema: DescMessage,
  message: Message,
  options: Partial<JsonWriteOptions>,
  finish: (json: Record<string, unknown>) => Record<string, unknown> = (json) => json,
): Buffer {
  // Without alwaysEmitImplicit an emptied field would leave its place in the key order.
  const large = options.alwaysEmitImplicit ? largeBytesFields(schema, message) : [];
  if (large.length === 0)
    return Buffer.from(
      JSON.stringify(finish(toJson(schema, message, options) as Record<string, unknown>)),
      'utf8',
    );
  const rest = { ...message } as Record<string, unknown>;
  for (const field of large) rest[field.localName] = new Uint8Array(0);
  const json = toJson(schema, rest as unknown as Message, options) as Record<string, unknown>;
  large.forEach((field, i) => {
    json[options.useProtoFieldName ? field.name : field.jsonName] = placeholder(i);
  });
  const text = JSON.stringify(finish(json));
  // The markers still in the text, in the order they appear there.
  const spliced = large
    .map((field, i) => ({ field, marker: JSON.stringify(placeholder(i)) }))
    .map((s) => ({ ...s, at: text.indexOf(s.marker) }))
    .filter((s) => s.at >= 0)
    .sort((a, b) => a.at - b.at);
  // One buffer of the exact size, written in place: the base64 text is the only copy of the bytes
  // made on the way (no quoted copy of it, no pieces concatenated afterwards).
  const pieces: { text: string; base64?: string }[] = [];
  let from = 0;
  for (const { field, marker, at } of spliced) {
    const bytes = (message as unknown as Record<string, Uint8Array>)[field.localName]!;
    pieces.push({
      text: text.slice(from, at),
      base64: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
    });
    from = at + marker.length;
  }
  pieces.push({ text: text.slice(from) });
  let size = 0;
  for (const piece of pieces)
    size +=
      Buffer.byteLength(piece.text, 'utf8') +
      (piece.base64 === undefined ? 0 : piece.base64.length + 2);
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (const piece of pieces) {
    at += out.write(piece.text, at, 'utf8');
    if (piece.base64 === undefined) continue;
    out[at++] = 0x22; // "
    at += out.write(piece.base64, at, 'latin1');
    out[at++] = 0x22;
  }
  return out;
}
