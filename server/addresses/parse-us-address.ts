import { normalizeCityName } from './normalize-city-name';
import { STREET_TYPES } from './street-types';
import { usStateCode } from './us-states';

/** What the parser needs to know about places, so it can tell a city from a street word. */
export interface PlaceNames {
  hasCity(key: string, state?: string): boolean;
  hasCityPrefix(keyPrefix: string, state?: string): boolean;
  stateOfZip(zip: string): string | undefined;
}

/** A typed US address split into parts; any part may be missing while the customer types. */
export interface ParsedUsAddress {
  street: string;
  /** normalizeCityName() of the typed city. */
  city?: string;
  /** True when the city may be the start of a name (typed alone or in its own comma segment). */
  cityIsPrefix: boolean;
  state?: string;
  zip?: string;
  /** The first 1-4 digits of a ZIP typed after the state. */
  zipPrefix?: string;
}

interface Word {
  text: string;
  /** A comma comes right before this word. */
  comma: boolean;
}

const COUNTRY_SUFFIX = /(?:,\s*|\s+)(?:USA|U\.S\.A\.?|United States(?: of America)?)$|,\s*US$/i;

function toWords(input: string): Word[] {
  // Control characters never belong in an address and would bloat the suggestion id.
  const text = input
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(COUNTRY_SUFFIX, '')
    .replace(/(\d{5})\s+US$/i, '$1');
  const words: Word[] = [];
  for (const segment of text.split(',')) {
    segment
      .trim()
      .split(' ')
      .filter(Boolean)
      .forEach((w, i) => words.push({ text: w, comma: i === 0 && words.length > 0 }));
  }
  return words;
}

function render(words: Word[]): string {
  return words.map((w, i) => (i > 0 && w.comma ? `, ${w.text}` : i > 0 ? ` ${w.text}` : w.text)).join('');
}

/** No comma inside words[start..end) except before its first word. */
function oneSegment(words: Word[], start: number, end: number): boolean {
  return words.slice(start + 1, end).every((w) => !w.comma);
}

/**
 * Splits what the customer typed into street, city, state and ZIP, from the end. A state
 * abbreviation counts only after a comma, at the start, or right after a known city of that
 * state, so a street suffix like 'Ct' is not taken for Connecticut.
 */
export function parseUsAddress(input: string, places: PlaceNames): ParsedUsAddress {
  const words = toWords(input);
  let end = words.length;
  let zip: string | undefined;
  let zipPrefix: string | undefined;

  const cityEndsAt = (at: number, state?: string): number | undefined => {
    for (let k = Math.min(4, at); k >= 1; k--) {
      const key = normalizeCityName(render(words.slice(at - k, at)));
      const streetType = at - k > 0 && !words[at - k]!.comma && STREET_TYPES.has(key);
      if (oneSegment(words, at - k, at) && !streetType && places.hasCity(key, state)) return at - k;
    }
    return undefined;
  };
  const stateEndingAt = (at: number): { code: string; start: number } | undefined => {
    for (let k = Math.min(3, at); k >= 1; k--) {
      const start = at - k;
      if (!oneSegment(words, start, at)) continue;
      const code = usStateCode(render(words.slice(start, at)));
      if (code && (start === 0 || words[start]!.comma || cityEndsAt(start, code) !== undefined)) return { code, start };
    }
    return undefined;
  };

  const last = words[end - 1]?.text ?? '';
  if (/^\d{5}(-\d{4})?$/.test(last)) {
    zip = last.slice(0, 5);
    end--;
  }
  const typingZip = zip === undefined && /^\d{1,4}$/.test(last) && end >= 2;
  let found = typingZip ? stateEndingAt(end - 1) : undefined;
  if (found) {
    zipPrefix = last;
    end--;
  } else if (typingZip && end >= 3 && (cityEndsAt(end - 1) ?? 0) > 0) {
    // '2150 Shattuck Ave Berkeley 947': the start of a ZIP after a city, with no state between.
    zipPrefix = last;
    end--;
  } else {
    found = stateEndingAt(end);
  }
  let state: string | undefined;
  // A state alone ('New York', 'Washington') is more likely the start of a city name, and so is a
  // state name that ends the line and names a city of its own ('350 5th Ave, New York').
  const typedName = found && render(words.slice(found.start, end));
  const stateIsCity =
    found !== undefined &&
    zip === undefined &&
    zipPrefix === undefined &&
    (found.start === 0 || (typedName!.length > 2 && places.hasCity(normalizeCityName(typedName!), found.code)));
  if (found && !stateIsCity) {
    state = found.code;
    end = found.start;
  } else if (found) {
    zipPrefix = undefined;
    end = words.length;
  }

  const region = words.slice(0, end);
  const cityState = state ?? (zip ? places.stateOfZip(zip) : undefined);
  const base = { state, zip, zipPrefix };

  const segmentStart = region.findLastIndex((w, i) => i > 0 && w.comma);
  if (segmentStart > 0) {
    const key = normalizeCityName(render(region.slice(segmentStart)));
    const street = render(region.slice(0, segmentStart));
    if (places.hasCity(key, cityState)) return { ...base, street, city: key, cityIsPrefix: true };
    if (!zip && key.length >= 2 && places.hasCityPrefix(key, cityState)) return { ...base, street, city: key, cityIsPrefix: true };
  }
  const cityStart = region.length > 0 ? cityEndsAt(region.length, cityState) : undefined;
  if (cityStart !== undefined) {
    const city = normalizeCityName(render(region.slice(cityStart)));
    return { ...base, street: render(region.slice(0, cityStart)), city, cityIsPrefix: cityStart === 0 && !zip };
  }
  const whole = normalizeCityName(render(region));
  if (!zip && !state && whole.length >= 2 && !/\d/.test(whole)) return { ...base, street: '', city: whole, cityIsPrefix: true };
  return { ...base, street: render(region), cityIsPrefix: false };
}
