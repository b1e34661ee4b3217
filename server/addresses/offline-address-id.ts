import { isRecord } from '../../core/is-record';

/**
 * Suggestion ids of the offline provider carry the street and ZIP themselves (base64url JSON),
 * so resolving needs no server memory and works on any server process.
 */
export interface OfflineAddressKey {
  street: string;
  zip: string;
}

export const MAX_STREET_LENGTH = 200;

export function encodeOfflineAddressId(key: OfflineAddressKey): string {
  return Buffer.from(JSON.stringify({ s: key.street, z: key.zip }), 'utf8').toString('base64url');
}

/** The key inside an id, or undefined for anything this provider did not produce. */
export function decodeOfflineAddressId(id: string): OfflineAddressKey | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
    if (!isRecord(parsed)) return undefined;
    const { s, z } = parsed;
    if (typeof s !== 'string' || typeof z !== 'string') return undefined;
    if (!/^\d{5}$/.test(z) || s.length > MAX_STREET_LENGTH) return undefined;
    return { street: s, zip: z };
  } catch {
    return undefined;
  }
}
