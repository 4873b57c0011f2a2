// Builds the package: copies the generated protobuf code of the einvoice API (and the files it
// imports) from the repository's gen/ into src/gen, then compiles src to dist with declarations.
// The repository's gen/ is the one source: buf generates it from proto/ (buf.gen.yaml).
import { cpSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoGen = join(pkg, '..', '..', 'gen');
const target = join(pkg, 'src', 'gen');

rmSync(target, { recursive: true, force: true });
rmSync(join(pkg, 'dist'), { recursive: true, force: true });
for (const dir of ['einvoice', 'buf', join('google', 'api'), join('google', 'rpc')]) {
  cpSync(join(repoGen, dir), join(target, dir), { recursive: true });
}
// The package's own TypeScript (a devDependency) when installed, else the repository's.
let tsc;
try {
  tsc = createRequire(join(pkg, 'package.json')).resolve('typescript/bin/tsc');
} catch {
  tsc = createRequire(join(pkg, '..', '..', 'package.json')).resolve('typescript/bin/tsc');
}
execFileSync(process.execPath, [tsc, '-p', join(pkg, 'tsconfig.json')], { stdio: 'inherit' });
