import { TIME_BUCKET_BOUNDS_SECONDS } from '../../../core/insights/insight-vocabulary';

const OPEN_BUCKET = TIME_BUCKET_BOUNDS_SECONDS[TIME_BUCKET_BOUNDS_SECONDS.length - 1]!;

/** A time on a step as the report shows it: "45 s", "2.5 min", "≥ 30 min" (the open last bucket), "–" (none). */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '–';
  if (seconds >= OPEN_BUCKET) return `≥ ${OPEN_BUCKET / 60} min`;
  return seconds < 90 ? `${Math.round(seconds)} s` : `${(seconds / 60).toFixed(1)} min`;
}
