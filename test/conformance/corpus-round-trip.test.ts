/**
 * Conformance (issue 6 item 7): every valid official sample of the corpus is read by retrieve
 * (200, or 422 SCHEMATRON_ERROR where today's rules reject an old sample and 422 SCHEMA_ERROR for
 * the official files that fail their own XSD: counted apart), and
 * generate(retrieve(sample)) in the sample's own format passes the official rules. Many samples
 * hold data the public JSON cannot carry or identifiers our checks refuse, so every outcome is
 * counted per corpus folder and the counts must stay above the floors below. The default run
 * takes up to 15 samples per folder; EINVOICE_CONFORMANCE=1 all of them.
 */
import test from 'ava';
import { corpusDir, sampleBytes, spread, validSamples, type Sample } from './helpers/corpus.js';
import { parseXmlSafely } from '../../src/xml/safe-parse.js';
import { ciiTermValues } from '../../src/syntax/cii/binding/index.js';
import { ublTermValues } from '../../src/syntax/ubl/binding/index.js';
import { canonicalValue, isEnTerm } from '../../src/syntax/binding/binding.js';
import { requires } from '../helpers/requires.js';
import {
  EXHAUSTIVE,
  mapLimit,
  rejectedRuleIds,
  startService,
  type Service,
} from './helpers/service.js';
import { regenerateRequest } from './helpers/round-trip.js';
import { readCii } from '../../src/syntax/cii/reader/read-cii.js';

/** What happened to one sample. */
interface Outcome {
  sample: Sample;
  read: string;
  regenerate?: string;
  /** CII and UBL families: the business terms of the source compared with the regenerated document's. */
  terms?: TermComparison;
  /** EN 16931 terms retrieve reported as FIELD_DROPPED. */
  droppedOnRead?: string[];
  /** Tax ids retrieve returned otherwise than the source has them (BT-31, BT-32, BT-48). */
  rewritten?: string[];
  /**
   * FatturaPA (no EN 16931 binding table): the invoice JSON retrieve gives for the regenerated
   * document vs the one it gave for the source; the top-level fields that differ (none: BT-equal).
   */
  fatturaPaDiffering?: string[];
}

/**
 * BT-level comparison of a source and its regeneration, both read by their syntax's binding
 * table (ciiTermValues, ublTermValues: canonical decimals; dates compared as YYYYMMDD, so that
 * an XRechnung CII source regenerated as UBL compares too; account identifiers in their
 * electronic form, without the spaces of their print form; VAT identifiers as written; BT-29 and
 * BT-83 in their order). Only EN 16931 terms count;
 * BT-23/BT-24 name the format (the regeneration writes today's ids) and are left out.
 */
interface TermComparison {
  source: number;
  carried: string[];
  dropped: string[];
  differing: string[];
}

const NOT_COMPARED = new Set(['BT-23', 'BT-24']);

/**
 * BT-84 / BT-91 accounts (IBAN electronic format): compared without spaces; so is an embedded
 * file (BT-125), whose base64 may wrap its lines (xs:base64Binary: the same bytes). VAT ids
 * (BT-31, BT-48, BT-63) are compared as written: a space the source has must come back.
 */
const WITHOUT_SPACES = new Set(['BT-84', 'BT-91', 'BT-125']);
const canonical = (bt: string, values: string[]) =>
  WITHOUT_SPACES.has(bt) ? values.map((v) => v.replace(/\s+/g, '')) : values;

/**
 * Terms whose order is compared: the seller identifiers BT-29 as listed, and BT-83 per payment
 * means (each cac:PaymentMeans its own remittance information, in document order). Others are
 * compared as sets of values.
 */
const ORDERED = new Set(['BT-29', 'BT-83']);

/** The business-term values of a CII or UBL document, ISO dates as YYYYMMDD. */
function termValues(xml: Uint8Array): Map<string, string[]> {
  const doc = parseXmlSafely(xml);
  const values =
    doc.documentElement?.localName === 'CrossIndustryInvoice'
      ? ciiTermValues(doc)
      : ublTermValues(doc);
  for (const [bt, list] of values) {
    const dated = list.map((v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v.replaceAll('-', '') : v));
    values.set(bt, ORDERED.has(bt) ? dated : dated.sort());
  }
  return values;
}

