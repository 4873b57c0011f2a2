/**
 * The CDAR lifecycle-status rules (FNFE-MPE release 1.4.0.03 of AFNOR XP Z12-012 1.4,
 * Apache-2.0) as the mirror holds them (../shared/corpus/france-ctc/1.4.0.03/CDAR), each file
 * pinned by its sha256: the uncoupled CDAR D22B schema (published in FNFE's repository) and the
 * BR-FR-CDV Schematron compiled to XSLT (published inside FNFE's release archive, with no stable
 * address of its own: only the mirror installs it). The _WARNING version flags the same asserts
 * as warnings; the service runs the fatal one, whose two warning asserts (BR-FR-CDV-CL-06) are
 * warnings already.
 */
import type { MirrorFile, Package } from './rules-sources.js';

/** The release: the AFNOR XP Z12-012 version (1.4), FNFE's minor version and hotfix. */
export const FR_CDAR_VERSION = '1.4.0.03';
const MIRROR = `france-ctc/${FR_CDAR_VERSION}/CDAR`;
const XSD_ORIGIN = {
  repository: 'fnfempe/France_RFE',
  commit: 'e9520ce398cc99bed4bab493773a494af8ca5aff',
  folder: 'FNFE_RFE_INVOICE/CDAR/1xsd-CDAR_D22B_uncoupled',
};
const XSD_PREFIX = 'CrossDomainAcknowledgementAndResponse_100pD22B';

/** [file, sha256] of the CDAR D22B schema files (uncoupled, as FNFE publishes them). */
const CDAR_XSD: readonly (readonly [string, string])[] = [
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B.xsd',
    'cacdfe3cfe0e105f9f53d8392ccc36d0a322dd2eed270a569b725f23b16b85a1',
  ],
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_ContactFunctionCode_D22A.xsd',
    '18267230b49b9dd8e29a31209a85d06f9180859c3ac2b81d900a00a3f7272656',
  ],
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_DocumentNameCode_D22A.xsd',
    '7bb5eb6768f89625c72a6c71fcca33d2083aecc4f16ad45d3b34919b822a01c1',
  ],
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_DocumentStatusCode_D22A.xsd',
    'e93ee4bbb3ee68c9bd7fe11ca4c109b66ea28a555c4b3f0ffc8bf6988b530418',
  ],
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_MessageFunctionCode_Acknowledgement_D22A.xsd',
    '7534c7f4e6c51959f7cb75d53391d9f47d8787f25ca7656702d3fb79c5618202',
  ],
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_PartyRoleCode_D22A.xsd',
    '99ecdaf8a07492dc1f77c7a485a066310f2b2dea3c161aa72e1113bba2db3ae2',
  ],
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_ReferenceTypeCode_D22A.xsd',
    '8fefe501824aaa9098169dbf530b75037a428ba338129c9ed5d03a109f79bc8d',
  ],
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_StatusCode_D22A.xsd',
    '1b33f192fd1575223c5829be8e8c9930f1fef560aec5de193219ad0ad90a34e4',
  ],
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B_urn_un_unece_uncefact_codelist_standard_UNECE_TimePointFormatCode_D21B.xsd',
    '1c90c2de5327eb50c5f28a0b84339a057590dd650ab49094167f6ab9d8178d0c',
  ],
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd',
    '35fb52e4ce999bebe065291a000456bd1e916994639e8ddddfda20790e3ba3c1',
  ],
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd',
    '055355fac00e61a9475a154c8f1361bee517049aaff6adecdcc966d0baaf33f4',
  ],
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd',
    '1953681991569751c95fbc34a39c8aea5a5a0e9c82234185ad30df902958b4c9',
  ],
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B_urn_un_unece_uncefact_identifierlist_standard_ISO_ISOAlpha2LanguageCode_2006-10-27.xsd',
    '72d714dd50415d7fccd8f9e2ab143c108e3a0c87a7a03bc1a0095fa3ed4d9cda',
  ],
  [
    'CrossDomainAcknowledgementAndResponse_100pD22B_urn_un_unece_uncefact_identifierlist_standard_ISO_ISOTwo-letterCountryCode_SecondEdition2006.xsd',
    '23eb942f0b02dae57330512c362efcc63f925ec1cf832745e2b59241a12c3c34',
  ],
];

/** The package under rules/build/fr-cdar: installed from the mirror only (never committed). */
export const FR_CDAR_PACKAGE: Package = {
  dir: 'build/fr-cdar',
  licence:
    'Apache-2.0 (FNFE-MPE France_RFE validation artefacts; installed from the mirror, not committed)',
  redistributable: false,
  version: FR_CDAR_VERSION,
  copies: [],
  mirror: {
    version: FR_CDAR_VERSION,
    publisher: 'FNFE-MPE (AFNOR XP Z12-012 1.4: BR-FR-CDV lifecycle statuses, CDAR D22B)',
    files: [
      {
        path: `${MIRROR}/2xslt/BR-FR-CDV-Schematron-CDAR.xslt`,
        sha256: 'b48b237831b0ff0a6fd3db9de48403a8a65e18ae75514eefd2750de6c4f23c19',
        to: 'BR-FR-CDV-Schematron-CDAR.xslt',
        // Inside FNFE's release archive as phive-rules carries it (no plain download reaches it).
        origin: {
          repository: 'phax/phive-rules',
          commit: '432f0e9a8cff5c03d06625abe7a5fd8e7e346a64',
          path: 'phive-rules-france/docs/2026_08_04_FNFE_RFE_INVOICE_V1.4.0.03.zip!/CDAR/2xslt/BR-FR-CDV-Schematron-CDAR.xslt',
        },
      },
      ...CDAR_XSD.map(
        ([file, sha256]): MirrorFile => ({
          path: `${MIRROR}/1xsd-CDAR_D22B_uncoupled/${file}`,
          sha256,
          to: `xsd/${file}`,
          origin: {
            repository: XSD_ORIGIN.repository,
            commit: XSD_ORIGIN.commit,
            path: `${XSD_ORIGIN.folder}/${file}`,
          },
        }),
      ),
    ],
  },
};

/** The schema entry point inside the package. */
export const FR_CDAR_XSD = `xsd/${XSD_PREFIX}.xsd`;
