/**
 * The pinned origin of every rule-set file: Maven Central coordinates with their sha256, and which
 * jar entries go where under `rules/`. `npm run rules:update` (scripts/rules-update.ts) executes
 * this plan. Change a version here, run the script, review the diff of rules/ and the registry
 * (src/validation/rule-sets.ts) together.
 */

/** A pinned Maven artefact. */
export interface Artifact {
  groupId: string;
  artifactId: string;
  version: string;
  sha256: string;
}

const art = (coordinates: string, sha256: string): Artifact => {
  const [groupId, artifactId, version] = coordinates.split(':') as [string, string, string];
  return { groupId, artifactId, version, sha256 };
};

export const PHIVE_EN16931 = art('com.helger.phive.rules:phive-rules-en16931:4.3.7', '842998fe45911442b711300ab251e46489a9a5e2ffc02ddefc4293f8784c2662');
export const PHIVE_PEPPOL = art('com.helger.phive.rules:phive-rules-peppol:4.3.7', 'c82aaeda5ca16166034421393d160ec6cf77460b16e027eecc4bb5fe67a552ce');
export const PHIVE_XRECHNUNG = art('com.helger.phive.rules:phive-rules-xrechnung:4.2.3', '7a7903c18b8c7f4ffef20c45d0deb6b8d79f76ba13aff00b415f4a7e334025bb');
export const PHIVE_ZUGFERD = art('com.helger.phive.rules:phive-rules-zugferd:4.2.3', '15367d1513f6875b38e7d0e014237083599b911115fe01fd3977972eef102587');
export const PH_UBL21 = art('com.helger.ubl:ph-ubl21:10.1.0', 'aab58f8b1a3d539e24df125e7148c546f85b3bd7778aa2dc11a3027cf8396478');
export const PH_CII_D16B = art('com.helger.cii:ph-cii-d16b:4.1.1', '6f8d04bcb702b26ec4b748e8739ca27ab088034994d45ed1d708a583171dee0a');
/** phive-rules-fatturapa 4.2.3 carries no files of its own; the XSD is in this dependency of it. */
export const PH_FATTURAPA = art('com.helger:ph-fatturapa:3.1.0', '7e431235ac265beed54c0e083f5b92271d85bbdd8ed7aecf3d39afda21a0c3d5');
export const XSD_XMLDSIG = art('com.helger.xsd:ph-xsds-xmldsig:4.1.0', '66590e38b0994d0fd6cd89b1588a3c96fad3a3c85494cf764783fe0c4acc9c3d');
export const XSD_XADES132 = art('com.helger.xsd:ph-xsds-xades132:4.1.0', 'd90bdb2359bbef63bd789af238fb135dd7ada0ba9722f4e2825cd210dada013c');
export const XSD_XADES141 = art('com.helger.xsd:ph-xsds-xades141:4.1.0', 'b34b2670774e9de79653767fd667d86823261c153f706c2344889d0702f54e41');
export const XSD_CCTS = art('com.helger.xsd:ph-xsds-ccts-cct-schemamodule:4.1.0', 'ec0e60be5265b09fac75a57a4b284244820c23f0481a1c75802ba4eb6338b0fd');

/** Jar entries copied to a destination: an exact file, or every file under a prefix ending in '/'. */
export interface Copy {
  from: Artifact;
  entry: string;
  to: string;
}

/** One folder under rules/ with its own licence and provenance. */
export interface Package {
  /** Folder relative to rules/ (under build/ when not redistributable). */
  dir: string;
  /** The licence of the rule content (the phive packaging itself is Apache-2.0). */
  licence: string;
  redistributable: boolean;
  copies: Copy[];
}

/** XSD imports published without schemaLocation, resolved by the script to files it puts beside the signature XSDs. */
export const LOCAL_IMPORTS: Record<string, string> = {
  'http://www.w3.org/2000/09/xmldsig#': 'xmldsig-core-schema.xsd',
  'http://uri.etsi.org/01903/v1.3.2#': 'XAdES01903v132-201601.xsd',
  'http://uri.etsi.org/01903/v1.4.1#': 'XAdES01903v141-201601.xsd',
  'urn:un:unece:uncefact:data:specification:CoreComponentTypeSchemaModule:2': 'CCTS_CCT_SchemaModule-2.1.xsd',
};

