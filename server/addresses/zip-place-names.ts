import type { PlaceNames } from './parse-us-address';
import type { UsZipData } from './us-zip-data';

/** The address parser's view of the offline ZIP data: which cities exist, in which state, and each ZIP's state. */
export function zipPlaceNames(data: UsZipData): PlaceNames {
  return {
    hasCity: (key, state) => (data.citiesByKey.get(key) ?? []).some((c) => !state || c.state === state),
    hasCityPrefix: (prefix, state) => data.cities.some((c) => c.key.startsWith(prefix) && (!state || c.state === state)),
    stateOfZip: (zip) => data.byZip.get(zip)?.state,
  };
}
