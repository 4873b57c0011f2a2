/**
 * Reads the CEN VEFA unit-test files (each <test> an invoice fragment with the rules that must
 * and must not fire) and compares a case's findings with its expectations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';

const VEFA = 'http://difi.no/xsd/vefa/validator/1.0';

/** One test case: the document and the expectations. */
export interface UnitCase {
  file: string;
  index: number;
  description: string;
  xml: string;
  expect: { kind: 'success' | 'error' | 'warning'; rule: string; count?: number }[];
}

/** Reads every case of the unit-test folder. */
export function unitCases(dir: string): UnitCase[] {
  const cases: UnitCase[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .sort()) {
    const doc = new DOMParser().parseFromString(
      readFileSync(join(dir, file), 'utf8'),
      'application/xml',
    );
    const tests = doc.getElementsByTagNameNS(VEFA, 'test');
    for (let i = 0; i < tests.length; i++) {
      const testEl = tests.item(i) as Element;
      let documentEl: Element | undefined;
      const expect: UnitCase['expect'] = [];
      let description = '';
      for (let n = testEl.firstChild; n; n = n.nextSibling) {
        if (n.nodeType !== 1) continue;
        const el = n as Element;
        if (el.namespaceURI === VEFA && el.localName === 'assert') {
          for (let a = el.firstChild; a; a = a.nextSibling) {
            if (a.nodeType !== 1) continue;
            const ae = a as Element;
            if (ae.localName === 'description') description = ae.textContent ?? '';
            else if (
              ae.localName === 'success' ||
              ae.localName === 'error' ||
              ae.localName === 'warning'
            ) {
              const count = ae.getAttribute('number');
              expect.push({
                kind: ae.localName,
                rule: (ae.textContent ?? '').trim(),
                ...(count ? { count: Number(count) } : {}),
              });
            }
          }
        } else if (el.namespaceURI !== VEFA) documentEl = el;
      }
      if (documentEl)
        cases.push({
          file,
          index: i,
          description,
          xml: new XMLSerializer().serializeToString(documentEl),
          expect,
        });
    }
  }
  return cases;
}

/** Failures of one case against its findings (empty when the verdict matches). */
export function verdictProblems(
  c: UnitCase,
  findings: { ruleId: string; severity: string }[],
): string[] {
  const problems: string[] = [];
  for (const e of c.expect) {
    const fired = findings.filter((f) => f.ruleId === e.rule);
    if (e.kind === 'success' && fired.length > 0) problems.push(`${e.rule} fired but should not`);
    if (e.kind === 'error' && !fired.some((f) => f.severity === 'fatal' || f.severity === 'error'))
      problems.push(`${e.rule} should fire as an error`);
    if (e.kind === 'warning' && !fired.some((f) => f.severity === 'warning'))
      problems.push(`${e.rule} should fire as a warning`);
    if (e.count !== undefined && e.kind !== 'success' && fired.length !== e.count)
      problems.push(`${e.rule} fired ${fired.length} times, expected ${e.count}`);
  }
  return problems;
}
