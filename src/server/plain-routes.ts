/**
 * The non-RPC HTTP routes: /healthz (alive), /readyz (ready to serve, with the checks that
 * decide it), extra routes such as /mcp, and everything else to the REST gateway, which answers
 * unknown paths with a JSON 404.
 */
import {
  RequestAbortedError,
  sendJson,
  type NodeRequest,
  type NodeResponse,
} from '../rest/http-io.js';

/** The readiness report of /readyz. */
export interface Readiness {
  ready: boolean;
  checks: Record<string, boolean>;
  /** The official rule sets installed, each with the version and source of its files. */
  rule_sets?: { id: string; version: string; source: string }[];
}

/** What the plain routes are built from. */
export interface PlainRouteOptions {
  gateway: (req: NodeRequest, res: NodeResponse) => Promise<void>;
  extraRoutes?: ReadonlyMap<string, (req: NodeRequest, res: NodeResponse) => void | Promise<void>>;
  readiness: () => Readiness['checks'];
  /** What /readyz lists beside the checks (the rule sets in use). */
  ruleSets?: () => NonNullable<Readiness['rule_sets']>;
}

/** The fallback handler for the Connect adapter. */
export function plainRoutes(
  options: PlainRouteOptions,
): (req: NodeRequest, res: NodeResponse) => void {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/healthz') {
      sendJson(res, 200, { status: 'ok' });
      return;
    }
    if (path === '/readyz') {
      const checks = options.readiness();
      const ready = Object.values(checks).every(Boolean);
      const ruleSets = options.ruleSets?.();
      sendJson(res, ready ? 200 : 503, {
        ready,
        checks,
        ...(ruleSets ? { rule_sets: ruleSets } : {}),
      } satisfies Readiness);
      return;
    }
    const extra = options.extraRoutes?.get(path);
    void (extra ? Promise.resolve(extra(req, res)) : options.gateway(req, res)).catch((error) => {
      if (error instanceof RequestAbortedError) return; // the client is gone: not an error of ours
      console.error('unhandled route error', error);
      if (!res.headersSent)
        sendJson(res, 500, { error: 'internal_error', message: 'internal error' });
    });
  };
}
