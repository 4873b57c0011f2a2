/**
 * The pinned origin of every rule-set file. Each folder under `rules/` (a package) has up to three
 * sources, tried in this order by `npm run rules:update` (scripts/rules-update.ts):
 * - a mirror of the publishers' current releases (EINVOICE_RULES_MIRROR, a directory laid out as
 *   the official corpus: CI points it at ../shared/corpus), each file pinned by its sha256;
 * - the published release files themselves, downloaded from the repository and commit each file
 *   is published at (ORIGINS below), pinned by the same sha256;
 * - Maven Central: phax's phive-rules jars (coordinates and jar sha256 pinned), which may carry
 *   an older release of the same rules.
 * Each source states the version of the rules it carries; the installed folder's provenance.json
 * records which source and version were used, and the service reports that version. Change a
 * version here, run the script, review the diff of rules/ and the registry
 * (src/validation/rule-sets.ts) together.
 */

import { FR_CDAR_PACKAGE } from './rules-sources-cdar.js';

import { FRANCE_CTC_PACKAGE } from './rules-sources-france.js';

import { UBL_CIUS_PACKAGES } from './rules-sources-ubl-cius.js';

import { KSEF_FA3_PACKAGE } from './rules-sources-ksef.js';

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

export const PHIVE_EN16931 = art(
  'com.helger.phive.rules:phive-rules-en16931:4.3.7',
  '842998fe45911442b711300ab251e46489a9a5e2ffc02ddefc4293f8784c2662',
);
export const PHIVE_PEPPOL = art(
  'com.helger.phive.rules:phive-rules-peppol:4.3.7',
  'c82aaeda5ca16166034421393d160ec6cf77460b16e027eecc4bb5fe67a552ce',
);
export const PHIVE_XRECHNUNG = art(
  'com.helger.phive.rules:phive-rules-xrechnung:4.2.3',
  '7a7903c18b8c7f4ffef20c45d0deb6b8d79f76ba13aff00b415f4a7e334025bb',
);
export const PHIVE_ZUGFERD = art(
  'com.helger.phive.rules:phive-rules-zugferd:4.2.3',
  '15367d1513f6875b38e7d0e014237083599b911115fe01fd3977972eef102587',
);
export const PH_UBL21 = art(
  'com.helger.ubl:ph-ubl21:10.1.0',
  'aab58f8b1a3d539e24df125e7148c546f85b3bd7778aa2dc11a3027cf8396478',
);
export const PH_CII_D16B = art(
  'com.helger.cii:ph-cii-d16b:4.1.1',
  '6f8d04bcb702b26ec4b748e8739ca27ab088034994d45ed1d708a583171dee0a',
);
/** phive-rules-fatturapa 4.2.3 carries no files of its own; the XSD is in this dependency of it. */
export const PH_FATTURAPA = art(
  'com.helger:ph-fatturapa:3.1.0',
  '7e431235ac265beed54c0e083f5b92271d85bbdd8ed7aecf3d39afda21a0c3d5',
);
export const XSD_XMLDSIG = art(
  'com.helger.xsd:ph-xsds-xmldsig:4.1.0',
  '66590e38b0994d0fd6cd89b1588a3c96fad3a3c85494cf764783fe0c4acc9c3d',
);
export const XSD_XADES132 = art(
  'com.helger.xsd:ph-xsds-xades132:4.1.0',
  'd90bdb2359bbef63bd789af238fb135dd7ada0ba9722f4e2825cd210dada013c',
);
export const XSD_XADES141 = art(
  'com.helger.xsd:ph-xsds-xades141:4.1.0',
  'b34b2670774e9de79653767fd667d86823261c153f706c2344889d0702f54e41',
);
/** Schematron-to-XSLT compiler (for rule sets published only as .sch) and the XSLT processor that runs it. */
export const SCHXSLT = art(
  'name.dmaus.schxslt:schxslt:1.10.1',
  '4f4f21edab7b37f96ad59ae12a344d3510f1092ac46b6d81a4efa0120b73cb58',
);
export const SAXON_HE = art(
  'net.sf.saxon:Saxon-HE:12.9',
  '8f3a9216a537367132293eacbba9df062eace8f8b16a184af59e2e4839d4cd41',
);
export const XMLRESOLVER = art(
  'org.xmlresolver:xmlresolver:5.3.3',
  '1fe4d5b92f708dcdb82dbce12919e0171e6b5ca62c6dca6220483625098feb5f',
);
export const XSD_CCTS = art(
  'com.helger.xsd:ph-xsds-ccts-cct-schemamodule:4.1.0',
  'ec0e60be5265b09fac75a57a4b284244820c23f0481a1c75802ba4eb6338b0fd',
);

