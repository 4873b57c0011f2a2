/**
 * REST validate of an invoice with misshapen members on every line, at the line limit: each
 * member is reported once at its path (INVALID_TYPE, UNKNOWN_FIELD), and no issue the checks find
 * at or under such a path is reported beside it. The answer filters issues against the unread
 * paths by lookup (validate-adapter.ts): comparing each issue with each problem made this request
 * take 40 s; `npm run bench -- validate-misshapen` measures it.
 */
import test from 'ava';
import { MAX_INVOICE_ITEMS } from '../../src/validation/checks/max-items.js';
import { postJson, withServer } from '../helpers/server.js';

test('every line misshapen, at the line limit: each problem once, nothing reported under it', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const line = { description: 0, unknown_member: 1, quantity: 'x', vat_rate: 19 };
    const items = Array.from({ length: MAX_INVOICE_ITEMS }, () => line);
    const res = await postJson(baseUrl, '/v1/validate', { invoice: { items } });
    t.is(res.status, 200);
    t.false(res.json.valid);
    const issues: { path: string; code: string }[] = res.json.issues;
    const at = (i: number, member: string) => `$.invoice.items[${i}].${member}`;
    const unread = new Set(
      items.flatMap((_, i) => [
        `${at(i, 'description')} INVALID_TYPE`,
        `${at(i, 'unknown_member')} UNKNOWN_FIELD`,
        `${at(i, 'quantity')} INVALID_TYPE`,
      ]),
    );
    const reported = issues.map((i) => `${i.path} ${i.code}`);
    t.deepEqual(reported.filter((r) => unread.has(r)).length, unread.size);
    t.is(new Set(reported).size, reported.length, 'no issue twice');
    // A member that could not be read is not reported again as missing or invalid.
    const unreadPaths = new Set([...unread].map((r) => r.split(' ')[0]));
    t.deepEqual(
      issues.filter((i) => unreadPaths.has(i.path) && !unread.has(`${i.path} ${i.code}`)),
      [],
    );
    t.is(res.json.errors.length, issues.length);
  });
});
