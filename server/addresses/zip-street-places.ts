import type { StreetAddressPlaces } from './read-us-street-address';
import { normalizeCityName } from './normalize-city-name';
import type { UsZipData } from './us-zip-data';

/**
 * The strict reader's view of the offline ZIP data: a city counts only as the ZIP's own place name
 * ('Los Angeles' is not a name of 94105), in the ZIP's own state.
 */
export function zipStreetPlaces(data: UsZipData): StreetAddressPlaces {
  const isCityInState = (cityKey: string, state: string) => (data.citiesByKey.get(cityKey) ?? []).some((c) => c.state === state);
  return {
    stateOfZip: (zip) => data.byZip.get(zip)?.state,
    isCityOf: (cityKey, zip) => {
      const found = data.byZip.get(zip);
      return found !== undefined && normalizeCityName(found.city) === cityKey;
    },
    isCityInState,
  };
}
