/** Movers bill every started half hour; the epsilon keeps 4.5000000001 from becoming 5. */
export function roundUpToHalfHour(hours: number): number {
  return Math.ceil(hours * 2 - 1e-9) / 2;
}
