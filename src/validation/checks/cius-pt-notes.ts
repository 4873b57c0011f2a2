/**
 * CIUS-PT's structured notes (BT-22, DT-CIUS-PT-020_*): a note written as #KIND#value# carries a
 * datum EN 16931 has no place for (the source currency and its rate, the AT certified program's
 * number, hash code and description, additional properties, withholding taxes and Multibanco
 * payments). The datatype Schematron judges each such note by its form, its value, how often it
 * occurs and the notes it comes with; every note has 1 to 500 characters (DT-CIUS-PT-020). Each
 * finding is reported on the note's JSON path with the rule id, as the note is written (a subject
 * code in front of it: then it is no structured note).
 */
import { notePrefixed } from '../../syntax/ubl/index.js';
import { blank, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { nationalCodeList } from './national-code-lists.js';

/** One note as the UBL writer writes it, with its JSON path. */
interface WrittenNote {
  path: string;
  /** The cbc:Note text. */
  raw: string;
  /** XPath normalize-space of it: what the rules' starts-with looks at. */
  ns: string;
}

/** A kind of note that occurs once at most (DT-CIUS-PT-020_2 … 020_8). */
interface SingleNote {
  kind: string;
  /** The whole note: #KIND#…#. */
  form: { rule: string; pattern: RegExp };
  /** The value up to its next #, normalized; undefined where the rule set checks another way. */
  value?: { rule: string; pattern: RegExp; expected: string };
  /** The rule that refuses a second one (undefined: repeatable). */
  once?: string;
  /** The rule that refuses a note of another kind without this one, and those kinds. */
  neededBy?: { rule: string; kinds: readonly string[] };
}

/** XPath's `.` without the s flag: any character but a line end. */
const ANY = '[^\\n\\r]';
const formOf = (kind: string, value = `${ANY}+`) => new RegExp(`^#${kind}#${value}#$`, 'u');
const upTo = (n: number) => new RegExp(`^${ANY}{1,${n}}$`, 'u');

const SINGLE_NOTES: readonly SingleNote[] = [
  {
    kind: 'SOURCECURRENCYCODE',
    form: { rule: 'DT-CIUS-PT-020_2.2', pattern: formOf('SOURCECURRENCYCODE') },
    once: 'DT-CIUS-PT-020_2.4',
    neededBy: { rule: 'DT-CIUS-PT-020_2.3', kinds: ['CALCULATIONRATE'] },
  },
  {
    kind: 'CALCULATIONRATE',
    form: { rule: 'DT-CIUS-PT-020_3.2', pattern: formOf('CALCULATIONRATE') },
    value: {
      rule: 'DT-CIUS-PT-020_3.1',
      pattern: /^\d{1,9}\.\d{2,5}$/,
      expected: 'a rate with 1 to 9 digits and 2 to 5 decimals',
    },
    once: 'DT-CIUS-PT-020_3.4',
    neededBy: { rule: 'DT-CIUS-PT-020_3.3', kinds: ['SOURCECURRENCYCODE'] },
  },
  {
    kind: 'DESCRIPTION@INVOICEPERIOD',
    form: {
      rule: 'DT-CIUS-PT-020_4.2',
      pattern: formOf('DESCRIPTION@INVOICEPERIOD', `${ANY}{1,150}`),
    },
    value: { rule: 'DT-CIUS-PT-020_4.1', pattern: upTo(150), expected: '1 to 150 characters' },
    once: 'DT-CIUS-PT-020_4.3',
  },
  {
    kind: 'ADDITIONALPROPERTY',
    form: {
      rule: 'DT-CIUS-PT-020_5.3',
      pattern: formOf('ADDITIONALPROPERTY', `${ANY}{1,50}#${ANY}{1,50}`),
    },
    value: {
      rule: 'DT-CIUS-PT-020_5.1',
      pattern: upTo(50),
      expected: 'a name of 1 to 50 characters',
    },
  },
  {
    kind: 'NUMBER@ATCERTIFIEDPROGRAM',
    form: { rule: 'DT-CIUS-PT-020_6.2', pattern: formOf('NUMBER@ATCERTIFIEDPROGRAM') },
    value: { rule: 'DT-CIUS-PT-020_6.1', pattern: upTo(20), expected: '1 to 20 characters' },
    once: 'DT-CIUS-PT-020_6.4',
    neededBy: {
      rule: 'DT-CIUS-PT-020_6.3',
      kinds: ['HASHCODE@ATCERTIFIEDPROGRAM', 'DESCRIPTION@ATCERTIFIEDPROGRAM'],
    },
  },
  {
    kind: 'HASHCODE@ATCERTIFIEDPROGRAM',
    form: { rule: 'DT-CIUS-PT-020_7.2', pattern: formOf('HASHCODE@ATCERTIFIEDPROGRAM') },
    value: { rule: 'DT-CIUS-PT-020_7.1', pattern: upTo(20), expected: '1 to 20 characters' },
    once: 'DT-CIUS-PT-020_7.4',
    neededBy: {
      rule: 'DT-CIUS-PT-020_7.3',
      kinds: ['NUMBER@ATCERTIFIEDPROGRAM', 'DESCRIPTION@ATCERTIFIEDPROGRAM'],
    },
  },
  {
    kind: 'DESCRIPTION@ATCERTIFIEDPROGRAM',
    form: { rule: 'DT-CIUS-PT-020_8.2', pattern: formOf('DESCRIPTION@ATCERTIFIEDPROGRAM') },
    value: { rule: 'DT-CIUS-PT-020_8.1', pattern: upTo(150), expected: '1 to 150 characters' },
    once: 'DT-CIUS-PT-020_8.3',
  },
];

/** A kind of grouped note, #KIND@GROUP-000#value#, stated with its partners of the same number (020_9 … 020_15). */
interface GroupedNote {
  kind: string;
  group: 'WITHHOLDINGTAX' | 'ATMPAYMENT';
  /** The rule number n of DT-CIUS-PT-020_n.*: .1 the form, .2 the value, .3 unique, .4 … the partners. */
  n: number;
  value: { pattern: RegExp; expected: string };
  partners: readonly string[];
}

const AMOUNT = {
  pattern: /^[0-9]{1,13}.[0-9]{2}$/,
  expected: 'an amount with 2 decimals, e.g. 12.50',
};
const GROUPED_NOTES: readonly GroupedNote[] = [
  {
    kind: 'WITHHOLDINGTAXDESCRIPTION',
    group: 'WITHHOLDINGTAX',
    n: 9,
    value: { pattern: upTo(150), expected: '1 to 150 characters' },
    partners: ['WITHHOLDINGTAXTYPE', 'WITHHOLDINGTAXAMOUNT'],
  },
  {
    kind: 'WITHHOLDINGTAXAMOUNT',
    group: 'WITHHOLDINGTAX',
    n: 10,
    value: AMOUNT,
    partners: ['WITHHOLDINGTAXTYPE', 'WITHHOLDINGTAXDESCRIPTION'],
  },
  {
    kind: 'WITHHOLDINGTAXTYPE',
    group: 'WITHHOLDINGTAX',
    n: 11,
    // contains('IRF,', concat(value, ',')): IRF, and its tails.
    value: { pattern: /^(IRF|RF|F|)$/, expected: 'IRF' },
    partners: ['WITHHOLDINGTAXDESCRIPTION', 'WITHHOLDINGTAXAMOUNT'],
  },
  {
    kind: 'ENTITY',
    group: 'ATMPAYMENT',
    n: 12,
    value: { pattern: upTo(20), expected: '1 to 20 characters' },
    partners: ['REFERENCE', 'AMOUNT'],
  },
  {
    kind: 'REFERENCE',
    group: 'ATMPAYMENT',
    n: 13,
    value: { pattern: upTo(20), expected: '1 to 20 characters' },
    partners: ['ENTITY', 'AMOUNT'],
  },
  { kind: 'AMOUNT', group: 'ATMPAYMENT', n: 14, value: AMOUNT, partners: ['ENTITY', 'REFERENCE'] },
  {
    kind: 'DESCRIPTION',
    group: 'ATMPAYMENT',
    n: 15,
    value: { pattern: upTo(150), expected: '1 to 150 characters' },
    partners: ['ENTITY', 'REFERENCE', 'AMOUNT'],
  },
];

/** XPath normalize-space. */
const normalizeSpace = (s: string) => s.replace(/[ \t\n\r]+/g, ' ').trim();

/** XPath substring-after: the text after the first occurrence, '' without one. */
const after = (s: string, p: string) => (s.includes(p) ? s.slice(s.indexOf(p) + p.length) : '');
/** XPath substring-before: the text before the first occurrence, '' without one. */
const before = (s: string, p: string) => (s.includes(p) ? s.slice(0, s.indexOf(p)) : '');
/** The rules' value of a note: after the prefix, up to the next #, normalized. */
const valueAfter = (raw: string, prefix: string) => normalizeSpace(before(after(raw, prefix), '#'));

/** The notes as written (notes first, then invoice_notes with their subject code in front). */
function writtenNotes(inv: CheckContext['invoice']): WrittenNote[] {
  const out: WrittenNote[] = [];
  const push = (path: string, raw: string) => out.push({ path, raw, ns: normalizeSpace(raw) });
  if (!blank(inv.notes)) push('$.invoice.notes', inv.notes.trim());
  inv.invoiceNotes.forEach((n, i) => {
    if (blank(n.text)) return;
    push(
      `$.invoice.invoice_notes[${i}].text`,
      notePrefixed(n.text.trim(), n.subjectCode.trim().toUpperCase()),
    );
  });
  return out;
}

/** The first rule a single-kind note breaks, with what to do. */
function singleNoteFinding(
  ctx: CheckContext,
  note: WrittenNote,
  spec: SingleNote,
  notes: readonly WrittenNote[],
): [rule: string, message: string] | undefined {
  const prefix = `#${spec.kind}#`;
  const value = valueAfter(note.raw, prefix);
  if (spec.kind === 'SOURCECURRENCYCODE') {
    const currencies = nationalCodeList(ctx, 'currencies');
    if (currencies && (value.includes(' ') || !currencies.codes.has(value)))
      return ['DT-CIUS-PT-020_2.1', `${value || 'no currency'} is no ISO 4217 code of CIUS-PT`];
  }
  if (spec.value && !spec.value.pattern.test(value))
    return [spec.value.rule, `its value must be ${spec.value.expected}`];
  if (
    spec.kind === 'ADDITIONALPROPERTY' &&
    !upTo(50).test(valueAfter(after(note.raw, prefix), '#'))
  )
    return ['DT-CIUS-PT-020_5.2', 'its value (after the name) must be 1 to 50 characters'];
  if (!spec.form.pattern.test(note.raw))
    return [spec.form.rule, `write it as ${prefix}<value># with nothing before or after`];
  const count = (kind: string) =>
    notes.filter((n) => SINGLE_NOTES.find((s) => s.kind === kind)!.form.pattern.test(n.raw)).length;
  if (spec.once && count(spec.kind) > 1) return [spec.once, `state ${prefix} once only`];
  for (const needed of SINGLE_NOTES) {
    if (needed.neededBy?.kinds.includes(spec.kind) && count(needed.kind) < 1)
      return [needed.neededBy.rule, `it needs a note #${needed.kind}#<value># too`];
  }
  return undefined;
}

/** The first rule a grouped note (#KIND@GROUP-000#…#) breaks, with what to do. */
function groupedNoteFinding(
  note: WrittenNote,
  spec: GroupedNote,
  notes: readonly WrittenNote[],
): [rule: string, message: string] | undefined {
  const head = `#${spec.kind}@${spec.group}-`;
  const rule = (k: number) => `DT-CIUS-PT-020_${spec.n}.${k}`;
  if (!new RegExp(`^${head}[0-9]{3}#${ANY}+#$`, 'u').test(note.raw))
    return [rule(1), `write it as ${head}000#<value># (a group number of 3 digits)`];
  const number = valueAfter(note.raw, head);
  const prefix = `${head}${number}#`;
  if (!spec.value.pattern.test(valueAfter(note.raw, prefix)))
    return [rule(2), `its value must be ${spec.value.expected}`];
  if (notes.filter((n) => n.raw === note.raw).length > 1) return [rule(3), 'state it once only'];
  const missing = spec.partners.findIndex(
    (p) => !notes.some((n) => n.ns.startsWith(`#${p}@${spec.group}-${number}#`)),
  );
  if (missing >= 0)
    return [
      rule(4 + missing),
      `it needs a note #${spec.partners[missing]}@${spec.group}-${number}#<value># too`,
    ];
  return undefined;
}

/** DT-CIUS-PT-020 and its structured forms, on every BT-22 note of a CIUS-PT document. */
export function checkCiusPtNotes(ctx: CheckContext): void {
  const notes = writtenNotes(ctx.invoice);
  for (const note of notes) {
    if (ctx.out.has(note.path)) continue;
    let finding: [string, string] | undefined;
    if ([...note.raw].length > 500) finding = ['DT-CIUS-PT-020', 'a note has 1 to 500 characters'];
    const single = SINGLE_NOTES.find((s) => note.ns.startsWith(`#${s.kind}#`));
    const grouped = GROUPED_NOTES.find((g) => note.ns.startsWith(`#${g.kind}@${g.group}-`));
    finding ??=
      (single && singleNoteFinding(ctx, note, single, notes)) ??
      (grouped && groupedNoteFinding(note, grouped, notes));
    if (finding)
      ctx.out.add(
        note.path,
        IssueCode.INVALID_VALUE,
        `CIUS-PT refuses this note (${finding[0]}): ${finding[1]}`,
      );
  }
}
