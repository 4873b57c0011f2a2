/**
 * The query parameters each GET route reads, by method full name. The public API names them
 * (GET /v1/preview/{transaction_id}.png?page=&dpi=); any other parameter is ignored, so a
 * cache-buster such as `?_=1` works and `?format=ubl` cannot change what a GET does. The OpenAPI
 * document lists the same parameters.
 */
export const QUERY_PARAMETERS: ReadonlyMap<string, readonly string[]> = new Map([
  ['einvoice.v1.InvoiceService.RenderPreview', ['page', 'dpi']],
]);

/** The query parameters of a GET route's method (none when the method reads none). */
export function queryParametersOf(methodFullName: string): readonly string[] {
  return QUERY_PARAMETERS.get(methodFullName) ?? [];
}
