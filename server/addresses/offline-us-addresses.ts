import type { AddressSuggestion, ResolvedAddress } from '../../core/address-provider';
import { AddressRefusedError } from './address-refused-error';
import { decodeOfflineAddressId, encodeOfflineAddressId, MAX_STREET_LENGTH } from './offline-address-id';
import { parseUsAddress } from './parse-us-address';
import { zipPlaceNames } from './zip-place-names';
import { usZipData, type UsCity, type UsZip } from './us-zip-data';

/** The offline provider's data side (docs/FUNNEL.md#calls): typed US addresses -> ZIP centroids. */
export const MAX_SUGGESTIONS = 5;

function formatLine(street: string, zip: UsZip): string {
  return `${street ? `${street}, ` : ''}${zip.city}, ${zip.state} ${zip.zip}`;
}

function toSuggestion(street: string, zip: UsZip): AddressSuggestion {
  return {
    id: encodeOfflineAddressId({ street, zip: zip.zip }),
    text: formatLine(street, zip),
    mainText: street || zip.city,
    secondaryText: street ? `${zip.city}, ${zip.state} ${zip.zip}` : `${zip.state} ${zip.zip}`,
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

/**
 * Up to five suggestions for what the customer typed. A ZIP picks one place; a street needs the
 * ZIP or its first digits (then the matching ZIPs are offered); a city alone offers one line per matching city,
 * or the first ZIPs of the city when only one matches.
 */
export function suggestUsAddresses(input: string): AddressSuggestion[] {
  const data = usZipData();
  const parsed = parseUsAddress(input.slice(0, MAX_STREET_LENGTH), zipPlaceNames(data));
  const street = parsed.street.slice(0, MAX_STREET_LENGTH);
  if (parsed.zip) {
    const zip = data.byZip.get(parsed.zip);
    if (!zip || (parsed.state && parsed.state !== zip.state)) return [];
    return [toSuggestion(street, zip)];
  }
  const typed = parsed.city;
  if (!typed) return [];
  const matches = rankCities(
    data.cities.filter(
      (c) => (parsed.cityIsPrefix ? c.key.startsWith(typed) : c.key === typed) && (!parsed.state || c.state === parsed.state),
    ),
    typed,
  )
    .map((c) => ({ city: c, zips: c.zips.filter((z) => !parsed.zipPrefix || z.startsWith(parsed.zipPrefix)) }))
    .filter((m) => m.zips.length > 0);
  // A street is a home: its ZIP is never guessed (nor its town from a trailing word). Without the
  // ZIP or its first digits there is no suggestion, and the widget asks for the ZIP code.
  if (street && !parsed.zipPrefix) return [];
  const zips = matches.length === 1 ? matches[0]!.zips.slice(0, MAX_SUGGESTIONS) : matches.slice(0, MAX_SUGGESTIONS).map((m) => m.zips[0]!);
  return zips.map((z) => toSuggestion(street, data.byZip.get(z)!));
}

/** The address behind a suggestion id; AddressRefusedError when the id names no known US ZIP. */
export function resolveUsAddress(id: string): ResolvedAddress {
  const key = decodeOfflineAddressId(id);
  const zip = key && usZipData().byZip.get(key.zip);
  if (!key || !zip) throw new AddressRefusedError();
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
