/**
 * writeCii(): a calculated invoice as UN/CEFACT CII D16B (rsm:CrossIndustryInvoice) for one
 * profile and flavour. The builders lay out every element in XSD sequence order; the mapping
 * table's profile mask decides which of them the profile emits; xmlbuilder2 serialises.
 */
import type { CalculatedInvoice } from '../../../domain/model.js';
import { ciiProfileSettings, type CiiFlavour, type CiiWriterProfile } from '../../../formats/cii-profiles.js';
import { termsOf } from './cii-mapping.js';
import { headerAgreement } from './write-agreement.js';
import { documentContext, exchangedDocument } from './write-header.js';
import { lineItem } from './write-lines.js';
import { headerDelivery, headerSettlement } from './write-settlement.js';
import { group, prune, serialise } from './xml-node.js';

/** The CII D16B namespaces, with their conventional prefixes. */
export const CII_NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
} as const;

/** Options of writeCii. */
export interface CiiWriteOptions {
  /** The profile (element mask and BT-24). */
  profile: CiiWriterProfile;
  /** zugferd, facturx and cii write the same XML; xrechnung switches to XRechnung 3.0. */
  flavour: CiiFlavour;
}

/** Writes the invoice as a CII XML string (UTF-8 declaration, pretty-printed, deterministic). */
export function writeCii(inv: CalculatedInvoice, opts: CiiWriteOptions): string {
  const settings = ciiProfileSettings(opts.profile, opts.flavour);
  const tree = group('rsm:CrossIndustryInvoice', undefined, [
    documentContext(settings),
    exchangedDocument(inv),
    group('rsm:SupplyChainTradeTransaction', undefined, [
      ...inv.lines.map(lineItem),
      headerAgreement(inv, settings),
      headerDelivery(inv),
      headerSettlement(inv, settings),
    ]),
  ]);
  return serialise(prune(tree, termsOf(settings.profile))!, CII_NAMESPACES);
}