/** BT-31, BT-32, BT-48 and BT-121 as retrieve returns them vs as the source has them. */
function rewrittenTaxIds(sourceXml: Uint8Array, invoice: any): string[] {
  const source = termValues(sourceXml);
  const returned: Record<string, unknown> = {
    'BT-31': invoice.seller?.vat_id,
    'BT-32': invoice.seller?.tax_registration_id,
    'BT-48': invoice.buyer?.vat_id,
  };
  const rewritten = Object.entries(returned)
    .filter(([bt, value]) => (source.get(bt)?.[0] ?? '') !== canonicalValue(String(value ?? '')))
    .map(([bt, value]) => `${bt} ${source.get(bt)?.[0] ?? '(none)'} → ${value ?? '(none)'}`);
  // BT-121 exemption reason codes, as written (the rules compare them case-insensitively; we do not rewrite them).
  const distinct = (list: unknown[]) => [...new Set(list.map((v) => String(v)))].sort().join(' ');
  const codes = {
    source: distinct(source.get('BT-121') ?? []),
    returned: distinct(
      (invoice.vat_exemptions ?? []).map((e: any) => e.reason_code).filter(Boolean),
    ),
  };
  if (codes.source !== codes.returned)
    rewritten.push(`BT-121 ${codes.source || '(none)'} → ${codes.returned || '(none)'}`);
  return rewritten;
}

function compareTerms(sourceXml: Uint8Array, regeneratedXml: Uint8Array): TermComparison {
  const source = termValues(sourceXml);
  const regenerated = termValues(regeneratedXml);
  const out: TermComparison = { source: 0, carried: [], dropped: [], differing: [] };
  for (const [bt, values] of source) {
    if (!isEnTerm(bt) || NOT_COMPARED.has(bt)) continue;
    out.source++;
    const again = regenerated.get(bt);
    if (!again) out.dropped.push(bt);
    else if (canonical(bt, again).join('\u0000') !== canonical(bt, values).join('\u0000'))
      out.differing.push(bt);
    else out.carried.push(bt);
  }
  return out;
}

/** The syntaxes with a binding table: what the BT-level comparison measures. */
const BOUND_SYNTAXES = new Set(['CII', 'UBL']);

let service: Service;
/** Per CII sample read: its profile label and what the CII reader dropped (`<term or element> <path without indexes>`). */
const ciiDrops = new Map<string, { profile: string; drops: string[] }>();
/**
 * EINVOICE_CORPUS_GROUPS=pint/pint-om-1.0.1,… runs those folders alone: their floors are asserted
 * as in the whole run, the whole-corpus and family totals are not.
 */
const onlyGroups = (process.env.EINVOICE_CORPUS_GROUPS ?? '')
  .split(',')
  .map((g) => g.trim())
  .filter(Boolean);
const samples = (EXHAUSTIVE ? validSamples() : spread(validSamples(), 15)).filter(
  (s) => !onlyGroups.length || onlyGroups.includes(s.group),
);
const outcomes: Outcome[] = [];

test.before(async (t) => {
  t.timeout(EXHAUSTIVE ? 3_600_000 : 600_000);
  if (!corpusDir) return;
  service = await startService();
  outcomes.push(
    ...(await mapLimit(samples, 2, async (sample): Promise<Outcome> => {
      const read = await service.post('/v1/retrieve', {
        data_base64: sampleBytes(sample).toString('base64'),
        include_source_xml: true,
      });
      if (read.status !== 200) {
        const codes =
          [...new Set<string>((read.json?.errors ?? []).map((e: any) => e.code))].join(' ') ||
          read.json?.error ||
          '?';
        return { sample, read: `${read.status} ${codes}` };
      }
      const rewritten =
        BOUND_SYNTAXES.has(read.json.format.xml_type) && read.json.source_xml_base64
          ? rewrittenTaxIds(Buffer.from(read.json.source_xml_base64, 'base64'), read.json.invoice)
          : [];
      const regen = await service.post(
        '/v1/generate',
        regenerateRequest(read.json.format, read.json.invoice),
      );
      if (read.json.format.xml_type === 'CII' && read.json.source_xml_base64) {
        // What the CII reader leaves out, by element path (FIELD_DROPPED names only the first of each term or element name).
        const dropped = readCii(
          parseXmlSafely(Buffer.from(read.json.source_xml_base64, 'base64')),
        ).dropped.filter((d) => !d.reason);
        ciiDrops.set(sample.path, {
          profile: String(read.json.format.profile),
          drops: dropped.map((d) => `${d.bt} ${d.path.replace(/\[\d+\]/g, '')}`),
        });
      }
      const droppedOnRead = [
        ...new Set<string>(
          (read.json.warnings ?? [])
            .filter((w: any) => w.code === 'FIELD_DROPPED')
            // An EN term itself ("BT-84 cannot…"), not a syntax key under it ("BT-84/scheme").
            .map((w: any) => /^(B[TG]-\d+(?:-\d+)?) /.exec(String(w.message))?.[1])
            .filter(Boolean),
        ),
      ];
      // A preview country profile's documented blocking issue (A-NZ's @au-1/@nz-1 BT-24 of the
      // public table) is a 200 with validation.status known_issues: counted apart, not as valid.
      if (regen.status === 200 && regen.json.validation?.status === 'known_issues') {
        const known = [
          ...new Set<string>((regen.json.validation.warnings ?? []).map((w: any) => w.rule_id)),
        ].sort();
        return {
          sample,
          read: '200',
          regenerate: `200 known_issues ${known.join(' ')}`,
          droppedOnRead,
          rewritten,
        };
      }
      const bound = BOUND_SYNTAXES.has(read.json.format.xml_type);
      const terms =
        bound && regen.status === 200 && regen.json.xml_base64 && read.json.source_xml_base64
          ? compareTerms(
              Buffer.from(read.json.source_xml_base64, 'base64'),
              Buffer.from(regen.json.xml_base64, 'base64'),
            )
          : undefined;
      let fatturaPaDiffering: string[] | undefined;
      if (regen.status === 200 && read.json.format.xml_type === 'FATTURAPA') {
        const again = await service.post('/v1/retrieve', { data_base64: regen.json.xml_base64 });
        const keys = new Set([
          ...Object.keys(read.json.invoice),
          ...Object.keys(again.json?.invoice ?? {}),
        ]);
        fatturaPaDiffering = [...keys]
          .filter(
            (k) =>
              JSON.stringify(read.json.invoice[k]) !== JSON.stringify(again.json?.invoice?.[k]),
          )
          .sort();
      }
      if (regen.status === 200)
        return {
          sample,
          read: '200',
          regenerate: '200',
          droppedOnRead,
          rewritten,
          ...(terms ? { terms } : {}),
          ...(fatturaPaDiffering ? { fatturaPaDiffering } : {}),
        };
      if (regen.status === 422)
        return {
          sample,
          read: '200',
          regenerate: `422 ${rejectedRuleIds(regen).join(' ')}`,
          droppedOnRead,
          rewritten,
        };
      const checks = [
        ...new Set<string>(
          (regen.json?.details ?? []).map(
            (d: any) => `${d.code}@${String(d.path).replace(/\[\d+\]/g, '[]')}`,
          ),
        ),
      ].sort();
      return {
        sample,
        read: '200',
        regenerate: `${regen.status} ${checks.join(' ') || regen.json?.error}`,
        droppedOnRead,
        rewritten,
      };
    })),
  );
});
test.after.always(() => service?.close());

