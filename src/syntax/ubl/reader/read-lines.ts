/**
 * BG-25 invoice lines (cac:InvoiceLine, cac:CreditNoteLine) from the values of the UBL binding
 * table, every term as written: BT-146 with its base quantity BT-149, gross price and discount
 * (BT-148/147), line allowances and charges (BG-27/28), and BT-131 kept as the stated net
 * amount, so that a difference to what the line's terms compute is reported, never hidden; a
 * negative BT-131 with a positive BT-129 stays so, as in CII (reportStatedNet).
 */
import type { LineInput, LineSeller } from '../../../domain/model.js';
import type { Values } from '../../binding/binding.js';
import type { Dropped } from '../../read/read-result.js';
import {
  lineSellerOf,
  lineTerms,
  reportOrphanDespatch,
  reportStatedNet,
  sellerGlobalId,
} from '../../read/line-terms.js';
import { date, dec, defined, identifier, list, obj, str } from '../../read/values.js';
import { TOURISM_TAX } from '../../../domain/vat-breakdown.js';
import { isHrOutOfScope } from '../binding/index.js';

const hrOutOfScope = (name: string | undefined) => (isHrOutOfScope(name) ? name : undefined);

/**
 * What UBL lines carry beyond EN 16931: PINT ibt-185/186, PINT AE BTAE-09, the commodity code (AE
 * BTAE-13) and PINT MY's tourism tax (a second category TTX, whose amount is the line's tax total).
 */
function pintLineTerms(v: Values): Partial<LineInput> {
  const classifications = list(v, 'BT-158/classification');
  const tourism = str(v, 'line/tourism-tax-category') === TOURISM_TAX;
  // ibg-36: the line's document references (the binding has the row in PINT only).
  const references = list(v, 'line/document-references').flatMap((r) => {
    const id = str(r, 'line/document-reference');
    return id
      ? [
          defined({
            id,
            typeCode: str(r, 'line/document-reference-type'),
            scheme: str(r, 'line/document-reference-scheme'),
          }),
        ]
      : [];
  });
  return defined({
    documentReferences: references.length ? references : undefined,
    tourismTaxAmount: tourism ? dec(v, 'line/tax-amount') : undefined,
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

/**
 * What UBL EXTENDED-CTC-FR lines carry for line groups and multi-vendor invoices: the status
 * EXT-FR-FE-163 (the parent line EXT-FR-FE-162 is a line term), the line seller EXT-FR-FE-164 to
 * 177, a sub-invoice's VAT total EXT-FR-FE-181 / 182 as stated and its preceding invoice
 * EXT-FR-FE-136 / 138. readUbl keeps them to that profile.
 */
export function frLineTerms(v: Values): Partial<LineInput> {
  const status = str(v, 'EXT-LineStatusReasonCode');
  const tourism = str(v, 'line/tourism-tax-category') === TOURISM_TAX;
  const preceding = obj(v, 'line/preceding-invoice');
  const number = preceding && str(preceding, 'EXT-FR-FE-136');
  const further = list(v, 'line/further-objects')
    .map((o) => identifier(o, 'line/further-object', 'line/further-object-scheme'))
    .filter((o) => o !== undefined);
  return defined({
    furtherObjectIdentifiers: further.length ? further : undefined,
    lineStatus:
      status === 'DETAIL' || status === 'GROUP' || status === 'INFORMATION' ? status : undefined,
    seller: lineSeller(obj(v, 'line/seller')),
    statedVatTotal: tourism ? undefined : dec(v, 'line/tax-amount'),
    taxCurrencyVatTotal: dec(v, 'EXT-FR-FE-182'),
    precedingInvoice: number
      ? defined({ number, date: date(preceding, 'EXT-FR-FE-138') })
      : undefined,
  });
}

/** EXTENDED-CTC-FR ManufacturerParty (EXT-FR-FE-164 name, 167 legal id, 177 country). */
const lineSeller = (v: Values | undefined): LineSeller | undefined =>
  lineSellerOf(v, (x) => list(x, 'line/seller-ids').map(sellerGlobalId));

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

/**
 * The XRechnung Extension's sub invoice lines of a line (BG-DEX-01, nested to any depth the table
 * binds), each given to `add` as a line of its own right after its parent, naming it
 * (parent_line_id) as an INFORMATION line: only the lines without a parent count in the totals
 * (BR-CO-10 sums cac:InvoiceLine), a sub-line details its parent's amount (BR-DEX-02).
 */
export function readSubLines(
  v: Values,
  parent: LineInput,
  where: string,
  credit: boolean,
  dropped: Dropped[],
  add: (line: LineInput, where: string) => void,
): void {
  const name = credit ? 'SubCreditNoteLine' : 'SubInvoiceLine';
  list(v, 'line/sub-lines').forEach((item, i) => {
    const at = `${where}/${name}[${i + 1}]`;
    const line = readLine(item, i + 1, at, dropped);
    // The EXTENDED-CTC-FR terms are no XRechnung Extension's: reported as any other profile's.
    takeFrLineTerms(line, item, false, at, dropped);
    line.parentLineId = parent.id;
    line.lineStatus = 'INFORMATION';
    add(line, at);
    readSubLines(item, line, at, credit, dropped, add);
  });
}

/** The JSON fields of frLineTerms with their terms, for what another profile states of them. */
const FR_LINE_TERMS = [
  ['furtherObjectIdentifiers', 'BT-128', 'DocumentReference[2]'],
  ['lineStatus', 'EXT-FR-FE-163', 'BillingReference'],
  ['parentLineId', 'EXT-FR-FE-162', 'BillingReference/BillingReferenceLine/ID'],
  ['seller', 'EXT-FR-FE-164', 'Item/ManufacturerParty'],
  ['taxCurrencyVatTotal', 'EXT-FR-FE-182', 'TaxTotal[2]/TaxAmount'],
  ['precedingInvoice', 'EXT-FR-FE-136', 'BillingReference/InvoiceDocumentReference'],
] as const;

/**
 * A line's EXTENDED-CTC-FR terms: kept in that profile; in another listed as dropped (its rules
 * have no line groups nor sub-invoices) and left out of the line.
 */
export function takeFrLineTerms(
  line: LineInput,
  v: Values,
  extFr: boolean,
  where: string,
  dropped: Dropped[],
): void {
  const fr = frLineTerms(v);
  if (extFr) {
    Object.assign(line, fr);
    return;
  }
  const given: Partial<LineInput> = { ...fr, parentLineId: line.parentLineId };
  delete line.parentLineId;
  for (const [field, bt, path] of FR_LINE_TERMS) {
    const value = given[field];
    if (value === undefined) continue;
    dropped.push({
      bt,
      path: `${where}/${path}`,
      value: typeof value === 'object' ? JSON.stringify(value) : String(value),
      reason: 'line groups and sub-invoices are read in UBL EXTENDED-CTC-FR only',
    });
  }
}
