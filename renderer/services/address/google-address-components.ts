import { INCOMPLETE_ADDRESS_MESSAGE, type ResolvedAddress } from '../../../core/address-provider';

/** One address component, from a Place (longText/shortText) or a GeocoderResult (long_name/short_name). */
export interface AddressPart {
  types: string[];
  long: string;
  short: string;
}

export function fromPlaceComponents(components: readonly google.maps.places.AddressComponent[] | undefined): AddressPart[] {
  return (components ?? []).map((c) => ({ types: c.types, long: c.longText ?? '', short: c.shortText ?? c.longText ?? '' }));
}

export function fromGeocoderComponents(components: readonly google.maps.GeocoderAddressComponent[] | undefined): AddressPart[] {
  return (components ?? []).map((c) => ({ types: c.types, long: c.long_name, short: c.short_name }));
}

/** Some US places have no locality; these stand in for the city, best first. */
const CITY_TYPES = ['locality', 'postal_town', 'sublocality_level_1', 'sublocality'];

/**
 * The address fields the funnel stores, from component lists ordered best first (the place,
 * then the forward geocode, then the reverse geocode). Throws INCOMPLETE_ADDRESS_MESSAGE
 * unless there is a house number and street, a city, a two-letter state, country US and a ZIP
 * (docs/FUNNEL.md#validation): the server places nothing less as a home.
 */
export function addressFromComponents(sources: AddressPart[][]): Omit<ResolvedAddress, 'lat' | 'lng' | 'placeId'> {
  const parts = sources.flat();
  const find = (type: string) => parts.find((p) => p.types.includes(type) && p.long);
  const city = CITY_TYPES.map(find).find(Boolean)?.long;
  const state = find('administrative_area_level_1')?.short;
  const country = find('country')?.short;
  const postalCode = find('postal_code')?.long;
  const houseNumber = find('street_number')?.long;
  const route = find('route')?.short;
  if (
    !houseNumber ||
    !route ||
    !city ||
    !state ||
    !/^[A-Z]{2}$/.test(state) ||
    country !== 'US' ||
    !postalCode ||
    !/^\d{5}(-\d{4})?$/.test(postalCode)
  ) {
    throw new Error(INCOMPLETE_ADDRESS_MESSAGE);
  }
  const street = `${houseNumber} ${route}`;
  return {
    address: `${street}, ${city}, ${state} ${postalCode}`,
    street,
    city,
    state,
    postalCode,
    country: 'US',
  };
}
