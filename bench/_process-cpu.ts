/**
 * CPU time of a server process and of its child processes (the JVM validation worker), read from
 * /proc on Linux: benchmarks on a shared machine report CPU per request next to the wall clock,
 * because the wall clock includes waiting for the other tenants. Elsewhere the figures are absent.
 * Files starting with "_" are helpers, not benchmarks (bench/run.ts skips them).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of one process (all its threads), in ms; undefined when it is gone. */
function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/** The direct children of a process. */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return out;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** CPU of the process itself and of its children, in ms. */
export interface CpuSample {
  node: number;
  workers: number;
}

/** Samples the server (pid) and its children; undefined off Linux. */
export function sampleCpu(pid: number): CpuSample | undefined {
  const node = cpuMs(pid);
  if (node === undefined) return undefined;
  let workers = 0;
  for (const child of childrenOf(pid)) workers += cpuMs(child) ?? 0;
  return { node, workers };
}

/** The machine's load averages (1, 5, 15 minutes), to print next to every figure. */
export function machineLoad(): string {
  return loadavg().map((v) => v.toFixed(2)).join(' ');
}

/**
 * Runs `load` and returns the CPU per request (ms) of the server and of its workers over it,
 * with the load average at the end.
 */
export async function cpuPerRequest<T>(pid: number | undefined, load: () => Promise<T>, requestsOf: (result: T) => number): Promise<{ result: T; cpu?: { node_ms_per_request: number; worker_ms_per_request: number; requests: number; load: string } }> {
  const before = pid === undefined ? undefined : sampleCpu(pid);
  const result = await load();
  const after = pid === undefined ? undefined : sampleCpu(pid);
  const requests = requestsOf(result);
  if (!before || !after || requests <= 0) return { result };
  return {
    result,
    cpu: {
      node_ms_per_request: +((after.node - before.node) / requests).toFixed(2),
      worker_ms_per_request: +((after.workers - before.workers) / requests).toFixed(2),
      requests,
      load: machineLoad(),
    },
  };
}

/** Resident memory (MB) of the server and of its children (the JVM worker); undefined off Linux. */
export function sampleRss(pid: number): { node: number; workers: number } | undefined {
  const rss = (p: number): number | undefined => {
    try {
      const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1];
      return kb === undefined ? undefined : Number(kb) / 1024;
    } catch {
      return undefined;
    }
  };
  const node = rss(pid);
  if (node === undefined) return undefined;
  let workers = 0;
  for (const child of childrenOf(pid)) workers += rss(child) ?? 0;
  return { node, workers };
}
