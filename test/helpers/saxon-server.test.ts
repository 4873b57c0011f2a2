/**
 * The warm Saxon (saxon-server.ts) must not change a verdict: the independent checker gives the
 * same JSON with it as with its own cold Saxon, each official stylesheet writes the same SVRL,
 * byte for byte, as Saxon's command line, and a transform that fails still fails as the command
 * line fails it. The documents are ones the official rules find fault with.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
import { checkerSaxonClassPath, warmSaxonEnv } from './saxon-server.js';

const run = promisify(execFile);
const warm = warmSaxonEnv().SAXON_JAR;
const gated = requires(
  skipReason(),
  warm
    ? undefined
    : 'the warm Saxon (Saxon-HE 12 in ~/.m2, javac and jar; npm run setup installs them)',
);

/** Runs a command; its exit code and output, whether it succeeds or not. */
const outcome = (cmd: string, args: string[], env = CHECKER_ENV) =>
  run(cmd, args, { env, maxBuffer: 1 << 24 }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({
      code: e.code,
      stdout: e.stdout ?? '',
      stderr: e.stderr ?? '',
    }),
  );

/** The checker's verdict and exit code with a given SAXON_JAR (undefined: its own Saxon). */
async function verdict(kind: string, file: string, saxonJar: string | undefined) {
  const { SAXON_JAR: _, ...cold } = CHECKER_ENV;
  const env = saxonJar ? { ...cold, SAXON_JAR: saxonJar } : cold;
  const r = await outcome('python3', [checkerPath, kind, file, '--corpus', corpusDir], env);
  return { code: r.code, verdict: JSON.parse(r.stdout) };
}

/** One official stylesheet on one document through Saxon's command line or the warm jar: the SVRL. */
async function svrl(
  stylesheet: string,
  file: string,
  how: 'command line' | 'warm',
): Promise<string> {
  const out = tempFile(`${how === 'warm' ? 'warm' : 'cold'}-${path.basename(stylesheet)}.svrl`, '');
  const args = [
    `-s:${path.join(corpusDir, file)}`,
    `-xsl:${path.join(corpusDir, stylesheet)}`,
    `-o:${out}`,
  ];
  const r =
    how === 'warm'
      ? await outcome('java', ['-jar', warm!, ...args])
      : await outcome('java', [
          '-cp',
          checkerSaxonClassPath()!.join(':'),
          'net.sf.saxon.Transform',
          ...args,
        ]);
  if (r.code !== 0) throw new Error(`${how}: ${r.stderr}`);
  return readFileSync(out, 'utf8');
}

const UBL = 'en16931/ubl/examples/ubl-tc434-example1.xml';
const CII = 'en16931/cii/examples/CII_business_example_01.xml';

gated('the checker gives the same verdict with the warm Saxon as with its own', async (t) => {
  t.timeout(120_000);
  const file = path.join(corpusDir, UBL);
  const cold = await verdict('fr-ubl', file, undefined);
  t.is(cold.code, 1, 'the French rules find fault with a plain EN 16931 invoice');
  t.true(cold.verdict.fatal.length > 0);
  t.deepEqual(await verdict('fr-ubl', file, warm), cold);
  // Asked again, the server answers from the compiled stylesheets, still the same.
  t.deepEqual(await verdict('fr-ubl', file, warm), cold);
});

// XRechnung's BR-DE rules find fault with the CEN CII example, the French BR-FR with the UBL one.
const STYLESHEETS: [stylesheet: string, file: string][] = [
  ['en16931/cii/xslt/EN16931-CII-validation.xslt', CII],
  ['xrechnung/xslt-3.0.2-via-phive/XRechnung-CII-validation.xslt', CII],
  ['france-ctc/1.4.0.03/UBL/EN16931/2xslt/BR-FR-Flux2-Schematron-UBL.xslt', UBL],
];

gated(
  'each official stylesheet writes the same SVRL, byte for byte, as Saxon’s command line',
  async (t) => {
    t.timeout(120_000);
    for (const [stylesheet, file] of STYLESHEETS) {
      const expected = await svrl(stylesheet, file, 'command line');
      t.true(expected.includes('<svrl:'), stylesheet);
      t.is(await svrl(stylesheet, file, 'warm'), expected, stylesheet);
    }
    t.regex(
      await svrl(STYLESHEETS[1][0], CII, 'warm'),
      /failed-assert/,
      'the document has findings',
    );
  },
);

gated('a stylesheet that does not compile fails as with Saxon itself', async (t) => {
  t.timeout(60_000);
  const broken = tempFile(
    'broken.xslt',
    '<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:nope/></xsl:stylesheet>',
  );
  const out = tempFile('broken.svrl', '');
  const r = await outcome('java', [
    '-jar',
    warm!,
    `-s:${path.join(corpusDir, UBL)}`,
    `-xsl:${broken}`,
    `-o:${out}`,
  ]);
  t.is(r.code, 2);
  t.regex(r.stderr, /xsl:nope/);
});
