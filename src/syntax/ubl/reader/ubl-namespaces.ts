/**
 * The UBL 2.1 namespaces the reader's paths use; `doc` is bound per document to the Invoice or
 * CreditNote root namespace.
 */
export const UBL_INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
export const UBL_CREDIT_NOTE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';

/** Prefix map for a document whose root is in `rootNs`. */
export function ublNamespaces(rootNs: string) {
  return {
    doc: rootNs,
    cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  } as const;
}
