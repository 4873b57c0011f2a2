/**
 * A supporting document's (BG-24) terms beyond EN 16931, as PINT documents state them: its UUID
 * (PINT OM BTOM-023), its type code (cbc:DocumentTypeCode, UNTDID 1001) and its type as text
 * (cbc:DocumentType). EN 16931 has none of them: its UBL binding warns on the UUID and the type
 * (UBL-CR-111, UBL-CR-114) and keeps the type code to the invoiced object and the project
 * (UBL-SR-43); CII writes every supporting document as type 916. The PINT rule sets have a place
 * (UblProfile.supportingDocumentUuidAndType, .supportingDocumentTypeCode) but PINT EU and, for
 * the type code, SG and A-NZ (their own forms of UBL-SR-43). Elsewhere NOT_CARRIED, naming that
 * place; FatturaPA writes the document without them and warns (fatturapa-carriage.ts), KSeF has
 * no place for supporting documents at all (ksef-carriage.ts).
 */
import { otherTermType, RELATED_DOCUMENT_TYPE } from '../../syntax/read/attachments.js';
import { blank, pintUblProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** A UNTDID 1001 code as written: letters and digits, no space. */
const TYPE_CODE = /^[A-Za-z0-9]+$/;

/** Refuses the PINT terms of supporting documents where the target has no place for them. */
export function checkSupportingDocumentTerms(ctx: CheckContext): void {
  if (ctx.syntax === 'none' || ctx.syntax === 'fatturapa' || ctx.syntax === 'ksef') return;
  const pint = pintUblProfile(ctx);
  const target = pint ? `country_profile ${ctx.countryProfile}` : `format ${ctx.format}`;
  const elsewhere = 'generate it as peppol with a PINT country_profile';
  ctx.invoice.attachments.forEach((a, i) => {
    const base = `$.invoice.attachments[${i}]`;
    if (ctx.out.has(base)) return;
    const type = a.typeCode.trim();
    const other = otherTermType(type);
    if (type && type !== RELATED_DOCUMENT_TYPE && !ctx.out.has(`${base}.type_code`)) {
      if (other)
        ctx.out.add(
          `${base}.type_code`,
          IssueCode.INVALID_VALUE,
          `document type ${type} is ${other.term}: give it as ${other.field}, or use another type code`,
        );
      else if (!TYPE_CODE.test(type))
        ctx.out.add(
          `${base}.type_code`,
          IssueCode.INVALID_FORMAT,
          `a document type code (UNTDID 1001) is letters and digits, e.g. 914: got ${JSON.stringify(a.typeCode)}`,
        );
      else if (!pint?.supportingDocumentTypeCode)
        ctx.out.add(
          `${base}.type_code`,
          IssueCode.NOT_CARRIED,
          `${target} states no type code of a supporting document (EN 16931 UBL-SR-43 and its PINT EU, SG and A-NZ forms; CII writes 916): ${elsewhere} outside the EU, SG and A-NZ, or leave the field out`,
        );
    }
    if (pint?.supportingDocumentUuidAndType) return;
    for (const [field, value, what] of [
      ['uuid', a.uuid, 'UUID (PINT OM BTOM-023; UBL-CR-111)'],
      ['document_type', a.documentType, 'type as text (UBL-CR-114)'],
    ] as const)
      if (!blank(value) && !ctx.out.has(`${base}.${field}`))
        ctx.out.add(
          `${base}.${field}`,
          IssueCode.NOT_CARRIED,
          `${target} has no place for a supporting document's ${what}: ${elsewhere} other than pint_eu, or leave the field out`,
        );
  });
}
