/**
 * The warm Saxon (saxon-server.ts) must not change a verdict: the independent checker gives the
 * same JSON with it as with its own cold Saxon, on documents the official rules find fault with,
 * and a transform that fails still fails as Saxon's command line fails it.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CHECKER_ENV,
  checkerPath,
  corpusDir,
  skipReason,
  tempFile,
} from '../syntax/ubl/helpers/checker.js';
import { requires } from './requires.js';
import { warmSaxonEnv } from './saxon-server.js';

const run = promisify(execFile);
const warm = warmSaxonEnv().SAXON_JAR;
const gated = requires(
  skipReason(),
  warm
    ? undefined
    : 'the warm Saxon (Saxon-HE 12 in ~/.m2, javac and jar; npm run setup installs them)',
);

/** The checker's stdout and exit code with a given SAXON_JAR (undefined: its own Saxon). */
async function checkerOutput(kind: string, file: string, saxonJar: string | undefined) {
  const env = { ...CHECKER_ENV };
  if (saxonJar) env.SAXON_JAR = saxonJar;
  else delete env.SAXON_JAR;
  return run('python3', [checkerPath, kind, file, '--corpus', corpusDir], {
    env,
    maxBuffer: 1 << 24,
  }).then(
    (r) => ({ code: 0, out: JSON.parse(r.stdout) }),
    (e: { code?: number; stdout?: string }) => ({
      code: e.code,
      out: e.stdout ? JSON.parse(e.stdout) : e.stdout,
    }),
  );
}

// Each is faulted by the rules named: the French BR-FR, XRechnung's BR-DE, and a CII in Factur-X.
const CASES: [kind: string, file: string][] = [
  ['fr-ubl', 'en16931/ubl/examples/ubl-tc434-example1.xml'],
  ['xrechnung-cii', 'en16931/cii/examples/CII_business_example_01.xml'],
  ['facturx-extended', 'en16931/cii/examples/CII_business_example_02.xml'],
];

gated.serial(
  'the checker gives the same verdict with the warm Saxon as with its own',
  async (t) => {
    t.timeout(180_000);
    for (const [kind, file] of CASES) {
      const source = path.join(corpusDir, file);
      const cold = await checkerOutput(kind, source, undefined);
      const hot = await checkerOutput(kind, source, warm);
      t.is(cold.code, 1, `${kind} ${file}: the rules find fault with it`);
      t.true(cold.out.fatal.length + cold.out.warning.length > 0, `${kind} ${file}: findings`);
      t.deepEqual(hot, cold, `${kind} ${file}`);
      // Asked again, the server answers from the compiled stylesheet, still the same.
      t.deepEqual(await checkerOutput(kind, source, warm), cold, `${kind} ${file} again`);
    }
  },
);

gated('a stylesheet that does not compile fails as with Saxon itself', async (t) => {
  t.timeout(60_000);
  const source = path.join(corpusDir, CASES[0][1]);
  const broken = tempFile(
    'broken.xslt',
    '<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:nope/></xsl:stylesheet>',
  );
  const out = tempFile('broken.svrl', '');
  const result = await run('java', ['-jar', warm!, `-s:${source}`, `-xsl:${broken}`, `-o:${out}`], {
    env: CHECKER_ENV,
  }).then(
    () => ({ code: 0, stderr: '' }),
    (e: { code?: number; stderr?: string }) => ({ code: e.code, stderr: e.stderr ?? '' }),
  );
  t.is(result.code, 2);
  t.regex(result.stderr, /xsl:nope/);
});
