/**
 * The proto comments (extracted at build time into proto-comments-data.ts, since the embedded
 * descriptors carry none) as descriptions for the OpenAPI document and the MCP tool schemas.
 */
import { PROTO_COMMENTS } from './proto-comments-data.js';

/** The leading comment of a message, field, service or RPC by full name, or undefined. */
export function protoComment(fullName: string): string | undefined {
  return PROTO_COMMENTS[fullName];
}
