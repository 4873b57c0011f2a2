/**
 * Store basics on both databases: migrations are recorded and re-run harmlessly (a second
 * replica or a restart), accounts resolve by id or name, names are unique, revocation keeps
 * its first time.
 */
import test from 'ava';
import { hashSecret } from '../../src/accounts/api-key.js';
import { management } from '../../src/accounts/management.js';
import { planTable } from '../../src/accounts/plans.js';
import { forEachBackend } from './helpers/backends.js';

forEachBackend(({ name, openPair }) => {
  test(`${name}: two stores on one database migrate once and share accounts and keys`, async (t) => {
    const [one, two] = await openPair();
    const manage = management(one, planTable());
    const account = await manage.createAccount('Müller & Söhne', 'pro');
    t.deepEqual(await two.findAccount(account.id), account);
    t.deepEqual(await two.findAccount('Müller & Söhne'), account);
    t.is(await two.findAccount('müller & söhne'), undefined);
    await t.throwsAsync(manage.createAccount('Müller & Söhne'));
    const { key, secret } = await manage.createKey('Müller & Söhne', 'k', 'live');
    t.is((await two.findKeyByHash(hashSecret(secret)))?.key.id, key.id);
    const first = await manage.revokeKey(key.id);
    const second = await management(
      two,
      planTable(),
      () => new Date(Date.now() + 60_000),
    ).revokeKey(key.id);
    t.deepEqual(second.revokedAt, first.revokedAt, 'the first revocation time is kept');
    t.is((await two.listAccounts()).length, 1);
  });
});
