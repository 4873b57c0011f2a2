/**
 * Encrypted PDFs. A hybrid invoice "protected" by an owner password (no copying, no editing)
 * opens in every viewer without a password, and its XML must be readable: the official ZUGFeRD and
 * Factur-X PDFs of the corpus, encrypted by qpdf (an independent implementation of the PDF
 * security handler) in each revision in use, give back the very bytes of their invoice XML, and
 * retrieve says the file is encrypted (PDF/A-3 forbids it). A PDF that needs a password stays
 * refused; a decrypted object stream is inflated within the same bound as a clear one; a hostile
 * encryption dictionary ends in PDF_ENCRYPTED, never in another error.
 */
import test from 'ava';
import { createCipheriv, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_PDF_LIMITS, extractInvoiceXml } from '../../src/retrieve/pdf-attachments.js';
import {
  openWithEmptyPassword,
  PdfSecurityError,
  rc4,
  type EncryptDictionary,
} from '../../src/retrieve/pdf-security.js';
import { RetrieveError } from '../../src/retrieve/retrieve-error.js';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import { corpusDir, spread, validSamples } from '../conformance/helpers/corpus.js';
import { EXHAUSTIVE } from '../conformance/helpers/service.js';
import { requires } from '../helpers/requires.js';
import { OWNER_PASSWORD_ONLY, qpdf, qpdfMissing } from '../helpers/qpdf.js';
import { seededRandom } from '../helpers/seeded-random.js';

const withQpdf = requires(qpdfMissing, corpusDir ? undefined : 'the corpus (EINVOICE_CORPUS)');

/** qpdf's arguments for each kind of encryption, with the empty user password. */
const ENCRYPTIONS: Record<string, string[]> = {
  'RC4 40-bit (R2)': ['--allow-weak-crypto', '--encrypt', '', 'owner', '40', '--'],
  'RC4 128-bit (R3), object streams': [
    '--allow-weak-crypto',
    '--object-streams=generate',
    '--encrypt',
    '',
    'owner',
    '128',
    '--use-aes=n',
    '--',
  ],
  'AES-128 (R4), metadata in clear': [
    '--encrypt',
    '',
    'owner',
    '128',
    '--use-aes=y',
    '--cleartext-metadata',
    '--',
  ],
  'AES-256 (R5)': ['--allow-weak-crypto', '--encrypt', '', 'owner', '256', '--force-R5', '--'],
  'AES-256 (R6), object streams': OWNER_PASSWORD_ONLY,
};

const pdfSamples = () =>
  spread(
    validSamples().filter((s) => s.path.endsWith('.pdf')),
    EXHAUSTIVE ? 1000 : 3,
  );

async function refusal(pdf: Uint8Array, limits = DEFAULT_PDF_LIMITS): Promise<RetrieveError> {
  try {
    await extractInvoiceXml(pdf, limits);
  } catch (error) {
    if (error instanceof RetrieveError) return error;
    throw error;
  }
  throw new Error('the PDF was read');
}

withQpdf(
  'the official hybrid PDFs, encrypted without a user password in each revision, give back the same invoice XML, file name and XMP',
  async (t) => {
    const samples = pdfSamples();
    t.true(samples.length >= 3);
    for (const sample of samples) {
      const clear = await extractInvoiceXml(readFileSync(resolve(corpusDir!, sample.path)));
      t.truthy(clear, sample.path);
      for (const [kind, args] of Object.entries(ENCRYPTIONS)) {
        const found = await extractInvoiceXml(qpdf(resolve(corpusDir!, sample.path), args));
        const where = `${sample.path}, ${kind}`;
        t.true(found?.encrypted, where);
        t.true(Buffer.from(found!.xml).equals(Buffer.from(clear!.xml)), where);
        t.is(found!.filename, clear!.filename, where);
        t.deepEqual(found!.xmp, clear!.xmp, where);
      }
    }
  },
);

withQpdf(
  'retrieve reads an encrypted Factur-X like the clear one and warns PDF_ENCRYPTED in the locale',
  async (t) => {
    const sample = pdfSamples().find((s) => s.path.startsWith('facturx/')) ?? pdfSamples()[0];
    const clearPdf = readFileSync(resolve(corpusDir!, sample.path));
    const clear = await retrieveDocument(clearPdf, { locale: 'de' });
    const encrypted = await retrieveDocument(
      qpdf(resolve(corpusDir!, sample.path), ENCRYPTIONS['AES-256 (R6), object streams']),
      { locale: 'de' },
    );
    t.true(encrypted.ok, JSON.stringify(encrypted.errors));
    t.deepEqual(encrypted.invoice, clear.invoice);
    t.deepEqual(encrypted.format, clear.format);
    t.false(clear.warnings.some((w) => w.code === 'PDF_ENCRYPTED'));
    const warning = encrypted.warnings.find((w) => w.code === 'PDF_ENCRYPTED');
    t.regex(warning?.message ?? '', /verschlüsselt.*PDF\/A-3/);
  },
);

