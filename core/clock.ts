/**
 * The one source of "now" for everything that depends on time: retries, idle leads, holds and "today in the
 * partner's time zone". The server builds one and hands it down; tests pass a clock they move by hand, so
 * nothing waits for real minutes.
 */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };
