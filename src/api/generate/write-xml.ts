/**
 * Writes the e-invoice XML(s) of a planned document from the calculated invoice: one writer per
 * syntax, chosen by the format registry. Each XML names the rule sets it must pass.
 */
import type { CalculatedInvoice } from '../../domain/index.js';
import { writeCii } from '../../syntax/cii/writer/index.js';
import { writeUbl } from '../../syntax/ubl/writer/write-ubl.js';
import { progressivoFromNumber, writeFatturaPa } from '../../syntax/fatturapa/writer/write-fatturapa.js';
import type { PintJurisdiction } from '../../formats/ubl-profiles.js';
import { ruleSetsFor } from '../../validation/rule-sets-for.js';
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
/** PINT jurisdictions with a self-billing specification of their own, and its CustomizationID suffix. */
const SELF_BILLING: Partial<Record<PintJurisdiction, string>> = { au: 'aunz', nz: 'aunz', my: 'my', ae: 'ae' };

/**
 * The PINT self-billing specification for a self-billed invoice or credit note, where the
 * jurisdiction has one: its CustomizationID (BT-24), ProfileID (BT-23) and rule set.
 */
function selfBilling(inv: CalculatedInvoice, jurisdiction: PintJurisdiction | undefined, ruleSetIds: string[]) {
  const suffix = jurisdiction && SELF_BILLING[jurisdiction];
  if (!suffix || !SELF_BILLED.has(inv.typeCode)) return undefined;
  return {
    customizationId: `urn:peppol:pint:selfbilling-1@${suffix}-1`,
    profileId: 'urn:peppol:bis:selfbilling',
    ruleSetIds: ruleSetIds.map((id) => `${id}-selfbilling`),
  };
}

/** Writes the XML for the plan; `pdf` has none. */
export function writeDocumentXml(inv: CalculatedInvoice, plan: DocumentPlan): WrittenDocument {
  const { format, ciiProfile } = plan;
  switch (format.id) {
    case 'zugferd':
    case 'facturx': {
      const cii = { xml: writeCii(inv, { profile: ciiProfile, flavour: format.id }), ruleSetIds: ruleSetsFor(format.id, ciiProfile) };
      return { standalone: cii, embedded: cii };
    }
    case 'cii': {
      // EN 16931 rules for the en16931 profile; the Factur-X rules of the profile otherwise.
      const ruleSetIds = ciiProfile === 'en16931' ? ruleSetsFor('cii') : ruleSetsFor('facturx', ciiProfile);
      return { standalone: { xml: writeCii(inv, { profile: ciiProfile, flavour: 'cii' }), ruleSetIds } };
    }
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
      const profile = plan.countryProfile!;
      const jurisdiction = pintJurisdiction(profile.id);
      const ruleSetIds = ruleSetsFor('peppol', undefined, profile.id);
      const self = selfBilling(inv, jurisdiction, ruleSetIds);
      const xml = writeUbl(inv, {
        flavour: jurisdiction ? 'pint' : 'peppol',
        pintJurisdiction: jurisdiction,
        // A-NZ: the official rules accept only @aunz-1 (aligned-ibrp-001-aunz), which the writer's
        // profile writes; the public table's @au-1 / @nz-1 stay the country profiles' names.
        customizationId: self?.customizationId ?? (jurisdiction === 'au' || jurisdiction === 'nz' ? undefined : profile.customizationId),
        profileId: self?.profileId ?? profile.profileId,
      });
      return { standalone: { xml, ruleSetIds: self?.ruleSetIds ?? ruleSetIds } };
    }
    case 'fatturapa':
      return { standalone: { xml: writeFatturaPa(inv, { progressivo: progressivoFromNumber(inv.number) }), ruleSetIds: ruleSetsFor('fatturapa') } };
    case 'pdf':
      return {};
  }
}
