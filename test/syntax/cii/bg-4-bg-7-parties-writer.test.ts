/** Parties: BT-27/BT-44, BG-5/BG-8, BT-31/BT-48, BT-34/BT-49 with @schemeID, BG-6/BG-9 contacts, BT-10. */
import test from 'ava';
import { ciiPath } from '../../../src/syntax/cii/binding/index.js';
import { BUYER, SELLER, invoice, line } from '../../domain/fixtures/invoices.js';
import { written } from './helpers/write.js';

const d = written(invoice([line(1, 1)]));

test('BT-27, BT-35, BT-37, BT-38, BT-40, BT-31 seller', (t) => {
  t.is(d.value(ciiPath('BT-27')), 'Muster Software GmbH');
  t.is(d.value(ciiPath('BT-35')), 'Hauptstraße 1');
  t.is(d.value(ciiPath('BT-37')), 'Berlin');
  t.is(d.value(ciiPath('BT-38')), '10115');
  t.is(d.value(ciiPath('BT-40')), 'DE');
  t.is(d.value(ciiPath('BT-31')), 'DE123456789');
});

test('BT-44, BT-55, BT-48 buyer; BT-10 buyer reference', (t) => {
  t.is(d.value(ciiPath('BT-44')), 'Client Exemple SARL');
  t.is(d.value(ciiPath('BT-55')), 'FR');
  t.is(d.value(ciiPath('BT-48')), 'FR12345678901');
  t.is(d.value(ciiPath('BT-10')), '04011000-12345-34');
});

test('BT-34 / BT-49 electronic addresses with their EAS @schemeID', (t) => {
  const e = written(
    invoice([line(1, 1)], {
      seller: { ...SELLER, electronicAddress: { scheme: '0088', id: '4000001123452' } },
    }),
  );
  t.is(e.value(ciiPath('BT-34')), '4000001123452');
  t.is(e.value(`${ciiPath('BT-34')}/@schemeID`), '0088');
  t.is(e.value(`${ciiPath('BT-49')}/@schemeID`), 'EM');
});

test('BT-34 / BT-49 from the e-mail only for XRechnung; absent otherwise', (t) => {
  const inv = invoice([line(1, 1)], {
    seller: { ...SELLER, electronicAddress: undefined },
    buyer: { ...BUYER, electronicAddress: undefined },
  });
  t.is(written(inv).count(ciiPath('BT-34')), 0);
  const x = written(inv, 'en16931', 'xrechnung');
  t.is(x.value(ciiPath('BT-34')), 'billing@muster-software.example');
  t.is(x.value(`${ciiPath('BT-49')}/@schemeID`), 'EM');
});

test('BG-6 seller contact with BT-42 / BT-43; BT-41 only for XRechnung (BR-DE-5)', (t) => {
  t.is(d.value(ciiPath('BT-42')), '+49 30 1234567');
  t.is(d.value(ciiPath('BT-43')), 'billing@muster-software.example');
  t.is(d.count(ciiPath('BT-41')), 0);
  t.is(
    written(invoice([line(1, 1)]), 'en16931', 'xrechnung').value(ciiPath('BT-41')),
    'Muster Software GmbH',
  );
  const none = written(
    invoice([line(1, 1)], { seller: { ...SELLER, email: undefined, phone: undefined } }),
  );
  t.is(none.count(ciiPath('BG-6')), 0);
});

test('TradePartyType children in XSD order', (t) => {
  t.deepEqual(d.childNames(ciiPath('BT-27').replace('/ram:Name', '')), [
    'ram:Name',
    'ram:DefinedTradeContact',
    'ram:PostalTradeAddress',
    'ram:URIUniversalCommunication',
    'ram:SpecifiedTaxRegistration',
  ]);
});

test('characters XML cannot carry are dropped, not written', (t) => {
  const x = written(invoice([line(1, 1, { description: 'Bell\u0007 ok' })]));
  t.deepEqual(x.values(ciiPath('BT-153')), ['Bell ok']);
});
