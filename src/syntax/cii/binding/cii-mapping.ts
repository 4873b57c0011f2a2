/**
 * Which business terms each CII profile carries, as the request checks ask it: derived from the
 * binding table (src/syntax/cii/binding/cii-binding.ts), never stated twice. CII_MAPPING lists
 * every term of the table with its XPath and the profiles that write it.
 */
import { bindingRanks, type ValueKey } from '../../binding/binding.js';
import { CII_WRITER_PROFILES, type CiiWriterProfile } from '../../../formats/cii-profiles.js';
import { CII_BINDING, PROFILE_RANK } from './cii-binding.js';
import { ciiPath } from './index.js';

/** A key of the table (a term of the map or a syntax key). */
export type CiiTermId = ValueKey;

/** One term: where it is and which profiles write it. */
export interface CiiMappingRow {
  path: string;
  profiles: readonly CiiWriterProfile[];
}

const RANKS = bindingRanks(CII_BINDING);

/** Every id of the table with its path and profiles. */
export const CII_MAPPING: Readonly<Partial<Record<CiiTermId, CiiMappingRow>>> = Object.fromEntries(
  [...RANKS].map(([id, rank]) => [
    id,
    {
      get path() {
        return ciiPath(id);
      },
      profiles: CII_WRITER_PROFILES.filter((p) => PROFILE_RANK[p] >= rank),
    },
  ]),
);

/** Whether `profile` writes term `id`. */
export function emits(id: CiiTermId, profile: CiiWriterProfile): boolean {
  const rank = RANKS.get(id);
  return rank !== undefined && PROFILE_RANK[profile] >= rank;
}
