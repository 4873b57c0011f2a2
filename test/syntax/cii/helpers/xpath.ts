/** XPath over the CII the writer produced, with the CII prefixes bound (test helper). */
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { CII_NAMESPACES } from '../../../../src/syntax/cii/writer/write-cii.js';

const select = xpath.useNamespaces(CII_NAMESPACES);

/** Parses the XML once and returns query helpers. */
export function ciiDoc(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const nodes = (path: string) => select(path, doc as unknown as Node) as Node[];
  return {
    /** Text values (or attribute values) of every node the path selects. */
    values: (path: string): string[] =>
      nodes(path).map((n) => (n.nodeType === 2 ? (n as Attr).value : (n.textContent ?? ''))),
    /** The single value at path (undefined when absent). */
    value: (path: string): string | undefined => {
      const n = nodes(path);
      return n.length === 0
        ? undefined
        : n[0].nodeType === 2
          ? (n[0] as Attr).value
          : (n[0].textContent ?? '');
    },
    /** Number of nodes the path selects. */
    count: (path: string): number => nodes(path).length,
    /** Local names of the element children of the first node at path, in order. */
    childNames: (path: string): string[] => {
      const [n] = nodes(path);
      return n
        ? Array.from(n.childNodes)
            .filter((c) => c.nodeType === 1)
            .map((c) => (c as Element).nodeName)
        : [];
    },
  };
}
