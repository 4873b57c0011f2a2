/**
 * StatusService: thin adapters from the proto requests to the guarded operations (app.ts). The
 * same functions serve gRPC, gRPC-Web, Connect, the /v1 REST gateway and MCP.
 */
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type {
  StatusService,
  GenerateStatusRequest,
  GenerateStatusResponseSchema,
  RetrieveStatusRequest,
  RetrieveStatusResponseSchema,
  ValidateStatusRequest,
  ValidateStatusResponseSchema,
} from '../../../gen/einvoice/v1/status_service_pb.js';

type Answer<S extends Parameters<typeof import('@bufbuild/protobuf').create>[0]> =
  | Promise<MessageInitShape<S>>
  | MessageInitShape<S>;

/** The operations behind StatusService, as the transports call them (guarded). */
export interface StatusServiceOperations {
  validateStatus(
    req: ValidateStatusRequest,
    ctx: HandlerContext,
  ): Answer<typeof ValidateStatusResponseSchema>;
  generateStatus(
    req: GenerateStatusRequest,
    ctx: HandlerContext,
  ): Answer<typeof GenerateStatusResponseSchema>;
  retrieveStatus(
    req: RetrieveStatusRequest,
    ctx: HandlerContext,
  ): Answer<typeof RetrieveStatusResponseSchema>;
}

/** The StatusService implementation. */
export function statusServiceImpl(ops: StatusServiceOperations): ServiceImpl<typeof StatusService> {
  return {
    generateStatus: (req, ctx) => ops.generateStatus(req, ctx),
    retrieveStatus: (req, ctx) => ops.retrieveStatus(req, ctx),
    validateStatus: (req, ctx) => ops.validateStatus(req, ctx),
  };
}
