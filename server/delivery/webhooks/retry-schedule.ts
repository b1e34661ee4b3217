/**
 * When a failed delivery is tried again (docs/DECISIONS.md, "Retries"; docs/PARTNERS.md): the first retry after about
 * 5 seconds, then minutes, then hours, the last about three days after the event, the Standard Webhooks example
 * schedule. A receiver's Retry-After replaces a step's wait, yet never ends the schedule before a day has passed.
 * Each wait is moved by up to a fifth either way so many deliveries failing together do not return together.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
];

/** How far a wait may move either way. */
export const RETRY_JITTER = 0.2;

/**
 * The wait after attempt number `attempts` (1 = the first try) failed, or null when that was the last.
 * `random` returns a number in [0, 1), as Math.random does; tests pass their own.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
}

/** A delivery is never given up sooner than this after its event, whatever Retry-After asked. */
export const GIVE_UP_NOT_BEFORE_MS = 24 * 3_600_000;

/**
 * The wait after attempt number `attempts` failed, or null to give up: the receiver's `retryAfter` when it gave one,
 * else the schedule's step. Once the schedule's attempts are spent, a delivery younger than a day (`ageMs` since
 * its event) is tried once more when the day is up.
 */
export function nextRetryMs(attempts: number, ageMs: number, retryAfter: number | null, random: () => number = Math.random): number | null {
  const scheduled = retryDelayMs(attempts, random);
  if (scheduled !== null) return retryAfter ?? scheduled;
  return ageMs < GIVE_UP_NOT_BEFORE_MS ? GIVE_UP_NOT_BEFORE_MS - ageMs : null;
}
