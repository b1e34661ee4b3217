import type { GoogleApi } from './google-api';
import type { AddressToPlace, PlacedAddress } from './placed-address';

interface GeocodeResponse {
  status?: string;
  error_message?: string;
  results?: {
    geometry?: { location?: { lat?: unknown; lng?: unknown } };
    address_components?: { short_name?: string; types?: string[] }[];
  }[];
}

/**
 * Geocoding API (address to coordinates) from the server: the first US result's location and the
 * state it lies in. ZERO_RESULTS or a result outside the US is null; any other failure throws.
 */
export async function googlePlacedAddress(google: GoogleApi, { address }: AddressToPlace): Promise<PlacedAddress | null> {
  const url = new URL('/maps/api/geocode/json', google.geocodingBase);
  url.search = new URLSearchParams({ address, components: 'country:US', language: 'en', key: google.apiKey }).toString();
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(google.timeoutMs) });
  // Google's JSON as GeocodeResponse, whose fields are all optional: each is checked below before use.
  const body = (await response.json().catch(() => ({}))) as GeocodeResponse;
  if (body.status === 'ZERO_RESULTS') return null;
  if (!response.ok || body.status !== 'OK') {
    throw new Error(`Geocoding API failed (${response.status} ${body.status ?? ''}${body.error_message ? `: ${body.error_message}` : ''})`);
  }
  const first = body.results?.[0];
  const { lat, lng } = first?.geometry?.location ?? {};
  const part = (type: string) => first?.address_components?.find((c) => c.types?.includes(type))?.short_name;
  const state = part('administrative_area_level_1');
  if (typeof lat !== 'number' || typeof lng !== 'number' || part('country') !== 'US' || !state || !/^[A-Z]{2}$/.test(state)) return null;
  return { lat, lng, state };
}
