/**
 * A PINT document generated for a test: format peppol with the country profile, asserted 200
 * and judged valid by the official rules (or known_issues: PINT AE's preview rules have a known
 * faulty rule, ibr-150-ae); answers the XML text and the response.
 */
import type { ExecutionContext } from 'ava';

/** What the helper needs of a test's service. */
interface Posting {
  post(path: string, body: unknown): Promise<{ status: number; text: string; json: any }>;
}

export async function generatedPint(
  t: Pick<ExecutionContext, 'is' | 'regex'>,
  service: Posting,
  countryProfile: string,
  invoice: unknown,
): Promise<{ xml: string; res: { status: number; text: string; json: any } }> {
  const res = await service.post('/v1/generate', {
    format: 'peppol',
    country_profile: countryProfile,
    invoice,
  });
  t.is(res.status, 200, res.text.slice(0, 1200));
  t.regex(
    res.json.validation?.status ?? '',
    /^(valid|known_issues)/,
    JSON.stringify(res.json.validation),
  );
  return { xml: Buffer.from(res.json.xml_base64 ?? '', 'base64').toString('utf8'), res };
}
