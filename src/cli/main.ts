/**
 * The `einvoice` command line for users' own pipelines:
 *   einvoice validate <file.xml|file.pdf> [--rules <id>[,<id>…]] [--engine auto|jvm|saxonjs]
 * prints the validation report as JSON and exits 0 when valid, 1 when not, 2 when it could not
 * check (unreadable file, no embedded XML, unknown or missing rule set, engine failure, deadline).
 *   einvoice keys <command> …
 * manages accounts and API keys (src/cli/keys.ts).
 *   einvoice migrate
 * brings the accounts database to the current schema (src/cli/migrate.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { chooseEngine, createValidator } from '../validation/validator.js';
import { detectRuleSets } from '../validation/detect-rule-sets.js';
import { extractXmlFromPdf } from './pdf-xml.js';
import { join } from 'node:path';
import { ruleSet } from '../validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../validation/rules-dir.js';
import { sefPathFor } from '../validation/engine/sef-path.js';

/** Whether every stylesheet of the rule sets has its SEF compiled (so saxon-js can run them). */
function sefCompiled(ids: string[]): boolean {
  const dir = process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR;
  return ids.every((id) => {
    const xslt = ruleSet(id).xslt.map((x) => join(dir, x));
    return xslt.every((x) => existsSync(x) && existsSync(sefPathFor(dir, readFileSync(x))));
  });
}

const USAGE = 'usage: einvoice validate <file.xml|file.pdf> [--rules <rule set id>[,<id>...]] [--engine auto|jvm|saxonjs]\n       einvoice keys <command> (einvoice keys --help)\n       einvoice migrate';

/** Where the CLI writes (process.stdout/stderr, or a test's buffers). */
interface Sink {
  write(text: string): unknown;
}

/** Runs the CLI with the given arguments; returns the exit code. */
export async function main(args: string[], out: Sink = process.stdout, err: Sink = process.stderr): Promise<number> {
  const [command, file, ...rest] = args;
  if (command === 'keys') return (await import('./keys.js')).keysCommand(args.slice(1), out, err);
  if (command === 'migrate') return (await import('./migrate.js')).migrateCommand(out, err);
  if (command !== 'validate' || !file) {
    err.write(`${USAGE}\n`);
    return 2;
  }
  let rules: string[] | undefined;
  let engine: 'auto' | 'jvm' | 'saxonjs' | undefined;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--rules' && rest[i + 1]) rules = rest[++i]!.split(',').filter(Boolean);
    else if (rest[i] === '--engine' && rest[i + 1]) engine = rest[++i] as typeof engine;
    else {
      err.write(`${USAGE}\n`);
      return 2;
    }
  }
  let validator: ReturnType<typeof createValidator> | undefined;
  try {
    let xml: Uint8Array = readFileSync(file);
    let embedded: string | undefined;
    if (Buffer.from(xml.subarray(0, 5)).toString('latin1') === '%PDF-') {
      const found = await extractXmlFromPdf(xml);
      if (!found) throw new Error('NO_XML_FOUND: the PDF has no embedded XML invoice');
      xml = found.xml;
      embedded = found.name;
    }
    const ruleSets = rules ?? detectRuleSets(xml, { hybrid: embedded !== undefined });
    // The JVM engine whenever Java and the worker are there (it runs every rule set, Factur-X
    // EXTENDED included, as the service does), though it first compiles the rules (~10 s); else
    // saxon-js, which needs the compiled SEF files.
    const chosen = engine ?? (chooseEngine() === 'jvm' || !sefCompiled(ruleSets) ? 'auto' : 'saxonjs');
    validator = createValidator({ engine: chosen, deadlineMs: 120_000, concurrency: 1 });
    const report = await validator.validate(xml, ruleSets);
    out.write(`${JSON.stringify({ file, ...(embedded ? { embedded } : {}), ...report }, null, 2)}\n`);
    return report.valid ? 0 : 1;
  } catch (error) {
    const e = error as Error & { reason?: string };
    out.write(`${JSON.stringify({ file, error: { reason: e.reason ?? e.name, message: e.message } }, null, 2)}\n`);
    return 2;
  } finally {
    await validator?.close();
  }
}
