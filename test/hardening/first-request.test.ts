/**
 * Issue 13, item 18: the first request after start, while the background warm-up is still
 * compiling every rule set, must not time out. The rule set it needs loads first (ahead of the
 * warm-up) and its deadline counts the check only, not the wait for loads: a generate sent the
 * moment the port opens answers 200 even with a deadline far shorter than the whole warm-up.
 * (It used to queue its check behind every warm-up compile and answer 504 validation_timeout.)
 */
import { publicExample } from '../helpers/example.js';
import { requires } from '../helpers/requires.js';
import { postJson, startServer, withDemoKey } from '../helpers/server.js';
import { jvmUnavailable } from '../validation/corpus.js';

const test = requires(jvmUnavailable());

test('the first generate after start, warm-up running, answers 200 within its deadline', async (t) => {
  // Loading all rule sets takes tens of seconds here; a check of the example takes milliseconds.
  const server = await startServer({
    validationEngine: 'jvm',
    validationWarmUp: 'defaults' as const,
    validationDeadlineMs: 5000,
  });
  t.teardown(() => server.close());
  const first = await postJson(server.baseUrl, '/v1/generate', publicExample(), withDemoKey());
  t.is(first.status, 200, first.text.slice(0, 300));
  t.true(['valid', 'valid_with_warnings'].includes(first.json.validation.status));
});
