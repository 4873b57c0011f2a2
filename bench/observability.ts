/**
 * The CPU cost of the access log and the metrics per request, apart from everything else: the
 * request observer (request id, byte counts, route template, transport, metrics, one JSON log
 * line to /dev/null) wrapped around a handler that only answers, against the bare handler, on
 * stand-in request and response objects. CPU time, not wall time, so that a busy machine
 * disturbs the figure less; the best of several rounds. Compare the microseconds with the CPU
 * of a request (bench server: a REST validate; bench generate: ~30 ms for a generate).
 */
import { EventEmitter } from 'node:events';
import { createWriteStream } from 'node:fs';
import { InvoiceService } from '../gen/einvoice/v1/invoice_service_pb.js';
import { AccountService } from '../gen/einvoice/v1/account_service_pb.js';
import {
  batchedSink,
  createServiceMetrics,
  observeRequests,
  routeCatalog,
} from '../src/observability/index.js';
import { buildRouteTable } from '../src/rest/route-table.js';

const body = Buffer.from('{"invoice":{}}');
const answer = Buffer.from('{"valid":true}');

/** What the handler sees: a request that pushes its body, a response that closes when ended. */
function exchange(): { req: any; res: any } {
  const req: any = {
    method: 'POST',
    url: '/v1/validate',
    headers: { 'content-type': 'application/json', 'x-request-id': 'bench-request-0001' },
    push: () => true,
  };
  const res: any = new EventEmitter();
  const headers = new Map<string, unknown>();
  Object.assign(res, {
    statusCode: 200,
    setHeader: (name: string, value: unknown) => headers.set(name, value),
    getHeader: (name: string) => headers.get(name),
    writeHead(status: number, more: Record<string, string>) {
      res.statusCode = status;
      for (const [name, value] of Object.entries(more)) headers.set(name, value);
    },
    write: () => true,
    end: () => res.emit('close'),
    addTrailers: () => undefined,
  });
  return { req, res };
}

const handler = (req: any, res: any) => {
  req.push(body);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(answer);
};
const catalog = routeCatalog(
  buildRouteTable([InvoiceService, AccountService]),
  [InvoiceService, AccountService],
  ['/healthz'],
);
const observed = observeRequests(handler, {
  catalog,
  metrics: createServiceMetrics(),
  sink: batchedSink(createWriteStream('/dev/null')),
});

function cpuMicrosPerRequest(fn: (req: any, res: any) => void, requests: number): number {
  const before = process.cpuUsage();
  for (let i = 0; i < requests; i++) {
    const { req, res } = exchange();
    fn(req, res);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / requests;
}

const requests = 100_000;
cpuMicrosPerRequest(handler, requests);
cpuMicrosPerRequest(observed, requests);
let plain = Infinity;
let withObserver = Infinity;
for (let round = 0; round < 5; round++) {
  plain = Math.min(plain, cpuMicrosPerRequest(handler, requests));
  withObserver = Math.min(withObserver, cpuMicrosPerRequest(observed, requests));
  await new Promise((resolve) => setImmediate(resolve)); // lets the log flush
}
console.log(
  JSON.stringify(
    {
      bench: 'observability',
      bare_handler_cpu_us: +plain.toFixed(2),
      observed_handler_cpu_us: +withObserver.toFixed(2),
      observer_cpu_us_per_request: +(withObserver - plain).toFixed(2),
    },
    null,
    2,
  ),
);
