/**
 * PINT ibg-36, a line's further document references (items[].document_references: ibt-188 with
 * its type ibt-189). EN 16931 has no such term: a UBL line's cac:DocumentReference is its
 * invoiced object BT-128 (type 130) alone. The PINT rule sets have a place for them
 * (UblProfile.lineDocumentReferences) beside the invoiced object, but PINT EU
 * (PEPPOL-EN16931-R101) and PINT A-NZ (aligned-ibrp-060). Elsewhere
 * NOT_CARRIED, naming that place; FatturaPA writes without them and warns
 * (fatturapa-carriage.ts), KSeF has no place (ksef-carriage.ts).
 */
import { pintUblProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** The invoiced object's type code (UNTDID 1001): BT-128, object_identifier. */
const INVOICED_OBJECT = '130';

/** A UNTDID 1001 code as written: letters and digits, no space. */
const TYPE_CODE = /^[A-Za-z0-9]+$/;

/** Refuses line document references where the target has no place for them, and wrong types. */
export function checkLineDocumentReferences(ctx: CheckContext): void {
  if (ctx.syntax === 'none' || ctx.syntax === 'fatturapa' || ctx.syntax === 'ksef') return;
  const place = pintUblProfile(ctx)?.lineDocumentReferences;
  ctx.invoice.items.forEach((item, i) => {
    const base = `$.invoice.items[${i}].document_references`;
    if (item.documentReferences.length === 0 || ctx.out.has(base)) return;
    item.documentReferences.forEach((r, k) => {
      const path = `${base}[${k}].type_code`;
      const type = r.typeCode.trim();
      if (ctx.out.has(path)) return;
      if (type === INVOICED_OBJECT)
        ctx.out.add(
          path,
          IssueCode.INVALID_VALUE,
          'document type 130 is the invoiced object (BT-128): give it as object_identifier, or another type code',
        );
      else if (type && !TYPE_CODE.test(type))
        ctx.out.add(
          path,
          IssueCode.INVALID_FORMAT,
          `a document type code (ibt-189, UNTDID 1001) is letters and digits, e.g. 801: got ${JSON.stringify(r.typeCode)}`,
        );
    });
    if (!place)
      ctx.out.add(
        base,
        IssueCode.NOT_CARRIED,
        `${pintUblProfile(ctx) ? `country_profile ${ctx.countryProfile}` : `format ${ctx.format}`} has no place for a line's further document references (PINT ibg-36; EN 16931 states the invoiced object object_identifier alone${pintUblProfile(ctx) ? ': PEPPOL-EN16931-R101, aligned-ibrp-060' : ''}): generate it as peppol with a PINT country_profile outside the EU and A-NZ, or leave the field out`,
      );
  });
}
