import { normalizeCityName } from '../addresses/normalize-city-name';
import type { UsStreetAddress } from '../addresses/read-us-street-address';
import type { GoogleApi } from './google-api';
import type { PlacedAddress } from './placed-address';

interface GeocodeResponse {
  status?: string;
  error_message?: string;
  results?: {
    types?: string[];
    partial_match?: boolean;
    geometry?: { location?: { lat?: unknown; lng?: unknown } };
    address_components?: { long_name?: string; short_name?: string; types?: string[] }[];
  }[];
}

/** A home is a street address or a building (a unit in one is a subpremise); a street, a ZIP or a town is not. */
const HOME_TYPES = ['street_address', 'premise', 'subpremise'];
/** What Google calls the town of a place; the line's city may be any of them. */
const CITY_TYPES = ['locality', 'postal_town', 'sublocality', 'sublocality_level_1', 'neighborhood', 'administrative_area_level_3'];

/**
 * Geocoding API (address to coordinates) from the server, for a line already read as one US street
 * address. It is placed only where Google found that very address: the first result a full match
 * (no `partial_match`), a street address or premise, in the US, in the line's state and ZIP, and in a
 * town the line names (the ZIP's own name, or Google's for the place). Anything else is null, like
 * ZERO_RESULTS; any other failure throws.
 */
export async function googlePlacedAddress(
  google: GoogleApi,
  read: UsStreetAddress,
  zipCityKey: string | undefined,
): Promise<PlacedAddress | null> {
  const url = new URL('/maps/api/geocode/json', google.geocodingBase);
  url.search = new URLSearchParams({ address: read.line, components: 'country:US', language: 'en', key: google.apiKey }).toString();
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(google.timeoutMs) });
  // Google's JSON as GeocodeResponse, whose fields are all optional: each is checked below before use.
  const body = (await response.json().catch(() => ({}))) as GeocodeResponse;
  if (body.status === 'ZERO_RESULTS') return null;
  if (!response.ok || body.status !== 'OK') {
    throw new Error(`Geocoding API failed (${response.status} ${body.status ?? ''}${body.error_message ? `: ${body.error_message}` : ''})`);
  }
  const first = body.results?.[0];
  if (!first || first.partial_match === true || !first.types?.some((type) => HOME_TYPES.includes(type))) return null;
  const { lat, lng } = first.geometry?.location ?? {};
  const components = first.address_components ?? [];
  const part = (type: string) => components.find((c) => c.types?.includes(type))?.short_name;
  const state = part('administrative_area_level_1');
  const zip = part('postal_code');
  const towns = components
    .filter((c) => c.types?.some((type) => CITY_TYPES.includes(type)))
    .map((c) => normalizeCityName(c.long_name ?? ''));
  if (typeof lat !== 'number' || typeof lng !== 'number' || part('country') !== 'US' || state !== read.state) return null;
  if (zip !== undefined && zip !== read.zip) return null;
  if (read.cityKey !== zipCityKey && !towns.includes(read.cityKey)) return null;
  return { lat, lng, state };
}
