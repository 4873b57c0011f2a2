/**
 * Reads the EN 16931 code lists out of the official CEN validation artefacts (the compiled
 * Schematron XSLT, where each BR-CL-* rule holds its list as a space-separated literal) and
 * writes them as TypeScript data to src/domain/codelists/*.generated.ts.
 * Run through scripts/codelists-update.sh, which fetches the pinned artefact from Maven Central.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

interface ListSpec {
  /** Output file (without directory). */
  file: string;
  /** Exported constant name (the Set gets the suffix _SET). */
  name: string;
  /** The BR-CL rule holding the list. */
  rule: string;
  /** Which literal of the rule expression (UBL BR-CL-01 holds two: invoice, credit note). */
  literal?: number;
  /** What the list is. */
  title: string;
  /** Where the codes are used (business terms). */
  usedFor: string;
  /** Merge every literal of the rule (BR-CL-01: invoice and credit note lists, for a syntax-neutral BT-3). */
  merge?: boolean;
}

const SPECS: ListSpec[] = [
  {
    file: 'unit-codes',
    name: 'UNIT_CODES',
    rule: 'BR-CL-23',
    title:
      'UN/ECE Recommendation 20 unit codes, with the Recommendation 21 (X-prefixed) package codes',
    usedFor: 'BT-130 invoiced quantity unit of measure, BT-150 base quantity unit',
  },
  {
    file: 'country-codes',
    name: 'COUNTRY_CODES',
    rule: 'BR-CL-14',
    title:
      'ISO 3166-1 alpha-2 country codes (with 1A Kosovo and XI Northern Ireland as EN 16931 accepts them)',
    usedFor: 'BT-40, BT-55, BT-69, BT-80, BT-159 country codes',
  },
  {
    file: 'currency-codes',
    name: 'CURRENCY_CODES',
    rule: 'BR-CL-04',
    title: 'ISO 4217 alpha-3 currency codes',
    usedFor: 'BT-5 invoice currency, BT-6 VAT accounting currency',
  },
  {
    file: 'eas-codes',
    name: 'EAS_CODES',
    rule: 'BR-CL-25',
    title: 'CEF EAS electronic address scheme identifiers',
    usedFor: 'BT-34 / BT-49 electronic address scheme (Peppol participant id prefix)',
  },
  {
    file: 'vat-category-codes',
    name: 'VAT_CATEGORY_CODES',
    rule: 'BR-CL-18',
    title: 'UNTDID 5305 duty/tax/fee category codes (EN 16931 subset)',
    usedFor: 'BT-95, BT-102, BT-118, BT-151 VAT category code',
  },
  {
    file: 'vatex-codes',
    name: 'VATEX_CODES',
    rule: 'BR-CL-22',
    title: 'CEF VATEX VAT exemption reason codes',
    usedFor: 'BT-121 VAT exemption reason code',
  },
  {
    file: 'invoice-type-codes',
    name: 'INVOICE_TYPE_CODES',
    rule: 'BR-CL-01',
    literal: 0,
    title: 'UNTDID 1001 document type codes for invoices (EN 16931 subset)',
    usedFor: 'BT-3 invoice type code (UBL Invoice)',
  },
  {
    file: 'credit-note-type-codes',
    name: 'CREDIT_NOTE_TYPE_CODES',
    rule: 'BR-CL-01',
    literal: 1,
    title: 'UNTDID 1001 document type codes for credit notes (EN 16931 subset)',
    usedFor: 'BT-3 invoice type code (UBL CreditNote)',
  },
  {
    file: 'document-type-codes',
    name: 'DOCUMENT_TYPE_CODES',
    rule: 'BR-CL-01',
    merge: true,
    title: 'UNTDID 1001 document type codes (EN 16931 subset, invoices and credit notes together)',
    usedFor: 'BT-3 invoice type code as given in the public API (syntax-neutral)',
  },
  {
    file: 'reference-qualifier-codes',
    name: 'REFERENCE_QUALIFIER_CODES',
    rule: 'BR-CL-07',
    title: 'UNTDID 1153 reference code qualifiers',
    usedFor: 'BT-18-1 invoiced object identifier scheme, BT-128-1 line object identifier scheme',
  },
  {
    file: 'note-subject-codes',
    name: 'NOTE_SUBJECT_CODES',
    rule: 'BR-CL-08',
    title: 'UNTDID 4451 text subject code qualifiers',
    usedFor: 'BT-21 invoice note subject code',
  },
  {
    file: 'icd-codes',
    name: 'ICD_CODES',
    rule: 'BR-CL-10',
    title: 'ISO 6523 ICD identifier scheme codes',
    usedFor:
      'BT-29-1, BT-30-1, BT-46-1, BT-47-1, BT-60-1, BT-61-1, BT-71-1, BT-157-1 identifier schemes (BR-CL-10, BR-CL-11, BR-CL-21, BR-CL-26 share this list)',
  },
  {
    file: 'item-classification-codes',
    name: 'ITEM_CLASSIFICATION_CODES',
    rule: 'BR-CL-13',
    title: 'UNTDID 7143 item type identification codes',
    usedFor: 'BT-158-1 item classification identifier scheme',
  },
  {
    file: 'allowance-reason-codes',
    name: 'ALLOWANCE_REASON_CODES',
    rule: 'BR-CL-19',
    title: 'UNTDID 5189 allowance reason codes (EN 16931 subset)',
    usedFor: 'BT-98 document allowance reason code, BT-140 line allowance reason code',
  },
  {
    file: 'charge-reason-codes',
    name: 'CHARGE_REASON_CODES',
    rule: 'BR-CL-20',
    title: 'UNTDID 7161 special service description codes',
    usedFor: 'BT-105 document charge reason code, BT-145 line charge reason code',
  },
  {
    file: 'mime-codes',
    name: 'MIME_CODES',
    rule: 'BR-CL-24',
    title: 'MIME media types accepted for attached documents',
    usedFor: 'BT-125-1 attached document MIME code',
  },
  {
    file: 'payment-means-codes',
    name: 'PAYMENT_MEANS_CODES',
    rule: 'BR-CL-16',
    title: 'UNTDID 4461 payment means codes',
    usedFor: 'BT-81 payment means type code',
  },
];

