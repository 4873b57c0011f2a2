/**
 * `npm run rules:update`: obtains the pinned rule-set artefacts from Maven Central (through
 * Maven's own local repository, so a second run is fast and works offline), checks their sha256,
 * and extracts the XSDs and compiled Schematron into rules/ (redistributable) and rules/build/
 * (prepared at set-up, never committed), each folder with its licence and a provenance manifest.
 *
 * Environment: MAVEN_REPO_LOCAL overrides the Maven local repository (default ~/.m2/repository).
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Artifact, LOCAL_IMPORTS, PACKAGES, type Package } from './rules-sources.js';
import { readZip, type ZipEntry } from './rules-zip.js';

const RULES_DIR = resolve(fileURLToPath(new URL('../rules', import.meta.url)));
const MAVEN_REPO = process.env.MAVEN_REPO_LOCAL ?? join(homedir(), '.m2', 'repository');

const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');
const coordinates = (a: Artifact): string => `${a.groupId}:${a.artifactId}:${a.version}`;

function jarPath(a: Artifact): string {
  return join(MAVEN_REPO, ...a.groupId.split('.'), a.artifactId, a.version, `${a.artifactId}-${a.version}.jar`);
}

/** Returns the local jar, fetching it with Maven only when it is not cached yet. */
function ensureJar(a: Artifact): string {
  const path = jarPath(a);
  if (!existsSync(path)) {
    console.log(`fetching ${coordinates(a)}`);
    execFileSync(
      'mvn',
      ['-B', '-q', `-Dmaven.repo.local=${MAVEN_REPO}`, 'dependency:get', `-Dartifact=${coordinates(a)}:jar`, '-Dtransitive=false'],
      { stdio: 'inherit' },
    );
  }
  const actual = sha256(readFileSync(path));
  if (actual !== a.sha256) throw new Error(`${coordinates(a)}: sha256 ${actual} does not match the pinned ${a.sha256}`);
  return path;
}

/** Adds a local schemaLocation to imports that were published without one (xmldsig, XAdES). */
function patchImports(text: string, file: string, signatureDir: string): { text: string; patched: boolean } {
  let patched = false;
  const out = text.replace(/<(xsd?|xs):import\s+namespace="([^"]+)"\s*\/>/g, (whole, prefix: string, ns: string) => {
    const target = LOCAL_IMPORTS[ns];
    if (!target) return whole;
    patched = true;
    const location = posix.relative(posix.dirname(file), posix.join(signatureDir, target)) || target;
    return `<${prefix}:import namespace="${ns}" schemaLocation="${location}"/>`;
  });
  return { text: out, patched };
}

interface WrittenFile {
  path: string;
  sha256: string;
  from: string;
  patched?: string;
}

/** Committed beside the extracted rules (the full licence text, not in the jars): kept across a re-extraction. */
const COMMITTED = ['EUPL-1.2.txt'];

function extractPackage(pkg: Package, jars: Map<Artifact, Map<string, ZipEntry>>): void {
  const root = join(RULES_DIR, pkg.dir);
  const committed = COMMITTED.filter((name) => existsSync(join(root, name))).map((name) => [name, readFileSync(join(root, name))] as const);
  rmSync(root, { recursive: true, force: true });
  const written: WrittenFile[] = [];
  const signatureDir = pkg.copies.find((c) => c.to.endsWith('xmldsig-core-schema.xsd'))?.to;
  for (const copy of pkg.copies) {
    const entries = jars.get(copy.from)!;
    const selected = copy.entry.endsWith('/')
      ? [...entries.values()].filter((e) => e.name.startsWith(copy.entry))
      : [entries.get(copy.entry)].filter((e): e is ZipEntry => e !== undefined);
    if (selected.length === 0) throw new Error(`${coordinates(copy.from)} has no entry ${copy.entry}`);
    for (const entry of selected) {
      const dest = copy.entry.endsWith('/') ? copy.to + entry.name.slice(copy.entry.length) : copy.to;
      let data: Buffer | string = entry.read();
      let patched: string | undefined;
      if (dest.endsWith('.xsd') && signatureDir) {
        const result = patchImports(data.toString('utf8'), dest, posix.dirname(signatureDir));
        if (result.patched) {
          data = result.text;
          patched = 'schemaLocation added to xmldsig/XAdES imports (published without one)';
        }
      }
      mkdirSync(dirname(join(RULES_DIR, dest)), { recursive: true });
      writeFileSync(join(RULES_DIR, dest), data);
      written.push({ path: posix.relative(pkg.dir, dest), sha256: sha256(data), from: `${coordinates(copy.from)}!/${entry.name}`, ...(patched ? { patched } : {}) });
    }
  }
  for (const [name, data] of committed) writeFileSync(join(root, name), data);
  const artifacts = [...new Set(pkg.copies.map((c) => c.from))];
  const first = jars.get(artifacts[0]!)!;
  const licence = first.get('LICENSE')?.read();
  const notice = first.get('NOTICE')?.read();
  if (licence) writeFileSync(join(root, 'LICENSE.packaging'), licence);
  if (notice) writeFileSync(join(root, 'NOTICE'), notice);
  writeFileSync(
    join(root, 'LICENSE'),
    `Rule content licence: ${pkg.licence}\n` +
      `Redistributable with this project: ${pkg.redistributable ? 'yes' : 'no (prepared at set-up into rules/build/)'}\n` +
      `Packaged for Maven Central by phax (Philip Helger) under Apache-2.0: see LICENSE.packaging and NOTICE.\n` +
      (pkg.licence.startsWith('EUPL-1.2') ? 'Full EUPL-1.2 text: EUPL-1.2.txt beside this file (from the SPDX licence list, npm spdx-license-list 6.12.0).\n' : ''),
  );
  const provenance = {
    dir: pkg.dir,
    licence: pkg.licence,
    redistributable: pkg.redistributable,
    artifacts: artifacts.map((a) => ({ coordinates: coordinates(a), repository: 'https://repo1.maven.org/maven2', sha256: a.sha256 })),
    files: written.sort((a, b) => a.path.localeCompare(b.path)),
  };
  writeFileSync(join(root, 'provenance.json'), `${JSON.stringify(provenance, null, 2)}\n`);
  console.log(`${pkg.dir}: ${written.length} files`);
}

function main(): void {
  const started = Date.now();
  const jars = new Map<Artifact, Map<string, ZipEntry>>();
  for (const pkg of PACKAGES) {
    for (const copy of pkg.copies) {
      if (!jars.has(copy.from)) jars.set(copy.from, readZip(ensureJar(copy.from)));
    }
  }
  for (const pkg of PACKAGES) extractPackage(pkg, jars);
  console.log(`rules prepared in ${relative(process.cwd(), RULES_DIR) || '.'} in ${Date.now() - started} ms`);
}

main();
