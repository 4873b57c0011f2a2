/**
 * The licences of everything the service ships with, checked and listed.
 *
 *   npm run licences              check: exit 1 when a licence is not allowed or
 *                                 THIRD_PARTY_NOTICES is not what it would write (CI runs this)
 *   npm run licences -- --write   write THIRD_PARTY_NOTICES (still exit 1 on a licence that is
 *                                 not allowed)
 *
 * What is checked:
 * - every npm package of the production dependency tree, as installed: the packages
 *   `npm ls --omit=dev --all` lists (dependencies, optional and peer dependencies of each,
 *   resolved from node_modules as Node resolves them), each by the `license` field of its
 *   package.json (the legacy `licenses` list is read as alternatives);
 * - the Java libraries of the JVM validation worker (java/validator/pom.xml: runtime scope,
 *   transitive, optional ones left out), each by the licences its POM in the local Maven
 *   repository declares (MAVEN_REPO_LOCAL, else ~/.m2/repository; `npm run build:java` fetches
 *   them).
 *
 * A licence is allowed when its SPDX expression is satisfied by the allow-list below: `A OR B`
 * needs one of them, `A AND B` both, `A WITH exception` what A needs. Strong copyleft (GPL, AGPL,
 * LGPL, SSPL, EUPL), "SEE LICENSE IN …", UNLICENSED and a missing licence fail.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The list (THIRD_PARTY_NOTICES_FILE: another path, for the script's own test). */
const NOTICES = process.env.THIRD_PARTY_NOTICES_FILE ?? join(ROOT, 'THIRD_PARTY_NOTICES');
const POM = join(ROOT, 'java', 'validator', 'pom.xml');

/**
 * The licences a dependency may have. Permissive licences, and MPL-2.0 (file-level copyleft: the
 * unmodified Saxon-HE and other libraries are used as they are; changes to their own files would
 * have to be published). Python-2.0 is permissive (argparse, a dependency of js-yaml); CC-BY-4.0
 * covers data only (browser tables), with attribution given here.
 */
export const ALLOWED = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC-BY-4.0',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
]);

/**
 * Packages whose package.json does not state an SPDX licence, read by hand. Each applies only
 * while the package still declares exactly `declared`: a change there fails the check again.
 */
export const REVIEWED: { name: string; declared: string; licence: string; note: string }[] = [
  {
    name: 'png-js',
    declared: '',
    licence: 'MIT',
    note: 'no license field; its LICENSE file is the MIT licence (Devon Govett)',
  },
  {
    name: 'dejavu-fonts-ttf',
    declared: 'SEE LICENSE IN README.md AND LICENSE',
    licence: 'LicenseRef-DejaVu-Fonts',
    note: 'the DejaVu fonts: Bitstream Vera and Arev font licences (permissive: use, copy, modify and redistribute; modified fonts renamed), DejaVu changes in the public domain',
  },
  {
    name: 'saxon-js',
    declared: 'SEE LICENSE IN LICENSE.txt',
    licence: 'LicenseRef-Saxonica-SaxonJS-1.0',
    note: "Saxonica's licence for SaxonJS (not open source): free use; redistribution unmodified, in the form issued, as part of an application, with Saxonica's notice and disclaimer (reproduced at the end of THIRD_PARTY_NOTICES); no reverse engineering. It sets no terms on the licence of the application that uses it",
  },
];

/** One dependency as listed. */
export interface Dependency {
  ecosystem: 'npm' | 'maven';
  name: string;
  version: string;
  licence: string;
  repository: string;
  /** Where an npm package is installed (not listed). */
  directory?: string;
  /**
   * A binary for one os/cpu (e.g. @napi-rs/canvas-linux-x64-gnu): checked where it is installed,
   * not listed, so that the list is the same on every platform.
   */
  platform?: boolean;
}

// ---------------------------------------------------------------------------------------------
// SPDX expressions

type Expr = { id: string } | { op: 'AND' | 'OR'; left: Expr; right: Expr };

