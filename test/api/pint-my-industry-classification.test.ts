// PINT MY: the parties' industry classification (the MSIC code Malaysia's e-invoice guideline asks
// of the supplier, UBL cac:Party/cbc:IndustryClassificationCode with its description as @name).
// Every official PINT MY example states the supplier's: retrieve reads it with its description
// (before, it was reported as dropped), and generate as peppol with country_profile pint_my
// writes it back where it was (convert too); the other formats refuse it (NOT_CARRIED), and a description
// without its code is refused.
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';

/** What retrieve reports as dropped: its FIELD_DROPPED warnings. */
const droppedOf = (json: any): string[] =>
  (json.warnings ?? []).filter((w: any) => w.code === 'FIELD_DROPPED').map((w: any) => w.message);

const example =
  corpusDir && join(corpusDir, 'pint/pint-my-1.3.1/examples/billing/Invoice-Sample-LVG_1.3.0.xml');
const withExample = requires(
  example && existsSync(example)
    ? undefined
    : 'the PINT MY examples of the corpus (set EINVOICE_CORPUS)',
);

const service = serviceForFile(test);
const xmlOf = (res: { json: any }) => Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
const ELEMENT =
  '<cbc:IndustryClassificationCode name="Growing of maize">01111</cbc:IndustryClassificationCode>';

withExample(
  'the official example: read with its description, written back by pint_my',
  async (t) => {
    const source = readFileSync(example!);
    t.true(source.toString('utf8').includes(ELEMENT));
    const back = await service.post('/v1/retrieve', { data_base64: source.toString('base64') });
    t.is(back.status, 200, back.text.slice(0, 600));
    const seller = back.json.invoice.seller;
    t.deepEqual(
      [seller.industry_classification_code, seller.industry_classification_name],
      ['01111', 'Growing of maize'],
    );
    t.false(
      droppedOf(back.json).some((d) => /IndustryClassificationCode/.test(d)),
      back.text.slice(0, 600),
    );
    const again = await service.post('/v1/generate', {
      format: 'peppol',
      country_profile: 'pint_my',
      invoice: back.json.invoice,
    });
    t.is(again.status, 200, again.text.slice(0, 800));
    t.is(again.json.validation.status, 'valid', again.text.slice(0, 800));
    const xml = xmlOf(again);
    const supplier = xml.slice(
      xml.indexOf('<cac:AccountingSupplierParty>'),
      xml.indexOf('</cac:AccountingSupplierParty>'),
    );
    t.true(supplier.includes(ELEMENT), supplier);
  },
);

withExample('another format refuses it by path; convert into PINT MY keeps it', async (t) => {
  const source = readFileSync(example!).toString('base64');
  const back = await service.post('/v1/retrieve', { data_base64: source });
  const ubl = await service.post('/v1/validate', { format: 'ubl', invoice: back.json.invoice });
  t.is(
    ubl.json.issues.find((i: any) => i.path === '$.invoice.seller.industry_classification_code')
      ?.code,
    'NOT_CARRIED',
    ubl.text.slice(0, 800),
  );
  // Convert into PINT MY keeps it where it was.
  const c = await service.post('/v1/convert', {
    data_base64: source,
    format: 'peppol',
    country_profile: 'pint_my',
  });
  t.is(c.status, 200, c.text.slice(0, 800));
  t.true(xmlOf(c).includes(ELEMENT));
  t.false(
    (c.json.lost_terms ?? []).some((l: any) => /industry_classification/.test(l.source_path)),
    JSON.stringify(c.json.lost_terms),
  );
});
withExample('a description without its code is refused', async (t) => {
  const back = await service.post('/v1/retrieve', {
    data_base64: readFileSync(example!).toString('base64'),
  });
  const invoice = back.json.invoice;
  delete invoice.seller.industry_classification_code;
  const res = await service.post('/v1/validate', {
    format: 'peppol',
    country_profile: 'pint_my',
    invoice,
  });
  t.is(
    res.json.issues.find((i: any) => i.path === '$.invoice.seller.industry_classification_name')
      ?.code,
    'INVALID_VALUE',
    res.text.slice(0, 800),
  );
});
