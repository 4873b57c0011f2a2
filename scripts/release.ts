/**
 * `npm run release -- <version> [--tag]`: cuts a release of the service and its three clients in
 * the git checkout of the current directory. One version for all (semver): the service
 * (package.json), the TypeScript client (packages/client), the Python client
 * (clients/python/pyproject.toml) and the Go module (a `clients/go/v<version>` tag, as Go finds
 * modules in sub-folders).
 *
 * Steps: checks the version is semver and above the current one and the tree is clean; writes it
 * into the manifests; turns each CHANGELOG's (the service's and the clients') "## Unreleased" into
 * "## <version> (<date>)" under a fresh empty "## Unreleased" (refusing when one is empty: a
 * release says what changed); moves proto/RELEASE (the contract `buf breaking` compares against) to the
 * released commit; commits "Release <version>"; with --tag, tags it `v<version>` and
 * `clients/go/v<version>`. Pushing the commit and tags and publishing the packages stay manual.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?$/;

/** Every file that carries the version, with how to read and write it. */
export const VERSIONED = [
  { file: 'package.json', pattern: /^(\s*"version":\s*")([^"]+)(")/m },
  { file: 'packages/client/package.json', pattern: /^(\s*"version":\s*")([^"]+)(")/m },
  { file: 'clients/python/pyproject.toml', pattern: /^(version\s*=\s*")([^"]+)(")/m },
  // The lock file states the service's version twice (top level and packages[""]): both are written.
  { file: 'package-lock.json', pattern: /("name":\s*"einvoice",\s*"version":\s*")([^"]+)(")/g },
] as const;

export const CHANGELOGS = [
  'CHANGELOG.md',
  'packages/client/CHANGELOG.md',
  'clients/python/CHANGELOG.md',
  'clients/go/CHANGELOG.md',
];

const UNRELEASED = /^## Unreleased\n([\s\S]*?)(?=^## |(?![\s\S]))/m;

/** The version each versioned file states. */
export function versions(root: string): Record<string, string> {
  // The first statement of each file (a fresh RegExp: a global pattern's exec would carry state).
  const first = (pattern: RegExp, text: string) =>
    new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text)?.[2] ?? '';
  return Object.fromEntries(
    VERSIONED.map(({ file, pattern }) => [
      file,
      first(pattern, readFileSync(join(root, file), 'utf8')),
    ]),
  );
}

/** -1, 0 or 1 as a is below, equal to or above b (release versions; a pre-release sorts below). */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string): number[] => {
    const [core, pre] = v.split('-', 2);
    return [...core!.split('.').map(Number), pre === undefined ? 1 : 0];
  };
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return 0;
}

/** The changelog with its Unreleased changes filed under the version. */
export function fileChanges(
  changelog: string,
  version: string,
  date: string,
): { text: string; changes: string } {
  const m = UNRELEASED.exec(changelog);
  if (!m) throw new Error('no "## Unreleased" section');
  const changes = m[1]!.trim();
  const text = changelog.replace(
    UNRELEASED,
    `## Unreleased\n\n## ${version} (${date})\n\n${changes}\n\n`,
  );
  return { text, changes };
}

function git(root: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
}

export function release(
  root: string,
  version: string,
  options: { tag: boolean; date: string },
): void {
  if (!SEMVER.test(version))
    throw new Error(`"${version}" is not a semantic version (MAJOR.MINOR.PATCH)`);
  const current = versions(root);
  const stated = [...new Set(Object.values(current))];
  if (stated.length !== 1)
    throw new Error(`the packages state different versions: ${JSON.stringify(current)}`);
  if (compareVersions(version, stated[0]!) <= 0)
    throw new Error(`${version} is not above the current version ${stated[0]}`);
  if (git(root, 'status', '--porcelain'))
    throw new Error('the working tree has uncommitted changes');

  // Everything is checked before anything is written: a refused release leaves the tree as it was.
  const changelogs = CHANGELOGS.map((file) => {
    const { text, changes } = fileChanges(
      readFileSync(join(root, file), 'utf8'),
      version,
      options.date,
    );
    if (!changes) throw new Error(`${file}: the Unreleased section is empty; say what changed`);
    return { file, text };
  });
  for (const { file, pattern } of VERSIONED) {
    const path = join(root, file);
    writeFileSync(path, readFileSync(path, 'utf8').replace(pattern, `$1${version}$3`));
  }
  for (const { file, text } of changelogs) writeFileSync(join(root, file), text);
  // The contract released is the proto as it is now (this release commit changes no .proto).
  const releaseFile = join(root, 'proto', 'RELEASE');
  const comments = readFileSync(releaseFile, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('#'));
  writeFileSync(releaseFile, `${[...comments, git(root, 'rev-parse', 'HEAD')].join('\n')}\n`);

  git(root, 'add', ...VERSIONED.map((v) => v.file), ...CHANGELOGS, 'proto/RELEASE');
  git(root, 'commit', '-q', '-m', `Release ${version}`);
  if (options.tag) {
    git(root, 'tag', '-a', `v${version}`, '-m', `einvoice ${version}`);
    git(root, 'tag', '-a', `clients/go/v${version}`, '-m', `Go client ${version}`);
  }
}

function main(): void {
  const args = process.argv.slice(2);
  const version = args.find((a) => !a.startsWith('--'));
  if (!version) {
    console.error('usage: npm run release -- <version> [--tag]');
    process.exit(2);
  }
  const root = git(process.cwd(), 'rev-parse', '--show-toplevel');
  try {
    release(root, version, {
      tag: args.includes('--tag'),
      date: new Date().toISOString().slice(0, 10),
    });
  } catch (error) {
    console.error(`release: ${(error as Error).message}`);
    process.exit(1);
  }
  const tagged = args.includes('--tag');
  console.log(
    `released ${version}${tagged ? ` (tags v${version}, clients/go/v${version})` : ' (not tagged)'}: push the commit${tagged ? ' and tags' : ''}, then publish the packages`,
  );
}

if (process.argv[1]?.endsWith('release.ts')) main();
