/** The CII binding table and what comes from it: absolute paths and business-term values. */
import type { Document, Element } from '@xmldom/xmldom';
import { bindingPaths, flattenValues } from '../../binding/binding.js';
import { readBinding } from '../../binding/read-binding.js';
import { CII_BINDING } from './cii-binding.js';

export { CII_BINDING, CII_NS, PROFILE_RANK, MIN, WL, B, EN, EXT } from './cii-binding.js';

let paths: ReadonlyMap<string, string> | undefined;

/** The absolute XPath of a row of the table ("BT-27" → "/rsm:CrossIndustryInvoice/…/ram:Name"). */
export function ciiPath(id: string): string {
  paths ??= bindingPaths(CII_BINDING);
  const p = paths.get(id);
  if (!p) throw new Error(`no CII binding for ${id}`);
  return p;
}

/** Every business-term value of a CII document, by term (canonical decimals, 102 dates as written). */
export function ciiTermValues(doc: Document): Map<string, string[]> {
  return flattenValues(
    CII_BINDING,
    readBinding(CII_BINDING, doc.documentElement as unknown as Element).values,
  );
}
