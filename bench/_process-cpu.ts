/**
 * CPU time of a server process and of its child processes (the JVM validation worker), read from
 * /proc on Linux: benchmarks on a shared machine report CPU per request next to the wall clock,
 * because the wall clock includes waiting for the other tenants. Elsewhere the figures are absent.
 * Files starting with "_" are helpers, not benchmarks (bench/run.ts skips them).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime from the text of a /proc stat file, in ms. */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** utime + stime of one process (all its threads), in ms; undefined when it is gone. */
function cpuMs(pid: number): number | undefined {
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The CPU (ms) of a process's threads whose name (as /proc shows it, 15 characters) matches `name`. */
function threadsCpuMs(pid: number, name: RegExp): number {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  let total = 0;
  for (const tid of tids) {
    try {
      if (name.test(readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()))
        total += readThread(pid, Number(tid));
    } catch {
      // the thread ended meanwhile
    }
  }
  return total;
}

/** The CPU (ms) of one thread; 0 when it is gone. The main thread's id is the process id. */
function readThread(pid: number, tid: number): number {
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
}

/**
 * HotSpot's thread names: its JIT compilers ("C2 CompilerThread0", "C1 CompilerThre…") and its
 * garbage collectors ("GC Thread#0"; the parallel collector's threads).
 */
const JVM_JIT_THREAD = /^C[12] CompilerThre/;
const JVM_GC_THREAD = /^GC Thread/;

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
  /** The server's main thread (its event loop), part of `node`. */
  nodeMain: number;
  workers: number;
  /** The children's JIT compiler threads, part of `workers`. */
  workersJit: number;
  /** The children's garbage collector threads, part of `workers`. */
  workersGc: number;
}

/** Samples the server (pid) and its children; undefined off Linux. */
export function sampleCpu(pid: number): CpuSample | undefined {
  const node = cpuMs(pid);
  if (node === undefined) return undefined;
  const sample = { node, nodeMain: readThread(pid, pid), workers: 0, workersJit: 0, workersGc: 0 };
  for (const child of childrenOf(pid)) {
    sample.workers += cpuMs(child) ?? 0;
    sample.workersJit += threadsCpuMs(child, JVM_JIT_THREAD);
    sample.workersGc += threadsCpuMs(child, JVM_GC_THREAD);
  }
  return sample;
}

/** The machine's load averages (1, 5, 15 minutes), to print next to every figure. */
export function machineLoad(): string {
  return loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
}

/** The machine's CPU time since boot from /proc/stat (all cores, in ms): busy and steal; undefined off Linux. */
function machineCpu(): { busy: number; steal: number } | undefined {
  try {
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice (guest time is inside user)
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]!
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number) as number[];
    return { busy: (user! + nice! + system! + irq! + softirq!) * TICK_MS, steal: steal! * TICK_MS };
  } catch {
    return undefined;
  }
}

/** CPU per request over one measured load, and what else the machine did meanwhile. */
export interface CpuPerRequest {
  node_ms_per_request: number;
  /** Of node_ms: its main thread; the rest is V8's compiler and collector threads and libuv's pool. */
  node_main_ms_per_request: number;
  worker_ms_per_request: number;
  /**
   * Of worker_ms: the JVM's JIT compilers. Still well above zero, the worker is warming up: the
   * figures describe a service just started, not a running one.
   */
  worker_jit_ms_per_request: number;
  /** Of worker_ms: the JVM's garbage collector threads. */
  worker_gc_ms_per_request: number;
  /**
   * The benchmark's own process (the load generator): it shares the machine's cores with the
   * server, so its CPU is part of what a latency under load measures.
   */
  client_ms_per_request: number;
  /**
   * CPU of every process on the machine per request: more than the three above means other
   * processes took cores from the run. (Not a share of the run's time: a load generator that ends
   * on a whole second leaves idle time at the end.)
   */
  machine_ms_per_request?: number;
  /** CPU the hypervisor gave other machines while this one wanted it (steal), per request. */
  steal_ms_per_request?: number;
  requests: number;
  load: string;
}

/**
 * Runs `load` and returns the CPU per request (ms) of the server, of its workers and of the
 * benchmark itself over it, the CPU of the whole machine, and the load average at the end.
 */
export async function cpuPerRequest<T>(
  pid: number | undefined,
  load: () => Promise<T>,
  requestsOf: (result: T) => number,
): Promise<{ result: T; cpu?: CpuPerRequest }> {
  const before = pid === undefined ? undefined : sampleCpu(pid);
  const clientBefore = process.cpuUsage();
  const machineBefore = machineCpu();
  const result = await load();
  const after = pid === undefined ? undefined : sampleCpu(pid);
  const client = process.cpuUsage(clientBefore);
  const machineAfter = machineCpu();
  const requests = requestsOf(result);
  if (!before || !after || requests <= 0) return { result };
  const perRequest = (ms: number) => +(ms / requests).toFixed(2);
  const machine =
    machineBefore && machineAfter
      ? {
          machine_ms_per_request: perRequest(machineAfter.busy - machineBefore.busy),
          steal_ms_per_request: perRequest(machineAfter.steal - machineBefore.steal),
        }
      : {};
  return {
    result,
    cpu: {
      node_ms_per_request: perRequest(after.node - before.node),
      node_main_ms_per_request: perRequest(after.nodeMain - before.nodeMain),
      worker_ms_per_request: perRequest(after.workers - before.workers),
      worker_jit_ms_per_request: perRequest(after.workersJit - before.workersJit),
      worker_gc_ms_per_request: perRequest(after.workersGc - before.workersGc),
      client_ms_per_request: perRequest((client.user + client.system) / 1000),
      ...machine,
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
