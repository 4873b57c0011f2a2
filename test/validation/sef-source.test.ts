/**
 * The one rewrite saxon-js gets (src/validation/engine/sef-source.ts): round(sum(<untyped path>)
 * * xs:decimal(n)) typed as the xs:double it is, and nothing else touched.
 */
import test from 'ava';
import { sefSource, typeUntypedSums } from '../../src/validation/engine/sef-source.js';

test('round(sum(path) * xs:decimal(n)) is wrapped in xs:double()', (t) => {
  t.is(
    typeUntypedSums("xs:decimal(round(sum(a[b = 'x']/c) * xs:decimal(100)) div xs:decimal(100))"),
    "xs:decimal(xs:double(round(sum(a[b = 'x']/c) * xs:decimal(100))) div xs:decimal(100))",
  );
});

test('typed sums, other arithmetic and variables are left as they are', (t) => {
  for (const e of [
    'round(sum(x/xs:decimal(.)) * xs:decimal(100))',
    'round(sum(a) * 100) div 100',
    'round(sum(a) * xs:decimal(100) + 1)',
    'round(sum($lines) * xs:decimal(100))',
    'round(number(a) * xs:decimal(100))',
  ])
    t.is(typeUntypedSums(e), e);
});

test('only xsl: test and select attributes change, never the rule text reported in SVRL', (t) => {
  const e = 'round(sum(a) * xs:decimal(100)) div xs:decimal(100)';
  const xslt = `<xsl:when test="${e}"/><svrl:failed-assert test="${e}"/>`;
  t.is(
    sefSource(xslt),
    `<xsl:when test="xs:double(${e.replace(' div', ') div')}"/><svrl:failed-assert test="${e}"/>`,
  );
  t.is(sefSource('<xsl:when test="sum(a) = 1"/>'), '<xsl:when test="sum(a) = 1"/>');
});
