import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'koa';

/**
 * The client address sign-in failures are counted under. Behind a trusted proxy (TRUST_PROXY, Koa's
 * `app.proxy`) it is the last X-Forwarded-For entry, the one that proxy appended: Koa's `ctx.ip` is
 * the first entry, which the client writes itself, so an attacker could give every guess a fresh
 * address. Without a proxy it is the socket's address (`ctx.ip`).
 */
export function loginAddress(ctx: Pick<Context, 'ip' | 'ips'>): string {
  return addressBucket(ctx.ips.at(-1) ?? ctx.ip);
}

/**
 * IPv4 as is (also when mapped into IPv6); IPv6 by its /64 network, since one subscriber usually
 * holds a whole /64 and could otherwise try 10 passwords from each of its 2^64 addresses.
 */
export function addressBucket(raw: string): string {
  const address = raw.trim().replace(/%.*$/, ''); // no zone id
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return address.slice(0, 100); // not an address (a misconfigured proxy): still one bucket, bounded
}

/** The eight 16-bit groups of a valid IPv6 address, lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const toGroups = (part: string): string[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const [head = '', tail] = address.split('::');
  const front = toGroups(head);
  const back = tail === undefined ? [] : toGroups(tail);
  const zeros = Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...zeros, ...back].map((group) => parseInt(group, 16).toString(16));
}
