/**
 * A supporting document's PINT terms (attachments[].uuid, type_code, document_type: UBL
 * cbc:UUID, cbc:DocumentTypeCode, cbc:DocumentType). The official PINT MY samples state type
 * codes (914, 938) and types as text (K2, CertEx, FreeTradeAgreement), the PINT OM ones a UUID
 * (BTOM-023), which IBR-013-OM asks of a re-export; retrieve reported them as dropped and a
 * regenerated document lost them. Now: written by the PINT profiles that have a place, refused
 * (NOT_CARRIED) where a rule objects (PINT EU UBL-CR-111/114 and UBL-SR-43; the type code in SG
 * and A-NZ) and in EN 16931 formats; 916 is accepted everywhere (what every supporting document
 * is); convert into another format lists them as lost.
 */
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { countryInvoice } from '../conformance/helpers/invoices.js';
import { omCases } from '../conformance/helpers/pint-om-invoices.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';
import { lostIntoUbl } from './helpers/pint-lost-terms.js';
import { pintCheckerAgrees, skipReason } from '../syntax/ubl/helpers/checker.js';

const service = serviceForFile(test);

const DOCUMENTS: Record<string, string>[] = [
  { id: 'E12345678912', document_type: 'K2' },
  { id: 'CUSTOMS-1', type_code: '914', description: 'Customs form' },
  { id: 'VALIDATED-1', uuid: '87f12c76-1bd9-54b7-83c3-a344d2edea02', type_code: '938' },
];

/** The documents as the JSON answers them (every field, "" where not given). */
const answered = (documents: Record<string, string>[]) =>
  documents.map((d) => ({
    description: '',
    url: '',
    content_base64: '',
    mime_code: '',
    filename: '',
    uuid: '',
    type_code: '',
    document_type: '',
    ...d,
  }));

function documented(profile: string, documents: Record<string, string>[] = DOCUMENTS): any {
  return { ...countryInvoice(profile, 1), attachments: documents };
}

const issuesOf = (res: any): string[] =>
  (res.json.details ?? res.json.issues ?? [])
    .filter((d: any) => /attachments/.test(d.path))
    .map((d: any) => `${d.code} ${d.path}`);

const references = (xml: string): string[] =>
  [
    ...xml.matchAll(
      /<cac:AdditionalDocumentReference>([\s\S]*?)<\/cac:AdditionalDocumentReference>/g,
    ),
  ].map((m) => m[1].replace(/\s+/g, ''));

for (const profile of ['pint_my', 'pint_jp', 'pint_international'])
  test(`${profile}: written in the schema's order, valid, read back`, async (t) => {
    const res = await service.post('/v1/generate', {
      format: 'peppol',
      country_profile: profile,
      invoice: documented(profile),
    });
    t.is(res.status, 200, res.text.slice(0, 1200));
    t.is(res.json.validation.status, 'valid', JSON.stringify(res.json.validation));
    const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
    t.deepEqual(references(xml), [
      '<cbc:ID>E12345678912</cbc:ID><cbc:DocumentType>K2</cbc:DocumentType>',
      '<cbc:ID>CUSTOMS-1</cbc:ID><cbc:DocumentTypeCode>914</cbc:DocumentTypeCode><cbc:DocumentDescription>Customsform</cbc:DocumentDescription>',
      '<cbc:ID>VALIDATED-1</cbc:ID><cbc:UUID>87f12c76-1bd9-54b7-83c3-a344d2edea02</cbc:UUID><cbc:DocumentTypeCode>938</cbc:DocumentTypeCode>',
    ]);
    const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
    t.is(read.status, 200, read.text.slice(0, 600));
    t.deepEqual(read.json.invoice.attachments, answered(DOCUMENTS));
  });

test('refused where the target has no place; 916 everywhere; 130 and 50 are other terms', async (t) => {
  const all = ['uuid', 'type_code', 'document_type'];
  const cases: [Record<string, string>, string[]][] = [
    [{ format: 'peppol', country_profile: 'pint_sg' }, ['type_code']],
    [{ format: 'peppol', country_profile: 'pint_au' }, ['type_code']],
    [{ format: 'peppol', country_profile: 'pint_eu' }, all],
    [{ format: 'ubl' }, all],
    [{ format: 'peppol' }, all],
    [{ format: 'cii' }, all],
    [{ format: 'xrechnung' }, all],
  ];
  const one = [{ id: 'D-1', uuid: 'U-1', type_code: '914', document_type: 'K2' }];
  for (const [target, fields] of cases) {
    const profile = target.country_profile ?? 'standard_eu';
    const res = await service.post('/v1/validate', {
      ...target,
      invoice: documented(profile, one),
    });
    t.deepEqual(
      issuesOf(res),
      fields.map((f) => `NOT_CARRIED $.invoice.attachments[0].${f}`),
      `${JSON.stringify(target)}: ${res.text.slice(0, 800)}`,
    );
  }
  for (const target of [{ format: 'cii' }, { format: 'ubl' }, { format: 'facturx' }]) {
    const res = await service.post('/v1/generate', {
      ...target,
      invoice: documented('standard_eu', [{ id: 'D-1', type_code: '916' }]),
    });
    t.is(res.status, 200, `${JSON.stringify(target)}: ${res.text.slice(0, 800)}`);
  }
  for (const [code, issue] of [
    ['130', 'INVALID_VALUE'],
    ['50', 'INVALID_VALUE'],
    ['9 14', 'INVALID_FORMAT'],
    ['__proto__', 'INVALID_FORMAT'],
  ]) {
    const res = await service.post('/v1/validate', {
      format: 'peppol',
      country_profile: 'pint_my',
      invoice: documented('pint_my', [{ id: 'D-1', type_code: code }]),
    });
    t.deepEqual(issuesOf(res), [`${issue} $.invoice.attachments[0].type_code`], code);
  }
});

