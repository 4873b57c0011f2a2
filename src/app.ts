/**
 * Composes the service from its parts: the operations behind each RPC, readiness, and the
 * resources to release at shutdown. main.ts listens; tests call createApp() with a test config.
 */
import type { Config } from './config.js';
import { build, type EinvoiceServer } from './server/build.js';
import { validateResponse } from './validation/checks/index.js';

/** Builds the whole service for a configuration. */
export function createApp(config: Config): EinvoiceServer {
  return build(config, {
    invoice: {
      validate: (req) => validateResponse(req),
    },
  });
}
