/**
 * Limits and charges as the whole service applies them (createApp on port 0, called over REST):
 * GET /v1/account takes one rate-limit token, not two (issue 13, item 12).
 */
import test from 'ava';
import { DEMO_KEY, withServer } from '../helpers/server.js';

test('GET /v1/account takes one rate-limit token per call', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const remaining = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${baseUrl}/v1/account`, { headers: { 'x-api-key': DEMO_KEY } });
      t.is(response.status, 200);
      remaining.push(Number(response.headers.get('ratelimit-remaining')));
    }
    t.deepEqual(remaining, [59, 58, 57], 'the sandbox plan allows 60 a minute: one token each');
  });
});
