import { TIME_BUCKET_BOUNDS_SECONDS } from './insight-vocabulary';

/**
 * The `q` quantile (0.5: median, 0.9: p90) of a time-on-step histogram, in seconds: `counts[i]` visits spent between
 * the bucket's lower and upper bound (./insight-vocabulary.ts). Within the bucket that holds the quantile, visits are
 * taken as spread evenly; the last bucket has no upper bound, so a quantile there is its lower bound ("at least").
 * Null without visits.
 */
export function histogramQuantile(counts: readonly number[], q: number): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const target = q * total;
  let below = 0;
  for (let i = 0; i < counts.length; i += 1) {
    const count = counts[i] ?? 0;
    if (count > 0 && below + count >= target) {
      const lower = i === 0 ? 0 : TIME_BUCKET_BOUNDS_SECONDS[i - 1]!;
      const upper = TIME_BUCKET_BOUNDS_SECONDS[i];
      if (upper === undefined) return lower;
      return lower + ((target - below) / count) * (upper - lower);
    }
    below += count;
  }
  return TIME_BUCKET_BOUNDS_SECONDS[TIME_BUCKET_BOUNDS_SECONDS.length - 1]!;
}
