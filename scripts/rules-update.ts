/**
 * `npm run rules:update`: installs every rule-set package of scripts/rules-sources.ts into rules/
 * (redistributable) and rules/build/ (prepared at set-up, never committed), each folder with its
 * licence and a provenance manifest naming the source and the version of the rules it holds.
 *
 * Sources, behind one interface (RuleSource) and tried in order per package:
 * 1. the mirror of the publishers' current releases (EINVOICE_RULES_MIRROR, a directory laid out
 *    as the official corpus), used when it holds every file of the package, each checked against
 *    its pinned sha256; Schematron published only as .sch is compiled to XSLT (SchXslt);
 * 2. Maven Central (phive-rules and ph-* jars, through Maven's local repository so a second run is
 *    fast and works offline), each jar checked against its pinned sha256.
 * A package neither source has is left out (the service then reports its rule set as not
 * installed) unless it is required (every package Maven carries is).
 *
 * The script writes only the files it owns: a folder's previous files are those listed in its
 * provenance.json (plus LICENSE, LICENSE.packaging, NOTICE and provenance.json); anything else
 * there, such as a committed licence text, is left as it is.
 *
 * Environment: EINVOICE_RULES_MIRROR (mirror directory; unset or absent: Maven only),
 * EINVOICE_RULES_DIR (target, default rules/), MAVEN_REPO_LOCAL (default ~/.m2/repository).
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Artifact, LOCAL_IMPORTS, PACKAGES, type Package, SAXON_HE, SCHXSLT, XMLRESOLVER } from './rules-sources.js';
import { readZip, type ZipEntry } from './rules-zip.js';

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

/** One file of a release, ready to write: its path relative to the package folder. */
export interface ReleaseFile {
  path: string;
  data: Buffer | string;
  from: string;
  patched?: string;
}

/** What a source provides for one package. */
export interface Release {
  /** `mirror` or `maven`. */
  source: string;
  /** The version of the rules (as their publisher numbers it). */
  version: string;
  files: ReleaseFile[];
  /** Provenance of the origin: jar coordinates or the mirror directory, with checksums. */
  origin: Record<string, unknown>[];
  /** Licence and notice of the packaging (Maven: phax's Apache-2.0 files). */
  packaging?: { licence?: Buffer; notice?: Buffer };
}

/** A place rules come from. */
export interface RuleSource {
  readonly name: string;
  /** The package's files from this source, or undefined when the source does not have them. */
  release(pkg: Package): Release | undefined;
}

