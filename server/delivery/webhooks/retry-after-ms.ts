/** The longest wait a receiver's Retry-After may ask for; the retry schedule's own longest step. */
const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

/**
 * A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`, at most a day; null when absent
 * or unreadable, and the retry schedule decides.
 */
export function retryAfterMs(header: string | undefined, now: Date): number | null {
  const value = header?.trim();
  if (!value) return null;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now.getTime();
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}