/** Jar entries copied to a destination: an exact file, or every file under a prefix ending in '/'. */
export interface Copy {
  from: Artifact;
  entry: string;
  to: string;
}

/**
 * A file of the mirror: its path inside the mirror directory, its pinned sha256, and where it goes
 * relative to the package folder. `compile` marks Schematron published only as .sch: it is
 * compiled to XSLT (SchXslt on Saxon-HE) and written to `to`.
 */
export interface MirrorFile {
  path: string;
  sha256: string;
  to: string;
  compile?: 'schxslt';
  /** Where the file is published: repository, commit and path in it (see ORIGINS). */
  origin?: FileOrigin;
}

/** A published file: `repository` (GitHub owner/name) at `commit`, `path` inside it. */
export interface FileOrigin {
  repository: string;
  commit: string;
  path: string;
}

/**
 * The repositories and commits the current releases are published at, per folder of the mirror
 * (the corpus's MANIFEST.tsv names the same origin for every file): OpenPeppol's BIS Billing 3.0
 * repository for the Peppol CII Schematron; the phive-rules repository for the Factur-X 1.09.2 /
 * ZUGFeRD 2.5.2 and PINT releases, which it carries as the publishers released them (FeRD/FNFE
 * and OpenPeppol publish those as archives behind forms, with no stable address to pin).
 */
const PHIVE_RULES_COMMIT = {
  repository: 'phax/phive-rules',
  commit: '432f0e9a8cff5c03d06625abe7a5fd8e7e346a64',
};
const ORIGINS: { mirror: string; origin: FileOrigin }[] = [
  {
    mirror: 'peppol-bis3/sch',
    origin: {
      repository: 'OpenPEPPOL/peppol-bis-invoice-3',
      commit: '78d7f7dfa223f39f8ebd8d35c127f2690e646322',
      path: 'rules/sch',
    },
  },
  {
    mirror: 'facturx/1.09.2/xslt',
    origin: {
      ...PHIVE_RULES_COMMIT,
      path: 'phive-rules-zugferd/src/main/resources/external/schematron/2.5.2',
    },
  },
  {
    mirror: 'facturx/1.09.2/xsd',
    origin: {
      ...PHIVE_RULES_COMMIT,
      path: 'phive-rules-zugferd/src/main/resources/external/schemas/2.5.2',
    },
  },
  ...(
    [
      ['pint-1.1.3/xslt/xslt', 'pint/1.1.3/xslt'],
      ['pint-eu-1.1.1/xslt/xslt', 'pint-eu/1.1.1/xslt'],
      ['pint-sg-1.4.1/xslt/xslt', 'pint-sg/1.4.1/xslt'],
      ['pint-jp-1.1.3/xslt/xslt', 'pint-jp/1.1.3/xslt'],
      ['pint-aunz-1.1.3/xslt/xslt', 'pint-aunz/1.1.3/xslt'],
      ['pint-my-1.3.1/xslt/xslt', 'pint-my/1.3.1/xslt'],
      ['pint-ae-2026.5/xslt', 'pint-ae/2026.5'],
    ] as const
  ).map(([mirror, path]) => ({
    mirror: `pint/${mirror}`,
    origin: {
      ...PHIVE_RULES_COMMIT,
      path: `phive-rules-peppol-pint/src/main/resources/external/schematron/${path}`,
    },
  })),
  // PINT OM: phive-rules keeps OpenPeppol's release zips as published; the files are inside them
  // (an origin no plain download reaches, so the mirror or Maven Central serves them).
  ...(
    [
      ['billing', 'pint-om-resources-1.0.1.zip'],
      ['selfbilling', 'pint-om-sb-resources-1.0.1.zip'],
    ] as const
  ).map(([kind, zip]) => ({
    mirror: `pint/pint-om-1.0.1/xslt/${kind}`,
    origin: {
      ...PHIVE_RULES_COMMIT,
      path: `phive-rules-peppol-pint/docs/PINT OM/${zip}!/trn-invoice/schematron`,
    },
  })),
];

/** The published origin of a mirror file, by the longest folder of ORIGINS that holds it. */
export function originOf(mirrorPath: string): FileOrigin | undefined {
  const match = ORIGINS.filter((o) => mirrorPath.startsWith(`${o.mirror}/`)).sort(
    (a, b) => b.mirror.length - a.mirror.length,
  )[0];
  return (
    match && {
      ...match.origin,
      path: `${match.origin.path}/${mirrorPath.slice(match.mirror.length + 1)}`,
    }
  );
}

