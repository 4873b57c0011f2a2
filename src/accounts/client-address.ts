/**
 * Who is calling when nobody presents a key: the client's network address, for the rate limit of
 * unauthenticated calls and the throttle of admin token failures. Every transport (gRPC, Connect,
 * REST, MCP) puts it into the handler context. Behind proxies, TRUST_PROXY_HOPS says how many of
 * them to trust: the client is the X-Forwarded-For entry the outermost trusted proxy appended
 * (entries further left are whatever the client chose to send). IPv6 callers are grouped by their
 * /64, which one end site gets as a whole.
 */
import { isIPv6 } from 'node:net';
import { createContextKey, createContextValues, type ContextValues } from '@connectrpc/connect';
import type { NodeRequest } from '../rest/http-io.js';

/** Context key holding the client address ('' for in-process callers: tests, benchmarks). */
export const clientAddressKey = createContextKey<string>('', {
  description: 'client network address',
});

/** The eight hextets of an IPv6 address, '::' expanded. */
function hextets(address: string): string[] {
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** The bucket name of an address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64. */
export function addressBucket(address: string): string {
  const plain = address
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .replace(/%.*$/, '');
  if (!isIPv6(plain)) return plain;
  return `${hextets(plain).slice(0, 4).join(':')}::/64`;
}

/** The client of a request, trusting `trustedHops` proxies in front of the service. */
export function clientAddress(
  req: Pick<NodeRequest, 'socket' | 'headers'>,
  trustedHops: number,
): string {
  const peer = req.socket?.remoteAddress ?? '';
  if (trustedHops <= 0) return addressBucket(peer);
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return addressBucket(chain[Math.max(0, chain.length - 1 - trustedHops)]!);
}

/** Context values carrying the client address of a request. */
export function clientAddressValues(
  req: Pick<NodeRequest, 'socket' | 'headers'>,
  trustedHops: number,
): ContextValues {
  return createContextValues().set(clientAddressKey, clientAddress(req, trustedHops));
}
