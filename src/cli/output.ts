/**
 * What the commands print: human-readable lines by default, the service's JSON with --json, and
 * every failure as one error with a stable code (the REST `error` string, or one of the command
 * line's own: usage_error, file_not_readable, server_unreachable, unexpected_answer).
 */

/** Where the CLI writes (process.stdout/stderr, or a test's buffers). */
export interface Sink {
  write(text: string): unknown;
}

/** Exit codes: done (and valid), the invoice or document is not valid, could not do it. */
export const EXIT = { ok: 0, invalid: 1, failed: 2 } as const;

/** A failure as the command reports it. */
export interface CliFailure {
  error: string;
  message: string;
  details?: { path: string; message: string; code?: string }[];
  [extra: string]: unknown;
}

/** Prints a failure: the JSON body on stdout with --json, else readable lines on stderr. */
export function printFailure(failure: CliFailure, json: boolean, out: Sink, err: Sink): void {
  if (json) {
    out.write(`${JSON.stringify(failure, null, 2)}\n`);
    return;
  }
  err.write(`einvoice: ${failure.error}: ${failure.message}\n`);
  for (const d of failure.details ?? []) {
    if (`${d.path}: ${d.message}` !== failure.message) err.write(`  ${d.path}: ${d.message}\n`);
  }
}
