// The project's licence (Apache-2.0, as its clients), and scripts/licence-check.ts as CI runs it:
// every production dependency (npm and the JVM worker's Java libraries) under an allowed licence,
// THIRD_PARTY_NOTICES current; copyleft licences such as GPL, AGPL and SSPL refused; NOTICE naming
// every rule set the project fetches with its terms.
import test from 'ava';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PACKAGES } from '../../scripts/rules-sources.js';
import { licenceAllowed, refused, type Dependency } from '../../scripts/licence-check.js';
import { REPOSITORY_ROOT } from '../../src/validation/rules-dir.js';
import { requires } from '../helpers/requires.js';

const run = promisify(execFile);
const read = (name: string) => readFileSync(join(REPOSITORY_ROOT, name), 'utf8');

// The Java libraries' POMs are in the local Maven repository once `npm run build:java` ran.
const saxonPom = join(
  process.env.MAVEN_REPO_LOCAL ?? join(homedir(), '.m2', 'repository'),
  'net',
  'sf',
  'saxon',
  'Saxon-HE',
);
const withMaven = requires(
  existsSync(saxonPom)
    ? undefined
    : "the JVM worker's libraries in the local Maven repository (npm run build:java)",
);

/** Runs the checker as CI does (check mode), optionally against another notices file. */
async function check(noticesFile?: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import=tsx', 'scripts/licence-check.ts'],
      {
        cwd: REPOSITORY_ROOT,
        env: { ...process.env, ...(noticesFile ? { THIRD_PARTY_NOTICES_FILE: noticesFile } : {}) },
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

test('the service is Apache-2.0, with the same text as its clients', (t) => {
  const licence = read('LICENSE');
  t.is(licence, read('packages/client/LICENSE'));
  t.is(licence, read('clients/go/LICENSE'));
  t.is(licence, read('clients/python/LICENSE'));
  t.regex(licence, /Apache License\s+Version 2\.0, January 2004/);
  t.is(JSON.parse(read('package.json')).license, 'Apache-2.0');
  t.regex(read('README.md'), /^## Licence\n\nApache-2\.0 \(\[LICENSE\]\(LICENSE\)\)/m);
});

withMaven('check mode passes: every licence allowed, THIRD_PARTY_NOTICES current', async (t) => {
  const { code, out } = await check();
  t.is(code, 0, out);
  t.regex(out, /licences ok: \d+ npm packages, \d+ Java artifacts/);
  const notices = read('THIRD_PARTY_NOTICES');
  for (const listed of [
    '@connectrpc/connect ',
    'pdfkit ',
    'saxon-js ',
    'net.sf.saxon:Saxon-HE ',
    'org.xmlresolver:xmlresolver ',
  ])
    t.true(notices.includes(`\n${listed}`), listed);
  t.regex(notices, /\nnet\.sf\.saxon:Saxon-HE\s+12\.9\s+MPL-2\.0\s/);
});

withMaven('check mode fails when THIRD_PARTY_NOTICES is stale', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'notices-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const stale = join(dir, 'THIRD_PARTY_NOTICES');
  writeFileSync(stale, read('THIRD_PARTY_NOTICES').replace(/^(pdfkit\s+)\S+/m, '$10.0.1'));
  const { code, out } = await check(stale);
  t.is(code, 1);
  t.regex(out, /THIRD_PARTY_NOTICES is stale/);
});

test('the allow-list: permissive licences and MPL-2.0 pass; GPL, AGPL, LGPL, SSPL and unknown terms fail', (t) => {
  for (const ok of [
    'MIT',
    'ISC',
    'Apache-2.0',
    'BSD-2-Clause',
    'BSD-3-Clause',
    '0BSD',
    'BlueOak-1.0.0',
    'MPL-2.0',
    'Unlicense',
    'CC0-1.0',
    'Python-2.0',
    '(MIT OR Apache-2.0)',
    '(MIT OR GPL-3.0-or-later)',
    '(MIT AND Zlib)',
    '(Apache-2.0 AND BSD-3-Clause)',
    'Apache-2.0 WITH LLVM-exception',
    '(BSD-2-Clause OR MIT OR Apache-2.0)',
  ]) {
    t.true(licenceAllowed(ok), ok);
  }
  for (const bad of [
    'GPL-2.0-only',
    'GPL-3.0-or-later',
    'AGPL-3.0-only',
    'LGPL-2.1-or-later',
    'SSPL-1.0',
    'EUPL-1.2',
    'BUSL-1.1',
    'CC-BY-NC-4.0',
    '(MIT AND GPL-3.0-only)',
    'GPL-2.0-only WITH Classpath-exception-2.0',
    'SEE LICENSE IN LICENSE.txt',
    'UNLICENSED',
    '',
    'MIT OR',
    '(MIT',
  ]) {
    t.false(licenceAllowed(bad), bad);
  }
  const dep = (name: string, licence: string): Dependency => ({
    ecosystem: 'npm',
    name,
    version: '1.0.0',
    licence,
    repository: '',
  });
  t.deepEqual(
    refused([dep('ok', 'MIT'), dep('viral', 'AGPL-3.0-only'), dep('server', 'SSPL-1.0')]).map(
      (d) => d.name,
    ),
    ['viral', 'server'],
  );
  // A package read by hand passes only while it declares what was read.
  t.deepEqual(
    refused([dep('saxon-js', 'SEE LICENSE IN LICENSE.txt'), dep('saxon-js', 'GPL-3.0-only')]).map(
      (d) => d.licence,
    ),
    ['GPL-3.0-only'],
  );
});

test('NOTICE names every rule set the project fetches, split by whether it may be redistributed', (t) => {
  const notice = read('NOTICE');
  const [redistributable, rest] = notice.split('Not redistributable');
  t.truthy(rest, 'NOTICE has a part for the rule sets that are not redistributable');
  for (const pkg of PACKAGES) {
    const named = (text: string) =>
      text.includes(`rules/${pkg.dir}`) ||
      (pkg.dir.startsWith('build/pint-') && text.includes('rules/build/pint-*'));
    t.true(named(pkg.redistributable ? redistributable! : rest!), `${pkg.dir} (${pkg.licence})`);
  }
  t.regex(notice, /EUPL-1\.2/);
  t.regex(notice, /KoSIT XRechnung Schematron: Apache-2\.0/);
  t.regex(notice, /OpenPeppol\s+terms, internal use, not redistributable/);
  t.regex(notice, /NOT\s+committed/);
});