/** A release of a package's rules as the mirror holds it. */
export interface MirrorRelease {
  /** The version of the rules (as their publisher numbers it). */
  version: string;
  /** Who publishes the rules, for provenance. */
  publisher: string;
  files: MirrorFile[];
}

/** One folder under rules/ with its own licence and provenance. */
export interface Package {
  /** Folder relative to rules/ (under build/ when not redistributable). */
  dir: string;
  /** The licence of the rule content (the phive packaging itself is Apache-2.0). */
  licence: string;
  redistributable: boolean;
  /** The version of the rules the Maven artefacts carry. */
  version: string;
  /** Maven Central entries (destinations relative to rules/); empty when only the mirror has the rules. */
  copies: Copy[];
  /** The current release in the mirror, preferred when the mirror holds every file. */
  mirror?: MirrorRelease;
}

/** The pinned sha256 of every mirror file (paths as in ../shared/corpus). */
const MIRROR_SHA256: Record<string, string> = {
  'facturx/1.09.2/xslt/FACTUR-X_BASIC-WL.xslt':
    'e71093e4ac9e582ce7166cd7318cbef47743af5d16741c140fee862ef28986bf',
  'facturx/1.09.2/xslt/FACTUR-X_BASIC-WL_codedb.xml':
    'a34cd66dda00a9260368fa02dad97e966ded1c1ad100787a5318074328d20abb',
  'facturx/1.09.2/xslt/FACTUR-X_BASIC.xslt':
    '65f08bf924a7beb97f90149276100799bbe3c5c7e09052c41597ca6659b6cad5',
  'facturx/1.09.2/xslt/FACTUR-X_BASIC_codedb.xml':
    'a150b48359a72e1c1629edddb147d5133aabd03adb6ce8b3d287d0c2a6936d21',
  'facturx/1.09.2/xslt/FACTUR-X_EN16931.xslt':
    '67f03050e3add4c83dc93de36e4501f6a11aae1ac790b3f9558feb0581019bcb',
  'facturx/1.09.2/xslt/FACTUR-X_EN16931_codedb.xml':
    '70339a41d71b02bb97683f8eea04acbd764e077a88a446b32860d89c3351b62f',
  'facturx/1.09.2/xslt/FACTUR-X_EXTENDED.xslt':
    '52b44e77be20de05ee090eec0c4bbe69df239b608aefcaca2e24ffb1a0e50a6e',
  'facturx/1.09.2/xslt/FACTUR-X_EXTENDED_codedb.xml':
    '6e23aedbba0e3b32b3b1211d145186193215f56f755201555306c42327e75fbc',
  'facturx/1.09.2/xslt/FACTUR-X_MINIMUM.xslt':
    '81d75c0f1a38363e4f77dde732bdb01e1aa4810dd03c16f61e1319af76228793',
  'facturx/1.09.2/xslt/FACTUR-X_MINIMUM_codedb.xml':
    '5c575cf37533a12a758f08b6b9691841c1691f2af214f21e040a07ec892e1f20',
  'facturx/1.09.2/xsd/basic/FACTUR-X_BASIC.xsd':
    '1977cffd7303d9d155a9a6c0f5b33cbbe4fa2b17a349e1f7a1f6338bb172e077',
  'facturx/1.09.2/xsd/basic/FACTUR-X_BASIC_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd':
    '5d72dd3f0df511b2994ea41b199685f9cc538e9ce57d50c84d21988fe1455c6e',
  'facturx/1.09.2/xsd/basic/FACTUR-X_BASIC_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd':
    '52d30b21d11795d00cf392a1e590006c4803946335032244dc75c87736addff1',
  'facturx/1.09.2/xsd/basic/FACTUR-X_BASIC_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd':
    'ad32b1828200bdb0afd24fbe92fe90880bf357c6a51a9da95cddbdf593e3e35b',
  'facturx/1.09.2/xsd/basicwl/FACTUR-X_BASIC-WL.xsd':
    '19d30cd79ae44bfb2631c035e8a42fc7e0b7b22e7d86c47c9838b8f72706b3db',
  'facturx/1.09.2/xsd/basicwl/FACTUR-X_BASIC-WL_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd':
    '5d72dd3f0df511b2994ea41b199685f9cc538e9ce57d50c84d21988fe1455c6e',
  'facturx/1.09.2/xsd/basicwl/FACTUR-X_BASIC-WL_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd':
    'd8d76b983d1678e6f1d866d51be39617212f33187b233cf9057fc7801558fc25',
  'facturx/1.09.2/xsd/basicwl/FACTUR-X_BASIC-WL_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd':
    '2f4686c41172611f7fc2347a7103a12c01746da17a5f7eded53254ceeff2469f',
  'facturx/1.09.2/xsd/en16931/FACTUR-X_EN16931.xsd':
    '86954590e493fe18d109e31150c2992cf8defaf9623fc91ec0c2733b91d29bb6',
  'facturx/1.09.2/xsd/en16931/FACTUR-X_EN16931_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd':
    '4bd1753b1f078ecc50468ec90e505a63a72c6c1f2449a893f37c72a2e933fe04',
  'facturx/1.09.2/xsd/en16931/FACTUR-X_EN16931_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd':
    '2ed31df26f78f5812b0fa66d90c20aef404abba5eafa96da985d5318dbb67770',
  'facturx/1.09.2/xsd/en16931/FACTUR-X_EN16931_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd':
    '60ee4d11da40c7ec42a4da1fb77b5d7bbffcdce42afd863fcd9da9334765315c',
  'facturx/1.09.2/xsd/extended/FACTUR-X_EXTENDED.xsd':
    'aaad7ecb3b8922f9293a871397deb1944aaed237b304398f935be7864165ad21',
  'facturx/1.09.2/xsd/extended/FACTUR-X_EXTENDED_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd':
    'ece13000d4f99c97ef09b909e9f8646d45415c46fd24d19d3c9b771c72ae2b34',
  'facturx/1.09.2/xsd/extended/FACTUR-X_EXTENDED_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd':
    '8ee345359c35354feb9a193c59b1bdf09073d7853a54cc10e7d6bd3aced0dcb3',
  'facturx/1.09.2/xsd/extended/FACTUR-X_EXTENDED_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd':
    'c6c9f7b3f36c821999f20d7b7fff30db64112bc7b2a8f132e3d048d859855d00',
  'facturx/1.09.2/xsd/minimum/FACTUR-X_MINIMUM.xsd':
    'fd3b2d1a850d2dcab9d5eda7749e66f6ad031c9b0a3866494d85f88012c5171c',
  'facturx/1.09.2/xsd/minimum/FACTUR-X_MINIMUM_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd':
    'c65c4929cb6f51d59aec498851a9026f0a915555555b1c3e5eafd99f191be5f5',
  'facturx/1.09.2/xsd/minimum/FACTUR-X_MINIMUM_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd':
    'bfdac1ebd17d1425bffee0bdbf76bbcb93703f9884cc0db70b9a3b6b19a8ba88',
  'facturx/1.09.2/xsd/minimum/FACTUR-X_MINIMUM_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd':
    '7110f93a32e20af6fbc3b8c308ec77f75be18bafca9a933584eb457a187bd539',
  'pint/pint-sg-1.4.1/xslt/xslt/PINT-UBL-validation-preprocessed.xslt':
    '1b239af213b29f1127099bc0af7335689cfe45c6e6b11144f1316c52a0fed381',
  'pint/pint-sg-1.4.1/xslt/xslt/PINT-jurisdiction-aligned-rules.xslt':
    'cb64ecfccad47b0c69c9be060d7c20ac084624860ff7a01e986f3b52b01289a0',
  'pint/pint-my-1.3.1/xslt/xslt/billing/PINT-UBL-validation-preprocessed.xslt':
    '1b239af213b29f1127099bc0af7335689cfe45c6e6b11144f1316c52a0fed381',
  'pint/pint-my-1.3.1/xslt/xslt/billing/PINT-jurisdiction-aligned-rules.xslt':
    'd05eca8f5d86c3631ef71a0147b917e5636df63f7f0db552446ccd23c69f9273',
  'pint/pint-my-1.3.1/xslt/xslt/selfbilling/PINT-UBL-validation-preprocessed.xslt':
    'ae7a2206502fc212bf18f273790d1d98700367f34e121e662a0ab0532ec01738',
  'pint/pint-my-1.3.1/xslt/xslt/selfbilling/PINT-jurisdiction-aligned-rules.xslt':
    'b3b0790dbb70b78aa442b1af8d35784545b58f04eece50bdebbae42d5a551341',
  'pint/pint-ae-2026.5/xslt/billing/PINT-UBL-validation-preprocessed.xslt':
    'b6557c207f1cccaebf32b67ae0d50b309192751b58ddd22fa5af90c6d45f7d16',
  'pint/pint-ae-2026.5/xslt/billing/PINT-jurisdiction-aligned-rules.xslt':
    'da931f161362fe26bb9f5a1e519cd44758e5cba977584800b806c09bcf1b807b',
  'pint/pint-ae-2026.5/xslt/selfbilling/PINT-UBL-validation-preprocessed.xslt':
    'e238b45bafe65038b846a9d8173054ab315ae0a709dc65f17b5de9d38303f037',
  'pint/pint-ae-2026.5/xslt/selfbilling/PINT-jurisdiction-aligned-rules.xslt':
    'da931f161362fe26bb9f5a1e519cd44758e5cba977584800b806c09bcf1b807b',
  'pint/pint-om-1.0.1/xslt/billing/PINT-UBL-validation-preprocessed.xslt':
    '1b239af213b29f1127099bc0af7335689cfe45c6e6b11144f1316c52a0fed381',
  'pint/pint-om-1.0.1/xslt/billing/PINT-jurisdiction-aligned-rules.xslt':
    '5132bafe465b92b6c273e93419fb56b3cfd4ab5d15a2434f116153d7c27bc9a2',
  'pint/pint-om-1.0.1/xslt/selfbilling/PINT-UBL-validation-preprocessed.xslt':
    '97035700461adefbde6fe7c32a3542aa97ed9b00b736a4e047a3571aab0d9dfe',
  'pint/pint-om-1.0.1/xslt/selfbilling/PINT-jurisdiction-aligned-rules.xslt':
    '4ccf773fb42f2d48d119b52c8749c9339411cd721fb79c1faae36acdacb467d5',
  'peppol-bis3/sch/CEN-EN16931-UBL.sch':
    '3c4d9d9161eca5f0a7e02d8a83975a90838439364d7c34007e8e4a32f342be1e',
  'peppol-bis3/sch/PEPPOL-EN16931-UBL.sch':
    '2840f5158f7bbdbf3b3f5d2ea391b9ac9e649e1fdbba8502bd8c15ec52924f23',
  'peppol-bis3/sch/CEN-EN16931-CII.sch':
    '0c61f2cba3c79281384a0a8bec0b261cd0e28c0d8b44ea5175252eaf21bf8a50',
  'peppol-bis3/sch/PEPPOL-EN16931-CII.sch':
    '78dcef8d4a2d502e16affbb342f319aaea985da5b1154d529c8627fb628e7a89',
  'pint/pint-1.1.3/xslt/xslt/PINT-UBL-validation-preprocessed.xslt':
    '1b239af213b29f1127099bc0af7335689cfe45c6e6b11144f1316c52a0fed381',
  'pint/pint-jp-1.1.3/xslt/xslt/PINT-UBL-validation-preprocessed.xslt':
    '1b239af213b29f1127099bc0af7335689cfe45c6e6b11144f1316c52a0fed381',
  'pint/pint-jp-1.1.3/xslt/xslt/PINT-jurisdiction-aligned-rules.xslt':
    '1f10e9d7b81db047f9158005c008c4cad025ea08cea903caf025bdf6084ead7d',
  'pint/pint-aunz-1.1.3/xslt/xslt/billing/PINT-UBL-validation-preprocessed.xslt':
    '1b239af213b29f1127099bc0af7335689cfe45c6e6b11144f1316c52a0fed381',
  'pint/pint-aunz-1.1.3/xslt/xslt/billing/PINT-jurisdiction-aligned-rules.xslt':
    '109989ddd7ffcf5ee230496633aa3f0918de5fa0283fb2476c5e0afb282818e7',
  'pint/pint-aunz-1.1.3/xslt/xslt/selfbilling/PINT-UBL-validation-preprocessed.xslt':
    'f91eb9c001baf215578cbdca73355f68c54c17cfb68967bf1e4a2447dd54deaf',
  'pint/pint-aunz-1.1.3/xslt/xslt/selfbilling/PINT-jurisdiction-aligned-rules.xslt':
    'b977104b621e09bdc6c4eb470d76fa91170d9151f9bd7c3e852d2195219b45ee',
  'pint/pint-eu-1.1.1/xslt/xslt/PINT-EN16931-aligned-rules.xslt':
    '011ad9b4e64bcf9b270a99b9865c02e325aa09040176c08e91398c5bd1dd56ae',
  'pint/pint-eu-1.1.1/xslt/xslt/PINT-UBL-validation-preprocessed.xslt':
    '1b239af213b29f1127099bc0af7335689cfe45c6e6b11144f1316c52a0fed381',
  'pint/pint-eu-1.1.1/xslt/xslt/PINT-jurisdiction-aligned-rules.xslt':
    '238c74533c80a67617c9cef827ed1c5a7893ad079c118eb753909bbd4464d474',
};

