// The lost terms of a conversion name the source's elements after earlier rounds left some out
// (lost-terms.ts RemovedElements): an element's index is counted among the ones not removed.
import test from 'ava';
import { RemovedElements } from '../../src/api/convert/lost-terms.js';

test('after removals, a path maps to the element of the read invoice; fields and other arrays move nothing', (t) => {
  const removed = new RemovedElements();
  t.is(
    removed.original('$.invoice.preceding_invoices[1].number'),
    '$.invoice.preceding_invoices[1].number',
  );
  removed.add('$.invoice.preceding_invoices[1]');
  removed.add('$.invoice.items[0].gross_base_quantity'); // a field: no index moves
  t.is(
    removed.original('$.invoice.preceding_invoices[1].number'),
    '$.invoice.preceding_invoices[2].number',
  );
  t.is(removed.original('$.invoice.preceding_invoices[0]'), '$.invoice.preceding_invoices[0]');
  removed.add(removed.original('$.invoice.preceding_invoices[1]')); // the source's [2]
  t.is(removed.original('$.invoice.preceding_invoices[1]'), '$.invoice.preceding_invoices[3]');
  // A nested array keeps its own removals, under its parent's original index.
  removed.add('$.invoice.items[2].allowances[0]');
  t.is(
    removed.original('$.invoice.items[2].allowances[0].amount'),
    '$.invoice.items[2].allowances[1].amount',
  );
  t.is(removed.original('$.invoice.items[1].allowances[0]'), '$.invoice.items[1].allowances[0]');
});
