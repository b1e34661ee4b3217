/**
 * A name in the possessive, as English writes it: "Summit Moving's", and for a name ending in s (most often a
 * plural, a company of movers) the apostrophe alone: "Bayside Movers'".
 */
export function possessive(name: string): string {
  return /s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`;
}
