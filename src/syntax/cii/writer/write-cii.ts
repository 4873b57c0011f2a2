/**
 * writeCii(): a calculated invoice as UN/CEFACT CII D16B (rsm:CrossIndustryInvoice) for one
 * profile and flavour. The invoice becomes values keyed by the ids of the CII binding table; the
 * table lays the elements out in XSD order and its profile ranks decide what the profile writes.
 */
import type { CalculatedInvoice } from '../../../domain/model.js';
import {
  ciiProfileSettings,
  type CiiFlavour,
  type CiiWriterProfile,
} from '../../../formats/cii-profiles.js';
import type { Values } from '../../binding/binding.js';
import { writeBinding } from '../../binding/write-binding.js';
import { CII_BINDING, CII_NS, PROJECT_NAME, PROFILE_RANK } from '../binding/cii-binding.js';
import { date102 } from './cii-format.js';
import { linesValues } from './line-values.js';
import {
  buyerValues,
  deliverToValues,
  sellerValues,
  taxRepresentativeValues,
} from './party-values.js';
import { settlementValues } from './settlement-values.js';

/** The CII D16B namespaces, with their conventional prefixes. */
export const CII_NAMESPACES = CII_NS;

/** Options of writeCii. */
export interface CiiWriteOptions {
  /** The profile (element mask and BT-24). */
  profile: CiiWriterProfile;
  /** zugferd, facturx and cii write the same XML; xrechnung switches to XRechnung 3.0. */
  flavour: CiiFlavour;
}

/** The values of the whole document. */
export function ciiValues(inv: CalculatedInvoice, opts: CiiWriteOptions): Values {
  const settings = ciiProfileSettings(opts.profile, opts.flavour);
  const notes = [
    ...(inv.note ? [{ 'BT-22': inv.note }] : []),
    ...(inv.additionalNotes ?? []).map((n) => ({
      'BT-22': n.text,
      'BT-21': n.subjectCode,
      'BG-1/content-code': n.contentCode, // Factur-X EXTENDED
    })),
  ];
  const attachments = (inv.attachments ?? []).map((a) => ({
    'BT-122': a.id,
    'BT-124': a.url,
    'BT-123': a.description,
    'BT-125': a.contentBase64,
    'BT-125-1': a.contentBase64 ? a.mimeCode : undefined,
    'BT-125-2': a.contentBase64 ? a.filename : undefined,
  }));
  const v: Values = {
    'BT-23': settings.businessProcess ?? inv.businessProcess,
    'BT-24': settings.guidelineId,
    'BT-1': inv.number,
    'doc/document-name': inv.documentName, // Factur-X EXTENDED (extended-fields.ts)
    'doc/test-indicator': inv.testIndicator ? 'true' : undefined, // Factur-X EXTENDED
    'BT-3': inv.typeCode,
    'BT-2': date102(inv.issueDate),
    'BG-1': notes.length ? notes : undefined,
    'BG-25': linesValues(inv),
    'BT-10': inv.buyerReference,
    'BG-4': sellerValues(inv.seller, settings),
    'BG-7': buyerValues(inv.buyer, settings),
    'BG-11': taxRepresentativeValues(inv),
    // EXTENDED-CTC-FR, EXTENDED: the document-level INCOTERMS (the carriage check keeps them there).
    'doc/delivery-terms': inv.incoterms,
    'doc/delivery-terms-location': inv.incoterms && inv.incotermsLocation,
    'BT-14': inv.salesOrderReference,
    'doc/sales-order-date': inv.salesOrderReference ? date102(inv.salesOrderDate) : undefined,
    'BT-13': inv.purchaseOrderReference,
    'EXT-FR-FE-197': inv.purchaseOrderReference ? date102(inv.purchaseOrderDate) : undefined,
    'BT-12': inv.contractReference,
    'EXT-FR-FE-199': inv.contractReference ? date102(inv.contractDate) : undefined,
    'BG-24': attachments.length ? attachments : undefined,
    'BT-17/document': inv.tenderReference ? { 'BT-17': inv.tenderReference } : undefined,
    'BT-18/document': inv.invoicedObject
      ? { 'BT-18': inv.invoicedObject.id, 'BT-18-1': inv.invoicedObject.scheme }
      : undefined,
    'EXT-FurtherInvoicedObject': inv.furtherInvoicedObjects?.map((o) => ({
      'EXT-FurtherInvoicedObject-ID': o.id,
      'EXT-FurtherInvoicedObject-Scheme': o.scheme,
    })),
    'BT-11': inv.projectReference,
    // The XSD requires the project's name beside its id.
    'doc/project-name': inv.projectReference && (inv.projectName ?? PROJECT_NAME),
    'BG-13': deliverToValues(inv),
    'BT-72': date102(inv.deliveryDate),
    'BT-16': inv.despatchAdviceReference,
    'EXT-FR-FE-198': inv.despatchAdviceReference ? date102(inv.despatchAdviceDate) : undefined,
    // EXT-FR-FE-141 of the document: EXTENDED-CTC-FR only (Factur-X EXTENDED marks LineID unused).
    'doc/despatch-advice-line':
      inv.despatchAdviceReference && settings.profile === 'extended_ctc_fr'
        ? inv.despatchAdviceLine
        : undefined,
    'BT-15': inv.receivingAdviceReference,
    // Factur-X EXTENDED: the delivery note and its date.
    'doc/delivery-note': inv.deliveryNoteReference,
    'doc/delivery-note-date': inv.deliveryNoteReference ? date102(inv.deliveryNoteDate) : undefined,
    ...settlementValues(inv, settings),
  };
  return v;
}

/** Writes the invoice as a CII XML string (UTF-8 declaration, pretty-printed, deterministic). */
export function writeCii(inv: CalculatedInvoice, opts: CiiWriteOptions): string {
  const settings = ciiProfileSettings(opts.profile, opts.flavour);
  return writeBinding(CII_BINDING, ciiValues(inv, opts), PROFILE_RANK[settings.profile]);
}
