// The TypeScript client's generated code (packages/client/src/gen, committed, so the package
// builds and packs on its own outside the repository): the files of the repository's gen/ that
// the einvoice API needs (einvoice/, and the buf/validate, google/api and google/rpc files it
// imports). gen/ stays the one source: buf generates it from proto/ (buf.gen.yaml).
//   node scripts/client-ts-gen.mjs          copies them
//   node scripts/client-ts-gen.mjs --check  fails when the package's copy differs from gen/
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIRS = ['einvoice', 'buf', join('google', 'api'), join('google', 'rpc')];
const target = join(root, 'packages', 'client', 'src', 'gen');

function copy(to) {
  rmSync(to, { recursive: true, force: true });
  for (const dir of DIRS) cpSync(join(root, 'gen', dir), join(to, dir), { recursive: true });
}

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile())
    .map((f) => relative(dir, f))
    .sort();
}

if (process.argv.includes('--check')) {
  const fresh = mkdtempSync(join(tmpdir(), 'einvoice-client-gen-'));
  try {
    copy(fresh);
    const want = files(fresh);
    const have = files(target);
    const stale = [...new Set([...want, ...have])].filter(
      (f) => !want.includes(f) || !have.includes(f) || !readFileSync(join(fresh, f)).equals(readFileSync(join(target, f))),
    );
    if (stale.length > 0) {
      console.error(`packages/client/src/gen is stale (${stale.slice(0, 5).join(', ')}): run node scripts/client-ts-gen.mjs`);
      process.exit(1);
    }
    console.log('packages/client/src/gen is fresh');
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
} else {
  copy(target);
  console.log('generated: packages/client/src/gen');
}
