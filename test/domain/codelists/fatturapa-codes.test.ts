/**
 * The FatturaPA tables against the official XSD in the conformance corpus (read, never copied):
 * TipoDocumento is the XSD enumeration plus TD29 (specifications 1.9), Natura is the XSD
 * enumeration, RegimeFiscale the XSD enumeration, and the simplified-invoice codes TD07–TD09
 * are not ordinary FatturaPA codes.
 */
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  NATURA_SET,
  NATURA_USABLE_SET,
  REGIME_FISCALE,
  TIPO_DOCUMENTO_SET,
} from '../../../src/domain/codelists/index.js';
import { requires } from '../../helpers/requires.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const corpus = resolve(repoRoot, process.env.EINVOICE_CORPUS ?? '../shared/corpus');
const xsdPath = resolve(corpus, 'fatturapa/xsd/Schema_del_file_xml_FatturaPA_v1.2.2.xsd');

/** The enumeration values of one simpleType of the XSD. */
function enumeration(xsd: string, type: string): string[] {
  const start = xsd.indexOf(`<xs:simpleType name="${type}">`);
  const end = xsd.indexOf('</xs:simpleType>', start);
  return [...xsd.slice(start, end).matchAll(/<xs:enumeration value="([^"]+)"/g)].map((m) => m[1]);
}

const corpusTest = requires(
  existsSync(xsdPath) ? undefined : `${xsdPath} not found (set EINVOICE_CORPUS)`,
);

corpusTest('fatturapa: TipoDocumento = XSD 1.2.2 enumeration + TD29', (t) => {
  const xsd = readFileSync(xsdPath, 'utf8');
  t.deepEqual(
    [...TIPO_DOCUMENTO_SET].sort(),
    [...enumeration(xsd, 'TipoDocumentoType'), 'TD29'].sort(),
  );
});

corpusTest('fatturapa: Natura = XSD 1.2.2 enumeration', (t) => {
  const xsd = readFileSync(xsdPath, 'utf8');
  t.deepEqual([...NATURA_SET].sort(), enumeration(xsd, 'NaturaType').sort());
});

corpusTest('fatturapa: RegimeFiscale = XSD 1.2.2 enumeration', (t) => {
  const xsd = readFileSync(xsdPath, 'utf8');
  t.deepEqual(Object.keys(REGIME_FISCALE).sort(), enumeration(xsd, 'RegimeFiscaleType').sort());
});

test('fatturapa: TD07–TD09 (simplified invoice) are not accepted', (t) => {
  for (const c of ['TD07', 'TD08', 'TD09']) t.false(TIPO_DOCUMENTO_SET.has(c));
});

test('fatturapa: generic N2, N3, N6 are not usable since 2021', (t) => {
  for (const c of ['N2', 'N3', 'N6']) t.false(NATURA_USABLE_SET.has(c));
  for (const c of ['N1', 'N2.1', 'N3.6', 'N4', 'N5', 'N6.9', 'N7'])
    t.true(NATURA_USABLE_SET.has(c));
});
