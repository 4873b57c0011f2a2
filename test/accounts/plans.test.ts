/**
 * Plans, periods, balances and key format as plain functions: the default table, PLANS
 * overrides, UTC month boundaries, the overage arithmetic and the shape of new secrets.
 */
import test from 'ava';
import { displayPrefix, keyEnvironment, newSecret } from '../../src/accounts/api-key.js';
import { presentedKey } from '../../src/accounts/key-header.js';
import { nextPeriodStart, periodOf } from '../../src/accounts/period.js';
import { planTable } from '../../src/accounts/plans.js';
import { creditLimit, usageOf } from '../../src/accounts/usage.js';
import { loadConfig } from '../../src/config.js';

test('default plans: sandbox 100/60 watermarked, starter 500/120 +50, pro 2000/300 +200', (t) => {
  const plans = planTable();
  t.deepEqual(plans.get('sandbox'), {
    id: 'sandbox',
    monthlyCredits: 100,
    requestsPerMinute: 60,
    overageAllowed: 0,
    watermark: true,
  });
  t.deepEqual(plans.get('starter'), {
    id: 'starter',
    monthlyCredits: 500,
    requestsPerMinute: 120,
    overageAllowed: 50,
    watermark: false,
  });
  t.deepEqual(plans.get('pro'), {
    id: 'pro',
    monthlyCredits: 2000,
    requestsPerMinute: 300,
    overageAllowed: 200,
    watermark: false,
  });
});

test('PLANS changes a plan and adds one; bad values stop the start', (t) => {
  const config = loadConfig({
    PLANS:
      '{"starter":{"monthlyCredits":600},"team":{"monthlyCredits":5000,"requestsPerMinute":600,"overageAllowed":500}}',
  });
  const plans = planTable(config.plans);
  t.like(plans.get('starter'), { monthlyCredits: 600, requestsPerMinute: 120, overageAllowed: 50 });
  t.like(plans.get('team'), {
    monthlyCredits: 5000,
    requestsPerMinute: 600,
    overageAllowed: 500,
    watermark: false,
  });
  t.throws(() => loadConfig({ PLANS: '[1]' }), { name: 'ConfigError' });
  t.throws(() => planTable({ starter: { requestsPerMinute: 0 } }), { name: 'ConfigError' });
  t.throws(() => planTable({ new: { monthlyCredits: 5 } }), { name: 'ConfigError' });
  t.throws(() => planTable({ 'Bad Id': { monthlyCredits: 5, requestsPerMinute: 5 } }), {
    name: 'ConfigError',
  });
});

test('credit periods are UTC months', (t) => {
  t.is(periodOf(new Date('2026-11-30T23:59:59.999Z')), '2026-11');
  t.is(periodOf(new Date('2026-12-01T00:00:00Z')), '2026-12');
  t.is(
    periodOf(new Date('2026-12-01T00:30:00+01:00')),
    '2026-11',
    'local midnight in Berlin is still November in UTC',
  );
  t.is(nextPeriodStart(new Date('2026-12-15T10:00:00Z')).toISOString(), '2027-01-01T00:00:00.000Z');
});

test('balance: remaining goes negative within the overage; overage_count counts beyond the quota', (t) => {
  const starter = planTable().get('starter')!;
  t.is(creditLimit(starter), 550);
  t.deepEqual(usageOf(starter, 499), {
    remaining: 1,
    plan: 'starter',
    overageCount: 0,
    overageAllowed: 50,
  });
  t.deepEqual(usageOf(starter, 530), {
    remaining: -30,
    plan: 'starter',
    overageCount: 30,
    overageAllowed: 50,
  });
});

test('secrets: env_<environment>_ and 43 base62 characters (256 bits), all different', (t) => {
  const seen = new Set<string>();
  for (let i = 0; i < 1000; i++) seen.add(newSecret('live'));
  t.is(seen.size, 1000);
  const secret = newSecret('sandbox');
  t.regex(secret, /^env_sandbox_[A-Za-z0-9]{43}$/);
  t.is(keyEnvironment(secret), 'sandbox');
  t.is(displayPrefix(secret), secret.slice(0, 16));
  t.is(keyEnvironment('env_test_' + 'a'.repeat(43)), undefined);
});

test('the key is read from X-API-Key or Authorization: Bearer; blanks count as absent', (t) => {
  t.deepEqual(presentedKey(new Headers({ 'x-api-key': ' k ' })), { kind: 'key', secret: 'k' });
  t.deepEqual(presentedKey(new Headers({ authorization: 'bearer   k' })), {
    kind: 'key',
    secret: 'k',
  });
  t.deepEqual(presentedKey(new Headers({ authorization: 'Basic a2V5' })), { kind: 'none' });
  t.deepEqual(presentedKey(new Headers({ 'x-api-key': '  ' })), { kind: 'none' });
  t.deepEqual(presentedKey(new Headers({ 'x-api-key': 'a', authorization: 'Bearer b' })), {
    kind: 'conflict',
  });
});
