/**
 * REST behaviour of the /v1/statuses routes beyond plain JSON: retrieve takes the CDAR XML as a
 * raw body (application/xml, text/xml) or as the `file` part of a multipart body, as well as JSON
 * with data_base64, and answers 422 whenever the answer is `valid: false`; validate reports a
 * member of the wrong type beside the other problems with `valid: false`, as /v1/validate does.
 */
import { create, fromJson, type Message } from '@bufbuild/protobuf';
import { FieldIssueSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import {
  RetrieveStatusRequestSchema,
  ValidateStatusResponseSchema,
  type RetrieveStatusResponse,
  type ValidateStatusResponse,
} from '../../../gen/einvoice/v1/status_service_pb.js';
import { apiError, type FieldProblem } from '../../errors/api-error.js';
import { pruneJsonShape } from '../json-shape.js';
import { decodeJsonRequest, type RestAdapter } from '../gateway.js';
import { isStrictBase64 } from './retrieve-adapter.js';

const RAW_TYPES = new Set(['application/xml', 'text/xml', 'application/octet-stream']);

/** The adapter for einvoice.v1.StatusService.RetrieveStatus. */
export const retrieveStatusRestAdapter: RestAdapter = {
  decodeJson(json, _headers, schema) {
    const body = json as Record<string, unknown> | null;
    const data = body && typeof body === 'object' ? (body.data_base64 ?? body.dataBase64) : undefined;
    if (typeof data === 'string' && !isStrictBase64(data)) {
      throw apiError('INVALID_REQUEST', '$.data_base64: not valid base64', [{ path: '$.data_base64', code: 'INVALID_BASE64', message: 'not valid base64', expected: 'base64' }]);
    }
    return { request: decodeJsonRequest(schema, json) };
  },

  async decodeBody(body, media, headers) {
    if (RAW_TYPES.has(media)) return { request: create(RetrieveStatusRequestSchema, { dataBase64: body }) };
    if (media !== 'multipart/form-data') return undefined;
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': headers.get('content-type') ?? '' } }).formData();
    } catch (error) {
      throw apiError('INVALID_REQUEST', `malformed multipart body: ${(error as Error).message}`);
    }
    const file = form.get('file');
    if (file === null) {
      throw apiError('INVALID_REQUEST', 'multipart body has no "file" part', [{ path: '$.file', code: 'REQUIRED', message: 'the CDAR XML file is required' }]);
    }
    const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : new Uint8Array(await file.arrayBuffer());
    return { request: create(RetrieveStatusRequestSchema, { dataBase64: bytes }) };
  },

  statusOf(response: Message) {
    return (response as RetrieveStatusResponse).valid ? 200 : 422;
  },

  finishJson(json, response) {
    // As retrieve: "status": null when nothing could be read.
    return { valid: json.valid, status: (response as RetrieveStatusResponse).status ? json.status : null, ...json };
  },
};

const covers = (problem: FieldProblem, path: string) => path === problem.path || path.startsWith(`${problem.path}.`) || path.startsWith(`${problem.path}[`);

/** The adapter for einvoice.v1.StatusService.ValidateStatus. */
export const validateStatusRestAdapter: RestAdapter = {
  decodeJson(json, _headers, schema) {
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
      const got = json === null ? 'null' : Array.isArray(json) ? 'array' : typeof json;
      throw apiError('INVALID_REQUEST', `$: expected object, got ${got}`, [{ path: '$', code: 'INVALID_TYPE', message: `expected object, got ${got}`, expected: 'object' }]);
    }
    const { value, problems } = pruneJsonShape(schema, json as Record<string, unknown>);
    try {
      return { request: fromJson(schema, value as never, { ignoreUnknownFields: false }), problems };
    } catch (error) {
      throw apiError('INVALID_REQUEST', `invalid request: ${(error as Error).message}`);
    }
  },

  amend(response: Message, problems: FieldProblem[]): Message {
    const answer = response as ValidateStatusResponse;
    const issues = answer.issues.filter((issue) => !problems.some((p) => covers(p, issue.path)));
    const errors = answer.errors.filter((error) => !problems.some((p) => covers(p, error.slice(0, error.indexOf(': ')))));
    return create(ValidateStatusResponseSchema, {
      ...answer,
      valid: false,
      errors: [...problems.map((p) => `${p.path}: ${p.message}`), ...errors],
      issues: [...problems.map((p) => create(FieldIssueSchema, { path: p.path, code: p.code, message: p.message, expected: p.expected ?? '' })), ...issues],
    });
  },
};
