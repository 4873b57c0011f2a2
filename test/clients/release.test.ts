/**
 * The release process (scripts/release.ts): one semantic version for the service and its three
 * clients, CHANGELOGs filed under it, the contract pointer (proto/RELEASE) moved, tags for the
 * repository and the Go module; run on a clone of this repository.
 */
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHANGELOGS,
  compareVersions,
  fileChanges,
  release,
  versions,
} from '../../scripts/release.js';
import { REPOSITORY_ROOT } from '../../src/validation/rules-dir.js';
import { requires } from '../helpers/requires.js';

test('the service and the clients state one version, and every changelog has an Unreleased section on top', (t) => {
  const stated = versions(REPOSITORY_ROOT);
  t.is(new Set(Object.values(stated)).size, 1, JSON.stringify(stated));
  t.regex(Object.values(stated)[0]!, /^\d+\.\d+\.\d+/);
  for (const file of CHANGELOGS)
    t.regex(
      readFileSync(join(REPOSITORY_ROOT, file), 'utf8'),
      /^# Changelog\n[\s\S]*?\n## Unreleased\n/,
      file,
    );
});

test('versions compare as semver', (t) => {
  t.is(compareVersions('0.10.0', '0.9.9'), 1);
  t.is(compareVersions('1.0.0-rc.1', '1.0.0'), -1);
  t.is(compareVersions('0.1.0', '0.1.0'), 0);
});

test('the Unreleased changes are filed under the version, under a fresh Unreleased', (t) => {
  const { text, changes } = fileChanges(
    '# Changelog\n\n## Unreleased\n\n- a change\n\n## 0.1.0\n\n- first\n',
    '0.2.0',
    '2026-11-26',
  );
  t.is(changes, '- a change');
  t.is(
    text,
    '# Changelog\n\n## Unreleased\n\n## 0.2.0 (2026-11-26)\n\n- a change\n\n## 0.1.0\n\n- first\n',
  );
});

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

requires(existsSync(join(REPOSITORY_ROOT, '.git')) ? undefined : 'not a git checkout')(
  'a release on a clone: versions, changelogs, contract pointer, commit and tags',
  (t) => {
    const clone = mkdtempSync(join(tmpdir(), 'einvoice-release-'));
    t.teardown(() => rmSync(clone, { recursive: true, force: true }));
    execFileSync('git', ['clone', '-q', '--local', REPOSITORY_ROOT, clone]);
    git(clone, 'config', 'user.name', 'Release Test');
    git(clone, 'config', 'user.email', 'release@example.com');
    // Right after a release the Unreleased sections are empty: give each one change to release.
    const empty = CHANGELOGS.filter(
      (file) => !fileChanges(readFileSync(join(clone, file), 'utf8'), '0.0.0', '').changes,
    );
    for (const file of empty) {
      const path = join(clone, file);
      writeFileSync(
        path,
        readFileSync(path, 'utf8').replace(
          '## Unreleased\n',
          '## Unreleased\n\n- a change to release\n',
        ),
      );
    }
    if (empty.length > 0) git(clone, 'commit', '-q', '-am', 'A change to release');
    const before = git(clone, 'rev-parse', 'HEAD');
    const current = Object.values(versions(clone))[0]!;
    const [major, minor] = current.split('.').map(Number);
    const next = `${major}.${minor! + 1}.0`;

    t.throws(() => release(clone, current, { tag: true, date: '2026-11-26' }), {
      message: /is not above the current version/,
    });
    t.throws(() => release(clone, 'v1', { tag: true, date: '2026-11-26' }), {
      message: /not a semantic version/,
    });
    release(clone, next, { tag: true, date: '2026-11-26' });

    t.deepEqual(new Set(Object.values(versions(clone))), new Set([next]));
    t.is(
      readFileSync(join(clone, 'package-lock.json'), 'utf8').split(`"version": "${next}"`).length -
        1,
      2,
      'both statements of the lock file',
    );
    for (const file of CHANGELOGS)
      t.regex(
        readFileSync(join(clone, file), 'utf8'),
        new RegExp(`## Unreleased\\n\\n## ${next.replace(/\./g, '\\.')} \\(2026-11-26\\)\\n\\n- `),
        file,
      );
    t.is(
      readFileSync(join(clone, 'proto/RELEASE'), 'utf8')
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))[0],
      before,
    );
    t.is(git(clone, 'log', '-1', '--format=%s'), `Release ${next}`);
    t.deepEqual(git(clone, 'tag', '--points-at', 'HEAD').split('\n').sort(), [
      `clients/go/v${next}`,
      `v${next}`,
    ]);
    t.is(git(clone, 'status', '--porcelain'), '');
    // Nothing changed since: the next release has nothing to say and is refused.
    t.throws(() => release(clone, `${major}.${minor! + 1}.1`, { tag: false, date: '2026-11-27' }), {
      message: /Unreleased section is empty/,
    });
    t.is(git(clone, 'status', '--porcelain'), '', 'a refused release writes nothing');
  },
);
