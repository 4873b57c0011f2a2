// The README's Quick start works as written: its invoice is valid as it stands, generate makes a
// PDF/A-3 from it with the key the README shows, the same invoice without a due date is valid with
// the warning the README names (BR-CO-25), and without the seller's VAT id it gets the error the
// README quotes, naming the path.
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

    const withoutDueDate = structuredClone(invoice);
    delete withoutDueDate.invoice.due_date;
    const warned = await postJson(baseUrl, '/v1/validate', withoutDueDate);
    t.true(warned.json.valid);
    t.true(
      warned.json.format.warnings.some((w: any) => w.code === 'DUE_DATE_OR_TERMS_MISSING'),
      JSON.stringify(warned.json.format.warnings),
    );

    delete invoice.invoice.seller.vat_id;
    const refused = await postJson(baseUrl, '/v1/validate', invoice);
    t.false(refused.json.valid);
    const quoted = /`"(\$\.invoice\.seller\.vat_id: [^"]+)"`/.exec(
      quickStart.replace(/\n/g, ' '),
    )![1];
    t.deepEqual(refused.json.errors, [quoted]);
    const rejected = await postJson(baseUrl, '/v1/generate', invoice, { 'x-api-key': DEMO_KEY });
    t.is(rejected.status, 400);
    t.is(rejected.json.error, 'validation_failed');
    t.is(rejected.json.details[0].path, '$.invoice.seller.vat_id');
  });
});
