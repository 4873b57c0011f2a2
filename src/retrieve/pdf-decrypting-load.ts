/**
 * Loads an encrypted PDF with pdf-lib and undoes the encryption (pdf-security.ts) for the
 * attachment reader. pdf-lib parses a file front to back and inflates each object stream as it
 * meets it, before the trailer names the /Encrypt dictionary: so this loader keeps the object
 * streams aside, and once the file is parsed decrypts them, inflates them within the same bound as
 * every other stream, and only then lets pdf-lib read the objects inside (which are then in clear:
 * the stream was encrypted as a whole). The strings and streams of the other objects are
 * decrypted when the reader reads them (ClearText).
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  type PDFStream,
  PDFString,
  PDFXRefStreamParser,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';
import { RetrieveError } from './retrieve-error.js';
import { decodeStreamBounded } from './pdf-streams.js';
import {
  openWithEmptyPassword,
  PdfSecurityError,
  type Decryptor,
  type EncryptDictionary,
} from './pdf-security.js';

/** The members of pdf-lib's parser this loader uses (present at run time, private in its types). */
interface ParserInternals {
  context: PDFContext;
  parseIndirectObject(): Promise<PDFRef>;
  parseIndirectObjectHeader(): PDFRef;
  parseObject(): PDFObject;
  skipWhitespaceAndComments(): void;
  matchKeyword(keyword: number[]): boolean;
  parseDocument(): Promise<PDFContext>;
}

const ENDOBJ = [...'endobj'].map((c) => c.charCodeAt(0));
const TYPE = PDFName.of('Type');

/** An object stream met while parsing, and where it stood among the file's objects. */
interface HeldObjectStream {
  ref: PDFRef;
  stream: PDFRawStream;
  order: number;
}

/**
 * Parses an encrypted PDF and opens it with the empty user password: `clear` decrypts what the
 * reader reads (absent when the trailer names no /Encrypt dictionary after all). The document's
 * /Encrypt entry is removed. Throws RetrieveError PDF_ENCRYPTED when a password is needed or the
 * encryption is of a kind the standard handler does not describe.
 */
export async function loadDecrypted(
  pdf: Uint8Array,
  limits: { maxObjectStreamBytes: number; objectsPerTick: number },
): Promise<{ doc: PDFDocument; clear?: ClearText }> {
  const parser = PDFParser.forBytesWithOptions(
    pdf,
    limits.objectsPerTick,
    true,
    false,
  ) as unknown as ParserInternals;
  const held: HeldObjectStream[] = [];
  /** Objects stated directly in the file: the last definition of each, and its place. */
  const direct = new Map<PDFRef, { object: PDFObject; order: number }>();
  let order = 0;
  // Replaces pdf-lib's own method on this parser only: the same steps, with object streams held.
  parser.parseIndirectObject = async function (this: ParserInternals) {
    const ref = this.parseIndirectObjectHeader();
    this.skipWhitespaceAndComments();
    const object = this.parseObject();
    this.skipWhitespaceAndComments();
    this.matchKeyword(ENDOBJ);
    order++;
    const type = object instanceof PDFRawStream ? object.dict.get(TYPE) : undefined;
    if (object instanceof PDFRawStream && type === PDFName.of('ObjStm')) {
      held.push({ ref, stream: object, order });
    } else if (object instanceof PDFRawStream && type === PDFName.of('XRef')) {
      PDFXRefStreamParser.forStream(object).parseIntoContext();
    } else {
      this.context.assign(ref, object);
      direct.set(ref, { object, order });
    }
    return ref;
  };
  const context = await parser.parseDocument();

  const encryptRef = context.trailerInfo.Encrypt;
  const encrypt = context.lookup(encryptRef);
  const decryptor =
    encrypt instanceof PDFDict ? decryptorOf(encrypt, context.trailerInfo.ID) : undefined;
  await readObjectStreams(context, held, direct, decryptor, limits);
  const clear = decryptor && clearText(context, direct, decryptor, encrypt);
  context.trailerInfo.Encrypt = undefined;
  // PDFDocument's constructor is private in its types; load() is the only public way in, and it
  // would parse the file again.
  const Document = PDFDocument as unknown as new (
    context: PDFContext,
    ignoreEncryption: boolean,
    updateMetadata: boolean,
  ) => PDFDocument;
  return { doc: new Document(context, true, false), ...(clear ? { clear } : {}) };
}

