/**
 * Dollars rounded to whole cents, half a cent up. toPrecision(12) first strips float noise,
 * so 4.5 × 139.99 = 629.955 (stored as 629.95499...) rounds to 629.96 as a person would.
 */
export function roundToCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(12))) / 100;
}