withQpdf('a PDF that needs a password to open is refused: PDF_ENCRYPTED', async (t) => {
  const sample = pdfSamples()[0];
  for (const bits of [['128', '--use-aes=y'], ['256']]) {
    const locked = qpdf(resolve(corpusDir!, sample.path), [
      '--encrypt',
      'user',
      'owner',
      ...bits,
      '--',
    ]);
    const error = await refusal(locked);
    t.is(error.reason, 'PDF_ENCRYPTED', bits[0]);
    t.regex(error.message, /needs a password/);
    const res = await retrieveDocument(locked, { locale: 'en' });
    t.false(res.ok);
    t.is(res.errors[0].code, 'UNSUPPORTED_FORMAT');
    t.is(res.errors[0].reason, 'PDF_ENCRYPTED');
  }
});

withQpdf(
  'the object streams of an encrypted PDF are inflated within the object-stream limit',
  async (t) => {
    const sample = pdfSamples()[0];
    const pdf = qpdf(resolve(corpusDir!, sample.path), ENCRYPTIONS['AES-256 (R6), object streams']);
    const error = await refusal(pdf, { ...DEFAULT_PDF_LIMITS, maxObjectStreamBytes: 64 });
    t.is(error.reason, 'ATTACHMENT_TOO_LARGE');
  },
);

withQpdf(
  'encrypted PDFs with bytes flipped anywhere end in a RetrieveError or an answer, never another error',
  async (t) => {
    const sample = pdfSamples()[0];
    const random = seededRandom(7);
    const ends = { answer: 0, refused: 0 };
    for (const kind of ['RC4 128-bit (R3), object streams', 'AES-256 (R6), object streams']) {
      const pdf = qpdf(resolve(corpusDir!, sample.path), ENCRYPTIONS[kind]);
      for (let i = 0; i < 30; i++) {
        const damaged = Buffer.from(pdf);
        for (let k = 0; k < 8; k++) damaged[random.int(damaged.length)] = random.int(256);
        try {
          await extractInvoiceXml(damaged);
          ends.answer++;
        } catch (error) {
          t.true(error instanceof RetrieveError, `${kind}: ${String(error)}`);
          ends.refused++;
        }
      }
    }
    // Every damaged file ended one of the two ways (a third would have failed above).
    t.is(ends.answer + ends.refused, 60, JSON.stringify(ends));
  },
);

test('RC4 matches its published test vectors', (t) => {
  const hex = (key: string, text: string) =>
    Buffer.from(rc4(Buffer.from(key), Buffer.from(text))).toString('hex');
  t.is(hex('Key', 'Plaintext'), 'bbf316e8d940af0ad3');
  t.is(hex('Wiki', 'pedia'), '1021bf0420');
  t.is(hex('Secret', 'Attack at dawn'), '45a01f645fc35b383552544b9bf5');
});

test('hostile encryption dictionaries end in PdfSecurityError; a decryptor takes data of any length', (t) => {
  const random = seededRandom(42);
  const bytes = (n: number) => random.bytes(n);
  const pick = <T>(list: T[]): T => list[random.int(list.length)];
  let opened = 0;
  for (let i = 0; i < 400; i++) {
    const cfm = pick(['V2', 'AESV2', 'AESV3', 'None', 'Weird']);
    const dictionary: EncryptDictionary = {
      filter: pick(['Standard', 'Standard', 'Adobe.PubSec', undefined]),
      v: pick([0, 1, 2, 3, 4, 5, 6]),
      r: pick([1, 2, 3, 4, 5, 6, 7]),
      length: pick([undefined, 0, 7, 40, 128, 256, 4096]),
      o: bytes(pick([0, 5, 32, 48])),
      u: bytes(pick([0, 5, 32, 48])),
      ue: pick([undefined, bytes(0), bytes(32)]),
      p: random.bytes(4).readInt32LE(),
      encryptMetadata: random.int(2) === 0,
      cryptFilters: new Map([['StdCF', { cfm, length: pick([undefined, 5, 16, 128, 1000]) }]]),
      stmF: pick([undefined, 'StdCF', 'Identity', 'Missing']),
      strF: pick([undefined, 'StdCF', 'Identity']),
      eff: pick([undefined, 'StdCF']),
    };
    // One in four: a well-formed R5 dictionary (algorithm 2.A), so that decryptors are run too.
    if (random.int(4) === 0) Object.assign(dictionary, validRevision5(random.bytes(32)));
    try {
      const d = openWithEmptyPassword(dictionary, bytes(16));
      opened++;
      for (const n of [0, 1, 15, 16, 17, 32, 100]) {
        d.string(bytes(n), i, 0);
        d.stream(bytes(n), i, 0);
        d.embeddedFile(bytes(n), i, 0);
      }
    } catch (error) {
      t.true(error instanceof PdfSecurityError, String(error));
    }
  }
  t.true(opened > 40, `${opened} opened`);
});

/** The entries of an AES-256 R5 dictionary whose empty user password opens `fileKey`. */
function validRevision5(fileKey: Buffer): Partial<EncryptDictionary> {
  const validationSalt = Buffer.from('0123456789abcdef', 'hex');
  const keySalt = Buffer.from('fedcba9876543210', 'hex');
  const sha = (b: Buffer) => createHash('sha256').update(b).digest();
  const cipher = createCipheriv('aes-256-cbc', sha(keySalt), Buffer.alloc(16));
  cipher.setAutoPadding(false);
  return {
    filter: 'Standard',
    v: 5,
    r: 5,
    u: Buffer.concat([sha(validationSalt), validationSalt, keySalt]),
    ue: Buffer.concat([cipher.update(fileKey), cipher.final()]),
  };
}
