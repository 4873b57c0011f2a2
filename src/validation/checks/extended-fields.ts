/**
 * Factur-X EXTENDED fields with no EN 16931 term, as the official EXTENDED samples state them:
 * the document's name (ExchangedDocument/Name), a note's content code (IncludedNote/ContentCode),
 * the sales order's date (SellerOrderReferencedDocument/FormattedIssueDateTime), the delivery note
 * of the document and of a line with its line and date (DeliveryNoteReferencedDocument), a line's
 * quotation with its line and date (QuotationReferencedDocument), the test
 * indicator (TestIndicator), the invoicee (InvoiceeTradeParty), the payee's address
 * (PayeeTradeParty/PostalTradeAddress), what EXTENDED adds to the deliver-to party (department,
 * electronic address, VAT id), a line's number of packages with their type (PackageQuantity), the
 * products its item is made of (values: included-products.ts), its item's instances by batch and
 * serial number (IndividualTradeProductInstance), a line's deliver-to party
 * (ShipToTradeParty; values as BG-13's: document-term-checks.ts) and the payment terms' cash
 * discount and penalty (values: payment-terms-adjustments.ts). Their one place is CII at profile
 * extended (cii, facturx, zugferd): the EN 16931 CII rules and the EXTENDED-CTC-FR ones warn
 * against each element (CII-SR-028, 107, 175, 335 …) and UBL has none. Elsewhere NOT_CARRIED,
 * never dropped; FatturaPA warns instead (fatturapa-carriage.ts), KSeF refuses what it has no
 * place for (ksef-carriage.ts). Where carried, the dates are calendar dates beside the reference
 * they date.
 */
import { isCalendarDate } from '../../domain/codelists/calendar-date.js';
import { UNIT_CODES_SET } from '../../domain/codelists/index.js';
import { blank, writtenCiiProfile, type CheckContext } from './context.js';
import { DEFAULT_NUMBER_BOUNDS, decimalsOf, powerOfTen } from './number-bounds.js';
import { IssueCode } from './issues.js';
import { checkTermsAdjustments, termsAdjustments } from './payment-terms-adjustments.js';
import { checkIncludedProducts } from './included-products.js';

/** One field set: its JSON path, its value, what it is. */
type Field = readonly [path: string, value: string, what: string];

/** A date field: its JSON path, its value, the reference it dates and that field's name. */
type Dated = readonly [path: string, date: string, reference: string, referenceField: string];

const PLACE =
  'generate it as cii, facturx or zugferd with profile extended, or leave the field out';

/** The fields of the request that only Factur-X EXTENDED carries. */
function extendedFields(inv: CheckContext['invoice']): Field[] {
  const fields: Field[] = [
    ['$.invoice.document_name', inv.documentName, 'the document name (ExchangedDocument/Name)'],
    ['$.invoice.sales_order_date', inv.salesOrderDate, "the sales order's date"],
    ['$.invoice.delivery_note_reference', inv.deliveryNoteReference, 'a delivery note'],
    ['$.invoice.delivery_note_date', inv.deliveryNoteDate, "a delivery note's date"],
    ['$.invoice.test_indicator', inv.testIndicator ? 'true' : '', 'the test indicator'],
    ['$.invoice.payee.address', inv.payee?.address ? 'set' : '', "the payee's address"],
    ['$.invoice.invoicee', inv.invoicee ? 'set' : '', 'the invoicee (InvoiceeTradeParty)'],
    [
      '$.invoice.delivery.department',
      inv.delivery?.department ?? '',
      "the deliver-to contact's department",
    ],
    [
      '$.invoice.delivery.electronic_address',
      inv.delivery?.electronicAddress ?? '',
      "the deliver-to party's electronic address",
    ],
    [
      '$.invoice.delivery.vat_id',
      inv.delivery?.vatId ?? '',
      "the deliver-to party's VAT identifier",
    ],
    // A further term's own are refused with it (format-carriage.ts, EXTENDED_REPEATS).
    ...termsAdjustments(inv)
      .filter(([path]) => !path.includes('further_terms'))
      .map(([path]): Field => [path, 'set', "a payment term's cash discount or penalty"]),
  ];
  inv.invoiceNotes.forEach((n, i) =>
    fields.push([
      `$.invoice.invoice_notes[${i}].content_code`,
      n.contentCode,
      "a note's content code (IncludedNote/ContentCode)",
    ]),
  );
  inv.items.forEach((item, i) => {
    const at = `$.invoice.items[${i}]`;
    fields.push(
      [`${at}.delivery_note_reference`, item.deliveryNoteReference, "a line's delivery note"],
      [`${at}.delivery_note_line`, item.deliveryNoteLine, "the line of a line's delivery note"],
      [`${at}.delivery_note_date`, item.deliveryNoteDate, "the date of a line's delivery note"],
      [`${at}.quotation_reference`, item.quotationReference, "a line's quotation"],
      [`${at}.quotation_line`, item.quotationLine, "the line of a line's quotation"],
      [`${at}.quotation_date`, item.quotationDate, "the date of a line's quotation"],
      [`${at}.package_quantity`, item.packageQuantity?.toString() ?? '', 'a number of packages'],
      [`${at}.package_unit`, item.packageUnit, 'a package type'],
      [
        `${at}.delivery`,
        item.delivery ? 'set' : '',
        "a line's deliver-to party (ShipToTradeParty)",
      ],
      [
        `${at}.included_products`,
        item.includedProducts.length ? 'set' : '',
        'the products the item is made of (IncludedReferencedProduct)',
      ],
      [
        `${at}.product_instances`,
        item.productInstances.length ? 'set' : '',
        "the item's instances (IndividualTradeProductInstance)",
      ],
    );
  });
  return fields.filter(([, value]) => !blank(value));
}