/** Counts per folder. */
interface Row {
  files: number;
  read: number;
  rejected: number;
  schema: number;
  otherRead: number;
  regenerated: number;
  knownIssues: number;
  regen400: number;
  regen422: number;
}

function table(): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const o of outcomes) {
    const row = rows.get(o.sample.group) ?? {
      files: 0,
      read: 0,
      rejected: 0,
      schema: 0,
      otherRead: 0,
      regenerated: 0,
      knownIssues: 0,
      regen400: 0,
      regen422: 0,
    };
    row.files++;
    if (o.read === '200') row.read++;
    else if (o.read === '422 SCHEMATRON_ERROR') row.rejected++;
    else if (o.read.startsWith('422 SCHEMA_ERROR')) row.schema++;
    else row.otherRead++;
    if (o.regenerate === '200') row.regenerated++;
    else if (o.regenerate?.startsWith('200 known_issues')) row.knownIssues++;
    else if (o.regenerate?.startsWith('400')) row.regen400++;
    else if (o.regenerate?.startsWith('422')) row.regen422++;
    rows.set(o.sample.group, row);
  }
  return rows;
}

/**
 * Floors per folder, as fractions of the files tried: [read (200), regenerated (200)], measured
 * on the default sample (up to 15 files per folder) and on the whole corpus
 * (EINVOICE_CONFORMANCE=1: 211 of 256 read, 206 regenerated valid, none with a known issue; default
 * sample: 154 of 183 read, 150 regenerated);
 * raise them as retrieve and generate improve.
 * Since the UBL reader and writer run on the UBL binding table, every EN 16931 term of a UBL,
 * Peppol BIS, PINT or XRechnung UBL sample is carried into the JSON, and generate checks it:
 * what keeps the rest from regenerating is data the official samples state that our checks
 * refuse, or data the public JSON has no field for:
 * - an attachment without its content, amounts with 6 decimals (SG); PINT MY's LHDN samples now
 *   regenerate: their whole card number is read masked to its last digits (PCI DSS, reported
 *   dropped), their line document of type 801 is no BT-128, and their preceding invoice UUID is
 *   carried;
 * - XRechnung UBL 04.03a (extension, SubInvoiceLine): its three preceding invoices (BG-3) do not fit the
 *   embedded XRechnung CII, whose XSD holds one (422 from the XSD);
 * - BR-CO-26: the seller's only identifier is a BT-29/BT-30 without a peppol_id;
 * - FatturaPA: all three official examples regenerate valid since the seller's CodiceFiscale is
 *   optional (IdFiscaleIVA suffices) and a codice fiscale whose check character does not match
 *   (the examples' buyer) is a warning, as the XSD accepts it and SDI judges it by its registry.
 * Reading stops at 422 only where today's official rules reject the sample (SCHEMATRON: the
 * Swedish BIS 3 test files with fake organisation numbers, ZUGFeRD 2.1 and XRechnung 2.x samples
 * under newer rules; SCHEMA: the official files that fail their own XSD).
 */
