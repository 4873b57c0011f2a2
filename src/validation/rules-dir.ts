/**
 * Where the prepared rule sets and the JVM worker live: found by walking up from this module to
 * the repository root (the folder holding rules/README.md), so the same code works from src/
 * (tsx) and from a compiled dist/. EINVOICE_RULES_DIR (read by the validator) overrides the rules.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function repositoryRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'rules', 'README.md')) && dirname(dir) !== dir) dir = dirname(dir);
  return existsSync(join(dir, 'rules', 'README.md'))
    ? dir
    : resolve(fileURLToPath(new URL('../..', import.meta.url)));
}

/** The repository root (the folder with rules/ and java/). */
export const REPOSITORY_ROOT = repositoryRoot();

/** The repository's rules directory. */
export const DEFAULT_RULES_DIR = join(REPOSITORY_ROOT, 'rules');
