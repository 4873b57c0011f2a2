/**
 * The CII binding table's profile ranks against the Factur-X 1.09.2 / ZUGFeRD 2.5 profile XSDs
 * of the corpus: every row's element exists in the XSD of the lowest profile the row claims (so
 * no profile writes an element its XSD refuses), and the table is in XSD sequence order.
 */
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { corpusDir, corpusMissing } from '../../retrieve/corpus.js';
import { requires } from '../../helpers/requires.js';
import { CII_BINDING } from '../../../src/syntax/cii/binding/index.js';
import type { Binding } from '../../../src/syntax/binding/binding.js';
import { writeCii } from '../../../src/syntax/cii/writer/write-cii.js';
import { calculate } from '../../../src/domain/calculate.js';
import { writerMatrix } from '../../domain/fixtures/invoices.js';
import { CII_WRITER_PROFILES } from '../../../src/formats/cii-profiles.js';

const FOLDERS = ['minimum', 'basicwl', 'basic', 'en16931', 'extended'];
const local = (qname: string) => qname.slice(qname.indexOf(':') + 1);

/** complexType name → its element children (name, type) in sequence order, for one profile. */
function xsdTypes(profile: string): Map<string, [string, string][]> {
  const dir = resolve(corpusDir!, 'facturx/1.09.2/xsd', profile);
  const types = new Map<string, [string, string][]>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.xsd'))) {
    const xsd = readFileSync(resolve(dir, f), 'utf8');
    for (const m of xsd.matchAll(/<xs:complexType name="(\w+)">([\s\S]*?)<\/xs:complexType>/g)) {
      types.set(
        m[1],
        [...m[2].matchAll(/<xs:element name="(\w+)" type="(?:\w+:)?(\w+)"/g)].map(
          (e) => [e[1], e[2]] as [string, string],
        ),
      );
    }
  }
  return types;
}

const ROOT_TYPES: Record<string, string> = {
  ExchangedDocumentContext: 'ExchangedDocumentContextType',
  ExchangedDocument: 'ExchangedDocumentType',
  SupplyChainTradeTransaction: 'SupplyChainTradeTransactionType',
};

requires(corpusMissing)(
  'every row exists in the XSD of the lowest profile it claims, in XSD sequence order',
  (t) => {
    const byProfile = FOLDERS.map(xsdTypes);
    const problems: string[] = [];
    const visit = (b: Binding, type: string, rank: number, path: string) => {
      const here = b.from ?? rank;
      const order = (byProfile[byProfile.length - 1].get(type) ?? []).map(([n]) => n);
      let last = -1;
      for (const k of b.kids ?? []) {
        const r = k.from ?? here;
        const seq = byProfile[r].get(type) ?? [];
        const i = seq.findIndex(([n]) => n === local(k.el));
        const p = `${path}/${local(k.el)}`;
        // udt:DateTimeString, udt:Indicator: declared inline in the data type XSDs, not listed here.
        if (seq.length === 0) continue;
        if (i < 0) {
          problems.push(`${p}${k.id ? ` (${k.id})` : ''}: not in the ${FOLDERS[r]} XSD`);
          continue;
        }
        const at = order.indexOf(local(k.el));
        if (at < last) problems.push(`${p}: out of XSD order`);
        last = at;
        if (k.kids) visit(k, seq[i][1], r, p);
      }
    };
    for (const k of CII_BINDING.root.kids!)
      visit(k, ROOT_TYPES[local(k.el)], k.from ?? 0, local(k.el));
    t.deepEqual(problems, []);
  },
);

test('a profile writes no row above its rank (the rich fixture, every profile)', (t) => {
  const inv = calculate(writerMatrix()['fifteen-lines']);
  for (const profile of CII_WRITER_PROFILES) {
    const xml = writeCii(inv, {
      profile,
      flavour: profile === 'xrechnung' ? 'xrechnung' : 'facturx',
    });
    if (profile === 'minimum') {
      t.false(xml.includes('IncludedSupplyChainTradeLineItem'), 'minimum: no BG-25');
      t.false(xml.includes('ram:ApplicableTradeTax'), 'minimum: no BG-23');
    }
    if (profile === 'basic_wl')
      t.false(xml.includes('IncludedSupplyChainTradeLineItem'), 'basic_wl: no BG-25');
    t.is(
      xml.includes('DefinedTradeContact'),
      ['en16931', 'extended', 'extended_ctc_fr', 'xrechnung'].includes(profile),
      `${profile}: BG-6 from en16931`,
    );
    t.is(
      xml.includes('ram:ExemptionReason>Intra') && xml.includes('SpecifiedLineTradeSettlement'),
      ['extended', 'extended_ctc_fr', 'basic', 'en16931', 'xrechnung'].includes(profile),
      profile,
    );
  }
});
