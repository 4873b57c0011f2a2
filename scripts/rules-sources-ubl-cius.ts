/**
 * The national CIUS of UBL as the mirror holds them (../shared/corpus), each XSLT pinned by its
 * sha256: Croatia's HR-CIUS 2025 rules 1.0.3 (Porezna uprava; the HR rules only, run after the
 * EN 16931 UBL rules), Romania's CIUS-RO 1.0.9 (ANAF; the RO rules, run after the EN 16931 UBL
 * rules) and Portugal's CIUS-PT 2.1.1 (eSPap; self-contained, the EN 16931 rules included). The
 * publishers ship Schematron; the XSLTs are phive-rules' compilation of it (their origin), so the
 * mirror installs them. No Maven artefact of ours carries them: without the mirror these rule
 * sets are not installed and the rows fall back to the EN 16931 UBL rules.
 */
import type { Package } from './rules-sources.js';

const PHIVE = {
  repository: 'phax/phive-rules',
  commit: '432f0e9a8cff5c03d06625abe7a5fd8e7e346a64',
};

/** [rule set id, version, publisher, mirror path, path in phive-rules, file name in the package, sha256]. */
const CIUS: readonly (readonly [string, string, string, string, string, string, string])[] = [
  [
    'hr-cius',
    '1.0.3',
    'Porezna uprava (HR-CIUS 2025 with the HR extension, eRačun)',
    'hr-cius/1.0.3/xslt/HR-CIUS-EXT-EN16931-UBL.xslt',
    'phive-rules-eracun/src/main/resources/external/schematron/1.0.3/HR-CIUS-EXT-EN16931-UBL.xslt',
    'HR-CIUS-EXT-EN16931-UBL.xslt',
    '9d5d91da89c468ab8f291435eb1652390cbbb5928650ef62be25fba4397224df',
  ],
  [
    'cius-ro',
    '1.0.9',
    'ANAF / Ministerul Finanțelor (CIUS-RO, RO e-Factura)',
    'cius-ro/1.0.9/xslt/ROeFactura-UBL-validation-Invoice_v1.0.9.xslt',
    'phive-rules-cius-ro/src/main/resources/external/schematron/1.0.9/ROeFactura-UBL-validation-Invoice_v1.0.9.xslt',
    'ROeFactura-UBL-validation-Invoice_v1.0.9.xslt',
    '461ed7c080bd1a5c556d1d42f18ebdc5c97ff614e5d7a245bf7e8cad3577d7f4',
  ],
  [
    'cius-pt',
    '2.1.1',
    'eSPap (CIUS-PT, public procurement)',
    'cius-pt/2.1.1/xslt/urn_feap.gov.pt_CIUS-PT_2.1.1.xslt',
    'phive-rules-cius-pt/src/main/resources/external/schematron/2.1.1/urn_feap.gov.pt_CIUS-PT_2.1.1.xslt',
    'urn_feap.gov.pt_CIUS-PT_2.1.1.xslt',
    '05fd04cfcc643e5c9ac178d04a1efb89988fb097c42634ae0b618bcedd4bf621',
  ],
];

/** One package per CIUS under rules/build/<id>: installed from the mirror only (never committed: no licence stated). */
export const UBL_CIUS_PACKAGES: readonly Package[] = CIUS.map(
  ([id, version, publisher, path, origin, to, sha256]) => ({
    dir: `build/${id}`,
    licence: `${publisher}: published without a stated licence (installed from the mirror, not committed)`,
    redistributable: false,
    version,
    copies: [],
    mirror: {
      version,
      publisher,
      files: [{ path, sha256, to, origin: { ...PHIVE, path: origin } }],
    },
  }),
);
