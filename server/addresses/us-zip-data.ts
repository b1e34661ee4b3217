import { createRequire } from 'node:module';
import { US_STATE_NAMES } from './us-states';
import { normalizeCityName } from './normalize-city-name';

/** One ZIP code with its centroid, from the `zipcodes` package. */
export interface UsZip {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

/** All ZIPs of one city, ascending. */
export interface UsCity {
  city: string;
  state: string;
  /** normalizeCityName(city), the key typed input is compared with. */
  key: string;
  zips: string[];
}

export interface UsZipData {
  byZip: ReadonlyMap<string, UsZip>;
  cities: readonly UsCity[];
  /** Cities by normalized name, every state. */
  citiesByKey: ReadonlyMap<string, readonly UsCity[]>;
}

interface RawZip {
  zip: string;
  latitude?: number;
  longitude?: number;
  city: string;
  state: string;
}

let data: UsZipData | undefined;

/**
 * The dataset, indexed once on first use. The package's US-only file is loaded directly:
 * its main entry also merges Canadian postal codes, which this provider must never offer.
 * ZIPs without coordinates (military, some PO boxes) are skipped: they cannot give a distance.
 */
export function usZipData(): UsZipData {
  if (data) return data;
  const require = createRequire(import.meta.url);
  // require returns any; zipcodes' data module has had this shape since its first release (tests/server cover the lookups).
  const raw = require('zipcodes/lib/codes.js') as { codes: Record<string, RawZip> };
  const byZip = new Map<string, UsZip>();
  const cityMap = new Map<string, UsCity>();
  for (const row of Object.values(raw.codes)) {
    if (!(row.state in US_STATE_NAMES) || !row.latitude || !row.longitude || !/^\d{5}$/.test(row.zip)) continue;
    byZip.set(row.zip, { zip: row.zip, city: row.city, state: row.state, lat: row.latitude, lng: row.longitude });
    const key = normalizeCityName(row.city);
    const id = `${key}|${row.state}`;
    const city = cityMap.get(id) ?? { city: row.city, state: row.state, key, zips: [] };
    city.zips.push(row.zip);
    cityMap.set(id, city);
  }
  const citiesByKey = new Map<string, UsCity[]>();
  for (const city of cityMap.values()) {
    city.zips.sort();
    citiesByKey.set(city.key, [...(citiesByKey.get(city.key) ?? []), city]);
  }
  data = { byZip, cities: [...cityMap.values()], citiesByKey };
  return data;
}