test('FatturaPA writes the document without them, and warns', async (t) => {
  const res = await service.post('/v1/validate', {
    format: 'fatturapa',
    invoice: {
      ...countryInvoice('fatturapa', 1),
      attachments: [
        {
          id: 'D-1',
          type_code: '914',
          content_base64: Buffer.from('%PDF-1.4 form').toString('base64'),
          mime_code: 'application/pdf',
          filename: 'form.pdf',
        },
      ],
    },
  });
  t.is(res.status, 200, res.text.slice(0, 800));
  t.regex(
    res.text,
    /Allegati has no place for a document's UUID, type code or type: written without them: D-1/,
  );
});

test('PINT OM: a re-export names a supporting document with its UUID (IBR-013-OM)', async (t) => {
  const base = omCases()['export to a buyer abroad'];
  const reExport = {
    ...base,
    items: base.items.map((i: any, k: number) =>
      k === 0 ? { ...i, vat_exemption_reason_code: 'VATZR-OM-12' } : i,
    ),
  };
  const body = (invoice: any) => ({ format: 'peppol', country_profile: 'pint_om', invoice });
  const without = await service.post('/v1/validate', body(reExport));
  t.deepEqual(issuesOf(without), ['REQUIRED $.invoice.attachments'], without.text.slice(0, 800));
  const noUuid = await service.post(
    '/v1/validate',
    body({ ...reExport, attachments: [{ id: 'RE-1' }] }),
  );
  t.deepEqual(issuesOf(noUuid), ['REQUIRED $.invoice.attachments[0].uuid']);
  const given = {
    ...reExport,
    attachments: [{ id: 'RE-1', uuid: 'aad14726-3c44-54de-9bdf-b85c5dec1790' }],
  };
  const made = await service.post('/v1/generate', body(given));
  t.is(made.status, 200, made.text.slice(0, 1200));
  t.is(made.json.validation.status, 'valid', JSON.stringify(made.json.validation));
  const read = await service.post('/v1/retrieve', { data_base64: made.json.xml_base64 });
  t.is(read.json.invoice.attachments[0].uuid, 'aad14726-3c44-54de-9bdf-b85c5dec1790');
});

const sample =
  corpusDir && join(corpusDir, 'pint/pint-my-1.3.1/examples/billing/Invoice-Sample-HVG_1.3.0.xml');

requires(
  sample && existsSync(sample) ? undefined : 'the PINT MY examples of the corpus (EINVOICE_CORPUS)',
)('the official PINT MY sample: its documents read whole, kept by PINT MY', async (t) => {
  const source = readFileSync(sample!).toString('base64');
  const back = await service.post('/v1/retrieve', { data_base64: source });
  t.is(back.status, 200, back.text.slice(0, 600));
  const documents = back.json.invoice.attachments.map((a: any) => [
    a.id,
    a.type_code,
    a.document_type,
  ]);
  t.deepEqual(documents.slice(0, 5), [
    ['ASEAN-Australia-New Zealand FTA (AANZFTA)', '', 'FreeTradeAgreement'],
    ['CPT-CCN-W-211111-KL-000002', '', 'CertEx'],
    ['E12345678912', '', 'K2'],
    ['REF-123', '938', ''],
    ['Customs Form No. 1, 9, etc.', '914', ''],
  ]);
  const dropped = (back.json.warnings ?? [])
    .filter((w: any) => w.code === 'FIELD_DROPPED')
    .map((w: any) => w.message)
    .join('\n');
  t.notRegex(dropped, /DocumentType/);
  const kept = await service.post('/v1/convert', {
    data_base64: source,
    format: 'peppol',
    country_profile: 'pint_my',
  });
  t.is(kept.status, 200, kept.text.slice(0, 800));
  t.deepEqual(
    (kept.json.lost_terms ?? []).filter((l: any) => /attachments/.test(l.source_path)),
    [],
  );
});

test('convert into a format without them lists each as lost', async (t) => {
  t.deepEqual(await lostIntoUbl(t, service, documented('pint_international'), /attachments/), [
    ['BG-24', '$.invoice.attachments[0].document_type', 'K2'],
    ['BG-24', '$.invoice.attachments[1].type_code', '914'],
    ['BG-24', '$.invoice.attachments[2].type_code', '938'],
    ['BTOM-023', '$.invoice.attachments[2].uuid', DOCUMENTS[2].uuid],
  ]);
});

requires(skipReason())(
  'the independent checker agrees: PINT MY and JP with them pass',
  async (t) => {
    t.timeout(300_000);
    await pintCheckerAgrees(
      t,
      service,
      ['pint_my', 'pint_jp'],
      (p) => documented(p),
      'supporting-documents',
    );
  },
);
