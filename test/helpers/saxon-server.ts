/**
 * A warm Saxon for the independent checker (see saxon-server/SaxonServer.java): the checker runs
 * `java -jar $SAXON_JAR` once per rule set and document, and this jar answers those calls from one
 * JVM that keeps the official stylesheets compiled. Same Saxon-HE, same rule files, same SVRL; a
 * failed transform is left to Saxon's own command line.
 *
 * The jar is built once per machine (javac, into the cache EINVOICE_CACHE_DIR, default
 * ~/.cache/einvoice) against the Saxon-HE 12 the checker itself picks from the local Maven
 * repository. Where that Saxon, javac or jar is absent, or EINVOICE_CHECKER_COLD=1, nothing is set
 * and the checker starts its own Saxon as ever.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'saxon-server',
  'SaxonServer.java',
);

/** The newest file matching `prefix*suffix` in a Maven folder, sorted as the checker sorts (by name). */
function mavenJars(folder: string, versionPrefix: string, jarPattern: RegExp): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((v) => v.startsWith(versionPrefix))
    .flatMap((v) =>
      readdirSync(path.join(folder, v))
        .filter((f) => jarPattern.test(f))
        .map((f) => path.join(folder, v, f)),
    )
    .sort();
}

/**
 * The class path check_einvoice.py gives Saxon: the last Saxon-HE 12.x jar and the last two
 * xmlresolver 5.x jars of ~/.m2 (the resolver and its data).
 */
export function checkerSaxonClassPath(): string[] | undefined {
  const m2 = path.join(homedir(), '.m2', 'repository');
  const he = mavenJars(path.join(m2, 'net/sf/saxon/Saxon-HE'), '12.', /^Saxon-HE-12\..*\.jar$/);
  const xr = mavenJars(
    path.join(m2, 'org/xmlresolver/xmlresolver'),
    '5.',
    /^xmlresolver-5\..*\.jar$/,
  );
  if (he.length === 0 || xr.length === 0) return undefined;
  return [he.at(-1)!, ...xr.slice(-2)];
}

const ok = (cmd: string, args: string[], cwd?: string): boolean =>
  spawnSync(cmd, args, { cwd, stdio: 'ignore' }).status === 0;

/** Builds the jar (once per source and class path) and returns its path, or undefined. */
function buildJar(): string | undefined {
  const classPath = checkerSaxonClassPath();
  if (!classPath || !existsSync(SOURCE)) return undefined;
  const source = readFileSync(SOURCE);
  const id = createHash('sha256')
    .update(source)
    .update(classPath.join(':'))
    .digest('hex')
    .slice(0, 16);
  const cache =
    process.env.EINVOICE_CACHE_DIR ??
    path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'einvoice');
  const dir = path.join(cache, 'saxon-server', id);
  const jar = path.join(dir, 'saxon-server.jar');
  // A Unix socket's path holds at most 107 bytes; a longer cache path runs the checker cold.
  if (Buffer.byteLength(path.join(dir, 'server.sock')) > 100) return undefined;
  if (existsSync(jar)) return jar;
  mkdirSync(path.dirname(dir), { recursive: true });
  // Built aside and renamed into place, so that two test processes never see half a jar.
  const work = mkdtempSync(`${dir}.build-`);
  try {
    const classes = path.join(work, 'classes');
    if (!ok('javac', ['-nowarn', '-cp', classPath.join(':'), '-d', classes, SOURCE]))
      return undefined;
    const manifest = path.join(work, 'MANIFEST.MF');
    // Class-Path takes URLs separated by spaces, one continuation line each.
    const urls = classPath.map((p) => ` file:${p}`).join(' \n');
    writeFileSync(manifest, `Main-Class: SaxonServer\nClass-Path:${urls}\n`);
    mkdirSync(path.join(work, 'out'));
    if (
      !ok('jar', ['cfm', path.join(work, 'out', 'saxon-server.jar'), manifest, '-C', classes, '.'])
    )
      return undefined;
    try {
      renameSync(path.join(work, 'out'), dir);
    } catch {
      // another process put it there first
    }
    return existsSync(jar) ? jar : undefined;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

let built: { jar?: string } | undefined;

/** `{ SAXON_JAR }` for the checker's environment, or `{}` when the checker should run cold. */
export function warmSaxonEnv(): NodeJS.ProcessEnv {
  if (process.env.EINVOICE_CHECKER_COLD === '1' || process.env.SAXON_JAR) return {};
  if (!built) {
    try {
      built = { jar: buildJar() };
    } catch {
      built = {}; // no cache to write to: the checker runs cold
    }
  }
  return built.jar ? { SAXON_JAR: built.jar } : {};
}
