/**
 * The container image, reproduced on this machine from the Dockerfile's runtime stage (no
 * container engine runs here; issue 13, item 11): the files its COPY lines take from the build
 * stage (code compiled as tsconfig.build.json says, production dependencies only — what
 * `npm prune --omit=dev` leaves), owned by root and read-only for the service, its ENV, WORKDIR,
 * VOLUME and the ownership its RUN steps give, then its CMD started as an unprivileged user (the
 * image's USER). The test waits for the HEALTHCHECK to pass and calls every operation over REST,
 * plus the CLI the image offers (`einvoice keys`, `einvoice validate`). Before the fix the image
 * could not create its database (every keyed request 500) while its health check said healthy.
 *
 * Container paths (/app, /data) live under a temporary root; absolute paths in ENV are mapped
 * into it. The code is compiled with esbuild per file (the project type-checks separately; with
 * isolatedModules the output equals tsc's for running) in seconds instead of a minute of tsc.
 * Needs root (to switch users); skipped otherwise, and a failure in CI.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicExample } from '../helpers/example.js';
import { freePort } from '../helpers/free-port.js';
import { requires, rootMissing } from '../helpers/requires.js';
import { runtimeStage, type RuntimeStage } from './dockerfile.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const rulesPrepared =
  existsSync(join(REPO, 'rules', 'build')) && existsSync(join(REPO, 'java', 'validator', 'target'));
const containerTest = requires(
  rootMissing('to run the service as another user'),
  rulesPrepared ? undefined : 'rule sets not prepared (npm run setup)',
);

/** uid and gid of a user of the image, mapped to this machine (the node images' `node`; else nobody). */
function ids(user: string): { uid: number; gid: number } {
  const [name, group] = user.split(':');
  const id = (flag: string, who: string) => {
    const out = spawnSync('id', [flag, who], { encoding: 'utf8' });
    return out.status === 0 ? Number(out.stdout.trim()) : undefined;
  };
  const uid = id('-u', name!) ?? id('-u', 'nobody')!;
  const gid = (group ? id('-g', group) : undefined) ?? id('-g', name!) ?? id('-g', 'nobody')!;
  return { uid, gid };
}

/**
 * Copies a tree (files, folders, symlinks), skipping what `skip` says. Files of this checkout
 * (rule sets, the JVM worker) may be hard links when nothing will change their owner; anything
 * else is copied.
 */
function copyTree(
  from: string,
  to: string,
  options: { skip?: (relativePath: string) => boolean; link?: boolean } = {},
  base = from,
): void {
  const stat = lstatSync(from);
  if (stat.isSymbolicLink()) {
    symlinkSync(readlinkSync(from), to);
  } else if (stat.isDirectory()) {
    mkdirSync(to, { recursive: true, mode: 0o755 });
    for (const entry of readdirSync(from)) {
      const child = join(from, entry);
      if (!options.skip?.(relative(base, child))) copyTree(child, join(to, entry), options, base);
    }
  } else if (options.link) {
    linkSync(from, to);
  } else {
    copyFileSync(from, to);
    chmodSync(to, stat.mode & 0o755);
  }
}

