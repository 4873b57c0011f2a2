/**
 * The conformance matrix of the UBL writer: every flavour and Peppol country profile, with the
 * jurisdiction whose parties it is tested with and the checker kind that holds its official rules.
 */
import type { WriteUblOptions } from '../../../../src/syntax/ubl/writer/write-ubl.js';

/** One row: the public profile key, the writer options, test parties, checker kind. */
export interface MatrixRow {
  profile: string;
  opts: WriteUblOptions;
  jurisdiction: string;
  kind: string;
}

/** Every UBL output we promise: ubl, xrechnung, peppol (standard_eu) and each PINT profile. */
export const UBL_MATRIX: readonly MatrixRow[] = [
  { profile: 'ubl', opts: { flavour: 'ubl' }, jurisdiction: 'eu', kind: 'ubl' },
  {
    profile: 'xrechnung',
    opts: { flavour: 'xrechnung' },
    jurisdiction: 'eu',
    kind: 'xrechnung-ubl',
  },
  { profile: 'standard_eu', opts: { flavour: 'peppol' }, jurisdiction: 'eu', kind: 'peppol' },
  {
    profile: 'pint_international',
    opts: { flavour: 'pint', pintJurisdiction: 'international' },
    jurisdiction: 'eu',
    kind: 'pint-base',
  },
  {
    profile: 'pint_eu',
    opts: { flavour: 'pint', pintJurisdiction: 'eu' },
    jurisdiction: 'eu',
    kind: 'pint-eu',
  },
  {
    profile: 'pint_sg',
    opts: { flavour: 'pint', pintJurisdiction: 'sg' },
    jurisdiction: 'sg',
    kind: 'pint-sg',
  },
  {
    profile: 'pint_au',
    opts: { flavour: 'pint', pintJurisdiction: 'au' },
    jurisdiction: 'au',
    kind: 'pint-aunz',
  },
  {
    profile: 'pint_nz',
    opts: { flavour: 'pint', pintJurisdiction: 'nz' },
    jurisdiction: 'nz',
    kind: 'pint-aunz',
  },
  {
    profile: 'pint_my',
    opts: { flavour: 'pint', pintJurisdiction: 'my' },
    jurisdiction: 'my',
    kind: 'pint-my',
  },
  {
    profile: 'pint_ae',
    opts: { flavour: 'pint', pintJurisdiction: 'ae' },
    jurisdiction: 'ae',
    kind: 'pint-ae',
  },
  {
    profile: 'pint_jp',
    opts: { flavour: 'pint', pintJurisdiction: 'jp' },
    jurisdiction: 'jp',
    kind: 'pint-jp',
  },
];

/** The default (fast) subset of the Schematron runs: one document per rule family, preview blockers included. */
export const REPRESENTATIVE: ReadonlySet<string> = new Set([
  'ubl/credit',
  'xrechnung/zeroExempt',
  'standard_eu/mixed',
  'pint_sg/zeroExempt',
  'pint_my/single',
  'pint_ae/credit',
]);