/** Mirror files under a folder of the mirror, each to the same name (or under `to/`) in the package. */
const mirrorFiles = (from: string, to = ''): MirrorFile[] =>
  Object.keys(MIRROR_SHA256)
    .filter((path) => path.startsWith(`${from}/`))
    .map((path) => ({
      path,
      sha256: MIRROR_SHA256[path]!,
      to: `${to}${path.slice(from.length + 1)}`,
      origin: originOf(path),
    }));

const mirrorFile = (path: string, to: string, compile?: 'schxslt'): MirrorFile => {
  const sha256 = MIRROR_SHA256[path];
  if (!sha256) throw new Error(`no pinned sha256 for mirror file ${path}`);
  return { path, sha256, to, origin: originOf(path), ...(compile ? { compile } : {}) };
};

const OPENPEPPOL_PUBLISHER = 'OpenPeppol (PINT and BIS Billing rules)';
const pintMirror = (version: string, from: string): MirrorRelease => ({
  version,
  publisher: OPENPEPPOL_PUBLISHER,
  files: mirrorFiles(from),
});

/** XSD imports published without schemaLocation, resolved by the script to files it puts beside the signature XSDs. */
export const LOCAL_IMPORTS: Record<string, string> = {
  'http://www.w3.org/2000/09/xmldsig#': 'xmldsig-core-schema.xsd',
  'http://uri.etsi.org/01903/v1.3.2#': 'XAdES01903v132-201601.xsd',
  'http://uri.etsi.org/01903/v1.4.1#': 'XAdES01903v141-201601.xsd',
  'urn:un:unece:uncefact:data:specification:CoreComponentTypeSchemaModule:2':
    'CCTS_CCT_SchemaModule-2.1.xsd',
};

