/**
 * The raw bodies a document to read may come in (retrieve, convert): PDF, XML, a signed file
 * (application/pkcs7-mime, a CAdES .p7m), or any bytes. The adapters accept them and the OpenAPI
 * document describes them from this one list.
 */
export const DOCUMENT_MEDIA = [
  'application/pdf',
  'application/xml',
  'text/xml',
  'application/pkcs7-mime',
  'application/octet-stream',
] as const;

/** The content types a request may name (content_type); the others are detected from the bytes. */
export const declaredType = (media: string): string =>
  ['application/pdf', 'application/xml', 'text/xml'].includes(media) ? media : '';
