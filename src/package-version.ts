/**
 * The version of this package, read once from its package.json (found upwards from this file,
 * so the same code works from src/ in a checkout and from dist/ in the container). The CLI's
 * --version and the MCP server's version say the same as the package.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** The package version, e.g. 0.1.0. */
export function packageVersion(): string {
  if (cached) return cached;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (json.name === 'einvoice' && json.version) return (cached = json.version);
    }
    if (dirname(dir) === dir) return (cached = '0.0.0');
  }
}