function decryptorOf(encrypt: PDFDict, id: PDFObject | undefined): Decryptor {
  const name = (key: string) => {
    const v = encrypt.lookup(PDFName.of(key));
    return v instanceof PDFName ? v.decodeText() : undefined;
  };
  const num = (dict: PDFDict, key: string) => {
    const v = dict.lookup(PDFName.of(key));
    return v instanceof PDFNumber ? v.asNumber() : undefined;
  };
  const bytes = (key: string) => stringBytes(encrypt.lookup(PDFName.of(key)));
  const cryptFilters = new Map<string, { cfm: string; length?: number }>();
  const cf = encrypt.lookup(PDFName.of('CF'));
  if (cf instanceof PDFDict) {
    for (const [key, value] of cf.entries()) {
      const filter = cf.context.lookup(value);
      if (!(filter instanceof PDFDict)) continue;
      const cfm = filter.lookup(PDFName.of('CFM'));
      cryptFilters.set(key.decodeText(), {
        cfm: cfm instanceof PDFName ? cfm.decodeText() : 'None',
        length: num(filter, 'Length'),
      });
    }
  }
  const ids = id instanceof PDFArray ? id : undefined;
  const dictionary: EncryptDictionary = {
    filter: name('Filter'),
    v: num(encrypt, 'V') ?? 0,
    r: num(encrypt, 'R') ?? 0,
    length: num(encrypt, 'Length'),
    o: bytes('O') ?? new Uint8Array(0),
    u: bytes('U') ?? new Uint8Array(0),
    ue: bytes('UE'),
    p: num(encrypt, 'P') ?? 0,
    encryptMetadata: encrypt.lookup(PDFName.of('EncryptMetadata'))?.toString() !== 'false',
    cryptFilters,
    stmF: name('StmF'),
    strF: name('StrF'),
    eff: name('EFF'),
  };
  try {
    return openWithEmptyPassword(dictionary, stringBytes(ids?.get(0)) ?? new Uint8Array(0));
  } catch (error) {
    if (error instanceof PdfSecurityError) throw new RetrieveError('PDF_ENCRYPTED', error.message);
    throw error;
  }
}

function stringBytes(value: PDFObject | undefined): Uint8Array | undefined {
  return value instanceof PDFString || value instanceof PDFHexString ? value.asBytes() : undefined;
}

/**
 * Decrypts and inflates each held object stream (bounded as assertObjectStreamsBounded bounds
 * clear ones) and reads its objects into the context. An object defined directly after the object
 * stream that also holds it keeps its place, as in pdf-lib's front-to-back reading.
 */
async function readObjectStreams(
  context: PDFContext,
  held: HeldObjectStream[],
  direct: Map<PDFRef, { object: PDFObject; order: number }>,
  decryptor: Decryptor | undefined,
  limits: { maxObjectStreamBytes: number; objectsPerTick: number },
): Promise<void> {
  const max = limits.maxObjectStreamBytes;
  let budget = max * 4;
  // Yields to the event loop as pdf-lib does, so a large object stream does not hold it.
  let parsed = 0;
  const shouldWaitForTick = () => ++parsed % limits.objectsPerTick === 0;
  /** The place of the object stream that last defined each object. */
  const writtenAt = new Map<PDFRef, number>();
  let current = 0;
  const assign = context.assign.bind(context);
  context.assign = (ref: PDFRef, object: PDFObject) => {
    writtenAt.set(ref, current);
    assign(ref, object);
  };
  try {
    for (const { ref, stream, order } of held) {
      current = order;
      const clear = decryptor
        ? PDFRawStream.of(
            stream.dict,
            decryptor.stream(stream.contents, ref.objectNumber, ref.generationNumber),
          )
        : stream;
      const decoded = decodeStreamBounded(clear, max, 'an object stream');
      budget -= decoded.length;
      if (budget < 0)
        throw new RetrieveError('ATTACHMENT_TOO_LARGE', 'object streams expand beyond the limit');
      const dict = stream.dict.clone(context);
      dict.delete(PDFName.of('Filter'));
      dict.delete(PDFName.of('DecodeParms'));
      await PDFObjectStreamParser.forStream(
        PDFRawStream.of(dict, decoded),
        shouldWaitForTick,
      ).parseIntoContext();
    }
  } finally {
    context.assign = assign;
  }
  for (const [ref, at] of writtenAt) {
    const own = direct.get(ref);
    if (own && own.order > at) context.assign(ref, own.object);
  }
}

