// Generic gRPC tooling works against the port: grpc.health.v1 health checking, and server
// reflection (v1 and v1alpha) listing the services and serving their descriptors.
import test from 'ava';
import { fromBinary } from '@bufbuild/protobuf';
import { FileDescriptorProtoSchema } from '@bufbuild/protobuf/wkt';
import type * as grpc from '@grpc/grpc-js';
import { callUnary, serviceClient } from '../helpers/grpc-js-client.js';
import { withServer } from '../helpers/server.js';
import {
  installedRuleSet,
  isInstalled,
  RULE_SETS,
  ruleSet,
} from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';

test('health: the server and each service are SERVING; an unknown service is NOT_FOUND', async (t) => {
  await withServer(t, async ({ port }) => {
    const client = serviceClient('grpc/health/v1/health.proto', 'grpc.health.v1.Health', port);
    t.teardown(() => client.close());
    t.is((await callUnary(client, 'Check', { service: '' })).status, 'SERVING');
    t.is(
      (await callUnary(client, 'Check', { service: 'einvoice.v1.InvoiceService' })).status,
      'SERVING',
    );
    const error = await t.throwsAsync(callUnary(client, 'Check', { service: 'nope.Service' }));
    t.is((error as grpc.ServiceError).code, 5);
  });
});

function reflect(client: grpc.Client, requests: object[]): Promise<any[]> {
  return new Promise((resolve, reject) => {
    const call = (client as any).ServerReflectionInfo();
    const responses: any[] = [];
    call.on('data', (d: any) => responses.push(d));
    call.on('end', () => resolve(responses));
    call.on('error', reject);
    for (const r of requests) call.write(r);
    call.end();
  });
}

for (const version of ['v1', 'v1alpha']) {
  test(`reflection ${version}: lists the services and returns descriptors by symbol`, async (t) => {
    await withServer(t, async ({ port }) => {
      const client = serviceClient(
        `grpc/reflection/${version}/reflection.proto`,
        `grpc.reflection.${version}.ServerReflection`,
        port,
      );
      t.teardown(() => client.close());
      const [list, bySymbol, missing] = await reflect(client, [
        { list_services: '' },
        { file_containing_symbol: 'einvoice.v1.InvoiceService.ValidateInvoice' },
        { file_containing_symbol: 'no.such.Symbol' },
      ]);
      const names = list.list_services_response.service.map((s: any) => s.name);
      t.deepEqual(names.sort(), [
        'einvoice.v1.AccountService',
        'einvoice.v1.AdminService',
        'einvoice.v1.InvoiceService',
        'einvoice.v1.StatusService',
        'grpc.health.v1.Health',
      ]);
      const files = bySymbol.file_descriptor_response.file_descriptor_proto.map(
        (b: Buffer) => fromBinary(FileDescriptorProtoSchema, b).name,
      );
      t.is(files[0], 'einvoice/v1/invoice_service.proto');
      t.true(files.includes('einvoice/v1/invoice.proto'));
      t.true(files.includes('google/api/annotations.proto'));
      t.is(missing.error_response.error_code, 5);
    });
  });
}

test('/readyz lists the installed rule sets with the version and source of their files', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const body = (await (await fetch(`${baseUrl}/readyz`)).json()) as {
      rule_sets?: { id: string; version: string; source: string }[];
    };
    const installed = RULE_SETS.filter((s) => isInstalled(s, DEFAULT_RULES_DIR));
    t.deepEqual(
      body.rule_sets?.map((s) => s.id),
      installed.map((s) => s.id),
    );
    for (const s of body.rule_sets ?? [])
      t.deepEqual(s, installedRuleSet(ruleSet(s.id), DEFAULT_RULES_DIR));
    t.true(installed.length > 0);
  });
});