const FLOORS: Record<string, [number, number]> = {
  // CIUS-PT: all 5 read and regenerate as cius_pt, judged by the CIUS-PT code lists (BT-3 FR /
  // NC, the ATM entity, scheme 0001, category AA, ...; ubl-country-examples.test.ts).
  'cius-pt/2.1.1': [1, 1],
  'cius-ro/1.0.9': [0.5, 0.5],
  'en16931/cii': [1, 1],
  'en16931/test': [0, 0],
  'en16931/ubl': [0.9, 0.9],
  'facturx/1.09.2': [1, 1],
  'facturx/pdf': [0.7, 0.7],
  'fatturapa/examples': [1, 1],
  // KSeF FA(3): all 13 read and regenerate valid (its XSD). Not EN 16931, so not compared by
  // business term here: each example's FA(3) fields are compared by XPath after retrieve →
  // generate in ksef-examples-api.test.ts (REST) and test/syntax/ksef/ksef-round-trip.test.ts.
  'ksef-fa3/examples': [1, 1],
  'peppol-bis3/examples': [1, 0.85],
  'peppol-bis3/national-examples': [0.3, 0.3],
  // 5 of 8 regenerate: two free-trade-zone samples state transaction flags whose BTAE-01 the JSON
  // has no field for, and are refused NOT_CARRIED naming $.invoice.transaction_type_flags (they
  // used to regenerate only because the flags were silently dropped: 00010000 came back 00000000).
  'pint/pint-ae-2026.5': [0.85, 0.6],
  // BT-24 is written as @aunz-1 (the public table's @au-1/@nz-1 are refused by the official rules).
  'pint/pint-aunz-1.1.3': [1, 1],
  'pint/pint-eu-1.1.1': [1, 0.85],
  'pint/pint-jp-1.1.3': [1, 1],
  'pint/pint-my-1.3.1': [1, 0.85],
  // PINT OM: all 25 read and regenerate valid and BT-equal (full run; pint-om-examples.test.ts
  // runs the folder alone), the third party, import of goods, special zone and profit margin
  // self-invoice examples with their fields (BTOM-005 … BTOM-013, BTOM-021/022/030,
  // BTOM-024/026, BTOM-020).
  'pint/pint-om-1.0.1': [1, 1],
  // PINT SG: 10 of 10, the "Decimals" example's unrounded line amounts (860.091075) included.
  'pint/pint-sg-1.4.1': [1, 1],
  'xrechnung/testsuite (cii)': [0.9, 0.75],
  'xrechnung/testsuite (ubl)': [0.9, 0.85],
  'zugferd/pdf': [0.55, 0.55],
};

/** Read failures other than the official rules' verdict (SCHEMATRON_ERROR, SCHEMA_ERROR) are bugs, each listed with why. */
const KNOWN_READ_BUGS: Record<string, string> = {};

/**
 * The folders of the national CIUS, KSeF FA(3) and PINT OM added with the 2026 mandates: held
 * to floors of their own (FLOORS), outside the whole-corpus totals, which stay those of the
 * EN 16931 corpus they were set on. CIUS-RO: three of the six official examples fail today's
 * CIUS-RO rules on read.
 */
const NATIONAL_FOLDERS: ReadonlySet<string> = new Set([
  'cius-pt/2.1.1',
  'cius-ro/1.0.9',
  'ksef-fa3/examples',
  'pint/pint-om-1.0.1',
]);

const corpusMissing = corpusDir
  ? undefined
  : 'the corpus is absent (set EINVOICE_CORPUS or put it at ../shared/corpus)';

