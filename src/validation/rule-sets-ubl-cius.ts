/**
 * The rule sets of the national CIUS of UBL (src/formats/ubl-country-profiles.ts): HR-CIUS
 * 1.0.3, CIUS-RO 1.0.9 and CIUS-PT 2.1.1, each the publisher's Schematron compiled to XSLT,
 * installed from the mirror (scripts/rules-sources-ubl-cius.ts) under rules/build/<id>. HR and
 * RO hold the national rules only: their rows run them after en16931-ubl. PT is self-contained.
 * The XSD is the OASIS UBL 2.1 one (the HR extension sits in ext:ExtensionContent, which UBL
 * leaves to its extension schema: the rules check what they ask of it).
 */
import type { RuleSet, XsdEntry } from './rule-sets.js';

/** Builds the rule sets on the UBL XSD entries of rule-sets.ts. */
export function ublCiusRuleSets(ublXsd: XsdEntry[]): RuleSet[] {
  const cius = (id: string, version: string, name: string, file: string): RuleSet => ({
    id,
    version,
    name,
    syntax: 'ubl',
    redistributable: false,
    xsd: ublXsd,
    xslt: [`build/${id}/${file}`],
  });
  return [
    cius(
      'hr-cius',
      '1.0.3',
      'Croatia HR-CIUS 2025 with the HR extension (Porezna uprava)',
      'HR-CIUS-EXT-EN16931-UBL.xslt',
    ),
    cius(
      'cius-ro',
      '1.0.9',
      'Romania CIUS-RO, RO e-Factura (ANAF)',
      'ROeFactura-UBL-validation-Invoice_v1.0.9.xslt',
    ),
    cius('cius-pt', '2.1.1', 'Portugal CIUS-PT (eSPap)', 'urn_feap.gov.pt_CIUS-PT_2.1.1.xslt'),
  ];
}
