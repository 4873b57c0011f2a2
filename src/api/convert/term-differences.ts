/**
 * The last check of a conversion between CII and UBL: every EN 16931 business term of the source
 * is read out of the source and the target with the binding tables (the XPaths of each syntax,
 * not the invoice model), and each one that the target states differently and that no earlier
 * step listed is listed as lost, with the target's value in the reason. Nothing differs silently,
 * whatever the cause (a writer default, a code list, a value the model has no place for).
 *
 * The two syntaxes state some terms in forms of their own; these are compared as one form:
 * - dates: CII 102 (YYYYMMDD), UBL ISO (YYYY-MM-DD);
 * - BT-21/BT-22: UBL writes a note's subject code inside the note ("#AAI#text");
 * - BT-8: CII uses UNTDID 2475 (5, 29, 72) per VAT breakdown, UBL UNTDID 2005 (3, 35, 432) once;
 * - BT-83: UBL states the payment reference on each payment means, CII once;
 * - BT-149: CII states a line's price base quantity with the gross and the net price, UBL once;
 * - BT-119 of category O: XRechnung states the rate 0 (BR-DE-14), the others none;
 * - BT-147: UBL's price AllowanceCharge needs an Amount beside the gross price (BT-148), so a
 *   gross price without a discount is written with the discount 0 — the same price;
 * - BT-148 of a line that states its net price (BT-146) and price discount (BT-147) but no gross
 *   price: EN 16931 defines the net price as the gross price minus the discount, so such a line
 *   states the gross price BT-146 + BT-147 too; CII, which holds a discount only inside the gross
 *   price, writes it (target-forms.ts), UBL may leave it implied;
 * - VAT ids (BT-31, BT-48, BT-63) and accounts (BT-84, BT-91) without spaces.
 */
import {
  canonicalValue,
  flattenValues,
  isEnTerm,
  type Values,
} from '../../syntax/binding/binding.js';
import { readBinding } from '../../syntax/binding/read-binding.js';
import { CII_BINDING, ciiPath, taxPointDateCodeFromCii } from '../../syntax/cii/index.js';
import { ublPath, ublTableFor } from '../../syntax/ubl/index.js';
import type { Element } from '@xmldom/xmldom';
import { fromString } from '../../domain/decimal.js';
import { parseXmlSafely } from '../../xml/safe-parse.js';
import type { LostTermInit } from './lost-terms.js';

/** BT-23 / BT-24 name the format: the target writes its own. */
const NOT_COMPARED = new Set(['BT-23', 'BT-24']);

/**
 * Identifiers compared without spaces (a VAT id "DE 123" is "DE123"), and an embedded file
 * (BT-125), whose base64 may wrap its lines (xs:base64Binary: the same bytes).
 */
const WITHOUT_SPACES = new Set(['BT-84', 'BT-91', 'BT-31', 'BT-48', 'BT-63', 'BT-125']);

/** The syntax of a document element, or undefined for one this check does not read. */
function syntaxOf(root: string | undefined): 'CII' | 'UBL' | undefined {
  if (root === 'CrossIndustryInvoice') return 'CII';
  if (root === 'Invoice' || root === 'CreditNote') return 'UBL';
  return undefined;
}

/** A document's business terms, by term, in the one form of both syntaxes; values sorted. */
export interface DocumentTerms {
  syntax: 'CII' | 'UBL';
  values: Map<string, string[]>;
}

/**
 * The business-term values of a CII or UBL document (undefined for another document or one that
 * does not parse), in the one form described above.
 */
