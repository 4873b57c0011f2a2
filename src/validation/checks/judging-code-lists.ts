/**
 * The code lists of the rules that judge a document, as their installed files state them, where
 * they are narrower than the EN 16931 lists validate holds. Two cases:
 * - A rule set with dated releases (rule-set-releases.ts) judges a document by the release in
 *   force on its date (rules_as_of, else BT-2), and releases differ in their lists: Peppol BIS
 *   3.0.19, in force until 16 August 2026, lacks the EAS codes 0242 to 0248 and the ICD codes 0241
 *   to 0248 that 3.0.21 has, has EAS codes (0037, 0177, …) that 3.0.21 dropped, and lacks the
 *   currencies CNH and XCG and the exemption code VATEX-EU-135-1.
 * - A national CIUS states an older list than EN 16931's (CIUS-PT's UNTDID 1153 lacks AXS, AXU,
 *   BTP and EEP), and so do the CEN CII rules of 1.3.16 and those built on them (BR-CO-09's VAT
 *   id prefixes lack SS).
 * Validate reads those lists from the rules themselves (rule-code-lists.ts), so that a code they
 * refuse is refused at its field, not written for the rules to reject; no copy of a list is kept.
 * The lists narrow the row's own lists (national-code-lists.ts); they never widen them.
 */
import type { NationalCodeList } from '../../formats/cius-pt-code-lists.js';
import { releaseInForce, today } from '../rule-set-releases.js';
import { ruleCodeLists } from '../rule-code-lists.js';
import type { ListKey } from './national-code-lists.js';

/**
 * Per rule set: which asserts state each list. A code must be in every list named (BT-34's scheme
 * passes both BR-CL-25 and PEPPOL-EN16931-CL008).
 */
const LIST_RULES: Readonly<Record<string, Partial<Record<ListKey, readonly string[]>>>> = {
  // Every rule set that states BR-CO-09 as a list: the VAT id prefixes (BT-31, BT-48, BT-63). CEN's
  // CII list of release 1.3.16, and the Factur-X and Peppol CII rules built on it, lack SS.
  '*': { vatPrefixes: ['BR-CO-09'] },
  'peppol-bis': {
    // BT-34, BT-49 (BR-CL-25, the CEF EAS list; PEPPOL-EN16931-CL008, the Peppol schemes).
    electronicAddressSchemes: ['BR-CL-25', 'PEPPOL-EN16931-CL008'],
    // BT-29, BT-30, BT-46, BT-47, BT-60, BT-61, BT-71, BT-157 (ISO 6523 ICD).
    identifierSchemes: ['BR-CL-10', 'BR-CL-11', 'BR-CL-21', 'BR-CL-26'],
    // BT-5, BT-6 and every amount's currencyID (ISO 4217).
    currencies: ['BR-CL-03', 'BR-CL-04', 'BR-CL-05', 'PEPPOL-EN16931-CL007'],
    // BT-121 (BR-CL-22, the CEF VATEX list; 3.0.19's lacks VATEX-EU-135-1).
    exemptionCodes: ['BR-CL-22'],
  },
  'cius-pt': {
    // BT-18, BT-128 schemes (a restriction of UNTDID 1153).
    objectSchemes: ['DT-CIUS-PT-017.2', 'DT-CIUS-PT-116.2'],
  },
};

export type JudgingCodeLists = Partial<Record<ListKey, NationalCodeList>>;

const cache = new Map<string, JudgingCodeLists | undefined>();

/**
 * The lists the rule sets judging a document state (each in its release in force on `asOf`,
 * YYYY-MM-DD, default today), read from their installed files; undefined where none states one.
 */
export function judgingCodeLists(
  ruleSetIds: readonly string[] | undefined,
  asOf: string | undefined,
): JudgingCodeLists | undefined {
  let out: JudgingCodeLists | undefined;
  for (const ruleSetId of ruleSetIds ?? []) {
    const rules = { ...LIST_RULES['*'], ...LIST_RULES[ruleSetId] };
    const release = releaseInForce(ruleSetId, asOf || today());
    const key = `${process.env.EINVOICE_RULES_DIR ?? ''}\0${release.id}`;
    if (!cache.has(key)) cache.set(key, readLists(release.id, release.release, rules));
    for (const [list, codes] of Object.entries(cache.get(key) ?? {}) as [
      ListKey,
      NationalCodeList,
    ][])
      out = { ...out, [list]: narrowedList(out?.[list], codes) };
  }
  return out;
}

function readLists(
  ruleSetId: string,
  release: string | undefined,
  rules: Partial<Record<ListKey, readonly string[]>>,
): JudgingCodeLists | undefined {
  const out: JudgingCodeLists = {};
  const entries = Object.entries(rules) as [ListKey, readonly string[]][];
  // Every list of the rule set at once: its files are read once.
  const allIds = [...new Set(entries.flatMap(([, ids]) => ids))];
  const read = new Map(ruleCodeLists(ruleSetId, allIds).map((codes, i) => [allIds[i]!, codes]));
  for (const [key, ruleIds] of entries) {
    const lists = ruleIds.map((id) => read.get(id));
    // Rules whose files are absent, or whose asserts no longer state a list, narrow nothing.
    if (lists.some((l) => l === undefined)) continue;
    const [first, ...rest] = lists as ReadonlySet<string>[];
    const codes = new Set([...first!].filter((c) => rest.every((l) => l.has(c))));
    const examples = [...codes].slice(0, 6).join(', ');
    out[key] = {
      ruleIds,
      codes,
      expected: release
        ? `one of the ${codes.size} codes of release ${release} of ${ruleSetId.replace(/-[\d.]+$/, '')}, the release that judges the document's date, e.g. ${examples}`
        : `one of the ${codes.size} codes of the rules ${ruleSetId}, e.g. ${examples}`,
    };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The narrower of a row's own list and the release's: their common codes, named by both rules. */
export function narrowedList(
  own: NationalCodeList | undefined,
  release: NationalCodeList | undefined,
): NationalCodeList | undefined {
  if (!release) return own;
  if (!own) return release;
  if ([...own.codes].every((c) => release.codes.has(c))) return own;
  return {
    ruleIds: [...new Set([...own.ruleIds, ...release.ruleIds])],
    codes: new Set([...own.codes].filter((c) => release.codes.has(c))),
    expected: release.expected,
  };
}
