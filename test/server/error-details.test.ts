// gRPC and Connect clients read from error details what REST clients read from headers: a rate
// limit carries google.rpc.RetryInfo (the Retry-After seconds), a used-up quota
// google.rpc.QuotaFailure (and no RetryInfo: retrying does not help before the period resets).
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-node';
import {
  GenerateInvoiceRequestSchema,
  InvoiceService,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import {
  ErrorInfoSchema,
  QuotaFailureSchema,
  RetryInfoSchema,
} from '../../gen/google/rpc/error_details_pb.js';
import { publicExample } from '../helpers/example.js';
import { DEMO_KEY, withServer } from '../helpers/server.js';

test('rate limited: RESOURCE_EXHAUSTED with RetryInfo; quota used up: QuotaFailure', async (t) => {
  await withServer(
    t,
    async ({ baseUrl }) => {
      const client = createClient(
        InvoiceService,
        createConnectTransport({ baseUrl, httpVersion: '1.1' }),
      );
      const validate = () =>
        client.validateInvoice(fromJson(ValidateInvoiceRequestSchema, publicExample()));
      await validate();
      const limited = ConnectError.from(await t.throwsAsync(validate()));
      t.is(limited.code, Code.ResourceExhausted);
      t.is(limited.findDetails(ErrorInfoSchema)[0]?.reason, 'RATE_LIMITED');
      const retry = limited.findDetails(RetryInfoSchema)[0];
      t.true(Number(retry?.retryDelay?.seconds ?? 0) > 0, 'RetryInfo names the wait');

      const generate = () =>
        client.generateInvoice(
          fromJson(GenerateInvoiceRequestSchema, { ...publicExample(), format: 'pdf' }),
          { headers: { 'x-api-key': DEMO_KEY } },
        );
      await generate();
      const quota = ConnectError.from(await t.throwsAsync(generate()));
      t.is(quota.code, Code.ResourceExhausted);
      t.is(quota.findDetails(ErrorInfoSchema)[0]?.reason, 'QUOTA_EXCEEDED');
      t.is(quota.findDetails(QuotaFailureSchema)[0]?.violations[0]?.subject, 'api_key');
      t.is(quota.findDetails(RetryInfoSchema).length, 0);
    },
    {
      anonymousRequestsPerMinute: 1,
      plans: { sandbox: { monthlyCredits: 1, requestsPerMinute: 1000, overageAllowed: 0 } },
    },
  );
});
