/**
 * `npm run rules:update` (scripts/rules-update.ts): it writes only the files it owns, so the
 * licence texts committed beside the rule sets survive every set-up and a fresh clone stays clean
 * after `npm run setup`; the mirror of the publishers' releases is preferred and checked by
 * sha256; without it the Maven Central artefacts are used.
 */
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  installPackage,
  mavenSource,
  mirrorSource,
  updateRules,
  type Release,
} from '../../scripts/rules-update.js';
import {
  PACKAGES,
  type Package,
  PHIVE_EN16931,
  PHIVE_PEPPOL,
  PHIVE_XRECHNUNG,
  PH_CII_D16B,
  PH_UBL21,
} from '../../scripts/rules-sources.js';
import { REPOSITORY_ROOT } from '../../src/validation/rules-dir.js';
import { requires } from '../helpers/requires.js';

const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

function tempDir(t: { teardown(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-rules-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const fake = (pkg: Package, files: Record<string, string>): Release => ({
  source: 'test',
  version: '9.9',
  files: Object.entries(files).map(([path, data]) => ({ path, data, from: `test:${path}` })),
  origin: [],
});

test('a re-installation replaces only the files it wrote and keeps a committed licence text', (t) => {
  const rules = tempDir(t);
  const pkg: Package = {
    dir: 'en16931-cii',
    licence: 'EUPL-1.2 (test)',
    redistributable: true,
    version: '1',
    copies: [],
  };
  mkdirSync(join(rules, pkg.dir), { recursive: true });
  writeFileSync(join(rules, pkg.dir, 'EUPL-1.2.txt'), 'the licence');
  installPackage(rules, pkg, fake(pkg, { 'old.xslt': 'old', 'sub/a.xsd': 'a' }));
  installPackage(rules, pkg, fake(pkg, { 'new.xslt': 'new' }));
  t.is(readFileSync(join(rules, pkg.dir, 'EUPL-1.2.txt'), 'utf8'), 'the licence');
  t.false(
    existsSync(join(rules, pkg.dir, 'old.xslt')),
    'a file of the previous release is removed',
  );
  t.false(existsSync(join(rules, pkg.dir, 'sub/a.xsd')));
  t.is(readFileSync(join(rules, pkg.dir, 'new.xslt'), 'utf8'), 'new');
  const provenance = JSON.parse(readFileSync(join(rules, pkg.dir, 'provenance.json'), 'utf8'));
  t.like(provenance, { version: '9.9', source: 'test' });
  t.deepEqual(
    provenance.files.map((f: { path: string }) => f.path),
    ['new.xslt'],
  );
});

const mirrored = PACKAGES.find((p) => p.dir === 'build/pint-sg')!;

test('the mirror is used when it holds every file of a package, each checked against its pinned sha256', (t) => {
  const mirror = tempDir(t);
  const release = mirrorSource(mirror).release(mirrored);
  t.is(release, undefined, 'an empty mirror has nothing: the next source is asked');
  for (const f of mirrored.mirror!.files) {
    mkdirSync(dirname(join(mirror, f.path)), { recursive: true });
    writeFileSync(join(mirror, f.path), 'not the published file');
  }
  t.throws(() => mirrorSource(mirror).release(mirrored), {
    message: /sha256 .* does not match the pinned/,
  });
});

test('every mirror file is pinned, and every package Maven cannot provide is optional', (t) => {
  for (const pkg of PACKAGES) {
    t.true(pkg.copies.length > 0 || pkg.mirror !== undefined, `${pkg.dir} has a source`);
    for (const f of pkg.mirror?.files ?? []) t.regex(f.sha256, /^[0-9a-f]{64}$/, f.path);
  }
});

// The redistributable packages are the committed folders: a Maven installation over a copy of the
// committed files must leave every one of them byte for byte as committed.
const mavenRepo = process.env.MAVEN_REPO_LOCAL ?? join(homedir(), '.m2', 'repository');
const jar = (a: { groupId: string; artifactId: string; version: string }): string =>
  join(
    mavenRepo,
    ...a.groupId.split('.'),
    a.artifactId,
    a.version,
    `${a.artifactId}-${a.version}.jar`,
  );
const jarsMissing = [PHIVE_EN16931, PHIVE_XRECHNUNG, PH_UBL21, PH_CII_D16B].some(
  (a) => !existsSync(jar(a)),
)
  ? 'the pinned rule jars are not in the local Maven repository (npm run setup fetches them)'
  : undefined;
const gitMissing = existsSync(join(REPOSITORY_ROOT, '.git')) ? undefined : 'not a git checkout';

requires(jarsMissing, gitMissing)(
  'rules:update writes no tracked file differently: the committed rules/ stays as committed',
  async (t) => {
    const root = tempDir(t);
    const tracked = execFileSync('git', ['ls-files', 'rules'], {
      cwd: REPOSITORY_ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    t.true(tracked.includes('rules/en16931-cii/EUPL-1.2.txt'));
    const committed = new Map(
      tracked.map((f) => [f, execFileSync('git', ['show', `HEAD:${f}`], { cwd: REPOSITORY_ROOT })]),
    );
    for (const [f, data] of committed) {
      mkdirSync(dirname(join(root, f)), { recursive: true });
      writeFileSync(join(root, f), data);
    }
    await updateRules(
      join(root, 'rules'),
      [mavenSource()],
      PACKAGES.filter((p) => p.redistributable),
    );
    const changed = [...committed]
      .filter(
        ([f, data]) =>
          !existsSync(join(root, f)) || sha256(readFileSync(join(root, f))) !== sha256(data),
      )
      .map(([f]) => f);
    t.deepEqual(changed, [], 'tracked files deleted or rewritten differently by rules:update');
  },
);

requires(
  jarsMissing,
  existsSync(jar(PHIVE_PEPPOL))
    ? undefined
    : 'phive-rules-peppol not in the local Maven repository',
)(
  'without a mirror every package comes from Maven Central with the version it carries; mirror-only rule sets are left out',
  async (t) => {
    const rulesDir = tempDir(t);
    const packages = PACKAGES.filter((p) =>
      ['build/pint-sg', 'build/peppol-bis-cii'].includes(p.dir),
    );
    const installed = await updateRules(
      rulesDir,
      [mirrorSource(join(rulesDir, 'no-mirror')), mavenSource()],
      packages,
    );
    t.deepEqual(installed, [{ dir: 'build/pint-sg', source: 'maven', version: '1.4.0' }]);
    t.false(existsSync(join(rulesDir, 'build/peppol-bis-cii')));
    t.like(JSON.parse(readFileSync(join(rulesDir, 'build/pint-sg/provenance.json'), 'utf8')), {
      source: 'maven',
      version: '1.4.0',
    });
  },
);
