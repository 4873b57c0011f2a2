/**
 * The cost of the access log and the metrics per request, apart from everything else: one HTTP
 * server whose handler only answers "ok", plain and wrapped by the request observer (request id,
 * byte counts, route template, metrics, a JSON log line to /dev/null), loaded alternately by
 * autocannon. The difference in time per request is the observer's cost; compare it with the
 * ~1 ms of a validate and the ~30 ms of CPU of a generate (bench server, bench generate).
 */
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { InvoiceService } from '../gen/einvoice/v1/invoice_service_pb.js';
import { AccountService } from '../gen/einvoice/v1/account_service_pb.js';
import { batchedSink, createServiceMetrics, observeRequests, routeCatalog } from '../src/observability/index.js';
import { buildRouteTable } from '../src/rest/route-table.js';

const answer = (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"valid":true}');
};
const catalog = routeCatalog(buildRouteTable([InvoiceService, AccountService]), [InvoiceService, AccountService], ['/healthz']);
const observed = observeRequests(answer as never, { catalog, metrics: createServiceMetrics(), sink: batchedSink(createWriteStream('/dev/null')) });

async function serve(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<{ url: string; close(): void }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/validate`, close: () => server.close() };
}

const plain = await serve(answer);
const withObserver = await serve(observed as never);
const body = '{"invoice":{}}';
const load = (url: string) => autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body, connections: 10, duration: 3 });
await load(plain.url);
await load(withObserver.url);
const rps = { plain: [] as number[], observed: [] as number[] };
for (let round = 0; round < 3; round++) {
  rps.plain.push((await load(plain.url)).requests.average);
  rps.observed.push((await load(withObserver.url)).requests.average);
}
plain.close();
withObserver.close();
const best = (values: number[]) => Math.max(...values);
const microsPerRequest = (1e6 / best(rps.observed) - 1e6 / best(rps.plain));
console.log(JSON.stringify({
  bench: 'observability',
  trivial_handler_rps: { plain: Math.round(best(rps.plain)), observed: Math.round(best(rps.observed)) },
  observer_us_per_request: +microsPerRequest.toFixed(1),
}, null, 2));
