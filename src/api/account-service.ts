/**
 * AccountService and AdminService until accounts exist: UNIMPLEMENTED with a clear message.
 */
import type { ServiceImpl } from '@connectrpc/connect';
import { AccountService } from '../../gen/einvoice/v1/account_service_pb.js';
import { AdminService } from '../../gen/einvoice/v1/admin_service_pb.js';
import { notImplemented } from './not-implemented.js';

const accountsLater = 'accounts (API keys, plans, credits) arrive in a later release';

/** GetAccount answers UNIMPLEMENTED until accounts exist. */
export function pendingAccountServiceImpl(): ServiceImpl<typeof AccountService> {
  return { getAccount: () => notImplemented('GetAccount', accountsLater) };
}

/** Every admin call answers UNIMPLEMENTED until accounts exist. */
export function pendingAdminServiceImpl(): ServiceImpl<typeof AdminService> {
  const pending = (name: string) => () => notImplemented(name, accountsLater);
  return {
    createAccount: pending('CreateAccount'),
    listAccounts: pending('ListAccounts'),
    setAccountPlan: pending('SetAccountPlan'),
    createApiKey: pending('CreateApiKey'),
    listApiKeys: pending('ListApiKeys'),
    revokeApiKey: pending('RevokeApiKey'),
    listPlans: pending('ListPlans'),
  };
}
