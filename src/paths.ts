/**
 * Where the project's files are at run time, whether the code runs from src/ (tsx) or from the
 * compiled dist/src/: the root is the nearest folder above this file with a package.json.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('project root (package.json) not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

/** The project root folder (holds package.json, rules/, java/). */
export const PROJECT_ROOT = findRoot();

/** A path inside the project root. */
export function projectPath(...parts: string[]): string {
  return join(PROJECT_ROOT, ...parts);
}