/** The dates of the request's EXTENDED references, each beside the reference it dates. */
function datedFields(inv: CheckContext['invoice']): Dated[] {
  return [
    [
      '$.invoice.sales_order_date',
      inv.salesOrderDate,
      inv.salesOrderReference,
      'sales_order_reference',
    ],
    [
      '$.invoice.delivery_note_date',
      inv.deliveryNoteDate,
      inv.deliveryNoteReference,
      'delivery_note_reference',
    ],
    ...inv.items.flatMap((item, i): Dated[] => [
      [
        `$.invoice.items[${i}].delivery_note_date`,
        item.deliveryNoteDate,
        item.deliveryNoteReference,
        'delivery_note_reference',
      ],
      [
        `$.invoice.items[${i}].delivery_note_line`,
        item.deliveryNoteLine,
        item.deliveryNoteReference,
        'delivery_note_reference',
      ],
      [
        `$.invoice.items[${i}].quotation_date`,
        item.quotationDate,
        item.quotationReference,
        'quotation_reference',
      ],
      [
        `$.invoice.items[${i}].quotation_line`,
        item.quotationLine,
        item.quotationReference,
        'quotation_reference',
      ],
    ]),
  ];
}

/** Refuses the EXTENDED fields where the target has no place; checks their values where it has. */
export function checkExtendedFields(ctx: CheckContext): void {
  if (ctx.syntax === 'none' || ctx.syntax === 'fatturapa' || ctx.syntax === 'ksef') return;
  const profile = ctx.syntax === 'cii' ? writtenCiiProfile(ctx) : undefined;
  if (profile !== 'extended') {
    const target = profile ? `profile ${profile}` : `format ${ctx.format}`;
    for (const [path, , what] of extendedFields(ctx.invoice))
      if (!ctx.out.has(path))
        ctx.out.add(
          path,
          IssueCode.NOT_CARRIED,
          `${target} has no place for ${what}, a Factur-X EXTENDED field: ${PLACE}`,
        );
    return;
  }
  checkPackages(ctx);
  checkTermsAdjustments(ctx);
  checkIncludedProducts(ctx);
  checkProductInstances(ctx);
  for (const [path, value, reference, referenceField] of datedFields(ctx.invoice)) {
    if (blank(value) || ctx.out.has(path)) continue;
    const isDate = path.endsWith('_date');
    if (isDate && !isCalendarDate(value.trim()))
      ctx.out.add(
        path,
        IssueCode.INVALID_FORMAT,
        `${value} is not a calendar date`,
        'YYYY-MM-DD, a real calendar date',
      );
    else if (blank(reference))
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        `${path.split('.').pop()} belongs to the document ${referenceField} names: give the reference, or leave it out`,
      );
  }
}

/** An instance of a line's item states its batch or its serial number (an empty one says nothing). */
function checkProductInstances(ctx: CheckContext): void {
  ctx.invoice.items.forEach((item, i) =>
    item.productInstances.forEach((p, j) => {
      const at = `$.invoice.items[${i}].product_instances[${j}]`;
      if (blank(p.batchId) && blank(p.serialId) && !ctx.out.has(at))
        ctx.out.add(
          at,
          IssueCode.REQUIRED,
          'an instance of the item states its batch_id or its serial_id',
          'e.g. { "serial_id": "123456789" }',
        );
    }),
  );
}

/** A line's number of packages: positive and bounded as a quantity; its type, required, a Rec 21 code beside it. */
function checkPackages(ctx: CheckContext): void {
  const bound = DEFAULT_NUMBER_BOUNDS.quantity;
  ctx.invoice.items.forEach((item, i) => {
    const at = `$.invoice.items[${i}]`;
    const quantity = item.packageQuantity;
    if (
      quantity !== undefined &&
      !ctx.out.has(`${at}.package_quantity`) &&
      (!Number.isFinite(quantity) ||
        quantity <= 0 ||
        quantity >= bound.maxAbs ||
        decimalsOf(quantity) > bound.maxDecimals)
    )
      ctx.out.add(
        `${at}.package_quantity`,
        IssueCode.OUT_OF_RANGE,
        `package_quantity must be above 0 and less than ${powerOfTen(bound.maxAbs)} with at most ${bound.maxDecimals} decimals`,
      );
    const unit = item.packageUnit.trim().toUpperCase();
    if (ctx.out.has(`${at}.package_unit`)) return;
    // The XSD's PackageQuantity states its package type (@unitCode required).
    if (!unit && quantity !== undefined)
      ctx.out.add(
        `${at}.package_unit`,
        IssueCode.REQUIRED,
        'package_quantity needs its package type: a UN/ECE Recommendation 21 code (e.g. XCT carton, XBO bottle)',
        'e.g. XCT',
      );
    if (!unit) return;
    if (quantity === undefined)
      ctx.out.add(
        `${at}.package_unit`,
        IssueCode.INVALID_VALUE,
        'package_unit is the type of package_quantity: give package_quantity, or leave it out',
      );
    else if (!UNIT_CODES_SET.has(unit))
      ctx.out.add(
        `${at}.package_unit`,
        IssueCode.INVALID_CODE,
        `package type ${unit} is not a UN/ECE Recommendation 21 code (e.g. XCT carton, XBO bottle)`,
      );
  });
}
