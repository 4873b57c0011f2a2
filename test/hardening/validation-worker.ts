/**
 * Helpers for the validation worker fault tests and benchmark: the JVM worker processes this
 * process started, a stand-in `java` that dies at once (a crash loop), and the public example as
 * a standalone UBL document (for retrieve without a working validator).
 */
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromJson } from '@bufbuild/protobuf';
import { GenerateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { calculate } from '../../src/domain/index.js';
import { toInvoiceInput } from '../../src/api/invoice-input.js';
import { planDocument } from '../../src/api/generate/document-plan.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';
import { publicExample } from '../helpers/example.js';

/**
 * Process ids of the running JVM validation workers that are children of this process (Linux
 * /proc), oldest first: the active worker is always the oldest (a standby starts after it and
 * takes over only when it dies).
 */
export function workerPids(parent = process.pid): number[] {
  const workers: { pid: number; started: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, ..., starttime (22nd).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [state, ppid] = fields;
      if (Number(ppid) !== parent || state === 'Z') continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('einvoice-validator.jar'))
        workers.push({ pid: Number(entry), started: Number(fields[19]) });
    } catch {
      // the process went away while we looked
    }
  }
  return workers.sort((a, b) => a.started - b.started || a.pid - b.pid).map((w) => w.pid);
}

/** What the stand-in java prints before dying: what a caller must never read. */
export const CRASH_STDERR =
  'Exception in thread "main" java.lang.NoClassDefFoundError: einvoice/validator/Main\n\tat java.base/java.lang.ClassLoader.loadClass(ClassLoader.java:525)';

/** A JAVA_HOME whose bin/java prints a Java stack trace and exits at once. */
export function crashingJavaHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'einvoice-crashing-java-'));
  mkdirSync(join(home, 'bin'));
  const java = join(home, 'bin', 'java');
  writeFileSync(java, `#!/bin/sh\ncat >&2 <<'END'\n${CRASH_STDERR}\nEND\nexit 1\n`);
  chmodSync(java, 0o755);
  return home;
}

/** Engine internals a message must never carry (stderr, Java class names, stack frames). */
export const ENGINE_INTERNALS =
  /Exception|java\.|NoClassDefFoundError|\tat |stderr|exit code|einvoice-validator/;

/** The public example as a standalone UBL invoice. */
export function ublExample(): string {
  const body = publicExample();
  body.format = 'ubl';
  const req = fromJson(GenerateInvoiceRequestSchema, body);
  return writeDocumentXml(calculate(toInvoiceInput(req.invoice!)), planDocument(req)).standalone!
    .xml as string;
}
