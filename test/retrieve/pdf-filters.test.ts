/**
 * Embedded invoices behind the PDF filters besides Flate (src/retrieve/pdf-filters.ts): ASCIIHex,
 * ASCII85, LZW (with and without EarlyChange) and RunLength, alone and chained, give back the
 * very bytes of the XML and the same invoice. qpdf, where installed, decodes each test PDF on its
 * own, so the encoders that build them are checked too. Bombs stop at the attachment limit; bad
 * data and random bytes end in a typed refusal.
 */
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { DEFAULT_PDF_LIMITS, extractInvoiceXml } from '../../src/retrieve/pdf-attachments.js';
import { OTHER_FILTERS } from '../../src/retrieve/pdf-filters.js';
import { RetrieveError } from '../../src/retrieve/retrieve-error.js';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import { qpdfMissing } from '../helpers/qpdf.js';
import { requires } from '../helpers/requires.js';
import { seededRandom } from '../helpers/seeded-random.js';
import { corpusFile, corpusMissing } from './corpus.js';
import {
  ascii85Encode,
  asciiHexEncode,
  lzwEncode,
  runLengthEncode,
} from './pdf-filter-encoders.js';
import { appendUpdate, embeddedStreamNumber, hybridPdf, streamBody } from './pdf-fixtures.js';

const SAMPLE = 'en16931/cii/examples/CII_business_example_01.xml';

/** Each way of writing the XML: the stream dictionary's filter entries, and the encoded data. */
const ENCODINGS: [name: string, filter: string, encode: (xml: Buffer) => Buffer][] = [
  ['ASCIIHex', '/Filter /ASCIIHexDecode', asciiHexEncode],
  ['ASCII85', '/Filter /ASCII85Decode', ascii85Encode],
  [
    'ASCII85 then Flate',
    '/Filter [/ASCII85Decode /FlateDecode]',
    (x) => ascii85Encode(deflateSync(x)),
  ],
  ['LZW', '/Filter /LZWDecode', (x) => lzwEncode(x)],
  [
    'LZW without EarlyChange',
    '/Filter /LZWDecode /DecodeParms << /EarlyChange 0 >>',
    (x) => lzwEncode(x, false),
  ],
  [
    'ASCIIHex then LZW, parameters per filter',
    '/Filter [/ASCIIHexDecode /LZWDecode] /DecodeParms [null << /EarlyChange 0 >>]',
    (x) => asciiHexEncode(lzwEncode(x, false)),
  ],
  ['RunLength', '/Filter /RunLengthDecode', runLengthEncode],
];

/** The sample PDF with its embedded file rewritten through a filter chain. */
async function filteredPdf(xml: Buffer, filter: string, data: Uint8Array): Promise<Uint8Array> {
  const pdf = await hybridPdf({ xml });
  const dict = `/Type /EmbeddedFile /Subtype /text#2Fxml ${filter}`;
  return appendUpdate(pdf, embeddedStreamNumber(pdf), streamBody(dict, data));
}

/** What reading the PDF ends in: FOUND, NONE or a RetrieveError reason. */
async function outcome(pdf: Uint8Array): Promise<string> {
  try {
    return (await extractInvoiceXml(pdf)) ? 'FOUND' : 'NONE';
  } catch (error) {
    if (error instanceof RetrieveError) return error.reason;
    throw error;
  }
}

const withCorpus = requires(corpusMissing);

withCorpus(
  'each filter chain gives back the very bytes of the XML, and the same invoice',
  async (t) => {
    const xml = Buffer.from(corpusFile(SAMPLE));
    const plain = await retrieveDocument(await hybridPdf({ xml }), { locale: 'en' });
    t.true(plain.ok);
    for (const [name, filter, encode] of ENCODINGS) {
      const pdf = await filteredPdf(xml, filter, encode(xml));
      const found = await extractInvoiceXml(pdf);
      t.deepEqual(Buffer.from(found!.xml), xml, name);
      const read = await retrieveDocument(pdf, { locale: 'en' });
      t.deepEqual(read.invoice, plain.invoice, name);
    }
  },
);

requires(qpdfMissing, corpusMissing)('qpdf decodes each test PDF to the same XML', (t) => {
  const xml = Buffer.from(corpusFile(SAMPLE));
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-filters-'));
  return Promise.all(
    ENCODINGS.map(async ([name, filter, encode]) => {
      const pdf = await filteredPdf(xml, filter, encode(xml));
      const file = join(dir, `${name.replace(/\W+/g, '-')}.pdf`);
      writeFileSync(file, pdf);
      const run = spawnSync('qpdf', [
        `--show-object=${embeddedStreamNumber(pdf)}`,
        '--filtered-stream-data',
        file,
      ]);
      t.deepEqual(run.stdout, xml, `${name}: ${run.stderr}`);
    }),
  );
});

