/** The shortest wait a Retry-After may ask for: `0` would spend every attempt in seconds. */
export const MIN_RETRY_AFTER_MS = 5_000;
/** The longest: a receiver asking for more is tried again after an hour (docs/PARTNERS.md, "Bookings and leads: email and webhooks"). */
export const MAX_RETRY_AFTER_MS = 3_600_000;

/**
 * A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`, between 5 s and 1 h; null when absent
 * or unreadable, and the retry schedule decides.
 */
export function retryAfterMs(header: string | undefined, now: Date): number | null {
  const value = header?.trim();
  if (!value) return null;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now.getTime();
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(ms, MIN_RETRY_AFTER_MS), MAX_RETRY_AFTER_MS);
}
