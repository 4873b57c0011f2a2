// The README's Quick start works as written: its invoice is valid as it stands, generate makes a
// PDF/A-3 from it with the key the README shows, and the same invoice without a due date gets the
// error the README quotes (BR-CO-25), naming the path and how to fix it.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { DEMO_KEY, postJson, withServer } from '../helpers/server.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const quickStart = readme.slice(
  readme.indexOf('## Quick start'),
  readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1),
);

test('the Quick start is the first section and its invoice is valid; generate makes the PDF', async (t) => {
  t.is(readme.indexOf('\n## '), readme.indexOf('\n## Quick start'));
  const invoice = JSON.parse(/```json\n([\s\S]*?)```/.exec(quickStart)![1]!);
  t.true(quickStart.includes(`X-API-Key: ${DEMO_KEY}`));
  await withServer(t, async ({ baseUrl }) => {
    const validated = await postJson(baseUrl, '/v1/validate', invoice);
    t.is(validated.status, 200);
    t.true(validated.json.valid, JSON.stringify(validated.json.errors));
    const generated = await postJson(baseUrl, '/v1/generate', invoice, { 'x-api-key': DEMO_KEY });
    t.is(generated.status, 200, generated.text.slice(0, 300));
    t.is(Buffer.from(generated.json.pdf_base64, 'base64').subarray(0, 5).toString(), '%PDF-');

    delete invoice.invoice.due_date;
    const refused = await postJson(baseUrl, '/v1/validate', invoice);
    t.false(refused.json.valid);
    const quoted = /`"(\$\.invoice\.due_date: [^"]+)"`/.exec(quickStart.replace(/\n/g, ' '))![1];
    t.deepEqual(refused.json.errors, [quoted]);
    const rejected = await postJson(baseUrl, '/v1/generate', invoice, { 'x-api-key': DEMO_KEY });
    t.is(rejected.status, 400);
    t.is(rejected.json.error, 'validation_failed');
    t.is(rejected.json.details[0].path, '$.invoice.due_date');
  });
});
