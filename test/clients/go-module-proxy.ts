/**
 * The Go client as `go get` receives it after a release: a module zip of the tracked files under
 * clients/go (what the tag `clients/go/v<version>` holds), served by a file-system module proxy
 * (GOPROXY=file://…, the layout of the Go module proxy protocol). The version carries a hash of
 * the content, so the module cache never serves an older build of it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './run-program.js';
import { versions } from '../../scripts/release.js';

export const GO_MODULE = 'github.com/einvoice/einvoice/clients/go';

/** Writes the proxy under `dir`; returns the module version it serves. */
export function goModuleProxy(dir: string): string {
  const moduleDir = join(repoRoot, 'clients', 'go');
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '.'],
    { cwd: moduleDir, encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean)
    .sort();
  const hash = createHash('sha256');
  for (const f of files)
    hash
      .update(f)
      .update('\0')
      .update(readFileSync(join(moduleDir, f)));
  const released = Object.values(versions(repoRoot))[0]!;
  const version = `v${released}-pack.${hash.digest('hex').slice(0, 12)}`;
  const at = join(dir, ...GO_MODULE.split('/'), '@v');
  mkdirSync(at, { recursive: true });
  writeFileSync(join(at, 'list'), `${version}\n`);
  writeFileSync(
    join(at, `${version}.info`),
    JSON.stringify({ Version: version, Time: '2026-01-01T00:00:00Z' }),
  );
  writeFileSync(join(at, `${version}.mod`), readFileSync(join(moduleDir, 'go.mod')));
  // Module zips hold every file under "<module>@<version>/"; Python's zipfile writes it.
  const script = [
    'import sys, zipfile',
    'src, out, prefix = sys.argv[1], sys.argv[2], sys.argv[3]',
    'with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:',
    '    for f in sys.stdin.read().split("\\n"):',
    '        if f: z.write(src + "/" + f, prefix + f)',
  ].join('\n');
  execFileSync(
    'python3',
    ['-c', script, moduleDir, join(at, `${version}.zip`), `${GO_MODULE}@${version}/`],
    { input: files.join('\n') },
  );
  return version;
}
