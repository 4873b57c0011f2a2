/**
 * The route of a request as a template (`/v1/preview/{transaction_id}.png`, not the raw path with
 * its transaction id): what the access log and the metrics label a request with. Only known
 * routes become labels; any other path is `unmatched`, so a caller cannot grow the metrics
 * without bound by inventing paths.
 */
import type { DescService } from '@bufbuild/protobuf';
import { matchRoute, type Route } from '../rest/route-table.js';

/** What the server serves, as build() knows it. */
export interface RouteCatalog {
  /** The /v1 REST routes. */
  restRoutes: readonly Route[];
  /** Every RPC path (/package.Service/Method) the server answers. */
  rpcPaths: ReadonlySet<string>;
  /** Plain HTTP paths served as they are (/healthz, /mcp, /metrics, ...). */
  plainPaths: ReadonlySet<string>;
}

/** The label for paths that are not a route. */
export const UNMATCHED = 'unmatched';

/** The route template a request matched, or `unmatched`. */
export function routeLabel(catalog: RouteCatalog, method: string, path: string): string {
  if (catalog.rpcPaths.has(path) || catalog.plainPaths.has(path)) return path;
  if (path.startsWith('/v1/')) {
    const match = matchRoute(catalog.restRoutes, method, path);
    if (match.kind === 'found') return match.route.template;
  }
  return UNMATCHED;
}

/** The catalog of a server: its REST routes, the methods of its services and its plain paths. */
export function routeCatalog(
  restRoutes: readonly Route[],
  services: readonly DescService[],
  plainPaths: Iterable<string>,
): RouteCatalog {
  const rpcPaths = new Set<string>();
  for (const service of services)
    for (const method of service.methods) rpcPaths.add(`/${service.typeName}/${method.name}`);
  return { restRoutes, rpcPaths, plainPaths: new Set(plainPaths) };
}
