import type { AddressSuggestion, ResolvedAddress } from '../../core/address-provider';
import { AddressRefusedError } from './address-refused-error';
import { decodeOfflineAddressId, encodeOfflineAddressId, MAX_STREET_LENGTH } from './offline-address-id';
import { cleanAddressText } from './clean-address-text';
import { parseUsAddress, type ParsedUsAddress } from './parse-us-address';
import { readUsStreetAddress } from './read-us-street-address';
import { zipPlaceNames } from './zip-place-names';
import { zipStreetPlaces } from './zip-street-places';
import { usZipData, type UsCity, type UsZip, type UsZipData } from './us-zip-data';

/** The offline provider's data side (docs/FUNNEL.md#calls): typed US addresses -> ZIP centroids. */
export const MAX_SUGGESTIONS = 5;

function formatLine(street: string, zip: UsZip): string {
  return `${street}, ${zip.city}, ${zip.state} ${zip.zip}`;
}

function toSuggestion(street: string, zip: UsZip): AddressSuggestion {
  return {
    id: encodeOfflineAddressId({ street, zip: zip.zip }),
    text: formatLine(street, zip),
    mainText: street,
    secondaryText: `${zip.city}, ${zip.state} ${zip.zip}`,
  };
}

/** Exact names first, then bigger cities (more ZIPs), then alphabetical, so 'Denver' offers Denver, CO first. */
function rankCities(cities: UsCity[], typed: string): UsCity[] {
  return cities.sort(
    (a, b) =>
      Number(b.key === typed) - Number(a.key === typed) ||
      b.zips.length - a.zips.length ||
      a.key.localeCompare(b.key) ||
      a.state.localeCompare(b.state),
  );
}

/** The matching ZIPs, in order: a full ZIP, else the ZIPs of the typed city that start as typed. */
function candidateZips(parsed: ParsedUsAddress, data: UsZipData): string[] {
  if (parsed.zip) {
    const zip = data.byZip.get(parsed.zip);
    return zip && (!parsed.state || parsed.state === zip.state) ? [zip.zip] : [];
  }
  const typed = parsed.city;
  if (!typed) return [];
  // Without any ZIP digits the city must be a whole name: 'Berk' is no city yet.
  const prefix = parsed.cityIsPrefix && parsed.zipPrefix !== undefined;
  const cities = data.cities.filter(
    (c) => (prefix ? c.key.startsWith(typed) : c.key === typed) && (!parsed.state || c.state === parsed.state),
  );
  return rankCities(cities, typed).flatMap((c) => c.zips.filter((z) => !parsed.zipPrefix || z.startsWith(parsed.zipPrefix)));
}

/**
 * Up to five suggestions for what the customer typed, each a line the server places
 * (readUsStreetAddress): a home needs its house number and street, so a city or a ZIP alone offers
 * nothing. A ZIP picks one place; a street and a city without one offer the street in each of the
 * city's ZIPs, narrowed by the ZIP's first digits when typed.
 */
export function suggestUsAddresses(input: string): AddressSuggestion[] {
  const data = usZipData();
  const parsed = parseUsAddress(cleanAddressText(input).slice(0, MAX_STREET_LENGTH), zipPlaceNames(data));
  const street = parsed.street.slice(0, MAX_STREET_LENGTH);
  if (!street) return [];
  const places = zipStreetPlaces(data);
  return candidateZips(parsed, data)
    .map((z) => data.byZip.get(z)!)
    .filter((zip) => readUsStreetAddress(formatLine(street, zip), places) !== undefined)
    .slice(0, MAX_SUGGESTIONS)
    .map((zip) => toSuggestion(street, zip));
}

/** The address behind a suggestion id; AddressRefusedError unless it is a street address the server places. */
export function resolveUsAddress(id: string): ResolvedAddress {
  const key = decodeOfflineAddressId(id);
  const data = usZipData();
  const zip = key && data.byZip.get(key.zip);
  if (!key || !zip || !readUsStreetAddress(formatLine(key.street, zip), zipStreetPlaces(data))) throw new AddressRefusedError();
  return {
    address: formatLine(key.street, zip),
    street: key.street,
    city: zip.city,
    state: zip.state,
    postalCode: zip.zip,
    country: 'US',
    lat: zip.lat,
    lng: zip.lng,
    placeId: `offline:${zip.zip}:${key.street}`,
  };
}
