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
 * flight. The default, 100 (collect once the old generation is twice what was live), is what
 * keeps one instance within its 600 MB under the 5-minute soak; 0 gives V8 its own choice back.
 * The measured trade (soak memory against p99, CPU and the 1,000-line generate) is in the
 * README's "What scales how", the one place its figures are kept.
 */
import { setFlagsFromString } from 'node:v8';

/** The default: twice what the last full collection left live (0 would leave V8's own choice). */
export const DEFAULT_HEAP_GROWTH_PERCENT = 100;

/**
 * Sets V8's growth factor for the rest of the process (0 leaves V8's own). The flag is read each
 * time V8 sets the next collection's limit, so setting it after start applies from the next one.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
