/**
 * How far V8 lets an old generation grow before its next full collection
 * (NODE_HEAP_GROWTH_PERCENT): a process-wide flag, so the render threads' heaps follow it too.
 * V8 chooses the factor itself by default, up to 4 on a machine with this much memory: under a
 * steady load it let the main old generation reach 135–160 MB for about 50 MB live. What a busy
 * service promotes is mostly the data of requests in flight across two scavenges (the request's
 * message, its calculated invoice, its XML: about 180 KB a generate), and the Node buffers such
 * garbage holds outside the heap (PDFs, bodies, evicted cache entries) are freed only when it is
 * collected, so the whole process grows with the factor.
 *
 * A lower factor trades memory for tail latency: every full collection pauses the requests in
 * flight. Measured (bench/soak.ts 90 s and 5 min; bench/generate.ts, 1,200 requests, three
 * alternating runs each, 2 cores): 100 (grow to twice what is live) took Node from about 490 to
 * 420 MB under the 5-minute soak (729 to 647 MB with the worker), but raised the p99 at 4 connections from 43–47 to 49–63 ms, Node's
 * CPU per generate by 0.3–0.9 ms and the 1,000-line generate's maximum from 330–340 to 365–395 ms;
 * 50 took another 20 MB off at a p99 of 50–60 ms. The default is V8's own choice: the service's
 * latency targets are nearer than its memory one (see the README's sizing notes).
 */
import { setFlagsFromString } from 'node:v8';

/** The default: V8 chooses (0). */
export const DEFAULT_HEAP_GROWTH_PERCENT = 0;

/**
 * Sets V8's growth factor for the rest of the process (0 leaves V8's own). The flag is read each
 * time V8 sets the next collection's limit, so setting it after start applies from the next one.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