export function documentTerms(xml: Uint8Array | string): DocumentTerms | undefined {
  let doc: ReturnType<typeof parseXmlSafely>;
  try {
    doc = parseXmlSafely(xml);
  } catch {
    return undefined;
  }
  const syntax = syntaxOf(doc.documentElement?.localName ?? undefined);
  if (!syntax) return undefined;
  const values = termValues(doc, syntax);
  const notes = values.get('BT-22');
  if (syntax === 'UBL' && notes) {
    const coded = notes.map((n) => /^#([A-Z]{3})#([\s\S]*)$/.exec(n));
    const codes = coded.flatMap((m) => (m ? [m[1]!] : []));
    values.set(
      'BT-22',
      notes.map((n, i) => coded[i]?.[2] ?? n),
    );
    if (codes.length) values.set('BT-21', [...(values.get('BT-21') ?? []), ...codes]);
  }
  const taxPointCodes = values.get('BT-8');
  if (taxPointCodes)
    values.set('BT-8', [
      ...new Set(
        taxPointCodes.map((c) => (syntax === 'CII' ? (taxPointDateCodeFromCii(c) ?? c) : c)),
      ),
    ]);
  const references = values.get('BT-83');
  if (references) values.set('BT-83', [...new Set(references)]);
  const discounts = values.get('BT-147')?.filter((d) => d !== '0');
  if (discounts?.length === 0) values.delete('BT-147');
  else if (discounts) values.set('BT-147', discounts);
  for (const [bt, list] of values)
    values.set(
      bt,
      list
        .map((v) =>
          /^\d{4}-\d{2}-\d{2}$/.test(v)
            ? v.replaceAll('-', '')
            : WITHOUT_SPACES.has(bt)
              ? v.replace(/\s+/g, '')
              : v,
        )
        .sort(),
    );
  return { syntax, values };
}

/** Removes one occurrence of a value from a term's list. */
function removeOne(values: Map<string, string[]>, bt: string, value: string): void {
  const list = values.get(bt);
  const i = list?.indexOf(value) ?? -1;
  if (i >= 0) list!.splice(i, 1);
}

/**
 * The terms of a document, read with its binding table, with two statements of nothing taken out:
 * - a CII line's price base quantity once: CII states BT-149 with the net price and
 *   (ram:GrossPriceProductTradePrice/ram:BasisQuantity) with the gross price; where both are the
 *   same quantity, UBL's one cac:Price/cbc:BaseQuantity states it;
 * - the rate 0 of a VAT breakdown of category O (not subject to VAT, which has no rate):
 *   XRechnung states it (BR-DE-14), EN 16931 and the other CIUS do not.
 * And one value a line states by definition: the gross price (BT-148) of a line with a net price
 * and a price discount but no gross price, BT-146 + BT-147.
 */
function termValues(
  doc: ReturnType<typeof parseXmlSafely>,
  syntax: 'CII' | 'UBL',
): Map<string, string[]> {
  const root = doc.documentElement as unknown as Element;
  const table = syntax === 'CII' ? CII_BINDING : ublTableFor(root);
  const tree = readBinding(table, root).values;
  const values = flattenValues(table, tree);
  for (const line of (tree['BG-25'] as Values[] | undefined) ?? []) {
    const [gross, net] = [line['BT-149/gross'], line['BT-149']];
    if (typeof gross !== 'string' || typeof net !== 'string') continue;
    if (canonicalValue(gross) === canonicalValue(net))
      removeOne(values, 'BT-149', canonicalValue(gross));
  }
  for (const line of (tree['BG-25'] as Values[] | undefined) ?? []) {
    const implied = impliedGrossPrice(line);
    if (implied !== undefined) values.set('BT-148', [...(values.get('BT-148') ?? []), implied]);
  }
  for (const group of (tree['BG-23'] as Values[] | undefined) ?? []) {
    const rate = group['BT-119'];
    if (group['BT-118'] === 'O' && typeof rate === 'string' && canonicalValue(rate) === '0')
      removeOne(values, 'BT-119', '0');
  }
  return values;
}

/**
 * The gross price (BT-148) a line states by definition when it gives the net price (BT-146) and
 * the price discount (BT-147) but no gross price: BT-146 = BT-148 − BT-147 (EN 16931-1).
 * Undefined for any other line.
 */
export function impliedGrossPrice(line: Values): string | undefined {
  const [gross, net, discount] = [line['BT-148'], line['BT-146'], line['BT-147']];
  if (gross !== undefined || typeof net !== 'string' || typeof discount !== 'string')
    return undefined;
  try {
    return canonicalValue(fromString(net).plus(fromString(discount)).toFixed());
  } catch {
    return undefined;
  }
}

/** The EN 16931 terms compared between a source and its conversion. */
export const comparedTerm = (bt: string): boolean => isEnTerm(bt) && !NOT_COMPARED.has(bt);

/** Whether a term has the same values in both documents. */
export function sameTerm(source: DocumentTerms, target: DocumentTerms, bt: string): boolean {
  const a = source.values.get(bt) ?? [];
  const b = target.values.get(bt) ?? [];
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** The XPath of a term in a syntax's binding table, or '' when the table has none. */
function termPath(syntax: 'CII' | 'UBL', bt: string): string {
  try {
    return syntax === 'CII' ? ciiPath(bt) : ublPath(bt);
  } catch {
    return '';
  }
}

/**
 * Each compared term of the source that the target states differently, as a lost term. Undefined
 * when either document is not CII or UBL.
 */
export function termDifferences(
  sourceXml: Uint8Array | string,
  targetXml: Uint8Array | string,
): LostTermInit[] | undefined {
  const source = documentTerms(sourceXml);
  const target = source && documentTerms(targetXml);
  if (!source || !target) return undefined;
  const out: LostTermInit[] = [];
  for (const [bt, values] of source.values) {
    if (!comparedTerm(bt) || sameTerm(source, target, bt)) continue;
    const written = target.values.get(bt) ?? [];
    out.push({
      businessTerm: bt,
      sourcePath: termPath(source.syntax, bt),
      value: values.join(', '),
      reason: written.length
        ? `the target states it as ${written.join(', ')}`
        : 'the target document does not state it',
      ...(written.length ? { writtenValue: written.join(', ') } : {}),
    });
  }
  return out;
}

/** The differences whose term `listed` does not name yet. */
export function unlisted(
  differences: readonly LostTermInit[],
  listed: readonly LostTermInit[],
): LostTermInit[] {
  const named = new Set(listed.map((l) => l.businessTerm));
  return differences.filter((l) => !named.has(l.businessTerm));
}