const SIGNATURE_XSDS = (to: string): Copy[] => [
  {
    from: XSD_XMLDSIG,
    entry: 'schemas/xmldsig-core-schema.xsd',
    to: `${to}/xmldsig-core-schema.xsd`,
  },
  {
    from: XSD_XADES132,
    entry: 'schemas/XAdES01903v132-201601.xsd',
    to: `${to}/XAdES01903v132-201601.xsd`,
  },
  {
    from: XSD_XADES141,
    entry: 'schemas/XAdES01903v141-201601.xsd',
    to: `${to}/XAdES01903v141-201601.xsd`,
  },
];

const PEPPOL = 'external/schematron';
const pintCopies = (id: string, folder: string, files: string[]): Copy[] =>
  files.map((f) => ({
    from: PHIVE_PEPPOL,
    entry: `${PEPPOL}/${folder}/${f}`,
    to: `build/${id}/${f}`,
  }));
const pint = (
  id: string,
  version: string,
  folder: string,
  files: string[],
  mirror: MirrorRelease,
): Package => ({
  dir: `build/${id}`,
  licence: OPENPEPPOL,
  redistributable: false,
  version,
  copies: pintCopies(id, folder, files),
  mirror,
});
const PINT_PAIR = ['PINT-UBL-validation-preprocessed.xslt', 'PINT-jurisdiction-aligned-rules.xslt'];
const OPENPEPPOL = 'OpenPeppol terms: internal use, not redistributable';

