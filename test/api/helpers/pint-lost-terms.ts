/**
 * What convert lists lost when a document made with a PINT-only field goes into plain UBL: the
 * invoice is generated as format peppol with country_profile pint_international, then converted
 * into format ubl; the lost terms whose source path matches `path` come back as
 * [business term, source path, value], sorted.
 */
import type { ExecutionContext } from 'ava';

/** What the helper needs of a test's service. */
interface Posting {
  post(path: string, body: unknown): Promise<{ status: number; text: string; json: any }>;
}

export async function lostIntoUbl(
  t: Pick<ExecutionContext, 'is'>,
  service: Posting,
  invoice: unknown,
  path: RegExp,
): Promise<string[][]> {
  const made = await service.post('/v1/generate', {
    format: 'peppol',
    country_profile: 'pint_international',
    invoice,
  });
  t.is(made.status, 200, made.text.slice(0, 800));
  const converted = await service.post('/v1/convert', {
    data_base64: made.json.xml_base64,
    format: 'ubl',
  });
  t.is(converted.status, 200, converted.text.slice(0, 800));
  return (converted.json.lost_terms ?? [])
    .filter((l: any) => path.test(l.source_path))
    .map((l: any) => [l.business_term, l.source_path, l.value])
    .sort();
}

/**
 * An official PINT document read whole (no FIELD_DROPPED) and converted into its own country
 * profile without a lost term; answers the invoice JSON retrieve gave.
 */
export async function readWholeAndKept(
  t: Pick<ExecutionContext, 'is' | 'deepEqual'>,
  service: Posting,
  source: string,
  countryProfile: string,
): Promise<any> {
  const back = await service.post('/v1/retrieve', { data_base64: source });
  t.is(back.status, 200, back.text.slice(0, 600));
  t.deepEqual(
    (back.json.warnings ?? []).filter((w: any) => w.code === 'FIELD_DROPPED'),
    [],
    back.text.slice(0, 800),
  );
  const kept = await service.post('/v1/convert', {
    data_base64: source,
    format: 'peppol',
    country_profile: countryProfile,
  });
  t.is(kept.status, 200, kept.text.slice(0, 800));
  t.deepEqual(kept.json.lost_terms ?? [], []);
  return back.json.invoice;
}
