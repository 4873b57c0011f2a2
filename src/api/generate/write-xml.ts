/**
 * Writes the e-invoice XML(s) of a planned document from the calculated invoice: one writer per
 * syntax, chosen by the format registry. Each XML names the rule sets it must pass, as the
 * registry row of its format, profile and country profile says.
 */
import type { CalculatedInvoice } from '../../domain/index.js';
import { writeCii } from '../../syntax/cii/writer/index.js';
import { writeUbl } from '../../syntax/ubl/writer/write-ubl.js';
import { progressivoFromNumber, writeFatturaPa } from '../../syntax/fatturapa/writer/write-fatturapa.js';
import type { PintJurisdiction } from '../../formats/ubl-profiles.js';
import { formatRow } from '../../formats/format-rows.js';
import { ruleSetsFor, ruleSetsOfRow } from '../../validation/rule-sets-for.js';
import type { DocumentPlan } from './document-plan.js';

/** One XML document with the rule sets that decide whether it is valid. */
export interface WrittenXml {
  xml: string;
  ruleSetIds: string[];
}

/** The XMLs of one document: the one returned as xml_base64, and the one embedded in the PDF. */
export interface WrittenDocument {
  /** Returned in xml_base64 (the standalone document for XML formats, the attachment for hybrids). */
  standalone?: WrittenXml;
  /** Embedded in the hybrid PDF (CII); the same object as `standalone` except for XRechnung. */
  embedded?: WrittenXml;
}

function pintJurisdiction(countryProfileId: string): PintJurisdiction | undefined {
  return countryProfileId.startsWith('pint_') ? (countryProfileId.slice(5) as PintJurisdiction) : undefined;
}

/** UNTDID 1001 self-billed invoice (389) and credit note (261). */
const SELF_BILLED = new Set(['389', '261']);

/** Writes the XML for the plan; `pdf` has none. */
export function writeDocumentXml(inv: CalculatedInvoice, plan: DocumentPlan): WrittenDocument {
  const { format, ciiProfile } = plan;
  switch (format.id) {
    case 'zugferd':
    case 'facturx': {
      const cii = { xml: writeCii(inv, { profile: ciiProfile, flavour: format.id }), ruleSetIds: ruleSetsFor(format.id, ciiProfile) };
      return { standalone: cii, embedded: cii };
    }
    case 'cii':
      return { standalone: { xml: writeCii(inv, { profile: ciiProfile, flavour: 'cii' }), ruleSetIds: ruleSetsFor('cii', ciiProfile) } };
    case 'xrechnung': {
      // The hybrid PDF carries XRechnung in CII; the standalone document is UBL unless the
      // request asks for CII (then it is the embedded document itself).
      const cii = { xml: writeCii(inv, { profile: 'xrechnung', flavour: 'xrechnung' }), ruleSetIds: ruleSetsFor('xrechnung', undefined, undefined, 'cii') };
      if (plan.syntax === 'cii') return { standalone: cii, embedded: cii };
      return {
        standalone: { xml: writeUbl(inv, { flavour: 'xrechnung' }), ruleSetIds: ruleSetsFor('xrechnung', undefined, undefined, 'ubl') },
        embedded: cii,
      };
    }
    case 'ubl':
      return { standalone: { xml: writeUbl(inv, { flavour: 'ubl' }), ruleSetIds: ruleSetsFor('ubl') } };
    case 'peppol': {
      // The registry row of the country profile, or of its self-billing specification for a
      // self-billed invoice or credit note where the jurisdiction has one (A-NZ, MY, AE): BT-24,
      // BT-23 and the rule sets (A-NZ writes @aunz-1, the only value its official rules accept).
      const profile = plan.countryProfile!;
      const jurisdiction = pintJurisdiction(profile.id);
      const row = formatRow({ format: 'peppol', countryProfile: profile.id, selfBilling: SELF_BILLED.has(inv.typeCode) })!;
      const xml = writeUbl(inv, {
        flavour: jurisdiction ? 'pint' : 'peppol',
        pintJurisdiction: jurisdiction,
        customizationId: row.guidelineId,
        profileId: row.businessProcess,
      });
      return { standalone: { xml, ruleSetIds: ruleSetsOfRow(row) } };
    }
    case 'fatturapa':
      return { standalone: { xml: writeFatturaPa(inv, { progressivo: progressivoFromNumber(inv.number) }), ruleSetIds: ruleSetsFor('fatturapa') } };
    case 'pdf':
      return {};
  }
}
