/**
 * writeUbl: the UBL 2.1 writer (Invoice or CreditNote) for every UBL flavour — plain UBL,
 * XRechnung 3.0, Peppol BIS Billing 3.0 and the PINT jurisdictions — from the domain model.
 */
import { create } from 'xmlbuilder2';
import type { CalculatedInvoice } from '../../../domain/model.js';
import { ublProfile, type PintJurisdiction, type UblFlavour, type UblProfile } from '../../../formats/ubl-profiles.js';
import { UBL_NS, type UblContext } from './ubl-context.js';
import { CREDIT_NOTE_TYPE_CODES, UBL_DOCUMENT_MAP } from './ubl-document-map.js';

/** Options of writeUbl; customizationId/profileId/taxScheme override the flavour's defaults. */
export interface WriteUblOptions {
  /** Invoice or CreditNote; by BT-3 (381 and the other credit codes give a credit note) when absent. */
  documentType?: 'invoice' | 'credit-note';
  /** BT-24 (the format registry passes the profile's CustomizationID). */
  customizationId?: string;
  /** BT-23. */
  profileId?: string;
  /** Overrides the profile's tax scheme (the public tax_scheme field). */
  taxScheme?: 'VAT' | 'GST';
  flavour: UblFlavour;
  pintJurisdiction?: PintJurisdiction;
}

/** Resolves the profile with the caller's overrides applied. */
export function resolveUblProfile(opts: WriteUblOptions): UblProfile {
  const p = ublProfile(opts.flavour, opts.pintJurisdiction);
  if (!opts.customizationId && !opts.profileId && !opts.taxScheme) return p;
  return {
    ...p,
    customizationId: opts.customizationId ?? p.customizationId,
    profileId: opts.profileId ?? p.profileId,
    taxScheme: opts.taxScheme ?? p.taxScheme,
  };
}

/** Writes the invoice as a UBL 2.1 Invoice or CreditNote document (UTF-8 XML string). */
export function writeUbl(inv: CalculatedInvoice, opts: WriteUblOptions): string {
  const profile = resolveUblProfile(opts);
  const credit = opts.documentType ? opts.documentType === 'credit-note' : CREDIT_NOTE_TYPE_CODES.has(inv.typeCode);
  const ctx: UblContext = {
    inv,
    credit,
    profile,
    taxScheme: opts.taxScheme ?? (inv.taxScheme === 'GST' || inv.taxScheme === 'VAT' ? inv.taxScheme : profile.taxScheme),
    currency: inv.currency,
  };
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    credit ? UBL_NS.creditNote : UBL_NS.invoice,
    credit ? 'CreditNote' : 'Invoice',
    { 'xmlns:cac': UBL_NS.cac, 'xmlns:cbc': UBL_NS.cbc },
  );
  const docType = credit ? 'credit-note' : 'invoice';
  for (const entry of UBL_DOCUMENT_MAP) {
    if (!entry.only || entry.only === docType) entry.write(root, ctx);
  }
  return root.end({ prettyPrint: false });
}