const ENTITIES: Record<string, string> = {
  '&apos;': "'",
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};
const decode = (s: string): string =>
  s.replace(/&(apos|quot|lt|gt|amp);/g, (m) => ENTITIES[m] ?? m);

/** Maps each BR-CL rule id to the space-separated code literals of its test expression. */
function extractLists(xslt: string): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  const re =
    /<svrl:failed-assert test="([^"]*)"[^>]*>\s*<xsl:attribute name="id">(BR-CL-\d+)<\/xsl:attribute>/g;
  for (const m of xslt.matchAll(re)) {
    const test = decode(m[1]);
    const literals = [...test.matchAll(/contains\(\s*'( [^']+ )'/g)].map((l) =>
      l[1].trim().split(/\s+/),
    );
    // BR-CL-24 compares one by one: @mimeCode = 'application/pdf' or @mimeCode = 'image/png' …
    const equals = [...test.matchAll(/@\w+ = '([^']+)'/g)].map((l) => l[1]);
    if (literals.length === 0 && equals.length > 0) literals.push(equals);
    if (literals.length > 0 && !out.has(m[2])) out.set(m[2], literals);
  }
  return out;
}

function render(
  spec: ListSpec,
  codes: string[],
  coordinates: string,
  artefactVersion: string,
): string {
  const lines: string[] = [];
  let line = '  ';
  for (const code of codes) {
    const item = `'${code}', `;
    if (line.length + item.length > 100) {
      lines.push(line.trimEnd());
      line = '  ';
    }
    line += item;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return `/**
 * ${spec.title}.
 * The full list EN 16931 accepts (${spec.rule}), used for ${spec.usedFor}.
 *
 * GENERATED by scripts/codelists-update.sh — do not edit by hand.
 * Source: Maven Central ${coordinates},
 *   external/schematron/${artefactVersion}/ubl/EN16931-UBL-validation.xslt (CEN/TC 434 EN 16931
 *   validation artefacts ${artefactVersion}, EUPL-1.2), rule ${spec.rule}.
 * ${codes.length} codes.
 */

/** The codes, in the order of the official artefact. */
export const ${spec.name}: readonly string[] = [
${lines.join('\n')}
];

/** The same codes as a Set, for O(1) membership checks. */
export const ${spec.name}_SET: ReadonlySet<string> = new Set(${spec.name});
`;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      ubl: { type: 'string' },
      cii: { type: 'string' },
      coordinates: { type: 'string' },
      'artefact-version': { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (!values.ubl || !values.coordinates || !values['artefact-version'] || !values.out) {
    throw new Error(
      'usage: codelists-generate --ubl X --cii Y --coordinates G:A:V --artefact-version V --out DIR',
    );
  }
  const ubl = extractLists(readFileSync(values.ubl, 'utf8'));
  const cii = values.cii ? extractLists(readFileSync(values.cii, 'utf8')) : undefined;
  for (const spec of SPECS) {
    const literals = ubl.get(spec.rule);
    const codes = spec.merge ? literals?.flat() : literals?.[spec.literal ?? 0];
    if (!codes || codes.length === 0)
      throw new Error(`${spec.rule}: no code list found in the UBL artefact`);
    const unique = [...new Set(codes)];
    // Cross-check: the CII artefact must carry the same codes (CII BR-CL-01 is one merged list).
    if (cii && spec.rule !== 'BR-CL-01') {
      const other = new Set((cii.get(spec.rule) ?? []).flat());
      const missing = unique.filter((c) => !other.has(c));
      if (missing.length > 0)
        console.warn(
          `${spec.rule}: ${missing.length} codes not in the CII artefact: ${missing.slice(0, 10).join(' ')}`,
        );
    }
    writeFileSync(
      join(values.out, `${spec.file}.generated.ts`),
      render(spec, unique, values.coordinates, values['artefact-version']),
    );
    console.log(`${spec.rule} → ${spec.file}.generated.ts (${unique.length} codes)`);
  }
}

main();