/**
 * Decrypts, on demand, what the attachment reader reads of an encrypted PDF: the names of the file
 * specifications it visits and the streams it decodes. Nothing else is decrypted: a PDF of a
 * million strings or streams would otherwise cost a key and a cipher each, many times what
 * parsing them costs, while the reader visits a bounded number of them.
 */
export interface ClearText {
  /** Decrypts the file specification's names (/UF, /F) in place; once. */
  fileSpec(spec: PDFDict): void;
  /** The embedded file stream (/EF) in clear: V4's and V5's /EFF method, else /StmF's. */
  embeddedFile(stream: PDFStream): PDFStream;
  /** Any other stream in clear (the XMP metadata: unless /EncryptMetadata is false). */
  stream(stream: PDFStream): PDFStream;
}

const EF = PDFName.of('EF');
const FILE_NAMES = [PDFName.of('UF'), PDFName.of('F')];

/**
 * Notes the object number of every stream and file specification stated directly in the file
 * (objects from an object stream are in clear once the stream is) and decrypts them when asked.
 */
function clearText(
  context: PDFContext,
  direct: Map<PDFRef, { object: PDFObject; order: number }>,
  decryptor: Decryptor,
  encrypt: PDFObject | undefined,
): ClearText {
  const owner = new Map<PDFObject, PDFRef>();
  for (const [ref, { object }] of direct) {
    if (context.lookup(ref) !== object || object === encrypt) continue;
    if (object instanceof PDFRawStream) owner.set(object, ref);
    // Containers are walked with a stack: a deeply nested object cannot exhaust the call stack.
    const stack: PDFObject[] = [object instanceof PDFRawStream ? object.dict : object];
    while (stack.length > 0) {
      const node = stack.pop();
      const values =
        node instanceof PDFDict ? node.values() : node instanceof PDFArray ? node.asArray() : [];
      if (node instanceof PDFDict && node.has(EF)) owner.set(node, ref);
      for (const value of values)
        if (value instanceof PDFDict || value instanceof PDFArray) stack.push(value);
    }
  }
  const opened = new Set<PDFObject>();
  const clearStream = (stream: PDFStream, decrypt: Decryptor['stream']): PDFStream => {
    const ref = owner.get(stream);
    if (!ref || !(stream instanceof PDFRawStream)) return stream;
    const { objectNumber, generationNumber } = ref;
    const clear = PDFRawStream.of(
      stream.dict,
      decrypt(stream.contents, objectNumber, generationNumber),
    );
    owner.delete(stream);
    context.assign(ref, clear);
    return clear;
  };
  return {
    fileSpec(spec) {
      const ref = owner.get(spec);
      if (!ref || opened.has(spec)) return;
      opened.add(spec);
      for (const key of FILE_NAMES) {
        // A name stated as an object of its own is decrypted with that object's number.
        const value = spec.get(key);
        const own = value instanceof PDFRef ? value : ref;
        const text = value instanceof PDFRef ? context.lookup(value) : value;
        if (value instanceof PDFRef && direct.get(value)?.object !== text) continue;
        if (!(text instanceof PDFString || text instanceof PDFHexString)) continue;
        const bytes = decryptor.string(text.asBytes(), own.objectNumber, own.generationNumber);
        spec.set(key, PDFHexString.of(Buffer.from(bytes).toString('hex')));
      }
    },
    embeddedFile: (stream) => clearStream(stream, decryptor.embeddedFile),
    stream(stream) {
      const metadata = stream.dict.get(TYPE) === PDFName.of('Metadata');
      return metadata && !decryptor.encryptMetadata
        ? stream
        : clearStream(stream, decryptor.stream);
    },
  };
}
