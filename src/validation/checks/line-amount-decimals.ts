/**
 * How many decimals a line may state its amounts with: BT-131 line net amount, BT-136 / BT-141
 * line allowance and charge amounts and BT-137 / BT-142 their bases, BT-138 / BT-143 their
 * percentages. EN 16931 keeps the amounts to 2 (BR-DEC-23 … BR-DEC-28; PINT A-NZ every amount,
 * aligned-ibrp-005). The other PINT specifications drop those rules and round only the sums
 * (ibr-co-10: BT-106 = Σ BT-131 rounded to 2; BT-116 within a slack), so a line may state its
 * amount unrounded: PINT SG's official "Decimals" example states 860.091075. Which rules judge the
 * document is read from its rule sets, not from a list of profiles.
 *
 * PINT OM is left to its own bound (IBR-DEC-03-OM: every amount in baisa, 3 decimals; checked
 * with net_amount and the VAT groups' sums in pint-om-checks.ts), CIUS-PT to its datatype rules
 * (number-bounds.ts).
 */
import { ruleSetsAssert } from '../rule-ids.js';
import { ruleSetsOfRow } from '../rule-sets-for.js';
import { peppolProfile, type CheckContext } from './context.js';
import { DEFAULT_NUMBER_BOUNDS, boundsOf } from './number-bounds.js';

/** An unrounded line amount or percentage: as many decimals as a price (UBL writes them as given). */
const UNROUNDED_DECIMALS = DEFAULT_NUMBER_BOUNDS.unitPrice.maxDecimals;

/** PINT OM's line net amount: in baisa, 3 decimals (IBR-071-OM). */
const PINT_OM_NET_DECIMALS = 3;

/**
 * The most decimals of a line's stated amounts and percentages where the rules judging the
 * document let them go unrounded (UBL whose rule sets do not keep BT-131 to 2 decimals), else
 * undefined: the format's own bounds apply.
 */
export function unroundedLineDecimals(
  ctx: Pick<CheckContext, 'syntax' | 'row' | 'format' | 'countryProfile' | 'ublCountryProfile'>,
): number | undefined {
  if (ctx.syntax !== 'ubl' || !ctx.row || peppolProfile(ctx)?.id === 'pint_om') return undefined;
  // A national CIUS with number formats of its own (CIUS-PT's datatype rules) keeps its table.
  if (boundsOf(ctx) !== DEFAULT_NUMBER_BOUNDS) return undefined;
  return ruleSetsAssert(ruleSetsOfRow(ctx.row), 'BR-DEC-23') ? undefined : UNROUNDED_DECIMALS;
}

/**
 * The most decimals of a stated net_amount (BT-131) where not the format's 2: PINT OM's baisa, or
 * the unrounded amounts of unroundedLineDecimals.
 */
export function lineNetDecimals(
  ctx: Pick<CheckContext, 'syntax' | 'row' | 'format' | 'countryProfile' | 'ublCountryProfile'>,
): number | undefined {
  return peppolProfile(ctx)?.id === 'pint_om' ? PINT_OM_NET_DECIMALS : unroundedLineDecimals(ctx);
}