requires(corpusMissing)(
  'corpus: every valid sample is read (200, or 422 SCHEMATRON_ERROR for old samples) and regenerates in its own format',
  (t) => {
    const rows = table();
    const lines = [
      'folder | files | read 200 | read 422 SCHEMATRON | read 422 SCHEMA | read other | regenerated 200 | 200 known_issues | regenerate 400 | regenerate 422',
    ];
    const total = {
      files: 0,
      read: 0,
      rejected: 0,
      schema: 0,
      otherRead: 0,
      regenerated: 0,
      knownIssues: 0,
      regen400: 0,
      regen422: 0,
    };
    for (const [folder, r] of [...rows].sort()) {
      lines.push(
        `${folder} | ${r.files} | ${r.read} | ${r.rejected} | ${r.schema} | ${r.otherRead} | ${r.regenerated} | ${r.knownIssues} | ${r.regen400} | ${r.regen422}`,
      );
      for (const k of Object.keys(total) as Array<keyof Row>) total[k] += r[k];
    }
    lines.push(`total | ${Object.values(total).join(' | ')}`);
    t.log(lines.join('\n'));
    const detail = (pick: (o: Outcome) => string | undefined) => {
      const counts = new Map<string, number>();
      for (const o of outcomes) {
        const v = pick(o);
        if (v)
          counts.set(`${o.sample.group}: ${v}`, (counts.get(`${o.sample.group}: ${v}`) ?? 0) + 1);
      }
      return [...counts]
        .sort()
        .map(([k, n]) => `${n}× ${k}`)
        .join('\n');
    };
    t.log(
      `read failures:\n${detail((o) => (o.read === '200' ? undefined : `${o.read} ${o.sample.path.split('/').pop()}`))}`,
    );
    t.log(
      `regenerate failures:\n${detail((o) => (o.regenerate && o.regenerate !== '200' ? o.regenerate : undefined))}`,
    );
    for (const [folder, r] of rows) {
      const [readFloor, regenFloor] = FLOORS[folder] ?? [0, 0];
      t.true(
        r.read / r.files >= readFloor,
        `${folder}: read ${r.read}/${r.files} below ${readFloor}`,
      );
      t.true(
        r.regenerated / r.files >= regenFloor,
        `${folder}: regenerated ${r.regenerated}/${r.files} below ${regenFloor}`,
      );
    }
    for (const o of outcomes) {
      if (
        o.read === '200' ||
        o.read === '422 SCHEMATRON_ERROR' ||
        o.read.startsWith('422 SCHEMA_ERROR')
      )
        continue;
      t.is(
        o.read,
        KNOWN_READ_BUGS[o.sample.group],
        `${o.sample.path}: retrieve cannot read it (${o.read})`,
      );
    }
    const counted = [...rows].filter(([folder]) => !NATIONAL_FOLDERS.has(folder)).map(([, r]) => r);
    const files = counted.reduce((n, r) => n + r.files, 0);
    const read = counted.reduce((n, r) => n + r.read, 0);
    const regenerated = counted.reduce((n, r) => n + r.regenerated, 0);
    if (onlyGroups.length) return; // the whole corpus's targets
    t.true(read >= 0.8 * files, `read ${read}/${files}`);
    t.true(regenerated >= 0.8 * files, `regenerated ${regenerated}/${files}`);
  },
);

/**
 * Targets of the whole-invoice work: no EN 16931 term dropped on retrieve for ≥ 95 % of the
 * valid samples, and ≥ 90 % regenerating valid and BT-equal (≥ 80 % in every folder). Reported
 * per folder for both bound syntaxes (CII family, UBL family: UBL, Peppol BIS, PINT, XRechnung
 * UBL); the floors asserted below are what the code reaches today (raise them as it improves):
 * for the CII family and the UBL family as a whole, and per UBL-family folder, as shares of the
 * documents read (full run: CII 104 of 106, UBL 98 of 103 valid and BT-equal; UBL 100 of 103 read
 * without an EN 16931 term dropped).
 * The CII family carries EXTENDED's repeats of a term EN 16931 has once (further payment terms
 * BT-20/BT-9, price discounts BT-147, invoiced objects BT-18), a MINIMUM VAT total from several
 * rates (BT-110 as vat_total) and a buyer's FC tax number (tax_registration_id). A placeholder
 * contact e-mail (BT-43 "XX", "Email address") is returned as written, with a warning.
 */
const BT_EQUAL_FLOOR = 0.9;
const NONE_DROPPED_FLOOR = 0.95;
const UBL_BT_EQUAL_FLOORS: Record<string, number> = {
  // CIUS-PT: 5 of 5, all read with nothing dropped (F_h's stamp duty as its line's tax_scheme BOL).
  'cius-pt/2.1.1': 1,
  // 17 of 18 (default sample 14 of 14): ubl-tc434-example1 states BT-83 in the first of its two
  // payment means only, which the writer repeats in each (as guide-example1 and example10 do).
  'en16931/ubl': 0.9,
  'peppol-bis3/examples': 1,
  // PINT AE: 5 of 7; the samples' BT-117 with 4 decimals (532.1645 for BT-110 532.16) is kept as
  // stated (vat_breakdown); the two free-trade-zone samples are refused NOT_CARRIED (FLOORS above).
  'pint/pint-ae-2026.5': 0.7,
  'pint/pint-aunz-1.1.3': 0.9,
  'pint/pint-eu-1.1.1': 1,
  'pint/pint-jp-1.1.3': 1,
  // PINT MY: 15 of 17 in the full run, 13 of 15 in the default sample (the tourism tax TTX is
  // carried; the two LHDN complete samples state a "DOC" object scheme and a full card number).
  'pint/pint-my-1.3.1': 0.85,
  // PINT OM: 25 of 25 (see FLOORS).
  'pint/pint-om-1.0.1': 1,
  'pint/pint-sg-1.4.1': 1,
  'xrechnung/testsuite (ubl)': 0.9,
};

