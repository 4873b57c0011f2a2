/**
 * Serves the OpenAPI description and a docs page: /openapi.json (generated at start-up) and
 * /docs, Swagger UI from the swagger-ui-dist package served from this process (no CDN), as
 * exact-path routes for build()'s extraRoutes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { send, sendJson, type NodeRequest, type NodeResponse } from '../rest/http-io.js';
import { openApiDocument } from './document.js';

type Route = (req: NodeRequest, res: NodeResponse) => void;

/** The Swagger UI files served under /docs/, with their content types. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>einvoice API</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
</head>
<body>
<div id="docs"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#docs', deepLinking: true });\n`;

function assetDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('swagger-ui-dist/package.json'));
}

function onlyGet(route: Route): Route {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(
        res,
        405,
        {
          error: 'method_not_allowed',
          message: `${req.method} is not allowed; use GET`,
          details: [],
          docs: '',
        },
        { allow: 'GET, HEAD' },
      );
      return;
    }
    route(req, res);
  };
}

/**
 * A body made once and kept as bytes: each response sends the same buffer (a string would be
 * encoded again for every response, 138 KB for /openapi.json, and a client pipelining it had every
 * copy allocated).
 */
function fixed(
  contentType: string,
  body: () => string | Uint8Array,
  { early = false } = {},
): Route {
  let cached: Uint8Array | undefined;
  const bytes = () => {
    const made = body();
    return typeof made === 'string' ? Buffer.from(made, 'utf8') : made;
  };
  // Made right after start rather than by the first request: building the OpenAPI document
  // takes about 85 ms of a cold process, which held the event loop (and /healthz) for the first
  // callers, or for a hundred pipelining at once.
  if (early) setImmediate(() => (cached ??= bytes()));
  return onlyGet((_req, res) =>
    send(
      res,
      200,
      { 'content-type': contentType, 'cache-control': 'public, max-age=3600' },
      (cached ??= bytes()),
    ),
  );
}

/** The routes /openapi.json, /docs and the docs page's assets. */
export function docsRoutes(): Map<string, Route> {
  const routes = new Map<string, Route>();
  routes.set(
    '/openapi.json',
    fixed('application/json; charset=utf-8', () => JSON.stringify(openApiDocument()), {
      early: true,
    }),
  );
  routes.set(
    '/docs',
    fixed('text/html; charset=utf-8', () => PAGE),
  );
  routes.set(
    '/docs/init.js',
    fixed('text/javascript; charset=utf-8', () => INIT),
  );
  for (const [file, type] of Object.entries(ASSETS)) {
    routes.set(
      `/docs/${file}`,
      fixed(type, () => new Uint8Array(readFileSync(join(assetDir(), file)))),
    );
  }
  return routes;
}