/** node_modules as `npm prune --omit=dev` leaves it: every package the lock file does not mark dev. */
function productionModules(to: string): void {
  const lock = JSON.parse(readFileSync(join(REPO, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const installed = realpathSync(join(REPO, 'node_modules'));
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.startsWith('node_modules/') || entry.dev) continue;
    const inModules = path.slice('node_modules/'.length);
    const from = join(installed, inModules);
    if (!existsSync(from)) continue; // an optional package for another platform
    // Nested node_modules are entries of their own (dev ones among them stay out).
    copyTree(from, join(to, inModules), { skip: (rel) => rel === 'node_modules' });
  }
}

/** The build stage's /app: the repository, with dist/ compiled and node_modules pruned. */
async function buildStage(root: string): Promise<(source: string) => string> {
  const build = join(root, 'build');
  const config = JSON.parse(readFileSync(join(REPO, 'tsconfig.build.json'), 'utf8')) as {
    include: string[];
    compilerOptions: { outDir: string };
  };
  const sources = config.include.flatMap((dir) =>
    (readdirSync(join(REPO, dir), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
      .map((f) => join(REPO, dir, f)),
  );
  const { build: esbuild } = await import('esbuild');
  await esbuild({
    entryPoints: sources,
    outdir: join(build, config.compilerOptions.outDir),
    outbase: REPO,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    tsconfig: join(REPO, 'tsconfig.build.json'),
    logLevel: 'error',
  });
  productionModules(join(build, 'node_modules'));
  return (source) => {
    const inApp = posix.relative('/app', source);
    return inApp === 'dist' || inApp === 'node_modules' ? join(build, inApp) : join(REPO, inApp);
  };
}

/** Lays out the image's file system under `root` as the runtime stage builds it. */
function layOut(stage: RuntimeStage, root: string, fromBuild: (source: string) => string): void {
  const inRoot = (path: string) => join(root, posix.resolve(stage.workdir, path));
  mkdirSync(inRoot(stage.workdir), { recursive: true, mode: 0o755 }); // WORKDIR: created by root
  for (const copy of stage.copies) {
    const target = inRoot(copy.target);
    mkdirSync(dirname(target), { recursive: true, mode: 0o755 });
    const source = fromBuild(copy.source);
    copyTree(source, target, {
      link: !copy.chown && source.startsWith(REPO) && !source.includes('node_modules'),
    });
    if (copy.chown) {
      const { uid, gid } = ids(copy.chown);
      execFileSync('chown', ['-R', `${uid}:${gid}`, target]);
    }
  }
  // RUN steps that shape the file system the service sees: mkdir and chown (apt-get, ln into
  // /usr/local/bin and the like have no bearing on what the service may write).
  for (const run of stage.runs) {
    for (const step of run.split('&&').map((s) => s.trim().split(/\s+/))) {
      const paths = step.slice(1).filter((w) => w.startsWith('/'));
      if (step[0] === 'mkdir')
        for (const path of paths) mkdirSync(inRoot(path), { recursive: true, mode: 0o755 });
      if (step[0] === 'chown') {
        const { uid, gid } = ids(step.filter((w) => !w.startsWith('-'))[1]!);
        for (const path of paths) chownSync(inRoot(path), uid, gid);
      }
    }
  }
  for (const volume of stage.volumes) mkdirSync(inRoot(volume), { recursive: true, mode: 0o755 });
}

/** Runs a command as the image's user, in the image's working directory, with its environment. */
function asUser(
  stage: RuntimeStage,
  root: string,
  env: Record<string, string>,
  command: string[],
): ChildProcess {
  const { uid, gid } = ids(stage.user);
  return spawn(
    'setpriv',
    [`--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--', ...command],
    {
      cwd: join(root, stage.workdir),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/** Runs a command to its end; its exit code and output. */
function finished(
  child: ChildProcess,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c) => (stdout += c));
  child.stderr!.on('data', (c) => (stderr += c));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

containerTest(
  'the image as the Dockerfile builds it: non-root, read-only app, writable volume, every operation works',
  async (t) => {
    t.timeout(
      15 * 60_000,
      'compile, copy, warm-up of every rule set and every operation on a busy machine',
    );
    const stage = runtimeStage(readFileSync(join(REPO, 'Dockerfile'), 'utf8'));
    const root = mkdtempSync(join(tmpdir(), 'einvoice-image-'));
    chmodSync(root, 0o755);
    t.teardown(() => rmSync(root, { recursive: true, force: true }));
    layOut(stage, root, await buildStage(root));

    // The image's environment; absolute paths inside the image point into the temporary root.
    const { uid, gid } = ids(stage.user);
    const home = join(root, 'home');
    mkdirSync(home);
    chownSync(home, uid, gid);
    const port = await freePort();
    const mapped = Object.fromEntries(
      Object.entries(stage.env).map(([k, v]) => [
        k,
        v.startsWith('/') && existsSync(join(root, v.split('/')[1]!)) ? join(root, v) : v,
      ]),
    );
    const env = {
      ...mapped,
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      PORT: String(port),
      HOST: '127.0.0.1',
    };

    // The application is read-only for the service; the volume is its to write.
    const probe = (dir: string) =>
      spawnSync('setpriv', [
        `--reuid=${uid}`,
        `--regid=${gid}`,
        '--clear-groups',
        '--',
        'touch',
        join(dir, '.probe'),
      ]).status === 0;
    t.false(
      probe(join(root, stage.workdir)),
      'the application folder is not writable by the service',
    );
    t.true(stage.volumes.length > 0, 'the Dockerfile declares a volume for the data');
    for (const volume of stage.volumes)
      t.true(probe(join(root, volume)), `${volume} is writable by the service`);

    const service = asUser(stage, root, env, stage.cmd);
    const output = finished(service);
    t.teardown(() => {
      if (service.exitCode === null) service.kill('SIGKILL');
    });
    const base = `http://127.0.0.1:${port}`;

    // Healthy only when it can serve; polled like the engine does (with a generous start period).
    const healthy = async () =>
      (await finished(asUser(stage, root, env, ['sh', '-c', stage.healthcheck!]))).code === 0;
    let ready = false;
    for (let i = 0; i < 600 && !ready && service.exitCode === null; i++) {
      ready = await healthy();
      if (!ready) await new Promise((r) => setTimeout(r, 1000));
    }
    t.true(
      ready,
      `the health check passes (service output: ${(await Promise.race([output, Promise.resolve(undefined)]))?.stderr ?? 'running'})`,
    );

    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        body: Buffer.from(await response.arrayBuffer()),
      };
    };
    const json = (r: { body: Buffer }) => JSON.parse(r.body.toString('utf8'));

    // validate: free, no key.
    const validated = await post('/v1/validate', publicExample());
    t.is(validated.status, 200);
    t.true(json(validated).valid);

    // The keys CLI inside the image (compiled, as the image's user, on the volume's database).
    const cli = async (...args: string[]) =>
      finished(asUser(stage, root, env, ['node', 'bin/einvoice.js', ...args]));
    const account = await cli(
      'keys',
      'accounts',
      'create',
      '--name',
      'ACME GmbH',
      '--plan',
      'starter',
      '--json',
    );
    t.is(account.code, 0, account.stderr);
    const created = await cli(
      'keys',
      'create',
      '--account',
      'ACME GmbH',
      '--name',
      'ci',
      '--env',
      'live',
      '--json',
    );
    t.is(created.code, 0, created.stderr);
    const key = { 'x-api-key': JSON.parse(created.stdout).secret as string };

    // generate: the official rules on the XML, a PDF/A-3 with it, one credit.
    const generated = await post('/v1/generate', { ...publicExample(), format: 'zugferd' }, key);
    t.is(generated.status, 200, generated.body.toString('utf8').slice(0, 500));
    const document = json(generated);
    t.is(document.validation.status, 'valid');
    t.is(document.account.remaining, 499);

    const balance = await fetch(`${base}/v1/account`, { headers: key });
    t.is(balance.status, 200);
    t.is((await balance.json()).remaining, 499);

    // retrieve: the PDF back into invoice JSON.
    const pdf = Buffer.from(document.pdf_base64, 'base64');
    const retrieved = await fetch(`${base}/v1/retrieve`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', ...key },
      body: pdf,
    });
    t.is(retrieved.status, 200);
    t.is((await retrieved.json()).invoice.number, publicExample().invoice.number);

    // preview: by transaction (free) and from invoice data (keyed).
    const byId = await fetch(`${base}/v1/preview/${document.transaction_id}.png?dpi=72`);
    t.is(byId.status, 200);
    t.is(byId.headers.get('content-type'), 'image/png');
    const fromInvoice = await post('/v1/preview', { ...publicExample(), page: 1, dpi: 72 }, key);
    t.is(fromInvoice.status, 200, fromInvoice.body.toString('utf8').slice(0, 300));

    // MCP and the API description.
    const tools = await post(
      '/mcp',
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { accept: 'application/json, text/event-stream' },
    );
    t.is(tools.status, 200);
    t.is(json(tools).result.tools.length, 8); // the five invoice tools and the three status tools
    t.is((await fetch(`${base}/openapi.json`)).status, 200);
    t.is((await fetch(`${base}/docs`)).status, 200);

    // einvoice validate: the CLI checks the generated XML (a file the image's user can read).
    const xml = join(home, 'invoice.xml');
    writeFileSync(xml, Buffer.from(document.xml_base64, 'base64'));
    chownSync(xml, uid, gid);
    const checked = await cli('validate', xml);
    t.is(checked.code, 0, checked.stdout.slice(0, 500) + checked.stderr.slice(0, 500));

    // The invoice commands of the CLI in the image: help, version, and validate against the service.
    const help = await cli('--help');
    t.is(help.code, 0);
    t.regex(help.stdout, /einvoice generate <invoice\.json>/);
    t.regex((await cli('--version')).stdout, /^einvoice \d+\.\d+\.\d+\n$/);
    const request = join(home, 'invoice.json');
    writeFileSync(request, JSON.stringify(publicExample()));
    chownSync(request, uid, gid);
    const remote = await cli('validate', request, '--server', base);
    t.is(remote.code, 0, remote.stdout.slice(0, 500) + remote.stderr.slice(0, 500));
    t.regex(remote.stdout, /^valid — format zugferd/);

    // Everything the service wrote is on the volume.
    const database = mapped.SQLITE_PATH ?? '';
    t.true(
      stage.volumes.some((volume) => database.startsWith(join(root, volume) + '/')) &&
        existsSync(database),
      'the database is on the volume',
    );

    service.kill('SIGTERM');
    const { code, stderr } = await output;
    t.is(code, 0, 'SIGTERM stops it cleanly');
    t.notRegex(stderr, /EACCES|EROFS|EPERM/, 'it never tried to write where it may not');
  },
);
