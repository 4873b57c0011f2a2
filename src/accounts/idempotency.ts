/**
 * Idempotency-Key support for protobuf operations: stores the response as protobuf binary and
 * fingerprints the request (SHA-256 of its binary form), so a reused Idempotency-Key with a
 * different body is recognised. Pass the result as guard's fourth argument. The fingerprint is
 * taken only when read (a request with an Idempotency-Key): serialising a generate request costs
 * about 0.1 ms that a request without the header does not need.
 */
import { createHash } from 'node:crypto';
import {
  create,
  fromBinary,
  toBinary,
  type DescMessage,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import type { Idempotency } from './guard.js';

/** Idempotency for an operation taking `request` (of `input`) and answering `output`. */
export function messageIdempotency<I extends DescMessage, O extends DescMessage>(
  input: I,
  request: MessageShape<I>,
  output: O,
): Idempotency<MessageInitShape<O>> {
  let requestHash: string | undefined;
  return {
    serialize: (response) => toBinary(output, create(output, response)),
    deserialize: (bytes) => fromBinary(output, bytes) as MessageInitShape<O>,
    get requestHash() {
      return (requestHash ??= createHash('sha256').update(toBinary(input, request)).digest('hex'));
    },
  };
}
