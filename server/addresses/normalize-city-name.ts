/**
 * The form in which typed and stored city names are compared: upper case, no periods, single
 * spaces, and the usual abbreviations spelled out ('St. Louis' matches the dataset's 'Saint Louis').
 */
export function normalizeCityName(name: string): string {
  return name
    .toUpperCase()
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^ST /, 'SAINT ')
    .replace(/^FT /, 'FORT ')
    .replace(/^MT /, 'MOUNT ');
}
