/**
 * Hostile input: truncated, corrupt, encrypted and scripted PDFs, Flate bombs (in an attachment
 * and in an object stream), XML with DTDs or entity expansion, huge and deeply nested XML.
 * Each must end in a typed, expected outcome: never an unexpected exception.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { extractInvoiceXml, DEFAULT_PDF_LIMITS } from '../../src/retrieve/pdf-attachments.js';
import { RetrieveError } from '../../src/retrieve/retrieve-error.js';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import {
  appendUpdate,
  encryptedTrailer,
  flateBomb,
  hybridPdf,
  streamBody,
} from './pdf-fixtures.js';
import { corpusDir, corpusFile, corpusMissing } from './corpus.js';
import { requires } from '../helpers/requires.js';
import { seededRandom } from '../helpers/seeded-random.js';

const invoiceXml = Buffer.from(
  '<?xml version="1.0"?><rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
);

async function outcome(pdf: Uint8Array): Promise<string> {
  try {
    const found = await extractInvoiceXml(pdf);
    return found ? 'FOUND' : 'NONE';
  } catch (error) {
    if (error instanceof RetrieveError) return error.reason;
    throw error;
  }
}

test('an encrypted PDF that the empty password does not open is refused with PDF_ENCRYPTED', async (t) => {
  const pdf = encryptedTrailer(await hybridPdf({ xml: invoiceXml }));
  t.is(await outcome(pdf), 'PDF_ENCRYPTED');
  const res = await retrieveDocument(pdf, { locale: 'de' });
  t.false(res.ok);
  t.is(res.errors[0].code, 'UNSUPPORTED_FORMAT');
  t.is(res.errors[0].reason, 'PDF_ENCRYPTED');
  t.true(res.format.hasPdf);
});

test('a PDF with JavaScript is read like any other; nothing in it is executed', async (t) => {
  const pdf = await hybridPdf({ xml: invoiceXml, javascript: true });
  t.is(await outcome(pdf), 'FOUND');
});

test('a Flate bomb attachment stops at the attachment limit', async (t) => {
  const bomb = flateBomb(DEFAULT_PDF_LIMITS.maxAttachmentBytes + 1024 * 1024);
  const pdf = await hybridPdf({ xml: invoiceXml, rawFlate: bomb });
  t.true(pdf.length < 200_000, 'the bomb is small on disk');
  const before = process.memoryUsage().rss;
  t.is(await outcome(pdf), 'ATTACHMENT_TOO_LARGE');
  t.true(process.memoryUsage().rss - before < 200 * 1024 * 1024, 'memory stays bounded');
});

test('a Flate bomb in an object stream is refused before pdf-lib inflates it', async (t) => {
  const base = await hybridPdf({ xml: invoiceXml });
  const bomb = flateBomb(DEFAULT_PDF_LIMITS.maxObjectStreamBytes * 2);
  for (const dict of [
    '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
    '/Filter /FlateDecode /N 1 /First 4 /Type /ObjStm',
  ]) {
    const pdf = appendUpdate(base, 900, streamBody(dict, bomb));
    t.is(await outcome(pdf), 'ATTACHMENT_TOO_LARGE', dict);
  }
});

test('random bytes after a PDF header and non-PDF input end in typed errors', async (t) => {
  const random = seededRandom(20261123);
  for (let i = 0; i < 20; i++) {
    const junk = Buffer.concat([Buffer.from('%PDF-1.7\n'), random.bytes(2000 + i * 100)]);
    t.true(['PDF_CORRUPT', 'NONE'].includes(await outcome(junk)));
  }
  t.is(await outcome(Buffer.from('hello, not a pdf')), 'UNSUPPORTED_FORMAT');
});

requires(corpusMissing)(
  'truncated and bit-flipped corpus PDFs end in typed outcomes',
  async (t) => {
    const pdf = corpusFile('zugferd/pdf/ferd-newer-official/EN16931_Einfach.pdf');
    t.is(await outcome(pdf), 'FOUND', 'the intact sample');
    // A damaged small PDF is read, found empty or refused as corrupt; never a size or encryption verdict.
    const typed = ['FOUND', 'NONE', 'PDF_CORRUPT', 'NO_XML_FOUND', 'UNSUPPORTED_FORMAT'];
    const seen = new Set<string>();
    for (const fraction of [0.05, 0.25, 0.5, 0.75, 0.95, 0.999]) {
      const result = await outcome(pdf.subarray(0, Math.floor(pdf.length * fraction)));
      t.true(typed.includes(result), `truncated to ${fraction}: ${result}`);
      seen.add(result);
    }
    const random = seededRandom(42);
    for (let i = 0; i < 30; i++) {
      const copy = Buffer.from(pdf);
      for (let k = 0; k < 20; k++) copy[random.int(copy.length)] = random.int(256);
      const result = await outcome(copy);
      t.true(typed.includes(result), `bit flips #${i}: ${result}`);
      seen.add(result);
    }
    t.log([...seen].join(', '));
  },
);

test('XML with a DTD or entity expansion is refused', async (t) => {
  const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&lol2;</Invoice>`;
  const xxe = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>`;
  for (const xml of [laughs, xxe]) {
    const res = await retrieveDocument(Buffer.from(xml), { locale: 'en' });
    t.false(res.ok);
    t.is(res.errors[0].code, 'UNSUPPORTED_FORMAT');
    t.is(res.errors[0].reason, 'XML_DTD_FORBIDDEN');
  }
});

test('a PDF whose attachment has a DTD is refused', async (t) => {
  const pdf = await hybridPdf({
    xml: Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
    ),
  });
  const res = await retrieveDocument(pdf, { locale: 'en' });
  t.false(res.ok);
  t.is(res.errors[0].reason, 'XML_DTD_FORBIDDEN');
});

test('huge and deeply nested XML is refused', async (t) => {
  const huge = Buffer.concat([
    Buffer.from('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><x>'),
    Buffer.alloc(21 * 1024 * 1024, 'a'),
    Buffer.from('</x></Invoice>'),
  ]);
  const big = await retrieveDocument(huge, { locale: 'en' });
  t.is(big.errors[0].reason, 'XML_TOO_LARGE');
  const deep = '<a>'.repeat(10_000) + '</a>'.repeat(10_000);
  const nested = await retrieveDocument(Buffer.from(deep), { locale: 'en' });
  t.is(nested.errors[0].reason, 'XML_TOO_DEEP');
});

test('an oversized PDF is refused before parsing', async (t) => {
  const pdf = await hybridPdf({ xml: invoiceXml });
  const res = await retrieveDocument(pdf, {
    locale: 'en',
    pdfLimits: { ...DEFAULT_PDF_LIMITS, maxPdfBytes: 100 },
  });
  t.is(res.errors[0].reason, 'INPUT_TOO_LARGE');
});

requires(corpusMissing)(
  'the fixtures helper is deterministic enough to read back a real XML',
  async (t) => {
    const xml = readFileSync(`${corpusDir}/en16931/cii/examples/CII_example1.xml`);
    const res = await retrieveDocument(await hybridPdf({ xml }), { locale: 'en' });
    t.true(res.ok);
    t.is(res.invoice?.number, '12115118');
  },
);

test('cyclic page and name trees, and 200 000 nested arrays, end in typed outcomes', async (t) => {
  const head =
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles 3 0 R >> >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [2 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Kids [3 0 R] >>\nendobj\n';
  const tail = 'trailer\n<< /Root 1 0 R /Size 5 >>\n%%EOF\n';
  t.is(await outcome(Buffer.from(head + tail)), 'NONE');
  const deep = `4 0 obj\n${'['.repeat(200_000)}${']'.repeat(200_000)}\nendobj\n`;
  t.is(await outcome(Buffer.from(head + deep + tail)), 'PDF_CORRUPT');
});
