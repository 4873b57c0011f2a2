/**
 * BT-29 seller identifier from the Peppol id (BR-CO-26): a seller without VAT id (BT-31) is
 * identified by its Peppol id when the EAS code is an ISO 6523 ICD (GLN 0088, org. no. 0007);
 * a seller with a VAT id, a VAT-based EAS (9xxx) or an e-mail endpoint gets none.
 */
import test from 'ava';
import { calculate } from '../../../src/domain/calculate.js';
import type { Party } from '../../../src/domain/model.js';
import { writeUbl } from '../../../src/syntax/ubl/writer/write-ubl.js';
import { invoice, line } from '../../domain/fixtures/invoices.js';
import { read } from './helpers/xpath.js';

const ID = '/inv:Invoice/cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID';
const written = (seller: Party) =>
  read(
    writeUbl(calculate(invoice([line(1, 100, { vatRate: 0, taxCategory: 'O' })], { seller })), {
      flavour: 'peppol',
    }),
  );
const base: Party = {
  name: 'Statsinstitutet',
  country: 'SE',
  street: 'Vallby 4',
  city: 'Enköping',
  postalCode: '74598',
};

test('BT-29: a seller without VAT id gets its ICD-scheme Peppol id as identifier, with schemeID', (t) => {
  const gln = written({ ...base, electronicAddress: { scheme: '0088', id: '7300010000001' } });
  t.deepEqual(gln.all(ID), ['7300010000001']);
  t.is(gln.str(`${ID}/@schemeID`), '0088');
  t.is(
    written({ ...base, electronicAddress: { scheme: '0007', id: '2021004508' } }).str(
      `${ID}/@schemeID`,
    ),
    '0007',
  );
});

test('BT-29: none with a VAT id, a VAT-based EAS or an e-mail endpoint', (t) => {
  t.is(
    written({
      ...base,
      vatId: 'SE202100450801',
      electronicAddress: { scheme: '0007', id: '2021004508' },
    }).count(ID),
    0,
  );
  t.is(
    written({ ...base, electronicAddress: { scheme: '9955', id: 'SE202100450801' } }).count(ID),
    0,
  );
  t.is(
    written({ ...base, electronicAddress: { scheme: 'EM', id: 'billing@example.se' } }).count(ID),
    0,
  );
});
