import { cleanAddressText } from './clean-address-text';
import { normalizeCityName } from './normalize-city-name';
import { STREET_TYPES } from './street-types';
import { UNIT_ALONE, UNIT_WITH_ID } from './unit-designators';
import { usStateCode } from './us-states';

/** One US street address read from a whole line (docs/DECISIONS.md, "What the server checks"). */
export interface UsStreetAddress {
  /** The line as read: Unicode folded, invisible characters dropped, spaces collapsed. */
  line: string;
  street: string;
  /** normalizeCityName() of the city as written. */
  cityKey: string;
  state: string;
  zip: string;
}

/** What the reader asks of the place data. */
export interface StreetAddressPlaces {
  stateOfZip(zip: string): string | undefined;
  /**
   * Whether the city as written may be the ZIP's place (offline: one of the ZIP's own names).
   * `ownSegment`: written between commas, so it cannot be a street word.
   */
  isCityOf(cityKey: string, zip: string, state: string, ownSegment: boolean): boolean;
  /** Whether a city of that name lies in that state (anywhere in it). */
  isCityInState(cityKey: string, state: string): boolean;
}

interface Word {
  text: string;
  /** A comma comes right before this word. */
  comma: boolean;
}

const ZIP = /^\d{5}(?:-\d{4})?$/;
const COUNTRY = /^(?:USA|US|U\.S\.A\.?|U\.S\.|United States(?: of America)?)$/i;
const HOUSE_NUMBER = /^\d+(?:-\d+)?[A-Za-z]?$/;
/** Letters of any script, digits and the punctuation street names and units use. */
const STREET_WORD = /^[\p{L}\p{M}0-9.'#/&-]+$/u;
const UNIT_ID = /^#?[A-Za-z0-9][A-Za-z0-9-]{0,9}$/;
/** Five digits in a row after the house number read as a ZIP, not as a street. */
const ZIP_LIKE = /\d{5}/;
const DIRECTIONS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);
const MAX_CITY_WORDS = 5;

function toWords(line: string): Word[] | undefined {
  const words: Word[] = [];
  for (const segment of line.split(',')) {
    const parts = segment.trim().split(' ').filter(Boolean);
    // ',,' or a trailing comma: not the shape of an address line.
    if (parts.length === 0) return undefined;
    parts.forEach((text, i) => words.push({ text, comma: i === 0 && words.length > 0 }));
  }
  return words;
}

function render(words: readonly Word[]): string {
  return words.map((w, i) => (i === 0 ? w.text : w.comma ? `, ${w.text}` : ` ${w.text}`)).join('');
}

/** No comma inside words[start..end) except before its first word. */
function oneSegment(words: readonly Word[], start: number, end: number): boolean {
  return words.slice(start + 1, end).every((w) => !w.comma);
}

const bare = (word: string) => word.replace(/\.$/, '').toUpperCase();

/** A comma segment after the street: unit designators with their ids ('Apt 4', '#4B', 'Fl 2 Rear'). */
function isUnitSegment(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const designator = bare(word);
    if (word.startsWith('#')) {
      const id = word === '#' ? words[++i] : word;
      if (!id || !UNIT_ID.test(id) || ZIP_LIKE.test(id)) return false;
    } else if (UNIT_WITH_ID.has(designator)) {
      const id = words[++i];
      if (!id || !UNIT_ID.test(id) || ZIP_LIKE.test(id)) return false;
    } else if (!UNIT_ALONE.has(designator)) {
      // '2nd Floor': an id before the floor word.
      if (!(UNIT_ID.test(word) && !ZIP_LIKE.test(word) && ['FL', 'FLOOR'].includes(bare(words[i + 1] ?? '')))) return false;
      i++;
    } else if (words[i + 1] && UNIT_ID.test(words[i + 1]!) && !UNIT_ALONE.has(bare(words[i + 1]!))) {
      i++;
    }
  }
  return true;
}

