/**
 * The validation deadline grows with the document: the base deadline for each started MB of XML,
 * so a large but legitimate invoice is not a 504 where a small one passes.
 */
import test from 'ava';
import { DEADLINE_STEP_BYTES, deadlineFor } from '../../src/validation/validator.js';

test('the base deadline up to 1 MB, once more for each further started MB', (t) => {
  t.is(deadlineFor(10_000, 0), 10_000);
  t.is(deadlineFor(10_000, 7_000), 10_000);
  t.is(deadlineFor(10_000, DEADLINE_STEP_BYTES), 10_000);
  t.is(deadlineFor(10_000, DEADLINE_STEP_BYTES + 1), 20_000);
  t.is(deadlineFor(10_000, 5_940_055), 60_000); // the CII of a 5,000-line invoice
});
