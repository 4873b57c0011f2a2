/**
 * What every rule source of `npm run rules:update` shares: the shape of a release, the pinned
 * Maven jars (fetched through Maven's local repository), and turning a package's current release
 * files (from the mirror or the published origin) into a release: each checked against its pinned
 * sha256, Schematron published only as .sch compiled to XSLT with SchXslt.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  type Artifact,
  type FileOrigin,
  type MirrorFile,
  type Package,
  SAXON_HE,
  SCHXSLT,
  XMLRESOLVER,
} from './rules-sources.js';
import { readZip } from './rules-zip.js';

const MAVEN_REPO = process.env.MAVEN_REPO_LOCAL ?? join(homedir(), '.m2', 'repository');

export const sha256 = (data: Buffer | string): string =>
  createHash('sha256').update(data).digest('hex');
export const coordinates = (a: Artifact): string => `${a.groupId}:${a.artifactId}:${a.version}`;

export function jarPath(a: Artifact): string {
  return join(
    MAVEN_REPO,
    ...a.groupId.split('.'),
    a.artifactId,
    a.version,
    `${a.artifactId}-${a.version}.jar`,
  );
}

/** Returns the local jar, fetching it with Maven only when it is not cached yet. */
export function ensureJar(a: Artifact): string {
  const path = jarPath(a);
  if (!existsSync(path)) {
    console.log(`fetching ${coordinates(a)}`);
    execFileSync(
      'mvn',
      [
        '-B',
        '-q',
        `-Dmaven.repo.local=${MAVEN_REPO}`,
        'dependency:get',
        `-Dartifact=${coordinates(a)}:jar`,
        '-Dtransitive=false',
      ],
      { stdio: 'inherit' },
    );
  }
  const actual = sha256(readFileSync(path));
  if (actual !== a.sha256)
    throw new Error(`${coordinates(a)}: sha256 ${actual} does not match the pinned ${a.sha256}`);
  return path;
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
  release(pkg: Package): Release | undefined | Promise<Release | undefined>;
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
    const classpath = [ensureJar(SAXON_HE), ensureJar(XMLRESOLVER)].join(
      process.platform === 'win32' ? ';' : ':',
    );
    const out = join(work, 'out.xslt');
    execFileSync(
      'java',
      [
        '-cp',
        classpath,
        'net.sf.saxon.Transform',
        `-s:${sch}`,
        `-xsl:${join(work, 'xslt/2.0/pipeline-for-svrl.xsl')}`,
        `-o:${out}`,
      ],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    // The compiler stamps the time of compilation (more than once): left out, so the same schema
    // gives the same file (and the SEF cache, keyed by the XSLT's sha256, stays valid).
    return readFileSync(out, 'utf8').replace(/\s*<dct:created>[^<]*<\/dct:created>/g, '');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * A package's current release from files read by `read` (undefined when the source lacks one),
 * each checked against its pinned sha256; Schematron published only as .sch is compiled to XSLT.
 * Shared by the mirror and the published origin: they differ only in where the bytes come from.
 */
export function releaseFromFiles(
  pkg: Package,
  source: string,
  files: { file: MirrorFile; path: string; data: Buffer }[],
  urlOf?: (origin: FileOrigin) => string,
): Release | undefined {
  const mirror = pkg.mirror!;
  const out: ReleaseFile[] = [];
  for (const { file: f, path, data } of files) {
    const actual = sha256(data);
    if (actual !== f.sha256)
      throw new Error(
        `${source} ${f.path}: sha256 ${actual} does not match the pinned ${f.sha256}`,
      );
    if (f.compile === 'schxslt') {
      let compiled: string;
      try {
        compiled = compileSchematron(path);
      } catch (error) {
        // No Java or no Maven here: the next source is asked (for Schematron-only rules, none).
        console.warn(
          `${pkg.dir}: could not compile ${f.path} (${(error as Error).message.split('\n')[0]}); not taken from the ${source}`,
        );
        return undefined;
      }
      out.push({
        path: f.to,
        data: compiled,
        from: `${source}:${f.path}`,
        patched: `compiled from Schematron with SchXslt ${SCHXSLT.version} (Saxon-HE ${SAXON_HE.version})`,
      });
    } else out.push({ path: f.to, data, from: `${source}:${f.path}` });
  }
  return {
    source,
    version: mirror.version,
    files: out,
    origin: [
      {
        [source]: mirror.publisher,
        files: mirror.files.map((f) => ({
          path: f.path,
          sha256: f.sha256,
          ...(urlOf && f.origin ? { url: urlOf(f.origin) } : {}),
        })),
      },
    ],
  };
}
