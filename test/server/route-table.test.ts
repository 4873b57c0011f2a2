// Pins every REST route built from the google.api.http annotations: `buf breaking` does not
// see custom options, so a changed path or verb must show up here.
import test from 'ava';
import { AccountService } from '../../gen/einvoice/v1/account_service_pb.js';
import { AdminService } from '../../gen/einvoice/v1/admin_service_pb.js';
import { InvoiceService } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { buildRouteTable, matchRoute } from '../../src/rest/route-table.js';

const routes = buildRouteTable([InvoiceService, AccountService, AdminService]);

test('the route table is exactly the public API', (t) => {
  const pairs = routes.map(
    (r) =>
      `${r.httpMethod} ${r.template} -> ${r.method.parent.typeName}.${r.method.name} body=${r.body || '-'} response_body=${r.responseBody || '-'}`,
  );
  t.deepEqual(pairs, [
    'POST /v1/generate -> einvoice.v1.InvoiceService.GenerateInvoice body=* response_body=-',
    'POST /v1/validate -> einvoice.v1.InvoiceService.ValidateInvoice body=* response_body=-',
    'POST /v1/retrieve -> einvoice.v1.InvoiceService.RetrieveInvoice body=* response_body=-',
    'POST /v1/preview -> einvoice.v1.InvoiceService.RenderPreview body=* response_body=image',
    'GET /v1/preview/{transaction_id}.png -> einvoice.v1.InvoiceService.RenderPreview body=- response_body=image',
    'POST /v1/convert -> einvoice.v1.InvoiceService.ConvertInvoice body=* response_body=-',
    'GET /v1/account -> einvoice.v1.AccountService.GetAccount body=- response_body=-',
  ]);
});

test('a path variable binds one segment before the .png suffix', (t) => {
  const match = matchRoute(routes, 'GET', '/v1/preview/tx_abc123.png');
  t.is(match.kind, 'found');
  if (match.kind === 'found') t.deepEqual(match.pathValues, { transaction_id: 'tx_abc123' });
  t.is(matchRoute(routes, 'GET', '/v1/preview/a/b.png').kind, 'not-found');
});

test('a known path with another verb is method-not-allowed, an unknown path not-found', (t) => {
  t.deepEqual(matchRoute(routes, 'GET', '/v1/validate'), {
    kind: 'method-not-allowed',
    allowed: ['POST'],
  });
  t.deepEqual(matchRoute(routes, 'POST', '/v1/nothing'), { kind: 'not-found' });
});