/**
 * A house number and a street name, then only units: '350 5th Ave Apt 4' or '350 5th Ave, Apt 4'.
 * Refused: no house number, no letters in the name, five digits in a row after the house number (a
 * second ZIP), any other comma segment ('…, New York, NY 10118, Apt'), and a street ending in a city
 * and another state ('350 5th Ave New York NY').
 */
function isStreet(words: readonly Word[], state: string, places: StreetAddressPlaces): boolean {
  const firstComma = words.findIndex((w, i) => i > 0 && w.comma);
  const main = (firstComma < 0 ? words : words.slice(0, firstComma)).map((w) => w.text);
  const [house, ...name] = main;
  if (!house || !HOUSE_NUMBER.test(house) || name.length === 0 || !name.some((w) => /\p{L}/u.test(w))) return false;
  if (!words.every((w) => STREET_WORD.test(w.text)) || words.slice(1).some((w) => ZIP_LIKE.test(w.text))) return false;
  const last = name.at(-1)!;
  const named = usStateCode(last);
  if (named && named !== state && !STREET_TYPES.has(bare(last)) && !DIRECTIONS.has(bare(last))) {
    for (let k = Math.min(MAX_CITY_WORDS, name.length - 1); k >= 1; k--) {
      if (places.isCityInState(normalizeCityName(name.slice(-1 - k, -1).join(' ')), named)) return false;
    }
  }
  let start = firstComma < 0 ? words.length : firstComma;
  while (start < words.length) {
    let end = start + 1;
    while (end < words.length && !words[end]!.comma) end++;
    if (!isUnitSegment(words.slice(start, end).map((w) => w.text))) return false;
    start = end;
  }
  return true;
}

/**
 * Reads a whole line as one US street address, or undefined: a house number and street (units
 * before the city), a city that `places` names for the ZIP, the ZIP's own state, the ZIP, and after
 * it nothing but an optional USA/US. The line is first folded (NFKC) and stripped of invisible
 * characters; a control character (a line break) means it is not one line.
 */
export function readUsStreetAddress(text: string, places: StreetAddressPlaces): UsStreetAddress | undefined {
  const line = cleanAddressText(text);
  if (/\p{Cc}/u.test(line)) return undefined;
  const words = toWords(line);
  if (!words) return undefined;
  let end = words.length;
  for (let k = Math.min(4, end - 1); k >= 1; k--) {
    if (oneSegment(words, end - k, end) && COUNTRY.test(render(words.slice(end - k, end)))) {
      end -= k;
      break;
    }
  }
  const zipWord = words[end - 1]?.text ?? '';
  if (!ZIP.test(zipWord)) return undefined;
  const zip = zipWord.slice(0, 5);
  const zipState = places.stateOfZip(zip);
  if (zipState === undefined) return undefined;
  end--;

  let stateStart: number | undefined;
  for (let k = Math.min(3, end - 1); k >= 1 && stateStart === undefined; k--) {
    if (oneSegment(words, end - k, end) && usStateCode(render(words.slice(end - k, end))) === zipState) stateStart = end - k;
  }
  if (stateStart === undefined) return undefined;

  const segmentStart = Math.max(
    0,
    words.slice(0, stateStart).findLastIndex((w) => w.comma),
  );
  for (let k = Math.min(MAX_CITY_WORDS, stateStart - 1); k >= 1; k--) {
    const cityStart = stateStart - k;
    if (cityStart < segmentStart || !oneSegment(words, cityStart, stateStart)) continue;
    const cityKey = normalizeCityName(render(words.slice(cityStart, stateStart)));
    // 'Street, MD' is a town, but '123 Fake Street 21154' is a street without one.
    if (cityStart > segmentStart && STREET_TYPES.has(cityKey)) continue;
    if (!places.isCityOf(cityKey, zip, zipState, cityStart === segmentStart)) continue;
    const street = words.slice(0, cityStart);
    if (!isStreet(street, zipState, places)) return undefined;
    return { line, street: render(street), cityKey, state: zipState, zip };
  }
  return undefined;
}
