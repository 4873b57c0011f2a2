/**
 * The access log: one JSON object per line for every request, written to stdout. Lines are
 * gathered and written together once per turn of the event loop (or at 64 KiB): under load that
 * is one write for many requests instead of one system call each. A line never holds an API key
 * or a request body — only the fields of AccessLogEntry.
 */
import type { Transport } from './transport.js';

/** One request, as logged. */
export interface AccessLogEntry {
  /** ISO 8601 time the request arrived. */
  time: string;
  request_id: string;
  method: string;
  /** The route template (or `unmatched`), never the raw path. */
  route: string;
  transport: Transport;
  /** HTTP status of the response. */
  status: number;
  /** gRPC status code, for gRPC and gRPC-Web responses that carried one. */
  grpc_status?: number;
  duration_ms: number;
  /** The API key's id (never the key), when the request carried a valid one. */
  key_id?: string;
  bytes_in: number;
  bytes_out: number;
}

/** Where lines go: a function taking one line (without its newline). */
export type LogSink = (line: string) => void;

const FLUSH_AT_BYTES = 64 * 1024;

/** A sink writing to a stream (stdout by default), batched per event-loop turn. */
export function batchedSink(stream: NodeJS.WritableStream = process.stdout): LogSink {
  let pending: string[] = [];
  let size = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    size = 0;
    stream.write(text);
  };
  // Pipes and files are written synchronously on exit: the last requests' lines are not lost.
  process.once('exit', flush);
  return (line) => {
    pending.push(line + '\n');
    size += line.length + 1;
    if (size >= FLUSH_AT_BYTES) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}

/**
 * The longest text field a line carries, in characters: a field past it (an HTTP/2 `:method` is
 * any token the client sends) is cut and ends in `…`, so no request writes more than a few
 * hundred bytes of log whatever it sends.
 */
export const MAX_FIELD_CHARS = 128;

const bounded = (value: string): string =>
  value.length > MAX_FIELD_CHARS ? `${value.slice(0, MAX_FIELD_CHARS - 1)}…` : value;

/** Writes one entry to a sink, its text fields cut at MAX_FIELD_CHARS. */
export function writeEntry(sink: LogSink, entry: AccessLogEntry): void {
  const line: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(entry))
    line[name] = typeof value === 'string' ? bounded(value) : value;
  sink(JSON.stringify(line));
}
