/**
 * Identifier checks, one table each: isValidVatId (BT-31/BT-48; EL for Greece),
 * isValidCodiceFiscale (personal code check character, partita IVA Luhn digit), isValidLeitwegId
 * (KoSIT MOD 97-10), isValidIban (BT-84, MOD 97), parsePeppolId (BT-34/BT-49 with EAS codes),
 * isCalendarDate (BT-2/BT-9/BT-72).
 */
import test from 'ava';
import {
  checkVatId,
  isCalendarDate,
  isValidCodiceFiscale,
  isValidIban,
  isValidLeitwegId,
  isValidVatId,
  leitwegCheckDigits,
  parsePeppolId,
} from '../../../src/domain/codelists/index.js';

const table = <T>(name: string, f: (x: string) => T, rows: Array<[string, T]>): void => {
  for (const [input, expected] of rows) {
    test(`${name}(${JSON.stringify(input)}) is ${JSON.stringify(expected)}`, (t) => {
      t.deepEqual(f(input), expected);
    });
  }
};

table('isValidVatId', isValidVatId, [
  ['DE123456789', true],
  ['DE12345678', false],
  ['DE1234567890', false],
  ['de123456789', true],
  ['ATU12345678', true],
  ['AT12345678', false],
  ['EL123456789', true],
  ['GR123456789', false],
  ['FR40303265045', true],
  ['FRIO303265045', false],
  ['NL123456789B01', true],
  ['NL123456789', false],
  ['IT12345678903', true],
  ['ESX1234567X', true],
  ['BE0123456789', true],
  ['BE2123456789', false],
  ['IE1234567WA', true],
  ['SE123456789001', true],
  ['SE123456789000', false],
  ['XI123456789', true],
  ['GB123456789', true],
  ['GBGD001', true],
  ['GB12345', false],
  ['CHE123456789MWST', true],
  ['CHE-123.456.789 TVA', true],
  ['CH123456789', false],
  ['NO123456789MVA', true],
  ['NO123456789', true],
  ['US12-3456789', true],
  ['XX123456', false],
  ['123456789', false],
  ['', false],
]);

test('checkVatId: reports whether a national pattern was applied', (t) => {
  t.true(checkVatId('DE123456789').nationalPattern);
  t.false(checkVatId('SG201912345A').nationalPattern);
  t.true(checkVatId('SG201912345A').valid);
});

table('isValidCodiceFiscale', isValidCodiceFiscale, [
  ['RSSMRA85T10A562S', true],
  ['RSSMRA85T10A562T', false],
  ['rssmra85t10a562s', true],
  ['RSSMRA85T10A56NS', false],
  ['RSSMRA85TMLA562S', false],
  ['RSSMRA85Z10A562S', false],
  ['12345678903', true],
  ['12345678901', false],
  ['01234567890', false],
  ['1234567890', false],
  ['', false],
]);

table('isValidLeitwegId', isValidLeitwegId, [
  ['04011000-12345-03', true],
  ['04011000-12345-04', false],
  ['991-33333TEST-33', true],
  ['04011000-1234512345-06', true],
  ['11002002-98765-14', true],
  ['04011000-03', false],
  ['04011000_12345-03', false],
  ['1-12345-03', false],
  ['0401100012345', false],
  ['', false],
]);

test('leitwegCheckDigits: MOD 97-10 with letters A=10 … Z=35', (t) => {
  t.is(leitwegCheckDigits('0401100012345'), '03');
  t.is(leitwegCheckDigits('99133333TEST'), '33');
  t.is(leitwegCheckDigits('99133333test'), '33');
});

table('isValidIban', isValidIban, [
  ['DE89370400440532013000', true],
  ['DE89 3704 0044 0532 0130 00', true],
  ['de89370400440532013000', true],
  ['DE89370400440532013001', false],
  ['DE8937040044053201300', false],
  ['GB82WEST12345698765432', true],
  ['FR1420041010050500013M02606', true],
  ['NL91ABNA0417164300', true],
  ['XX89370400440532013000', false],
  ['', false],
]);

table('parsePeppolId', (s) => parsePeppolId(s).ok, [
  ['0088:123', true],
  ['0088:4000000000001', true],
  ['9930:DE123456789', true],
  ['iso6523-actorid-upis::0192:987654321', true],
  ['9999:123', false],
  ['0088:', false],
  [':123', false],
  ['0088 123', false],
  ['0088:12 3', false],
]);

test('parsePeppolId: returns the EAS scheme and the identifier', (t) => {
  t.deepEqual(parsePeppolId('0088:123'), { ok: true, value: { scheme: '0088', id: '123' } });
});

// Outside Peppol (a CII or UBL electronic address) the rules set no character set: inner spaces
// and letters outside ASCII are taken, blanks at the ends and control or format characters not.
table('parsePeppolId outside Peppol', (s) => parsePeppolId(s, { peppol: false }).ok, [
  ['0088:12 3', true],
  ['EM:rechnung@müller.de', true],
  ['0088:ÄÖÜ', true],
  ['0088: 123', false],
  ['0088:123 ', false],
  ['0088:12\t3', false],
  ['0088:12\u200b3', false],
  ['0088:12\u00003', false],
  ['0088:', false],
]);

test('parsePeppolId: the reason names what is wrong with the identifier', (t) => {
  const reason = (s: string, peppol = true) => {
    const r = parsePeppolId(s, { peppol });
    return r.ok ? undefined : r.reason;
  };
  t.is(reason('0088:'), 'the identifier after the EAS code is empty');
  t.is(reason('0088:12 3'), 'the identifier after the EAS code contains a space');
  // Not "contains spaces" for a value without any (it said so before).
  t.is(
    reason('0088:ÄÖÜ'),
    'a Peppol participant identifier is printable ASCII: the identifier after the EAS code has other characters',
  );
  t.is(
    reason('0088:12\u00003', false),
    'the identifier after the EAS code has a control or format character',
  );
});

table('isCalendarDate', isCalendarDate, [
  ['2024-02-29', true],
  ['2024-02-30', false],
  ['2023-02-29', false],
  ['2000-02-29', true],
  ['1900-02-29', false],
  ['2025-04-31', false],
  ['2025-12-31', true],
  ['2025-00-10', false],
  ['2025-13-01', false],
  ['0000-01-01', false],
  ['2025-1-01', false],
  ['20250101', false],
  [' 2025-01-01', false],
]);
