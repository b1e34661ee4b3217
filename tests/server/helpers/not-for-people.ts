/** What no email may show a person: an object's default string, JSON, a missing value's name. */
export const NOT_FOR_PEOPLE = /\[object [A-Za-z]+\]|\{"|"\w+":|\bundefined\b|\bNaN\b/;
