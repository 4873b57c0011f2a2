/**
 * The OpenAPI 3.1 description of the /v1 REST API, generated at start-up from the same route
 * table the gateway uses (google.api.http annotations) and the message descriptors: paths,
 * parameters, request and response schemas (snake_case), the error body with the statuses each
 * route returns, the PNG responses, and the key schemes. Never written by hand.
 */
import type { DescMessage } from '@bufbuild/protobuf';
import { ScalarType } from '@bufbuild/protobuf';
import { ERROR_TABLE } from '../errors/error-table.js';
import { buildRouteTable, type Route } from '../rest/route-table.js';
import { queryParametersOf } from '../rest/query-parameters.js';
import { AccountService } from '../../gen/einvoice/v1/account_service_pb.js';
import { AdminService } from '../../gen/einvoice/v1/admin_service_pb.js';
import { InvoiceService } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { StatusService } from '../../gen/einvoice/v1/status_service_pb.js';
import { InvoiceSchema } from '../../gen/einvoice/v1/invoice_pb.js';
import { messageJsonSchema, type JsonSchema } from './proto-json-schema.js';
import { protoComment } from './proto-comments.js';
import { errorStatuses, RAW_BODY_MEDIA, REST_EXTRAS } from './route-responses.js';
import {
  OPERATION_SECURITY,
  requestExample,
  requestHeaders,
  responseHeaders,
} from './operation-extras.js';

const ERROR_REF = '#/components/schemas/Error';

/** The public error body, `{error, message, details[], docs}`, as the gateway writes it. */
function errorSchema(): JsonSchema {
  return {
    type: 'object',
    description:
      'Every failure of the REST API: a stable `error` string, a readable message, field problems and a link to the error reference. Some errors add members (e.g. transaction_state, page_count, findings).',
    required: ['error', 'message', 'details', 'docs'],
    properties: {
      error: {
        type: 'string',
        enum: [...new Set(Object.values(ERROR_TABLE).map((s) => s.restError))],
      },
      message: { type: 'string' },
      details: {
        type: 'array',
        items: {
          type: 'object',
          required: ['path', 'code', 'message'],
          properties: {
            path: { type: 'string', description: 'JSON path, e.g. $.invoice.seller.vat_id' },
            code: { type: 'string', description: 'Stable code, e.g. REQUIRED, INVALID_TYPE' },
            message: { type: 'string' },
            expected: { type: 'string' },
          },
        },
      },
      docs: {
        type: 'string',
        format: 'uri',
        description: "The error code's entry in the error reference (…#error-<code>).",
      },
    },
  };
}

/** The type names of the messages reachable from `roots` (their fields, recursively). */
function reachable(roots: DescMessage[]): Set<string> {
  const seen = new Set<string>();
  const walk = (message: DescMessage) => {
    if (seen.has(message.typeName)) return;
    seen.add(message.typeName);
    for (const field of message.fields) {
      if (
        field.fieldKind === 'message' ||
        (field.fieldKind === 'list' && field.listKind === 'message') ||
        (field.fieldKind === 'map' && field.mapKind === 'message')
      )
        walk(field.message);
    }
  };
  roots.forEach(walk);
  return seen;
}

/**
 * The retrieve answer as the REST adapter writes it (retrieve-adapter.ts retrievePublicJson):
 * `invoice` always present, null when nothing was read; `source_xml_base64` only when asked for.
 */
function publicRetrieveShape(components: Record<string, JsonSchema>): void {
  const schema = components.RetrieveInvoiceResponse;
  if (!schema) return;
  const properties = schema.properties as Record<string, JsonSchema>;
  const invoice = properties.invoice!;
  // The invoice read back is written as a response (every field, "" when not set, except where ""
  // means "not given": those are left out, see empty-means-absent.ts): described
  // inline as such, not as the request component Invoice, which documents what a request may omit.
  properties.invoice = {
    description: invoice.description,
    anyOf: [messageJsonSchema(InvoiceSchema, { direction: 'response' }), { type: 'null' }],
  };
  schema.required = [
    ...((schema.required as string[]) ?? []).filter((name) => name !== 'source_xml_base64'),
    'invoice',
  ];
}