const isCiiFamily = (group: string) =>
  /cii|facturx|zugferd|xrechnung/.test(group) && !group.includes('(ubl)');

requires(corpusMissing)(
  'corpus: business terms of the source vs the regenerated document, per folder (CII and UBL families)',
  (t) => {
    type TermRow = {
      docs: number;
      read: number;
      noneDropped: number;
      compared: number;
      terms: number;
      carried: number;
      dropped: number;
      differing: number;
      equal: number;
    };
    const rows = new Map<string, TermRow>();
    const lost = new Map<string, number>();
    for (const o of outcomes) {
      if (o.sample.group.startsWith('fatturapa')) continue;
      const row = rows.get(o.sample.group) ?? {
        docs: 0,
        read: 0,
        noneDropped: 0,
        compared: 0,
        terms: 0,
        carried: 0,
        dropped: 0,
        differing: 0,
        equal: 0,
      };
      rows.set(o.sample.group, row);
      row.docs++;
      const family = isCiiFamily(o.sample.group) ? 'CII' : 'UBL';
      if (o.droppedOnRead) {
        row.read++;
        if (o.droppedOnRead.length === 0) row.noneDropped++;
        for (const bt of o.droppedOnRead)
          lost.set(
            `${family}: retrieve drops ${bt}`,
            (lost.get(`${family}: retrieve drops ${bt}`) ?? 0) + 1,
          );
      }
      if (!o.terms) continue;
      row.compared++;
      row.terms += o.terms.source;
      row.carried += o.terms.carried.length;
      row.dropped += o.terms.dropped.length;
      row.differing += o.terms.differing.length;
      if (o.terms.dropped.length === 0 && o.terms.differing.length === 0) row.equal++;
      for (const bt of o.terms.dropped)
        lost.set(`${family}: dropped ${bt}`, (lost.get(`${family}: dropped ${bt}`) ?? 0) + 1);
      for (const bt of o.terms.differing)
        lost.set(`${family}: differing ${bt}`, (lost.get(`${family}: differing ${bt}`) ?? 0) + 1);
    }
    const lines = [
      'folder | documents | read | read without an EN term dropped | regenerated valid (compared) | BTs in the source | carried | dropped | differing | valid and BT-equal',
    ];
    const total = {
      CII: { docs: 0, read: 0, noneDropped: 0, equal: 0 },
      UBL: { docs: 0, read: 0, noneDropped: 0, equal: 0 },
    };
    for (const [folder, r] of [...rows].sort()) {
      lines.push(
        `${folder} | ${r.docs} | ${r.read} | ${r.noneDropped} | ${r.compared} | ${r.terms} | ${r.carried} | ${r.dropped} | ${r.differing} | ${r.equal}`,
      );
      if (NATIONAL_FOLDERS.has(folder)) continue;
      const sum = total[isCiiFamily(folder) ? 'CII' : 'UBL'];
      sum.docs += r.docs;
      sum.read += r.read;
      sum.noneDropped += r.noneDropped;
      sum.equal += r.equal;
    }
    for (const [family, sum] of Object.entries(total))
      lines.push(
        `total ${family} | ${sum.docs} | ${sum.read} | ${sum.noneDropped} | | | | | | ${sum.equal}`,
      );
    t.log(lines.join('\n'));
    t.log(
      `not BT-equal:\n${outcomes
        .filter((o) => o.terms && (o.terms.dropped.length || o.terms.differing.length))
        .map(
          (o) =>
            `${o.sample.path}: ${[...o.terms!.dropped.map((bt) => `dropped ${bt}`), ...o.terms!.differing.map((bt) => `differing ${bt}`)].join(', ')}`,
        )
        .join('\n')}`,
    );
    t.log(
      `by term (documents):\n${[...lost]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${n}× ${k}`)
        .join('\n')}`,
    );
    // Of the documents read (a sample that cannot be read is counted by the test above). The
    // family targets are the whole corpus's: a run of chosen folders is held to their floors only.
    const cii = onlyGroups.length ? { read: 0, equal: 0, noneDropped: 0 } : total.CII;
    t.true(
      cii.read === 0 || cii.equal / cii.read >= BT_EQUAL_FLOOR,
      `CII family: valid and BT-equal ${cii.equal}/${cii.read} below ${BT_EQUAL_FLOOR}`,
    );
    t.true(
      cii.read === 0 || cii.noneDropped / cii.read >= NONE_DROPPED_FLOOR,
      `CII family: read without an EN term dropped ${cii.noneDropped}/${cii.read} below ${NONE_DROPPED_FLOOR}`,
    );
    // The UBL family as a whole (UBL, Peppol BIS, PINT, XRechnung UBL) meets the same targets.
    const ubl = onlyGroups.length ? { read: 0, equal: 0, noneDropped: 0 } : total.UBL;
    t.true(
      ubl.read === 0 || ubl.equal / ubl.read >= BT_EQUAL_FLOOR,
      `UBL family: valid and BT-equal ${ubl.equal}/${ubl.read} below ${BT_EQUAL_FLOOR}`,
    );
    t.true(
      ubl.read === 0 || ubl.noneDropped / ubl.read >= NONE_DROPPED_FLOOR,
      `UBL family: read without an EN term dropped ${ubl.noneDropped}/${ubl.read} below ${NONE_DROPPED_FLOOR}`,
    );
    for (const [folder, r] of rows) {
      if (isCiiFamily(folder) || r.read === 0) continue;
      const floor = UBL_BT_EQUAL_FLOORS[folder] ?? 0;
      t.true(
        r.equal / r.read >= floor,
        `${folder}: valid and BT-equal ${r.equal}/${r.read} below ${floor}`,
      );
    }
  },
);

/**
 * What retrieve still drops of a CII-family document is EXTENDED's and outside EN 16931: each
 * subtree below, reported as FIELD_DROPPED by element name (no business term). A drop anywhere
 * else, or any drop of a document of another profile (MINIMUM … EN16931, XRechnung), fails.
 */
const EXTENDED_ONLY_DROPS: readonly [string, string][] = [
  ['ExchangedDocumentContext/TestIndicator', 'test indicator'],
  ['ExchangedDocument/Name', 'document name'],
  [
    'ExchangedDocument/IncludedNote/ContentCode',
    'note content code (EN 16931 has the subject code BT-21 only)',
  ],
  [
    'ApplicableHeaderTradeAgreement/BuyerOrderReferencedDocument/FormattedIssueDateTime',
    'purchase order date (BT-13 is the id only)',
  ],
  [
    'ApplicableHeaderTradeAgreement/SellerOrderReferencedDocument/FormattedIssueDateTime',
    'sales order date (BT-14 is the id only)',
  ],
  ['ApplicableHeaderTradeDelivery/ShipToTradeParty/DefinedTradeContact', 'deliver-to contact'],
  [
    'ApplicableHeaderTradeDelivery/ShipToTradeParty/SpecifiedTaxRegistration',
    'deliver-to tax registration',
  ],
  [
    'ApplicableHeaderTradeDelivery/ShipToTradeParty/URIUniversalCommunication',
    'deliver-to electronic address',
  ],
  ['ApplicableHeaderTradeDelivery/DeliveryNoteReferencedDocument', 'delivery note'],
  ['ApplicableHeaderTradeSettlement/InvoiceeTradeParty', 'invoicee'],
  [
    'ApplicableHeaderTradeSettlement/PayeeTradeParty/PostalTradeAddress',
    'payee address (BG-10 has none)',
  ],
  [
    'ApplicableHeaderTradeSettlement/TaxApplicableTradeCurrencyExchange',
    'VAT currency exchange rate',
  ],
  [
    'ApplicableHeaderTradeSettlement/ApplicableTradeTax/LineTotalBasisAmount',
    'VAT breakdown line total basis',
  ],
  [
    'ApplicableHeaderTradeSettlement/ApplicableTradeTax/AllowanceChargeBasisAmount',
    'VAT breakdown allowance/charge basis',
  ],
  [
    'ApplicableHeaderTradeSettlement/SpecifiedTradePaymentTerms/ApplicableTradePaymentDiscountTerms',
    'cash discount',
  ],
  [
    'SpecifiedLineTradeAgreement/BuyerOrderReferencedDocument/IssuerAssignedID',
    'line purchase order id (BT-132 is the line reference only)',
  ],
  [
    'SpecifiedLineTradeAgreement/BuyerOrderReferencedDocument/FormattedIssueDateTime',
    'line purchase order date',
  ],
  ['SpecifiedLineTradeAgreement/QuotationReferencedDocument', 'line quotation'],
  [
    'SpecifiedLineTradeAgreement/GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/Reason',
    'price discount reason (BT-147 is the amount only)',
  ],
  ['SpecifiedLineTradeDelivery/ShipToTradeParty', 'line deliver-to'],
  ['SpecifiedLineTradeDelivery/DeliveryNoteReferencedDocument', 'line delivery note'],
  ['SpecifiedLineTradeDelivery/PackageQuantity', 'line package quantity'],
  ['SpecifiedTradeProduct/IncludedReferencedProduct', 'included products'],
  ['SpecifiedTradeProduct/IndividualTradeProductInstance', 'product serial numbers'],
  [
    'SpecifiedLineTradeSettlement/SpecifiedTradeSettlementLineMonetarySummation/TotalAllowanceChargeAmount',
    'line allowance/charge total',
  ],
];
const extendedOnly = (path: string) =>
  EXTENDED_ONLY_DROPS.some(
    ([subtree]) => path.includes(`/${subtree}/`) || path.endsWith(`/${subtree}`),
  );

/**
 * What retrieve drops of a CII document in any profile because EN 16931 has no term for it,
 * each with why: listed (FIELD_DROPPED), never taken for the value the writer puts there.
 */
const NO_EN_TERM_DROPS: readonly (readonly [subtree: string, why: string])[] = [
  [
    'ApplicableHeaderTradeAgreement/SpecifiedProcuringProject/Name',
    'the project name: EN 16931 has the project id only (BT-11); CII requires a name, which the writer states as "Project reference"',
  ],
];
const noEnTerm = (path: string) =>
  NO_EN_TERM_DROPS.some(([subtree]) => path.endsWith(`/${subtree}`));

requires(corpusMissing)(
  'corpus: what retrieve drops of a CII-family document is EXTENDED only and listed (EXTENDED_ONLY_DROPS)',
  (t) => {
    const unlisted = new Map<string, string[]>();
    for (const o of outcomes) {
      const read = ciiDrops.get(o.sample.path);
      if (!read || !isCiiFamily(o.sample.group)) continue;
      for (const drop of read.drops) {
        const path = drop.slice(drop.indexOf(' ') + 1);
        if ((read.profile === 'EXTENDED' && extendedOnly(path)) || noEnTerm(path)) continue;
        unlisted.set(`${read.profile}: ${drop}`, [
          ...(unlisted.get(`${read.profile}: ${drop}`) ?? []),
          o.sample.path,
        ]);
      }
    }
    t.log(
      `CII documents read: ${[...ciiDrops.values()].length}, of which EXTENDED dropping listed subtrees: ${[...ciiDrops.values()].filter((r) => r.profile === 'EXTENDED' && r.drops.length > 0).length}`,
    );
    t.deepEqual(
      [...unlisted].map(([drop, samples]) => `${drop} (${samples.length}×, e.g. ${samples[0]})`),
      [],
    );
  },
);

/**
 * FatturaPA has no EN 16931 binding table: BT-equal is measured on the invoice JSON, retrieve of
 * the regenerated document against retrieve of the source (every term the terms table maps,
 * src/syntax/fatturapa/fatturapa-places.ts). Floor: shares of the documents read.
 */
const FATTURAPA_BT_EQUAL_FLOORS: Record<string, number> = { 'fatturapa/examples': 1 };

requires(corpusMissing)(
  'corpus: FatturaPA samples regenerate valid and BT-equal (invoice JSON of the regeneration = of the source)',
  (t) => {
    const rows = new Map<string, { read: number; equal: number; differing: Map<string, number> }>();
    for (const o of outcomes) {
      if (!o.sample.group.startsWith('fatturapa')) continue;
      const row = rows.get(o.sample.group) ?? { read: 0, equal: 0, differing: new Map() };
      rows.set(o.sample.group, row);
      if (o.read === '200') row.read++;
      if (o.fatturaPaDiffering?.length === 0) row.equal++;
      for (const k of o.fatturaPaDiffering ?? [])
        row.differing.set(k, (row.differing.get(k) ?? 0) + 1);
    }
    // Run on folders without FatturaPA (EINVOICE_CORPUS_GROUPS): nothing to judge.
    if (!rows.size) t.pass('no FatturaPA sample in this run');
    for (const [folder, r] of rows) {
      t.log(
        `${folder}: read ${r.read}, regenerated valid and BT-equal ${r.equal}; differing: ${[...r.differing].map(([k, n]) => `${k} (${n})`).join(', ') || 'none'}`,
      );
      const floor = FATTURAPA_BT_EQUAL_FLOORS[folder] ?? 0;
      t.true(
        r.read === 0 || r.equal / r.read >= floor,
        `${folder}: valid and BT-equal ${r.equal}/${r.read} below ${floor}`,
      );
    }
  },
);

requires(corpusMissing)(
  'corpus: retrieve returns the tax ids BT-31, BT-32, BT-48 and the exemption codes BT-121 as the source has them (no prefix added, no spaces removed, no case changed)',
  (t) => {
    const rewritten = outcomes
      .filter((o) => o.rewritten?.length)
      .map((o) => `${o.sample.path}: ${o.rewritten!.join('; ')}`);
    t.log(`${outcomes.filter((o) => o.rewritten).length} documents compared`);
    t.deepEqual(rewritten, []);
  },
);
