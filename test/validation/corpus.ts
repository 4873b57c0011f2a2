/**
 * Test helpers for the official corpus (../shared/corpus, or EINVOICE_CORPUS): where it is, the
 * valid examples from MANIFEST.tsv with the rule sets each must pass, and what the machine has
 * (Java, the worker jar, compiled SEFs) so tests skip with a clear reason instead of failing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { releasesOf } from '../../src/validation/rule-set-releases.js';
import { DEFAULT_JAR, findJava } from '../../src/validation/engine/jvm-engine.js';
import { formatRow } from '../../src/formats/format-rows.js';

const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The corpus directory, or undefined when it is absent. */
export const CORPUS: string | undefined = (() => {
  const dir = resolve(REPO, process.env.EINVOICE_CORPUS ?? '../shared/corpus');
  return existsSync(join(dir, 'MANIFEST.tsv')) ? dir : undefined;
})();

export const CORPUS_MISSING =
  'official corpus not found (set EINVOICE_CORPUS or place it at ../shared/corpus)';

/** Why the JVM engine cannot run here, or undefined when it can. */
export function jvmUnavailable(): string | undefined {
  if (!findJava()) return 'no java on PATH (npm run setup installs it)';
  if (!existsSync(DEFAULT_JAR)) return 'JVM worker not built (npm run setup builds it)';
  return undefined;
}

/** Official samples that fail their own XSD (kept by the corpus as published): expected XSD failures. */
export const EXPECTED_XSD_FAILURES = new Set([
  'peppol-bis3/national-examples/GR/GR-base-example-TaxRepresentative.xml',
  'peppol-bis3/national-examples/GR/GR-base-example-correct.xml',
  'pint/pint-ae-2026.5/examples/billing/cn/Volume-discount-credit-note.xml',
]);

/** A valid example with the rule sets that must accept it. */
export interface Example {
  path: string;
  file: string;
  ruleSets: string[];
  xsdCheck: string;
  /**
   * The day whose rule releases judge it, for the examples of a later release than their own date
   * asks for (the Peppol BIS 3.0.21 examples keep the 2017 dates of the older ones): that
   * release's first day, from the releases table.
   */
  asOf?: string;
}

/** Corpus folders holding the examples of one rule-set release, with the rule set and release. */
const RELEASE_FOLDERS: readonly { folder: string; ruleSet: string; release: string }[] = [
  { folder: 'peppol-bis3/examples-3.0.21-via-phive/', ruleSet: 'peppol-bis', release: '3.0.21' },
];

function asOfOf(localPath: string): string | undefined {
  const hit = RELEASE_FOLDERS.find((r) => localPath.startsWith(r.folder));
  return hit && releasesOf(hit.ruleSet).find((r) => r.release === hit.release)?.from;
}

function ruleSetsOf(localPath: string, format: string, xsdCheck: string): string[] | undefined {
  const ubl = xsdCheck.includes('UBL');
  if (format === 'cii') return ['en16931-cii'];
  if (format === 'ubl') return ['en16931-ubl'];
  if (format === 'xrechnung')
    return ubl ? ['xrechnung-ubl', 'en16931-ubl'] : ['xrechnung-cii', 'en16931-cii'];
  if (format === 'peppol') return ['peppol-bis'];
  if (format === 'fatturapa') return ['fatturapa'];
  if (format === 'ksef-fa3') return ['ksef-fa3'];
  if (format.startsWith('pint-'))
    return [localPath.includes('/selfbilling/') ? `${format}-selfbilling` : format];
  // The national CIUS of UBL: the rule sets of their registry rows.
  const national = (
    { 'cius-ro': 'cius_ro', 'cius-pt': 'cius_pt', 'hr-cius': 'hr_cius' } as Record<string, string>
  )[format];
  if (national)
    return [
      ...(formatRow({ format: 'ubl', syntax: 'ubl', countryProfile: national })?.ruleSetIds ?? []),
    ];
  if (format === 'facturx') {
    const m = /(MINIMUM|BASICWL|BASIC|EN16931|EXTENDED) XSD/.exec(xsdCheck);
    if (!m) return undefined;
    const profile = {
      MINIMUM: 'minimum',
      BASICWL: 'basic-wl',
      BASIC: 'basic',
      EN16931: 'en16931',
      EXTENDED: 'extended',
    }[m[1]!];
    return [`facturx-${profile}`];
  }
  return undefined;
}

/** Every valid example of MANIFEST.tsv whose rule sets are installed here. */
export function validExamples(rulesDir = DEFAULT_RULES_DIR): {
  examples: Example[];
  skipped: string[];
} {
  if (!CORPUS) return { examples: [], skipped: [] };
  const examples: Example[] = [];
  const skipped: string[] = [];
  for (const line of readFileSync(join(CORPUS, 'MANIFEST.tsv'), 'utf8').split('\n').slice(1)) {
    const cols = line.split('\t');
    if (cols[5] !== 'example-valid') continue;
    const [localPath, , , , , , format, , , , , xsdCheck] = cols as string[];
    const sets = ruleSetsOf(localPath!, format!, xsdCheck ?? '');
    if (!sets || !sets.every((id) => isInstalled(ruleSet(id), rulesDir))) {
      skipped.push(localPath!);
      continue;
    }
    const asOf = asOfOf(localPath!);
    examples.push({
      path: join(CORPUS, localPath!),
      file: localPath!,
      ruleSets: sets,
      xsdCheck: xsdCheck ?? '',
      ...(asOf ? { asOf } : {}),
    });
  }
  return { examples, skipped };
}

/** Short name for test titles. */
export const short = (p: string): string => basename(p);
