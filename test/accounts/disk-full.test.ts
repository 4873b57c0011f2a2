/**
 * The accounts database's disk fills up (issue 13, item 17): the SQLite file lives on a small
 * tmpfs that the test fills to the last byte. Charged requests are 503 accounts_unavailable with a
 * reason that says so (they were 500), free ones go on (reads still work; "last used" is
 * bookkeeping), and charging works again once space is freed. Mounting needs root: as another
 * user the test is skipped, in CI it fails.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicExample } from '../helpers/example.js';
import { requires, rootMissing } from '../helpers/requires.js';
import { DEMO_KEY, postJson, withServer } from '../helpers/server.js';

const rootTest = requires(rootMissing('to mount a tmpfs'));

/** Writes zeros to `path` until the file system is full. */
function fill(path: string): void {
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(4096);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

rootTest(
  'a full disk: charged requests 503 accounts_unavailable naming it, free ones answer, recovery once space is freed',
  async (t) => {
    const mount = mkdtempSync(join(tmpdir(), 'einvoice-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mount]);
    t.teardown(() => {
      execFileSync('umount', ['-l', mount]);
      rmSync(mount, { recursive: true, force: true });
    });
    const key = { 'x-api-key': DEMO_KEY };
    const invoice = { ...publicExample(), format: 'pdf' };
    await withServer(
      t,
      async ({ baseUrl }) => {
        t.is(
          (await postJson(baseUrl, '/v1/generate', invoice, key)).status,
          200,
          'charging works with space left',
        );
        const filler = join(mount, 'filler');
        fill(filler);

        const full = await postJson(baseUrl, '/v1/generate', invoice, key);
        t.is(full.status, 503);
        t.is(full.json.error, 'accounts_unavailable');
        t.regex(full.json.message, /no space left/);
        t.notRegex(full.json.message, /SQLITE|database or disk is full/);
        t.truthy(full.headers.get('retry-after'));
        t.is(
          (await fetch(`${baseUrl}/v1/account`, { headers: key })).status,
          200,
          'balances can still be read',
        );
        t.is(
          (await postJson(baseUrl, '/v1/validate', publicExample(), key)).status,
          200,
          'free operations go on',
        );

        rmSync(filler);
        const again = await postJson(baseUrl, '/v1/generate', invoice, key);
        t.is(again.status, 200, 'charging works again once space is freed');
        t.is(again.json.account.remaining, 98);
      },
      { sqlitePath: join(mount, 'einvoice.db') },
    );
  },
);