/** Parses an SPDX licence expression (ids, WITH, AND, OR, parentheses); throws when it is not one. */
export function parseSpdx(text: string): Expr {
  const tokens = text.replace(/[()]/g, ' $& ').trim().split(/\s+/).filter(Boolean);
  let at = 0;
  const peek = () => tokens[at];
  const primary = (): Expr => {
    const token = tokens[at++];
    if (token === undefined) throw new Error(`incomplete licence expression: ${text}`);
    if (token === '(') {
      const inner = or();
      if (tokens[at++] !== ')') throw new Error(`unbalanced parentheses: ${text}`);
      return inner;
    }
    if (/^(AND|OR|WITH|\))$/i.test(token)) throw new Error(`unexpected ${token}: ${text}`);
    if (peek()?.toUpperCase() === 'WITH') {
      at++;
      const exception = tokens[at++];
      if (!exception) throw new Error(`WITH without an exception: ${text}`);
    }
    return { id: token.replace(/\+$/, '') };
  };
  const and = (): Expr => {
    let left = primary();
    while (peek()?.toUpperCase() === 'AND') {
      at++;
      left = { op: 'AND', left, right: primary() };
    }
    return left;
  };
  const or = (): Expr => {
    let left = and();
    while (peek()?.toUpperCase() === 'OR') {
      at++;
      left = { op: 'OR', left, right: and() };
    }
    return left;
  };
  const expr = or();
  if (at !== tokens.length) throw new Error(`unexpected ${tokens[at]}: ${text}`);
  return expr;
}

/** Whether an SPDX expression is satisfied by the allow-list. */
export function licenceAllowed(licence: string, allowed: ReadonlySet<string> = ALLOWED): boolean {
  let expr: Expr;
  try {
    expr = parseSpdx(licence);
  } catch {
    return false;
  }
  const ok = (e: Expr): boolean =>
    'id' in e
      ? allowed.has(e.id)
      : e.op === 'AND'
        ? ok(e.left) && ok(e.right)
        : ok(e.left) || ok(e.right);
  return ok(expr);
}

// ---------------------------------------------------------------------------------------------
// npm

interface PackageJson {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: ({ type?: string } | string)[];
  repository?: string | { url?: string };
  homepage?: string;
  os?: string[];
  cpu?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readJson = (file: string): PackageJson =>
  JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/** The licence a package.json declares, as one SPDX expression ('' when none). */
export function declaredLicence(pkg: PackageJson): string {
  const one = (l: { type?: string } | string | undefined) =>
    (typeof l === 'string' ? l : (l?.type ?? '')).trim();
  const licence = one(pkg.license);
  if (licence) return licence;
  const list = (pkg.licenses ?? []).map(one).filter(Boolean);
  return list.length > 1 ? `(${list.join(' OR ')})` : (list[0] ?? '');
}

/** A repository field (or the homepage) as a browsable https URL ('' when there is none). */
export function repositoryUrl(repository: PackageJson['repository'], homepage?: string): string {
  let url = (typeof repository === 'string' ? repository : repository?.url) ?? '';
  url = url.trim();
  if (/^(github:)?[\w.-]+\/[\w.-]+$/.test(url))
    url = `https://github.com/${url.replace(/^github:/, '')}`;
  else if (/^(gitlab|bitbucket):/.test(url))
    url = url.replace(
      /^(gitlab|bitbucket):(.*)$/,
      (_m, host: string, path: string) =>
        `https://${host}.${host === 'gitlab' ? 'com' : 'org'}/${path}`,
    );
  url = url
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^ssh:\/\/git@/, 'https://')
    .replace(/^git@([^:]+):/, 'https://$1/')
    .replace(/\.git$/, '')
    .replace(/#.*$/, '');
  if (!url && homepage) url = homepage.replace(/#.*$/, '');
  return url;
}

/** The directory of `name` as Node resolves it from `from` (a package directory). */
function resolvePackage(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return dirname(candidate);
    if (dir === ROOT || dirname(dir) === dir) return undefined;
  }
}

/** The production dependency tree as installed: what `npm ls --omit=dev --all` lists. */
export function npmDependencies(root = ROOT): Dependency[] {
  const found = new Map<string, Dependency>();
  const visited = new Set<string>();
  const missing: string[] = [];
  const visit = (dir: string) => {
    if (visited.has(dir)) return;
    visited.add(dir);
    const pkg = readJson(join(dir, 'package.json'));
    if (dir !== root) {
      const key = `${pkg.name}@${pkg.version}`;
      const platform = Boolean(pkg.os?.length || pkg.cpu?.length);
      if (!found.has(key))
        found.set(key, {
          ecosystem: 'npm',
          name: pkg.name ?? dir,
          version: pkg.version ?? '',
          licence: declaredLicence(pkg),
          repository: repositoryUrl(pkg.repository, pkg.homepage),
          directory: dir,
          ...(platform ? { platform } : {}),
        });
    }
    const required = Object.keys(pkg.dependencies ?? {});
    // Optional dependencies (platform binaries) and peers count when they are installed.
    const ifInstalled = [
      ...Object.keys(pkg.optionalDependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}),
    ];
    for (const name of required) {
      const at = resolvePackage(name, dir);
      if (at) visit(at);
      else if (!(pkg.optionalDependencies ?? {})[name])
        missing.push(`${name} (required by ${pkg.name})`);
    }
    for (const name of ifInstalled) {
      const at = resolvePackage(name, dir);
      if (at) visit(at);
    }
  };
  visit(root);
  if (missing.length > 0)
    throw new Error(`not installed (run npm install): ${[...new Set(missing)].join(', ')}`);
  return [...found.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.version.localeCompare(b.version, 'en'),
  );
}

