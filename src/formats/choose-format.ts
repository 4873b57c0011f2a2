/**
 * `format: auto`: which format generate would produce for the parties of an invoice, and why.
 * The rules are tried in order; the first that matches wins (the table is in README.md).
 * Countries default to DE (the public API default) before the rules run.
 */
import { DEFAULT_COUNTRY } from '../domain/defaults.js';
import { isFormatId, type FormatId } from './format-registry.js';

/** The party fields the choice looks at (the proto Party satisfies it). */
export interface ChoiceParty {
  country?: string;
  peppolId?: string;
  codiceFiscale?: string;
  codiceDestinatario?: string;
  pec?: string;
}

/** The request fields the choice looks at (GenerateInvoiceRequest and ValidateInvoiceRequest satisfy it). */
export interface ChoiceRequest {
  format?: string;
  invoice?: { leitwegId?: string; seller?: ChoiceParty; buyer?: ChoiceParty };
}

/** The chosen format and the reason given to the caller (format.format_reason). */
export interface FormatChoice {
  format: FormatId;
  reason: string;
  /** Stable id of the rule that matched (for tests and logs). */
  rule: string;
}

interface Facts {
  seller: ChoiceParty;
  buyer: ChoiceParty;
  sellerCountry: string;
  buyerCountry: string;
  leitwegId: string;
}

interface Rule {
  id: string;
  format: FormatId;
  when: (f: Facts) => boolean;
  reason: (f: Facts) => string;
}

/** The auto rules, in order. */
export const AUTO_RULES: readonly Rule[] = [
  {
    id: 'it-buyer-sdi',
    format: 'fatturapa',
    when: (f) =>
      f.buyerCountry === 'IT' &&
      Boolean(f.buyer.codiceFiscale || f.buyer.codiceDestinatario || f.buyer.pec),
    reason: () =>
      'Italian buyer with codice fiscale, codice destinatario or PEC: FatturaPA through SDI',
  },
  {
    id: 'it-domestic',
    format: 'fatturapa',
    when: (f) => f.sellerCountry === 'IT' && f.buyerCountry === 'IT',
    reason: () => 'Italian seller and Italian buyer: domestic invoices go through SDI as FatturaPA',
  },
  {
    id: 'leitweg-id',
    format: 'xrechnung',
    when: (f) => f.leitwegId !== '',
    reason: () => 'leitweg_id present (German public-sector buyer): XRechnung',
  },
  {
    // France: domestic B2B invoices travel between accredited platforms in the XP Z12-012 formats
    // (Factur-X, CII, UBL) under the BR-FR rules, not over Peppol; a 0225 electronic address is a
    // French platform address, not a Peppol participant.
    id: 'fr-domestic',
    format: 'facturx',
    when: (f) => f.sellerCountry === 'FR' && f.buyerCountry === 'FR',
    reason: () =>
      'French seller and buyer: Factur-X EN16931, checked against the French CTC rules (BR-FR)',
  },
  {
    id: 'peppol-ids',
    format: 'peppol',
    when: (f) => Boolean(f.seller.peppolId && f.buyer.peppolId),
    reason: () => 'seller and buyer both have a Peppol participant id: Peppol BIS Billing 3.0',
  },
  {
    // Belgium: Peppol BIS Billing 3.0 is the B2B default since 1 January 2026 (law of 6 February
    // 2024, Royal Decree of 8 July 2025); see country-mandates.ts.
    id: 'seller-be',
    format: 'peppol',
    when: (f) => f.sellerCountry === 'BE',
    reason: () =>
      'based on seller country BE: Peppol BIS Billing 3.0, the Belgian B2B default since 1 January 2026',
  },
  {
    id: 'seller-fr',
    format: 'facturx',
    when: (f) => f.sellerCountry === 'FR',
    reason: () => 'based on seller country FR: Factur-X',
  },
  {
    id: 'seller-de',
    format: 'zugferd',
    when: (f) => f.sellerCountry === 'DE',
    reason: () => 'based on seller country DE: ZUGFeRD',
  },
  {
    id: 'default',
    format: 'zugferd',
    when: () => true,
    reason: (f) =>
      `no country rule for seller country ${f.sellerCountry}: ZUGFeRD (EN 16931 CII in a PDF/A-3, readable by people and software) is the default`,
  },
];

/** Resolves `format` (auto or empty → the rules; otherwise the requested format). */
export function chooseFormat(req: ChoiceRequest): FormatChoice {
  const requested = req.format ?? '';
  if (requested !== '' && requested !== 'auto' && isFormatId(requested)) {
    return { format: requested, reason: `format ${requested} requested`, rule: 'requested' };
  }
  const seller = req.invoice?.seller ?? {};
  const buyer = req.invoice?.buyer ?? {};
  const facts: Facts = {
    seller,
    buyer,
    sellerCountry: seller.country || DEFAULT_COUNTRY,
    buyerCountry: buyer.country || DEFAULT_COUNTRY,
    leitwegId: req.invoice?.leitwegId ?? '',
  };
  for (const rule of AUTO_RULES) {
    if (rule.when(facts)) return { format: rule.format, reason: rule.reason(facts), rule: rule.id };
  }
  /* c8 ignore next */
  throw new Error('unreachable: the default rule always matches');
}
