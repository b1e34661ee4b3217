import { createHmac } from 'node:crypto';

/**
 * The client's address as a consent record keeps it: an HMAC under the server's session secret, so the same address
 * gives the same hash (two bookings from one place can be told) while the address itself is never stored, and no one
 * without the secret can test a guess against it.
 */
export function clientAddressHasher(secret: string): (address: string) => string {
  return (address) => createHmac('sha256', secret).update(`consent-client:${address}`).digest('hex');
}
