// The README's Polish quick start: its invoice generates as FA(3) with the sums the README quotes,
// judged by the ksef-fa3 rule set, in process (the XSD runs with libxml2, no JVM).
import test from 'ava';
import { readFileSync } from 'node:fs';
import { fromJson } from '@bufbuild/protobuf';
import { GenerateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const start = readme.indexOf('## Polish quick start (KSeF FA(3))');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1));

test('the Polish quick start invoice is written as FA(3) with the sums the README quotes', (t) => {
  t.true(start > 0);
  const body = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]!);
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  const doc = writeDocumentXml(checked.invoice, checked.plan).standalone!;
  t.deepEqual(doc.ruleSetIds, ['ksef-fa3']);
  t.true(section.includes('"ksef-fa3@1-0E"'));
  for (const [element, value] of [
    ['P_13_1', '1000.00'],
    ['P_14_1', '230.00'],
    ['P_13_2', '100.00'],
    ['P_14_2', '8.00'],
  ]) {
    t.true(section.includes(`\`${element}\` ${value}`), element);
    t.true(doc.xml.includes(`<${element}>${value}</${element}>`), element);
  }
  t.is(doc.xml.match(/<FaWiersz>/g)?.length, 2);
  t.regex(doc.xml, /<NIP>9999999999<\/NIP>/);
});
