/**
 * Poland's KSeF FA(3) schema 1-0E as the mirror holds it (../shared/corpus/ksef-fa3/xsd): the
 * Ministry of Finance's four files, unmodified, published in its repository CIRFMF/ksef-docs
 * (faktury/schemy/FA and faktury/schemy/FA/bazowe). The FA(3) schema imports StrukturyDanych by
 * its absolute crd.gov.pl URL; nothing rewrites the file: both engines resolve that prefix to
 * this folder (the rule set's schemaUriRewrites, src/validation/rule-sets.ts), as the corpus's
 * XML catalog does. No Maven artefact carries it: without the mirror the rule set is not
 * installed and format ksef is not checked (generate fails closed).
 */
import type { Package } from './rules-sources.js';

const MF = {
  repository: 'CIRFMF/ksef-docs',
  commit: 'd92d285b928896258afdb27f7150f9127ee18ada',
};

/** [file name, folder in the MF repository, sha256]. */
const FILES: readonly (readonly [string, string, string])[] = [
  [
    'schemat_FA(3)_v1-0E.xsd',
    'faktury/schemy/FA',
    'b646b6b525f51adf1bb2545f111fc8ca6e7aa6dd2f98948f1667d3695c06d958',
  ],
  [
    'StrukturyDanych_v10-0E.xsd',
    'faktury/schemy/FA/bazowe',
    'cb08348374598e1e716e086c40d740390fb9e1bfa3aba1f4ec4cba0e1ef6d60f',
  ],
  [
    'ElementarneTypyDanych_v10-0E.xsd',
    'faktury/schemy/FA/bazowe',
    '8daf4d3771de200b26b697294cc906a2add3de9acfbbd97f4b1bd4fc0e5ecb2f',
  ],
  [
    'KodyKrajow_v10-0E.xsd',
    'faktury/schemy/FA/bazowe',
    '48be2a9f181d7ff80f185c62491ba12604c5cacbbe21af8e2aaaf2c585bbd214',
  ],
];

export const KSEF_FA3_PACKAGE: Package = {
  dir: 'build/xsd/ksef-fa3',
  licence:
    'Ministerstwo Finansów (Poland): public schema published without a stated licence (installed from the mirror, not committed)',
  redistributable: false,
  version: '1-0E',
  copies: [],
  mirror: {
    version: '1-0E',
    publisher: 'Ministerstwo Finansów (KSeF FA(3), CRD wzór 13775)',
    files: FILES.map(([name, folder, sha256]) => ({
      path: `ksef-fa3/xsd/${name}`,
      sha256,
      to: name,
      origin: { ...MF, path: `${folder}/${name}` },
    })),
  },
};
