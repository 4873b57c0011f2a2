// The README's lifecycle-status example is valid as it stands (the buyer approving the French
// quick start's invoice), and its table names every status code generate writes, with its names.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from '../../src/status/status-codes.js';
import { postJson, withServer } from '../helpers/server.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const start = readme.indexOf('### Lifecycle statuses (CDAR)');
const section = readme.slice(start, readme.indexOf('\n## ', start));

test('the README status example validates, and its table lists every code with its names', async (t) => {
  t.true(start > 0);
  const body = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]!);
  for (const [code, info] of Object.entries(STATUS_CODES))
    t.true(section.includes(`| ${code} | ${info.nameFr} | ${info.nameEn} |`), code);
  await withServer(t, async ({ baseUrl }) => {
    const res = await postJson(baseUrl, '/v1/statuses/validate', body);
    t.is(res.status, 200);
    t.true(res.json.valid, JSON.stringify(res.json.errors));
    t.is(res.json.meaning.name_fr, 'Approuvée');
  });
});
