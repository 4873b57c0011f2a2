// Builds the package: compiles src (with the generated protobuf code in src/gen, committed and
// kept fresh from the repository's gen/ by scripts/client-ts-gen.mjs) to dist with declarations,
// using the package's own TypeScript (a devDependency). Needs nothing outside this folder.
import { rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(join(pkg, 'dist'), { recursive: true, force: true });
const tsc = createRequire(join(pkg, 'package.json')).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(pkg, 'tsconfig.json')], { stdio: 'inherit' });
