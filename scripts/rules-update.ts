/**
 * `npm run rules:update`: installs every rule-set package of scripts/rules-sources.ts into rules/
 * (redistributable) and rules/build/ (prepared at set-up, never committed), each folder with its
 * licence and a provenance manifest naming the source and the version of the rules it holds.
 *
 * Sources, behind one interface (RuleSource) and tried in order per package:
 * 1. the mirror of the publishers' current releases (EINVOICE_RULES_MIRROR, a directory laid out
 *    as the official corpus), used when it holds every file of the package, each checked against
 *    its pinned sha256; Schematron published only as .sch is compiled to XSLT (SchXslt);
 * 2. the same release files downloaded from where they are published (scripts/rules-origin.ts,
 *    EINVOICE_RULES_ORIGIN), pinned by the same sha256 and cached, skipped for the rest of the run
 *    once unreachable;
 * 3. Maven Central (phive-rules and ph-* jars, through Maven's local repository so a second run is
 *    fast and works offline), each jar checked against its pinned sha256.
 * A package neither source has is left out (the service then reports its rule set as not
 * installed) unless it is required (every package Maven carries is).
 *
 * The script writes only the files it owns: a folder's previous files are those listed in its
 * provenance.json (plus LICENSE, LICENSE.packaging, NOTICE and provenance.json); anything else
 * there, such as a committed licence text, is left as it is.
 *
 * Environment: EINVOICE_RULES_MIRROR (mirror directory; unset or absent: not used),
 * EINVOICE_RULES_ORIGIN (base address of the published files, or `off`),
 * EINVOICE_RULES_DIR (target, default rules/), MAVEN_REPO_LOCAL (default ~/.m2/repository).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { originSource } from './rules-origin.js';
import {
  coordinates,
  ensureJar,
  type Release,
  type ReleaseFile,
  releaseFromFiles,
  type RuleSource,
  sha256,
} from './rules-release.js';
import { type Artifact, LOCAL_IMPORTS, PACKAGES, type Package } from './rules-sources.js';
import { readZip, type ZipEntry } from './rules-zip.js';

export type { Release, ReleaseFile, RuleSource } from './rules-release.js';

/** Adds a local schemaLocation to imports that were published without one (xmldsig, XAdES). */
function patchImports(
  text: string,
  file: string,
  signatureDir: string,
): { text: string; patched: boolean } {
  let patched = false;
  const out = text.replace(
    /<(xsd?|xs):import\s+namespace="([^"]+)"\s*\/>/g,
    (whole, prefix: string, ns: string) => {
      const target = LOCAL_IMPORTS[ns];
      if (!target) return whole;
      patched = true;
      const location =
        posix.relative(posix.dirname(file), posix.join(signatureDir, target)) || target;
      return `<${prefix}:import namespace="${ns}" schemaLocation="${location}"/>`;
    },
  );
  return { text: out, patched };
}

/** The mirror: a directory laid out as the official corpus, every file pinned by sha256. */
export function mirrorSource(root: string): RuleSource {
  return {
    name: 'mirror',
    release(pkg) {
      if (!pkg.mirror) return undefined;
      if (!pkg.mirror.files.every((f) => existsSync(join(root, f.path)))) return undefined;
      return releaseFromFiles(
        pkg,
        'mirror',
        pkg.mirror.files.map((file) => ({
          file,
          path: join(root, file.path),
          data: readFileSync(join(root, file.path)),
        })),
      );
    },
  };
}

/** Maven Central: the pinned jars, extracted. */
export function mavenSource(): RuleSource {
  const jars = new Map<Artifact, Map<string, ZipEntry>>();
  const jar = (a: Artifact): Map<string, ZipEntry> => {
    let entries = jars.get(a);
    if (!entries) jars.set(a, (entries = readZip(ensureJar(a))));
    return entries;
  };
  return {
    name: 'maven',
    release(pkg) {
      if (pkg.copies.length === 0) return undefined;
      const files: ReleaseFile[] = [];
      const signatureDir = pkg.copies.find((c) => c.to.endsWith('xmldsig-core-schema.xsd'))?.to;
      for (const copy of pkg.copies) {
        const entries = jar(copy.from);
        const selected = copy.entry.endsWith('/')
          ? [...entries.values()].filter((e) => e.name.startsWith(copy.entry))
          : [entries.get(copy.entry)].filter((e): e is ZipEntry => e !== undefined);
        if (selected.length === 0)
          throw new Error(`${coordinates(copy.from)} has no entry ${copy.entry}`);
        for (const entry of selected) {
          const dest = copy.entry.endsWith('/')
            ? copy.to + entry.name.slice(copy.entry.length)
            : copy.to;
          let data: Buffer | string = entry.read();
          let patched: string | undefined;
          if (dest.endsWith('.xsd') && signatureDir) {
            const result = patchImports(data.toString('utf8'), dest, posix.dirname(signatureDir));
            if (result.patched) {
              data = result.text;
              patched = 'schemaLocation added to xmldsig/XAdES imports (published without one)';
            }
          }
          files.push({
            path: posix.relative(pkg.dir, dest),
            data,
            from: `${coordinates(copy.from)}!/${entry.name}`,
            ...(patched ? { patched } : {}),
          });
        }
      }
      const artifacts = [...new Set(pkg.copies.map((c) => c.from))];
      const first = jar(artifacts[0]!);
      return {
        source: 'maven',
        version: pkg.version,
        files,
        origin: artifacts.map((a) => ({
          coordinates: coordinates(a),
          repository: 'https://repo1.maven.org/maven2',
          sha256: a.sha256,
        })),
        packaging: { licence: first.get('LICENSE')?.read(), notice: first.get('NOTICE')?.read() },
      };
    },
  };
}

