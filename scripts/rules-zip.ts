/**
 * A minimal reader for jar (zip) files, so that preparing the rule sets needs neither `unzip` nor
 * the JDK's `jar` tool on the build machine. It reads the central directory and inflates the
 * entries asked for; stored and deflated entries are all a Maven jar contains.
 */
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

/** One file inside a jar. */
export interface ZipEntry {
  name: string;
  read(): Buffer;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/** Lists the file entries of a zip archive (directories left out). */
export function readZip(path: string): Map<string, ZipEntry> {
  const buf = readFileSync(path);
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65557); i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error(`${path} is not a zip archive`);
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(p) !== CENTRAL_SIGNATURE)
      throw new Error(`${path}: bad central directory`);
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    p += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    entries.set(name, {
      name,
      read: () => {
        if (buf.readUInt32LE(localOffset) !== LOCAL_SIGNATURE)
          throw new Error(`${path}: bad entry ${name}`);
        const start =
          localOffset +
          30 +
          buf.readUInt16LE(localOffset + 26) +
          buf.readUInt16LE(localOffset + 28);
        const data = buf.subarray(start, start + compressedSize);
        if (method === 0) return Buffer.from(data);
        if (method === 8) return inflateRawSync(data);
        throw new Error(`${path}: entry ${name} uses unsupported compression ${method}`);
      },
    });
  }
  return entries;
}
