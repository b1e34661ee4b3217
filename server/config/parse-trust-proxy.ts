/**
 * TRUST_PROXY names how far X-Forwarded-For is believed (docs/DEPLOY.md): a hop count (`1` behind one load
 * balancer) or a comma-separated list of proxy addresses and CIDR ranges (also proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal`), exactly what Fastify's `trustProxy` takes. `true` is refused: it trusts every
 * hop, so the client's own left-most entry becomes its address and per-address limits are void. So are ranges too
 * wide to be anyone's proxies (`0.0.0.0/0`, `::/0`, `0.0.0.0/1,128.0.0.0/1`): every client in them could forge its
 * address. An entry may span at most a /8 of IPv4 (10.0.0.0/8) or a /16 of IPv6, and all entries together at most
 * two such spans; the named private ranges (`uniquelocal`...) are always fine.
 */
import { isIP } from 'node:net';

/** What Fastify's trustProxy option receives; false trusts nothing (the socket's address is the client's). */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const EXAMPLE =
  'write the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8)';

/** The widest span allowed, as a prefix length: a /8 of IPv4, a /16 of IPv6 (IPv4-mapped IPv6 counts as IPv4). */
const NARROWEST_CATCH_ALL = { 4: 8, 6: 16 } as const;
/** All entries of a family together may span at most this many of the widest allowed range. */
const MOST_WIDE_RANGES = 2n;

/** The entry's family and how many addresses it spans, reading IPv4-mapped IPv6 (::ffff:0:0/96) as the IPv4 it maps. */
function spanOf(entry: string): { family: 4 | 6; hostBits: number } | null {
  const [address = '', prefix] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || prefix === undefined) return null;
  const bits = Number(prefix);
  if (family === 6 && /^::ffff:/i.test(address)) return { family: 4, hostBits: Math.max(0, Math.min(32, 128 - bits)) };
  return family === 4 ? { family: 4, hostBits: 32 - bits } : { family: 6, hostBits: 128 - bits };
}

/** Entries that, alone or together, span more addresses than proxies ever need. */
function catchAllEntries(entries: string[]): string[] {
  const spans = entries.map((entry) => ({ entry, span: spanOf(entry) }));
  const tooWide = spans.filter(({ span }) => span && span.hostBits > (span.family === 4 ? 32 : 128) - NARROWEST_CATCH_ALL[span.family]);
  if (tooWide.length > 0) return tooWide.map(({ entry }) => entry);
  for (const family of [4, 6] as const) {
    const ofFamily = spans.filter(({ span }) => span?.family === family);
    const total = ofFamily.reduce((sum, { span }) => sum + 2n ** BigInt(span!.hostBits), 0n);
    const widest = 2n ** BigInt((family === 4 ? 32 : 128) - NARROWEST_CATCH_ALL[family]);
    if (total > MOST_WIDE_RANGES * widest) return ofFamily.map(({ entry }) => entry);
  }
  return [];
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'false' || value === '0') return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) {
    throw new Error(`TRUST_PROXY=${value} would trust every X-Forwarded-For entry, which clients can forge: ${EXAMPLE}.`);
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY has ${wrong.length > 0 ? `entries that are not addresses or ranges (${wrong.join(', ')})` : 'no entries'}: ${EXAMPLE}.`,
    );
  }
  const catchAll = catchAllEntries(entries);
  if (catchAll.length > 0) {
    throw new Error(
      `TRUST_PROXY=${value} trusts ranges far wider than any proxies (${catchAll.join(', ')}): every client in them could forge X-Forwarded-For and choose its own address. Name the proxies' own addresses or the smallest range that holds them (TRUST_PROXY=10.0.0.0/8), or their number (TRUST_PROXY=1).`,
    );
  }
  return entries;
}

/** The value for Fastify's option: its types leave out the hop count its runtime takes, so the count becomes its own function. */
export function fastifyTrustProxy(value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  // Fastify's own reading of a number: trust the `value` hops nearest the server.
  return (_address, hop) => hop < value;
}
