import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key under which limits count a client address. An IPv4 address counts alone. An IPv6 address counts with
 * its whole /64: one subscriber or server usually gets a /64 or more, and could otherwise take a fresh address for
 * every request. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, how a dual-stack socket shows IPv4 clients)
 * counts as the IPv4 address it carries.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.trim().replace(/^\[|\]$/g, '');
  const zoneless = address.split('%')[0];
  if (isIPv4(zoneless)) return zoneless;
  if (!isIPv6(zoneless)) return zoneless.slice(0, 64);
  const groups = expandIPv6(zoneless.toLowerCase());
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 text, `::` expanded and a trailing dotted IPv4 part converted. */
function expandIPv6(text: string): number[] {
  let tail: number[] = [];
  let head = text;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    tail = [(a << 8) | b, (c << 8) | d];
    head = text.slice(0, -dotted[1].length);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const [left, right] = head.includes('::') ? head.split('::') : [head, undefined];
  const leftGroups = parse(left);
  const rightGroups = right === undefined ? [] : parse(right);
  const missing = 8 - tail.length - leftGroups.length - rightGroups.length;
  return [...leftGroups, ...Array(right === undefined ? 0 : missing).fill(0), ...rightGroups, ...tail];
}
