/**
 * The contract of test/helpers/requires.ts, seen from the runner: ava runs
 * fixtures/requires-cases.ts once without CI and once with CI=true. Without CI a test whose
 * dependency is missing is a real skip (TAP "# SKIP") with the reason in its title; with CI=true
 * the same test fails with the reason. A test with nothing missing runs either way.
 */
import test from 'ava';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The TAP result lines of one run of the fixture file. */
function runCases(ci: boolean): Promise<string[]> {
  const ava = `${root}node_modules/ava/entrypoints/cli.mjs`;
  const args = [ava, '--config', 'test/helpers/fixtures/requires.config.mjs', '--tap'];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: root, env: { ...process.env, CI: ci ? 'true' : 'false' }, timeout: 110_000 },
      (_error, stdout) => {
        resolve(
          stdout
            .split('\n')
            .filter((l) => /^(not )?ok /.test(l))
            .map((l) => l.replace(/^(not ok|ok) \d+ - /, '$1 '))
            .sort(),
        );
      },
    );
  });
}

test('without CI: a missing dependency is a skip with its reason; the rest runs', async (t) => {
  t.timeout(120_000);
  t.deepEqual(await runCases(false), [
    'ok a group [skipped: no gizmo] # SKIP',
    'ok needs a gadget [skipped: no gadget] # SKIP',
    'ok needs a widget [skipped: no widget] # SKIP',
    'ok nothing missing',
  ]);
});

test('with CI=true: a missing dependency fails with its reason; the rest runs', async (t) => {
  t.timeout(120_000);
  t.deepEqual(await runCases(true), [
    'not ok a group [missing: no gizmo]',
    'not ok needs a gadget [missing: no gadget]',
    'not ok needs a widget [missing: no widget]',
    'ok nothing missing',
  ]);
});
