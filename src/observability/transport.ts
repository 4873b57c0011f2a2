/**
 * Which protocol a request arrived on, from its content type and path: gRPC and gRPC-Web say so
 * in their content type; the Connect protocol posts to /package.Service/Method (or says
 * connect-protocol-version); REST lives under /v1/ and MCP at /mcp. Everything else (health,
 * metrics, docs) is plain HTTP.
 */

/** The transports the access log and the metrics tell apart. */
export type Transport = 'rest' | 'connect' | 'grpc' | 'grpc-web' | 'mcp' | 'http';

/** An RPC path: /package.Service/Method. */
export const RPC_PATH = /^\/[A-Za-z_][\w.]*\/[A-Za-z_]\w*$/;

/** The transport of a request. */
export function transportOf(
  contentType: string | undefined,
  path: string,
  connectHeader: string | string[] | undefined,
): Transport {
  const type = contentType ?? '';
  if (type.startsWith('application/grpc-web')) return 'grpc-web';
  if (type.startsWith('application/grpc')) return 'grpc';
  if (path.startsWith('/v1/')) return 'rest';
  if (path === '/mcp') return 'mcp';
  if (type.startsWith('application/connect+') || connectHeader !== undefined || RPC_PATH.test(path))
    return 'connect';
  return 'http';
}
