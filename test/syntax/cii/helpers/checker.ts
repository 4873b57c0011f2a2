/**
 * Runs the independent conformance checker (../shared/tools/check_einvoice.py: xmllint + Saxon-HE
 * with the official XSD and Schematron from the corpus) on XML strings, a few at a time.
 * Locations: EINVOICE_CORPUS (default ../shared/corpus, relative to the repository root) and
 * EINVOICE_CHECKER (default <corpus>/../tools/check_einvoice.py).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CHECKER_ENV } from '../../ubl/helpers/checker.js';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const corpus = path.resolve(repoRoot, process.env.EINVOICE_CORPUS ?? '../shared/corpus');
const checker = path.resolve(
  repoRoot,
  process.env.EINVOICE_CHECKER ?? path.join(corpus, '..', 'tools', 'check_einvoice.py'),
);

/** One checker verdict. */
export interface CheckResult {
  name: string;
  kind: string;
  /** 0 valid, 1 invalid, 2 could not check. */
  exitCode: number;
  report: {
    xsd_ok?: boolean;
    xsd_errors?: string[];
    fatal?: string[];
    warning?: string[];
    error?: string;
  };
}

/** Why the checker cannot run here, or undefined when it can. */
export function checkerUnavailable(): string | undefined {
  if (!existsSync(corpus)) return `corpus not found at ${corpus} (set EINVOICE_CORPUS)`;
  if (!existsSync(checker)) return `checker not found at ${checker} (set EINVOICE_CHECKER)`;
  for (const tool of ['python3', 'xmllint', 'java']) {
    if (!onPath(tool))
      return `${tool} not installed (Debian: python3, libxml2-utils, libsaxonhe-java)`;
  }
  return undefined;
}

function onPath(tool: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((d) => d && existsSync(path.join(d, tool)));
}

/** Checks each (name, kind, xml), running `parallel` checker processes at once. */
export async function checkAll(
  items: { name: string; kind: string; xml: string }[],
  parallel = 2,
): Promise<CheckResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cii-writer-'));
  const results: CheckResult[] = new Array(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const i = next++;
      const { name, kind, xml } = items[i];
      const file = path.join(dir, `${name}.xml`);
      writeFileSync(file, xml);
      let stdout = '';
      let exitCode = 0;
      try {
        ({ stdout } = await run('python3', [checker, kind, file, '--corpus', corpus], {
          maxBuffer: 1 << 24,
          env: CHECKER_ENV,
        }));
      } catch (e) {
        const err = e as { code?: number; stdout?: string; stderr?: string };
        exitCode = typeof err.code === 'number' ? err.code : 2;
        stdout = err.stdout || JSON.stringify({ error: err.stderr ?? String(e) });
      }
      let report: CheckResult['report'];
      try {
        report = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
      } catch {
        report = { error: stdout.slice(0, 500) };
      }
      results[i] = { name, kind, exitCode, report };
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}