// ---------------------------------------------------------------------------------------------
// Maven

/** What the licence names of POMs say, as SPDX ids. */
const MAVEN_LICENCES: [RegExp, string][] = [
  [/mozilla public license.*2\.0|mpl[- ]?2\.0|mozilla\.org\/MPL\/2\.0/i, 'MPL-2.0'],
  [/apache.*2\.0|apache-2\.0|licenses\/LICENSE-2\.0/i, 'Apache-2.0'],
  [/\bmit\b/i, 'MIT'],
  [/bsd.*3|3-clause|new bsd/i, 'BSD-3-Clause'],
  [/bsd.*2|2-clause|simplified bsd/i, 'BSD-2-Clause'],
  [/eclipse public license.*2\.0|epl-2\.0/i, 'EPL-2.0'],
  [/gnu general public|\bgpl\b/i, 'GPL'],
  [/lesser general public|\blgpl\b/i, 'LGPL'],
];

const tag = (xml: string, name: string): string | undefined =>
  new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(xml)?.[1];
const block = (xml: string, name: string): string =>
  new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1] ?? '';
/** The POM without the parts that hold coordinates of other artifacts. */
const ownPart = (xml: string) =>
  xml.replace(
    /<(parent|dependencies|dependencyManagement|build|profiles|reporting|plugins)>[\s\S]*?<\/\1>/g,
    '',
  );

function mavenRepository(): string {
  return process.env.MAVEN_REPO_LOCAL ?? join(homedir(), '.m2', 'repository');
}

function pomPath(group: string, artifact: string, version: string): string {
  return join(
    mavenRepository(),
    ...group.split('.'),
    artifact,
    version,
    `${artifact}-${version}.pom`,
  );
}

/** Replaces ${…} properties of a POM (its own properties and project.version). */
function withProperties(text: string, xml: string, version: string): string {
  const properties = block(xml, 'properties');
  return text.replace(/\$\{([^}]+)\}/g, (whole, key: string) =>
    key === 'project.version' || key === 'version'
      ? version
      : (tag(properties, key.replace(/\./g, '\\.')) ?? whole),
  );
}

interface Pom {
  licences: string[];
  url: string;
  dependencies: { group: string; artifact: string; version: string; classifier?: string }[];
}

