/**
 * Robustness: official samples with elements removed or their text replaced by garbage (a
 * deterministic pseudo-random walk) always give an outcome, never an exception.
 */
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import { corpusFile, corpusMissing } from './corpus.js';
import { requires } from '../helpers/requires.js';

const SAMPLES = [
  'en16931/cii/examples/CII_example5.xml',
  'xrechnung/testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml',
  'en16931/ubl/examples/ubl-tc434-creditnote1.xml',
  'fatturapa/examples/IT01234567890_FPA02.xml',
];
const GARBAGE = [
  '',
  'abc',
  '-',
  '1e999',
  '0',
  '-0.00',
  '99999999999999999999999.999999999',
  '20241399',
  ' ',
];

function elements(root: Element): Element[] {
  const out: Element[] = [];
  const walk = (e: Element) => {
    out.push(e);
    for (let c = e.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) walk(c as Element);
  };
  walk(root);
  return out;
}

requires(corpusMissing)('mutated official samples never throw', async (t) => {
  let seed = 42;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  let runs = 0;
  for (const path of SAMPLES) {
    const text = Buffer.from(corpusFile(path)).toString('utf8');
    for (let i = 0; i < 40; i++) {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const all = elements(doc.documentElement as unknown as Element).slice(1);
      for (let k = 0; k < 3; k++) {
        const victim = all[rand(all.length)];
        if (rand(2) === 0) victim.parentNode?.removeChild(victim);
        else victim.textContent = GARBAGE[rand(GARBAGE.length)];
      }
      const res = await retrieveDocument(Buffer.from(new XMLSerializer().serializeToString(doc)), {
        locale: 'en',
      });
      t.true(res.ok || res.errors.length > 0);
      runs++;
    }
  }
  t.log(`${runs} mutated documents`);
});
