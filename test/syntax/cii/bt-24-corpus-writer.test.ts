/**
 * BT-24: our guideline ids are the ones the official Factur-X 1.09.2 / ZUGFeRD 2.x examples in
 * the corpus carry, per profile folder. Skips when the corpus is absent.
 */
import test from 'ava';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FACTURX_GUIDELINE_IDS } from '../../../src/formats/cii-profiles.js';
import { unavailable } from '../../helpers/requires.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const examples = path.join(
  path.resolve(repoRoot, process.env.EINVOICE_CORPUS ?? '../shared/corpus'),
  'facturx/1.09.2/examples-xml',
);
const FOLDERS = {
  minimum: 'minimum',
  basic_wl: 'basicwl',
  basic: 'basic',
  en16931: 'en16931',
  extended: 'extended',
} as const;

if (!existsSync(examples)) {
  unavailable(
    'BT-24 ids match the official examples',
    `${examples} not found (set EINVOICE_CORPUS)`,
  );
} else {
  for (const [profile, folder] of Object.entries(FOLDERS) as [keyof typeof FOLDERS, string][]) {
    test(`BT-24 ${profile} matches every official ${folder} example`, (t) => {
      const files = readdirSync(path.join(examples, folder)).filter((f) => f.endsWith('.xml'));
      t.true(files.length > 0);
      for (const f of files) {
        const xml = readFileSync(path.join(examples, folder, f), 'utf8');
        const id = /GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>([^<]+)</
          .exec(xml)?.[1]
          ?.trim();
        t.is(id, FACTURX_GUIDELINE_IDS[profile], f);
      }
    });
  }
}
