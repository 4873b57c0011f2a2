/**
 * The services this server registers, with their implementations: one list that the Connect
 * router, the REST gateway, health checking and reflection all read.
 */
import type { DescService } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import { AccountService } from '../../gen/einvoice/v1/account_service_pb.js';
import { AdminService } from '../../gen/einvoice/v1/admin_service_pb.js';
import { InvoiceService } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { StatusService } from '../../gen/einvoice/v1/status_service_pb.js';
import { pendingAccountServiceImpl, pendingAdminServiceImpl } from '../api/account-service.js';
import { invoiceServiceImpl, type InvoiceOperations } from '../api/invoice-service.js';
import { statusServiceImpl, type StatusServiceOperations } from '../api/status/status-service.js';

/** A service descriptor with its implementation. */
export interface RegisteredService {
  desc: DescService;
  impl: Record<string, unknown>;
}

/** What the public services are built from (account and admin answer UNIMPLEMENTED when absent). */
export interface ServiceDependencies {
  invoice: InvoiceOperations;
  account?: ServiceImpl<typeof AccountService>;
  admin?: ServiceImpl<typeof AdminService>;
  /** Lifecycle statuses (CDAR); not registered when absent. */
  status?: StatusServiceOperations;
}

/** The public (business) services, in registration order. */
export function publicServices(deps: ServiceDependencies): RegisteredService[] {
  return [
    {
      desc: InvoiceService,
      impl: invoiceServiceImpl(deps.invoice) as unknown as RegisteredService['impl'],
    },
    {
      desc: AccountService,
      impl: (deps.account ?? pendingAccountServiceImpl()) as unknown as RegisteredService['impl'],
    },
    {
      desc: AdminService,
      impl: (deps.admin ?? pendingAdminServiceImpl()) as unknown as RegisteredService['impl'],
    },
    ...(deps.status
      ? [
          {
            desc: StatusService,
            impl: statusServiceImpl(deps.status) as unknown as RegisteredService['impl'],
          },
        ]
      : []),
  ];
}
