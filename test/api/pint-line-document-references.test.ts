/**
 * PINT ibg-36, a line's further document references (items[].document_references: ibt-188 with
 * its type ibt-189; the line's cac:DocumentReference of a type other than 130). The official PINT
 * JP examples state one on most lines and a PINT MY example one of type 801; retrieve reported
 * them as dropped and a regenerated document lost them. Now: written by the PINT profiles beside
 * the invoiced object, refused where the target has no place (PINT EU's PEPPOL-EN16931-R101,
 * PINT A-NZ's aligned-ibrp-060, EN 16931 UBL and CII: NOT_CARRIED), type 130 refused (the
 * invoiced object); convert into another format lists the term as lost.
 * Documents are judged by the official rules (the service's verdict).
 */
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { countryInvoice } from '../conformance/helpers/invoices.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';
import { lostIntoUbl, readWholeAndKept } from './helpers/pint-lost-terms.js';
import { generatedPint } from './helpers/pint-generate.js';
import { pintCheckerAgrees, skipReason } from '../syntax/ubl/helpers/checker.js';

const service = serviceForFile(test);

const REFERENCES = [
  [{ id: 'D001-1' }, { id: 'DOC-1001', type_code: '801', scheme: 'DOC' }],
  [{ id: 'D001-2' }],
];

/** The references as the JSON answers them (every field, "" where not given). */
const answered = (references: { id: string; type_code?: string; scheme?: string }[]) =>
  references.map((r) => ({ type_code: '', scheme: '', ...r }));

/** Two lines with an invoiced object each, and their further documents. */
function referencing(profile: string, withObject = true): any {
  const invoice = countryInvoice(profile, 2);
  invoice.items = invoice.items.map((item: any, i: number) => ({
    ...item,
    ...(withObject ? { object_identifier: { id: `OBJ-${i + 1}` } } : {}),
    document_references: REFERENCES[i],
  }));
  return invoice;
}

const issuesOf = (res: any): string[] =>
  (res.json.details ?? res.json.issues ?? [])
    .filter((d: any) => /document_references/.test(d.path))
    .map((d: any) => `${d.code} ${d.path}`);

const lineReferences = (xml: string): string[] =>
  [...xml.matchAll(/<cac:DocumentReference>([\s\S]*?)<\/cac:DocumentReference>/g)].map((m) =>
    m[1].replace(/\s+/g, ''),
  );

for (const profile of ['pint_jp', 'pint_my', 'pint_sg', 'pint_international'])
  test(`${profile}: written beside the invoiced object, valid, read back`, async (t) => {
    const { xml, res } = await generatedPint(t, service, profile, referencing(profile));
    t.deepEqual(lineReferences(xml), [
      '<cbc:ID>OBJ-1</cbc:ID><cbc:DocumentTypeCode>130</cbc:DocumentTypeCode>',
      '<cbc:ID>D001-1</cbc:ID>',
      '<cbc:IDschemeID="DOC">DOC-1001</cbc:ID><cbc:DocumentTypeCode>801</cbc:DocumentTypeCode>',
      '<cbc:ID>OBJ-2</cbc:ID><cbc:DocumentTypeCode>130</cbc:DocumentTypeCode>',
      '<cbc:ID>D001-2</cbc:ID>',
    ]);
    const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
    t.is(read.status, 200, read.text.slice(0, 600));
    t.deepEqual(
      read.json.invoice.items.map((i: any) => [i.object_identifier.id, i.document_references]),
      [
        ['OBJ-1', answered(REFERENCES[0])],
        ['OBJ-2', answered(REFERENCES[1])],
      ],
    );
  });

test('refused where the target has no place, and type 130 (the invoiced object)', async (t) => {
  const cases: [Record<string, string>, string[]][] = [
    [{ format: 'peppol', country_profile: 'pint_au' }, ['NOT_CARRIED']],
    [{ format: 'peppol', country_profile: 'pint_eu' }, ['NOT_CARRIED']],
    [{ format: 'ubl' }, ['NOT_CARRIED']],
    [{ format: 'peppol' }, ['NOT_CARRIED']],
    [{ format: 'cii' }, ['NOT_CARRIED']],
    [{ format: 'xrechnung' }, ['NOT_CARRIED']],
    [{ format: 'ksef' }, ['NOT_CARRIED']],
  ];
  for (const [target, codes] of cases) {
    const profile = target.country_profile ?? 'standard_eu';
    const res = await service.post('/v1/validate', { ...target, invoice: referencing(profile) });
    t.deepEqual(
      issuesOf(res).filter((i) => i.endsWith('items[1].document_references')),
      codes.map((c) => `${c} $.invoice.items[1].document_references`),
      `${JSON.stringify(target)}: ${res.text.slice(0, 800)}`,
    );
  }
  const typed = referencing('pint_jp');
  typed.items[1].document_references = [{ id: 'X', type_code: '130' }];
  const res = await service.post('/v1/validate', {
    format: 'peppol',
    country_profile: 'pint_jp',
    invoice: typed,
  });
  t.deepEqual(issuesOf(res), ['INVALID_VALUE $.invoice.items[1].document_references[0].type_code']);
});

const example =
  corpusDir &&
  join(
    corpusDir,
    'pint/pint-jp-1.1.3/examples/Japan PINT Invoice UBL Example5-AllowanceCharge.xml',
  );

requires(
  example && existsSync(example)
    ? undefined
    : 'the PINT JP examples of the corpus (EINVOICE_CORPUS)',
)('the official PINT JP example: read whole, kept by PINT JP', async (t) => {
  const source = readFileSync(example!).toString('base64');
  const invoice = await readWholeAndKept(t, service, source, 'pint_jp');
  t.deepEqual(
    invoice.items.map((i: any) => i.document_references),
    [[{ id: 'D001-1' }], [{ id: 'D001-2' }], [{ id: 'D001-3' }]].map(answered),
  );
});

test('convert into a format without them lists each as lost (ibt-188)', async (t) => {
  const lost = await lostIntoUbl(
    t,
    service,
    referencing('pint_international'),
    /document_references/,
  );
  t.deepEqual(
    lost.map(([term, path, value]) => [term, path, JSON.parse(value)]),
    [
      ['ibt-188', '$.invoice.items[0].document_references', REFERENCES[0]],
      ['ibt-188', '$.invoice.items[1].document_references', REFERENCES[1]],
    ],
  );
});

requires(skipReason())(
  'the independent checker agrees: PINT JP and MY with them pass',
  async (t) => {
    t.timeout(300_000);
    await pintCheckerAgrees(
      t,
      service,
      ['pint_my', 'pint_jp'],
      (p) => referencing(p),
      'line-references',
    );
  },
);
