/**
 * The PDF/A-3b document class (src/pdf/pdfa-document.ts): its behaviour lives in methods, never in
 * functions copied onto each document. pdfkit's PDF/A mode copies its own functions onto the
 * instance, which once shadowed this class's output intent unnoticed (pdfkit then read the ICC
 * profile from disk for every document) and, on Node 20's V8, kept documents alive longer.
 */
import test from 'ava';
import { createPdfaDocument } from '../../src/pdf/pdfa-document.js';
import { inspectPdf } from './inspect.js';

const INFO = {
  title: 'T',
  author: 'A',
  subject: 'S',
  creator: 'C',
  producer: 'P',
  created: new Date('2026-01-15T00:00:00Z'),
};

test('a document has no functions of its own but the line callback pdfkit binds', async (t) => {
  const { doc, finish } = createPdfaDocument(INFO, 'en');
  doc.addPage();
  const own = Object.keys(doc).filter(
    (key) => typeof (doc as unknown as Record<string, unknown>)[key] === 'function',
  );
  t.deepEqual(own, ['_line']);
  const facts = await inspectPdf(await finish());
  t.regex(facts.xmp, /<pdfaid:part>3<\/pdfaid:part>/);
  t.regex(facts.xmp, /<pdfaid:conformance>B<\/pdfaid:conformance>/);
  t.deepEqual(facts.outputIntents, [{ s: 'GTS_PDFA1', hasProfile: true }]);
});