const SIGNATURE_XSDS = (to: string): Copy[] => [
  { from: XSD_XMLDSIG, entry: 'schemas/xmldsig-core-schema.xsd', to: `${to}/xmldsig-core-schema.xsd` },
  { from: XSD_XADES132, entry: 'schemas/XAdES01903v132-201601.xsd', to: `${to}/XAdES01903v132-201601.xsd` },
  { from: XSD_XADES141, entry: 'schemas/XAdES01903v141-201601.xsd', to: `${to}/XAdES01903v141-201601.xsd` },
];

const PEPPOL = 'external/schematron';
const pintCopies = (id: string, folder: string, files: string[]): Copy[] =>
  files.map((f) => ({ from: PHIVE_PEPPOL, entry: `${PEPPOL}/${folder}/${f}`, to: `build/${id}/${f}` }));
const PINT_PAIR = ['PINT-UBL-validation-preprocessed.xslt', 'PINT-jurisdiction-aligned-rules.xslt'];
const OPENPEPPOL = 'OpenPeppol terms: internal use, not redistributable';

/** Every folder `rules:update` writes. */
export const PACKAGES: Package[] = [
  {
    dir: 'xsd/ubl-2.1',
    licence: 'OASIS UBL 2.1 (OASIS IPR policy; redistribution with notice permitted)',
    redistributable: true,
    copies: [
      { from: PH_UBL21, entry: 'external/schemas/ubl21/common/', to: 'xsd/ubl-2.1/common/' },
      { from: PH_UBL21, entry: 'external/schemas/ubl21/maindoc/UBL-Invoice-2.1.xsd', to: 'xsd/ubl-2.1/maindoc/UBL-Invoice-2.1.xsd' },
      { from: PH_UBL21, entry: 'external/schemas/ubl21/maindoc/UBL-CreditNote-2.1.xsd', to: 'xsd/ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd' },
      ...SIGNATURE_XSDS('xsd/ubl-2.1/common'),
      { from: XSD_CCTS, entry: 'schemas/CCTS_CCT_SchemaModule.xsd', to: 'xsd/ubl-2.1/common/CCTS_CCT_SchemaModule-2.1.xsd' },
    ],
  },
  {
    dir: 'xsd/cii-d16b',
    licence: 'UN/CEFACT CII D16B schemas (UNECE, freely usable and redistributable)',
    redistributable: true,
    copies: [{ from: PH_CII_D16B, entry: 'external/schemas/d16b/', to: 'xsd/cii-d16b/' }],
  },
  {
    dir: 'en16931-cii',
    licence: 'EUPL-1.2 (CEN/TC 434 validation artefacts)',
    redistributable: true,
    copies: [{ from: PHIVE_EN16931, entry: 'external/schematron/1.3.16/cii/EN16931-CII-validation.xslt', to: 'en16931-cii/EN16931-CII-validation.xslt' }],
  },
  {
    dir: 'en16931-ubl',
    licence: 'EUPL-1.2 (CEN/TC 434 validation artefacts)',
    redistributable: true,
    copies: [{ from: PHIVE_EN16931, entry: 'external/schematron/1.3.16/ubl/EN16931-UBL-validation.xslt', to: 'en16931-ubl/EN16931-UBL-validation.xslt' }],
  },
  {
    dir: 'xrechnung-cii',
    licence: 'Apache-2.0 (KoSIT xrechnung-schematron)',
    redistributable: true,
    copies: [{ from: PHIVE_XRECHNUNG, entry: 'external/schematron/3.0.2/XRechnung-CII-validation.xslt', to: 'xrechnung-cii/XRechnung-CII-validation.xslt' }],
  },
  {
    dir: 'xrechnung-ubl',
    licence: 'Apache-2.0 (KoSIT xrechnung-schematron)',
    redistributable: true,
    copies: [{ from: PHIVE_XRECHNUNG, entry: 'external/schematron/3.0.2/XRechnung-UBL-validation.xslt', to: 'xrechnung-ubl/XRechnung-UBL-validation.xslt' }],
  },
  {
    dir: 'build/xsd/facturx-2.4',
    licence: 'FeRD/FNFE terms (treated as not redistributable)',
    redistributable: false,
    copies: [{ from: PHIVE_ZUGFERD, entry: 'external/schemas/2.4/', to: 'build/xsd/facturx-2.4/' }],
  },
  {
    dir: 'build/facturx-2.4',
    licence: 'FeRD/FNFE terms (treated as not redistributable)',
    redistributable: false,
    copies: [{ from: PHIVE_ZUGFERD, entry: 'external/schematron/2.4/', to: 'build/facturx-2.4/' }],
  },
  {
    dir: 'build/peppol-bis',
    licence: OPENPEPPOL,
    redistributable: false,
    copies: ['CEN-EN16931-UBL.xslt', 'PEPPOL-EN16931-UBL.xslt'].map((f) => ({
      from: PHIVE_PEPPOL,
      entry: `${PEPPOL}/openpeppol/2026.5/xslt/${f}`,
      to: `build/peppol-bis/${f}`,
    })),
  },
  { dir: 'build/pint', licence: OPENPEPPOL, redistributable: false, copies: pintCopies('pint', 'pint/1.1.2/xslt', [PINT_PAIR[0]!]) },
  {
    dir: 'build/pint-eu',
    licence: OPENPEPPOL,
    redistributable: false,
    copies: pintCopies('pint-eu', 'pint-eu/1.0.1/xslt', [...PINT_PAIR, 'PINT-EN16931-aligned-rules.xslt']),
  },
  { dir: 'build/pint-sg', licence: OPENPEPPOL, redistributable: false, copies: pintCopies('pint-sg', 'pint-sg/1.4.0/xslt', PINT_PAIR) },
  { dir: 'build/pint-jp', licence: OPENPEPPOL, redistributable: false, copies: pintCopies('pint-jp', 'pint-jp/1.1.2/xslt', PINT_PAIR) },
  { dir: 'build/pint-aunz', licence: OPENPEPPOL, redistributable: false, copies: pintCopies('pint-aunz', 'pint-aunz/1.1.2/xslt/billing', PINT_PAIR) },
  { dir: 'build/pint-my', licence: OPENPEPPOL, redistributable: false, copies: pintCopies('pint-my', 'pint-my/1.3.0/xslt/billing', PINT_PAIR) },
  { dir: 'build/pint-ae', licence: OPENPEPPOL, redistributable: false, copies: pintCopies('pint-ae', 'pint-ae/2026.5/billing', PINT_PAIR) },
  {
    dir: 'build/pint-aunz-selfbilling',
    licence: OPENPEPPOL,
    redistributable: false,
    copies: pintCopies('pint-aunz-selfbilling', 'pint-aunz/1.1.2/xslt/selfbilling', PINT_PAIR),
  },
  {
    dir: 'build/pint-my-selfbilling',
    licence: OPENPEPPOL,
    redistributable: false,
    copies: pintCopies('pint-my-selfbilling', 'pint-my/1.3.0/xslt/selfbilling', PINT_PAIR),
  },
  {
    dir: 'build/pint-ae-selfbilling',
    licence: OPENPEPPOL,
    redistributable: false,
    copies: pintCopies('pint-ae-selfbilling', 'pint-ae/2026.5/selfbilling', PINT_PAIR),
  },
  {
    dir: 'build/xsd/fatturapa-1.2.2',
    licence: 'Agenzia delle Entrate public schema (not committed: terms unclear)',
    redistributable: false,
    copies: [
      {
        from: PH_FATTURAPA,
        entry: 'external/schemas/fatturapa/Schema_del_file_xml_FatturaPA_v1.2.2.xsd',
        to: 'build/xsd/fatturapa-1.2.2/Schema_del_file_xml_FatturaPA_v1.2.2.xsd',
      },
      SIGNATURE_XSDS('build/xsd/fatturapa-1.2.2')[0]!,
    ],
  },
];
