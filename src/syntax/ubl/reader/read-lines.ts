/**
 * BG-25 invoice lines (cac:InvoiceLine, cac:CreditNoteLine) from the values of the UBL binding
 * table, every term as written: BT-146 with its base quantity BT-149, gross price and discount
 * (BT-148/147), line allowances and charges (BG-27/28), and BT-131 kept as the stated net
 * amount, so that a difference to what the line's terms compute is reported, never hidden; a
 * negative BT-131 with a positive BT-129 stays so, as in CII (reportStatedNet).
 */
import type { LineInput } from '../../../domain/model.js';
import type { Values } from '../../binding/binding.js';
import type { Dropped } from '../../read/read-result.js';
import { lineTerms, reportOrphanDespatch, reportStatedNet } from '../../read/line-terms.js';
import { dec, defined, list, str } from '../../read/values.js';
import { TOURISM_TAX } from '../../../domain/vat-breakdown.js';
import { isHrOutOfScope } from '../binding/index.js';

const hrOutOfScope = (name: string | undefined) => (isHrOutOfScope(name) ? name : undefined);

/**
 * What UBL lines carry beyond EN 16931: PINT ibt-185/186, PINT AE BTAE-09, the commodity code (AE
 * BTAE-13) and PINT MY's tourism tax (a second category TTX, whose amount is the line's tax total).
 */
function pintLineTerms(v: Values): Partial<LineInput> {
  const classifications = list(v, 'BT-158/classification');
  return defined({
    tourismTaxAmount:
      str(v, 'line/tourism-tax-category') === TOURISM_TAX ? dec(v, 'line/tax-amount') : undefined,
    exemptionReasonCode: str(v, 'line/exemption-code'),
    exemptionReason: str(v, 'line/exemption-reason'),
    reverseChargeGoodsType: classifications.map((c) => str(c, 'line/nature-code')).find(Boolean),
    // PINT OM states goods or services (BTOM-019) in ItemSpecificationDocumentReference.
    commodityCode:
      classifications.map((c) => str(c, 'line/commodity-code')).find(Boolean) ??
      str(v, 'line/item-type'),
    industryClassificationCode: str(v, 'line/industry-code'), // PINT OM BTOM-033
    // HR-CIUS HR-BT-12 of a line out of the VAT base (HR:E and HR:O follow from BT-151).
    hrTaxCategory: hrOutOfScope(str(v, 'line/tax-category-name')),
    // The line's tax scheme as stated; readUbl keeps it only when not the document's (CIUS-PT BOL).
    taxScheme: str(v, 'line/tax-scheme'),
  });
}

/** One BG-25; `where` names it in reports ("InvoiceLine[2]"). */
export function readLine(
  v: Values,
  position: number,
  where: string,
  dropped: Dropped[],
): LineInput {
  const line: LineInput = { ...lineTerms(v, position), ...pintLineTerms(v) };
  reportStatedNet(line, `${where}/LineExtensionAmount`, dropped);
  reportOrphanDespatch(line, `${where}/DespatchLineReference`, dropped);
  return line;
}
