/**
 * Writes the e-invoice XML(s) of a planned document from the calculated invoice: one writer per
 * syntax, chosen by the format registry. Each XML names the rule sets it must pass, as the
 * registry row of its format, profile and country profile says.
 */
import type { CalculatedInvoice } from '../../domain/index.js';
import { writeCii } from '../../syntax/cii/index.js';
import { writeUbl } from '../../syntax/ubl/index.js';
import { progressivoFromNumber, writeFatturaPa } from '../../syntax/fatturapa/index.js';
import { writeKsef } from '../../syntax/ksef/index.js';
import {
  formatRow,
  SELF_BILLED_TYPE_CODES,
  type FormatRow,
  type Syntax,
} from '../../formats/index.js';
import { ruleSetsFor } from '../../validation/rule-sets-for.js';
import { ruleSetsAssert } from '../../validation/rule-ids.js';
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
  /** Embedded in the hybrid PDF (CII); the same object as `standalone` except for XRechnung asked for in UBL. */
  embedded?: WrittenXml;
}

/**
 * What a writer needs beyond the invoice: the plan, the registry row of the document it writes
 * and the rule sets that judge it.
 */
type Writer = (
  inv: CalculatedInvoice,
  plan: DocumentPlan,
  row: FormatRow,
  ruleSetIds: readonly string[],
) => string;

/**
 * One writer per syntax, told by the format's row of the registry how to write: the CII writer's
 * flavour (XRechnung's writer profile is its CIUS), the UBL writer's flavour (a Peppol country
 * profile with a PINT jurisdiction is written as PINT) with BT-24 and BT-23 of the document's row
 * (A-NZ writes @aunz-1, the only value its official rules accept), and BT-82 once where its rules
 * say so (UBL-SR-46).
 */
const WRITERS: Readonly<Record<Syntax, Writer>> = {
  cii: (inv, { format, ciiProfile }) =>
    writeCii(inv, {
      profile: format.ciiWriter!.profile ?? ciiProfile,
      flavour: format.ciiWriter!.flavour,
    }),
  ubl: (inv, { format, countryProfile, ublCountryProfile }, row, ruleSetIds) => {
    const jurisdiction = countryProfile?.pintJurisdiction;
    return writeUbl(inv, {
      flavour: jurisdiction ? 'pint' : format.ublFlavour!,
      pintJurisdiction: jurisdiction,
      ...(ublCountryProfile ? { countryProfile: ublCountryProfile.id } : {}),
      customizationId: row.guidelineId,
      profileId: row.businessProcess,
      meansTextOnce: ruleSetsAssert(ruleSetIds, 'UBL-SR-46'),
    });
  },
  fatturapa: (inv) => writeFatturaPa(inv, { progressivo: progressivoFromNumber(inv.number) }),
  // Deterministic (DataWytworzeniaFa from the issue date): the same request gives the same bytes,
  // so the KOD I hash of the readable PDF and a later submission name the same document.
  ksef: (inv) => writeKsef(inv),
};

/**
 * The document of one syntax and the rule sets that judge it: those of the registry row of the
 * format, CII profile, country profile and syntax; for a self-billed invoice or credit note, of
 * the jurisdiction's self-billing specification where it has one (A-NZ, MY, AE).
 */
function writeSyntax(inv: CalculatedInvoice, plan: DocumentPlan, syntax: Syntax): WrittenXml {
  const { format, ciiProfile } = plan;
  // The Peppol country profile, or ubl's national CIUS: either names the row.
  const countryProfile = plan.countryProfile ?? plan.ublCountryProfile;
  const selfBilling = SELF_BILLED_TYPE_CODES.has(inv.typeCode);
  // The seller's country adds its national rules where it has some (France: BR-FR).
  // in force on the invoice's issue date (BT-2).
  const sellerCountry = inv.seller.country;
  const documentDate = inv.issueDate;
  const ruleSetIds = ruleSetsFor(
    format.id,
    ciiProfile,
    countryProfile?.id,
    syntax,
    selfBilling,
    sellerCountry,
    documentDate,
  );
  const row = formatRow({
    format: format.id,
    syntax,
    ciiProfile,
    countryProfile: countryProfile?.id,
    selfBilling,
    sellerCountry,
    documentDate,
  })!;
  return { xml: WRITERS[syntax](inv, plan, row, ruleSetIds), ruleSetIds };
}

/**
 * Writes the XML for the plan: the document of the plan's syntax, and for a hybrid PDF the
 * document it embeds (the same one when the syntaxes agree; XRechnung in UBL embeds its CII).
 * The plain PDF has none.
 */
export function writeDocumentXml(inv: CalculatedInvoice, plan: DocumentPlan): WrittenDocument {
  if (plan.syntax === 'none') return {};
  const standalone = writeSyntax(inv, plan, plan.syntax);
  const embeddedSyntax = plan.format.embeddedSyntax;
  if (!embeddedSyntax) return { standalone };
  if (embeddedSyntax === plan.syntax) return { standalone, embedded: standalone };
  // The XRechnung Extension's sub invoice lines are UBL's alone (CII: BR-DEX-15): the CII its PDF
  // embeds states the invoice lines, which are the lines that count, with the same totals
  // (validate says so: XRECHNUNG_EXTENSION_PDF_CII).
  const subLinesInUblOnly = formatRow({
    format: plan.format.id,
    syntax: plan.syntax,
    ciiProfile: plan.ciiProfile,
  })?.subInvoiceLines;
  const embeddedInvoice = subLinesInUblOnly
    ? { ...inv, lines: inv.lines.filter((l) => !l.parentLineId) }
    : inv;
  return { standalone, embedded: writeSyntax(embeddedInvoice, plan, embeddedSyntax) };
}
