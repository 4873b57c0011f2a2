/**
 * The last check of a conversion whose source is neither CII nor UBL (FatturaPA, FA(3)), where
 * no binding table reads both documents term by term (term-differences.ts does for CII and UBL):
 * the target is read back into the invoice JSON, and each value of the source's JSON that the
 * target no longer states is listed as lost, by its JSON path and term, unless an earlier step
 * listed it. A value the target states at another path (an account that became payment.iban, a
 * line's net amount, a buyer address of scheme 0201 / 0205 that became the CodiceDestinatario) is
 * no loss; what the target adds is none either.
 */
import {
  addressOf,
  addressOfRecipientCode,
  recipientCode,
} from '../../formats/fatturapa-profile.js';
import { readWrittenXml } from '../../retrieve/index.js';
import { termOfPath, type LostTermInit } from './lost-terms.js';

/** The leaves of a JSON value, by JSON path (empty strings and false left out). */
function leaves(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (value === null || value === undefined || value === '' || value === false) return out;
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${path}[${i}]`, out));
  else if (typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, `${path}.${k}`, out);
  else out.set(path, String(value));
  return out;
}

/**
 * One form for a decimal ("10.00" and "10" are the same amount): trailing fraction zeros go;
 * leading zeros and every digit stay (a post code 07100 is not 7100, a long id is no float).
 */
const canonical = (v: string): string => (/^-?\d+\.\d+$/.test(v) ? v.replace(/\.?0+$/, '') : v);

/** A JSON path and each of its parents ($.invoice.items[1].unit → …items[1], …items, $.invoice). */
function withParents(path: string): string[] {
  const out = [path];
  for (let i = path.length - 1; i > 0; i--)
    if (path[i] === '.' || path[i] === '[') out.push(path.slice(0, i));
  return out;
}

/** The losses whose path, or a parent of it, `listed` does not name. */
export function notCovered(
  losses: readonly LostTermInit[],
  listed: readonly LostTermInit[],
): LostTermInit[] {
  // A set of the listed paths, so that a large invoice stays linear.
  const listedPaths = new Set(listed.map((l) => l.sourcePath));
  return losses.filter((l) => !withParents(l.sourcePath).some((p) => listedPaths.has(p)));
}

/**
 * A buyer's electronic address of scheme 0201 / 0205 is FatturaPA's CodiceDestinatario, and the
 * other way round (fatturapa-profile.ts): kept when the target states it in the other form.
 */
function recipientCodeKept(path: string, value: string, after: Map<string, string>): boolean {
  if (path === '$.invoice.buyer.codice_destinatario')
    return addressOfRecipientCode(value) === after.get('$.invoice.buyer.peppol_id');
  if (path !== '$.invoice.buyer.peppol_id') return false;
  const code = recipientCode(undefined, addressOf(value))?.toUpperCase();
  return (
    code !== undefined && after.get('$.invoice.buyer.codice_destinatario')?.toUpperCase() === code
  );
}

/** The source's values the target written as `targetXml` does not state, each as a lost term. */
export function readBackDifferences(sourceInvoice: unknown, targetXml: Uint8Array): LostTermInit[] {
  const target = readWrittenXml(targetXml);
  if (!target) return [];
  const after = leaves(target, '$.invoice', new Map());
  const stated = new Set([...after.values()].map(canonical));
  // The array elements the target has (a line, an account): a value of an element the target
  // lacks is lost even when the same value is stated elsewhere (a quantity 1 on another line).
  const elements = new Set(
    [...after.keys()].flatMap((path) =>
      [...path.matchAll(/\[\d+\]/g)].map((m) => path.slice(0, m.index! + m[0].length)),
    ),
  );
  const elementOf = (path: string): string | undefined => {
    const last = [...path.matchAll(/\[\d+\]/g)].pop();
    return last ? path.slice(0, last.index! + last[0].length) : undefined;
  };
  const lost: LostTermInit[] = [];
  for (const [path, value] of leaves(sourceInvoice, '$.invoice', new Map())) {
    const now = after.get(path);
    if (now !== undefined && canonical(now) === canonical(value)) continue;
    // FatturaPA's TipoDocumento is judged with BT-3 (fatturapa-only-fields.ts).
    if (path === '$.invoice.tipo_documento') continue;
    if (recipientCodeKept(path, value, after)) continue;
    const element = elementOf(path);
    const elementKept = element === undefined || elements.has(element);
    if (elementKept && stated.has(canonical(value))) continue;
    const field =
      path
        .replace(/\[\d+\]/g, '')
        .split('.')
        .pop() ?? path;
    lost.push({
      businessTerm: termOfPath(path) || field,
      sourcePath: path,
      value,
      reason:
        now === undefined
          ? 'the target document does not state it'
          : `the target document states ${now.slice(0, 200)}`,
      ...(now === undefined ? {} : { writtenValue: now }),
    });
  }
  return lost;
}
