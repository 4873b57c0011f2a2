/**
 * The scheme checks the official Peppol rules run on identifiers (PEPPOL-COMMON-R040…R050 and
 * PINT ibr-068…ibr-127), against identifiers whose check digits are known.
 */
import test from 'ava';
import {
  identifierSchemeProblem,
  isValidAbn,
  isValidBelgianEnterpriseNumber,
  isValidGln,
  isValidNorwegianOrgNumber,
  isValidSwedishOrgNumber,
} from '../../../src/domain/codelists/identifier-schemes.js';

test('GS1 GLN check digit (PEPPOL-COMMON-R040 / ibr-068)', (t) => {
  for (const ok of ['4000001000005', '5790000435968', '7300010000001']) t.true(isValidGln(ok), ok);
  for (const bad of ['1234567890123', '4000001000006', '40000010000A5', ''])
    t.false(isValidGln(bad), bad);
});

test('Norwegian organisation number, mod 11 (R041 / ibr-069)', (t) => {
  t.true(isValidNorwegianOrgNumber('123456785'));
  t.true(isValidNorwegianOrgNumber('974760673'));
  t.false(isValidNorwegianOrgNumber('123456789'));
  t.false(isValidNorwegianOrgNumber('000000000'));
});

test('Belgian enterprise number, mod 97 (R043 / ibr-113)', (t) => {
  t.true(isValidBelgianEnterpriseNumber('0123456749'));
  t.false(isValidBelgianEnterpriseNumber('0123456789'));
});

test('Swedish organisation number, Luhn (R049)', (t) => {
  t.true(isValidSwedishOrgNumber('5560360793'));
  t.false(isValidSwedishOrgNumber('5560360794'));
});

test('Australian Business Number, mod 89 (R050 / ibr-120)', (t) => {
  t.true(isValidAbn('51824753556'));
  t.true(isValidAbn('53004085616'));
  t.false(isValidAbn('51824753557'));
});

test('rule ids per family; schemes without a rule in a family pass', (t) => {
  t.is(identifierSchemeProblem('0088', '1234567890123', 'bis')?.rule, 'PEPPOL-COMMON-R040');
  t.is(identifierSchemeProblem('0088', '1234567890123', 'pint')?.rule, 'ibr-068');
  t.is(identifierSchemeProblem('0096', 'abc', 'pint'), undefined);
  t.is(identifierSchemeProblem('9930', 'DE123456789', 'bis'), undefined);
  // BIS accepts a Danish CVR without the DK prefix; PINT wants it.
  t.is(identifierSchemeProblem('0184', '12345678', 'bis'), undefined);
  t.is(identifierSchemeProblem('0184', '12345678', 'pint')?.rule, 'ibr-070');
  // PINT checks only the shape of a Swedish organisation number.
  t.is(identifierSchemeProblem('0007', '5560360794', 'pint'), undefined);
  t.is(identifierSchemeProblem('0007', '5560360794', 'bis')?.rule, 'PEPPOL-COMMON-R049');
});
