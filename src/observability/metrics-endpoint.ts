/**
 * GET /metrics: the Prometheus exposition, on the service's port, for a scraper presenting
 * `Authorization: Bearer <METRICS_TOKEN>`. Without a configured token the endpoint is off (404),
 * so an instance never publishes its figures by accident; a wrong or missing token is 401.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { send, sendJson, type NodeRequest, type NodeResponse } from '../rest/http-io.js';
import { EXPOSITION_CONTENT_TYPE, type Registry } from './metrics-registry.js';

/** The path the metrics are served at. */
export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The handler for /metrics. */
export function metricsEndpoint(
  registry: Registry,
  token: string | undefined,
): (req: NodeRequest, res: NodeResponse) => void {
  const expected = token ? digest(token) : undefined;
  return (req, res) => {
    if (!expected) {
      sendJson(res, 404, {
        error: 'not_found',
        message: 'metrics are off: set METRICS_TOKEN to serve them',
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(
        res,
        405,
        {
          error: 'method_not_allowed',
          message: `${req.method} is not allowed on ${METRICS_PATH}; use GET`,
        },
        { allow: 'GET' },
      );
      return;
    }
    const presented = /^Bearer +(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    // Hashes compared in constant time: neither the token nor its length leaks through timing.
    if (!presented || !timingSafeEqual(digest(presented), expected)) {
      sendJson(
        res,
        401,
        { error: 'unauthorized', message: 'metrics need Authorization: Bearer <METRICS_TOKEN>' },
        { 'www-authenticate': 'Bearer realm="metrics"' },
      );
      return;
    }
    send(
      res,
      200,
      { 'content-type': EXPOSITION_CONTENT_TYPE, 'cache-control': 'no-store' },
      req.method === 'HEAD' ? '' : registry.render(),
    );
  };
}
