/**
 * Conformance helper: the independent validators. veraPDF (PDF/A-3B, via the pinned
 * test/conformance/verapdf/verapdf.sh), the Mustang validator (scripts/conformance-mustang.sh,
 * one JVM for many files) and the shared independent checker (../shared/tools/check_einvoice.py).
 * Each says when it cannot run, so tests skip visibly instead of failing on a bare machine.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECKER_ENV } from '../../syntax/ubl/helpers/checker.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const works = (cmd: string, arg: string) => spawnSync(cmd, [arg], { stdio: 'ignore' }).status === 0;

/** Why the JVM validators cannot run here, or undefined when they can. */
export function jvmToolsMissing(): string | undefined {
  if (!works('java', '-version')) return 'java is missing (apt-get install default-jdk-headless)';
  if (!works('mvn', '-v')) return 'mvn is missing (apt-get install maven)';
  return undefined;
}

/** Runs a command to completion without blocking the event loop. */
export function run(
  cmd: string,
  args: string[],
  timeoutMs = 900_000,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: repoRoot, env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      done({ status, stdout, stderr });
    });
  });
}

/** veraPDF's verdict on one file. */
export interface VeraPdfVerdict {
  file: string;
  compliant: boolean;
  failed: string[];
}

/** One veraPDF run (PDF/A-3B) over a directory: a verdict per PDF. */
export async function veraPdf(dir: string): Promise<VeraPdfVerdict[]> {
  const res = await run('bash', [
    resolve(repoRoot, 'test/conformance/verapdf/verapdf.sh'),
    '--flavour',
    '3b',
    dir,
  ]);
  if (res.status !== 0 && !res.stdout.includes('<job>'))
    throw new Error(`veraPDF failed: ${res.stderr.slice(-2000)}`);
  return (res.stdout.match(/<job>[\s\S]*?<\/job>/g) ?? []).map((job) => ({
    file: (/<name>([^<]+)<\/name>/.exec(job)?.[1] ?? '?').split('/').pop()!,
    compliant: /isCompliant="true"/.test(job) && /failedRules="0"/.test(job),
    failed: [
      ...job.matchAll(/<rule [^>]*status="failed"[^>]*clause="([^"]+)"[^>]*testNumber="(\d+)"/g),
    ].map((m) => `${m[1]}-${m[2]}`),
  }));
}

/** Mustang's verdict on one file. */
export interface MustangVerdict {
  file: string;
  /** The overall summary status (valid or invalid). */
  status: string;
  /** Text of every <error> element. */
  errors: string[];
}

/** One Mustang run over many files. */
export async function mustang(files: string[]): Promise<MustangVerdict[]> {
  const res = await run('bash', [resolve(repoRoot, 'scripts/conformance-mustang.sh'), ...files]);
  if (res.status !== 0)
    throw new Error(`Mustang failed (${res.status}): ${res.stderr.slice(-2000)}`);
  return (res.stdout.match(/<report file="[^"]*">[\s\S]*?<\/report>/g) ?? []).map((r) => {
    const statuses = [...r.matchAll(/<summary status="([a-z]+)"\/>/g)].map((m) => m[1]);
    return {
      file: (/<report file="([^"]*)"/.exec(r)?.[1] ?? '?').split('/').pop()!,
      status: statuses.at(-1) ?? 'missing',
      errors: [...r.matchAll(/<error\b[^>]*>([\s\S]*?)<\/error>/g)].map((m) =>
        m[1].trim().slice(0, 300),
      ),
    };
  });
}

/** The independent checker's one-line verdict. */
export interface CheckerVerdict {
  kind?: string;
  xsd_ok?: boolean;
  xsd_errors?: unknown[];
  fatal: string[];
  warning: string[];
  rulesets?: unknown;
  exit: number | null;
  raw: string;
}

/** ../shared/tools/check_einvoice.py, or undefined when it or its tools are absent. */
export function checkerPath(): string | undefined {
  const path = resolve(
    repoRoot,
    process.env.EINVOICE_TOOLS ?? '../shared/tools',
    'check_einvoice.py',
  );
  return existsSync(path) && works('python3', '--version') ? path : undefined;
}

/** Runs the independent checker on one file. */
export async function check(kind: string, file: string): Promise<CheckerVerdict> {
  const res = await run('python3', [checkerPath()!, kind, file], 300_000, CHECKER_ENV);
  const line =
    res.stdout
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .pop() ?? '{}';
  let parsed: any = {};
  try {
    parsed = JSON.parse(line);
  } catch {
    parsed = {};
  }
  return {
    ...parsed,
    fatal: parsed.fatal ?? [],
    warning: parsed.warning ?? [],
    exit: res.status,
    raw: (res.stdout + res.stderr).slice(-1500),
  };
}
