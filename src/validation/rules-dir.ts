/**
 * Where the prepared rule sets live: `EINVOICE_RULES_DIR` when set by the caller's config,
 * otherwise `rules/` at the repository root (committed sets, plus `rules/build/` from set-up).
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/** The repository's rules directory, resolved from this file's location. */
export const DEFAULT_RULES_DIR = resolve(fileURLToPath(new URL('../../rules', import.meta.url)));
