/**
 * The entry point: reads the configuration, starts the server on its port and stops it
 * gracefully on SIGTERM/SIGINT (in-flight requests finish).
 */
import { ConfigError, loadConfig } from './config.js';
import { createApp } from './app.js';
import { startTracing, tracingRequested } from './observability/index.js';
import { limitHeapGrowth } from './server/heap-growth.js';

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  limitHeapGrowth(config.heapGrowthPercent);
  // Before the app: its modules' spans go to the registered provider (off unless asked for).
  const tracing = tracingRequested() ? await startTracing() : undefined;
  if (tracing) console.log('OpenTelemetry tracing on (OTLP/HTTP export)');
  const app = createApp(config);
  const port = await app.listen();
  console.log(
    `einvoice listening on ${config.host}:${port} (gRPC, gRPC-Web, Connect, REST) in ${Math.round(performance.now() - started)} ms`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests`);
    app
      .close()
      .then(() => tracing?.shutdown())
      .then(
        () => process.exit(0),
        (error) => {
          console.error('shutdown failed', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `configuration error: ${error.message}` : error);
  process.exit(1);
});
