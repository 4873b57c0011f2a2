/**
 * Puts issues in document order (the proto field order, list index by list index), so that
 * `errors` reads top to bottom like the request, whichever check found the problem first.
 */
import type { DescField, DescMessage } from '@bufbuild/protobuf';
import type { FieldIssue } from '../../../gen/einvoice/v1/invoice_service_pb.js';

const SEGMENT = /\.([a-z0-9_]+)|\[(\d+)\]/g;

/** Sort key of a JSON path: field numbers along the schema, list indices as they are. */
function sortKey(schema: DescMessage, path: string): number[] {
  const key: number[] = [];
  let msg: DescMessage | undefined = schema;
  for (const m of path.matchAll(SEGMENT)) {
    if (m[2] !== undefined) {
      key.push(Number(m[2]));
      continue;
    }
    const field: DescField | undefined = msg?.fields.find((f) => f.name === m[1]);
    key.push(field ? field.number : 1e6);
    msg = field?.message;
  }
  return key;
}

function compare(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Sorts issues in place by the position of their path in the request schema (stable). */
export function sortIssues(schema: DescMessage, issues: FieldIssue[]): FieldIssue[] {
  if (issues.length < 2) return issues;
  const keyed = issues.map((issue, i) => ({ issue, i, key: sortKey(schema, issue.path) }));
  keyed.sort((x, y) => compare(x.key, y.key) || x.i - y.i);
  for (let i = 0; i < keyed.length; i++) issues[i] = keyed[i].issue;
  return issues;
}
