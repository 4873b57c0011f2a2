/**
 * Renders any error as the public REST error body, from the one error table:
 * `{error, message, details[], docs}` with the table's HTTP status.
 */
import { describeError } from '../errors/api-error.js';
import { ERROR_TABLE, type Reason } from '../errors/error-table.js';
import { sendJson, type NodeResponse } from './http-io.js';

/** The REST body of an error. */
export interface RestErrorBody {
  error: string;
  message: string;
  details: { path: string; code: string; message: string; expected?: string }[];
  docs: string;
  [extra: string]: unknown;
}

/**
 * The documentation link of an error code: the docs URL (without its fragment) and the anchor
 * the README's error table gives each code, e.g. …#error-validation_failed.
 */
export function errorDocsLink(docsUrl: string, code: string): string {
  return `${docsUrl.split('#')[0]}#error-${code}`;
}

/** Builds status and body for an error (ours, the runtime's, or an unexpected one). */
export function restError(
  error: unknown,
  docsUrl: string,
): { status: number; body: RestErrorBody; headers: Record<string, string> } {
  const { reason, message, problems, extra, headers } = describeError(error);
  const spec = ERROR_TABLE[reason];
  const passOn: Record<string, string> = {};
  headers?.forEach((value, name) => {
    if (/^(allow|retry-after|ratelimit-|x-ratelimit-)/i.test(name)) passOn[name] = value;
  });
  return {
    status: spec.httpStatus,
    body: {
      error: spec.restError,
      message,
      details: problems,
      docs: errorDocsLink(docsUrl, spec.restError),
      ...extra,
    },
    headers: passOn,
  };
}

/** Sends the REST error body for a reason and message. */
export function sendRestError(res: NodeResponse, docsUrl: string, error: unknown): void {
  const { status, body, headers } = restError(error, docsUrl);
  if (status >= 500 && body.error === ERROR_TABLE.INTERNAL.restError)
    console.error('internal error', error);
  sendJson(res, status, body, headers);
}

/** A reason with a message, as an error to pass to sendRestError. */
export { apiError } from '../errors/api-error.js';
export type { Reason };
