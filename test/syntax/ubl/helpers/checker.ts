/**
 * Runs the independent conformance checker (../shared/tools/check_einvoice.py: xmllint + Saxon-HE
 * with the official rule sets of ../shared/corpus) and plain xmllint XSD validation on documents
 * our writers produce. Shared by the UBL and FatturaPA writer tests; they skip (fail under CI=true)
 * when the corpus, the checker, xmllint or java are missing.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ExecutionContext } from 'ava';
import { warmSaxonEnv } from '../../../helpers/saxon-server.js';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The conformance corpus (EINVOICE_CORPUS, default ../shared/corpus from the repository root). */
export const corpusDir = path.resolve(repoRoot, process.env.EINVOICE_CORPUS ?? '../shared/corpus');
/** The checker script (EINVOICE_CHECKER, default tools/check_einvoice.py beside the corpus). */
export const checkerPath = path.resolve(
  repoRoot,
  process.env.EINVOICE_CHECKER ?? path.join(corpusDir, '..', 'tools', 'check_einvoice.py'),
);
/** Whether the exhaustive matrix runs (EINVOICE_CONFORMANCE=1); otherwise a representative subset. */
export const exhaustive = process.env.EINVOICE_CONFORMANCE === '1';

const hasCommand = (cmd: string, args: string[]): boolean =>
  spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

/** Why the checks cannot run here, or undefined when they can (synchronous: tests are declared with it). */
export function skipReason(needsJava = true): string | undefined {
  if (!existsSync(corpusDir))
    return `conformance corpus not found at ${corpusDir} (set EINVOICE_CORPUS)`;
  if (!existsSync(checkerPath)) return `checker not found at ${checkerPath} (set EINVOICE_CHECKER)`;
  if (!hasCommand('xmllint', ['--version']))
    return 'xmllint missing (Debian libxml2-utils; npm run setup installs it)';
  if (needsJava && !hasCommand('java', ['-version']))
    return 'java missing (Debian libsaxonhe-java; npm run setup installs it)';
  return undefined;
}

/** The checker's verdict on one file. */
export interface CheckResult {
  kind: string;
  xsd_ok: boolean;
  xsd_errors: string[];
  fatal: string[];
  warning: string[];
}

let tmp: string | undefined;
/** Writes a document to a private temporary directory and returns its path. */
export function tempFile(name: string, xml: string): string {
  tmp ??= mkdtempSync(path.join(tmpdir(), 'xml-writers-'));
  const f = path.join(tmp, name);
  writeFileSync(f, xml);
  return f;
}

/**
 * The environment of the checker's JVMs. The checker starts Saxon once per rule set and file, and
 * most of such a short run is compiling a large stylesheet: the C1 compiler alone and the serial
 * collector halve its CPU (a French UBL check: 9.6 s → 4.8 s of CPU, 5.7 s → 3.7 s wall, the
 * same findings). Options the caller set are kept, after these. Where it can be built, a warm
 * Saxon answers the checker's calls and skips that compiling altogether (../../../helpers/saxon-server.ts).
 */
export const CHECKER_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  ...warmSaxonEnv(),
  JAVA_TOOL_OPTIONS: ['-XX:TieredStopAtLevel=1 -XX:+UseSerialGC', process.env.JAVA_TOOL_OPTIONS]
    .filter(Boolean)
    .join(' '),
};

/** Runs check_einvoice.py KIND FILE (exit 1 means findings, not a failure to check). */
export async function check(kind: string, file: string): Promise<CheckResult> {
  const r = await run('python3', [checkerPath, kind, file, '--corpus', corpusDir], {
    maxBuffer: 1 << 24,
    env: CHECKER_ENV,
  }).catch((e: { code?: number; stdout?: string; stderr?: string }) => {
    if (e.code === 1 && e.stdout) return { stdout: e.stdout };
    throw new Error(`checker could not check ${file}: ${e.stderr ?? e.stdout ?? String(e)}`);
  });
  return JSON.parse(r.stdout) as CheckResult;
}

/** xmllint --schema over many files in one process; returns the error lines (empty when all valid). */
export async function xsdErrors(xsd: string, files: string[]): Promise<string[]> {
  const r = await run('xmllint', ['--noout', '--nonet', '--schema', xsd, ...files], {
    maxBuffer: 1 << 24,
  }).catch((e: { stderr?: string }) => ({ stderr: e.stderr ?? String(e) }));
  return r.stderr.split('\n').filter((l) => l.trim() && !l.endsWith(' validates'));
}

/** Runs tasks with at most `n` at a time (the checker starts JVMs; the machine has two cores). */
export async function limit<T>(n: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

/** The UBL 2.1 schema for a root element. */
export function ublXsd(root: 'Invoice' | 'CreditNote'): string {
  return path.join(corpusDir, 'ubl21-xsd', 'xsd', 'maindoc', `UBL-${root}-2.1.xsd`);
}

/** What a test needs of its service to generate. */
interface Generating {
  post(path: string, body: unknown): Promise<{ status: number; text: string; json: any }>;
}

/**
 * Generates `invoiceOf(profile)` as format peppol for each PINT country profile (checker kind:
 * the profile with a hyphen) and asserts that the independent checker finds the document valid.
 */
export async function pintCheckerAgrees(
  t: Pick<ExecutionContext, 'is' | 'true' | 'deepEqual'>,
  service: Generating,
  profiles: string[],
  invoiceOf: (profile: string) => unknown,
  label: string,
): Promise<void> {
  for (const profile of profiles) {
    const res = await service.post('/v1/generate', {
      format: 'peppol',
      country_profile: profile,
      invoice: invoiceOf(profile),
    });
    t.is(res.status, 200, res.text.slice(0, 800));
    const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
    const verdict = await check(
      profile.replace('_', '-'),
      tempFile(`${label}-${profile}.xml`, xml),
    );
    t.true(verdict.xsd_ok, verdict.xsd_errors.join('; '));
    t.deepEqual(verdict.fatal, [], profile);
  }
}
