/**
 * Conditional GET (RFC 9110 §13.1.2): a GET or HEAD whose If-None-Match names the response's
 * entity tag is answered 304 Not Modified without the body, so a client that cached a preview
 * page does not download it again. If-None-Match compares weakly (W/"x" matches "x"); "*" matches
 * any current representation. Other methods ignore the header here (the service has no state
 * that a conditional POST could protect).
 */
import type { ServerResponse } from 'node:http';
import type { NodeResponse } from './http-io.js';

/** The opaque tags of an If-None-Match value, without W/ prefixes; ["*"] for a wildcard. */
function tags(header: string): string[] {
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .filter((t) => t !== '');
}

/** Whether a response with this ETag is "not modified" for the request. */
export function isNotModified(
  method: string | undefined,
  ifNoneMatch: string | string[] | undefined,
  etag: string | undefined,
): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || !etag || ifNoneMatch === undefined) return false;
  const wanted = tags(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch);
  return wanted.includes('*') || wanted.includes(etag.replace(/^W\//, ''));
}

/** Sends 304 with the response's headers (ETag, Cache-Control, ...) and no body. */
export function sendNotModified(res: NodeResponse, headers: Record<string, string>): void {
  const kept = Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => name !== 'content-type' && name !== 'content-length',
    ),
  );
  (res as ServerResponse).writeHead(304, kept);
  res.end();
}
