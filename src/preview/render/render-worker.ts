/**
 * A render worker thread: receives { seq, pdf, page, dpi }, answers { seq, ok, ... } with the PNG
 * transferred (not copied) back. pdfjs loads as soon as the thread starts, so the first preview
 * does not pay for it when the pool was warmed up. Renders run at a lower CPU priority.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { loadPdfJs, rasterise, type RasteriseJob } from './rasterise.js';

/** A request to a render worker. */
export interface WorkerRequest extends RasteriseJob {
  seq: number;
}

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs only as a worker thread');

const NICE = 5;

/**
 * On Linux a thread is a task with its own nice value: renders run at nice 5 (a third of the
 * event loop's CPU weight; 10 starved renders on a machine crowded by other processes), so when cores are
 * short the event loop (validate, generate, cached previews) is scheduled first. Elsewhere: as is.
 */
function yieldToEventLoop(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, NICE);
  } catch {
    // no /proc (macOS, Windows) or not permitted: keep the default priority
  }
}
yieldToEventLoop();

loadPdfJs()
  .then(() => port.postMessage({ seq: 0, ok: true, ready: true }))
  .catch((error: Error) =>
    port.postMessage({ seq: 0, ok: false, ready: true, message: error.message }),
  );

port.on('message', (job: WorkerRequest) => {
  rasterise(job).then(
    (result) => {
      if (result.ok)
        port.postMessage({ seq: job.seq, ...result }, [result.png.buffer as ArrayBuffer]);
      else port.postMessage({ seq: job.seq, ...result });
    },
    (error: Error) =>
      port.postMessage({
        seq: job.seq,
        ok: false,
        reason: 'RENDER_FAILED',
        message: error.message,
      }),
  );
});
