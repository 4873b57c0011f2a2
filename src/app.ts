/**
 * Composes the service from its parts: the operations behind each RPC, readiness, and the
 * resources to release at shutdown. main.ts listens; tests call createApp() with a test config.
 */
import type { Config } from './config.js';
import { produceDocument } from './api/generate/generate-operation.js';
import { checkedValidator } from './api/checked-validator.js';
import { isSandbox } from './api/request-mode.js';
import { newTransactionId } from './api/transaction-id.js';
import { retrieveOperation } from './api/retrieve/retrieve-operation.js';
import { retrieveRestAdapter } from './rest/adapters/retrieve-adapter.js';
import { build, type EinvoiceServer } from './server/build.js';
import { validateResponse } from './validation/checks/index.js';
import { createValidator } from './validation/validator.js';
import { warmUpFonts } from './pdf/index.js';

/** Parts a test may replace (a fixed clock for byte-identical output). */
export interface AppOverrides {
  clock?: () => Date;
}

/** Builds the whole service for a configuration. */
export function createApp(config: Config, overrides: AppOverrides = {}): EinvoiceServer {
  const validator = createValidator({ engine: config.validationEngine, deadlineMs: config.validationDeadlineMs });
  // Rule sets load in the background: the port answers at once, /readyz says when they are warm.
  warmUpFonts(); // font parsing and the shared subsets, once per process, not in the first request
  if (config.validationWarmUp) {
    validator.warmUp().catch((error) => console.error(`validation rule sets could not be loaded: ${(error as Error).message}`));
  }
  const checked = checkedValidator(validator);
  const generate = {
    validator: checked,
    clock: overrides.clock ?? (() => new Date()),
    newTransactionId,
    watermark: isSandbox,
  };
  return build(config, {
    invoice: {
      validate: (req) => validateResponse(req),
      generate: async (req, ctx) => (await produceDocument(req, ctx, generate)).response,
      retrieve: retrieveOperation({ validator: checked, newTransactionId }),
    },
    restAdapters: new Map([['einvoice.v1.InvoiceService.RetrieveInvoice', retrieveRestAdapter]]),
    readiness: () => ({ validation: !config.validationWarmUp || validator.isWarm() }),
    onClose: () => validator.close(),
  });
}
