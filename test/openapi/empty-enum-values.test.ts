// "" is never an enum value in the generated schemas: a string whose protovalidate `in` list
// allows "" (tax_scheme, tax_point_date_code, line_status, …) uses it for "not given". Requests
// document the default instead; responses leave the member out, and their schemas neither list
// "" nor require the member. Checked on the served /openapi.json and the MCP tool schemas, and
// on what the responses write.
import test from 'ava';
import { create, toJson } from '@bufbuild/protobuf';
import { InvoiceSchema } from '../../gen/einvoice/v1/invoice_pb.js';
import { RetrieveInvoiceResponseSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { retrieveResult } from '../../src/mcp/results.js';
import { toolList } from '../../src/mcp/tools.js';
import { messageJsonSchema } from '../../src/openapi/proto-json-schema.js';
import { dropEmptyMeansAbsent, emptyMeansAbsent } from '../../src/rest/empty-means-absent.js';
import { publicExample } from '../helpers/example.js';
import { postJson, withDemoKey, withServer } from '../helpers/server.js';

function* enums(node: unknown, path = '#'): Generator<[string, unknown[]]> {
  if (!node || typeof node !== 'object') return;
  const enumeration = (node as { enum?: unknown }).enum;
  if (Array.isArray(enumeration)) yield [path, enumeration];
  for (const [key, value] of Object.entries(node)) yield* enums(value, `${path}/${key}`);
}

test('no enum in the served /openapi.json contains ""', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const response = await fetch(`${baseUrl}/openapi.json`);
    t.is(response.status, 200);
    const doc = await response.json();
    const all = [...enums(doc)];
    t.true(all.length > 10, 'the document has enums');
    t.deepEqual(
      all.filter(([, values]) => values.includes('')).map(([path]) => path),
      [],
    );
  });
});

test('no enum in the MCP tool schemas contains ""', (t) => {
  const withEmpty = toolList().flatMap((tool) =>
    [
      ...enums(tool.inputSchema, `${tool.name}/input`),
      ...enums(tool.outputSchema, `${tool.name}/output`),
    ].filter(([, values]) => values.includes('')),
  );
  t.deepEqual(
    withEmpty.map(([path]) => path),
    [],
  );
});

test('the rule is read from the descriptors: every string field allowing "" is covered, by no name', (t) => {
  const covered = InvoiceSchema.fields.filter(emptyMeansAbsent).map((f) => f.name);
  t.true(covered.includes('tax_scheme'));
  t.true(covered.includes('tax_point_date_code'));
  const schema = messageJsonSchema(InvoiceSchema, { direction: 'response' });
  for (const name of covered)
    t.false((schema.required as string[]).includes(name), `${name} is not required in a response`);
});

test('a response leaves out a member whose "" means "not given", and keeps a set value', (t) => {
  const invoice = create(InvoiceSchema, {
    number: 'INV-1',
    taxScheme: '',
    taxPointDateCode: '35',
    items: [
      { description: 'x', lineStatus: '' },
      { description: 'y', lineStatus: 'DETAIL' },
    ],
  });
  const json = dropEmptyMeansAbsent(
    InvoiceSchema,
    toJson(InvoiceSchema, invoice, { useProtoFieldName: true, alwaysEmitImplicit: true }) as any,
  );
  t.false('tax_scheme' in json);
  t.is(json.tax_point_date_code, '35');
  t.false('line_status' in json.items[0]);
  t.is(json.items[1].line_status, 'DETAIL');
  // Other empty strings stay: "" there is a value the schema allows.
  t.is(json.delivery_date, '');

  // The retrieve answer (MCP structuredContent; REST writes the same JSON).
  const answer = create(RetrieveInvoiceResponseSchema, { valid: true, invoice });
  const structured = retrieveResult(RetrieveInvoiceResponseSchema, answer).structuredContent as any;
  t.false('tax_scheme' in structured.invoice);
  t.false('line_status' in structured.invoice.items[0]);
  t.is(structured.invoice.items[1].line_status, 'DETAIL');
});

test('REST: the invoice retrieve reads back has no "" where "" means "not given"', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const generated = await postJson(
      baseUrl,
      '/v1/generate',
      { ...publicExample(), format: 'ubl' },
      withDemoKey(),
    );
    t.is(generated.status, 200, generated.text.slice(0, 300));
    const retrieved = await postJson(
      baseUrl,
      '/v1/retrieve',
      { data_base64: generated.json.xml_base64 },
      withDemoKey(),
    );
    t.is(retrieved.status, 200, retrieved.text.slice(0, 300));
    const invoice = retrieved.json.invoice;
    t.is(invoice.number, publicExample().invoice.number);
    t.false('tax_scheme' in invoice, 'not given: absent');
    t.false('tax_point_date_code' in invoice);
    for (const item of invoice.items) t.false('line_status' in item);
    t.is(invoice.delivery_date, '', 'a plain string field is still written');
  });
});
