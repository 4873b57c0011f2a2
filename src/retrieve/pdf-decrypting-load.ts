/**
 * Loads an encrypted PDF with pdf-lib and undoes the encryption (pdf-security.ts), so that the
 * attachment reader sees clear objects. pdf-lib parses a file front to back and inflates each
 * object stream as it meets it, before the trailer names the /Encrypt dictionary: so this loader
 * keeps the object streams aside, and once the file is parsed decrypts them, inflates them within
 * the same bound as every other stream, and only then lets pdf-lib read the objects inside. The
 * strings and streams of the other objects are decrypted in place (objects from an object stream
 * are not: the stream was encrypted as a whole).
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
  type PDFRef,
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
 * Parses an encrypted PDF and decrypts it with the empty user password (decrypted false: the
 * trailer names no /Encrypt dictionary after all). The document's /Encrypt entry is removed; throws RetrieveError PDF_ENCRYPTED when a password is needed or the
 * encryption is of a kind the standard handler does not describe.
 */
export async function loadDecrypted(
  pdf: Uint8Array,
  limits: { maxObjectStreamBytes: number; objectsPerTick: number },
): Promise<{ doc: PDFDocument; decrypted: boolean }> {
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
  await readObjectStreams(context, held, direct, decryptor, limits.maxObjectStreamBytes);
  if (decryptor) {
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      if (direct.get(ref)?.object !== object || ref === encryptRef || object === encrypt) continue;
      decryptObject(context, ref, object, decryptor);
    }
  }
  context.trailerInfo.Encrypt = undefined;
  // PDFDocument's constructor is private in its types; load() is the only public way in, and it
  // would parse the file again.
  const Document = PDFDocument as unknown as new (
    context: PDFContext,
    ignoreEncryption: boolean,
    updateMetadata: boolean,
  ) => PDFDocument;
  return { doc: new Document(context, true, false), decrypted: decryptor !== undefined };
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
  max: number,
): Promise<void> {
  let budget = max * 4;
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
      await PDFObjectStreamParser.forStream(PDFRawStream.of(dict, decoded)).parseIntoContext();
    }
  } finally {
    context.assign = assign;
  }
  for (const [ref, at] of writtenAt) {
    const own = direct.get(ref);
    if (own && own.order > at) context.assign(ref, own.object);
  }
}

/** Decrypts the strings of one direct object, and its stream data. */
function decryptObject(
  context: PDFContext,
  ref: PDFRef,
  object: PDFObject,
  decryptor: Decryptor,
): void {
  const num = ref.objectNumber;
  const gen = ref.generationNumber;
  const clearString = (s: PDFString | PDFHexString) =>
    PDFHexString.of(Buffer.from(decryptor.string(s.asBytes(), num, gen)).toString('hex'));
  // Containers are walked with a stack: a deeply nested object cannot exhaust the call stack.
  const stack: PDFObject[] = [object instanceof PDFRawStream ? object.dict : object];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node instanceof PDFDict) {
      for (const [key, value] of node.entries()) {
        if (value instanceof PDFString || value instanceof PDFHexString)
          node.set(key, clearString(value));
        else if (value instanceof PDFDict || value instanceof PDFArray) stack.push(value);
      }
    } else if (node instanceof PDFArray) {
      for (let i = 0; i < node.size(); i++) {
        const value = node.get(i);
        if (value instanceof PDFString || value instanceof PDFHexString)
          node.set(i, clearString(value));
        else if (value instanceof PDFDict || value instanceof PDFArray) stack.push(value);
      }
    }
  }
  if (!(object instanceof PDFRawStream)) return;
  const type = object.dict.get(TYPE);
  if (type === PDFName.of('Metadata') && !decryptor.encryptMetadata) return;
  const decrypt = type === PDFName.of('EmbeddedFile') ? decryptor.embeddedFile : decryptor.stream;
  context.assign(ref, PDFRawStream.of(object.dict, decrypt(object.contents, num, gen)));
}
