/**
 * BT-46 buyer identifiers where the target's rules bound them. The CII writer states an
 * identifier without a scheme as ram:ID and one with a scheme as ram:GlobalID (party-values.ts);
 * the Factur-X rules allow the buyer one ram:ID (FX-SCH-A-000163) and, below EXTENDED, one
 * ram:GlobalID (FX-SCH-A-000164). The CEN CII and EXTENDED-CTC-FR rules set no bound; UBL has
 * one identifier in all (UBL-SR-16, format-carriage.ts). What has no room is refused by index
 * with NOT_CARRIED (convert lists it as lost), not left to the official rules' 422.
 */
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';

export function checkBuyerIdentifierRoom(ctx: CheckContext): void {
  const ids = ctx.invoice.buyer?.identifiers ?? [];
  const facturx = ctx.row?.ruleSetIds.filter((id) => id.startsWith('facturx-')) ?? [];
  if (ctx.syntax !== 'cii' || ids.length < 2 || facturx.length === 0) return;
  const globalIdsBounded = !facturx.includes('facturx-extended');
  const seen = { plain: 0, global: 0 };
  ids.forEach((id, i) => {
    const global = id.scheme.trim() !== '';
    const nth = global ? ++seen.global : ++seen.plain;
    if (nth < 2 || (global && !globalIdsBounded)) return;
    const path = `$.invoice.buyer.identifiers[${i}]`;
    if (ctx.out.has(path)) return;
    ctx.out.add(
      path,
      IssueCode.NOT_CARRIED,
      global
        ? `${ctx.row!.label} takes one buyer identifier with a scheme (BT-46 ram:GlobalID, FX-SCH-A-000164): leave the others out, or generate it with profile extended`
        : `${ctx.row!.label} takes one buyer identifier without a scheme (BT-46 ram:ID, FX-SCH-A-000163): give the others their scheme (ISO/IEC 6523), or leave them out`,
    );
  });
}
