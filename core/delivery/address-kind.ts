/**
 * What kind of network an IP address belongs to, for the webhook guard against requests into our own network
 * (server-side request forgery). `WEBHOOK_ALLOW_PRIVATE_NETWORK=true` lets 'loopback' and 'private' through
 * for tests and local set-ups; 'metadata' (the cloud providers' instance metadata services: AWS over IPv4 and IPv6,
 * GCP, Azure, Alibaba), 'link-local' and 'reserved' never pass. An IPv6 address that carries an IPv4 address
 * (mapped, compatible, 6to4, NAT64 well-known and local, Teredo) is judged by the IPv4 address inside.
 * Plain string work, so `npm run check` (core) and the delivery worker (server) share it.
 */
export type AddressKind = 'public' | 'private' | 'loopback' | 'link-local' | 'metadata' | 'reserved';

type Range = readonly [prefix: bigint, bits: number, kind: Exclude<AddressKind, 'public'>];

const V4_RANGES: readonly (readonly [string, number, Exclude<AddressKind, 'public'>])[] = [
  // Instance metadata first, inside the ranges below: AWS, GCP and Azure (169.254.169.254), Azure's wire server, Alibaba.
  ['169.254.169.254', 32, 'metadata'],
  ['168.63.129.16', 32, 'metadata'],
  ['100.100.100.200', 32, 'metadata'],
  ['0.0.0.0', 8, 'reserved'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'reserved'],
  ['240.0.0.0', 4, 'reserved'],
];

const V6_RANGES: readonly Range[] = [
  [(0xfd00_0ec2n << 96n) | 0x254n, 128, 'metadata'], // AWS's metadata over IPv6, fd00:ec2::254
  [0n, 128, 'reserved'], // ::
  [1n, 128, 'loopback'], // ::1
  [0xfc00n << 112n, 7, 'private'], // unique local
  [0xfe80n << 112n, 10, 'link-local'],
  [0xff00n << 112n, 8, 'reserved'], // multicast
  [0x2001_0db8n << 96n, 32, 'reserved'], // documentation
];

function parseV4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

function parseV6(text: string): bigint | null {
  let body = text.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  // A trailing dotted quad (::ffff:10.0.0.1) becomes two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted?.[1]) {
    const v4 = parseV4(dotted[1]);
    if (v4 === null) return null;
    body = body.slice(0, -dotted[1].length) + `${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return all.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function within(value: bigint, width: number, [prefix, bits]: Range): boolean {
  const shift = BigInt(width - bits);
  return value >> shift === prefix >> shift;
}

function v4Kind(value: bigint): AddressKind {
  const ranges = V4_RANGES.map(([ip, bits, kind]): Range => [parseV4(ip)!, bits, kind]);
  if (value === 0xffff_ffffn) return 'reserved';
  return ranges.find((range) => within(value, 32, range))?.[2] ?? 'public';
}

const LOW32 = 0xffff_ffffn;

/**
 * The IPv4 address an IPv6 address reaches, or null: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d),
 * NAT64 well-known (64:ff9b::/96) and local (64:ff9b:1::/48), 6to4 (2002:AABB:CCDD::/16) and Teredo (2001::/32,
 * whose client address is stored inverted).
 */
function embeddedV4(v6: bigint): bigint | null {
  if (v6 >> 32n === 0xffffn || v6 >> 32n === 0x64_ff9bn << 64n || v6 >> 80n === 0x64_ff9b_0001n) return v6 & LOW32;
  if (v6 >> 32n === 0n && v6 > 1n) return v6 & LOW32;
  if (v6 >> 112n === 0x2002n) return (v6 >> 80n) & LOW32;
  if (v6 >> 96n === 0x2001_0000n) return ~v6 & LOW32;
  return null;
}

/** The kind of an IPv4 or IPv6 address written as text; null when it is not an IP address (a host name). */
export function addressKind(address: string): AddressKind | null {
  const v4 = parseV4(address);
  if (v4 !== null) return v4Kind(v4);
  const v6 = parseV6(address);
  if (v6 === null) return null;
  const inner = embeddedV4(v6);
  if (inner !== null) return v4Kind(inner);
  return V6_RANGES.find((range) => within(v6, 128, range))?.[2] ?? 'public';
}

/** Whether a webhook may be sent to an address of this kind. */
export function addressAllowed(kind: AddressKind, allowPrivateNetwork: boolean): boolean {
  return kind === 'public' || (allowPrivateNetwork && (kind === 'private' || kind === 'loopback'));
}
