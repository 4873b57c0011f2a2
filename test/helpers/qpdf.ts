/**
 * qpdf (Debian package qpdf, installed by npm run setup): an independent implementation of the PDF
 * security handler, which encrypts the PDFs of the encrypted-PDF tests.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Why qpdf cannot run here, or undefined when it can. */
export const qpdfMissing: string | undefined =
  spawnSync('qpdf', ['--version']).status === 0
    ? undefined
    : 'qpdf (Debian package qpdf; npm run setup installs it)';

/**
 * Runs `qpdf ARGS -- INPUT OUTPUT` on a file and returns the PDF it writes. `args` end with the
 * `--` that closes an --encrypt option list.
 */
export function qpdf(input: string, args: string[]): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-qpdf-'));
  try {
    const output = join(dir, 'out.pdf');
    const run = spawnSync('qpdf', [...args, input, output]);
    // qpdf exits 3 for warnings about the input; the output is written all the same.
    if (run.status !== 0 && run.status !== 3) throw new Error(`qpdf: ${run.stderr}`);
    return readFileSync(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Encrypted with AES-256 (R6) and object streams, openable without a password. */
export const OWNER_PASSWORD_ONLY = [
  '--object-streams=generate',
  '--encrypt',
  '',
  'owner',
  '256',
  '--',
];
