/** The UBL binding tables and what comes from them: absolute paths and business-term values. */
import type { Document, Element } from '@xmldom/xmldom';
import { bindingPaths, flattenValues, type BindingTable } from '../../binding/binding.js';
import { readBinding } from '../../binding/read-binding.js';
import { ublProfileOfGuideline } from '../../../formats/index.js';
import { acceptingRow, ublCountryProfileOfGuideline } from '../../../formats/format-rows.js';
import { UBL_COUNTRY_UBL_PROFILES } from '../../../formats/ubl-profiles.js';
import { UBL_NS, ublBinding, type UblDocumentKind, type UblTableOptions } from './ubl-binding.js';

export { HR_OUT_OF_SCOPE_SCHEMES, isHrOutOfScope } from './hr-tax-categories.js';
export {
  MAX_SUB_LINE_DEPTH,
  UBL_NS,
  TAX_SCHEME,
  TAX_CURRENCY_TOTAL_WITH_TAX,
  ublBinding,
  type UblDocumentKind,
  type UblTableOptions,
} from './ubl-binding.js';

const tables = new Map<string, BindingTable>();

/** The (cached) table of a document type; PINT MY reads its GST registration as BT-32. */
export function ublTable(kind: UblDocumentKind, opts: UblTableOptions = {}): BindingTable {
  const key = `${kind}/${Boolean(opts.gstIsTaxRegistration)}/${Boolean(opts.billingFrequencyInPeriod)}/${Boolean(opts.hrExtension)}/${Boolean(opts.typedLineObject)}/${Boolean(opts.subInvoiceLines)}`;
  let t = tables.get(key);
  if (!t) tables.set(key, (t = ublBinding(kind, opts)));
  return t;
}

/** The table options of a CustomizationID, as the format registry's profile of it says (PINT MY: BT-32 is the GST TIN; PINT AE: the period's DescriptionCode is BTAE-06). */
export function tableOptionsOf(customizationId: string | undefined): UblTableOptions {
  const profile = ublProfileOfGuideline(customizationId);
  const national = ublCountryProfileOfGuideline(customizationId);
  return {
    gstIsTaxRegistration: Boolean(profile?.taxIdAsPartyId),
    billingFrequencyInPeriod: Boolean(profile?.billingFrequencyInPeriod),
    // HR-CIUS reads the HR extension (HRFISK20Data).
    hrExtension: Boolean(national && UBL_COUNTRY_UBL_PROFILES[national].hrExtension),
    typedLineObject: Boolean(profile?.typedLineObject),
    // The XRechnung Extension reads (and writes) sub invoice lines.
    subInvoiceLines: Boolean(acceptingRow(customizationId ?? '')?.subInvoiceLines),
  };
}

/** The table that reads this document element (Invoice or CreditNote, PINT MY or not). */
export function ublTableFor(root: Element): BindingTable {
  const kind: UblDocumentKind = root.namespaceURI === UBL_NS.creditNote ? 'credit-note' : 'invoice';
  let customization: string | undefined;
  for (let c = root.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 1 && (c as Element).localName === 'CustomizationID') {
      customization = c.textContent ?? undefined;
      break;
    }
  }
  return ublTable(kind, tableOptionsOf(customization));
}

const paths = new Map<BindingTable, ReadonlyMap<string, string>>();

/** The absolute XPath of a row of the invoice (or credit note) table ("BT-27" → "/Invoice/…/cbc:RegistrationName"). */
export function ublPath(id: string, kind: UblDocumentKind = 'invoice'): string {
  const table = ublTable(kind);
  let m = paths.get(table);
  if (!m) paths.set(table, (m = bindingPaths(table)));
  const p = m.get(id);
  if (!p) throw new Error(`no UBL binding for ${id}`);
  return p;
}

/** Every business-term value of a UBL document, by term (canonical decimals, dates as written). */
export function ublTermValues(doc: Document): Map<string, string[]> {
  const root = doc.documentElement as unknown as Element;
  const table = ublTableFor(root);
  return flattenValues(table, readBinding(table, root).values);
}
