/**
 * Reads written XML back with XPath (xmldom + xpath), so writer tests assert business terms by
 * their path in the document, never by comparing strings.
 */
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

const NS = {
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  p: 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2',
};

/** A parsed document with string / list / count helpers bound to the UBL and FatturaPA prefixes. */
export function read(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'text/xml') as unknown as Node;
  const select = xpath.useNamespaces(NS);
  return {
    /** The string value of an XPath expression. */
    str: (expr: string): string => String(select(`string(${expr})`, doc)),
    /** The string values of every node an XPath selects. */
    all: (expr: string): string[] =>
      (select(expr, doc) as Node[]).map((n) => n.textContent ?? (n as Attr).value ?? ''),
    /** How many nodes an XPath selects. */
    count: (expr: string): number => Number(select(`count(${expr})`, doc)),
    /** Local names of the children of the node an XPath selects, in document order. */
    children: (expr: string): string[] => {
      const n = (select(expr, doc) as Node[])[0];
      return n
        ? Array.from(n.childNodes)
            .filter((c) => c.nodeType === 1)
            .map((c) => (c as Element).localName)
        : [];
    },
  };
}
