/**
 * The worker runs a Schematron stylesheet's pattern modes directly only when its shape proves
 * that this changes nothing (java/validator SchematronPlan): a skeleton-shaped stylesheet gets a
 * plan and reports the same findings, in order, as when it runs whole; a stylesheet with a rule
 * of its own in the default mode (which the root template's default pass would fire) gets none
 * and still reports that rule's finding. Uses tiny stylesheets in a temporary rules directory.
 */
import test from 'ava';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_JAR, DEFAULT_JVM_ARGS, findJava } from '../../src/validation/engine/jvm-engine.js';
import { JvmProcess } from '../../src/validation/engine/jvm-process.js';
import { jvmUnavailable } from './corpus.js';
import { unavailable } from '../helpers/requires.js';

const SVRL = 'http://purl.oclc.org/dsdl/svrl';

/** A stylesheet shaped like the ISO skeleton's output, with two patterns; `extra` is appended. */
function stylesheet(extra = ''): string {
  const pattern = (mode: string, match: string, id: string, kind: string) => `
  <xsl:template match="${match}" mode="${mode}" priority="1000">
    <svrl:fired-rule context="${match}"/>
    <svrl:${kind} id="${id}" flag="fatal" test="t"><xsl:attribute name="location" select="name()"/><svrl:text>${id} fired</svrl:text></svrl:${kind}>
    <xsl:apply-templates select="@*|*" mode="${mode}"/>
  </xsl:template>
  <xsl:template match="text()" mode="${mode}" priority="-1"/>
  <xsl:template match="@*|node()" mode="${mode}" priority="-2"><xsl:apply-templates select="@*|*" mode="${mode}"/></xsl:template>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:svrl="${SVRL}">
  <xsl:template match="text()" priority="-1"/>
  <xsl:template match="/">
    <svrl:schematron-output>
      <xsl:comment><xsl:value-of select="'run'"/></xsl:comment>
      <svrl:active-pattern><xsl:attribute name="document"><xsl:value-of select="document-uri(/)"/></xsl:attribute><xsl:apply-templates/></svrl:active-pattern>
      <xsl:apply-templates mode="M1" select="/"/>
      <svrl:active-pattern><xsl:apply-templates/></svrl:active-pattern>
      <xsl:apply-templates mode="M2" select="/"/>
    </svrl:schematron-output>
  </xsl:template>${pattern('M1', "item[. = 'bad']", 'R-1', 'failed-assert')}${pattern('M2', 'item[@warn]', 'R-2', 'successful-report')}
  ${extra}
</xsl:stylesheet>`;
}

const DOC = '<doc><item>bad</item><item warn="1">ok</item><item>bad</item></doc>';

const skip = jvmUnavailable();
if (skip) {
  unavailable('pattern plans', skip);
} else {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-plan-'));
  writeFileSync(join(dir, 'skeleton.xslt'), stylesheet());
  writeFileSync(
    join(dir, 'own-default-rule.xslt'),
    stylesheet(
      `<xsl:template match="item[@warn]"><svrl:failed-assert id="DEFAULT-1" flag="fatal" location="item" test="t"><svrl:text>from the default mode</svrl:text></svrl:failed-assert></xsl:template>`,
    ),
  );
  writeFileSync(
    join(dir, 'all-modes.xslt'),
    stylesheet(`<xsl:template match="item" mode="#all" priority="-3"/>`),
  );
  const start = (reference: boolean) =>
    new JvmProcess({
      java: findJava()!,
      jar: DEFAULT_JAR,
      rulesDir: dir,
      threads: 2,
      jvmArgs: [...DEFAULT_JVM_ARGS, ...(reference ? ['-Deinvoice.validator.reference=true'] : [])],
    });
  const fast = start(false);
  const reference = start(true);
  test.after.always(async () => {
    await fast.stop();
    await reference.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const sets = ['skeleton', 'own-default-rule', 'all-modes'].map((id) => ({
    id,
    xsd: [],
    xslt: [join(dir, `${id}.xslt`)],
  }));
  const findings = async (proc: JvmProcess, id: string) => {
    await proc.request('load', { ruleSets: sets }).answer;
    const reply = await proc.request('validate', {
      ruleSets: [id],
      xmlBase64: Buffer.from(DOC).toString('base64'),
    }).answer;
    return reply.findings as { id: string; kind: string; location: string }[];
  };

  test('a skeleton-shaped stylesheet gets a plan of its pattern modes, in order', async (t) => {
    await findings(fast, 'skeleton');
    const plans = (await fast.request('plans', {}).answer).plans as Record<string, number>;
    t.is(plans[join(dir, 'skeleton.xslt')], 2);
    t.is(
      plans[join(dir, 'own-default-rule.xslt')],
      0,
      'a default-mode rule of its own: runs whole',
    );
    t.is(plans[join(dir, 'all-modes.xslt')], 0, 'a rule for #all modes: runs whole');
  });

  test('with and without a plan the findings are the same, in the same order', async (t) => {
    for (const id of ['skeleton', 'own-default-rule', 'all-modes']) {
      const [a, b] = await Promise.all([findings(fast, id), findings(reference, id)]);
      t.deepEqual(a, b, id);
    }
    t.deepEqual(
      (await findings(fast, 'skeleton')).map((f) => f.id),
      ['R-1', 'R-1', 'R-2'],
    );
    t.deepEqual(
      (await findings(fast, 'own-default-rule')).map((f) => f.id),
      ['DEFAULT-1', 'R-1', 'R-1', 'DEFAULT-1', 'R-2'],
    );
  });
}