/** Every folder `rules:update` writes. */
export const PACKAGES: Package[] = [
  {
    dir: 'xsd/ubl-2.1',
    licence: 'OASIS UBL 2.1 (OASIS IPR policy; redistribution with notice permitted)',
    redistributable: true,
    version: '2.1',
    copies: [
      { from: PH_UBL21, entry: 'external/schemas/ubl21/common/', to: 'xsd/ubl-2.1/common/' },
      {
        from: PH_UBL21,
        entry: 'external/schemas/ubl21/maindoc/UBL-Invoice-2.1.xsd',
        to: 'xsd/ubl-2.1/maindoc/UBL-Invoice-2.1.xsd',
      },
      {
        from: PH_UBL21,
        entry: 'external/schemas/ubl21/maindoc/UBL-CreditNote-2.1.xsd',
        to: 'xsd/ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd',
      },
      ...SIGNATURE_XSDS('xsd/ubl-2.1/common'),
      {
        from: XSD_CCTS,
        entry: 'schemas/CCTS_CCT_SchemaModule.xsd',
        to: 'xsd/ubl-2.1/common/CCTS_CCT_SchemaModule-2.1.xsd',
      },
    ],
  },
  {
    dir: 'xsd/cii-d16b',
    licence: 'UN/CEFACT CII D16B schemas (UNECE, freely usable and redistributable)',
    redistributable: true,
    version: 'D16B',
    copies: [{ from: PH_CII_D16B, entry: 'external/schemas/d16b/', to: 'xsd/cii-d16b/' }],
  },
  {
    dir: 'en16931-cii',
    licence: 'EUPL-1.2 (CEN/TC 434 validation artefacts)',
    redistributable: true,
    version: '1.3.16',
    copies: [
      {
        from: PHIVE_EN16931,
        entry: 'external/schematron/1.3.16/cii/EN16931-CII-validation.xslt',
        to: 'en16931-cii/EN16931-CII-validation.xslt',
      },
    ],
  },
  {
    dir: 'en16931-ubl',
    licence: 'EUPL-1.2 (CEN/TC 434 validation artefacts)',
    redistributable: true,
    version: '1.3.16',
    copies: [
      {
        from: PHIVE_EN16931,
        entry: 'external/schematron/1.3.16/ubl/EN16931-UBL-validation.xslt',
        to: 'en16931-ubl/EN16931-UBL-validation.xslt',
      },
    ],
  },
  {
    dir: 'xrechnung-cii',
    licence: 'Apache-2.0 (KoSIT xrechnung-schematron)',
    redistributable: true,
    version: '3.0.2',
    copies: [
      {
        from: PHIVE_XRECHNUNG,
        entry: 'external/schematron/3.0.2/XRechnung-CII-validation.xslt',
        to: 'xrechnung-cii/XRechnung-CII-validation.xslt',
      },
    ],
  },
  {
    dir: 'xrechnung-ubl',
    licence: 'Apache-2.0 (KoSIT xrechnung-schematron)',
    redistributable: true,
    version: '3.0.2',
    copies: [
      {
        from: PHIVE_XRECHNUNG,
        entry: 'external/schematron/3.0.2/XRechnung-UBL-validation.xslt',
        to: 'xrechnung-ubl/XRechnung-UBL-validation.xslt',
      },
    ],
  },
  {
    // ZUGFeRD 2.4 is Factur-X 1.08 (the rules' own version in the ZUGFeRD numbering); 2.5.2 is 1.09.2.
    dir: 'build/facturx',
    licence: 'FeRD/FNFE terms (treated as not redistributable)',
    redistributable: false,
    version: '2.4',
    copies: [
      { from: PHIVE_ZUGFERD, entry: 'external/schematron/2.4/', to: 'build/facturx/' },
      { from: PHIVE_ZUGFERD, entry: 'external/schemas/2.4/', to: 'build/facturx/xsd/' },
    ],
    mirror: {
      version: '2.5.2',
      publisher: 'FeRD / FNFE (ZUGFeRD 2.5.2 = Factur-X 1.09.2)',
      files: [...mirrorFiles('facturx/1.09.2/xslt'), ...mirrorFiles('facturx/1.09.2/xsd', 'xsd/')],
    },
  },
  {
    dir: 'build/peppol-bis',
    licence: OPENPEPPOL,
    redistributable: false,
    version: '2026.5',
    copies: ['CEN-EN16931-UBL.xslt', 'PEPPOL-EN16931-UBL.xslt'].map((f) => ({
      from: PHIVE_PEPPOL,
      entry: `${PEPPOL}/openpeppol/2026.5/xslt/${f}`,
      to: `build/peppol-bis/${f}`,
    })),
  },
  {
    // Peppol BIS Billing 3.0 for CII: published only as Schematron (.sch), compiled here; the
    // Maven artefacts carry no CII rules, so without the mirror this rule set is not installed.
    dir: 'build/peppol-bis-cii',
    licence: OPENPEPPOL,
    redistributable: false,
    version: '3.0.19',
    copies: [],
    mirror: {
      version: '3.0.19',
      publisher: OPENPEPPOL_PUBLISHER,
      files: [
        mirrorFile('peppol-bis3/sch/CEN-EN16931-CII.sch', 'CEN-EN16931-CII.xslt', 'schxslt'),
        mirrorFile('peppol-bis3/sch/PEPPOL-EN16931-CII.sch', 'PEPPOL-EN16931-CII.xslt', 'schxslt'),
      ],
    },
  },
  // PINT Oman 1.0.1: only in the mirror (published as a zip in phive-rules' docs; the Maven
  // artefacts pinned here predate it).
  {
    dir: 'build/pint-om',
    licence: OPENPEPPOL,
    redistributable: false,
    version: '1.0.1',
    copies: [],
    mirror: pintMirror('1.0.1', 'pint/pint-om-1.0.1/xslt/billing'),
  },
  {
    dir: 'build/pint-om-selfbilling',
    licence: OPENPEPPOL,
    redistributable: false,
    version: '1.0.1',
    copies: [],
    mirror: pintMirror('1.0.1', 'pint/pint-om-1.0.1/xslt/selfbilling'),
  },
  {
    // The previous release of Peppol BIS Billing 3.0 for UBL (3.0.19, May 2025), which judges
    // documents dated before 3.0.21 became mandatory (src/validation/rule-set-releases.ts):
    // published as Schematron, compiled here; only the mirror has it.
    dir: 'build/peppol-bis-3.0.19',
    licence: OPENPEPPOL,
    redistributable: false,
    version: '3.0.19',
    copies: [],
    mirror: {
      version: '3.0.19',
      publisher: OPENPEPPOL_PUBLISHER,
      files: [
        mirrorFile('peppol-bis3/sch/CEN-EN16931-UBL.sch', 'CEN-EN16931-UBL.xslt', 'schxslt'),
        mirrorFile('peppol-bis3/sch/PEPPOL-EN16931-UBL.sch', 'PEPPOL-EN16931-UBL.xslt', 'schxslt'),
      ],
    },
  },
  pint(
    'pint',
    '1.1.2',
    'pint/1.1.2/xslt',
    [PINT_PAIR[0]!],
    pintMirror('1.1.3', 'pint/pint-1.1.3/xslt/xslt'),
  ),
  pint(
    'pint-eu',
    '1.0.1',
    'pint-eu/1.0.1/xslt',
    [...PINT_PAIR, 'PINT-EN16931-aligned-rules.xslt'],
    pintMirror('1.1.1', 'pint/pint-eu-1.1.1/xslt/xslt'),
  ),
  pint(
    'pint-sg',
    '1.4.0',
    'pint-sg/1.4.0/xslt',
    PINT_PAIR,
    pintMirror('1.4.1', 'pint/pint-sg-1.4.1/xslt/xslt'),
  ),
  pint(
    'pint-jp',
    '1.1.2',
    'pint-jp/1.1.2/xslt',
    PINT_PAIR,
    pintMirror('1.1.3', 'pint/pint-jp-1.1.3/xslt/xslt'),
  ),
  pint(
    'pint-aunz',
    '1.1.2',
    'pint-aunz/1.1.2/xslt/billing',
    PINT_PAIR,
    pintMirror('1.1.3', 'pint/pint-aunz-1.1.3/xslt/xslt/billing'),
  ),
  pint(
    'pint-my',
    '1.3.0',
    'pint-my/1.3.0/xslt/billing',
    PINT_PAIR,
    pintMirror('1.3.1', 'pint/pint-my-1.3.1/xslt/xslt/billing'),
  ),
  pint(
    'pint-ae',
    '2026.5',
    'pint-ae/2026.5/billing',
    PINT_PAIR,
    pintMirror('2026.5', 'pint/pint-ae-2026.5/xslt/billing'),
  ),
  pint(
    'pint-aunz-selfbilling',
    '1.1.2',
    'pint-aunz/1.1.2/xslt/selfbilling',
    PINT_PAIR,
    pintMirror('1.1.3', 'pint/pint-aunz-1.1.3/xslt/xslt/selfbilling'),
  ),
  pint(
    'pint-my-selfbilling',
    '1.3.0',
    'pint-my/1.3.0/xslt/selfbilling',
    PINT_PAIR,
    pintMirror('1.3.1', 'pint/pint-my-1.3.1/xslt/xslt/selfbilling'),
  ),
  pint(
    'pint-ae-selfbilling',
    '2026.5',
    'pint-ae/2026.5/selfbilling',
    PINT_PAIR,
    pintMirror('2026.5', 'pint/pint-ae-2026.5/xslt/selfbilling'),
  ),
  // France: lifecycle statuses (CDAR D22B XSD and BR-FR-CDV, FNFE-MPE 1.4.0.03), from the mirror only.
  FR_CDAR_PACKAGE,
  // France: BR-FR Flux 2 and EXTENDED-CTC-FR (FNFE-MPE 1.4.0.03), from the mirror only.
  FRANCE_CTC_PACKAGE,
  // Croatia, Romania, Portugal: the national CIUS of UBL, from the mirror only.
  ...UBL_CIUS_PACKAGES,
  // Poland: the KSeF FA(3) XSD of the Ministry of Finance, from the mirror only.
  KSEF_FA3_PACKAGE,
  {
    dir: 'build/xsd/fatturapa-1.2.2',
    licence: 'Agenzia delle Entrate public schema (not committed: terms unclear)',
    redistributable: false,
    version: '1.2.2',
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
