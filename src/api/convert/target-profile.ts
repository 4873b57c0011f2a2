/**
 * The profile of a conversion's target. A profile the caller names is kept. Without one, the
 * target's default profile is planned first; where it would lose terms of the source and the
 * format has a fuller profile (CII EXTENDED for zugferd, facturx and cii; XRechnung's Extension),
 * that profile is planned too and taken when it loses fewer: a Factur-X EXTENDED source keeps its
 * further payment terms or line groups in CII, an XRechnung Extension's sub invoice lines stay
 * sub invoice lines. The answer's format.profile names the profile used.
 */
import type { ConvertInvoiceRequest } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { fullerProfile } from '../../formats/format-registry.js';
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

/**
 * Plans the target with the caller's profile, or with the profile that loses fewest terms of the
 * default and the fuller one. A plan that refuses (throws) counts as no plan: when the default
 * refuses and the fuller one does not, the fuller one is taken; when both refuse, the default's
 * refusal is the answer.
 */
export function planTargetProfile<P extends Planned>(
  req: ConvertInvoiceRequest,
  plan: (req: ConvertInvoiceRequest) => P,
): ProfiledPlan<P> {
  const fuller = req.profile ? undefined : fullerProfile(req.format);
  if (!fuller) return { req, plan: plan(req) };
  let planned: P | undefined;
  let refusal: unknown;
  try {
    planned = plan(req);
    if (planned.lost.length === 0) return { req, plan: planned };
  } catch (err) {
    refusal = err;
  }
  const fullerReq: ConvertInvoiceRequest = { ...req, profile: fuller };
  let fullerPlan: P | undefined;
  try {
    fullerPlan = plan(fullerReq);
  } catch {
    // The fuller profile refuses what the default one takes (or both refuse): the default answers.
  }
  if (fullerPlan && (!planned || fullerPlan.lost.length < planned.lost.length))
    return { req: fullerReq, plan: fullerPlan };
  if (planned) return { req, plan: planned };
  throw refusal;
}
