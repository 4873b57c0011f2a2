/**
 * How late the event loop ran its timers: the figure that tells an operator whether one caller's
 * work (a pipeline, a large PDF) held every other connection waiting.
 *
 * One monitor per process (the loop is per process; tests start several instances in one), the
 * names and the reset-on-scrape meaning of prom-client's default `nodejs_eventloop_lag_*` gauges,
 * so dashboards built for those read these: each scrape reports the window since the previous
 * scrape, then starts a new one.
 */
import { createHistogram, performance, type RecordableHistogram } from 'node:perf_hooks';

/** Sampling resolution: a 10 ms timer, as prom-client's default. */
const RESOLUTION_MS = 10;

let monitor: RecordableHistogram | undefined;

/**
 * A 10 ms timer recording the time between its runs. Not `monitorEventLoopDelay`: its reset
 * also forgets when its timer last ran, so a stall that starts right after a scrape (before the
 * timer's next run) was never recorded. Here the previous run's time survives the reset.
 */
function processMonitor(): RecordableHistogram {
  if (!monitor) {
    const histogram = createHistogram();
    let previous = performance.now();
    setInterval(() => {
      const now = performance.now();
      histogram.record(Math.max(1, Math.round((now - previous) * 1e6)));
      previous = now;
    }, RESOLUTION_MS).unref();
    monitor = histogram;
  }
  return monitor;
}

/** The event-loop delay gauges, rendered and reset together at each scrape. */
export class EventLoopLag {
  private readonly histogram = processMonitor();

  render(): string {
    const h = this.histogram;
    // The histogram holds the time between two runs of its timer, in nanoseconds: the delay is
    // what exceeds the timer's interval. Nothing recorded yet (right after start) reads as 0.
    const recorded = h.count > 0;
    const seconds = (ns: number) =>
      recorded && Number.isFinite(ns) ? Math.max(0, ns / 1e6 - RESOLUTION_MS) / 1e3 : 0;
    const gauges: [string, string, number][] = [
      ['max', 'The longest event-loop delay since the previous scrape', h.max],
      [
        'p99',
        'The 99th percentile of the event-loop delay since the previous scrape',
        h.percentile(99),
      ],
      ['mean', 'The mean event-loop delay since the previous scrape', h.mean],
    ];
    h.reset();
    return gauges
      .map(([key, help, ns]) => {
        const name = `nodejs_eventloop_lag_${key}_seconds`;
        return `# HELP ${name} ${help} (sampled every ${RESOLUTION_MS} ms).\n# TYPE ${name} gauge\n${name} ${seconds(ns)}\n`;
      })
      .join('');
  }
}
