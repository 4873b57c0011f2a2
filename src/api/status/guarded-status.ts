/**
 * The lifecycle-status operations as every transport calls them: each through the accounts guard
 * (key, mode, rate limit, request checks, credits, Idempotency-Key). Generate and retrieve cost 1
 * credit like their invoice counterparts (a message that cannot be read or fails its rules is not
 * charged); validate is free and needs no key.
 */
import { create } from '@bufbuild/protobuf';
import { AccountUsageSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import {
  GenerateStatusRequestSchema,
  GenerateStatusResponseSchema,
  RetrieveStatusRequestSchema,
  RetrieveStatusResponseSchema,
} from '../../../gen/einvoice/v1/status_service_pb.js';
import { messageIdempotency, type Accounts, type GuardPolicy } from '../../accounts/index.js';
import {
  checkGenerateStatus,
  statusOperations,
  type StatusDependencies,
} from './status-operations.js';
import type { StatusServiceOperations } from './status-service.js';

/** The guard policies of the status operations. */
export const STATUS_POLICIES = {
  generate: { operation: 'status_generate', cost: 1, keyRequired: true },
  retrieve: { operation: 'status_retrieve', cost: 1, keyRequired: true },
  validate: { operation: 'status_validate', cost: 0, keyRequired: false },
} as const satisfies Record<string, GuardPolicy>;

/** Carries an answer out of the guard without charging for it (the guard releases on throw). */
class UnchargedAnswer<T> extends Error {
  constructor(readonly answer: T) {
    super('uncharged answer');
  }
}

/** The guarded operations over the accounts (opened in the background) and the status dependencies. */
export function guardedStatusOperations(
  accounts: Promise<Pick<Accounts, 'guard'>>,
  deps: StatusDependencies,
): StatusServiceOperations {
  const ops = statusOperations(deps);
  return {
    validateStatus: async (req, ctx) =>
      (await (await accounts).guard(ctx, STATUS_POLICIES.validate, async () => ops.validate(req)))
        .result,

    generateStatus: async (req, ctx) => {
      const { result, usage } = await (await accounts).guard(
        ctx,
        // The status checks before a credit is held: an unwritable status is refused for free.
        { ...STATUS_POLICIES.generate, check: () => checkGenerateStatus(req) },
        () => ops.generate(req),
        messageIdempotency(GenerateStatusRequestSchema, req, GenerateStatusResponseSchema),
      );
      const response = create(GenerateStatusResponseSchema, result);
      if (usage) response.account = create(AccountUsageSchema, usage);
      return response;
    },

    retrieveStatus: async (req, ctx) => {
      try {
        const guarded = await (await accounts).guard(
          ctx,
          STATUS_POLICIES.retrieve,
          async () => {
            const answer = await ops.retrieve(req);
            if (!answer.valid) throw new UnchargedAnswer(answer);
            return answer;
          },
          messageIdempotency(RetrieveStatusRequestSchema, req, RetrieveStatusResponseSchema),
        );
        return guarded.result;
      } catch (error) {
        if (error instanceof UnchargedAnswer)
          return error.answer as Awaited<ReturnType<typeof ops.retrieve>>;
        throw error;
      }
    },
  };
}
