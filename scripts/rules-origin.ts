/**
 * The published origin of the current rule releases (the second source of `npm run rules:update`):
 * every file of a package's release is downloaded from the repository and commit it is published
 * at (scripts/rules-sources.ts, ORIGINS), checked against its pinned sha256 and kept in the
 * machine's cache (EINVOICE_CACHE_DIR, default ~/.cache/einvoice, sub-folder rules-origin, one
 * file per sha256), so a second run is offline.
 *
 * Unreachable (no network, a proxy refusing the host, a timeout): the source says so once and
 * answers "not here" for every package, so the next source (Maven Central) is asked without
 * waiting again. A file that downloads with another sha256 than the pinned one stops the update:
 * the published release changed under its pin, or someone is in between, and either needs a human
 * (EINVOICE_RULES_ORIGIN=off skips this source).
 *
 * EINVOICE_RULES_ORIGIN: the base address (default https://raw.githubusercontent.com; a test or
 * an internal proxy serves the same layout <base>/<owner>/<name>/<commit>/<path>), or `off`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { type Release, releaseFromFiles, type RuleSource } from './rules-release.js';
import type { FileOrigin, Package } from './rules-sources.js';

export const DEFAULT_ORIGIN_BASE = 'https://raw.githubusercontent.com';

/** The download address of a published file. */
export const originUrl = (o: FileOrigin, base = DEFAULT_ORIGIN_BASE): string =>
  `${base.replace(/\/+$/, '')}/${o.repository}/${o.commit}/${o.path}`;

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

const defaultCacheDir = (): string =>
  join(
    process.env.EINVOICE_CACHE_DIR ??
      join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'einvoice'),
    'rules-origin',
  );

export interface OriginOptions {
  base?: string;
  cacheDir?: string;
  /** Per file; a release is a few MB at most. */
  timeoutMs?: number;
}

/** Why a download did not give the file: the source is unreachable, or this file is not there. */
class Unavailable extends Error {
  constructor(
    message: string,
    readonly unreachable: boolean,
  ) {
    super(message);
  }
}

async function download(url: string, timeoutMs: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new Unavailable(cause?.code ?? cause?.message ?? (error as Error).message, true);
  }
  if (!response.ok) throw new Unavailable(`HTTP ${response.status}`, response.status >= 500);
  return Buffer.from(await response.arrayBuffer());
}

export function originSource(options: OriginOptions = {}): RuleSource {
  const base = options.base ?? DEFAULT_ORIGIN_BASE;
  const cacheDir = options.cacheDir ?? defaultCacheDir();
  const timeoutMs = options.timeoutMs ?? 30_000;
  let unreachable: string | undefined;

  /** The verified bytes of one file, from the cache or downloaded into it. */
  const fetchFile = async (
    origin: FileOrigin,
    pinned: string,
  ): Promise<{ path: string; data: Buffer }> => {
    const cached = join(cacheDir, pinned);
    if (existsSync(cached)) {
      const data = readFileSync(cached);
      if (sha256(data) === pinned) return { path: cached, data };
    }
    const url = originUrl(origin, base);
    const data = await download(url, timeoutMs);
    const actual = sha256(data);
    if (actual !== pinned) {
      throw new Error(
        `origin ${url}: sha256 ${actual} does not match the pinned ${pinned} (the release changed under its pin? EINVOICE_RULES_ORIGIN=off skips this source)`,
      );
    }
    mkdirSync(cacheDir, { recursive: true });
    // Written under a temporary name, then renamed: a run killed mid-write leaves no half file.
    writeFileSync(`${cached}.part`, data);
    renameSync(`${cached}.part`, cached);
    return { path: cached, data };
  };

  return {
    name: 'origin',
    async release(pkg: Package): Promise<Release | undefined> {
      const files = pkg.mirror?.files;
      if (!files || !files.every((f) => f.origin) || unreachable) return undefined;
      const fetched = [];
      for (const file of files) {
        try {
          fetched.push({ file, ...(await fetchFile(file.origin!, file.sha256)) });
        } catch (error) {
          if (!(error instanceof Unavailable)) throw error;
          if (error.unreachable) {
            unreachable = error.message;
            console.warn(
              `published origin ${base} unreachable (${error.message}): not asked again in this run`,
            );
          } else
            console.warn(
              `${pkg.dir}: ${originUrl(file.origin!, base)} gave ${error.message}; not taken from the origin`,
            );
          return undefined;
        }
      }
      return releaseFromFiles(pkg, 'origin', fetched, (f) => originUrl(f, base));
    },
  };
}
