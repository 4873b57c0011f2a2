/**
 * gRPC health checking (grpc.health.v1): generic tools and load balancers ask here whether the
 * server, or one service, is serving. "" is the whole server.
 */
import { create } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import { apiError } from '../errors/api-error.js';
import {
  Health,
  HealthCheckResponse_ServingStatus as Status,
  HealthCheckResponseSchema,
} from '../../gen/grpc/health/v1/health_pb.js';

/** Serving status per service name ("" stands for the whole server): SERVING while the server is ready. */
export function healthImpl(
  serviceNames: readonly string[],
  isServing: () => boolean,
): ServiceImpl<typeof Health> {
  const known = new Set(['', ...serviceNames]);
  const statusOf = (service: string) => {
    if (!known.has(service)) throw apiError('ROUTE_NOT_FOUND', `unknown service "${service}"`);
    return isServing() ? Status.SERVING : Status.NOT_SERVING;
  };
  return {
    check(req) {
      return { status: statusOf(req.service) };
    },
    async *watch(req, ctx) {
      let last = statusOf(req.service);
      yield { status: last };
      // Report changes until the client goes away (readiness: a dependency down, shutdown).
      while (!ctx.signal.aborted) {
        await new Promise((resolve) => setTimeout(resolve, 1000).unref());
        const now = statusOf(req.service);
        if (now !== last) yield { status: (last = now) };
      }
    },
    list() {
      const statuses: Record<
        string,
        ReturnType<typeof create<typeof HealthCheckResponseSchema>>
      > = {};
      for (const name of known)
        statuses[name] = create(HealthCheckResponseSchema, { status: statusOf(name) });
      return { statuses };
    },
  };
}