/** The files the script wrote into a package folder last time (from its provenance.json). */
function ownedFiles(root: string): string[] {
  const manifest = join(root, 'provenance.json');
  if (!existsSync(manifest)) return [];
  try {
    const provenance = JSON.parse(readFileSync(manifest, 'utf8')) as { files?: { path: string }[] };
    return (provenance.files ?? []).map((f) => f.path);
  } catch {
    return [];
  }
}

/** Writes one release into its package folder, replacing only the files this script owns there. */
export function installPackage(rulesDir: string, pkg: Package, release: Release): void {
  const root = join(rulesDir, pkg.dir);
  for (const path of [...ownedFiles(root), 'LICENSE.packaging', 'NOTICE'])
    rmSync(join(root, path), { force: true });
  mkdirSync(root, { recursive: true });
  const written = release.files.map((f) => {
    mkdirSync(dirname(join(root, f.path)), { recursive: true });
    writeFileSync(join(root, f.path), f.data);
    return {
      path: f.path,
      sha256: sha256(f.data),
      from: f.from,
      ...(f.patched ? { patched: f.patched } : {}),
    };
  });
  if (release.packaging?.licence)
    writeFileSync(join(root, 'LICENSE.packaging'), release.packaging.licence);
  if (release.packaging?.notice) writeFileSync(join(root, 'NOTICE'), release.packaging.notice);
  writeFileSync(
    join(root, 'LICENSE'),
    `Rule content licence: ${pkg.licence}\n` +
      `Redistributable with this project: ${pkg.redistributable ? 'yes' : 'no (prepared at set-up into rules/build/)'}\n` +
      (release.source === 'maven'
        ? `Packaged for Maven Central by phax (Philip Helger) under Apache-2.0: see LICENSE.packaging and NOTICE.\n`
        : release.source === 'origin'
          ? `Downloaded from the address the release is published at: see provenance.json.\n`
          : `Taken from the publisher's release files (a mirror of them): see provenance.json.\n`) +
      (pkg.licence.startsWith('EUPL-1.2')
        ? 'Full EUPL-1.2 text: EUPL-1.2.txt beside this file (from the SPDX licence list, npm spdx-license-list 6.12.0).\n'
        : ''),
  );
  const provenance = {
    dir: pkg.dir,
    licence: pkg.licence,
    redistributable: pkg.redistributable,
    version: release.version,
    source: release.source,
    [release.source === 'maven' ? 'artifacts' : release.source]: release.origin,
    files: written.sort((a, b) => a.path.localeCompare(b.path)),
  };
  writeFileSync(join(root, 'provenance.json'), `${JSON.stringify(provenance, null, 2)}\n`);
}

/** Installs every package from the first source that has it; returns what was installed. */
export async function updateRules(
  rulesDir: string,
  sources: RuleSource[],
  packages: Package[] = PACKAGES,
): Promise<{ dir: string; source: string; version: string }[]> {
  const installed: { dir: string; source: string; version: string }[] = [];
  for (const pkg of packages) {
    let release: Release | undefined;
    for (const source of sources) {
      release = await source.release(pkg);
      if (release) break;
    }
    if (!release) {
      if (pkg.copies.length > 0) throw new Error(`${pkg.dir}: no source has it`);
      console.log(
        `${pkg.dir}: not installed (only the mirror has these rules: set EINVOICE_RULES_MIRROR; .sch files need Java to compile)`,
      );
      continue;
    }
    installPackage(rulesDir, pkg, release);
    installed.push({ dir: pkg.dir, source: release.source, version: release.version });
    console.log(
      `${pkg.dir}: ${release.version} from ${release.source} (${release.files.length} files)`,
    );
  }
  return installed;
}

/**
 * The sources in order: the mirror when EINVOICE_RULES_MIRROR names an existing directory (the
 * operator's explicit choice, and offline), the published origin unless EINVOICE_RULES_ORIGIN is
 * `off`, then Maven Central.
 */
export function defaultSources(
  mirror = process.env.EINVOICE_RULES_MIRROR,
  origin = process.env.EINVOICE_RULES_ORIGIN,
): RuleSource[] {
  const sources: RuleSource[] = [];
  if (mirror) {
    if (existsSync(mirror)) sources.push(mirrorSource(resolve(mirror)));
    else console.warn(`EINVOICE_RULES_MIRROR=${mirror} does not exist: not used`);
  }
  if (origin !== 'off') sources.push(originSource({ base: origin || undefined }));
  sources.push(mavenSource());
  return sources;
}

async function main(): Promise<void> {
  const started = Date.now();
  const rulesDir = resolve(
    process.env.EINVOICE_RULES_DIR ?? fileURLToPath(new URL('../rules', import.meta.url)),
  );
  await updateRules(rulesDir, defaultSources());
  // Maven Central's releases stay at hand even when a newer source served every package: the
  // fallback then works offline, and the tests that compare it with the current releases run.
  // Best effort: an offline machine with a mirror still updates.
  for (const artifact of new Set(PACKAGES.flatMap((pkg) => pkg.copies.map((copy) => copy.from)))) {
    try {
      ensureJar(artifact);
    } catch (error) {
      console.warn(
        `${coordinates(artifact)} not fetched (the Maven fallback needs it offline): ${(error as Error).message}`,
      );
    }
  }
  console.log(
    `rules prepared in ${relative(process.cwd(), rulesDir) || '.'} in ${Date.now() - started} ms`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