/** Compiles a Schematron schema to XSLT with SchXslt 1.x on Saxon-HE (both pinned Maven jars). */
function compileSchematron(sch: string): string {
  const work = mkdtempSync(join(tmpdir(), 'einvoice-schxslt-'));
  try {
    const compiler = readZip(ensureJar(SCHXSLT));
    for (const entry of compiler.values()) {
      if (!entry.name.startsWith('xslt/2.0/')) continue;
      mkdirSync(dirname(join(work, entry.name)), { recursive: true });
      writeFileSync(join(work, entry.name), entry.read());
    }
    const classpath = [ensureJar(SAXON_HE), ensureJar(XMLRESOLVER)].join(process.platform === 'win32' ? ';' : ':');
    const out = join(work, 'out.xslt');
    execFileSync('java', ['-cp', classpath, 'net.sf.saxon.Transform', `-s:${sch}`, `-xsl:${join(work, 'xslt/2.0/pipeline-for-svrl.xsl')}`, `-o:${out}`], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    // The compiler stamps the time of compilation: left out, so the same schema gives the same
    // file (and the SEF cache, keyed by the XSLT's sha256, stays valid).
    return readFileSync(out, 'utf8').replace(/\s*<dct:created>[^<]*<\/dct:created>/, '');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The mirror: a directory laid out as the official corpus, every file pinned by sha256. */
export function mirrorSource(root: string): RuleSource {
  return {
    name: 'mirror',
    release(pkg) {
      if (!pkg.mirror) return undefined;
      if (!pkg.mirror.files.every((f) => existsSync(join(root, f.path)))) return undefined;
      const files: ReleaseFile[] = [];
      for (const f of pkg.mirror.files) {
        const path = join(root, f.path);
        const actual = sha256(readFileSync(path));
        if (actual !== f.sha256) throw new Error(`mirror ${f.path}: sha256 ${actual} does not match the pinned ${f.sha256}`);
        if (f.compile === 'schxslt') {
          let compiled: string;
          try {
            compiled = compileSchematron(path);
          } catch (error) {
            // No Java or no Maven here: the next source is asked (for Schematron-only rules, none).
            console.warn(`${pkg.dir}: could not compile ${f.path} (${(error as Error).message.split('\n')[0]}); not taken from the mirror`);
            return undefined;
          }
          files.push({ path: f.to, data: compiled, from: `mirror:${f.path}`, patched: `compiled from Schematron with SchXslt ${SCHXSLT.version} (Saxon-HE ${SAXON_HE.version})` });
        } else files.push({ path: f.to, data: readFileSync(path), from: `mirror:${f.path}` });
      }
      return {
        source: 'mirror',
        version: pkg.mirror.version,
        files,
        origin: [{ mirror: pkg.mirror.publisher, files: pkg.mirror.files.map((f) => ({ path: f.path, sha256: f.sha256 })) }],
      };
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
          files.push({ path: posix.relative(pkg.dir, dest), data, from: `${coordinates(copy.from)}!/${entry.name}`, ...(patched ? { patched } : {}) });
        }
      }
      const artifacts = [...new Set(pkg.copies.map((c) => c.from))];
      const first = jar(artifacts[0]!);
      return {
        source: 'maven',
        version: pkg.version,
        files,
        origin: artifacts.map((a) => ({ coordinates: coordinates(a), repository: 'https://repo1.maven.org/maven2', sha256: a.sha256 })),
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
  for (const path of [...ownedFiles(root), 'LICENSE.packaging', 'NOTICE']) rmSync(join(root, path), { force: true });
  mkdirSync(root, { recursive: true });
  const written = release.files.map((f) => {
    mkdirSync(dirname(join(root, f.path)), { recursive: true });
    writeFileSync(join(root, f.path), f.data);
    return { path: f.path, sha256: sha256(f.data), from: f.from, ...(f.patched ? { patched: f.patched } : {}) };
  });
  if (release.packaging?.licence) writeFileSync(join(root, 'LICENSE.packaging'), release.packaging.licence);
  if (release.packaging?.notice) writeFileSync(join(root, 'NOTICE'), release.packaging.notice);
  writeFileSync(
    join(root, 'LICENSE'),
    `Rule content licence: ${pkg.licence}\n` +
      `Redistributable with this project: ${pkg.redistributable ? 'yes' : 'no (prepared at set-up into rules/build/)'}\n` +
      (release.source === 'maven'
        ? `Packaged for Maven Central by phax (Philip Helger) under Apache-2.0: see LICENSE.packaging and NOTICE.\n`
        : `Taken from the publisher's release files (a mirror of them): see provenance.json.\n`) +
      (pkg.licence.startsWith('EUPL-1.2') ? 'Full EUPL-1.2 text: EUPL-1.2.txt beside this file (from the SPDX licence list, npm spdx-license-list 6.12.0).\n' : ''),
  );
  const provenance = {
    dir: pkg.dir,
    licence: pkg.licence,
    redistributable: pkg.redistributable,
    version: release.version,
    source: release.source,
    ...(release.source === 'maven' ? { artifacts: release.origin } : { mirror: release.origin }),
    files: written.sort((a, b) => a.path.localeCompare(b.path)),
  };
  writeFileSync(join(root, 'provenance.json'), `${JSON.stringify(provenance, null, 2)}\n`);
}

/** Installs every package from the first source that has it; returns what was installed. */
export function updateRules(rulesDir: string, sources: RuleSource[], packages: Package[] = PACKAGES): { dir: string; source: string; version: string }[] {
  const installed: { dir: string; source: string; version: string }[] = [];
  for (const pkg of packages) {
    let release: Release | undefined;
    for (const source of sources) {
      release = source.release(pkg);
      if (release) break;
    }
    if (!release) {
      if (pkg.copies.length > 0) throw new Error(`${pkg.dir}: no source has it`);
      console.log(`${pkg.dir}: not installed (only the mirror has these rules: set EINVOICE_RULES_MIRROR; .sch files need Java to compile)`);
      continue;
    }
    installPackage(rulesDir, pkg, release);
    installed.push({ dir: pkg.dir, source: release.source, version: release.version });
    console.log(`${pkg.dir}: ${release.version} from ${release.source} (${release.files.length} files)`);
  }
  return installed;
}

/** The sources in order: the mirror when EINVOICE_RULES_MIRROR names an existing directory, then Maven. */
export function defaultSources(mirror = process.env.EINVOICE_RULES_MIRROR): RuleSource[] {
  const sources: RuleSource[] = [];
  if (mirror) {
    if (existsSync(mirror)) sources.push(mirrorSource(resolve(mirror)));
    else console.warn(`EINVOICE_RULES_MIRROR=${mirror} does not exist: Maven Central only`);
  }
  sources.push(mavenSource());
  return sources;
}

function main(): void {
  const started = Date.now();
  const rulesDir = resolve(process.env.EINVOICE_RULES_DIR ?? fileURLToPath(new URL('../rules', import.meta.url)));
  updateRules(rulesDir, defaultSources());
  console.log(`rules prepared in ${relative(process.cwd(), rulesDir) || '.'} in ${Date.now() - started} ms`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
