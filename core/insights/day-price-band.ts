import type { DayPriceBand } from './insight-vocabulary';

/**
 * The band of the percent a chosen day changes the labor by (core/capacity/date-price-percent.ts): 'no date' before a
 * day is chosen. Bands, not percents: a report with one row per percent would split the few bookings of a small partner
 * into cells too small to show.
 */
export function dayPriceBand(percent: number | null): DayPriceBand {
  if (percent === null) return 'no date';
  if (percent < 0) return 'discount';
  if (percent === 0) return 'standard';
  return percent <= 15 ? 'up to +15%' : 'over +15%';
}
