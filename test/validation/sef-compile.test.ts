/**
 * The on-demand SEF compile (src/validation/engine/sef-compile.ts) compiles what sefSource gives,
 * as `npm run rules:sef` does: a stylesheet with the line-sum check of Factur-X EXTENDED
 * (BR-FXEXT-CO-10's round(sum(<amounts>) * xs:decimal(100)) div xs:decimal(100)) runs under
 * saxon-js instead of stopping with XPTY0004, and nothing is left beside the XSLT.
 */
import test from 'ava';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import SaxonJS from 'saxon-js';
import { ensureSef } from '../../src/validation/engine/sef-compile.js';

const XSLT = `<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xsl:template match="/">
    <xsl:choose>
      <xsl:when test="for $calculated in xs:decimal(round(sum(/invoice/line/amount) * xs:decimal(100)) div xs:decimal(100)) return $calculated = xs:decimal(/invoice/total)">equal</xsl:when>
      <xsl:otherwise>different</xsl:otherwise>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>`;

test('a SEF compiled on demand carries the saxon-js rewrite: the untyped line sum is checked, not an XPTY0004', async (t) => {
  t.timeout(120_000);
  const cache = mkdtempSync(join(tmpdir(), 'einvoice-sef-cache-'));
  const previous = process.env.EINVOICE_CACHE_DIR;
  process.env.EINVOICE_CACHE_DIR = cache; // a machine cache of its own: compiled here, not copied
  t.teardown(() => {
    if (previous === undefined) delete process.env.EINVOICE_CACHE_DIR;
    else process.env.EINVOICE_CACHE_DIR = previous;
  });
  const rulesDir = mkdtempSync(join(tmpdir(), 'einvoice-sef-rules-'));
  mkdirSync(join(rulesDir, 'set'));
  const xslt = join(rulesDir, 'set', 'rules.xslt');
  writeFileSync(xslt, XSLT);

  const sef = await ensureSef(rulesDir, xslt);
  t.deepEqual(
    readdirSync(join(rulesDir, 'set')),
    ['rules.xslt'],
    'the rewritten source was removed',
  );
  const run = (xml: string) =>
    String(
      (
        SaxonJS as unknown as { transform: (o: object, m: string) => { principalResult: unknown } }
      ).transform(
        {
          stylesheetInternal: JSON.parse(readFileSync(sef, 'utf8')),
          stylesheetBaseURI: pathToFileURL(xslt).href,
          sourceText: xml,
          destination: 'serialized',
        },
        'sync',
      ).principalResult,
    );
  t.regex(
    run(
      '<invoice><line><amount>1360.00</amount></line><line><amount>0.10</amount></line><total>1360.10</total></invoice>',
    ),
    /equal/,
  );
  t.regex(
    run('<invoice><line><amount>1360.00</amount></line><total>1.00</total></invoice>'),
    /different/,
  );
});
