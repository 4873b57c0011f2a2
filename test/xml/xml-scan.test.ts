/**
 * The bounded XML pass (src/xml/xml-scan.ts) reads markup like a parser: a ">" or "/>" inside a
 * quoted attribute value, a tag inside a comment, CDATA section or processing instruction do not
 * change the count, so `<a x="/>">` cannot hide nesting. Its depth equals the depth of the DOM
 * xmldom builds for any document both accept (checked on generated documents full of such
 * traps), and it refuses what it cannot read instead of skipping it.
 */
import test from 'ava';
import fc from 'fast-check';
import { DOMParser, type Node } from '@xmldom/xmldom';
import { scanXml, XmlScanError, type XmlStructureLimits } from '../../src/xml/xml-scan.js';
import { parseXmlSafely, UnsafeXmlError } from '../../src/xml/safe-parse.js';

const LIMITS = { maxDepth: 200 };

function reason(text: string, limits: XmlStructureLimits = LIMITS): string {
  try {
    scanXml(text, limits);
    return 'OK';
  } catch (error) {
    if (error instanceof XmlScanError) return error.reason;
    throw error;
  }
}

/** The element depth of the DOM xmldom builds, or undefined when xmldom reports any problem. */
function domDepth(text: string): number | undefined {
  let failed = false;
  let doc;
  try {
    doc = new DOMParser({
      onError: () => {
        failed = true;
      },
    }).parseFromString(text, 'application/xml');
  } catch {
    return undefined;
  }
  if (failed || !doc.documentElement) return undefined;
  let deepest = 0;
  const stack: Array<[Node, number]> = [[doc.documentElement, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    for (let c = node.firstChild; c; c = c.nextSibling)
      if (c.nodeType === 1) stack.push([c, depth + 1]);
  }
  return deepest;
}

test('"/>" and ">" inside quoted attribute values open an element like any other start tag', (t) => {
  t.deepEqual(scanXml('<a x="/>"><b y=\'/>\' z=">"><c/></b></a>', LIMITS), {
    elements: 3,
    depth: 3,
  });
  const bypass = '<a x="/>">'.repeat(100_000) + '</a>'.repeat(100_000);
  t.is(reason(bypass), 'XML_TOO_DEEP');
  const error = t.throws(() => parseXmlSafely(bypass), { instanceOf: UnsafeXmlError });
  t.is(error?.reason, 'XML_TOO_DEEP');
  t.regex(error!.message, /deeper than 200/);
});

test('comments, CDATA sections and processing instructions are opaque', (t) => {
  const doc =
    '<?xml version="1.0"?><!-- <x><y><z> --><r><?pi <p><q> ?><![CDATA[<c><d><e>]]><s>text > with ]]&gt; and /></s></r><!-- tail -->';
  t.deepEqual(scanXml(doc, LIMITS), { elements: 2, depth: 2 });
});

test('depth and element count are bounded exactly at the limit', (t) => {
  const nest = (n: number) => '<a>'.repeat(n) + '</a>'.repeat(n);
  t.is(reason(nest(200)), 'OK');
  t.is(reason(nest(201)), 'XML_TOO_DEEP');
  t.is(
    reason(`${'<a>'.repeat(200)}<b/>${'</a>'.repeat(200)}`),
    'XML_TOO_DEEP',
    'a self-closing element counts as one level',
  );
  t.is(reason(`<r>${'<i/>'.repeat(99)}</r>`, { maxDepth: 5, maxElements: 100 }), 'OK');
  t.is(
    reason(`<r>${'<i/>'.repeat(100)}</r>`, { maxDepth: 5, maxElements: 100 }),
    'XML_TOO_MANY_ELEMENTS',
  );
});

test('DTDs and entity declarations are refused wherever they appear', (t) => {
  t.is(
    reason('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>'),
    'XML_DTD_FORBIDDEN',
  );
  t.is(reason('<r><!ENTITY x "y"></r>'), 'XML_DTD_FORBIDDEN');
  t.is(reason('<!doctype r><r/>'), 'XML_DTD_FORBIDDEN');
});

test('what is not well-formed markup is refused, never skipped', (t) => {
  for (const bad of [
    '<a x=/>">',
    '<a x="1"/><b/>',
    '<a x="<b>"></a>',
    '<a x="unterminated></a>',
    '<a></a></a>',
    '<a><b></a>x',
    '<a>',
    'text<a/>',
    '<a/>text',
    '< a/>',
    '<a><!-- unterminated </a>',
    '<a><![CDATA[ unterminated </a>',
    '<?pi unterminated <a/>',
    '<a b="1"c="2"/>',
    '<a b/>',
    '<![CDATA[x]]><a/>',
    '',
  ]) {
    t.is(reason(bad), 'XML_MALFORMED', bad);
  }
});

test('a tag with many attributes before a long text is scanned in linear time', (t) => {
  // Each attribute value is checked for "<" once, not by searching the whole text again.
  const doc = `<a ${Array.from({ length: 50_000 }, (_, i) => `a${i}="v"`).join(' ')}>${'x'.repeat(5_000_000)}</a>`;
  t.deepEqual(scanXml(doc, LIMITS), { elements: 1, depth: 1 });
});

/** Trees whose attribute values and texts carry the markup that fooled the old scan. */
const TRAPS = ['/>', '>', ' x="/>"', '<!-- -->', ']]&gt;', '&lt;b&gt;', "'", '"'];
type Tree = {
  name: string;
  attr: string;
  text: string;
  kind: 'element' | 'comment' | 'cdata' | 'pi';
  children: Tree[];
};
function treeOf(levels: number): fc.Arbitrary<Tree> {
  return fc.record({
    name: fc.constantFrom('a', 'b', 'ns:c', 'd-e'),
    attr: fc.constantFrom(...TRAPS),
    text: fc.constantFrom('', 'x', '>', '/>', ']]&gt;'),
    kind: fc.constantFrom('element', 'element', 'element', 'comment', 'cdata', 'pi'),
    children: levels === 0 ? fc.constant([]) : fc.array(treeOf(levels - 1), { maxLength: 3 }),
  });
}
const tree = treeOf(7);

function serialise(node: Tree, top = true): string {
  const quote = node.attr.includes('"') ? "'" : '"';
  const value = node.attr.replace(/</g, '&lt;');
  const inner = node.children.map((c) => serialise(c, false)).join('');
  if (!top && node.kind === 'comment')
    return `<!-- <${node.name} x="${node.attr}"> ${inner.replace(/--/g, '')} -->`;
  if (!top && node.kind === 'cdata')
    return `<![CDATA[<${node.name}>${inner.replace(/]]>/g, '')}]]>`;
  if (!top && node.kind === 'pi') return `<?pi <${node.name}> ${inner.replace(/\?>/g, '')} ?>`;
  const ns = node.name.startsWith('ns:') ? ' xmlns:ns="urn:x"' : '';
  return `<${node.name}${ns} v=${quote}${value}${quote}>${node.text}${inner}</${node.name}>`;
}

test('property: on documents full of traps the scanned depth is the DOM depth', (t) => {
  let compared = 0;
  fc.assert(
    fc.property(tree, (root) => {
      const doc = serialise(root);
      const expected = domDepth(doc);
      if (expected === undefined) return true;
      compared++;
      return scanXml(doc, { maxDepth: 10_000 }).depth === expected;
    }),
    { numRuns: 400 },
  );
  t.true(compared > 300, `only ${compared} of 400 generated documents were well-formed`);
});

test('property: after random edits, whatever both accept has the same depth', (t) => {
  let compared = 0;
  fc.assert(
    fc.property(
      tree,
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.constantFrom('<', '>', '/', '"', "'", '=', ' ', '!', '?', '-', '[', ']'),
        ),
        { maxLength: 4 },
      ),
      (root, edits) => {
        let doc = serialise(root);
        for (const [at, ch] of edits) {
          const k = at % (doc.length + 1);
          doc = doc.slice(0, k) + ch + doc.slice(k);
        }
        const expected = domDepth(doc);
        let scanned: number | undefined;
        try {
          scanned = scanXml(doc, { maxDepth: 10_000 }).depth;
        } catch (error) {
          if (!(error instanceof XmlScanError)) throw error;
        }
        if (expected !== undefined && scanned !== undefined) compared++;
        return expected === undefined || scanned === undefined || scanned === expected;
      },
    ),
    { numRuns: 1000 },
  );
  t.true(compared > 100, `only ${compared} of 1000 edited documents were accepted by both`);
});
