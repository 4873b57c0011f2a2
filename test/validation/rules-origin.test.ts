/**
 * The published origin as a rules source (scripts/rules-origin.ts): files downloaded from
 * <base>/<owner>/<name>/<commit>/<path>, checked against their pinned sha256, cached; an
 * unreachable origin is asked once and the next source takes over; a changed file stops the
 * update. A local HTTP server plays the publisher (this machine has no route to it).
 */
import test from 'ava';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { originSource } from '../../scripts/rules-origin.js';
import { PACKAGES, type Package } from '../../scripts/rules-sources.js';
import { type Release, type RuleSource, updateRules } from '../../scripts/rules-update.js';
import { CORPUS } from './corpus.js';
import { requires } from '../helpers/requires.js';

const sha256 = (data: string): string => createHash('sha256').update(data).digest('hex');

function tempDir(t: { teardown(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-origin-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const CONTENT = { 'rules/a.xslt': '<xsl:stylesheet/>', 'rules/sub/b.xsd': '<xs:schema/>' };
const origin = { repository: 'publisher/rules', commit: 'c0ffee' };

/** A package whose current release is published at `origin`, pinned to CONTENT. */
const pkg = (dir: string): Package => ({
  dir,
  licence: 'test',
  redistributable: false,
  version: '1.0',
  copies: [],
  mirror: {
    version: '2.0',
    publisher: 'Test publisher',
    files: Object.entries(CONTENT).map(([path, data]) => ({
      path: `mirror/${path}`,
      sha256: sha256(data),
      to: path.slice('rules/'.length),
      origin: { ...origin, path },
    })),
  },
});

/** Serves `files` (URL path → body) and counts the requests. */
async function publisher(
  t: { teardown(fn: () => void): void },
  files: Record<string, string>,
): Promise<{ base: string; requests: string[]; server: Server }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const body = files[req.url ?? ''];
    res.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => server.close());
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

const published = Object.fromEntries(
  Object.entries(CONTENT).map(([path, data]) => [
    `/${origin.repository}/${origin.commit}/${path}`,
    data,
  ]),
);

test('a release is downloaded from where it is published, checked, installed with its origin, and cached', async (t) => {
  const { base, requests, server } = await publisher(t, published);
  const cacheDir = tempDir(t);
  const rules = tempDir(t);
  const installed = await updateRules(
    rules,
    [originSource({ base, cacheDir })],
    [pkg('build/test')],
  );
  t.deepEqual(installed, [{ dir: 'build/test', source: 'origin', version: '2.0' }]);
  t.is(readFileSync(join(rules, 'build/test/sub/b.xsd'), 'utf8'), CONTENT['rules/sub/b.xsd']);
  const provenance = JSON.parse(readFileSync(join(rules, 'build/test/provenance.json'), 'utf8'));
  t.like(provenance, { source: 'origin', version: '2.0' });
  t.is(provenance.origin[0].files[0].url, `${base}/publisher/rules/c0ffee/rules/a.xslt`);
  t.is(requests.length, 2);

  // A second run needs no network: the verified files are in the cache.
  await new Promise((resolve) => server.close(resolve));
  const again = await originSource({ base, cacheDir }).release(pkg('build/test'));
  t.is(again?.files.length, 2);
  t.is(requests.length, 2);
});

test('a file that is not the pinned one stops the update', async (t) => {
  const tampered = {
    ...published,
    [`/${origin.repository}/${origin.commit}/rules/a.xslt`]:
      '<xsl:stylesheet><!-- changed --></xsl:stylesheet>',
  };
  const { base } = await publisher(t, tampered);
  const source = originSource({ base, cacheDir: tempDir(t) });
  await t.throwsAsync(Promise.resolve(source.release(pkg('build/test'))), {
    message: /sha256 .* does not match the pinned/,
  });
});

/** Stands in for Maven Central: always has the package, in its own version. */
const fallback: RuleSource = {
  name: 'fallback',
  release: (p): Release => ({
    source: 'maven',
    version: p.version,
    files: [{ path: 'a.xslt', data: 'older', from: 'test' }],
    origin: [],
  }),
};

test('an unreachable origin is asked once, and the next source provides every package', async (t) => {
  const { base, server } = await publisher(t, published);
  await new Promise((resolve) => server.close(resolve)); // the port is now refused
  const rules = tempDir(t);
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => warnings.push(message);
  t.teardown(() => (console.warn = warn));
  const installed = await updateRules(
    rules,
    [originSource({ base, cacheDir: tempDir(t), timeoutMs: 2_000 }), fallback],
    [pkg('build/one'), pkg('build/two')],
  );
  t.deepEqual(installed, [
    { dir: 'build/one', source: 'maven', version: '1.0' },
    { dir: 'build/two', source: 'maven', version: '1.0' },
  ]);
  t.is(warnings.filter((w) => w.includes('unreachable')).length, 1, warnings.join('\n'));
});

test('a file missing at the origin leaves that package to the next source', async (t) => {
  const { base } = await publisher(t, {
    [`/${origin.repository}/${origin.commit}/rules/a.xslt`]: CONTENT['rules/a.xslt'],
  });
  const warn = console.warn;
  console.warn = () => undefined;
  t.teardown(() => (console.warn = warn));
  const rules = tempDir(t);
  const installed = await updateRules(
    rules,
    [originSource({ base, cacheDir: tempDir(t) }), fallback],
    [pkg('build/test')],
  );
  t.deepEqual(installed, [{ dir: 'build/test', source: 'maven', version: '1.0' }]);
  t.false(existsSync(join(rules, 'build/test/sub/b.xsd')));
});

test('every file of a current release has a published origin', (t) => {
  for (const p of PACKAGES)
    for (const f of p.mirror?.files ?? []) t.truthy(f.origin, `${p.dir}: ${f.path}`);
});

// The corpus lists, for each file, the repository, path and commit it was taken from: the pinned
// origins must name the same, so the downloaded bytes are the mirror's bytes.
requires(
  CORPUS && existsSync(join(CORPUS, 'MANIFEST.tsv'))
    ? undefined
    : 'the corpus MANIFEST.tsv is not available',
)('the pinned origins are those the corpus manifest lists for the same files', (t) => {
  const manifest = new Map(
    readFileSync(join(CORPUS!, 'MANIFEST.tsv'), 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .map((c) => [c[0], { repository: c[1], path: c[2], commit: c[3] }]),
  );
  let checked = 0;
  for (const p of PACKAGES) {
    for (const f of p.mirror?.files ?? []) {
      t.deepEqual(f.origin, manifest.get(f.path), f.path);
      checked += 1;
    }
  }
  t.true(checked > 50);
});
