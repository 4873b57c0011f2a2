/** Conditional GET (RFC 9110 §13.1.2): when If-None-Match makes a response 304. */
import test from 'ava';
import { isNotModified } from '../../src/rest/conditional-get.js';

const etag = '"abc"';

test('a GET or HEAD naming the ETag is not modified', (t) => {
  t.true(isNotModified('GET', '"abc"', etag));
  t.true(isNotModified('HEAD', '"abc"', etag));
});

test('If-None-Match compares weakly, takes lists and the wildcard', (t) => {
  t.true(isNotModified('GET', 'W/"abc"', etag));
  t.true(isNotModified('GET', '"x", "abc"', etag));
  t.true(isNotModified('GET', ['"x"', '"abc"'], etag));
  t.true(isNotModified('GET', '*', etag));
});

test('another tag, no header, no ETag or another method: the full response', (t) => {
  t.false(isNotModified('GET', '"abd"', etag));
  t.false(isNotModified('GET', undefined, etag));
  t.false(isNotModified('GET', '"abc"', undefined));
  t.false(isNotModified('POST', '"abc"', etag));
  t.false(isNotModified('GET', '', etag));
});
