// Convert's read-back check (read-back-losses.ts) on documents the writer made: a value the target
// states otherwise is listed, a number in another decimal form is the same, and a leading zero
// is a different value (a post code 010115 is not 10115).
import test from 'ava';
import { notCovered, readBackDifferences } from '../../src/api/convert/read-back-losses.js';
import { readWrittenXml } from '../../src/retrieve/index.js';
import { writeUbl } from '../../src/syntax/ubl/writer/write-ubl.js';
import { invoiceSet, JURISDICTIONS } from '../syntax/ubl/helpers/invoices.js';

const xml = writeUbl(invoiceSet(JURISDICTIONS.eu!).single!, { flavour: 'ubl' });
const source = readWrittenXml(Buffer.from(xml))!;
const paths = (target: string, listed: { sourcePath: string }[] = []) =>
  notCovered(
    readBackDifferences(source, Buffer.from(target)),
    listed.map((l) => ({ ...l, businessTerm: '', value: '', reason: '' })),
  ).map((l) => `${l.businessTerm} ${l.sourcePath}`);

test('the same document loses nothing; 1140.00 and 1140 are one amount', (t) => {
  t.deepEqual(paths(xml), []);
  t.deepEqual(paths(xml.replace(/>(\d+)\.00</g, '>$1<')), []);
});

test('a post code with a leading zero is another value, listed with its term; a listed parent covers it', (t) => {
  const postalCode = source.seller.postal_code!;
  const changed = xml.replace(
    `<cbc:PostalZone>${postalCode}</cbc:PostalZone>`,
    `<cbc:PostalZone>0${postalCode}</cbc:PostalZone>`,
  );
  t.deepEqual(paths(changed), ['BT-38 $.invoice.seller.postal_code']);
  t.deepEqual(paths(changed, [{ sourcePath: '$.invoice.seller' }]), []);
});