/** The status retrieve answer as its REST adapter writes it (status-adapters.ts): `status` always present, null when nothing was read. */
function publicRetrieveStatusShape(components: Record<string, JsonSchema>): void {
  const schema = components.RetrieveStatusResponse;
  if (!schema) return;
  const properties = schema.properties as Record<string, JsonSchema>;
  const status = properties.status!;
  properties.status = {
    description: status.description,
    anyOf: [{ $ref: status.$ref as string }, { type: 'null' }],
  };
  schema.required = [
    ...((schema.required as string[]) ?? []).filter((name) => name !== 'status'),
    'status',
  ];
}

function componentName(message: DescMessage): string {
  return message.name;
}

function queryParameters(route: Route): JsonSchema[] {
  if (route.httpMethod !== 'GET') return [];
  const properties = messageJsonSchema(route.method.input, { direction: 'request' })
    .properties as Record<string, JsonSchema>;
  const accepted = queryParametersOf(`${route.service.typeName}.${route.method.name}`);
  return route.method.input.fields
    .filter(
      (f) =>
        accepted.includes(f.name) &&
        f.fieldKind === 'scalar' &&
        f.scalar !== ScalarType.BYTES &&
        !route.pathFields.includes(f.name),
    )
    .map((f) => ({
      name: f.name,
      in: 'query',
      required: false,
      description: protoComment(`${f.parent.typeName}.${f.name}`),
      schema: withoutDescription(properties[f.name] ?? {}),
    }));
}

function withoutDescription(schema: JsonSchema): JsonSchema {
  const { description: _unused, ...rest } = schema;
  return rest;
}

function pathParameters(route: Route): JsonSchema[] {
  return route.pathFields.map((name) => ({
    name,
    in: 'path',
    required: true,
    description: protoComment(`${route.method.input.typeName}.${name}`),
    schema: { type: 'string', minLength: 1 },
  }));
}

function successResponse(route: Route, ref: (m: DescMessage) => string): JsonSchema {
  const field = route.responseBody
    ? route.method.output.fields.find((f) => f.name === route.responseBody)
    : undefined;
  if (field?.fieldKind === 'message' && field.message.typeName === 'google.api.HttpBody') {
    const media =
      RAW_BODY_MEDIA[`${route.method.output.typeName}.${field.name}`] ?? 'application/octet-stream';
    return {
      description: protoComment(`${route.method.output.typeName}.${field.name}`) ?? 'Raw body',
      content: { [media]: { schema: { type: 'string', contentMediaType: media } } },
    };
  }
  return {
    description: 'OK',
    content: { 'application/json': { schema: { $ref: ref(route.method.output) } } },
  };
}

function operation(route: Route, operationId: string, ref: (m: DescMessage) => string): JsonSchema {
  const extras = REST_EXTRAS[`${route.service.typeName}.${route.method.name}`];
  const responses: Record<string, JsonSchema> = { '200': successResponse(route, ref) };
  for (const [status, errors] of errorStatuses(route)) {
    responses[String(status)] = {
      description: errors.join(', '),
      content: { 'application/json': { schema: { $ref: ERROR_REF } } },
    };
  }
  for (const status of extras?.answerStatuses ?? []) {
    // The adapter sends the response message itself with this status (e.g. retrieve: valid false).
    const answer = { $ref: ref(route.method.output) };
    const existing = responses[String(status)];
    const schema = existing ? { oneOf: [answer, { $ref: ERROR_REF }] } : answer;
    responses[String(status)] = {
      description: `${route.method.output.name} that is not valid${existing ? `, or ${existing.description as string}` : ''}`,
      content: { 'application/json': { schema } },
    };
  }
  for (const [status, response] of Object.entries(responses)) {
    const headers = responseHeaders(operationId, Number(status));
    if (headers) response.headers = headers;
  }
  const headerParams = (extras?.headers ?? []).map((h) => ({
    name: h.name,
    in: 'header',
    required: false,
    description: h.description,
    schema: h.schema,
  }));
  const op: JsonSchema = {
    operationId,
    tags: [route.service.name],
    summary: route.method.name,
    description: protoComment(`${route.service.typeName}.${route.method.name}`),
    security: OPERATION_SECURITY[operationId] ?? [{ ApiKeyHeader: [] }, { BearerAuth: [] }],
    parameters: [
      ...pathParameters(route),
      ...queryParameters(route),
      ...headerParams,
      ...requestHeaders(operationId),
    ],
    responses: Object.fromEntries(
      Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)),
    ),
  };
  if (route.body === '*') {
    const input = messageJsonSchema(route.method.input, { direction: 'request' })
      .properties as Record<string, Record<string, unknown>>;
    const example = requestExample(operationId);
    const content: Record<string, JsonSchema> = {
      'application/json': {
        schema: { $ref: ref(route.method.input) },
        ...(example === undefined ? {} : { example }),
      },
    };
    for (const [media, schema] of Object.entries(extras?.bodyMedia(input) ?? {}))
      content[media] = { schema: stripDescriptions(schema) };
    op.requestBody = { required: true, content };
  }
  return op;
}

