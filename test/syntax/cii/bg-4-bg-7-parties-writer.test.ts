/** Parties: BT-27/BT-44, BG-5/BG-8, BT-31/BT-48, BT-34/BT-49 with @schemeID, BG-6/BG-9 contacts, BT-10. */
import test from 'ava';
import { CII_MAPPING as M } from '../../../src/syntax/cii/writer/cii-mapping.js';
import { BUYER, SELLER, invoice, line } from '../../domain/fixtures/invoices.js';
import { written } from './helpers/write.js';

const d = written(invoice([line(1, 1)]));

test('BT-27, BT-35, BT-37, BT-38, BT-40, BT-31 seller', (t) => {
  t.is(d.value(M['BT-27'].path), 'Muster Software GmbH');
  t.is(d.value(M['BT-35'].path), 'Hauptstraße 1');
  t.is(d.value(M['BT-37'].path), 'Berlin');
  t.is(d.value(M['BT-38'].path), '10115');
  t.is(d.value(M['BT-40'].path), 'DE');
  t.is(d.value(M['BT-31'].path), 'DE123456789');
});

test('BT-44, BT-55, BT-48 buyer; BT-10 buyer reference', (t) => {
  t.is(d.value(M['BT-44'].path), 'Client Exemple SARL');
  t.is(d.value(M['BT-55'].path), 'FR');
  t.is(d.value(M['BT-48'].path), 'FR12345678901');
  t.is(d.value(M['BT-10'].path), '04011000-12345-34');
});

test('BT-34 / BT-49 electronic addresses with their EAS @schemeID', (t) => {
  const e = written(invoice([line(1, 1)], { seller: { ...SELLER, electronicAddress: { scheme: '0088', id: '4000001123452' } } }));
  t.is(e.value(M['BT-34'].path), '4000001123452');
  t.is(e.value(`${M['BT-34'].path}/@schemeID`), '0088');
  t.is(e.value(`${M['BT-49'].path}/@schemeID`), 'EM');
});

test('BT-34 / BT-49 from the e-mail only for XRechnung; absent otherwise', (t) => {
  const inv = invoice([line(1, 1)], { seller: { ...SELLER, electronicAddress: undefined }, buyer: { ...BUYER, electronicAddress: undefined } });
  t.is(written(inv).count(M['BT-34'].path), 0);
  const x = written(inv, 'en16931', 'xrechnung');
  t.is(x.value(M['BT-34'].path), 'billing@muster-software.example');
  t.is(x.value(`${M['BT-49'].path}/@schemeID`), 'EM');
});

test('BG-6 seller contact with BT-42 / BT-43; BT-41 only for XRechnung (BR-DE-5)', (t) => {
  t.is(d.value(M['BT-42'].path), '+49 30 1234567');
  t.is(d.value(M['BT-43'].path), 'billing@muster-software.example');
  t.is(d.count(M['BT-41'].path), 0);
  t.is(written(invoice([line(1, 1)]), 'en16931', 'xrechnung').value(M['BT-41'].path), 'Muster Software GmbH');
  const none = written(invoice([line(1, 1)], { seller: { ...SELLER, email: undefined, phone: undefined } }));
  t.is(none.count(M['BG-6'].path), 0);
});

test('TradePartyType children in XSD order', (t) => {
  t.deepEqual(d.childNames(M['BT-27'].path.replace('/ram:Name', '')), [
    'ram:Name', 'ram:DefinedTradeContact', 'ram:PostalTradeAddress', 'ram:URIUniversalCommunication', 'ram:SpecifiedTaxRegistration',
  ]);
});

test('characters XML cannot carry are dropped, not written', (t) => {
  const x = written(invoice([line(1, 1, { description: 'Bell\u0007 ok' })]));
  t.deepEqual(x.values(M['BT-153'].path), ['Bell ok']);
});
