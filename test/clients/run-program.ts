/**
 * Runs a client program (Go or Python) against a live server and collects its output; the
 * program finds the server through EINVOICE_ADDR. Shared by the Go and Python client tests.
 */
import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root (absolute, for child processes). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** True when `command --version`-like probing succeeds. */
export function hasCommand(command: string, args: string[] = ['version']): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs a program; resolves with its exit code and output. */
export function runProgram(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; timeoutMs: number },
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: options.cwd, env: { ...process.env, ...options.env }, timeout: options.timeoutMs },
      (error, stdout, stderr) => {
        resolve({
          code: error ? Number((error as { code?: number }).code ?? 1) || 1 : 0,
          stdout,
          stderr,
        });
      },
    );
  });
}

/** Parses "name key=value ..." lines into objects by name. */
export function parseLines(stdout: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const line of stdout.trim().split('\n')) {
    const [name, ...pairs] = line.split(' ');
    out[name!] = Object.fromEntries(pairs.map((p) => p.split('=') as [string, string]));
  }
  return out;
}
