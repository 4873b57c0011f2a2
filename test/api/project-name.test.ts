/**
 * The project's name (project_name): CII states BT-11 in SpecifiedProcuringProject with a Name
 * its schema requires; official ZUGFeRD and Factur-X samples name the project ("Projekt"), which
 * retrieve reported as dropped and a regenerated document replaced by the writer's "Project
 * reference". Now: written and read back in CII from profile en16931 (the writer's name read back
 * as none), refused (NOT_CARRIED) in UBL, whose cac:ProjectReference has the identifier alone,
 * and in CII profiles without BT-11; a name without its project is refused.
 */
import test from 'ava';
import { euInvoice } from '../conformance/helpers/invoices.js';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test);

const named = (): any => ({
  ...euInvoice(1),
  project_reference: 'P-2026-7',
  project_name: 'Projekt',
});

const issuesOf = (res: any): string[] =>
  (res.json.details ?? res.json.issues ?? [])
    .filter((d: any) => /project_name/.test(d.path))
    .map((d: any) => `${d.code} ${d.path}`);

for (const [format, profile] of [
  ['facturx', 'en16931'],
  ['cii', 'extended'],
  ['xrechnung', ''],
])
  test(`${format} ${profile}: written as the project's name, read back`, async (t) => {
    const invoice = named();
    if (format === 'xrechnung') invoice.leitweg_id = '04011000-12345-67';
    const res = await service.post('/v1/generate', {
      format,
      ...(profile ? { profile } : { syntax: 'cii' }),
      invoice,
    });
    t.is(res.status, 200, res.text.slice(0, 1200));
    t.is(res.json.validation.status, 'valid', JSON.stringify(res.json.validation));
    const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8').replace(/\s+/g, '');
    t.regex(
      xml,
      /<ram:SpecifiedProcuringProject><ram:ID>P-2026-7<\/ram:ID><ram:Name>Projekt<\/ram:Name>/,
    );
    const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
    t.is(read.json.invoice.project_name, 'Projekt');
  });

test("without a name the writer's placeholder is written and read back as none", async (t) => {
  const invoice = { ...named(), project_name: '' };
  const res = await service.post('/v1/generate', { format: 'cii', invoice });
  t.is(res.status, 200, res.text.slice(0, 800));
  t.regex(Buffer.from(res.json.xml_base64, 'base64').toString('utf8'), /Project reference/);
  const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
  t.is(read.json.invoice.project_name, '');
  t.is(read.json.invoice.project_reference, 'P-2026-7');
});

test('refused where the target has no place, and without its project', async (t) => {
  for (const target of [
    { format: 'ubl' },
    { format: 'peppol' },
    { format: 'facturx', profile: 'basic' },
  ]) {
    const res = await service.post('/v1/validate', { ...target, invoice: named() });
    t.deepEqual(issuesOf(res), ['NOT_CARRIED $.invoice.project_name'], JSON.stringify(target));
  }
  const res = await service.post('/v1/validate', {
    format: 'cii',
    invoice: { ...named(), project_reference: '' },
  });
  t.deepEqual(issuesOf(res), ['INVALID_VALUE $.invoice.project_name']);
});
