/**
 * CORS for browser callers (Connect-Web, gRPC-Web, fetch on /v1): requests from an allowed
 * origin get Access-Control-Allow-Origin and may read the headers a Connect or gRPC-Web client
 * needs (grpc-status, grpc-message, ...); a preflight from an allowed origin is answered 204 with
 * the methods and request headers the API takes. No origin is allowed unless configured. Keys
 * travel in headers, not cookies: credentials are never allowed.
 */
import type { NodeRequest, NodeResponse } from '../rest/http-io.js';

type NodeHandler = (req: NodeRequest, res: NodeResponse) => void;

/** Methods a browser may use. */
export const CORS_ALLOWED_METHODS = 'GET, POST, OPTIONS';

/** Request headers a browser may send: Connect, gRPC-Web and the API's own. */
export const CORS_ALLOWED_HEADERS = [
  'Content-Type',
  'Accept',
  'Accept-Language',
  'Accept-Encoding',
  'Connect-Protocol-Version',
  'Connect-Timeout-Ms',
  'Connect-Accept-Encoding',
  'Connect-Content-Encoding',
  'X-Grpc-Web',
  'X-User-Agent',
  'Grpc-Timeout',
  'Authorization',
  'X-API-Key',
  'Idempotency-Key',
  'X-Request-Id',
  'X-Include-Source-Xml',
  'If-None-Match',
  'X-Format',
  'X-Profile',
  'X-Country-Profile',
  'X-Syntax',
  'X-Template',
  'X-Locale',
  'X-Strict',
  'Mcp-Session-Id',
  'Mcp-Protocol-Version',
].join(', ');

/** Response headers a browser's script may read. */
export const CORS_EXPOSED_HEADERS = [
  'Grpc-Status',
  'Grpc-Message',
  'Grpc-Status-Details-Bin',
  'Connect-Content-Encoding',
  'Connect-Accept-Encoding',
  'X-Request-Id',
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Idempotent-Replayed',
  'X-Transaction-Id',
  'X-Preview-Source',
  'X-Preview-Width',
  'X-Preview-Height',
  'ETag',
  'Allow',
].join(', ');

/** How long a browser may cache a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = '7200';

/** The handler with CORS for the allowed origins (unchanged when there are none). */
export function withCors(handler: NodeHandler, allowedOrigins: readonly string[]): NodeHandler {
  if (allowedOrigins.length === 0) return handler;
  const anyOrigin = allowedOrigins.includes('*');
  const allowed = new Set(allowedOrigins);
  return (req, res) => {
    const origin = req.headers.origin;
    // Answers differ by Origin unless every origin is allowed: caches must keep them apart.
    if (!anyOrigin) res.setHeader('vary', 'Origin');
    if (origin === undefined) {
      handler(req, res);
      return;
    }
    const preflight =
      req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (!anyOrigin && !allowed.has(origin)) {
      if (preflight) {
        res.writeHead(403, { 'content-length': '0' });
        res.end();
      } else handler(req, res); // the browser withholds the answer from the page
      return;
    }
    res.setHeader('access-control-allow-origin', anyOrigin ? '*' : origin);
    if (preflight) {
      res.writeHead(204, {
        'access-control-allow-methods': CORS_ALLOWED_METHODS,
        'access-control-allow-headers': CORS_ALLOWED_HEADERS,
        'access-control-max-age': PREFLIGHT_MAX_AGE,
      });
      res.end();
      return;
    }
    res.setHeader('access-control-expose-headers', CORS_EXPOSED_HEADERS);
    handler(req, res);
  };
}