/** Removes descriptions nested in property schemas copied from elsewhere (keeps them short). */
function stripDescriptions(schema: Record<string, unknown>): JsonSchema {
  const props = schema.properties as Record<string, JsonSchema> | undefined;
  if (!props) return schema;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(props).map(([k, v]) => [k, k === 'file' ? v : withoutDescription(v)]),
    ),
  };
}

/** Builds the OpenAPI 3.1 document of the /v1 routes of the given services. */
export function buildOpenApiDocument(
  services = [InvoiceService, StatusService, AccountService, AdminService],
): JsonSchema {
  const routes = buildRouteTable(services);
  const components: Record<string, JsonSchema> = { Error: errorSchema() };
  const pending: DescMessage[] = [];
  const named = new Map<string, string>();
  const ref = (message: DescMessage): string => {
    const name = componentName(message);
    const owner = named.get(name);
    if (owner && owner !== message.typeName)
      throw new Error(`two messages named ${name}: ${owner} and ${message.typeName}`);
    if (!owner) {
      named.set(name, message.typeName);
      pending.push(message);
    }
    return `#/components/schemas/${name}`;
  };
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const usedIds = new Set<string>();
  for (const route of routes) {
    let id = route.method.name;
    if (usedIds.has(id)) id = `${id}_${route.httpMethod.toLowerCase()}`;
    usedIds.add(id);
    (paths[route.template] ??= {})[route.httpMethod.toLowerCase()] = operation(route, id, ref);
  }
  // A message only responses use is described as emitted (every implicit field required); one a
  // request uses as accepted (protovalidate's required fields, no other members).
  const inRequests = reachable(routes.map((r) => r.method.input));
  for (let message = pending.shift(); message; message = pending.shift()) {
    components[componentName(message)] = messageJsonSchema(message, {
      direction: inRequests.has(message.typeName) ? 'request' : 'response',
      refFor: ref,
    });
  }
  publicRetrieveShape(components);
  publicRetrieveStatusShape(components);
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'einvoice REST API',
      version: 'v1',
      description: `${protoComment(InvoiceService.typeName) ?? ''}\n\nGenerated from the proto definitions and their google.api.http annotations.`,
    },
    servers: [{ url: '/' }],
    tags: services
      .filter((s) => routes.some((r) => r.service === s))
      .map((s) => ({ name: s.name, description: protoComment(s.typeName) })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        ApiKeyHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'The API key (sandbox or live).',
        },
        BearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The API key as a bearer token.',
        },
      },
    },
  };
  return JSON.parse(JSON.stringify(document)) as JsonSchema; // drops the undefined descriptions
}

let cached: JsonSchema | undefined;

/** The OpenAPI document of the public /v1 API, built once per process. */
export function openApiDocument(): object {
  return (cached ??= buildOpenApiDocument());
}
