/**
 * The binding engine's serialiser writes what xmlbuilder2's pretty printer writes for the same
 * tree, byte for byte: escaping of text and attributes, empty elements, the default namespace
 * of a UBL root, and the whole CII and UBL documents the writers produce.
 */
import test from 'ava';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { Element } from '@xmldom/xmldom';
import { serialise, type XNode } from '../../../src/syntax/binding/xml-node.js';
import { calculate } from '../../../src/domain/calculate.js';
import { invoice, mixedLines } from '../../domain/fixtures/invoices.js';
import { writeUbl } from '../../../src/syntax/ubl/writer/write-ubl.js';
import { writeCii } from '../../../src/syntax/cii/writer/write-cii.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';

/** The reference: the tree written by xmlbuilder2. */
function reference(root: XNode, namespaces: Record<string, string>): string {
  const ns = (name: string) =>
    namespaces[name.includes(':') ? name.slice(0, name.indexOf(':')) : ''];
  const append = (parent: XMLBuilder, n: XNode) => {
    const e = parent.ele(ns(n.name), n.name, n.attrs);
    if (n.text !== undefined) e.txt(n.text);
    else for (const k of n.kids ?? []) append(e, k);
  };
  const prefix = root.name.includes(':') ? root.name.slice(0, root.name.indexOf(':')) : '';
  const attrs: Record<string, string> = {};
  for (const [p, uri] of Object.entries(namespaces))
    if (p !== prefix && p !== '') attrs[`xmlns:${p}`] = uri;
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const r = doc.ele(ns(root.name), root.name, attrs);
  for (const k of root.kids ?? []) append(r, k);
  return doc.end({ prettyPrint: true });
}

/** A written document back as a tree (elements, attributes other than xmlns, leaf text). */
function tree(el: Element): XNode {
  const attrs: Record<string, string> = {};
  for (let i = 0; i < el.attributes.length; i++) {
    const a = el.attributes.item(i)!;
    if (!a.name.startsWith('xmlns')) attrs[a.name] = a.value;
  }
  const kids: XNode[] = [];
  for (let c = el.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1) kids.push(tree(c as Element));
  const node: XNode = { name: el.tagName, ...(Object.keys(attrs).length ? { attrs } : {}) };
  if (kids.length) node.kids = kids;
  else if (el.textContent) node.text = el.textContent;
  else node.kids = [];
  return node;
}

test('escaping, empty elements and the default namespace as xmlbuilder2 writes them', (t) => {
  const ns = { '': 'urn:x', cbc: 'urn:c' };
  const root: XNode = {
    name: 'Invoice',
    kids: [
      { name: 'cbc:A', attrs: { a: 'x&"<>\'y' }, text: 't&<>"\'\t\n y\u00e9 \u{1F600}' },
      { name: 'cbc:B', kids: [] },
      {
        name: 'cbc:C',
        kids: [
          { name: 'cbc:D', text: '  lead  ' },
          { name: 'cbc:E', attrs: { u: 'C62', v: '1' }, text: '1.5' },
        ],
      },
    ],
  };
  t.is(serialise(root, ns), reference(root, ns));
});

test("whole CII and UBL documents: the writers' output equals xmlbuilder2 on the same tree", (t) => {
  const inv = calculate(invoice(mixedLines(10)));
  const docs = [
    writeUbl(inv, { flavour: 'peppol' }),
    writeUbl(inv, { flavour: 'pint', pintJurisdiction: 'ae' }),
    writeUbl(inv, { flavour: 'ubl', documentType: 'credit-note' }),
    writeCii(inv, { profile: 'en16931', flavour: 'facturx' }),
    writeCii(inv, { profile: 'extended', flavour: 'zugferd' }),
  ];
  for (const xml of docs) {
    const root = parseXmlSafely(Buffer.from(xml)).documentElement as unknown as Element;
    const namespaces: Record<string, string> = {};
    for (let i = 0; i < root.attributes.length; i++) {
      const a = root.attributes.item(i)!;
      if (a.name === 'xmlns') namespaces[''] = a.value;
      else if (a.name.startsWith('xmlns:')) namespaces[a.name.slice(6)] = a.value;
    }
    t.is(xml, reference(tree(root), namespaces));
  }
});

test('a CR in text, and a TAB, LF or CR in an attribute, are read back as written (character references)', (t) => {
  const text = 'line one\r\nline two\rthree\tfour\nfive';
  const attr = 'a\tb\nc\r\nd';
  const xml = serialise(
    { name: 'Invoice', kids: [{ name: 'cbc:Note', attrs: { languageID: attr }, text }] },
    { '': 'urn:x', cbc: 'urn:c' },
  );
  const note = parseXmlSafely(Buffer.from(xml)).documentElement!.getElementsByTagName(
    'cbc:Note',
  )[0];
  t.is(note.textContent, text);
  t.is(note.getAttribute('languageID'), attr);
});
