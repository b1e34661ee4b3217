import { createHmac } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Addresses whose hash a process keeps: a save hashes its client's address twice (consent, bucket), every save. */
const KNOWN_ADDRESSES = 10_000;

/**
 * The client's address as a consent record keeps it: an HMAC under the server's session secret, so the same address
 * gives the same hash (two bookings from one place can be told) while the address itself is never stored, and no one
 * without the secret can test a guess against it. Each hasher remembers the hashes it made (docs/PERFORMANCE.md, "CPU
 * per save"): an HMAC was a few percent of a save's CPU, and the same visitors save again and again.
 */
export function clientAddressHasher(secret: string): (address: string) => string {
  const known = new LRUCache<string, string>({ max: KNOWN_ADDRESSES });
  return (address) => {
    let hash = known.get(address);
    if (hash === undefined) {
      hash = createHmac('sha256', secret).update(`consent-client:${address}`).digest('hex');
      known.set(address, hash);
    }
    return hash;
  };
}
