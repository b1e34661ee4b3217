/**
 * How the store retries a failed save (docs/DECISIONS.md, Hardening): exponential backoff from 1 s doubling to a 30 s cap, with
 * jitter so many browsers coming back from one outage do not hit the server in step; a request that takes
 * longer than 15 s counts as failed (the server answers a save in milliseconds; a stalled connection would
 * otherwise hold the step's spinner forever). Tests shrink the numbers.
 */
export interface SaveRetryOptions {
  baseDelayMs: number;
  maxDelayMs: number;
  timeoutMs: number;
  /** 409s in a row merged and retried before the save gives up (another tab saving in a tight loop). */
  maxConflicts: number;
  random: () => number;
}

export const DEFAULT_SAVE_RETRY_OPTIONS: SaveRetryOptions = {
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  timeoutMs: 15_000,
  maxConflicts: 5,
  random: Math.random,
};

/** The wait before retry number `attempt` (0-based): half the exponential step fixed, half random ("equal jitter"). */
export function retryDelay(attempt: number, options: SaveRetryOptions): number {
  const step = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return Math.round(step / 2 + options.random() * (step / 2));
}
