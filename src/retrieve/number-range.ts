/**
 * The numbers of a public invoice that JSON cannot carry. The invoice JSON's amounts, quantities
 * and rates are JSON numbers (doubles); a document may state a decimal beyond ±1.8e308, which its
 * rules accept (xs:decimal has no bound) but which becomes Infinity: retrieve refuses such a
 * document, naming the members, rather than answer with a number that is not the document's.
 */

/** The JSON paths ($.invoice.items[0].unit_price) of the non-finite numbers in `value`. */
export function unrepresentableNumbers(value: unknown, path = '$.invoice'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (Array.isArray(value))
    return value.flatMap((item, i) => unrepresentableNumbers(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, member]) =>
      unrepresentableNumbers(member, `${path}.${key}`),
    );
  return [];
}
