/**
 * The independent checker for the French kinds. Its fr-facturx-extended kind names the Factur-X
 * EXTENDED stylesheet Factur-X_EXTENDED.xslt while FNFE publishes FACTUR-X_EXTENDED.xslt; where
 * that is so, a private copy of the checker with the published name runs instead (made once).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  CHECKER_ENV,
  checkerPath,
  corpusDir,
  type CheckResult,
} from '../syntax/ubl/helpers/checker.js';

const PUBLISHED_STYLESHEET = 'france-ctc/1.4.0.03/Factur-X/EXTENDED/2xslt/FACTUR-X_EXTENDED.xslt';

let checker: string | undefined;

function frenchChecker(): string {
  if (checker) return checker;
  const text = readFileSync(checkerPath, 'utf8');
  if (!text.includes('"Factur-X_EXTENDED"') || !existsSync(join(corpusDir, PUBLISHED_STYLESHEET)))
    checker = checkerPath;
  else {
    checker = join(mkdtempSync(join(tmpdir(), 'fr-checker-')), 'check_einvoice.py');
    writeFileSync(checker, text.replace('"Factur-X_EXTENDED"', '"FACTUR-X_EXTENDED"'));
  }
  return checker;
}

/** Runs the checker on one file (exit 1 means findings, not a failure to check). */
export async function checkFrench(kind: string, file: string): Promise<CheckResult> {
  const r = await promisify(execFile)(
    'python3',
    [frenchChecker(), kind, file, '--corpus', corpusDir],
    { maxBuffer: 1 << 24, env: CHECKER_ENV },
  ).catch((e: { code?: number; stdout?: string; stderr?: string }) => {
    if (e.code === 1 && e.stdout) return { stdout: e.stdout };
    throw new Error(`checker could not check ${file}: ${e.stderr ?? e.stdout ?? String(e)}`);
  });
  return JSON.parse(r.stdout) as CheckResult;
}
