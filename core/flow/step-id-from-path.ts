/**
 * docs/FUNNEL.md#screens-and-routes: the path under /partners/{slug}, camelCased after '/book/', is the step id:
 * '/book/origin/property-details' -> 'originPropertyDetails'; '/book' -> 'landing'.
 */
export function stepIdFromPath(path: string): string {
  const match = /^\/book(?:\/(.*?))?\/?$/.exec(path);
  if (!match) throw new Error(`Not a funnel path under /book: "${path}"`);
  const rest = match[1] ?? '';
  if (rest === '') return 'landing';
  const words = rest.split(/[/-]+/).filter((w) => w !== '');
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
}
