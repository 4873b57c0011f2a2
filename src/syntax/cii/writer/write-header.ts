/**
 * rsm:ExchangedDocumentContext (BT-23, BT-24) and rsm:ExchangedDocument (BT-1, BT-3, BT-2,
 * BT-22) of a CII invoice.
 */
import type { CalculatedInvoice } from '../../../domain/model.js';
import type { CiiProfileSettings } from '../../../formats/cii-profiles.js';
import { DATE_FORMAT_102, date102 } from './cii-format.js';
import { group, leaf, type XNode } from './xml-node.js';

/** rsm:ExchangedDocumentContext. */
export function documentContext(settings: CiiProfileSettings): XNode {
  return group('rsm:ExchangedDocumentContext', undefined, [
    settings.businessProcess !== undefined &&
      group('ram:BusinessProcessSpecifiedDocumentContextParameter', undefined, [leaf('ram:ID', 'BT-23', settings.businessProcess)]),
    group('ram:GuidelineSpecifiedDocumentContextParameter', undefined, [leaf('ram:ID', 'BT-24', settings.guidelineId)]),
  ]);
}

/** rsm:ExchangedDocument. */
export function exchangedDocument(inv: CalculatedInvoice): XNode {
  return group('rsm:ExchangedDocument', undefined, [
    leaf('ram:ID', 'BT-1', inv.number),
    leaf('ram:TypeCode', 'BT-3', inv.typeCode),
    group('ram:IssueDateTime', 'BT-2', [leaf('udt:DateTimeString', 'BT-2', date102(inv.issueDate), DATE_FORMAT_102)]),
    group('ram:IncludedNote', 'BT-22', [leaf('ram:Content', 'BT-22', inv.note)]),
  ]);
}
