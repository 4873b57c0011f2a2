/**
 * The profile of a conversion's target. A profile the caller names is kept. Without one, the
 * candidates are planned in this order and the first that loses nothing is taken, else the one
 * that loses fewest (the earlier on a tie):
 * 1. the source's own CII profile, where the target takes CII profiles (ZUGFeRD, Factur-X, CII):
 *    a Factur-X MINIMUM or BASIC WL stays MINIMUM or BASIC WL, rather than becoming an EN 16931
 *    document with an invoice line the source never stated; a ZUGFeRD EXTENDED stays EXTENDED;
 * 2. the target's default profile;
 * 3. the format's fuller profile (CII EXTENDED for zugferd, facturx and cii; XRechnung's
 *    Extension): a Factur-X EXTENDED source keeps its further payment terms or line groups in
 *    CII, an XRechnung Extension's sub invoice lines stay sub invoice lines.
 * A candidate whose plan refuses (throws) counts as none; when all refuse, the default profile's
 * refusal is the answer. The answer's format.profile names the profile used.
 */
import type { ConvertInvoiceRequest } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import {
  ciiProfileOfLabel,
  DEFAULT_CII_PROFILE,
  formatInfo,
  fullerProfile,
  takesProfile,
} from '../../formats/format-registry.js';
import type { LostTermInit } from './lost-terms.js';

/** What a conversion plan needs to be compared: the terms it loses. */
interface Planned {
  lost: readonly LostTermInit[];
}

/** The request (its profile chosen) and its plan. */
export interface ProfiledPlan<P extends Planned> {
  req: ConvertInvoiceRequest;
  plan: P;
}

/** The profiles to plan, in order of preference ('' is the target's default). */
function candidateProfiles(format: string, sourceProfileLabel: string): string[] {
  const own = ciiProfileOfLabel(sourceProfileLabel);
  // The default profile (EN16931) is the default candidate itself: planned once.
  const takesOwn =
    own !== undefined &&
    own !== DEFAULT_CII_PROFILE &&
    (formatInfo(format)?.usesCiiProfile ?? false) &&
    takesProfile(format, own);
  const fuller = fullerProfile(format);
  return [...new Set([...(takesOwn ? [own] : []), '', ...(fuller ? [fuller] : [])])];
}

/**
 * Plans the target with the caller's profile, or with the candidate profile that loses fewest
 * terms (candidateProfiles; the source's profile as retrieve reports it, e.g. "BASIC WL").
 */
export function planTargetProfile<P extends Planned>(
  req: ConvertInvoiceRequest,
  plan: (req: ConvertInvoiceRequest) => P,
  sourceProfileLabel = '',
): ProfiledPlan<P> {
  if (req.profile) return { req, plan: plan(req) };
  let best: ProfiledPlan<P> | undefined;
  const refusals = new Map<string, unknown>();
  for (const profile of candidateProfiles(req.format, sourceProfileLabel)) {
    const candidate: ConvertInvoiceRequest = { ...req, profile };
    let planned: P;
    try {
      planned = plan(candidate);
    } catch (err) {
      refusals.set(profile, err);
      continue;
    }
    if (planned.lost.length === 0) return { req: candidate, plan: planned };
    if (!best || planned.lost.length < best.plan.lost.length)
      best = { req: candidate, plan: planned };
  }
  if (best) return best;
  // Every candidate refuses: the default profile's refusal is the answer (the profile the caller
  // would get by naming none in generate).
  throw refusals.has('') ? refusals.get('') : refusals.values().next().value;
}
