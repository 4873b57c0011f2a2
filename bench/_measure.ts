/**
 * The synchronous micro-benchmark loop shared by the writer benchmarks: warm-up, then wall p50
 * and p95 and mean CPU time per call (on a shared machine the wall clock includes waiting).
 * Files starting with "_" are helpers, not benchmarks (bench/run.ts skips them).
 */

/** Iterations per measurement: the first command-line argument, default 2000. */
export const iterations = Number(process.argv[2] ?? 2000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/** Measures `fn` and prints one line of figures under `label`. */
export function measure(label: string, fn: () => unknown): void {
  for (let i = 0; i < 200; i++) fn();
  const times: number[] = [];
  const c0 = process.cpuUsage();
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const c1 = process.cpuUsage(c0);
  times.sort((a, b) => a - b);
  const f = (v: number): string => v.toFixed(3).padStart(7);
  const cpuMean = (c1.user + c1.system) / 1000 / iterations;
  console.log(
    `${label.padEnd(36)} wall p50 ${f(percentile(times, 50))} ms  p95 ${f(percentile(times, 95))} ms | cpu mean ${f(cpuMean)} ms`,
  );
}
