/**
 * `npm run rules:sef`: compiles every Schematron XSLT of the registry to a SEF file for the
 * saxon-js engine, once. SEF files are cached under rules/build/sef/ keyed by the sha256 of the
 * XSLT and the xslt3 version, so a second run only compiles what changed. Compiling one rule set
 * takes ~20 s and ~550 MB, so at most two run at once (EINVOICE_SEF_JOBS overrides).
 * Compiled files are also kept in a cache outside the checkout (EINVOICE_CACHE_DIR, default
 * ~/.cache/einvoice), so a fresh clone on the same machine (CI) copies instead of compiling.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { basename, join } from 'node:path';
import { RULE_SETS } from '../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../src/validation/rules-dir.js';
import { sefPathFor } from '../src/validation/engine/sef-path.js';
import { compileSef, sefCacheDir } from '../src/validation/engine/sef-compile.js';

const rulesDir = process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR;
const jobs = Number(process.env.EINVOICE_SEF_JOBS ?? 2);
const cacheDir = sefCacheDir();

/** Copies a SEF from the machine cache into the checkout; true when it was there. */
function fromCache(sef: string): boolean {
  const cached = join(cacheDir, basename(sef));
  if (!existsSync(cached)) return false;
  copyFileSync(cached, sef);
  return true;
}

/** Keeps a freshly compiled SEF in the machine cache (best effort). */
function toCache(sef: string): void {
  try {
    mkdirSync(cacheDir, { recursive: true });
    copyFileSync(sef, join(cacheDir, basename(sef)));
  } catch (error) {
    console.warn(`could not cache ${basename(sef)}: ${(error as Error).message}`);
  }
}

async function compile(xslt: string, sef: string): Promise<void> {
  const tmp = `${sef}.tmp`;
  await compileSef(xslt, tmp, 'inherit');
  renameSync(tmp, sef);
}

async function main(): Promise<void> {
  const started = Date.now();
  const todo: { xslt: string; sef: string }[] = [];
  const seen = new Set<string>();
  for (const set of RULE_SETS) {
    for (const rel of set.xslt) {
      const xslt = join(rulesDir, rel);
      if (!existsSync(xslt)) {
        console.warn(`skipping ${rel}: not installed (run npm run rules:update)`);
        continue;
      }
      const sef = sefPathFor(rulesDir, readFileSync(xslt));
      if (seen.has(sef) || existsSync(sef)) continue;
      seen.add(sef);
      todo.push({ xslt, sef });
    }
  }
  mkdirSync(join(rulesDir, 'build', 'sef'), { recursive: true });
  const cached = todo.filter((item) => fromCache(item.sef));
  if (cached.length > 0) console.log(`copied ${cached.length} SEF files from ${cacheDir}`);
  todo.splice(0, todo.length, ...todo.filter((item) => !cached.includes(item)));
  console.log(`compiling ${todo.length} stylesheets to SEF (${jobs} at a time)`);
  let next = 0;
  const failures: string[] = [];
  const worker = async (): Promise<void> => {
    while (next < todo.length) {
      const item = todo[next++]!;
      const t = Date.now();
      try {
        await compile(item.xslt, item.sef);
        toCache(item.sef);
        console.log(`compiled ${item.xslt.slice(rulesDir.length + 1)} in ${Date.now() - t} ms`);
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  console.log(`SEF compilation done in ${Date.now() - started} ms`);
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
}

await main();
