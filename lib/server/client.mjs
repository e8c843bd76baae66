// Who a request comes from, for the app's limiters (lib/api/rate-limit.ts) and the server's render
// gate (server.mjs): plain JavaScript, so both use this one definition.
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, as one owner usually holds it: an IPv4 /24 or an IPv6 /64
 * (`203.0.113.0/24`, `2001:db8:1:2::/64`). Anything that is not an address is its own network.
 * @param {string} address
 */
export function networkKey(address) {
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The client: its IPv4 address, or its IPv6 /64 (one subscriber's, where every address is theirs
 * to pick). Each proxy appends the address it received the request from to X-Forwarded-For, and
 * so does the server itself (server.mjs), so the entry `trustedProxies` left of the last one was
 * written by our own infrastructure; anything further left is whatever the client claimed and is
 * ignored, or a flood could pick a new key per request.
 * @param {string | null | undefined} forwardedFor
 * @param {number} trustedProxies
 */
export function clientOf(forwardedFor, trustedProxies) {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? 'anonymous';
  // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is its IPv4 address, not one shared /64.
  const mapped = /^::ffff:([\d.]+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  return isIPv6(address) ? networkKey(address) : address;
}
