// Everything generated from the proto for the clients and descriptions is current: the proto
// comments used by OpenAPI and MCP, and (where the generators are installed) the committed Go
// and Python clients. A proto change without `scripts/clients-generate.sh` fails here.
import test from 'ava';
import { existsSync } from 'node:fs';
import { requires } from '../helpers/requires.js';
import { repoRoot, runProgram } from './run-program.js';

test('the proto comments used by OpenAPI and MCP are current', async (t) => {
  const run = await runProgram(
    process.execPath,
    ['--import', 'tsx', 'scripts/clients-proto-comments.ts', '--check'],
    { cwd: repoRoot, env: {}, timeoutMs: 60_000 },
  );
  t.is(run.code, 0, run.stderr + run.stdout);
});

const tools =
  existsSync(`${repoRoot}tmp/clients-tools/gobin/protoc-gen-go`) &&
  existsSync(`${repoRoot}tmp/clients-tools/venv/bin/python`);
requires(tools ? undefined : 'the client generators are missing (npm run setup installs them)')(
  'the committed Go and Python clients match a fresh generation',
  async (t) => {
    const run = await runProgram('sh', ['scripts/clients-generate.sh', '--check'], {
      cwd: repoRoot,
      env: {},
      timeoutMs: 120_000,
    });
    t.is(run.code, 0, run.stderr + run.stdout);
  },
);
