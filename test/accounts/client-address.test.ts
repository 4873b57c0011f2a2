/**
 * The client address that keyless calls are limited by: the socket's peer, or behind trusted
 * proxies the X-Forwarded-For entry the outermost trusted one appended (never an entry the client
 * could have written itself); IPv4-mapped addresses as IPv4, IPv6 grouped by /64.
 */
import test from 'ava';
import { addressBucket, clientAddress } from '../../src/accounts/client-address.js';

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as never;

test('without trusted proxies the peer is the client; X-Forwarded-For is ignored', (t) => {
  t.is(clientAddress(request('203.0.113.7', '198.51.100.1'), 0), '203.0.113.7');
  t.is(clientAddress(request('::ffff:203.0.113.7'), 0), '203.0.113.7');
});

test('behind one trusted proxy the last entry names the client; forged entries to its left do not count', (t) => {
  t.is(clientAddress(request('10.0.0.2', '198.51.100.9'), 1), '198.51.100.9');
  t.is(clientAddress(request('10.0.0.2', '1.1.1.1, 2.2.2.2, 198.51.100.9'), 1), '198.51.100.9');
  t.is(clientAddress(request('10.0.0.2', '1.1.1.1, 198.51.100.9, 10.0.0.1'), 2), '198.51.100.9');
  t.is(clientAddress(request('10.0.0.2'), 1), '10.0.0.2', 'no header: the peer');
});

test('IPv6 callers share a bucket per /64', (t) => {
  t.is(addressBucket('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
  t.is(addressBucket('2001:0db8:0001:0002:ffff:0:0:9'), '2001:db8:1:2::/64');
  t.is(addressBucket('2001:db8::1'), '2001:db8:0:0::/64');
  t.is(addressBucket('::1'), '0:0:0:0::/64');
});
