/**
 * BG-24 additional supporting documents as both bound syntaxes read them (CII
 * ram:AdditionalReferencedDocument with type 916, UBL cac:AdditionalDocumentReference).
 *
 * An embedded document (BT-125) that is empty — an `AttachmentBinaryObject` or
 * `EmbeddedDocumentBinaryObject` with its MIME code (BT-125-1) and filename (BT-125-2) but no
 * content, as some official ZUGFeRD samples have — carries nothing to embed. Its MIME code and
 * filename describe no content, so they are reported dropped (and listed lost by convert) instead
 * of returned: an invoice JSON
 * naming a file without its content is refused by generate (REQUIRED content_base64), and a
 * retrieved document must regenerate. The reference itself (BT-122, BT-123, BT-124) is kept.
 */
import type { Values } from '../binding/binding.js';
import type { Attachment } from '../../domain/model.js';
import type { Dropped } from './read-result.js';
import { defined, list, str } from './values.js';

/**
 * A related document (UNTDID 1001 916): what every supporting document is, stated or not (CII
 * writes it, EN 16931 UBL never): no information of its own.
 */
export const RELATED_DOCUMENT_TYPE = '916';

/**
 * The type codes of an AdditionalDocumentReference that name another term than a supporting
 * document, with the invoice JSON field that carries it: one such beyond the rows that read them
 * is reported (read-ubl.ts), and refused as a supporting document's type code.
 */
export const OTHER_TERM_TYPES: Readonly<Record<string, { term: string; field: string }>> = {
  '130': { term: 'the invoiced object (BT-18)', field: 'invoiced_object' },
  '50': { term: 'the project (BT-11)', field: 'project_reference' },
};

/** The other term a type code names, if it names one (own keys only: no Object.prototype name). */
export function otherTermType(
  code: string | undefined,
): { term: string; field: string } | undefined {
  return code && Object.hasOwn(OTHER_TERM_TYPES, code) ? OTHER_TERM_TYPES[code] : undefined;
}

/** A supporting document's own type code: neither the related document's nor another term's. */
export function ownTypeCode(code: string | undefined): string | undefined {
  return code && code !== RELATED_DOCUMENT_TYPE && !otherTermType(code) ? code : undefined;
}

/**
 * The document's supporting documents; `binaryPath(i)` is the source path of the i-th one's
 * embedded binary object, for the report of an empty one.
 */
export function attachmentsOf(
  v: Values,
  dropped: Dropped[],
  binaryPath: (i: number) => string,
): Attachment[] {
  return list(v, 'BG-24').map((a, i) => {
    const content = str(a, 'BT-125')?.replace(/\s+/g, '');
    const mimeCode = str(a, 'BT-125-1');
    const filename = str(a, 'BT-125-2');
    const typeCode = str(a, 'BG-24/type');
    const empty = !content && (mimeCode !== undefined || filename !== undefined);
    if (empty)
      for (const [bt, attribute, value] of [
        ['BT-125-1', 'mimeCode', mimeCode],
        ['BT-125-2', 'filename', filename],
      ] as const)
        if (value)
          dropped.push({
            bt,
            path: `${binaryPath(i)}/@${attribute}`,
            value,
            reason:
              'the attached document (BT-125) is empty: a MIME code and a filename are stated only with content',
          });
    return defined({
      id: str(a, 'BT-122') ?? '',
      description: str(a, 'BT-123'),
      url: str(a, 'BT-124'),
      contentBase64: content || undefined,
      mimeCode: empty ? undefined : mimeCode,
      filename: empty ? undefined : filename,
      // UBL PINT: the UUID, and the type (916, a related document, is what every one is).
      uuid: str(a, 'BG-24/uuid'),
      typeCode: ownTypeCode(typeCode),
      documentType: str(a, 'BG-24/document-type'),
    });
  });
}