function readPom(file: string, version: string): Pom {
  if (!existsSync(file))
    throw new Error(
      `${file} is missing: run npm run build:java (Maven fetches the worker's libraries)`,
    );
  const xml = readFileSync(file, 'utf8');
  const own = ownPart(xml);
  const licences = [...block(own, 'licenses').matchAll(/<license>([\s\S]*?)<\/license>/g)].map(
    ([, l]) => {
      const text = `${tag(l!, 'name') ?? ''} ${tag(l!, 'url') ?? ''}`;
      return (
        MAVEN_LICENCES.find(([pattern]) => pattern.test(text))?.[1] ??
        (tag(l!, 'name') ?? 'unknown').replace(/\s+/g, '-')
      );
    },
  );
  let parentLicences: string[] = [];
  let parentUrl = '';
  const parent = block(xml, 'parent');
  if (licences.length === 0 && parent) {
    const p = readPom(
      pomPath(tag(parent, 'groupId')!, tag(parent, 'artifactId')!, tag(parent, 'version')!),
      tag(parent, 'version')!,
    );
    parentLicences = p.licences;
    parentUrl = p.url;
  }
  const url = tag(block(own, 'scm'), 'url') ?? tag(own, 'url') ?? parentUrl;
  const dependencies = [
    ...block(
      xml.replace(/<dependencyManagement>[\s\S]*?<\/dependencyManagement>/g, ''),
      'dependencies',
    ).matchAll(/<dependency>([\s\S]*?)<\/dependency>/g),
  ]
    .map(([, d]) => d!)
    .filter(
      (d) =>
        tag(d, 'optional') !== 'true' &&
        ['compile', 'runtime', undefined].includes(tag(d, 'scope')),
    )
    .map((d) => ({
      group: withProperties(tag(d, 'groupId') ?? '', xml, version),
      artifact: withProperties(tag(d, 'artifactId') ?? '', xml, version),
      version: withProperties(tag(d, 'version') ?? '', xml, version),
      classifier: tag(d, 'classifier'),
    }));
  return {
    licences: licences.length > 0 ? licences : parentLicences,
    url: repositoryUrl(url.replace(/^scm:(git:)?/, '')),
    dependencies,
  };
}

