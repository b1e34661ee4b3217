/**
 * TRUST_PROXY names how far X-Forwarded-For is believed (docs/DEPLOY.md): a hop count (`1` behind one load
 * balancer) or a comma-separated list of proxy addresses and CIDR ranges (also proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal`), exactly what Fastify's `trustProxy` takes. `true` is refused: it trusts every
 * hop, so the client's own left-most entry becomes its address and per-address limits are void.
 */
import { isIP } from 'node:net';

/** What Fastify's trustProxy option receives; false trusts nothing (the socket's address is the client's). */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const EXAMPLE =
  'write the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8)';

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
  return entries;
}

/** The value for Fastify's option: its types leave out the hop count its runtime takes, so the count becomes its own function. */
export function fastifyTrustProxy(value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  // Fastify's own reading of a number: trust the `value` hops nearest the server.
  return (_address, hop) => hop < value;
}