test('the standard’s LZW example decodes as the standard says', (t) => {
  // ISO 32000-2 §7.4.4.2: "-----A---B" is the codes 256 45 258 258 65 259 66 257.
  const encoded = Buffer.from('800b6050220c0c8501', 'hex');
  t.is(Buffer.from(OTHER_FILTERS.LZWDecode!(encoded, 100, 'x', true)).toString(), '-----A---B');
  t.deepEqual(lzwEncode(Buffer.from('-----A---B')), encoded);
});

test('bombs stop at the attachment limit, behind any filter', async (t) => {
  const xml = Buffer.from(
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
  );
  const zeros = Buffer.alloc(DEFAULT_PDF_LIMITS.maxAttachmentBytes + 1024 * 1024);
  for (const [name, filter, data] of [
    ['LZW', '/Filter /LZWDecode', lzwEncode(zeros)],
    ['RunLength', '/Filter /RunLengthDecode', runLengthEncode(zeros)],
    [
      'ASCII85 then Flate',
      '/Filter [/ASCII85Decode /FlateDecode]',
      ascii85Encode(deflateSync(zeros, { level: 9 })),
    ],
  ] as const) {
    t.true(data.length < 1_000_000, `${name}: the bomb is small on disk (${data.length} bytes)`);
    t.is(await outcome(await filteredPdf(xml, filter, data)), 'ATTACHMENT_TOO_LARGE', name);
  }
});

test('bad data is PDF_CORRUPT, naming the filter', async (t) => {
  const xml = Buffer.from('<Invoice/>');
  const cases: [string, string, Buffer][] = [
    ['a letter that is no hex digit', '/Filter /ASCIIHexDecode', Buffer.from('3C49G>')],
    ['a character above u', '/Filter /ASCII85Decode', Buffer.from('87cURv~>')],
    ['a last group of one character', '/Filter /ASCII85Decode', Buffer.from('87cUR8~>')],
    // 9-bit codes: clear (256), then 300, beyond the table.
    ['an LZW code beyond the table', '/Filter /LZWDecode', Buffer.from([0x80, 0x4b, 0x00])],
    ['a literal run cut short', '/Filter /RunLengthDecode', Buffer.from([10, 65, 66])],
    ['an unknown filter', '/Filter /JBIG2Decode', Buffer.from('x')],
    ['a predictor', '/Filter /LZWDecode /DecodeParms << /Predictor 12 >>', lzwEncode(xml)],
  ];
  for (const [name, filter, data] of cases) {
    const error = await t.throwsAsync(extractInvoiceXml(await filteredPdf(xml, filter, data)), {
      instanceOf: RetrieveError,
    });
    t.is(error?.reason, 'PDF_CORRUPT', name);
  }
});

test('random and damaged data: bytes within the bound, or a typed refusal', (t) => {
  const random = seededRandom(7_4004);
  const max = 10_000;
  const valid = Buffer.from('<Invoice>'.repeat(50));
  const seeds: Record<string, Buffer> = {
    ASCIIHexDecode: asciiHexEncode(valid),
    ASCII85Decode: ascii85Encode(valid),
    LZWDecode: lzwEncode(valid),
    RunLengthDecode: runLengthEncode(valid),
  };
  const ends = new Map<string, number>();
  for (const [filter, seed] of Object.entries(seeds)) {
    for (let i = 0; i < 400; i++) {
      const data =
        i % 2 === 0
          ? random.bytes(random.int(300))
          : Buffer.from(seed.map((b) => (random.int(20) === 0 ? random.int(256) : b)));
      let end: string;
      try {
        const out = OTHER_FILTERS[filter]!(data, max, 'x', random.int(2) === 1);
        t.true(out.length <= max);
        end = 'bytes';
      } catch (error) {
        if (!(error instanceof RetrieveError)) throw error;
        end = error.reason;
      }
      ends.set(`${filter} ${end}`, (ends.get(`${filter} ${end}`) ?? 0) + 1);
    }
  }
  t.log([...ends].map(([k, n]) => `${k}: ${n}`).join(', '));
  for (const filter of Object.keys(seeds)) t.true(ends.has(`${filter} bytes`), filter);
});