/** The runtime libraries of the JVM validation worker (transitive, optional ones left out). */
export function mavenDependencies(pom = POM): Dependency[] {
  const xml = readFileSync(pom, 'utf8');
  const found = new Map<string, Dependency>();
  const visit = (deps: Pom['dependencies']) => {
    for (const dep of deps) {
      const name = `${dep.group}:${dep.artifact}${dep.classifier ? `:${dep.classifier}` : ''}`;
      const key = `${name}@${dep.version}`;
      if (found.has(key)) continue;
      const read = readPom(pomPath(dep.group, dep.artifact, dep.version), dep.version);
      const licence =
        read.licences.length > 1 ? `(${read.licences.join(' OR ')})` : (read.licences[0] ?? '');
      found.set(key, {
        ecosystem: 'maven',
        name,
        version: dep.version,
        licence,
        repository: read.url,
      });
      visit(read.dependencies);
    }
  };
  visit(readPom(pom, tag(ownPart(xml), 'version') ?? '').dependencies);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

// ---------------------------------------------------------------------------------------------
// THIRD_PARTY_NOTICES

function table(rows: Dependency[]): string[] {
  const head: [string, string, string, string] = ['package', 'version', 'licence', 'repository'];
  const cells = rows
    .map(reviewed)
    .map((r) => [r.name, r.version, r.licence || '(none)', r.repository || '-'] as const);
  const width = (i: number) => Math.max(head[i]!.length, ...cells.map((c) => c[i]!.length));
  const line = (c: readonly string[]) =>
    c
      .map((v, i) => (i === 3 ? v : v.padEnd(width(i))))
      .join('  ')
      .trimEnd();
  return [
    line(head),
    line(head.map((h, i) => '-'.repeat(i === 3 ? h.length : width(i)))),
    ...cells.map(line),
  ];
}

/** The text of THIRD_PARTY_NOTICES for these dependencies. */
export function noticesText(all: Dependency[], maven: Dependency[]): string {
  const npm = all.filter((d) => !d.platform);
  const saxonJs = npm.find((d) => d.name === 'saxon-js' && d.directory);
  const saxonJsTerms =
    saxonJs && existsSync(join(saxonJs.directory!, 'LICENSE.txt'))
      ? readFileSync(join(saxonJs.directory!, 'LICENSE.txt'), 'utf8').trimEnd()
      : undefined;
  return [
    'THIRD-PARTY SOFTWARE IN EINVOICE',
    '',
    'einvoice is licensed under the Apache License 2.0 (LICENSE). It runs on the third-party',
    'software below, each under its own licence: SPDX identifiers, or LicenseRef- for terms that',
    'have none (explained under "Read by hand"). The full licence texts are in each package.',
    'The MPL-2.0 libraries are used unmodified; their source is at the repository listed.',
    'Prebuilt binaries for one platform (e.g. @napi-rs/canvas-linux-x64-gnu) come with the package',
    'that installs them, under its licence; they are checked but not listed.',
    'The official rule sets the service validates against are described in NOTICE.',
    '',
    'Generated by `npm run licences -- --write` (scripts/licence-check.ts); CI fails when this',
    'file is stale or a licence is outside the allow-list of that script.',
    '',
    `npm packages: the production dependency tree (npm ls --omit=dev --all), ${npm.length} packages`,
    '',
    ...table(npm),
    '',
    `Java libraries of the JVM validation worker (java/validator/pom.xml, fetched by Maven), ${maven.length} artifacts`,
    '',
    ...table(maven),
    '',
    'Read by hand (the package does not state an SPDX licence)',
    '',
    ...REVIEWED.filter((r) =>
      [...npm, ...maven].some((d) => d.name === r.name && d.licence === r.declared),
    ).map((r) => `- ${r.name} (${r.licence}): ${r.note}.`),
    ...(saxonJsTerms
      ? [
          '',
          `saxon-js ${saxonJs!.version}: Saxonica's licence, as its LICENSE.txt states it`,
          '',
          saxonJsTerms,
        ]
      : []),
    '',
  ].join('\n');
}

/** The licence a dependency is listed and checked with: its declared one, or the reviewed one. */
export function reviewed(dep: Dependency): Dependency & { reviewed?: true } {
  const entry = REVIEWED.find((r) => r.name === dep.name && r.declared === dep.licence);
  return entry ? { ...dep, licence: entry.licence, reviewed: true } : dep;
}

/** Dependencies whose licence the allow-list does not satisfy (reviewed ones pass). */
export function refused(deps: Dependency[]): Dependency[] {
  return deps.map(reviewed).filter((d) => !('reviewed' in d) && !licenceAllowed(d.licence));
}

function main(): void {
  const write = process.argv.includes('--write');
  const npm = npmDependencies();
  const maven = mavenDependencies();
  const text = noticesText(npm, maven);
  let failed = false;
  const bad = refused([...npm, ...maven]);
  if (bad.length > 0) {
    failed = true;
    console.error(
      `licences not allowed (scripts/licence-check.ts ALLOWED):\n${bad.map((d) => `  ${d.name}@${d.version}: ${d.licence || '(none declared)'}`).join('\n')}`,
    );
  }
  if (write) {
    writeFileSync(NOTICES, text);
    console.log(
      `wrote THIRD_PARTY_NOTICES: ${npm.length} npm packages, ${maven.length} Java artifacts`,
    );
  } else if (!existsSync(NOTICES) || readFileSync(NOTICES, 'utf8') !== text) {
    failed = true;
    console.error('THIRD_PARTY_NOTICES is stale: run `npm run licences -- --write` and commit it');
  } else {
    console.log(
      `licences ok: ${npm.length} npm packages, ${maven.length} Java artifacts; THIRD_PARTY_NOTICES is current`,
    );
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
