/**
 * A counter's plural label in singular lower case, for button names like 'Remove one bedroom'.
 * Handles the English plurals of the room and item labels ('Living rooms', 'Washers and dryers',
 * 'Boxes'); a step can name the unit itself with the `unit` widget option instead.
 */
export function singularNoun(label: string): string {
  return label.trim().toLowerCase().split(' and ').map(singularPhrase).join(' and ');
}

function singularPhrase(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.pop() ?? '';
  return [...words, singularWord(last)].join(' ');
}

function singularWord(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}
