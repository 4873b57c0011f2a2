/** Writes a fixture invoice as CII for XPath assertions (test helper). */
import { calculate } from '../../../../src/domain/calculate.js';
import type { InvoiceInput } from '../../../../src/domain/model.js';
import type { CiiFlavour, CiiWriterProfile } from '../../../../src/formats/cii-profiles.js';
import { writeCii } from '../../../../src/syntax/cii/writer/write-cii.js';
import { ciiDoc } from './xpath.js';

/** The invoice written for one profile/flavour, parsed for queries. */
export function written(
  inv: InvoiceInput,
  profile: CiiWriterProfile = 'en16931',
  flavour: CiiFlavour = 'facturx',
) {
  const xml = writeCii(calculate(inv), { profile, flavour });
  return { xml, ...ciiDoc(xml) };
}
